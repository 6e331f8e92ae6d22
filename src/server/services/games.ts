import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Game, SearchEventsBody, SearchNearbyBody } from '../../shared/contract/game';
import { GRAND_SLAM_BRAND_PREFIX } from '../../shared/event-kind';
import { EVENT_STATUS, EVENT_TYPE, eventTypeLabel } from '../../shared/event-types';
import { MAX_SEARCH_RESULTS } from '../../shared/search-options';
import { timeZoneOf } from '../../shared/states';
import type { Db } from '../db/client';
import { events, favourites, venues } from '../db/schema';
import { badRequest } from '../errors';
import type { Geocoder } from '../providers/geocode';
import { boundingBoxSql, distanceSql } from './geo-sql';
import { escapeLike } from './sql-text';

const MAX_SPAN_DAYS = 92;
const NEARBY_RADIUS_M = 50_000;
const MODE_TYPES: Record<NonNullable<SearchEventsBody['mode']>, number> = {
  away: EVENT_TYPE.away,
  satellite: EVENT_TYPE.satellite,
  cashGames: EVENT_TYPE.cashGames,
  special: EVENT_TYPE.special,
};

/** A real day of the Gregorian calendar between years 1000 and 9999 (not 2024-02-30). */
function isCalendarDate(iso: string) {
  const time = Date.parse(`${iso}T00:00:00Z`);
  return Number.isFinite(time) && iso >= '1000-01-01' && new Date(time).toISOString().slice(0, 10) === iso;
}

const isoDays = new Map<string, Intl.DateTimeFormat>();

/** Today as YYYY-MM-DD where the games are played (one formatter per zone: making one is the costly part). */
export function localToday(now: Date, stateId: number | null | undefined): string {
  const zone = timeZoneOf(stateId);
  let format = isoDays.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    isoDays.set(zone, format);
  }
  return format.format(now);
}

export interface GameQueryContext {
  memberId?: number | null;
  now?: Date;
}

