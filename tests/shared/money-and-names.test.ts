import { describe, expect, it } from 'vitest';
import { runStatusLabel } from '../../src/shared/clock';
import { formatAudCents, formatCents, formatDollars, formatPrize } from '../../src/shared/money';
import { gameListTitle, LEADERBOARD_COLUMNS, venueAddressLine } from '../../src/shared/names';

describe('money', () => {
  it.each([
    [0, '$0'],
    [0.4, '$0'],
    [-0.4, '$0'],
    [1, '$1'],
    [999, '$999'],
    [1000, '$1,000'],
    [1500, '$1,500'],
    [12_345.6, '$12,346'],
    [1_000_000, '$1,000,000'],
    [-25, '-$25'],
  ])('writes %s dollars as %s', (amount, text) => {
    expect(formatDollars(amount)).toBe(text);
  });

  it.each([
    [null, '-'],
    [undefined, '-'],
    [-1, '-'],
    [0, '-'],
    [0.4, '$0'],
    [1, '$1'],
    [1500, '$1,500'],
  ])('writes a prize of %s as %s', (amount, text) => {
    expect(formatPrize(amount)).toBe(text);
  });

  it.each([
    [0, '$0.00'],
    [1, '$0.01'],
    [99, '$0.99'],
    [100, '$1.00'],
    [2040, '$20.40'],
    [123_456, '$1,234.56'],
  ])('writes %s cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it.each([
    [0, '$0.00 AUD'],
    [2040, '$20.40 AUD'],
    [123_456, '$1,234.56 AUD'],
  ])('writes a card charge of %s cents as %s', (cents, text) => {
    expect(formatAudCents(cents)).toBe(text);
  });
});

describe('names', () => {
  it.each([
    [1, 'Not started'],
    ['NOT_START', 'Not started'],
    [2, 'Running'],
    ['RUNNING', 'Running'],
    [3, 'Paused'],
    ['PAUSED', 'Paused'],
    [4, 'Not set up'],
    ['INVALID', 'Not set up'],
    [0, 'Not set up'],
    [6, 'Not set up'],
    [5, 'End Of All Rounds'],
    ['END_OF_ALL_ROUND', 'End Of All Rounds'],
  ])('words the clock run status %s as %s', (status, text) => {
    expect(runStatusLabel(status)).toBe(text);
  });

  it.each([
    ['all', "This Week's Games"],
    ['satellite', 'Satellites'],
    ['aplmSatellite', 'APLM Satellites'],
    ['cashGame', 'Cash Games'],
    ['special', 'Special Events'],
    ['raise', 'Raise Games'],
    ['grandslam', 'VIP Loyalty Games'],
  ] as const)('heads the %s list %s', (key, title) => {
    expect(gameListTitle(key)).toBe(title);
  });

  it("names the leaderboard's columns in the spec's words", () => {
    expect(Object.values(LEADERBOARD_COLUMNS)).toEqual([
      'Player',
      'Score',
      'Played',
      'Final table',
      'Win',
      'Prize',
    ]);
  });

  it.each([
    [
      { name: 'The Local', address: '12 Smith St, Carlton VIC 3053', suburb: 'Carlton', postcode: '3053' },
      'The Local, 12 Smith St, Carlton VIC 3053',
    ],
    [
      { name: 'The Local', address: '12 Smith St', suburb: 'Carlton', postcode: '3053' },
      'The Local, 12 Smith St, Carlton 3053',
    ],
    [{ address: '12 Smith St, Carlton VIC 3053', suburb: 'Carlton' }, '12 Smith St, Carlton VIC 3053'],
    [{ address: '12 Smith St', suburb: 'Carlton' }, '12 Smith St, Carlton'],
    [{ address: '12 Smith St', suburb: 'carlton', postcode: null }, '12 Smith St, carlton'],
    [
      { name: 'Crown Melbourne', address: 'Crown Melbourne, 8 Whiteman St, Southbank VIC 3006' },
      'Crown Melbourne, 8 Whiteman St, Southbank VIC 3006',
    ],
    [{ name: '', address: '12 Smith St', suburb: '', postcode: '' }, '12 Smith St'],
  ])('writes the venue %o as %s', (venue, line) => {
    expect(venueAddressLine(venue)).toBe(line);
  });
});
