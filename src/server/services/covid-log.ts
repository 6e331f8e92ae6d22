import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { CovidEvent } from '../../shared/contract/content';
import { EVENT_STATUS } from '../../shared/event-types';
import { timeZoneOf } from '../../shared/states';
import type { Db } from '../db/client';
import { events } from '../db/schema';

const DAY_MS = 86_400_000;

/** The state's games on its local today that players can check in to (active or closed), by start time. */
export async function covidLogEvents(db: Db, stateId: number, now: Date): Promise<CovidEvent[]> {
  const localDay = new Intl.DateTimeFormat('en-CA', { timeZone: timeZoneOf(stateId) });
  const today = localDay.format(now);
  const rows = await db
    .select({ id: events.id, title: events.title, startTime: events.startTime, startsAt: events.startsAt })
    .from(events)
    .where(
      and(
        eq(events.stateId, stateId),
        gte(events.startsAt, new Date(now.getTime() - DAY_MS)),
        lt(events.startsAt, new Date(now.getTime() + DAY_MS)),
        inArray(events.eventStatusId, [EVENT_STATUS.active, EVENT_STATUS.closed]),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.title));
  return rows
    .filter((r) => localDay.format(r.startsAt) === today)
    .map(({ id, title, startTime }) => ({ id, title, startTime }));
}
