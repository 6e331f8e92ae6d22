import { type SQL, sql } from 'drizzle-orm';
import { DIVISION } from '../../shared/event-types';
import { FINAL_TABLE_PLACES } from '../../shared/league-points';
import { STATE_ID } from '../../shared/states';
import type { Db } from '../db/client';

/** The leaderboards a result counts in, narrowest last (see the standings table in db/schema.ts). */
export const SCOPE = { league: 0, state: 1, region: 2, venue: 3, day: 4, scoreboard: 5 } as const;
export type Scope = (typeof SCOPE)[keyof typeof SCOPE];

/** WA's divisions: a game with a buy-in is Pro Series, a free one is a Free Roll; elsewhere there are none. */
export const divisionOfEventSql = (table = 'e') =>
  sql.raw(
    `case when ${table}.state_id = ${STATE_ID.WA} then case when ${table}.buy_in_amount > 0 then ${DIVISION.proSeries} else ${DIVISION.freeRoll} end else 0 end`,
  );

const STANDINGS_COLUMNS = sql.raw(
  'scope, scope_id, season_id, month_id, division_id, member_id, pts, played, ft, won, winnings',
);

/**
 * The standings rows the results of the events `eventIds` selects add up to (times sign), one per player and
 * leaderboard they count in. Walk-ins without an account are in the event's results but in no standings.
 * All-time rows are kept for the league and the states (the money leaderboard), season rows down to the venues,
 * and season-month rows down to the regions. A venue's month, a day's and a scoreboard's boards are a few hundred
 * results at most, summed on demand (services/leaderboard.ts); kept, they were a third of the table.
 */
function standingsOf(eventIds: SQL, sign: 1 | -1) {
  return sql`
    with r as (
      select r.member_id, r.points, r.place, r.cash, e.state_id, e.region_id, e.venue_id,
        coalesce(e.season_id, 0) as season_id, coalesce(sm.id, 0) as month_id,
        ${divisionOfEventSql()} as division_id
      from results r
      join events e on e.id = r.event_id
      -- Season months follow the league's calendar (Sydney time), as the seasons themselves do.
      left join season_months sm on sm.season_id = e.season_id
        and sm.month_start = date_trunc('month', e.starts_at at time zone 'Australia/Sydney')::date
      where r.member_id is not null and r.event_id in (${eventIds})
    ),
    counted as (
      select r.member_id, r.points, r.place, r.cash, s.scope, s.scope_id, p.season_id, p.month_id, d.division_id
      from r
      cross join lateral (values
        (0, 0), (1, r.state_id::int), (2, r.region_id), (3, r.venue_id)
      ) s(scope, scope_id)
      cross join lateral (values (0, 0, 0), (1, r.season_id, 0), (2, r.season_id, r.month_id)) p(kind, season_id, month_id)
      cross join lateral (select 0 as division_id union all select r.division_id where r.division_id <> 0) d
      where s.scope_id is not null
        and case p.kind when 0 then s.scope <= ${SCOPE.state} when 1 then r.season_id <> 0
          else r.season_id <> 0 and r.month_id <> 0 and s.scope <= ${SCOPE.region} end
    )
    select scope, scope_id, season_id, month_id, division_id, member_id,
      ${sign} * sum(points), ${sign} * count(*), ${sign} * count(*) filter (where place <= ${FINAL_TABLE_PLACES}),
      ${sign} * count(*) filter (where place = 1), ${sign} * sum(cash)
    from counted
    group by scope, scope_id, season_id, month_id, division_id, member_id`;
}

/**
 * Adds (sign 1) or takes back (sign -1) the results of the events `eventIds` selects in every standings row
 * they count in (standingsOf): one set-based statement, the same for one event closed at the venue and for
 * a whole history (fillStandings).
 */
export async function applyStandings(db: Db, eventIds: SQL, sign: 1 | -1 = 1) {
  await db.execute(sql`
    insert into standings (${STANDINGS_COLUMNS})
    ${standingsOf(eventIds, sign)}
    on conflict (scope, scope_id, season_id, month_id, division_id, member_id) do update set
      pts = standings.pts + excluded.pts, played = standings.played + excluded.played,
      ft = standings.ft + excluded.ft, won = standings.won + excluded.won,
      winnings = standings.winnings + excluded.winnings
  `);
  if (sign < 0) await db.execute(sql`delete from standings where played <= 0`);
}

/**
 * The standings of a whole history into an empty standings table (the seed's): the same rows as applyStandings,
 * without checking each against the rows already there, and in key order, so the key and the indexes built
 * after the load (seed/batch.ts, withIndexesBuiltAfter) are one sorted pass and a leaderboard's rows sit together.
 */
export async function fillStandings(db: Db, eventIds: SQL) {
  await db.execute(sql`
    insert into standings (${STANDINGS_COLUMNS})
    ${standingsOf(eventIds, 1)}
    order by scope, scope_id, season_id, month_id, division_id, member_id
  `);
}
