import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type {
  AdminVenue,
  AdminVenueListQuery,
  AdminVenuePage,
  CreateVenueBody,
  VenueBody,
} from '../../shared/contract/venue-admin';
import { EVENT_STATUS } from '../../shared/event-types';
import { stateById } from '../../shared/states';
import { requireVenueScope, venuesRunBy } from '../auth/venue-scope';
import type { Db } from '../db/client';
import { events, localities, members, regions, staffVenues, venues, weeklyGames } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { slugify } from '../seed/venues';
import type { MemberRow } from './account';
import { escapeLike } from './sql-text';
import { recordStaffChange } from './staff-audit';

export const VENUE_PAGE_SIZE = 50;

/** The venues a member runs (a league admin: all), by name, filtered by name, suburb, address or slug. */
export async function listAdminVenues(
  db: Db,
  member: MemberRow,
  query: AdminVenueListQuery,
): Promise<AdminVenuePage> {
  const runs = await venuesRunBy(db, member);
  const page = query.page ?? 1;
  const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
  const where = and(
    runs === null ? undefined : runs.length === 0 ? sql`false` : inArray(venues.id, runs),
    pattern
      ? or(
          ilike(venues.name, pattern),
          ilike(venues.suburb, pattern),
          ilike(venues.address, pattern),
          ilike(venues.slug, pattern),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: venues.id,
        name: venues.name,
        slug: venues.slug,
        suburb: venues.suburb,
        stateId: venues.stateId,
        weeklyGames: sql<number>`(select count(*)::int from ${weeklyGames} where ${weeklyGames.venueId} = ${venues.id})`,
      })
      .from(venues)
      .where(where)
      .orderBy(asc(venues.name), asc(venues.id))
      .limit(VENUE_PAGE_SIZE)
      .offset((page - 1) * VENUE_PAGE_SIZE),
    db.select({ n: count() }).from(venues).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, weeklyGames: Number(row.weeklyGames) })),
    total: Number(total?.n ?? 0),
    page,
    pageSize: VENUE_PAGE_SIZE,
    canCreate: member.role === 'league_admin',
  };
}

/** The address's tail a venue's locality writes: ', Southbank VIC 3006'. */
const localityTail = (suburb: string, stateId: number, postcode: string) =>
  `, ${suburb} ${stateById(stateId)?.short ?? ''} ${postcode}`;

async function adminVenueOf(db: Db, venue: typeof venues.$inferSelect): Promise<AdminVenue> {
  const [region] = venue.regionId
    ? await db.select({ name: regions.name }).from(regions).where(eq(regions.id, venue.regionId))
    : [];
  const tail = localityTail(venue.suburb, venue.stateId, venue.postcode);
  return {
    id: venue.id,
    name: venue.name,
    slug: venue.slug,
    street: venue.address.endsWith(tail) ? venue.address.slice(0, -tail.length) : venue.address,
    suburb: venue.suburb,
    postcode: venue.postcode,
    stateId: venue.stateId,
    regionId: venue.regionId,
    regionName: region?.name ?? null,
    address: venue.address,
    latitude: venue.lat,
    longitude: venue.lng,
    phone: venue.phone,
    description: venue.description,
  };
}

async function venueRow(db: Db, venueId: number) {
  const [venue] = await db.select().from(venues).where(eq(venues.id, venueId));
  if (!venue) throw notFound(`Venue ${venueId} not found`);
  return venue;
}

/** One of the member's venues, for the editor (403 for another's, 404 for none). */
export async function getAdminVenue(db: Db, member: MemberRow, venueId: number): Promise<AdminVenue> {
  await requireVenueScope(db, member, venueId);
  return adminVenueOf(db, await venueRow(db, venueId));
}

/**
 * The venue's columns from what the editor sent: the suburb and postcode must name one locality of the offline
 * geocoder (the same the distance search and map read), which gives the state, region and position; the slug is
 * suggested from the name when empty and must be no other venue's.
 */
