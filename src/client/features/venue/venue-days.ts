import type { Game } from '../../../shared/contract/game';
import { dateKeyIn, nextSevenDays } from '../../../shared/event-dates';
import { timeZoneOf } from '../../../shared/states';

/** Games on the chosen day (an offset from today in the venue's time zone), or all of them. */
export function gamesOnDay(games: Game[], offset: number, now: Date, stateId: number): Game[] {
  const zone = timeZoneOf(stateId);
  const day = nextSevenDays(now, zone)[offset];
  if (!day) return games;
  return games.filter((g) => dateKeyIn(new Date(g.dateTime), zone) === day.dateKey);
}
