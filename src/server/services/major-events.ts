import { and, asc, eq, gte, isNull, or } from 'drizzle-orm';
import type { MajorEvent } from '../../shared/contract/content';
import { stateByShort } from '../../shared/states';
import type { Db } from '../db/client';
import { majorEvents } from '../db/schema';

const formatDay = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/** Major events (or APLPT events) for a state and the national ones, not yet over, soonest first. */
export async function listMajorEvents(
  db: Db,
  options: { stateShort?: string; aplpt: boolean; today: string },
): Promise<MajorEvent[]> {
  const stateId = options.stateShort ? stateByShort(options.stateShort)?.id : undefined;
  const rows = await db
    .select()
    .from(majorEvents)
    .where(
      and(
        eq(majorEvents.aplpt, options.aplpt),
        gte(majorEvents.endsOn, options.today),
        stateId ? or(isNull(majorEvents.stateId), eq(majorEvents.stateId, stateId)) : undefined,
      ),
    )
    .orderBy(asc(majorEvents.startsOn));
  return rows.map((m) => ({
    id: m.id,
    name: m.name,
    urlName: m.urlName,
    aplpt: m.aplpt,
    logoUrl: m.logoUrl,
    bannerUrl: m.bannerUrl,
    description: m.description,
    featureEvent: m.featureEvent,
    eventDate: m.startsOn,
    eventEndDate: m.endsOn,
    eventDateRangeDescription: `${formatDay(m.startsOn)} - ${formatDay(m.endsOn)}`,
    event: { title: m.name, venueAddress: m.venueAddress, dateTime: m.startsOn, eventEndDate: m.endsOn },
  }));
}
