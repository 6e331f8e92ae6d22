/**
 * A returnUrl is followed only when it stays on this origin: a relative path starting with a single
 * slash, no scheme, no protocol-relative `//host` and no backslash trick that browsers read as `//`.
 */
export function safeReturnUrl(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  return value;
}
