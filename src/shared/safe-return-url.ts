import { hasControlCharacter } from './control-characters';

/**
 * A returnUrl is followed only when it stays on this origin: a relative path starting with a single
 * slash, no scheme, no protocol-relative `//host` and no backslash trick that browsers read as `//`.
 */
export function safeReturnUrl(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value.includes('\\') || hasControlCharacter(value)) return fallback;
  // It goes into a Location header, which holds only visible ASCII: the rest is percent-encoded (a lone
  // surrogate cannot be, and sends the caller to the fallback).
  try {
    return value.replace(/[^\x21-\x7e]+/g, (run) => encodeURIComponent(run));
  } catch {
    return fallback;
  }
}
