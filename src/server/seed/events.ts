import { sql } from 'drizzle-orm';
import { RAISE_ROOM_SLUG } from '../../shared/site';
import type { Db } from '../db/client';
import { insertResults } from '../services/finishing-order';
import { fillStandings } from '../services/standings';

export interface EventPlan {
  pastWeeks: number;
  futureWeeks: number;
}

/**
 * A deterministic hash of two integers to [0, 1): the same seed gives the same events on PGlite and on
 * PostgreSQL, without depending on either server's random() or hash functions.
 */
// One plain expression (a multiply-xorshift mix), so the planner inlines it instead of calling a function per row.
const H1 = '((a * 2654435761 + b * 40503 + 374761393) & 4294967295)';
const H2 = `(((${H1} # (${H1} >> 15)) * 73244475) & 4294967295)`;

export const RAND_FUNCTION = sql.raw(`
  create or replace function pg_temp.seed_rand(a bigint, b bigint) returns double precision
  language sql immutable as $$ select (${H2} # (${H2} >> 13))::float8 / 4294967296.0 $$`);

const TIME_ZONE_BY_STATE = sql.raw(`case v.state_id
  when 1 then 'Australia/Melbourne' when 2 then 'Australia/Sydney' when 3 then 'Australia/Perth'
  when 4 then 'Australia/Adelaide' when 5 then 'Australia/Brisbane' when 6 then 'Australia/Hobart'
  when 7 then 'Australia/Darwin' else 'Australia/Sydney' end`);

/**
 * Weekly events for every game scoreboard from pastWeeks before to futureWeeks after now; past ones are
 * closed (status 2), future ones active (1) or on hold (6). Generated in SQL so a million rows take seconds.
 * Each scoreboard keeps its kind of game week to week; a few league nights become specials.
 */
