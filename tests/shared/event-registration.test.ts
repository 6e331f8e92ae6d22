import { afterAll, describe, expect, it } from 'vitest';
import {
  eventDayTime,
  isRegistrationOpen,
  lateRegistrationClosesAt,
  registrationClosesAt,
  registrationLeftMs,
} from '../../src/shared/event-registration';

// 19:00 in Melbourne (AEDT, UTC+11) on Sunday 22 November 2026; rego 18:30, no late rego.
const melbourne = {
  dateTime: '2026-11-22T08:00:00.000Z',
  startTime: '19:00',
  rego: '18:30',
  lateRego: null,
  stateId: 1,
  eventStatusId: 1,
};
const at = (iso: string) => new Date(iso);

const savedTz = process.env.TZ;
afterAll(() => {
  process.env.TZ = savedTz;
});

describe.each(['Australia/Melbourne', 'Australia/Perth', 'UTC'])(
  'registration with the device in %s',
  (tz) => {
    it('closes at rego time in the venue time zone, whatever the device zone', () => {
      process.env.TZ = tz;
      expect(registrationClosesAt(melbourne).toISOString()).toBe('2026-11-22T07:30:00.000Z');
      // 18:29 and 19:15 in Melbourne.
      expect(isRegistrationOpen(melbourne, at('2026-11-22T07:29:00.000Z'))).toBe(true);
      expect(isRegistrationOpen(melbourne, at('2026-11-22T07:30:00.000Z'))).toBe(false);
      expect(isRegistrationOpen(melbourne, at('2026-11-22T08:15:00.000Z'))).toBe(false);
    });

    it('reads a Perth venue time in Perth time', () => {
      process.env.TZ = tz;
      const perth = { ...melbourne, dateTime: '2026-11-22T11:00:00.000Z', stateId: 3, lateRego: '20:15' };
      expect(lateRegistrationClosesAt(perth)?.toISOString()).toBe('2026-11-22T12:15:00.000Z');
      expect(registrationClosesAt({ ...perth, lateRego: null }).toISOString()).toBe(
        '2026-11-22T10:30:00.000Z',
      );
    });
  },
);

describe('the registration rule', () => {
  it('prefers late rego, then rego, then the start', () => {
    expect(registrationClosesAt({ ...melbourne, lateRego: '20:00' }).toISOString()).toBe(
      '2026-11-22T09:00:00.000Z',
    );
    expect(registrationClosesAt({ ...melbourne, rego: null }).toISOString()).toBe('2026-11-22T08:00:00.000Z');
    expect(registrationClosesAt({ ...melbourne, rego: 'soon', lateRego: '25:00' }).toISOString()).toBe(
      '2026-11-22T08:00:00.000Z',
    );
    expect(lateRegistrationClosesAt(melbourne)).toBeNull();
  });

  it('puts a time far from the start on the neighbouring day', () => {
    // 22:00 start, late rego 00:30: after midnight.
    const late = {
      ...melbourne,
      dateTime: '2026-11-22T11:00:00.000Z',
      startTime: '22:00',
      lateRego: '00:30',
    };
    expect(lateRegistrationClosesAt(late)?.toISOString()).toBe('2026-11-22T13:30:00.000Z');
    // 00:30 start, rego 23:45 the evening before.
    const early = { ...melbourne, dateTime: '2026-11-21T13:30:00.000Z', startTime: '00:30', rego: '23:45' };
    expect(eventDayTime(early, early.rego)?.toISOString()).toBe('2026-11-21T12:45:00.000Z');
    // Exactly 12 hours either way stays on the start's day.
    expect(eventDayTime(melbourne, '07:00')?.toISOString()).toBe('2026-11-21T20:00:00.000Z');
  });

  it('follows the venue clock across the night daylight saving ends', () => {
    // 22:00 AEDT on Saturday 4 April 2026; at 03:00 on Sunday clocks go back to 02:00 (AEST, UTC+10).
    const night = {
      ...melbourne,
      dateTime: '2026-04-04T11:00:00.000Z',
      startTime: '22:00',
      lateRego: '04:00',
    };
    expect(lateRegistrationClosesAt(night)?.toISOString()).toBe('2026-04-04T18:00:00.000Z');
  });

  it('is closed for an event that is not active, and counts down what is left', () => {
    const now = at('2026-11-22T07:00:00.000Z');
    expect(isRegistrationOpen({ ...melbourne, eventStatusId: 6 }, now)).toBe(false);
    expect(isRegistrationOpen({ ...melbourne, eventStatusId: 2 }, now)).toBe(false);
    expect(registrationLeftMs(melbourne, now)).toBe(30 * 60_000);
    expect(registrationLeftMs(melbourne, at('2026-11-22T08:15:00.000Z'))).toBe(0);
    expect(registrationLeftMs({ ...melbourne, eventStatusId: 6 }, now)).toBe(0);
  });

  it('ignores a start that is not a date or a time', () => {
    expect(eventDayTime({ ...melbourne, dateTime: 'never' }, '18:30')).toBeNull();
    expect(eventDayTime({ ...melbourne, startTime: '7pm' }, '18:30')).toBeNull();
  });
});
