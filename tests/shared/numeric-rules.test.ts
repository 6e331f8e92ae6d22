import { describe, expect, it } from 'vitest';
import { avatarFileError } from '../../src/shared/account-settings-rules';
import { cardErrors, formatExpiryAsTyped } from '../../src/shared/card-rules';
import { estimateFinish, stackInBigBlinds } from '../../src/shared/clock';
import { formatDistance } from '../../src/shared/geo';
import { leaguePoints, placeBonus, prizeFor } from '../../src/shared/league-points';
import { codeFieldError, minutesSeconds, resendSecondsLeft } from '../../src/shared/mobile';
import { isPasswordAccepted, missingFromHint, passwordStrength } from '../../src/shared/password-strength';
import { preselectedTransferAmount } from '../../src/shared/ptc-rules';
import { isAtLeastYearsOld, isEmail } from '../../src/shared/registration-rules';
import { cardAmountFor, clampPtc, maxPtcFor } from '../../src/shared/ticket-rules';

/**
 * Every numeric rule of src/shared at, just below and just above each of its boundaries. The expected values
 * are the specs' numbers (member-site.md, public-site.md) and the README's points table, written out here:
 * never read from the module under test.
 */

describe('redeeming: the most PTC, the slider and the card (member spec, section 9)', () => {
  it.each([
    [0, 50, 0],
    [-5, 50, 0],
    [49, 50, 49],
    [50, 50, 50],
    [51, 50, 50],
    [80, 0, 0],
  ])('maxPtcFor(balance %d, buy-in %d) = %d: the smaller of the two', (balance, buyIn, expected) => {
    expect(maxPtcFor(balance, buyIn)).toBe(expected);
  });

  it.each([
    [-1, 30, 0],
    [0, 30, 0],
    [1, 30, 1],
    [29, 30, 29],
    [29.49, 30, 29],
    [29.5, 30, 30],
    [30, 30, 30],
    [31, 30, 30],
    [Number.NaN, 30, 0],
    [Number.POSITIVE_INFINITY, 30, 0],
  ])('clampPtc(%d, max %d) = %d: a whole number between 0 and the maximum', (amount, max, expected) => {
    expect(clampPtc(amount, max)).toBe(expected);
  });

  it.each([
    [50, 0, 50],
    [50, 49, 1],
    [50, 50, 0],
    [50, 51, 0],
  ])('cardAmountFor(buy-in %d, PTC %d) = %d: max(0, buy-in minus PTC)', (buyIn, ptc, expected) => {
    expect(cardAmountFor(buyIn, ptc)).toBe(expected);
  });
});

describe('PTC transfer: 30% preselected, in steps of 5, at most 50 (member spec)', () => {
  it.each([
    [-5, 0],
    [0, 0],
    // 30% of 4 rounds up to 5, more than the 4 available in steps of 5.
    [4, 0],
    [5, 5],
    [16, 5],
    // 30% of 17 is 5.1: up to the next step.
    [17, 10],
    [166, 50],
    // 30% of 167 is 50.1: the next step is 55, capped at 50.
    [167, 50],
    [1000, 50],
  ])('preselectedTransferAmount(%d) = %d', (available, expected) => {
    expect(preselectedTransferAmount(available)).toBe(expected);
  });
});

