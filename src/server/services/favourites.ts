import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Game } from '../../shared/contract/game';
import { EVENT_STATUS } from '../../shared/event-types';
import type { Db } from '../db/client';
import { events, favourites, venues } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { gameColumns, toGame } from './games';

/** A member's favourite games that have not finished (nor been called off), soonest first. */
export async function listFavourites(db: Db, memberId: number): Promise<Game[]> {
  const rows = await db
    .select(gameColumns(memberId, null))
    .from(favourites)
    .innerJoin(events, eq(events.id, favourites.eventId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(
      and(
        eq(favourites.memberId, memberId),
        notInArray(events.eventStatusId, [EVENT_STATUS.closed, EVENT_STATUS.cancelled]),
      ),
    )
    .orderBy(asc(events.startsAt));
  return rows.map(toGame);
}

/** Saves an upcoming game; saving it again changes nothing. */
export async function addFavourite(db: Db, memberId: number, eventId: number) {
  const [event] = await db
    .select({ status: events.eventStatusId })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound(`Event ${eventId} not found`);
  if (event.status !== EVENT_STATUS.active)
    throw badRequest('Only upcoming games can be added to your games.');
  await db.insert(favourites).values({ memberId, eventId }).onConflictDoNothing();
  return { success: true };
}

/** Removes a saved game; removing one that is not saved changes nothing. */
export async function removeFavourite(db: Db, memberId: number, eventId: number) {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw notFound(`Event ${eventId} not found`);
  await db.delete(favourites).where(and(eq(favourites.memberId, memberId), eq(favourites.eventId, eventId)));
  return { success: true };
}
