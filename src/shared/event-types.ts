/** Event type ids (spec section 3). */
export const EVENT_TYPE = {
  away: 1,
  home: 2,
  special: 3,
  satellite: 4,
  venue: 5,
  aplpt: 10,
  cashGames: 14,
} as const;

/** 3, cancelled, is this site's (issue 34): a night staff called off, kept so its weekly game does not bring it back. */
export const EVENT_STATUS = { active: 1, closed: 2, cancelled: 3, onHold: 6 } as const;

export const DIVISION = { proSeries: 3, freeRoll: 4 } as const;

export const APLM_SATELLITE_DIVISION = 'APL Million Satellite';
export const RAISE_DIVISION = 'Raise';

/** The `type` label a card reads its tag from (spec section 4, "Game types per card"). */
export function eventTypeLabel(typeId: number, divisionName: string | null): string {
  if (divisionName === RAISE_DIVISION) return 'Raise';
  switch (typeId) {
    case EVENT_TYPE.satellite:
      return divisionName === APLM_SATELLITE_DIVISION ? 'APLM Satellite' : 'Satellite';
    case EVENT_TYPE.special:
      return 'Special Event';
    case EVENT_TYPE.aplpt:
      return 'APL PTC';
    case EVENT_TYPE.cashGames:
      return 'Cash Game';
    case EVENT_TYPE.away:
      return 'Away';
    case EVENT_TYPE.venue:
      return 'Venue';
    default:
      return 'Home';
  }
}
