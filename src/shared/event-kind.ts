import type { Game } from './contract/game';
import { EVENT_TYPE } from './event-types';

/** What kind of game an event is: one classifier for the card's tag and the event page's look. */
export type EventKind =
  | 'qualifier'
  | 'master'
  | 'majorEvent'
  | 'aplpt'
  | 'satellite'
  | 'raise'
  | 'cashGame'
  | 'special'
  | 'grandslam'
  | 'league';

/** Sub-major event types (spec section 4, "Game types per card"). */
const SUB_MAJOR_EVENT = { qualifier: 1, master: 2 } as const;

/** Grand slam / VIP Loyalty games are those of the ALH venues' brand. */
export const GRAND_SLAM_BRAND_PREFIX = 'ALH';
export const isGrandSlamBrand = (brandName: string) =>
  brandName.toUpperCase().startsWith(GRAND_SLAM_BRAND_PREFIX);

export function eventKind(
  game: Pick<Game, 'typeId' | 'type' | 'isSpecialEvent' | 'brandName' | 'subMajorEvent'>,
): EventKind {
  const sub = game.subMajorEvent?.subMajorEventTypeId;
  if (sub === SUB_MAJOR_EVENT.qualifier) return 'qualifier';
  if (sub === SUB_MAJOR_EVENT.master) return 'master';
  if (sub !== undefined && sub !== null) return 'majorEvent';
  const type = game.type.toLowerCase();
  if (game.typeId === EVENT_TYPE.aplpt || type === 'aplpt' || type === 'apl ptc') return 'aplpt';
  if (type.includes('satellite')) return 'satellite';
  if (type === 'raise') return 'raise';
  if (game.typeId === EVENT_TYPE.cashGames) return 'cashGame';
  if (game.isSpecialEvent) return 'special';
  if (isGrandSlamBrand(game.brandName)) return 'grandslam';
  return 'league';
}

/** Each kind's colour (a Mantine colour name) and the tag a game card shows (none for cash and league games). */
export const EVENT_KINDS: Record<EventKind, { colour: string; tag: string | null }> = {
  qualifier: { colour: 'grape', tag: 'Qualifier' },
  master: { colour: 'grape', tag: 'Master' },
  majorEvent: { colour: 'grape', tag: 'Major Event' },
  aplpt: { colour: 'grape', tag: 'APL PTC' },
  satellite: { colour: 'blue', tag: 'Satellite' },
  raise: { colour: 'dark', tag: 'Raise' },
  cashGame: { colour: 'teal', tag: null },
  special: { colour: 'orange', tag: 'Special' },
  grandslam: { colour: 'yellow', tag: 'VIP Loyalty' },
  league: { colour: 'red', tag: null },
};
