import { utcOffsetMinutes } from './event-dates';
import { timeZoneOf } from './states';

/**
 * A venue's weekly game (issue 34): which of its weekdays it is played on. Every week; every second week counted
 * from a first night (fortnightly); or only the last such weekday of each month.
 */
export const RECURRENCE_KINDS = ['weekly', 'fortnightly', 'lastOfMonth'] as const;
export type RecurrenceKind = (typeof RECURRENCE_KINDS)[number];

export interface WeeklyRule {
  /** 0 Sunday … 6 Saturday, in the venue's state. */
  weekday: number;
  recurrence: RecurrenceKind;
  /** The first night of a fortnightly game (YYYY-MM-DD, on the weekday); the fortnights count from it. */
  firstDate?: string | null;
  /** Local start time, HH:MM (24 hours). */
  startTime: string;
}

/** The kinds of game a weekly game can be (event type ids). */
export const WEEKLY_GAME_TYPES = [
  { id: 2, label: 'League' },
  { id: 1, label: 'Away League' },
  { id: 5, label: 'Venue League' },
  { id: 3, label: 'Special Event' },
  { id: 4, label: 'Satellite' },
  { id: 14, label: 'Cash Game' },
] as const;
/** How far ahead a weekly game's nights are kept as events: as far as the seed's (4 weeks after this one). */
export const WEEKLY_GAME_HORIZON_WEEKS = 4;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD date (a calendar day, no time zone). */
const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A calendar date moved by whole days. */
export const addDays = (iso: string, days: number) => isoOfDay(dayNumber(iso) + days);

/** The weekday (0 Sunday) of a calendar date. */
export const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** Whether a date is the last of its weekday in its month (a week later is another month). */
export const isLastOfMonth = (iso: string) => addDays(iso, 7).slice(0, 7) !== iso.slice(0, 7);

/** Whether the rule's game is played on a calendar date. */
export function playsOn(rule: WeeklyRule, iso: string): boolean {
  if (weekdayOf(iso) !== rule.weekday) return false;
  switch (rule.recurrence) {
    case 'weekly':
      return true;
    case 'lastOfMonth':
      return isLastOfMonth(iso);
    case 'fortnightly': {
      if (!rule.firstDate) return false;
      const since = dayNumber(iso) - dayNumber(rule.firstDate);
      return since >= 0 && since % 14 === 0;
    }
  }
}

/** The calendar date of an instant in a state's time zone. */
export function localDate(now: Date, stateId: number | null | undefined): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timeZoneOf(stateId) }).format(now);
}

/**
 * The instant a local date and time is in a state's time zone, daylight saving included. A time that does not
 * exist (the hour skipped when clocks go forward) is read with the offset before the change (02:30 becomes
 * 03:30), as PostgreSQL does; a time that happens twice (the hour repeated when they go back) is the first.
 */
export function localInstant(iso: string, time: string, stateId: number | null | undefined): Date {
  const zone = timeZoneOf(stateId);
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offsets a few hours either side of the wall time: the same unless the clocks change near it.
  const before = utcOffsetMinutes(new Date(wall - 12 * 3_600_000), zone);
  const after = utcOffsetMinutes(new Date(wall + 12 * 3_600_000), zone);
  const readings = [before, after]
    .map((offset) => wall - offset * 60_000)
    .filter((instant, i) => utcOffsetMinutes(new Date(instant), zone) === (i === 0 ? before : after));
  return new Date(readings.length > 0 ? Math.min(...readings) : wall - before * 60_000);
}

export interface Night {
  /** The local calendar date of the night. */
  date: string;
  /** When the game starts, as an instant. */
  startsAt: Date;
}

/**
 * The nights of a weekly game from the local day of `now` through `weeks` weeks after it, in the venue's state's
 * time zone; a night that has already started is left out.
 */
export function nightsAhead(
  rule: WeeklyRule,
  now: Date,
  stateId: number | null | undefined,
  weeks = WEEKLY_GAME_HORIZON_WEEKS,
): Night[] {
  const today = localDate(now, stateId);
  const nights: Night[] = [];
  for (let offset = 0; offset <= weeks * 7; offset++) {
    const date = addDays(today, offset);
    if (!playsOn(rule, date)) continue;
    const startsAt = localInstant(date, rule.startTime, stateId);
    if (startsAt.getTime() > now.getTime()) nights.push({ date, startsAt });
  }
  return nights;
}

/** The rule in words: 'Every Tuesday', 'Every second Tuesday from 2026-12-01', 'The last Saturday of the month'. */
export function describeRule(rule: Pick<WeeklyRule, 'weekday' | 'recurrence' | 'firstDate'>): string {
  const day = WEEKDAY_NAMES[rule.weekday] ?? '';
  if (rule.recurrence === 'lastOfMonth') return `The last ${day} of the month`;
  if (rule.recurrence === 'fortnightly') return `Every second ${day} from ${rule.firstDate ?? '?'}`;
  return `Every ${day}`;
}

/** A local time moved by minutes, as HH:MM on a 24-hour clock (past midnight it wraps). */
export function addMinutes(time: string, minutes: number): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const total = (((hour * 60 + minute + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * When late registration closes: at the end of the given blind level, counting every level's length up to it
 * and the breaks after the levels before it. Null without late registration or when the structure is shorter.
 */
export function lateRegoTime(
  startTime: string,
  levels: readonly { roundLengthSeconds: number; breakLengthSeconds: number }[],
  level: number | null,
): string | null {
  if (level === null || level < 1 || level > levels.length) return null;
  let seconds = 0;
  for (let i = 0; i < level; i++) {
    const round = levels[i];
    if (!round) return null;
    seconds += round.roundLengthSeconds + (i < level - 1 ? round.breakLengthSeconds : 0);
  }
  return addMinutes(startTime, Math.round(seconds / 60));
}
