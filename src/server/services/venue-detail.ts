import { and, asc, desc, eq, gte, ilike, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { VenueDetail, VenueEvents } from '../../shared/contract/venue-detail';
import { EVENT_STATUS } from '../../shared/event-types';
import { timeZoneOf } from '../../shared/states';
import type { Db } from '../db/client';
import { events, venues } from '../db/schema';
import { notFound } from '../errors';
import { gameColumns, toGame } from './games';
import { escapeLike } from './sql-text';
import { venueDaysOf } from './venues';

const PAST_EVENTS = 12;
const FUTURE_WEEKS = 4;

async function venueDetail(db: Db, venue: typeof venues.$inferSelect): Promise<VenueDetail> {
  const days = (await venueDaysOf(db, [venue.id])).get(venue.id) ?? [];
  return {
    id: venue.id,
    title: venue.name,
    name: venue.name,
    address: venue.address,
    suburb: venue.suburb,
    postcode: venue.postcode,
    description: venue.description,
    phone: venue.phone,
    latitude: venue.lat,
    longitude: venue.lng,
    friendlyUrlSlug: venue.slug,
    regionId: venue.regionId,
    stateId: venue.stateId,
    days,
  };
}

export async function getVenueById(db: Db, id: number): Promise<VenueDetail> {
  const [venue] = await db.select().from(venues).where(eq(venues.id, id));
  if (!venue) throw notFound(`Venue ${id} not found`);
  return venueDetail(db, venue);
}

/** A venue by its URL slug, or else by its exact name (any case). */
export async function getVenueByName(db: Db, name: string): Promise<VenueDetail> {
  const [venue] = await db
    .select()
    .from(venues)
    .where(or(eq(venues.slug, name.toLowerCase()), ilike(venues.name, escapeLike(name))))
    .orderBy(sql`${venues.slug} = ${name.toLowerCase()} desc`)
    .limit(1);
  if (!venue) throw notFound(`Venue ${name} not found`);
  return venueDetail(db, venue);
}

/**
 * A venue's events: the latest closed ones (past), this week's Monday to Sunday where the venue is
 * (currentWeek), and the next four weeks after it (future); cancelled nights are not shown.
 */
export async function getEventsByVenue(
  db: Db,
  venueId: number,
  memberId?: number | null,
  now = new Date(),
): Promise<VenueEvents> {
  const [venue] = await db.select({ stateId: venues.stateId }).from(venues).where(eq(venues.id, venueId));
  if (!venue) throw notFound(`Venue ${venueId} not found`);
  const zone = timeZoneOf(venue.stateId);
  const weekStart = sql`(date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${zone}) at time zone ${zone})`;
  const weekEnd = sql`(${weekStart} + interval '7 days')`;
  const columns = gameColumns(memberId, null);
  const base = () => db.select(columns).from(events).innerJoin(venues, eq(venues.id, events.venueId));

  const [past, currentWeek, future] = await Promise.all([
    base()
      .where(and(eq(events.venueId, venueId), eq(events.eventStatusId, EVENT_STATUS.closed)))
      .orderBy(desc(events.startsAt))
      .limit(PAST_EVENTS),
    base()
      .where(
        and(
          eq(events.venueId, venueId),
          gte(events.startsAt, weekStart),
          lt(events.startsAt, weekEnd),
          ne(events.eventStatusId, EVENT_STATUS.cancelled),
        ),
      )
      .orderBy(asc(events.startsAt)),
    base()
      .where(
        and(
          eq(events.venueId, venueId),
          gte(events.startsAt, weekEnd),
          lt(events.startsAt, sql`${weekEnd} + ${`${FUTURE_WEEKS * 7} days`}::interval`),
          notInArray(events.eventStatusId, [EVENT_STATUS.closed, EVENT_STATUS.cancelled]),
        ),
      )
      .orderBy(asc(events.startsAt)),
  ]);
  return { past: past.map(toGame), currentWeek: currentWeek.map(toGame), future: future.map(toGame) };
}
