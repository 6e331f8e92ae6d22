import { describe, expect, it } from 'vitest';
import {
  dateKeyIn,
  formatEventDate,
  formatLongDateTime,
  nextSevenDays,
  ordinal,
  utcOffsetMinutes,
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

  it('offers today and the next six calendar days in the venue zone, across a daylight-saving change', () => {
    // 01:30 in Melbourne on the Sunday daylight saving ends (a 25-hour day); still Saturday in Perth.
    const now = new Date('2026-04-04T14:30:00.000Z');
    const melbourne = nextSevenDays(now, 'Australia/Melbourne');
    expect(melbourne.map((d) => d.label)).toEqual([
      'Today',
      'Mon 6',
      'Tue 7',
      'Wed 8',
      'Thu 9',
      'Fri 10',
      'Sat 11',
    ]);
    expect(melbourne.map((d) => d.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(melbourne[0]?.dateKey).toBe('2026-04-05');
    expect(nextSevenDays(now, 'Australia/Perth')[1]).toEqual({
      offset: 1,
      weekday: 0,
      dateKey: '2026-04-05',
      label: 'Sun 5',
    });
    expect(dateKeyIn(now, 'Australia/Melbourne')).toBe('2026-04-05');
  });

  it("writes the device's calendar day as the device's formatter does, zero-padded, around midnight", () => {
    const device = new Intl.DateTimeFormat('en-CA');
    const instants = [
      new Date(2026, 0, 5, 0, 0),
      new Date(2026, 0, 4, 23, 59, 59),
      new Date(2026, 8, 9, 12),
      new Date(2026, 11, 31, 23, 30),
    ];
    expect(instants.map((d) => dateKeyIn(d))).toEqual(instants.map((d) => device.format(d)));
    expect(dateKeyIn(new Date(2026, 0, 5, 0, 0))).toBe('2026-01-05');
    const week = nextSevenDays(new Date(2026, 1, 26, 23, 50));
    expect(week.map((d) => d.dateKey)).toEqual([
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
    expect(week.map((d) => d.label)).toEqual([
      'Today',
      'Fri 27',
      'Sat 28',
      'Sun 1',
      'Mon 2',
      'Tue 3',
      'Wed 4',
    ]);
  });
});

describe('utcOffsetMinutes', () => {
  it('gives the offset of a time zone at an instant, daylight saving included', () => {
    expect(utcOffsetMinutes(new Date('2026-11-18T08:00:00Z'), 'Australia/Melbourne')).toBe(660);
    expect(utcOffsetMinutes(new Date('2026-06-18T08:00:00Z'), 'Australia/Melbourne')).toBe(600);
    expect(utcOffsetMinutes(new Date('2026-11-18T08:00:00Z'), 'Australia/Adelaide')).toBe(630);
    expect(utcOffsetMinutes(new Date('2026-11-18T08:00:00Z'), 'Australia/Perth')).toBe(480);
    expect(utcOffsetMinutes(new Date('2026-11-18T08:00:00Z'), 'UTC')).toBe(0);
  });
});