/** The columns a game card needs (no more: rows are many), and the row-to-card mapping. */
export function gameColumns(memberId: number | null | undefined, distance: SQL<number> | null) {
  return {
    id: events.id,
    title: events.title,
    description: events.description,
    startTime: events.startTime,
    dateTime: sql<string>`to_char(${events.startsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    typeId: events.typeId,
    gameType: events.gameType,
    brandName: events.brandName,
    divisionName: events.divisionName,
    isSpecialEvent: events.isSpecialEvent,
    eventStatusId: events.eventStatusId,
    buyInAmount: events.buyInAmount,
    buyInDescription: events.buyInDescription,
    takeHomeAmount: events.takeHomeAmount,
    takeHomeAmountDescription: events.takeHomeAmountDescription,
    totalPtCredit: events.totalPtCredit,
    ptcRedeemable: events.ptcRedeemable,
    creditCardRedeemable: events.creditCardRedeemable,
    regionId: events.regionId,
    stateId: events.stateId,
    venueId: events.venueId,
    venueName: venues.name,
    venueAddress: venues.address,
    venueSuburb: venues.suburb,
    venueLat: venues.lat,
    venueLng: venues.lng,
    venueSlug: venues.slug,
    venueRegionId: venues.regionId,
    venueStateId: venues.stateId,
    distance: distance ?? sql<null>`null`,
    goingCount: sql<number>`(select count(*)::int from ${favourites} where ${favourites.eventId} = ${events.id})`,
    isFavourite: memberId
      ? sql<boolean>`exists (select 1 from ${favourites} where ${favourites.eventId} = ${events.id} and ${favourites.memberId} = ${memberId})`
      : sql<boolean>`false`,
  };
}

type GameRow = {
  [K in keyof ReturnType<typeof gameColumns>]: ReturnType<typeof gameColumns>[K] extends SQL<infer T>
    ? T
    : ReturnType<typeof gameColumns>[K] extends { _: { data: infer D; notNull: infer N } }
      ? N extends true
        ? D
        : D | null
      : never;
};

export function toGame(row: GameRow): Game {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startTime: row.startTime,
    dateTime: row.dateTime,
    type: eventTypeLabel(row.typeId, row.divisionName),
    typeId: row.typeId,
    gameType: row.gameType,
    brandName: row.brandName,
    divisionName: row.divisionName,
    isSpecialEvent: row.isSpecialEvent,
    isFavourite: Boolean(row.isFavourite),
    eventStatusId: row.eventStatusId,
    buyInAmount: row.buyInAmount,
    buyInDescription: row.buyInDescription,
    takeHomeAmount: row.takeHomeAmount,
    takeHomeAmountDescription: row.takeHomeAmountDescription,
    totalPTCredit: row.totalPtCredit,
    ptcRedeemable: row.ptcRedeemable,
    creditCardRedeemable: row.creditCardRedeemable,
    distanceAway: row.distance === null ? null : Math.round(Number(row.distance)),
    goingCount: Number(row.goingCount),
    regionId: row.regionId,
    stateId: row.stateId,
    venue: {
      id: row.venueId,
      title: row.venueName,
      address: row.venueAddress,
      suburb: row.venueSuburb,
      latitude: row.venueLat,
      longitude: row.venueLng,
      friendlyUrlSlug: row.venueSlug,
      regionId: row.venueRegionId,
      stateId: row.venueStateId,
    },
    subMajorEvent: null,
  };
}

/**
 * Upcoming games (active or on hold) matching the filters and the text search. With a position they are
 * sorted by distance, else by start; a distance limit uses the (starts_at, lat, lng) index through a box.
 */
export async function searchEvents(
  db: Db,
  body: SearchEventsBody,
  context: GameQueryContext = {},
): Promise<Game[]> {
  const now = context.now ?? new Date();
  const zone = timeZoneOf(body.stateId);
  const fromDate = body.fromDate ?? localToday(now, body.stateId);
  const toDate = body.toDate ?? fromDate;
  for (const [field, date] of [
    ['fromDate', fromDate],
    ['toDate', toDate],
  ] as const) {
    if (!isCalendarDate(date)) throw badRequest(`${field}: is not a date`, { [field]: 'is not a date' });
  }
  // Only upcoming games are searched; a span of years would only make the database read every past game.
  if ((Date.parse(toDate) - Date.parse(fromDate)) / 86_400_000 > MAX_SPAN_DAYS) {
    const message = `must be within ${MAX_SPAN_DAYS} days of fromDate`;
    throw badRequest(`toDate: ${message}`, { toDate: message });
  }
  const hasPosition = typeof body.currentLat === 'number' && typeof body.currentLng === 'number';
  const distance = hasPosition
    ? distanceSql(events.lat, events.lng, body.currentLat!, body.currentLng!)
    : null;

  const where: (SQL | undefined)[] = [
    inArray(events.eventStatusId, [EVENT_STATUS.active, EVENT_STATUS.onHold]),
    sql`${events.startsAt} >= (${fromDate}::date)::timestamp at time zone ${zone}`,
    sql`${events.startsAt} < (${toDate}::date + 1)::timestamp at time zone ${zone}`,
  ];
  if (body.stateId) where.push(eq(events.stateId, body.stateId));
  if (body.regions?.length && !body.showAllRegions) where.push(inArray(events.regionId, body.regions));
  if (body.venueId) where.push(eq(events.venueId, body.venueId));
  if (body.guarantee) where.push(sql`${events.takeHomeAmount} > 0`);
  if (typeof body.buyInMin === 'number' && body.buyInMin > 0)
    where.push(sql`${events.buyInAmount} >= ${body.buyInMin}`);
  if (typeof body.buyInMax === 'number') where.push(sql`${events.buyInAmount} <= ${body.buyInMax}`);
  if (body.mode) where.push(eq(events.typeId, MODE_TYPES[body.mode]));
  if (body.divisionName) where.push(ilike(events.divisionName, escapeLike(body.divisionName)));
  if (body.gameTypeId === 3) where.push(sql`${events.buyInAmount} > 0`);
  if (body.gameTypeId === 4) where.push(sql`${events.buyInAmount} = 0`);
  if (body.grandSlam) where.push(ilike(events.brandName, `${GRAND_SLAM_BRAND_PREFIX}%`));
  if (body.withinDistance && hasPosition && distance) {
    where.push(
      boundingBoxSql(events.lat, events.lng, body.currentLat!, body.currentLng!, body.withinDistance),
    );
    where.push(sql`${distance} <= ${body.withinDistance}`);
  }
  if (body.searchByGameName) {
    const pattern = `%${escapeLike(body.searchByGameName)}%`;
    where.push(
      or(ilike(events.title, pattern), ilike(events.description, pattern), ilike(events.gameType, pattern)),
    );
  }
  if (body.venueName) where.push(ilike(venues.name, `%${escapeLike(body.venueName)}%`));
  if (body.suburb) where.push(ilike(venues.suburb, `${escapeLike(body.suburb)}%`));
  if (body.postcode) where.push(eq(venues.postcode, body.postcode));

  const pageSize = body.pageSize ?? MAX_SEARCH_RESULTS;
  const rows = await db
    .select(gameColumns(context.memberId, distance))
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(and(...where))
    .orderBy(...(distance ? [asc(distance), asc(events.startsAt)] : [asc(events.startsAt), asc(events.id)]))
    .limit(Math.min(pageSize, MAX_SEARCH_RESULTS))
    .offset(((body.page ?? 1) - 1) * Math.min(pageSize, MAX_SEARCH_RESULTS));
  return rows.map((row) => toGame(row as GameRow));
}

export interface NearbyResult {
  place: { suburb: string; postcode: string; stateId: number | null } | null;
  games: Game[];
}

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The fallback when a text search finds nothing: geocode the text to a suburb, then list the week's
 * games around it, nearest first.
 */
export async function searchNearbyEvents(
  db: Db,
  geocoder: Geocoder,
  body: SearchNearbyBody,
  context: GameQueryContext = {},
): Promise<NearbyResult> {
  const near =
    typeof body.currentLat === 'number' && typeof body.currentLng === 'number'
      ? { lat: body.currentLat, lng: body.currentLng }
      : null;
  const place = await geocoder.geocode({ text: body.text, stateId: body.stateId, near });
  if (!place) return { place: null, games: [] };
  const fromDate = localToday(context.now ?? new Date(), place.stateId);
  const games = await searchEvents(
    db,
    {
      currentLat: place.lat,
      currentLng: place.lng,
      withinDistance: body.withinDistance ?? NEARBY_RADIUS_M,
      fromDate,
      toDate: addDays(fromDate, 6),
    },
    context,
  );
  return { place: { suburb: place.suburb, postcode: place.postcode, stateId: place.stateId }, games };
}
