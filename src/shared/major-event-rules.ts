/** Sub major event types (spec section 3). */
export const SUB_MAJOR_EVENT_TYPE = { qualifier: 1, master: 2 } as const;

/** Major event setup modes: one event, or set up as sub-events. */
export const SETUP_MODE = { single: 1, subEvents: 2 } as const;

interface PrizeEvent {
  takeHomeAmount: number;
}

/**
 * A hall-of-fame event's total prize pool: the prize money paid, unless the guarantee (takeHomeAmount) is
 * above 0 and above that sum. Null (shown as N/A) when neither gives a pool.
 */
export function totalPrizePool(event: PrizeEvent, results: readonly { gamePrizeMoney: number }[]) {
  const paid = results.reduce((sum, r) => sum + r.gamePrizeMoney, 0);
  const pool = event.takeHomeAmount > 0 && event.takeHomeAmount > paid ? event.takeHomeAmount : paid;
  return pool > 0 ? pool : null;
}

/** The hall-of-fame panels of a major event set up as sub-events: no qualifier flights, by event number. */
export function hallOfFameSubEvents<T extends { subMajorEventTypeId: number; eventNumber: number }>(
  subs: readonly T[],
): T[] {
  return subs
    .filter((s) => s.subMajorEventTypeId !== SUB_MAJOR_EVENT_TYPE.qualifier)
    .sort((a, b) => a.eventNumber - b.eventNumber);
}

/** Schedule rows: only sub-events dated today or later (dates as YYYY-MM-DD). */
export function upcomingSubEvents<T extends { event: { eventDate: string } }>(
  subs: readonly T[],
  today: string,
) {
  return subs.filter((s) => s.event.eventDate >= today);
}

/** The mobile schedule tab's title. */
export const scheduleTabLabel = (name: string) =>
  name.toLowerCase().includes('apl $100k invitational') ? 'WINNER PHOTOS' : 'SCHEDULE';
