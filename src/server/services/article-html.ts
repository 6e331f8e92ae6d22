import sanitizeHtml from 'sanitize-html';

/**
 * What an article's body may hold, whatever an editor's browser sends: what the article pages render (headings
 * under the page's title, paragraphs, lists, links with web, mail and phone addresses, bold and italic, images
 * from the web or this site, quotes). Scripts, styles, event handlers, frames and `javascript:` or `data:`
 * addresses are dropped; a heading 1 becomes a 2 (the page's title is its only h1).
 */
const RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: { h1: 'h2' },
  disallowedTagsMode: 'discard',
};

export function sanitiseArticleHtml(html: string): string {
  return sanitizeHtml(html, RULES).trim();
}
