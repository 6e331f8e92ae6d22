import { dateFormat } from './intl';
import { timeZoneOf } from './states';

export function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
}

function partsOf(date: Date, stateId: number) {
  const parts = dateFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: timeZoneOf(stateId),
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: get('weekday'),
    day: Number(get('day')),
    month: get('month'),
    year: get('year'),
    time: `${get('hour')}:${get('minute')} ${get('dayPeriod').toLowerCase()}`,
  };
}

/** The event date as the spec writes it ('MMM Do YY'): "Nov 22nd 26", in the venue's time zone. */
export function formatEventDate(iso: string, stateId: number): string {
  const p = partsOf(new Date(iso), stateId);
  return `${p.month.slice(0, 3)} ${ordinal(p.day)} ${p.year.slice(-2)}`;
}

/** 'dddd, MMMM Do YYYY, h:mm a': "Sunday, November 22nd 2026, 8:00 pm". */
export function formatLongDateTime(iso: string, stateId: number): string {
  const p = partsOf(new Date(iso), stateId);
  return `${p.weekday}, ${p.month} ${ordinal(p.day)} ${p.year}, ${p.time}`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A date as YYYY-MM-DD in a time zone (the device's when none is given). The device's needs no formatter, which
 * the game list's day chips would otherwise build on every render.
 */
export const dateKeyIn = (date: Date, timeZone?: string) =>
  timeZone
    ? dateFormat('en-CA', { timeZone }).format(date)
    : `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;

/** Short weekday names, Sunday first, as en-AU writes them. */
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * A day filter's choices: today and the next six calendar days in a time zone (the device's when none is
 * given), each with its offset, weekday (0 Sunday), date and label ('Today', 'Mon 23').
 */
export function nextSevenDays(now: Date, timeZone?: string) {
  const [year = 0, month = 1, day = 1] = dateKeyIn(now, timeZone).split('-').map(Number);
  return Array.from({ length: 7 }, (_, offset) => {
    // Noon UTC of the calendar day: whole days apart whatever daylight saving does.
    const date = new Date(Date.UTC(year, month - 1, day + offset, 12));
    return {
      offset,
      weekday: date.getUTCDay(),
      dateKey: date.toISOString().slice(0, 10),
      label: offset === 0 ? 'Today' : `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()}`,
    };
  });
}

/** The UTC offset of a time zone at an instant, in minutes (Melbourne in November: 660). */
export function utcOffsetMinutes(date: Date, timeZone: string): number {
  const name =
    dateFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}