async function venueColumns(db: Db, body: VenueBody, venueId: number | null) {
  const [place] = await db
    .select()
    .from(localities)
    .where(and(ilike(localities.suburb, escapeLike(body.suburb)), eq(localities.postcode, body.postcode)))
    .orderBy(asc(localities.id))
    .limit(1);
  if (!place) {
    const message = 'is not a suburb with that postcode';
    throw badRequest(`suburb: ${message}`, { suburb: message });
  }
  const slug = body.slug || slugify(`${body.name} ${place.suburb}`);
  if (!slug) throw badRequest('slug: is required', { slug: 'is required' });
  const [taken] = await db
    .select({ id: venues.id })
    .from(venues)
    .where(and(eq(venues.slug, slug), venueId === null ? undefined : ne(venues.id, venueId)))
    .limit(1);
  if (taken) {
    const message = 'is already the address of another venue';
    throw badRequest(`slug: ${message}`, { slug: message });
  }
  return {
    name: body.name,
    slug,
    address: `${body.street}${localityTail(place.suburb, place.stateId, place.postcode)}`,
    suburb: place.suburb,
    postcode: place.postcode,
    stateId: place.stateId,
    regionId: place.regionId,
    lat: place.lat,
    lng: place.lng,
    phone: body.phone || null,
    description: body.description,
  };
}

/** Opens a venue (league admins), recorded in the audit trail. */
/** The members named to run a new venue: each must be a venue director (400 naming the others). */
async function directorsNamed(db: Db, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: members.id, firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(and(inArray(members.id, unique), eq(members.role, 'director')))
    .orderBy(asc(members.id));
  if (rows.length !== unique.length) {
    const message = 'Only venue directors can run a venue.';
    throw badRequest(message, { directorIds: message });
  }
  return rows;
}

/** Opens a venue, with the venue directors who run it from the start (audited with it, in one transaction). */
export async function createVenue(db: Db, actor: MemberRow, body: CreateVenueBody): Promise<AdminVenue> {
  const { directorIds = [], ...details } = body;
  const columns = await venueColumns(db, details, null);
  const directors = await directorsNamed(db, directorIds);
  const venue = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(venues)
      .values({ ...columns, brandName: 'APL' })
      .returning();
    if (!row) throw new Error('venue not inserted');
    await recordStaffChange(tx, {
      actorId: actor.id,
      action: 'create',
      entity: 'venue',
      entityId: row.id,
      before: null,
      after: columns,
    });
    if (directors.length > 0) {
      await tx.insert(staffVenues).values(directors.map((d) => ({ memberId: d.id, venueId: row.id })));
      await recordStaffChange(tx, {
        actorId: actor.id,
        action: 'directors.set',
        entity: 'venue',
        entityId: row.id,
        before: { directorIds: [], directors: [] },
        after: {
          directorIds: directors.map((d) => d.id),
          directors: directors.map((d) => `${d.firstName} ${d.lastName}`),
        },
      });
    }
    return row;
  });
  return adminVenueOf(db, venue);
}

/** Changes one of the member's venues; its games to come carry its new name and place at once. */
export async function updateVenue(
  db: Db,
  actor: MemberRow,
  venueId: number,
  body: VenueBody,
): Promise<AdminVenue> {
  await requireVenueScope(db, actor, venueId);
  const before = await venueRow(db, venueId);
  const columns = await venueColumns(db, body, venueId);
  const venue = await db.transaction(async (tx) => {
    const [row] = await tx.update(venues).set(columns).where(eq(venues.id, venueId)).returning();
    if (!row) throw notFound(`Venue ${venueId} not found`);
    await tx
      .update(events)
      .set({
        title: sql`case when ${events.title} = ${before.name} then ${columns.name} else ${events.title} end`,
        stateId: columns.stateId,
        regionId: columns.regionId,
        lat: columns.lat,
        lng: columns.lng,
      })
      .where(and(eq(events.venueId, venueId), ne(events.eventStatusId, EVENT_STATUS.closed)));
    const { id: _id, brandName: _brand, ...was } = before;
    await recordStaffChange(tx, {
      actorId: actor.id,
      action: 'update',
      entity: 'venue',
      entityId: venueId,
      before: was,
      after: columns,
    });
    return row;
  });
  return adminVenueOf(db, venue);
}
