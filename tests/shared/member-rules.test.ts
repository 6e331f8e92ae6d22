import { describe, expect, it } from 'vitest';
import {
  formatMobile,
  isMobileAsTyped,
  MOBILE_PREFIX,
  mobileFieldError,
  normaliseMobile,
} from '../../src/shared/mobile';
import { isPasswordAccepted, passwordStrength } from '../../src/shared/password-strength';
import {
  isAtLeastYearsOld,
  parseDayMonthYear,
  registrationErrors,
} from '../../src/shared/registration-rules';

describe('password strength', () => {
  it.each([
    ['', 'blank'],
    ['a', 'veryWeak'],
    ['Ab1!', 'veryWeak'],
    ['abcde', 'weak'],
    ['abcdefgh', 'weak'],
    ['abcdefg1', 'medium'],
    ['abcdefG1', 'medium'],
    ['Password1', 'medium'],
    ['abcdef1!', 'strong'],
    ['Abcdef1!', 'veryStrong'],
    ['Abc1!', 'medium'],
    ['Abcdefghijklmnopqrstu1!', 'medium'],
    ['ABCDEFGH', 'weak'],
    ['abc de fg', 'weak'],
  ] as const)('%j is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  it('accepts Strong and Very Strong passwords of 8-20 characters only', () => {
    expect(isPasswordAccepted('Member#2026')).toBe(true);
    expect(isPasswordAccepted('abcdefG1')).toBe(false);
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

  // The international form without its + is 61 and 9 digits (11 in all); the short form is 4 and 8 (9 in all).
  it.each([
    ['6141234567', null],
    ['61412345678', '0412345678'],
    ['614123456789', null],
    ['0061412345678', null],
    ['41234567', null],
    ['412345678', '0412345678'],
    ['4123456789', null],
    ['512345678', null],
    ['(0412) 345-678', '0412345678'],
  ])('normaliseMobile(%j) = %j', (typed, expected) => {
    expect(normaliseMobile(typed)).toBe(expected);
  });

  it.each([
    ['0412345678', '0412 345 678'],
    ['412345678', '0412 345 678'],
    ['12345', '12345'],
    ['+61 4123', '+61 4123'],
  ])('formatMobile(%j) = %j', (mobile, expected) => {
    expect(formatMobile(mobile)).toBe(expected);
  });

  it.each([
    ['', 'Mobile is required.'],
    ['   ', 'Mobile is required.'],
    ['0450000000', null],
    [' 0450 000 000 ', null],
    ['045000000', 'Invalid mobile number format'],
    ['+61450000000', 'Invalid mobile number format'],
  ])('mobileFieldError(%j) = %j', (mobile, expected) => {
    expect(mobileFieldError(mobile)).toBe(expected);
  });

  it('shows numbers with the +61 prefix', () => {
    expect(MOBILE_PREFIX).toBe('+61');
  });
});

describe('registration rules', () => {
  const valid = {
    firstName: 'Alex',
    lastName: 'Nguyen',
    email: '',
    password: 'Member#2026',
    confirmPassword: 'Member#2026',
    stateId: 1,
    postcode: '3000',
    birthday: '18/11/2008',
    marketingConsent: true,
    terms: true,
  };
  const today = '2026-11-18';

  it('accepts a complete form, with the email optional and the 18th birthday today', () => {
    expect(registrationErrors(valid, today)).toEqual({});
    expect(registrationErrors({ ...valid, birthday: '2008-11-18' }, today)).toEqual({});
  });

  it("gives each field the spec's message", () => {
    expect(
      registrationErrors(
        {
          firstName: ' ',
          lastName: '',
          email: 'not-an-email',
          password: '',
          confirmPassword: '',
          stateId: null,
          postcode: '',
          birthday: '',
          marketingConsent: true,
          terms: false,
          mobile: '0350000000',
        },
        today,
      ),
    ).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      email: 'Invalid email address.',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password!',
      stateId: 'State is required',
      postcode: 'Postcode is required.',
      birthday: 'Date of birth is required.',
      terms: 'Please tick the checkbox',
      mobile: 'Invalid mobile number format',
    });
  });

  it.each([
    [
      { password: 'abcdefg1', confirmPassword: 'abcdefg1' },
      { password: 'Invalid password. Password not strong enough' },
    ],
    [{ confirmPassword: 'Member#2027' }, { confirmPassword: 'Two passwords do not match!' }],
    [{ postcode: '30a0' }, { postcode: 'Number only.' }],
    [{ stateId: 9 }, { stateId: 'State is required' }],
    [{ birthday: '19/11/2008' }, { birthday: 'You must be at least 18 years of age' }],
    [{ birthday: '19/11/2026' }, { birthday: 'Date of birth cannot be in the future.' }],
    [{ birthday: '31/04/1990' }, { birthday: 'Please enter the date as DD/MM/YYYY.' }],
    [{ birthday: '1990-04-31' }, { birthday: 'Please enter the date as DD/MM/YYYY.' }],
  ] as const)('%j -> %j', (change, errors) => {
    expect(registrationErrors({ ...valid, ...change }, today)).toEqual(errors);
  });

  it('reads dates strictly and counts a leap-day birthday from 1 March', () => {
    expect(parseDayMonthYear('29/02/2000')).toBe('2000-02-29');
    expect(parseDayMonthYear('29/02/2001')).toBeNull();
    expect(parseDayMonthYear('1/2/2000')).toBeNull();
    expect(isAtLeastYearsOld('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAtLeastYearsOld('2008-02-29', '2026-03-01')).toBe(true);
  });
});
