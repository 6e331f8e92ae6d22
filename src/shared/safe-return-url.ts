/**
 * A returnUrl is followed only when it stays on this origin: a relative path starting with a single
 * slash, no scheme, no protocol-relative `//host` and no backslash trick that browsers read as `//`.
 */
export function safeReturnUrl(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value.includes('\\') || [...value].some((ch) => ch.charCodeAt(0) < 0x20)) return fallback;
  return value;
}
