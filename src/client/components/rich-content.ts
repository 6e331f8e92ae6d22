import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';

const MEDIA_IMAGE = /^\/media\/.+\.(gif|jpe?g|png)$/i;

/**
 * Content from the CMS, sanitised: no scripts, handlers or foreign embeds. Links to /media images open
 * the in-app preview; links off the site open in a new tab.
 */
let purifier: Purifier = DOMPurify;

/** Where there is no browser (pages drawn on the server), DOMPurify works on the window given here. */
export function sanitiseIn(window: WindowLike) {
  purifier = DOMPurify(window);
}

export function sanitiseRichContent(html: string): string {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (MEDIA_IMAGE.test(href)) {
      node.setAttribute('href', `/preview?src=${encodeURIComponent(href)}`);
    } else if (/^https?:\/\//i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  try {
    return purifier.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form', 'input'],
    });
  } finally {
    purifier.removeHook('afterSanitizeAttributes');
  }
}
