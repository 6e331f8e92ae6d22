import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { achievementsFor, FINAL_TABLE_PLACES, type PlayerStats } from '../../shared/achievements';
import type { Photo } from '../../shared/contract/content';
import type {
  LimitedPlayerProfile,
  PlayerProfile,
  PlayerResult,
  Rank,
  Ticket,
} from '../../shared/contract/profile';
import { EVENT_TYPE } from '../../shared/event-types';
import { DEFAULT_AVATAR } from '../../shared/site';
import type { Db } from '../db/client';
import { events, members, photos, results, seasons, venues, vouchers } from '../db/schema';
import { notFound } from '../errors';
import { listFavourites } from './favourites';
import { memberQualifications } from './major-events';
import { photoList } from './photos';
import { SCOPE, type Scope } from './standings';
import { pendingVoucherIds, satellitePrizeId, ticketOf } from './tickets';

const RECENT_RESULTS = 50;
const PHOTO_LIMIT = 48;

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

type MemberRow = typeof members.$inferSelect;

/** The player's results, newest first; a season and a month narrow them. */
export async function playerResults(
  db: Db,
  memberId: number,
  filter: { seasonId?: number; month?: number } = {},
  limit = RECENT_RESULTS,
): Promise<PlayerResult[]> {
  const rows = await db
    .select({
      eventId: events.id,
      eventName: events.title,
      eventDate: events.startsAt,
      venueId: venues.id,
      venueName: venues.name,
      slug: venues.slug,
      place: results.place,
      points: results.points,
      winnings: results.cash,
      totalPlayers: sql<number>`(select count(*)::int from results r2 where r2.event_id = ${events.id})`,
    })
    .from(results)
    .innerJoin(events, eq(events.id, results.eventId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(
      and(
        eq(results.memberId, memberId),
        filter.seasonId ? eq(events.seasonId, filter.seasonId) : undefined,
        filter.month
          ? sql`extract(month from ${events.startsAt} at time zone 'Australia/Melbourne') = ${filter.month}`
          : undefined,
      ),
    )
    .orderBy(desc(events.startsAt))
    .limit(limit);
  return rows.map(({ slug, eventDate, ...row }) => ({
    ...row,
    eventDate: eventDate.toISOString(),
    venueFriendlyUrlSlug: slug,
  }));
}

export async function playerStats(db: Db, memberId: number): Promise<PlayerStats> {
  const [stats] = await rowsOf<PlayerStats>(
    db,
    sql`
    select count(*)::int as "games",
      count(*) filter (where r.place = 1)::int as "wins",
      count(*) filter (where r.place <= ${FINAL_TABLE_PLACES})::int as "finalTables",
      count(*) filter (where r.cash > 0)::int as "cashes",
      count(*) filter (where r.place = 1 and e.type_id = ${EVENT_TYPE.satellite})::int as "satelliteWins",
      coalesce((select max(n) from (select count(*)::int as n from results r3 join events e3 on e3.id = r3.event_id
        where r3.member_id = ${memberId} group by e3.venue_id) per_venue), 0)::int as "mostGamesAtOneVenue",
      count(distinct e.venue_id)::int as "venues",
      coalesce(sum(r.points), 0)::int as "points"
    from results r join events e on e.id = r.event_id
    where r.member_id = ${memberId}`,
  );
  return (
    stats ?? {
      games: 0,
      wins: 0,
      finalTables: 0,
      cashes: 0,
      satelliteWins: 0,
      mostGamesAtOneVenue: 0,
      venues: 0,
      points: 0,
    }
  );
}

/**
 * The player's ranks by season points among members (walk-ins rank nowhere): in each state, region and venue
 * they played in that season.
 */
/**
 * A player's places in the season's state, region and venue leaderboards, read from the standings (one row per
 * player and leaderboard, kept as results are recorded): the rank is one more than the players ahead on points,
 * so ties share it, as rank() does. Summing every result of a state's season on each profile view took about
 * 100 ms on the default seed, and the page waited for it.
 */
export async function ranks(db: Db, memberId: number, seasonId: number | null) {
  if (seasonId === null) return { states: [], regions: [], venues: [] };
  const byArea = (scope: Scope, names: ReturnType<typeof sql>) =>
    rowsOf<Rank>(
      db,
      sql`
      select s.scope_id as id, ${names} as name,
        (select count(*) from standings o
          where o.scope = s.scope and o.scope_id = s.scope_id and o.season_id = s.season_id
            and o.month_id = 0 and o.division_id = 0 and o.pts > s.pts)::int + 1 as rank
      from standings s
      where s.member_id = ${memberId} and s.scope = ${scope} and s.season_id = ${seasonId}
        and s.month_id = 0 and s.division_id = 0
      order by s.pts desc, s.scope_id`,
    );
  const [stateRanks, regionRanks, venueRanks] = await Promise.all([
    byArea(SCOPE.state, sql`(select a.name from states a where a.id = s.scope_id)`),
    byArea(SCOPE.region, sql`(select a.name from regions a where a.id = s.scope_id)`),
    byArea(SCOPE.venue, sql`(select a.name from venues a where a.id = s.scope_id)`),
  ]);
  return { states: stateRanks, regions: regionRanks, venues: venueRanks };
}

/** The photos a player is tagged in, and those of the events they played, newest first. */
export function playerPhotos(db: Db, memberId: number): Promise<Photo[]> {
  return photoList(
    db,
    or(
      sql`${photos.id} in (select photo_id from photo_players where member_id = ${memberId})`,
      sql`${photos.eventId} in (select event_id from results where member_id = ${memberId})`,
    ),
    PHOTO_LIMIT,
  );
}

async function commonProfile(db: Db, member: MemberRow) {
  const [current] = await db
    .select({ id: seasons.id })
    .from(seasons)
    .where(and(eq(seasons.brandId, member.brandId), eq(seasons.isCurrent, true)));
  const [stats, ranked, recent, photoList, seasonList] = await Promise.all([
    playerStats(db, member.id),
    ranks(db, member.id, current?.id ?? null),
    playerResults(db, member.id),
    playerPhotos(db, member.id),
    db
      .select({ id: seasons.id, name: seasons.name, isCurrent: seasons.isCurrent })
      .from(seasons)
      .where(eq(seasons.brandId, member.brandId))
      .orderBy(desc(seasons.startsOn)),
  ]);
  const [winnings] = await rowsOf<{ total: number }>(
    db,
    sql`select coalesce(sum(cash), 0)::int as total from results where member_id = ${member.id}`,
  );
  return {
    customerId: member.id,
    customerGuid: member.customerGuid,
    membershipId: member.membershipId,
    name: `${member.firstName} ${member.lastName}`,
    avatar: member.avatar ?? DEFAULT_AVATAR,
    brandId: member.brandId,
    profile: {
      points: stats.points,
      winnings: winnings?.total ?? 0,
      wins: stats.wins,
      finalTables: stats.finalTables,
      stateProfile: ranked.states[0] ?? null,
      regionProfile: ranked.regions[0] ?? null,
      venueProfile: ranked.venues[0] ?? null,
    },
    ...ranked,
    seasons: seasonList,
    results: recent,
    achievements: achievementsFor(stats),
    photos: photoList,
  };
}

/** The vouchers the member still holds, soonest event first. */
export async function heldTickets(db: Db, memberId: number): Promise<Ticket[]> {
  const rows = await db
    .select({
      voucher: vouchers,
      event: events,
      venue: venues,
      prizeId: satellitePrizeId(),
    })
    .from(vouchers)
    .leftJoin(events, eq(events.id, vouchers.eventId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(and(eq(vouchers.memberId, memberId), isNull(vouchers.consumedAt)))
    .orderBy(asc(events.startsAt), asc(vouchers.id));
  const pending = await pendingVoucherIds(
    db,
    rows.map((row) => row.voucher.id),
  );
  return rows.map(({ voucher, event, venue, prizeId }) =>
    ticketOf(voucher, event, venue, pending.has(voucher.id), prizeId),
  );
}

export async function ownProfile(db: Db, member: MemberRow): Promise<PlayerProfile> {
  const [common, upcoming, qualified, tickets] = await Promise.all([
    commonProfile(db, member),
    listFavourites(db, member.id),
    memberQualifications(db, member.id),
    heldTickets(db, member.id),
  ]);
  return {
    ...common,
    limited: false,
    hasPtc: member.ptcBalance > 0,
    ptc: member.ptcBalance,
    upcomingEvents: upcoming,
    qualifications: qualified,
    tickets,
  };
}

export async function limitedProfile(db: Db, customerGuid: string): Promise<LimitedPlayerProfile> {
  const [member] = await db.select().from(members).where(eq(members.customerGuid, customerGuid));
  if (!member) throw notFound('No player has that profile.');
  return { ...(await commonProfile(db, member)), limited: true };
}

export async function memberById(db: Db, id: number) {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.id, id));
  if (!member) throw notFound('No player has that id.');
  return member;
}

/** The season's ranks of a player, the current season of their brand by default. */
export async function leaderboardProfile(db: Db, memberId: number, seasonId?: number) {
  const [member] = await db
    .select({ brandId: members.brandId })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) throw notFound('No player has that id.');
  const [season] = await db
    .select({ id: seasons.id })
    .from(seasons)
    .where(
      seasonId === undefined
        ? and(eq(seasons.brandId, member.brandId), eq(seasons.isCurrent, true))
        : eq(seasons.id, seasonId),
    );
  if (seasonId !== undefined && !season) throw notFound('No season has that id.');
  return ranks(db, memberId, season?.id ?? null);
}
