/** What an article's URL name may be: lowercase letters and digits in words joined by single dashes. */
export const URL_NAME_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const URL_NAME_MAX = 120;

/**
 * The URL name suggested for a title: lowercase, accents dropped, '&' read as 'and', every other run of
 * non-letters one dash, no dash at either end, at most URL_NAME_MAX characters (cut at a word's end).
 */
export function suggestUrlName(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let name = '';
  for (const word of words) {
    const next = name ? `${name}-${word}` : word;
    if (next.length > URL_NAME_MAX) return name || word.slice(0, URL_NAME_MAX);
    name = next;
  }
  return name;
}
