import { EVENT_STATUS } from './event-types';
import { dateFormat } from './intl';
import { timeZoneOf } from './states';

/** What the registration rule needs to know about an event (an event detail or an event row). */
export interface RegistrationTimes {
  /** The start, as an instant. */
  dateTime: string | Date;
  /** The start as the venue writes it, HH:mm. */
  startTime: string;
  rego: string | null;
  lateRego: string | null;
  /** The venue's state: its time zone is the one the HH:mm times are in. */
  stateId: number;
}

const HHMM = /^(\d{1,2}):(\d{2})$/;

function minutesOf(hhmm: string | null | undefined): number | null {
  const match = hhmm ? HHMM.exec(hhmm.trim()) : null;
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** How far ahead of UTC a time zone is at an instant, in ms. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = dateFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time (minutes after midnight) falls at on a calendar day in a time zone. */
function wallClockInstant(day: { year: number; month: number; day: number }, minutes: number, zone: string) {
  const asUtc = Date.UTC(day.year, day.month - 1, day.day, 0, minutes);
  const first = asUtc - zoneOffsetMs(asUtc, zone);
  return asUtc - zoneOffsetMs(first, zone);
}

/**
 * The instant a venue's HH:mm time falls at on the event's day, in the venue's time zone. The day is the
 * start's local calendar day; a time more than 12 hours away from the start belongs to the next (or the
 * previous) day, so a late rego of 00:30 for a 22:00 start is after midnight.
 */
export function eventDayTime(event: RegistrationTimes, hhmm: string | null): Date | null {
  const at = minutesOf(hhmm);
  const start = minutesOf(event.startTime);
  const startInstant = new Date(event.dateTime).getTime();
  if (at === null || start === null || Number.isNaN(startInstant)) return null;
  const zone = timeZoneOf(event.stateId);
  const [year = 0, month = 1, day = 1] = dateFormat('en-CA', { timeZone: zone })
    .format(startInstant)
    .split('-')
    .map(Number);
  let instant = wallClockInstant({ year, month, day }, at, zone);
  const fromStart = at - start;
  if (fromStart < -12 * 60) instant = wallClockInstant({ year, month, day: day + 1 }, at, zone);
  else if (fromStart > 12 * 60) instant = wallClockInstant({ year, month, day: day - 1 }, at, zone);
  return Number.isNaN(instant) ? null : new Date(instant);
}

/** When late registration closes (the clock status's lateRegistrationDateTime): the late rego time, if any. */
export const lateRegistrationClosesAt = (event: RegistrationTimes): Date | null =>
  eventDayTime(event, event.lateRego);

/**
 * When registration closes (spec, "Registration open"): at the late registration time; without one, at the
 * rego time on the event's day; without either, at the start.
 */
export function registrationClosesAt(event: RegistrationTimes): Date {
  return lateRegistrationClosesAt(event) ?? eventDayTime(event, event.rego) ?? new Date(event.dateTime);
}

/**
 * Whether a player can still register: the event is active and registration closes after `now`. The one
 * rule behind the event hero's Purchase Ticket, the clock panel's badge and Get Ticket, and the TV view.
 */
export function isRegistrationOpen(
  event: RegistrationTimes & { eventStatusId: number },
  now: Date | number,
): boolean {
  return (
    event.eventStatusId === EVENT_STATUS.active &&
    registrationClosesAt(event).getTime() > new Date(now).getTime()
  );
}

/** Milliseconds of registration left at `now` (0 once closed). */
export function registrationLeftMs(event: RegistrationTimes & { eventStatusId: number }, now: Date | number) {
  return isRegistrationOpen(event, now) ? registrationClosesAt(event).getTime() - new Date(now).getTime() : 0;
}
