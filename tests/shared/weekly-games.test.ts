import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMinutes,
  describeRule,
  isLastOfMonth,
  lateRegoTime,
  localDate,
  localInstant,
  nightsAhead,
  playsOn,
  type WeeklyRule,
} from '../../src/shared/weekly-games';

const VIC = 1;
const WA = 3;
const QLD = 5;
const TUESDAY = 2;
const SATURDAY = 6;
const SUNDAY = 0;

const weekly = (weekday: number, startTime = '19:00'): WeeklyRule => ({
  weekday,
  recurrence: 'weekly',
  startTime,
});

describe('weekly games: dates', () => {
  it.each([
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-01', -1, '2026-11-30'],
    ['2026-12-01', 28, '2026-12-29'],
  ])('%s moved by %i days is %s', (from, days, expected) => {
    expect(addDays(from, days)).toBe(expected);
  });

  it.each([
    // December 2026 has five Tuesdays: the 29th is the last, the 22nd is not.
    ['2026-12-22', false],
    ['2026-12-29', true],
    // November 2026 has four: the 24th is the last.
    ['2026-11-17', false],
    ['2026-11-24', true],
    // The last day of a month, and the first of the next.
    ['2026-10-31', true],
    ['2026-11-01', false],
    // February 2027: 28 days, four of each weekday.
    ['2027-02-21', false],
    ['2027-02-22', true],
  ])('%s is the last of its weekday in its month: %s', (date, expected) => {
    expect(isLastOfMonth(date)).toBe(expected);
  });
});

describe('weekly games: which nights a rule plays', () => {
  it.each([
    // Every Tuesday: a Tuesday, not the days either side.
    [weekly(TUESDAY), '2026-12-01', true],
    [weekly(TUESDAY), '2026-11-30', false],
    [weekly(TUESDAY), '2026-12-02', false],
    // The last Saturday: 2026-11-28 (the 5th Saturday would be Dec 5th next month), not 2026-11-21.
    [{ ...weekly(SATURDAY), recurrence: 'lastOfMonth' }, '2026-11-28', true],
    [{ ...weekly(SATURDAY), recurrence: 'lastOfMonth' }, '2026-11-21', false],
    // October 2026 has five Saturdays: the 31st, not the 24th.
    [{ ...weekly(SATURDAY), recurrence: 'lastOfMonth' }, '2026-10-31', true],
    [{ ...weekly(SATURDAY), recurrence: 'lastOfMonth' }, '2026-10-24', false],
    // Fortnightly from Tuesday 2026-12-01: that night, two weeks on, not one or three weeks on, not before.
    [{ ...weekly(TUESDAY), recurrence: 'fortnightly', firstDate: '2026-12-01' }, '2026-12-01', true],
    [{ ...weekly(TUESDAY), recurrence: 'fortnightly', firstDate: '2026-12-01' }, '2026-12-08', false],
    [{ ...weekly(TUESDAY), recurrence: 'fortnightly', firstDate: '2026-12-01' }, '2026-12-15', true],
    [{ ...weekly(TUESDAY), recurrence: 'fortnightly', firstDate: '2026-12-01' }, '2026-12-22', false],
    [{ ...weekly(TUESDAY), recurrence: 'fortnightly', firstDate: '2026-12-01' }, '2026-12-29', true],
    [{ ...weekly(TUESDAY), recurrence: 'fortnightly', firstDate: '2026-12-01' }, '2026-11-17', false],
    // Across a year's end the fortnights keep counting: 2027-01-12 is six weeks after 2026-12-01.
    [{ ...weekly(TUESDAY), recurrence: 'fortnightly', firstDate: '2026-12-01' }, '2027-01-12', true],
    [{ ...weekly(TUESDAY), recurrence: 'fortnightly', firstDate: '2026-12-01' }, '2027-01-05', false],
    // Without its first night a fortnightly rule plays no night.
    [{ ...weekly(TUESDAY), recurrence: 'fortnightly', firstDate: null }, '2026-12-01', false],
  ] as [WeeklyRule, string, boolean][])('%j plays on %s: %s', (rule, date, expected) => {
    expect(playsOn(rule, date)).toBe(expected);
  });
});

