import type { Game } from '../../../shared/contract/game';
import { dateFormat } from '../../../shared/intl';
import { timeZoneOf } from '../../../shared/states';

/** A game's start where it is played: "Fri 27 Nov, 7:30 pm". */
export function formatGameStart(game: Pick<Game, 'dateTime' | 'stateId'>) {
  return dateFormat('en-AU', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: timeZoneOf(game.stateId),
  }).format(new Date(game.dateTime));
}

export function formatWeekday(game: Pick<Game, 'dateTime' | 'stateId'>) {
  return dateFormat('en-AU', {
    weekday: 'long',
    timeZone: timeZoneOf(game.stateId),
  }).format(new Date(game.dateTime));
}
