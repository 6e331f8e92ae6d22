import { describe, expect, it } from 'vitest';
import {
  formatEventDate,
  formatLongDateTime,
  ordinal,
  registrationClosesAt,
} from '../../src/shared/event-dates';

describe('event dates', () => {
  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '31st',
    ]);
  });

  it('formats in the venue state time zone', () => {
    // 08:00 UTC is 7 pm in Melbourne (AEDT) and 4 pm in Perth.
    expect(formatEventDate('2026-11-22T08:00:00.000Z', 1)).toBe('Nov 22nd 26');
    expect(formatLongDateTime('2026-11-22T09:00:00.000Z', 1)).toBe('Sunday, November 22nd 2026, 8:00 pm');
    expect(formatLongDateTime('2026-11-22T09:00:00.000Z', 3)).toBe('Sunday, November 22nd 2026, 5:00 pm');
  });

  it('closes registration at late rego, else rego, relative to the start', () => {
    const event = {
      dateTime: '2026-11-22T08:00:00.000Z',
      startTime: '19:00',
      rego: '18:30',
      lateRego: '20:00',
    };
    expect(registrationClosesAt(event)?.toISOString()).toBe('2026-11-22T09:00:00.000Z');
    expect(registrationClosesAt({ ...event, lateRego: null })?.toISOString()).toBe(
      '2026-11-22T07:30:00.000Z',
    );
    expect(registrationClosesAt({ ...event, startTime: '22:00', lateRego: '00:30' })?.toISOString()).toBe(
      '2026-11-22T10:30:00.000Z',
    );
    expect(registrationClosesAt({ ...event, rego: null, lateRego: null })).toBeNull();
  });
});
