import { and, asc, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { LeaderboardRow, LeaderboardSearch } from '../../shared/contract/leaderboard';
import { EVENT_STATUS } from '../../shared/event-types';
import { FINAL_TABLE_PLACES } from '../../shared/league-points';
import { DEFAULT_AVATAR } from '../../shared/site';
import type { Db } from '../db/client';
import { events, members, results, seasonMonths, seasons, standings } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { boundingBoxSql, distanceSql } from './geo-sql';
import { divisionOfEventSql, SCOPE, type Scope } from './standings';

const TOP = 100;
/** A date range is summed from the results themselves, so it is kept to about a season's length. */
const MAX_RANGE_DAYS = 400;

/** The scoreboard's standings for a season (the event's when an event is given). */
export async function leaderboardByEvent(
  db: Db,
  body: {
    eventId?: number | null;
    seasonId?: number | null;
    gameScoreboardId?: number | null;
    month?: number | null;
  },
  memberId: number | null = null,
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
  return searchLeaderboard(
    db,
    { gameScoreboardId: scoreboardId, seasonId, month: body.month },
    TOP,
    memberId,
  );
}

type Row = {
  id: number;
  firstName: string;
  lastName: string;
  customerGuid: string;
  avatar: string | null;
  pts: number;
  played: number;
  ft: number;
  won: number;
  winnings: number;
  rank: number;
};

function toRow(r: Row): LeaderboardRow {
  return {
    id: r.id,
    rank: Number(r.rank),
    name: `${r.firstName} ${r.lastName}`,
    customerGuid: r.customerGuid,
    avatar: r.avatar ?? DEFAULT_AVATAR,
    pts: r.pts,
    played: r.played,
    ft: r.ft,
    won: r.won,
    winnings: r.winnings,
    totalPrizeMoney: r.winnings,
  };
}

/** The narrowest leaderboard the filter names: a scoreboard, a day, a venue, a region, a state or the league. */
function scopeOf(filter: LeaderboardSearch): { scope: Scope; scopeId: number } {
  if (filter.gameScoreboardId) return { scope: SCOPE.scoreboard, scopeId: filter.gameScoreboardId };
  if (filter.dayId) return { scope: SCOPE.day, scopeId: filter.dayId };
  if (filter.orgEntityId) return { scope: SCOPE.venue, scopeId: filter.orgEntityId };
  if (filter.regionId) return { scope: SCOPE.region, scopeId: filter.regionId };
  if (filter.stateId) return { scope: SCOPE.state, scopeId: filter.stateId };
  return { scope: SCOPE.league, scopeId: 0 };
}

async function currentSeasonId(db: Db): Promise<number> {
  const [season] = await db
    .select({ id: seasons.id })
    .from(seasons)
    .where(and(eq(seasons.brandId, 2), eq(seasons.isCurrent, true)))
    .limit(1);
  return season?.id ?? 0;
}

/** Which season and month rows to read: a month names its season; all time only for the league and states. */
async function periodOf(db: Db, filter: LeaderboardSearch, scope: Scope) {
  if (filter.month) {
    const [month] = await db
      .select({ seasonId: seasonMonths.seasonId, monthStart: seasonMonths.monthStart })
      .from(seasonMonths)
      .where(eq(seasonMonths.id, filter.month));
    if (!month) throw badRequest('That month is not part of any season.', { month: 'is unknown' });
    if (filter.seasonId && filter.seasonId !== month.seasonId)
      throw badRequest('That month is not part of the season chosen.', { month: 'is not in that season' });
    return { seasonId: month.seasonId, monthId: filter.month, monthStart: month.monthStart };
  }
  if (filter.seasonId) return { seasonId: filter.seasonId, monthId: 0, monthStart: null };
  return { seasonId: scope <= SCOPE.state ? 0 : await currentSeasonId(db), monthId: 0, monthStart: null };
}

/**
 * POST /Leaderboard/search. Players ranked by score (mode overall) or by winnings (mode prize), read from
 * the standings kept as results are recorded. Ties share a rank (1, 2, 2, 4); within a tie players are
 * listed by wins, final tables, then fewer games played. A date range or a distance is summed from the
 * results of the games it selects.
 */
export async function searchLeaderboard(
  db: Db,
  filter: LeaderboardSearch,
  limit = TOP,
  /**
   * The signed-in member: when they rank below the rows listed, their own row (with its rank) follows them,
   * so a member finds themselves on every board they are on.
   */
  memberId: number | null = null,
): Promise<LeaderboardRow[]> {
  const ranked = await rankedQuery(db, filter);
  const rows = (await ranked().limit(limit)).map(toRow);
  if (memberId === null || rows.length < limit || rows.some((row) => row.id === memberId)) return rows;
  const everyone = ranked().as('ranked');
  const [own] = await db.select().from(everyone).where(eq(everyone.id, memberId));
  return own ? [...rows, toRow(own)] : rows;
}

/** Who a board's row is: the same columns whichever table ranks them. */
const rowMember = {
  id: members.id,
  firstName: members.firstName,
  lastName: members.lastName,
  customerGuid: members.customerGuid,
  avatar: members.avatar,
};

/** The query ranking everyone on the board the filter names (a new builder per call: builders are mutable). */
async function rankedQuery(db: Db, filter: LeaderboardSearch) {
  if (filter.fromDate || filter.toDate || filter.withinDistance) return rangeLeaderboard(db, filter);
  const { scope, scopeId } = scopeOf(filter);
  const period = await periodOf(db, filter, scope);
  if (period.monthStart && scope >= SCOPE.venue) return aggregateLeaderboard(db, filter, period, []);
  // Summed from the day's or scoreboard's own games alone: a wider area also named narrows nothing, as with the
  // standings' rows, which are kept down to the venues only (services/standings.ts).
  if (scope >= SCOPE.day) {
    const board = scope === SCOPE.day ? { dayId: scopeId } : { gameScoreboardId: scopeId };
    const own = { mode: filter.mode, divisionId: filter.divisionId, ...board };
    return aggregateLeaderboard(db, own, period, []);
  }
  const prize = filter.mode === 'prize';
  const measure = prize ? standings.winnings : standings.pts;
  return () =>
    db
      .select({
        ...rowMember,
        pts: standings.pts,
        played: standings.played,
        ft: standings.ft,
        won: standings.won,
        winnings: standings.winnings,
        rank: sql<number>`rank() over (order by ${measure} desc)`.as('rank'),
      })
      .from(standings)
      .innerJoin(members, eq(members.id, standings.memberId))
      .where(
        and(
          eq(standings.scope, scope),
          eq(standings.scopeId, scopeId),
          eq(standings.seasonId, period.seasonId),
          eq(standings.monthId, period.monthId),
          eq(standings.divisionId, filter.divisionId ?? 0),
          prize ? gt(standings.winnings, 0) : undefined,
        ),
      )
      .orderBy(
        desc(measure),
        desc(standings.won),
        desc(standings.ft),
        asc(standings.played),
        asc(standings.memberId),
      );
}

async function rangeLeaderboard(db: Db, filter: LeaderboardSearch) {
  if (!filter.fromDate || !filter.toDate)
    throw badRequest('A date range needs both fromDate and toDate.', {
      [filter.fromDate ? 'toDate' : 'fromDate']: 'is required with a date range',
    });
  const days = (Date.parse(filter.toDate) - Date.parse(filter.fromDate)) / 86_400_000;
  if (days < 0) throw badRequest('toDate must not be before fromDate.', { toDate: 'is before fromDate' });
  if (days > MAX_RANGE_DAYS)
    throw badRequest(`A date range can cover at most ${MAX_RANGE_DAYS} days.`, { toDate: 'is too far' });
  const near: SQL[] = [];
  if (filter.withinDistance) {
    const { currentLat: lat, currentLng: lng } = filter;
    if (lat === undefined || lat === null || lng === undefined || lng === null)
      throw badRequest('A distance needs currentLat and currentLng.', { currentLat: 'is required' });
    near.push(boundingBoxSql(events.lat, events.lng, lat, lng, filter.withinDistance));
    near.push(sql`${distanceSql(events.lat, events.lng, lat, lng)} <= ${filter.withinDistance}`);
  }
  const period = filter.month || filter.seasonId ? await periodOf(db, filter, SCOPE.league) : null;
  const range = sql`${events.startsAt} >= ${filter.fromDate}::date and ${events.startsAt} < ${filter.toDate}::date + 1`;
  return aggregateLeaderboard(db, filter, period, [range, ...near]);
}

/** Standings summed from the results of the games a filter selects (a venue's month, a date range, a distance). */
function aggregateLeaderboard(
  db: Db,
  filter: LeaderboardSearch,
  period: { seasonId: number; monthStart: string | null } | null,
  window: SQL[],
) {
  const prize = filter.mode === 'prize';
  const pts = sql<number>`sum(${results.points})::int`;
  const winnings = sql<number>`sum(${results.cash})::int`;
  const won = sql<number>`count(*) filter (where ${results.place} = 1)::int`;
  const ft = sql<number>`count(*) filter (where ${results.place} <= ${FINAL_TABLE_PLACES})::int`;
  const played = sql<number>`count(*)::int`;
  const measure = prize ? winnings : pts;
  return () =>
    db
      .select({
        ...rowMember,
        // Named, so the signed-in member's own row can be read from this query as a subquery.
        pts: pts.as('pts'),
        played: played.as('played'),
        ft: ft.as('ft'),
        won: won.as('won'),
        winnings: winnings.as('winnings'),
        rank: sql<number>`rank() over (order by ${measure} desc)`.as('rank'),
      })
      .from(results)
      .innerJoin(events, eq(events.id, results.eventId))
      .innerJoin(members, eq(members.id, results.memberId))
      .where(
        and(
          eq(events.eventStatusId, EVENT_STATUS.closed),
          filter.gameScoreboardId ? eq(events.gameScoreboardId, filter.gameScoreboardId) : undefined,
          filter.dayId ? eq(events.venueDayId, filter.dayId) : undefined,
          filter.orgEntityId ? eq(events.venueId, filter.orgEntityId) : undefined,
          filter.regionId ? eq(events.regionId, filter.regionId) : undefined,
          filter.stateId ? eq(events.stateId, filter.stateId) : undefined,
          period ? eq(events.seasonId, period.seasonId) : undefined,
          period?.monthStart
            ? sql`${events.startsAt} >= ${period.monthStart}::timestamp at time zone 'Australia/Sydney'
              and ${events.startsAt} < (${period.monthStart}::date + interval '1 month')::timestamp at time zone 'Australia/Sydney'`
            : undefined,
          filter.divisionId ? sql`${divisionOfEventSql('events')} = ${filter.divisionId}` : undefined,
          ...window,
        ),
      )
      .groupBy(members.id)
      .having(prize ? sql`sum(${results.cash}) > 0` : undefined)
      .orderBy(desc(measure), desc(won), desc(ft), asc(played), members.id);
}

/** A title for a leaderboard view: what it covers (scoreboard, venue, region...) and its season. */
export async function leaderboardHeading(db: Db, filter: LeaderboardSearch): Promise<string> {
  const { scope, scopeId } = scopeOf(filter);
  const names: Record<Scope, SQL> = {
    [SCOPE.league]: sql`select 'All states' as name`,
    [SCOPE.state]: sql`select name from states where id = ${scopeId}`,
    [SCOPE.region]: sql`select name from regions where id = ${scopeId}`,
    [SCOPE.venue]: sql`select name from venues where id = ${scopeId}`,
    [SCOPE.day]: sql`select v.name || ' ' || d.name as name from venue_days d join venues v on v.id = d.venue_id where d.id = ${scopeId}`,
    [SCOPE.scoreboard]: sql`select v.name || ' ' || g.name as name from game_scoreboards g join venue_days d on d.id = g.venue_day_id join venues v on v.id = d.venue_id where g.id = ${scopeId}`,
  };
  const result = (await db.execute(names[scope])) as unknown as { rows: { name: string }[] };
  const [place] = result.rows;
  if (!place) throw notFound('That leaderboard does not exist.');
  if (filter.mode === 'prize') return `${place.name}: all time money`;
  const period = await periodOf(db, filter, scope);
  const [season] = period.seasonId
    ? await db.select({ name: seasons.name }).from(seasons).where(eq(seasons.id, period.seasonId))
    : [];
  return season ? `${place.name}: ${season.name}` : `${place.name}: all time`;
}