export async function seedEvents(db: Db, now: Date, plan: EventPlan) {
  await db.execute(RAND_FUNCTION);
  const anchor = now.toISOString();
  await db.execute(sql`
    -- A scoreboard's own draws, once per scoreboard rather than once for each of its weeks (materialized: inlined,
    -- they would be computed again for every event).
    with board as materialized (
      select gs.id, pg_temp.seed_rand(gs.id, 1) as kind,
        pg_temp.seed_rand(gs.id, 2) as r2, pg_temp.seed_rand(gs.id, 5) as r5, pg_temp.seed_rand(gs.id, 6) as r6,
        pg_temp.seed_rand(gs.id, 7) as r7, pg_temp.seed_rand(gs.id, 8) as r8, pg_temp.seed_rand(gs.id, 9) as r9,
        pg_temp.seed_rand(gs.id, 10) as r10, pg_temp.seed_rand(gs.id, 11) as r11, pg_temp.seed_rand(gs.id, 12) as r12
      from game_scoreboards gs
    ),
    occurrence as (
      select gs.id as board_id, gs.name as board_name, gs.start_time, vd.id as venue_day_id, v.id as venue_id,
        v.name as venue_name, v.slug, v.brand_name, v.state_id, v.region_id, v.lat, v.lng, w, d.occurs_on,
        (d.occurs_on + gs.start_time::time) at time zone ${TIME_ZONE_BY_STATE} as starts_at,
        b.kind, b.r2, b.r5, b.r6, b.r7, b.r8, b.r9, b.r10, b.r11, b.r12,
        gs.id * 1000 + w + 500 as week_key
      from game_scoreboards gs
      join board b on b.id = gs.id
      join venue_days vd on vd.id = gs.venue_day_id
      join venues v on v.id = vd.venue_id
      cross join generate_series(${-plan.pastWeeks}::int, ${plan.futureWeeks}::int) as w
      cross join lateral (
        select (${anchor}::timestamptz at time zone 'Australia/Sydney')::date
          - ((extract(dow from ${anchor}::timestamptz at time zone 'Australia/Sydney')::int - vd.weekday + 7) % 7)
          + w * 7 as occurs_on
      ) d
    ),
    typed as (
      select o.*,
        case
          when o.slug = ${RAISE_ROOM_SLUG} then 2
          when o.kind < 0.55 and pg_temp.seed_rand(o.week_key, 3) < 0.04 then 3
          when o.kind < 0.55 then 2 when o.kind < 0.65 then 1 when o.kind < 0.75 then 5
          when o.kind < 0.85 then 4 when o.kind < 0.91 then 14 when o.kind < 0.96 then 10 else 3
        end as type_id,
        case
          when o.slug = ${RAISE_ROOM_SLUG} then 'Raise'
          when o.kind >= 0.75 and o.kind < 0.85 and o.r2 < 0.4 then 'APL Million Satellite'
        end as division_name
      from occurrence o
    ),
    priced as (
      select t.*,
        case
          when t.type_id = 14 then (array[100, 200])[1 + floor(t.r5 * 2)::int]
          when t.type_id in (3, 4, 10) or t.r5 < 0.15
            then (array[20, 30, 50, 100, 150, 220])[1 + floor(t.r6 * 6)::int]
          else 0
        end as buy_in
      from typed t
    ),
    detailed as (
      select p.*,
        case when p.buy_in > 0 and p.type_id <> 14 and p.r11 < 0.5
          then (array[500, 1000, 2000, 5000])[1 + floor(pg_temp.seed_rand(p.week_key, 11) * 4)::int] else 0 end as take_home,
        (array[0, 0, 5, 10, 20, 50])[1 + floor(p.r12 * 6)::int] as ptc_credit,
        p.r7 as r_pay,
        p.r9 as r_rebuy,
        (select s.id from seasons s where s.brand_id = 2 and p.occurs_on between s.starts_on and s.ends_on limit 1) as season_id
      from priced p
    )
    insert into events (venue_id, season_id, venue_day_id, game_scoreboard_id, blind_structure_id, title, description,
      type_id, game_type, brand_name, division_name, is_special_event, event_status_id, starts_at, start_time, rego,
      late_rego, buy_in_amount, buy_in_description, take_home_amount, take_home_amount_description, total_pt_credit,
      ptc_redeemable, credit_card_redeemable, starting_stack, rebuy_in_fee, addons, state_id, region_id, lat, lng)
    select venue_id, season_id, venue_day_id, board_id,
      case when type_id in (3, 10) then 3 when type_id = 4 then 2 else 1 end,
      venue_name,
      case type_id
        when 3 then 'Special Event: ' || board_name || ' with bonus prizes'
        when 4 then board_name || ' Satellite to the ' || coalesce(replace(division_name, ' Satellite', ''), 'State Championship')
        when 10 then 'APLPT Qualifier: ' || board_name
        when 14 then 'Cash Game Night: $1/$2 No Limit Hold''em'
        else board_name || case when take_home > 0 then ' - $' || to_char(take_home, 'FM999,999') || ' Guaranteed' else '' end
      end,
      type_id,
      case type_id when 3 then 'Special Event' when 4 then 'Satellite' when 10 then 'APL PT' when 14 then 'Cash Game'
        when 1 then 'Away League' when 5 then 'Venue League' else 'League' end,
      brand_name, division_name, type_id = 3,
      case when starts_at < ${anchor}::timestamptz then 2 when pg_temp.seed_rand(week_key, 4) < 0.04 then 6 else 1 end,
      starts_at, start_time,
      to_char(start_time::time - interval '30 minutes', 'HH24:MI'),
      to_char(start_time::time + interval '60 minutes', 'HH24:MI'),
      buy_in,
      case when type_id = 14 then 'Minimum buy-in $' || buy_in end,
      take_home,
      case when take_home > 0 then '$' || to_char(take_home, 'FM999,999') || ' Guaranteed'
        when buy_in = 0 and r10 < 0.3 then '$100 bar voucher for the winner' end,
      ptc_credit,
      buy_in > 0 and type_id <> 14 and r_pay < 0.7,
      buy_in > 0 and type_id <> 14 and r_pay >= 0.3,
      case when type_id <> 14 then (array[10000, 15000, 20000, 30000])[1 + floor(r8 * 4)::int] end,
      case when buy_in > 0 and type_id <> 14 and r_rebuy < 0.3 then buy_in end,
      case when type_id <> 14 and r_rebuy > 0.8 then '$10 for 5,000 chips' end,
      state_id, region_id, lat, lng
    from detailed
    order by starts_at, board_id
  `);
}

/**
 * Results for every closed tournament: between minEntries and maxEntries players of the event's state,
 * recorded through the same code as a director's closing of an event (points table, prizes, standings rows),
 * the standings filled at once into their empty table (fillStandings) rather than added to row by row.
 */
export async function seedResults(db: Db, entries: { min: number; max: number }) {
  await db.execute(RAND_FUNCTION);
  const closed = sql`select id from events where event_status_id = 2 and type_id <> 14`;
  await insertResults(
    db,
    sql`
      with pool as (
        select state_id, min(id) as first_id, count(*) as player_count from members group by state_id
      ),
      field as (
        select e.id as event_id, p.first_id, p.player_count,
          least(p.player_count, ${entries.min} + floor(pg_temp.seed_rand(e.id, 20) * ${entries.max - entries.min + 1})::int) as entrants,
          floor(pg_temp.seed_rand(e.id, 21) * p.player_count)::int as offset_in_pool
        from events e
        join pool p on p.state_id = e.state_id
        where e.id in (${closed})
      )
      select f.event_id, f.first_id + (f.offset_in_pool + place) % f.player_count as member_id,
        null::text as player_name, place, f.entrants
      from field f
      cross join lateral generate_series(1, f.entrants) as place`,
  );
  await fillStandings(db, closed);
}