describe('registration: 18 or older, e-mail of at most 254 characters (member spec, section 3)', () => {
  it.each([
    ['2008-11-27', '2026-11-26', false],
    ['2008-11-27', '2026-11-27', true],
    ['2008-11-27', '2026-11-28', true],
    // Born on 29 February: of age on 1 March.
    ['2008-02-29', '2026-02-28', false],
    ['2008-02-29', '2026-03-01', true],
  ])('born %s, on %s: of age %s', (birthday, today, expected) => {
    expect(isAtLeastYearsOld(birthday, today)).toBe(expected);
  });

  it.each([
    [253, true],
    [254, true],
    [255, false],
  ])('an address of %d characters: accepted %s', (length, expected) => {
    const address = `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(address).toHaveLength(length);
    expect(isEmail(address)).toBe(expected);
  });
});

describe('one-time codes: 6 digits, resend countdown as mm:ss (member spec, sections 4 and 9)', () => {
  it.each([
    ['12345', 'The verification code is 6 digits.'],
    ['123456', null],
    [' 123456 ', null],
    ['1234567', 'The verification code is 6 digits.'],
    ['', 'Verification code is required.'],
    ['   ', 'Verification code is required.'],
    ['12345a', 'The verification code is 6 digits.'],
  ])('codeFieldError(%j) = %j', (code, expected) => {
    expect(codeFieldError(code)).toBe(expected);
  });

  it.each([
    [90, '01:30'],
    [61, '01:01'],
    [60, '01:00'],
    [59, '00:59'],
    [1, '00:01'],
    [0, '00:00'],
  ])('minutesSeconds(%d) = %s', (seconds, expected) => {
    expect(minutesSeconds(seconds)).toBe(expected);
  });

  // The lock is 90 s (member spec, section 3): at most 90 shown, even from a clock a moment behind.
  it.each([
    [90_001, 90],
    [90_000, 90],
    [89_999, 90],
    [89_000, 89],
    [1, 1],
    [0, 0],
    [-1, 0],
  ])('the resend lock with %d ms to go shows %d s', (msToGo, expected) => {
    expect(resendSecondsLeft(1_000_000 + msToGo, 1_000_000)).toBe(expected);
  });
});

describe('avatar: a JPG or PNG of at most 10 MB (member spec, section 6)', () => {
  it.each([
    [0, null],
    [10 * 1024 * 1024 - 1, null],
    [10 * 1024 * 1024, null],
    [10 * 1024 * 1024 + 1, 'Maximum avatar size is 10MB.'],
  ])('a PNG of %d bytes: %j', (size, expected) => {
    expect(avatarFileError({ type: 'image/png', size })).toBe(expected);
  });
});

describe('passwords: 8 to 20 characters, letters and numbers, a special character (member spec, sections 5, 9)', () => {
  it.each([
    ['', 'blank'],
    ['Ab1!', 'veryWeak'],
    ['Ab1!x', 'medium'],
    ['Ab1!xyzw', 'veryStrong'],
    ['abcdefgh', 'weak'],
  ])('passwordStrength(%j) = %s', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });

  // 7, 8, 20 and 21 characters (and 'Password1' and 23 characters, from issue 32), with every class and with
  // each one left out: the meter's label, what the hint says is missing and the form's verdict agree.
  it.each([
    // password, strength, accepted, what the hint says is missing
    ['Ab1!xyz', 'medium', false, ['8-20 characters']],
    ['Ab1!xyzw', 'veryStrong', true, []],
    ['Ab1!xyzwxyzwxyzwxyzw', 'veryStrong', true, []],
    ['Ab1!xyzwxyzwxyzwxyzwx', 'medium', false, ['8-20 characters']],
    ['Abcdefghijklmnopqrstu1!', 'medium', false, ['8-20 characters']],
    ['ab1!xyz', 'medium', false, ['8-20 characters']],
    ['ab1!xyzw', 'strong', true, []],
    ['ab1!xyzwxyzwxyzwxyzw', 'strong', true, []],
    ['ab1!xyzwxyzwxyzwxyzwx', 'medium', false, ['8-20 characters']],
    ['Password1', 'medium', false, ['at least one special character']],
    ['Abc1xyzw', 'medium', false, ['at least one special character']],
    ['Abc1xyzwxyzwxyzwxyzw', 'medium', false, ['at least one special character']],
    ['Abc!xyzw', 'medium', false, ['numbers']],
    ['Abc!xyzwxyzwxyzwxyzwx', 'medium', false, ['8-20 characters', 'numbers']],
    ['123!5678', 'medium', false, ['letters']],
    ['12345678', 'medium', false, ['letters', 'at least one special character']],
    ['abcdefgh', 'weak', false, ['numbers', 'at least one special character']],
  ] as const)('%j: %s, accepted %s', (password, strength, accepted, missing) => {
    expect(passwordStrength(password)).toBe(strength);
    expect(isPasswordAccepted(password)).toBe(accepted);
    expect(missingFromHint(password)).toEqual(missing);
  });
});

describe('cards: the expiry as typed, shown as MM/YY', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1230', '12/30'],
    ['12301', '12/30'],
    ['12/30', '12/30'],
    ['12 / 30', '12/30'],
    ['12/', '12'],
    ['12/3', '12/3'],
    ['0', '0'],
    ['01', '01'],
    ['2', '02'],
    ['9', '09'],
    ['530', '05/30'],
    ['12/2030', '12/30'],
    ['1/2030', '01/30'],
    ['ab12cd30', '12/30'],
  ])('%j shows %j', (typed, shown) => {
    expect(formatExpiryAsTyped(typed)).toBe(shown);
  });
});

describe('cards: expiry at the end of its month, 3 or 4 digit CVV (member spec, section 9)', () => {
  const NOW = new Date('2026-11-27T03:00:00Z');
  it.each([
    ['10/26', 'The card has expired.'],
    ['11/26', undefined],
    ['12/26', undefined],
    ['00/27', 'Enter the expiry as MM/YY.'],
    ['01/27', undefined],
    ['12/27', undefined],
    ['13/27', 'Enter the expiry as MM/YY.'],
  ])('expiry %s in November 2026: %j', (expiry, expected) => {
    expect(cardErrors({ name: '', number: '', expiry, cvv: '' }, NOW).expiry).toBe(expected);
  });

  it.each([
    ['12', 'Enter the 3 or 4 digits on the back.'],
    ['123', undefined],
    ['1234', undefined],
    ['12345', 'Enter the 3 or 4 digits on the back.'],
  ])('CVV %s: %j', (cvv, expected) => {
    expect(cardErrors({ name: '', number: '', expiry: '', cvv }, NOW).cvv).toBe(expected);
  });

  it.each([
    // 11 to 20 digits, each passing the Luhn check: 12 to 19 are card numbers, Visa's are 13, 16 or 19.
    ['41111111112', 'The card number is not valid.'],
    ['411111111117', 'Only Visa and Mastercard are accepted.'],
    ['4111111111119', undefined],
    ['4111111111111111110', undefined],
    ['41111111111111111115', 'The card number is not valid.'],
    // Mastercard: 16 digits from 51-55 or 2221-2720.
    ['5100000000000008', undefined],
    ['5600000000000003', 'Only Visa and Mastercard are accepted.'],
    ['2220000000000000', 'Only Visa and Mastercard are accepted.'],
    ['2221000000000009', undefined],
    ['2720000000000005', undefined],
    ['2721000000000004', 'Only Visa and Mastercard are accepted.'],
  ])('card number %s: %j', (number, expected) => {
    expect(cardErrors({ name: '', number, expiry: '', cvv: '' }, NOW).number).toBe(expected);
  });
});

describe("league points: 10 per player outlasted plus 10, and the top places' bonus (README)", () => {
  it.each([
    [1, 50],
    [2, 25],
    [3, 25],
    [4, 10],
    [9, 10],
    [10, 0],
  ])('placeBonus(%d) = %d', (place, expected) => {
    expect(placeBonus(place)).toBe(expected);
  });

  it.each([
    [1, 10, 150],
    [9, 10, 30],
    [10, 10, 10],
  ])('leaguePoints(place %d of %d) = %d', (place, entrants, expected) => {
    expect(leaguePoints(place, entrants)).toBe(expected);
  });

  it.each([
    [1, 2, 1000, 0],
    [1, 3, 1000, 500],
    [2, 3, 1000, 300],
    [3, 3, 1000, 200],
    [4, 4, 1000, 0],
    // Whole dollars, half up: 50.5 and 20.2.
    [1, 3, 101, 51],
    [3, 3, 101, 20],
  ])('prizeFor(place %d of %d, pool %d) = %d', (place, entrants, pool, expected) => {
    expect(prizeFor(place, entrants, pool)).toBe(expected);
  });
});

describe('distances and stacks as the screens round them (public spec)', () => {
  it.each([
    [0, '0 m'],
    [999.4, '999 m'],
    [1000, '1.0 km'],
    [1040, '1.0 km'],
    [1060, '1.1 km'],
    [25_000, '25.0 km'],
  ])('formatDistance(%d) = %s', (metres, expected) => {
    expect(formatDistance(metres)).toBe(expected);
  });

  it.each([
    [0, '100/200', null],
    [3030, '100/200', 15.2],
    [3020, '100/200', 15.1],
    [3000, '100/200', 15],
  ])('stackInBigBlinds(%d, %s) = %j', (average, blind, expected) => {
    expect(stackInBigBlinds(average, blind)).toBe(expected);
  });
});

describe('the estimated finish: the first level whose big blind reaches the chips in play over 15', () => {
  const NOW = new Date('2026-11-27T09:00:00Z');
  const LEVELS = [
    { roundNumber: 1, roundLength: 900, breakLength: 120, bigBlind: 100 },
    { roundNumber: 2, roundLength: 900, breakLength: 300, bigBlind: 200 },
  ];
  const position = { currentRound: 1, isRound: true, remainingSeconds: 600 };
  it.each([
    [0, null],
    // 1,500 chips over 15 is 100: the current level's big blind, so the end of this level.
    [1485, 600],
    [1500, 600],
    // Past it: the break, then level 2.
    [1515, 720],
    [3000, 720],
    // Past every level: the end of the structure.
    [3015, 1920],
  ])('%d chips in play: %j seconds from now', (chips, seconds) => {
    const finish = estimateFinish(position, LEVELS, chips, NOW);
    expect(finish === null ? null : (finish.getTime() - NOW.getTime()) / 1000).toBe(seconds);
  });
});
