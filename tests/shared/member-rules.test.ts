import { describe, expect, it } from 'vitest';
import { formatMobile, isMobileAsTyped, normaliseMobile } from '../../src/shared/mobile';
import { isPasswordAccepted, passwordStrength } from '../../src/shared/password-strength';

describe('password strength', () => {
  it.each([
    ['', 'blank'],
    ['a', 'veryWeak'],
    ['Ab1!', 'veryWeak'],
    ['abcde', 'weak'],
    ['abcdefgh', 'weak'],
    ['abcdefg1', 'medium'],
    ['abcdefG1', 'strong'],
    ['abcdef1!', 'strong'],
    ['Abcdef1!', 'veryStrong'],
    ['Abc1!', 'strong'],
    ['Abcdefghijklmnopqrstu1!', 'strong'],
    ['ABCDEFGH', 'weak'],
    ['abc de fg', 'weak'],
  ] as const)('%j is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  it('accepts Strong and Very Strong passwords of 8-20 characters only', () => {
    expect(isPasswordAccepted('Member#2026')).toBe(true);
    expect(isPasswordAccepted('abcdefG1')).toBe(true);
    expect(isPasswordAccepted('abcdefg1')).toBe(false);
    expect(isPasswordAccepted('Abc1!')).toBe(false);
    expect(isPasswordAccepted('Abcdefghijklmnopqr1!')).toBe(true);
    expect(isPasswordAccepted('Abcdefghijklmnopqrs1!')).toBe(false);
  });
});

describe('Australian mobile', () => {
  it.each(['0450000000', '0450 000 000', '04 5000 0000'])('accepts %j as typed', (mobile) => {
    expect(isMobileAsTyped(mobile)).toBe(true);
    expect(normaliseMobile(mobile)).toBe(mobile.replace(/ /g, ''));
  });

  it.each(['', '0350000000', '045000000', '04500000000', '0450-000-00a', '+610450000000'])(
    'refuses %j',
    (mobile) => {
      expect(isMobileAsTyped(mobile)).toBe(false);
      expect(normaliseMobile(mobile)).toBeNull();
    },
  );

  it('reads the international and short forms as the same number', () => {
    expect(normaliseMobile('+61 412 345 678')).toBe('0412345678');
    expect(normaliseMobile('61412345678')).toBe('0412345678');
    expect(normaliseMobile('412 345 678')).toBe('0412345678');
    expect(isMobileAsTyped('+61 412 345 678')).toBe(false);
    expect(formatMobile('+61412345678')).toBe('0412 345 678');
  });
});