describe('weekly games: local times in each state', () => {
  it.each([
    // Victoria: AEST (+10) until Sunday 2026-10-04 02:00, then AEDT (+11).
    ['2026-10-03', '19:00', VIC, '2026-10-03T09:00:00.000Z'],
    ['2026-10-04', '19:00', VIC, '2026-10-04T08:00:00.000Z'],
    ['2026-10-04', '01:30', VIC, '2026-10-03T15:30:00.000Z'],
    // 02:30 does not exist that night: read with the offset before the change (03:30 AEDT).
    ['2026-10-04', '02:30', VIC, '2026-10-03T16:30:00.000Z'],
    ['2026-10-04', '03:30', VIC, '2026-10-03T16:30:00.000Z'],
    // Back to AEST on Sunday 2026-04-05 at 03:00 AEDT: 02:30 happens twice, the first (AEDT) is taken.
    ['2026-04-04', '19:00', VIC, '2026-04-04T08:00:00.000Z'],
    ['2026-04-05', '02:30', VIC, '2026-04-04T15:30:00.000Z'],
    ['2026-04-05', '19:00', VIC, '2026-04-05T09:00:00.000Z'],
    // Queensland keeps +10 all year: the same nights, no change.
    ['2026-10-03', '19:00', QLD, '2026-10-03T09:00:00.000Z'],
    ['2026-10-04', '19:00', QLD, '2026-10-04T09:00:00.000Z'],
    ['2026-10-04', '02:30', QLD, '2026-10-03T16:30:00.000Z'],
    ['2026-04-05', '19:00', QLD, '2026-04-05T09:00:00.000Z'],
    // Western Australia: +8.
    ['2026-12-01', '19:00', WA, '2026-12-01T11:00:00.000Z'],
  ])('%s %s in state %i is %s', (date, time, stateId, expected) => {
    expect(localInstant(date, time, stateId).toISOString()).toBe(expected);
  });

  it.each([
    // 23:59 on Monday 30 November in Melbourne is 12:59 UTC; a minute later it is Tuesday there.
    ['2026-11-30T12:59:00.000Z', VIC, '2026-11-30'],
    ['2026-11-30T13:00:00.000Z', VIC, '2026-12-01'],
    // The same instant is still Monday in Brisbane (+10) and Perth (+8).
    ['2026-11-30T13:00:00.000Z', QLD, '2026-11-30'],
    ['2026-11-30T15:59:00.000Z', WA, '2026-11-30'],
    ['2026-11-30T16:00:00.000Z', WA, '2026-12-01'],
  ])('%s is %s in state %i', (instant, stateId, expected) => {
    expect(localDate(new Date(instant), stateId)).toBe(expected);
  });
});

