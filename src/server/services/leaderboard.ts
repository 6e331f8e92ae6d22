import { and, desc, eq, sql } from 'drizzle-orm';
import type { LeaderboardRow } from '../../shared/contract/leaderboard';
import { DEFAULT_AVATAR } from '../../shared/site';
import type { Db } from '../db/client';
import { events, members, results } from '../db/schema';
import { notFound } from '../errors';

const TOP = 100;
/** League convention: the first nine places make the final table. */
const FINAL_TABLE = 9;

/** The scoreboard's standings for a season: points, games, final tables, wins and winnings per player. */
export async function leaderboardByEvent(
  db: Db,
  body: { eventId?: number | null; seasonId?: number | null; gameScoreboardId?: number | null },
): Promise<LeaderboardRow[]> {
  let scoreboardId = body.gameScoreboardId ?? null;
  let seasonId = body.seasonId ?? null;
  if (body.eventId) {
    const [event] = await db
      .select({ scoreboardId: events.gameScoreboardId, seasonId: events.seasonId })
      .from(events)
      .where(eq(events.id, body.eventId));
    if (!event) throw notFound(`Event ${body.eventId} not found`);
    scoreboardId ??= event.scoreboardId;
    seasonId ??= event.seasonId;
  }
  if (!scoreboardId) return [];
  return standings(db, { gameScoreboardId: scoreboardId, seasonId });
}

export interface StandingsFilter {
  seasonId?: number | null;
  /** A season month: only that calendar month's games. */
  monthStart?: string | null;
  regionId?: number | null;
  venueId?: number | null;
  dayId?: number | null;
  gameScoreboardId?: number | null;
}

/** Standings over the games a filter selects: points, games, final tables, wins and winnings per player. */
export async function standings(db: Db, filter: StandingsFilter, limit = TOP): Promise<LeaderboardRow[]> {
  const pts = sql<number>`sum(${results.points})::int`;
  const rows = await db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      customerGuid: members.customerGuid,
      avatar: members.avatar,
      pts,
      played: sql<number>`count(*)::int`,
      ft: sql<number>`count(*) filter (where ${results.place} <= ${FINAL_TABLE})::int`,
      won: sql<number>`count(*) filter (where ${results.place} = 1)::int`,
      winnings: sql<number>`sum(${results.cash})::int`,
    })
    .from(results)
    .innerJoin(events, eq(events.id, results.eventId))
    .innerJoin(members, eq(members.id, results.memberId))
    .where(
      and(
        filter.gameScoreboardId ? eq(events.gameScoreboardId, filter.gameScoreboardId) : undefined,
        filter.seasonId ? eq(events.seasonId, filter.seasonId) : undefined,
        filter.regionId ? eq(events.regionId, filter.regionId) : undefined,
        filter.venueId ? eq(events.venueId, filter.venueId) : undefined,
        filter.dayId ? eq(events.venueDayId, filter.dayId) : undefined,
        filter.monthStart
          ? sql`${events.startsAt} >= ${filter.monthStart}::date and ${events.startsAt} < ${filter.monthStart}::date + interval '1 month'`
          : undefined,
      ),
    )
    .groupBy(members.id)
    .orderBy(desc(pts), desc(sql`count(*) filter (where ${results.place} = 1)`), members.id)
    .limit(limit);
  return rows.map((r, i) => ({
    id: r.id,
    rank: i + 1,
    name: `${r.firstName} ${r.lastName}`,
    customerGuid: r.customerGuid,
    avatar: r.avatar ?? DEFAULT_AVATAR,
    pts: r.pts,
    played: r.played,
    ft: r.ft,
    won: r.won,
    winnings: r.winnings,
    totalPrizeMoney: r.winnings,
  }));
}
