import type { EventDetail } from '../../../shared/contract/event-detail';
import { EVENT_TYPE } from '../../../shared/event-types';

export type EventTheme = 'aplpt' | 'satellite' | 'raise' | 'cashGame' | 'special' | 'grandslam' | 'all';

/** Spec "Event detail": the page's look follows the event's type. */
export function eventTheme(
  event: Pick<EventDetail, 'typeId' | 'type' | 'isSpecialEvent' | 'brandName'>,
): EventTheme {
  const type = event.type.toLowerCase();
  if (event.typeId === EVENT_TYPE.aplpt || type === 'aplpt') return 'aplpt';
  if (type.includes('satellite')) return 'satellite';
  if (type === 'raise') return 'raise';
  if (event.typeId === EVENT_TYPE.cashGames) return 'cashGame';
  if (event.isSpecialEvent) return 'special';
  if (event.brandName.toLowerCase().startsWith('alh')) return 'grandslam';
  return 'all';
}

export const THEME_COLOURS: Record<EventTheme, { colour: string; label: string }> = {
  aplpt: { colour: 'grape', label: 'APL Poker Tour' },
  satellite: { colour: 'blue', label: 'Satellite' },
  raise: { colour: 'dark', label: 'Raise' },
  cashGame: { colour: 'teal', label: 'Cash Game' },
  special: { colour: 'orange', label: 'Special Event' },
  grandslam: { colour: 'yellow', label: 'VIP Loyalty' },
  all: { colour: 'red', label: 'League' },
};