describe('weekly games: the nights ahead', () => {
  const dates = (rule: WeeklyRule, now: string, stateId: number, weeks?: number) =>
    nightsAhead(rule, new Date(now), stateId, weeks).map((n) => n.date);

  it('lists every Tuesday from today through four weeks after it', () => {
    // Saturday 2026-11-28, 15:00 in Melbourne.
    expect(dates(weekly(TUESDAY), '2026-11-28T04:00:00.000Z', VIC)).toEqual([
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
    ]);
  });

  it("keeps today's night until it starts, and four weeks on from today is included", () => {
    // Tuesday 2026-12-01: 18:59 and 19:00 in Melbourne.
    expect(dates(weekly(TUESDAY), '2026-12-01T07:59:00.000Z', VIC)).toEqual([
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
      '2026-12-29',
    ]);
    expect(dates(weekly(TUESDAY), '2026-12-01T08:00:00.000Z', VIC)).toEqual([
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
      '2026-12-29',
    ]);
  });

  it('counts the day in the venue state: the same instant is Tuesday in Melbourne, Monday in Perth', () => {
    const now = '2026-11-30T13:30:00.000Z';
    // Today and seven days on in Melbourne (Tuesday 00:30); Monday 21:30 in Perth.
    expect(dates(weekly(TUESDAY), now, VIC, 1)).toEqual(['2026-12-01', '2026-12-08']);
    expect(dates(weekly(TUESDAY), now, WA, 1)).toEqual(['2026-12-01']);
    expect(dates(weekly(1), now, VIC, 1)).toEqual(['2026-12-07']);
    expect(dates(weekly(1, '23:00'), now, WA, 1)).toEqual(['2026-11-30', '2026-12-07']);
  });

  it('gives each night its own offset across the change to daylight saving in Victoria, none in Queensland', () => {
    const sundays = (stateId: number) =>
      nightsAhead(weekly(SUNDAY), new Date('2026-09-25T00:00:00.000Z'), stateId, 2).map((n) =>
        n.startsAt.toISOString(),
      );
    expect(sundays(VIC)).toEqual(['2026-09-27T09:00:00.000Z', '2026-10-04T08:00:00.000Z']);
    expect(sundays(QLD)).toEqual(['2026-09-27T09:00:00.000Z', '2026-10-04T09:00:00.000Z']);
  });

  it('plays the last Saturday of each month, in five-Saturday months too', () => {
    const rule: WeeklyRule = { weekday: SATURDAY, recurrence: 'lastOfMonth', startTime: '14:00' };
    expect(dates(rule, '2026-10-01T00:00:00.000Z', VIC, 9)).toEqual(['2026-10-31', '2026-11-28']);
  });

  it('plays every second Tuesday, keeping the parity of its first night', () => {
    const rule: WeeklyRule = {
      weekday: TUESDAY,
      recurrence: 'fortnightly',
      firstDate: '2026-11-24',
      startTime: '19:00',
    };
    expect(dates(rule, '2026-11-28T04:00:00.000Z', VIC)).toEqual(['2026-12-08', '2026-12-22']);
    expect(dates({ ...rule, firstDate: '2026-12-01' }, '2026-11-28T04:00:00.000Z', VIC)).toEqual([
      '2026-12-01',
      '2026-12-15',
    ]);
    // A first night in the future: nothing before it.
    expect(dates({ ...rule, firstDate: '2026-12-15' }, '2026-11-28T04:00:00.000Z', VIC)).toEqual([
      '2026-12-15',
    ]);
  });

  it.each([
    [{ weekday: TUESDAY, recurrence: 'weekly' }, 'Every Tuesday'],
    [{ weekday: SATURDAY, recurrence: 'lastOfMonth' }, 'The last Saturday of the month'],
    [
      { weekday: TUESDAY, recurrence: 'fortnightly', firstDate: '2026-12-01' },
      'Every second Tuesday from 2026-12-01',
    ],
  ] as const)('describes %j as %s', (rule, text) => {
    expect(describeRule(rule)).toBe(text);
  });
});

describe('weekly games: registration times', () => {
  const levels = [
    { roundLengthSeconds: 1200, breakLengthSeconds: 0 },
    { roundLengthSeconds: 1200, breakLengthSeconds: 600 },
    { roundLengthSeconds: 900, breakLengthSeconds: 0 },
  ];
  it.each([
    [null, null],
    [0, null],
    [1, '19:20'],
    // Level 2 ends after two 20-minute levels; its own break comes after late registration closes.
    [2, '19:40'],
    // Level 3: the break after level 2 counts.
    [3, '20:05'],
    [4, null],
  ])('late registration until level %s closes at %s', (level, expected) => {
    expect(lateRegoTime('19:00', levels, level)).toBe(expected);
  });

  it.each([
    ['19:00', -30, '18:30'],
    ['00:15', -30, '23:45'],
    ['23:30', 60, '00:30'],
  ])('%s moved by %i minutes is %s', (time, minutes, expected) => {
    expect(addMinutes(time, minutes)).toBe(expected);
  });
});
