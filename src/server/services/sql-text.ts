/** Escapes LIKE wildcards so typed text matches itself: '50%' finds "50%", not everything. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
