import { and, asc, eq, exists, inArray, type SQL } from 'drizzle-orm';
import type { NearestVenue } from '../../shared/contract/location';
import type { VenueListItem } from '../../shared/contract/venue';
import type { Db } from '../db/client';
import { events, gameScoreboards, seasons, venueDays, venues } from '../db/schema';
import { notFound } from '../errors';
import { boundingBoxSql, distanceSql } from './geo-sql';

const SEARCH_RADII_M = [25_000, 100_000, 400_000, 1_500_000];

/** The venue nearest a point: widening boxes on the indexed lat/lng, then distance within the box. */
export async function nearestVenue(db: Db, lat: number, lng: number): Promise<NearestVenue> {
  const distance = distanceSql(venues.lat, venues.lng, lat, lng);
  const query = (where?: SQL) =>
    db
      .select({
        venueId: venues.id,
        venueName: venues.name,
        stateId: venues.stateId,
        regionId: venues.regionId,
        distance,
      })
      .from(venues)
      .where(where)
      .orderBy(distance)
      .limit(1);

  for (const radius of SEARCH_RADII_M) {
    const [hit] = await query(boundingBoxSql(venues.lat, venues.lng, lat, lng, radius));
    if (hit && hit.distance <= radius) return hit;
  }
  const [hit] = await query();
  if (!hit) throw notFound('No venues yet');
  return hit;
}

/** Venues with their game days and scoreboards; with a season, only venues that held games in it. */
export async function listVenues(db: Db, seasonId?: number): Promise<VenueListItem[]> {
  let where: SQL | undefined;
  if (seasonId !== undefined) {
    const [season] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, seasonId));
    if (!season) throw notFound(`Season ${seasonId} not found`);
    where = exists(
      db
        .select({ one: events.id })
        .from(events)
        .where(and(eq(events.venueId, venues.id), eq(events.seasonId, seasonId))),
    );
  }
  const venueRows = await db
    .select({
      id: venues.id,
      name: venues.name,
      slug: venues.slug,
      suburb: venues.suburb,
      stateId: venues.stateId,
      regionId: venues.regionId,
    })
    .from(venues)
    .where(where)
    .orderBy(asc(venues.name));
  if (venueRows.length === 0) return [];

  const daysByVenue = await venueDaysOf(
    db,
    venueRows.map((v) => v.id),
  );

  return venueRows.map((v) => ({
    id: v.id,
    title: v.name,
    name: v.name,
    friendlyUrlSlug: v.slug,
    suburb: v.suburb,
    stateId: v.stateId,
    regionId: v.regionId,
    days: daysByVenue.get(v.id) ?? [],
  }));
}

/** Each venue's game days with their scoreboards, by venue id, in weekday order. */
export async function venueDaysOf(db: Db, venueIds: number[]): Promise<Map<number, VenueListItem['days']>> {
  const daysByVenue = new Map<number, VenueListItem['days']>();
  if (venueIds.length === 0) return daysByVenue;
  const rows = await db
    .select({
      dayId: venueDays.id,
      venueId: venueDays.venueId,
      dayName: venueDays.name,
      boardId: gameScoreboards.id,
      boardName: gameScoreboards.name,
    })
    .from(venueDays)
    .leftJoin(gameScoreboards, eq(gameScoreboards.venueDayId, venueDays.id))
    .where(inArray(venueDays.venueId, venueIds))
    .orderBy(venueDays.weekday, gameScoreboards.id);
  for (const row of rows) {
    const days = daysByVenue.get(row.venueId) ?? [];
    let day = days.find((d) => d.id === row.dayId);
    if (!day) {
      day = { id: row.dayId, name: row.dayName, gameScoreboards: [] };
      days.push(day);
      daysByVenue.set(row.venueId, days);
    }
    if (row.boardId !== null && row.boardName !== null)
      day.gameScoreboards.push({ id: row.boardId, name: row.boardName });
  }
  return daysByVenue;
}
