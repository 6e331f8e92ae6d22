import type { Game } from '../../../shared/contract/game';
import { STATE_TIME_ZONES } from '../../../shared/states';

const DAY_MS = 86_400_000;
const zoneOf = (stateId: number) => STATE_TIME_ZONES[stateId] ?? 'Australia/Sydney';
const dateKey = (date: Date, stateId: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zoneOf(stateId) }).format(date);

/** The day filter's choices: today and the next six days, in the venue's time zone. */
export function nextSevenDays(now: Date, stateId: number) {
  const label = new Intl.DateTimeFormat('en-AU', {
    weekday: 'short',
    day: 'numeric',
    timeZone: zoneOf(stateId),
  });
  return Array.from({ length: 7 }, (_, offset) => {
    const date = new Date(now.getTime() + offset * DAY_MS);
    return { offset, key: dateKey(date, stateId), label: offset === 0 ? 'Today' : label.format(date) };
  });
}

/** Games on the chosen day (offset from today), or all of them. */
export function gamesOnDay(games: Game[], offset: number, now: Date, stateId: number): Game[] {
  if (offset < 0) return games;
  const key = dateKey(new Date(now.getTime() + offset * DAY_MS), stateId);
  return games.filter((g) => dateKey(new Date(g.dateTime), stateId) === key);
}
