/**
 * Australian mobile numbers (member spec, section 5): 04 followed by 8 digits, spaces allowed, shown with a
 * +61 prefix. One canonical form (0412345678) is stored and compared, whatever the member typed.
 */
export const MOBILE_PREFIX = '+61';

const LOCAL = /^04\d{8}$/;

/** The canonical 04xxxxxxxx form, or null when it is not an Australian mobile. Accepts +61 / 61 / 4xx forms. */
export function normaliseMobile(value: string): string | null {
  let digits = value.replace(/[\s()-]/g, '');
  if (digits.startsWith('+61')) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith('61') && digits.length === 11) digits = `0${digits.slice(2)}`;
  else if (digits.startsWith('4') && digits.length === 9) digits = `0${digits}`;
  return LOCAL.test(digits) ? digits : null;
}

/** What the spec's field accepts as typed: 0450000000 and 0450 000 000 (04 and 8 digits, spaces allowed). */
export function isMobileAsTyped(value: string): boolean {
  return LOCAL.test(value.replace(/ /g, ''));
}

/** 0412 345 678, for display. */
export function formatMobile(mobile: string): string {
  const canonical = normaliseMobile(mobile) ?? mobile;
  return canonical.length === 10
    ? `${canonical.slice(0, 4)} ${canonical.slice(4, 7)} ${canonical.slice(7)}`
    : canonical;
}

/** One-time codes sent by SMS (member spec, section 9). */
export const CODE_DIGITS = 6;
export const CODE_RESEND_SECONDS = 90;

/** The mobile field's message, or null when the number can take a code (member spec, section 5). */
export function mobileFieldError(mobile: string): string | null {
  if (!mobile.trim()) return 'Mobile is required.';
  return isMobileAsTyped(mobile) ? null : 'Invalid mobile number format';
}

/** The verification code field's message, or null for six digits. */
export function codeFieldError(code: string): string | null {
  if (!code.trim()) return 'Verification code is required.';
  return new RegExp(`^\\d{${CODE_DIGITS}}$`).test(code.trim()) ? null : 'The verification code is 6 digits.';
}

/**
 * Whole seconds until a code may be sent again, never more than the lock itself: `resendAt` may come from a
 * clock a few milliseconds ahead of the one reading it (the lock's own start), which must not show 91.
 */
export const resendSecondsLeft = (resendAt: number, now: number) =>
  Math.min(CODE_RESEND_SECONDS, Math.max(0, Math.ceil((resendAt - now) / 1000)));

/** 90 -> '01:30', for 'Re-send verification code in mm:ss seconds'. */
export const minutesSeconds = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
