import type { Game } from './contract/game';
import { WEEKDAYS } from './event-dates';
import { isGrandSlamBrand } from './event-kind';
import { DIVISION, EVENT_STATUS } from './event-types';
import { dateFormat } from './intl';
import { formatDollars } from './money';
import { BRANDS, STATE_ID } from './states';

export const GAME_TYPE_KEYS = [
  'all',
  'satellite',
  'aplmSatellite',
  'cashGame',
  'special',
  'raise',
  'grandslam',
] as const;
export type GameTypeKey = (typeof GAME_TYPE_KEYS)[number];

export const GAME_TYPE_LABELS: Record<GameTypeKey | 'league', string> = {
  all: 'All',
  league: 'League',
  satellite: 'Satellite',
  aplmSatellite: 'APLM Satellite',
  cashGame: 'Cash Game',
  special: 'Special',
  raise: 'Raise',
  grandslam: 'VIP Loyalty',
};

/** Which games a list keeps (spec section 4, "Game lists"). */
export function keepInList(
  game: Pick<Game, 'isSpecialEvent' | 'brandName' | 'eventStatusId'>,
  key: GameTypeKey | 'league',
) {
  if (key === 'league') return !game.isSpecialEvent;
  if (key === 'grandslam')
    return isGrandSlamBrand(game.brandName) && game.eventStatusId === EVENT_STATUS.active;
  if (key === 'all') return game.eventStatusId === EVENT_STATUS.active;
  return true;
}

/** The search call for a game-type tab: which mode, division and state scope it asks for. */
export function tabRequest(key: GameTypeKey): {
  mode?: 'satellite' | 'cashGames' | 'special';
  divisionName?: string;
  anyState?: boolean;
} {
  switch (key) {
    case 'satellite':
      return { mode: 'satellite' };
    case 'aplmSatellite':
      return { mode: 'satellite', divisionName: 'APL Million Satellite' };
    case 'cashGame':
      return { mode: 'cashGames' };
    case 'special':
      return { mode: 'special' };
    case 'raise':
      return { divisionName: 'Raise', anyState: true };
    default:
      return {};
  }
}

export function isGameTypeKey(value: string | undefined): value is GameTypeKey {
  return (GAME_TYPE_KEYS as readonly string[]).includes(value ?? '');
}

/**
 * The grand-slam choice, labelled VIP Loyalty wherever it is offered (spec section 3, "Game type filter keys"):
 * in VIC, and for brand 1 (38 Poker League) members elsewhere; otherwise none. The same rule gives the type tab
 * and the search filter.
 */
export function grandSlamLabel(stateId: number, memberBrandId: number | null | undefined): string | null {
  if (stateId === STATE_ID.VIC || memberBrandId === BRANDS.three8Pl) return GAME_TYPE_LABELS.grandslam;
  return null;
}

/** The divisions filter (Pro Series, Free Roll) exists only in WA. */
export const hasDivisions = (stateId: number) => stateId === STATE_ID.WA;

export const DIVISION_OPTIONS = [
  { id: DIVISION.proSeries, label: 'Pro Series' },
  { id: DIVISION.freeRoll, label: 'Free Roll' },
] as const;

/** The heart shows only for upcoming games that are not blocked from editing. */
export const canFavourite = (game: Pick<Game, 'eventStatusId'>, blockEdit = false) =>
  game.eventStatusId === EVENT_STATUS.active && !blockEdit;

/** Whole dollars on cards; FREE when nothing to pay. */
export function formatBuyIn(amount: number, description?: string | null) {
  if (description) return description;
  return amount > 0 ? formatDollars(amount) : 'FREE';
}

const weekdays = new Map<string, number>();

/**
 * Weekday 0-6 (Sunday first) of a game's date where it is played. Kept per instant and zone: a game list asks for
 * every game's day on each render and guard.
 */
export function gameWeekday(dateTime: string, timeZone = 'Australia/Sydney'): number {
  const key = `${timeZone} ${dateTime}`;
  let day = weekdays.get(key);
  if (day === undefined) {
    const name = dateFormat('en-AU', { weekday: 'short', timeZone }).format(new Date(dateTime));
    day = WEEKDAYS.indexOf(name);
    if (weekdays.size >= 10_000) weekdays.clear();
    weekdays.set(key, day);
  }
  return day;
}
