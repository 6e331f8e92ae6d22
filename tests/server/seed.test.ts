import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { seedDatabase } from '../../src/server/seed/index';

const NOW = new Date('2026-11-22T02:00:00Z');

async function rows<T>(database: Database, query: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

describe('the default seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    await seedDatabase(database.db, { now: NOW });
  }, 120_000);
  afterAll(() => database.close());

  it('holds the league the issue asks for', async () => {
    const [counts] = await rows<Record<string, number>>(
      database,
      `select (select count(*)::int from venues) as venues,
              (select count(distinct state_id)::int from venues) as venue_states,
              (select count(*)::int from localities) as localities,
              (select count(*)::int from members where password_hash is null) as players,
              (select count(*)::int from results) as results,
              (select count(*)::int from seasons where is_current) as current_seasons,
              (select count(distinct state_id)::int from regions) as region_states`,
    );
    expect(counts).toMatchObject({ venue_states: 8, current_seasons: 2, region_states: 8 });
    expect(counts?.venues).toBeGreaterThanOrEqual(300);
    expect(counts?.localities).toBeGreaterThan(18_000);
    expect(counts?.players).toBeGreaterThanOrEqual(5000);
    expect(counts?.results).toBeGreaterThan(50_000);
  });

  it('has every event type, past closed events, active and on-hold upcoming ones, free and paid games', async () => {
    const types = await rows<{ type_id: number }>(database, 'select distinct type_id from events order by 1');
    expect(types.map((t) => t.type_id)).toEqual([1, 2, 3, 4, 5, 10, 14]);
    const [timing] = await rows<Record<string, number>>(
      database,
      `select count(*) filter (where starts_at < '${NOW.toISOString()}' and event_status_id <> 2)::int as open_past,
              count(*) filter (where starts_at >= '${NOW.toISOString()}' and event_status_id = 2)::int as closed_future,
              count(*) filter (where event_status_id = 6)::int as on_hold,
              count(*) filter (where buy_in_amount = 0)::int as free,
              count(*) filter (where buy_in_amount > 0)::int as paid,
              count(*) filter (where take_home_amount > 0)::int as guaranteed,
              count(*) filter (where total_pt_credit > 0)::int as with_ptc,
              min(starts_at) as first, max(starts_at) as last
       from events`,
    );
    expect(timing).toMatchObject({ open_past: 0, closed_future: 0 });
    for (const key of ['on_hold', 'free', 'paid', 'guaranteed', 'with_ptc'])
      expect(timing?.[key], key).toBeGreaterThan(0);
    expect((timing?.free ?? 0) > (timing?.paid ?? 0)).toBe(true);
  });

  it('gives the demo member results, PTC and a VIC home', async () => {
    const [member] = await rows<{ results: number; ptc_balance: number; state_id: number }>(
      database,
      `select m.ptc_balance, m.state_id, (select count(*)::int from results r where r.member_id = m.id) as results
       from members m where m.email = 'member@example.com'`,
    );
    expect(member).toMatchObject({ ptc_balance: 250, state_id: 1 });
    expect(member?.results).toBeGreaterThan(0);
  });
});

describe('seed determinism', () => {
  it('names the same venues and players on every run', async () => {
    const snapshot = async () => {
      const database = await openDatabase({ dataDir: null });
      await seedDatabase(database.db, { scale: 'small', now: NOW });
      const venues = await rows<{ name: string }>(database, 'select name, slug, lat from venues order by id');
      const players = await rows<{ customer_guid: string }>(
        database,
        'select customer_guid, first_name from members order by id limit 50',
      );
      const events = await rows<{ n: number }>(
        database,
        'select count(*)::int as n, sum(buy_in_amount)::int as b from events',
      );
      await database.close();
      return { venues, players, events };
    };
    const [first, second] = [await snapshot(), await snapshot()];
    expect(second).toEqual(first);
  }, 60_000);
});
