/**
 * Password strength (member spec, section 5): blank when empty, very weak at 4 characters or fewer, else one
 * point each for a length of 8-20, a digit, both lower and upper case, and a special character. Registration
 * and account settings accept Strong (3 points) or Very Strong (4), and only 8-20 characters (section 9).
 * The browser rates as the member types; the server applies the same rule again.
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

export function passwordStrength(password: string): PasswordStrength {
  if (password.length === 0) return 'blank';
  if (password.length <= 4) return 'veryWeak';
  const points = [
    password.length >= PASSWORD_LENGTH.min && password.length <= PASSWORD_LENGTH.max,
    /\d/.test(password),
    /[a-z]/.test(password) && /[A-Z]/.test(password),
    /[^A-Za-z0-9\s]/.test(password),
  ].filter(Boolean).length;
  return (['weak', 'weak', 'medium', 'strong', 'veryStrong'] as const)[points] ?? 'weak';
}

/** Strong enough to be accepted: Strong or Very Strong, within 8-20 characters. */
export function isPasswordAccepted(password: string): boolean {
  const strength = passwordStrength(password);
  return (
    (strength === 'strong' || strength === 'veryStrong') &&
    password.length >= PASSWORD_LENGTH.min &&
    password.length <= PASSWORD_LENGTH.max
  );
}
