/**
 * Passwords (member spec, sections 5 and 9). One rule for the meter, the hint and the validation, so the
 * meter never calls a password Strong that the hint's requirements (and so the form) refuse.
 *
 * The score is the spec's: blank when empty, very weak at 4 characters or fewer, else one point each for a
 * length of 8-20, a digit, both lower and upper case, and a special character (2 points Medium, 3 Strong, 4
 * Very Strong). A password that misses one of the hint's requirements (8-20 characters, a letter, a digit,
 * a special character) is rated at most Medium, so 'Strong or Very Strong' is the same as accepted.
 */
export type PasswordStrength = 'blank' | 'veryWeak' | 'weak' | 'medium' | 'strong' | 'veryStrong';

export const PASSWORD_LENGTH = { min: 8, max: 20 } as const;

export const PASSWORD_STRENGTH_LABEL: Record<PasswordStrength, string> = {
  blank: '',
  veryWeak: 'Very Weak',
  weak: 'Weak',
  medium: 'Medium',
  strong: 'Strong',
  veryStrong: 'Very Strong',
};

export const PASSWORD_HINT = '8-20 characters, letters and numbers, at least one special character.';

/** Each requirement of the hint, and mixed case (which only raises the score), for one password. */
export interface PasswordChecks {
  length: boolean;
  letter: boolean;
  digit: boolean;
  special: boolean;
  mixedCase: boolean;
}

export function passwordChecks(password: string): PasswordChecks {
  return {
    length: password.length >= PASSWORD_LENGTH.min && password.length <= PASSWORD_LENGTH.max,
    letter: /[A-Za-z]/.test(password),
    digit: /\d/.test(password),
    special: /[^A-Za-z0-9\s]/.test(password),
    mixedCase: /[a-z]/.test(password) && /[A-Z]/.test(password),
  };
}

/** What the hint says is missing, in the hint's words; empty when the password meets it. */
export function missingFromHint(password: string): string[] {
  const checks = passwordChecks(password);
  return [
    checks.length ? null : '8-20 characters',
    checks.letter ? null : 'letters',
    checks.digit ? null : 'numbers',
    checks.special ? null : 'at least one special character',
  ].filter((part): part is string => part !== null);
}

export function passwordStrength(password: string): PasswordStrength {
  if (password.length === 0) return 'blank';
  if (password.length <= 4) return 'veryWeak';
  const checks = passwordChecks(password);
  const points = [checks.length, checks.digit, checks.mixedCase, checks.special].filter(Boolean).length;
  const rated = (['weak', 'weak', 'medium', 'strong', 'veryStrong'] as const)[points] ?? 'weak';
  return points >= 3 && missingFromHint(password).length > 0 ? 'medium' : rated;
}

/** Accepted: rated Strong or Very Strong, which needs every requirement of the hint. */
export function isPasswordAccepted(password: string): boolean {
  const strength = passwordStrength(password);
  return strength === 'strong' || strength === 'veryStrong';
}
