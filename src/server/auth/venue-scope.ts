import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events, staffVenues } from '../db/schema';
import { HttpError } from '../errors';
import type { MemberRow } from '../services/account';

const notYours = () => new HttpError(403, 'This venue is not one of yours.');

/** The venues a venue director runs; null for a league admin, who runs them all. */
export async function venuesRunBy(db: Db, member: MemberRow): Promise<number[] | null> {
  if (member.role === 'league_admin') return null;
  if (member.role !== 'director') return [];
  const rows = await db
    .select({ venueId: staffVenues.venueId })
    .from(staffVenues)
    .where(eq(staffVenues.memberId, member.id));
  return rows.map((row) => row.venueId);
}

/** A venue director may act only on their own venues (403 otherwise); a league admin on every venue. */
export async function requireVenueScope(db: Db, member: MemberRow, venueId: number): Promise<void> {
  if (member.role === 'league_admin') return;
  if (member.role === 'director') {
    const [row] = await db
      .select({ venueId: staffVenues.venueId })
      .from(staffVenues)
      .where(and(eq(staffVenues.memberId, member.id), eq(staffVenues.venueId, venueId)))
      .limit(1);
    if (row) return;
  }
  throw notYours();
}

/**
 * The same for a call about an event: the event's venue must be the director's. An event that does not exist
 * passes here, so the service answers it as it answers a visitor (404).
 */
export async function requireEventScope(db: Db, member: MemberRow, eventId: number): Promise<void> {
  if (member.role === 'league_admin') return;
  const [event] = await db
    .select({ venueId: events.venueId })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (event) await requireVenueScope(db, member, event.venueId);
}
