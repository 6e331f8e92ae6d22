import { GAME_TYPE_LABELS, type GameTypeKey } from './game-rules';

/**
 * The names people read for the codes the data holds: one place for each, so a status, a game type, a filter
 * or an address reads the same on every page. A clock's run status is named beside its rules (clock.ts), which
 * only the clock's pages load.
 */

const GAME_LIST_TITLES: Record<GameTypeKey, string> = {
  // The list spans today and the next six days.
  all: "This Week's Games",
  satellite: 'Satellites',
  aplmSatellite: 'APLM Satellites',
  cashGame: 'Cash Games',
  special: 'Special Events',
  raise: 'Raise Games',
  grandslam: `${GAME_TYPE_LABELS.grandslam} Games`,
};

/** The heading over a game type's list (/types/{gameType}). */
export const gameListTitle = (key: GameTypeKey) => GAME_LIST_TITLES[key];

/** The columns of every leaderboard table, in the spec's words (public spec, "Leaderboards"). */
export const LEADERBOARD_COLUMNS = {
  player: 'Player',
  pts: 'Score',
  played: 'Played',
  ft: 'Final table',
  won: 'Win',
  winnings: 'Prize',
} as const;

export const LEADERBOARD_LEGEND = 'S score · P played · W wins · FT final tables · $ winnings';

interface VenuePlace {
  name?: string | null;
  /** The street address, which may already end with the suburb, state and postcode. */
  address: string;
  suburb?: string | null;
  postcode?: string | null;
}

const has = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

/** A venue's one-line address: name, street, then the suburb and postcode unless the street already has them. */
export function venueAddressLine({ name, address, suburb, postcode }: VenuePlace): string {
  const street = address.trim();
  const place = [suburb, postcode].filter((p): p is string => !!p?.trim() && !has(street, p.trim()));
  const parts = [name?.trim() && !has(street, name.trim()) ? name.trim() : '', street, place.join(' ')];
  return parts.filter(Boolean).join(', ');
}
