import { type SQL, sql } from 'drizzle-orm';
import { MIN_ENTRANTS_FOR_PRIZES, PLACE_BONUS, PRIZE_SHARES } from '../../shared/league-points';
import type { Db } from '../db/client';
import { applyStandings } from './standings';

const bonusSql = sql.raw(
  `case ${PLACE_BONUS.map((row) => `when p.place <= ${row.upTo} then ${row.bonus}`).join(' ')} else 0 end`,
);
const shareSql = sql.raw(
  `case p.place ${PRIZE_SHARES.map((share, i) => `when ${i + 1} then ${share}`).join(' ')} else 0 end`,
);

/**
 * Records finishing orders with the league's points table (shared/league-points.ts) and adds them to the
 * standings. `placed` selects event_id, member_id (null for a walk-in), player_name, place and entrants, and
 * with `cashGiven` each place's cash (the floor's payouts or deal, issue 35); the director's closing of one event
 * comes through here, the seed's history through insertResults.
 */
export async function recordFinishingOrders(db: Db, placed: SQL, eventIds: SQL, options: ResultOptions = {}) {
  await insertResults(db, placed, options);
  await applyStandings(db, eventIds);
}

interface ResultOptions {
  /** `placed` selects each place's cash too: the league's prize shares are not used. */
  cashGiven?: boolean;
}

/** The results of finishing orders by the points table, without the standings (the seed fills those at once). */
export async function insertResults(db: Db, placed: SQL, { cashGiven = false }: ResultOptions = {}) {
  const cash = cashGiven
    ? sql`p.cash`
    : sql`case when p.entrants < ${MIN_ENTRANTS_FOR_PRIZES} then 0
        else round(greatest(e.take_home_amount, e.buy_in_amount * p.entrants) * ${shareSql})::int end`;
  await db.execute(sql`
    insert into results (event_id, member_id, player_name, place, points, cash, ptc)
    select p.event_id, p.member_id, p.player_name, p.place,
      (p.entrants - p.place + 1) * 10 + ${bonusSql},
      ${cash},
      case p.place when 1 then e.total_pt_credit when 2 then e.total_pt_credit / 2 else 0 end
    from (${placed}) p
    join events e on e.id = p.event_id
  `);
}
