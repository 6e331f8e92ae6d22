import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { type Database, openDatabase } from '../../src/server/db/client';
import { isSeeded, type SeedScale, seedDatabase } from '../../src/server/seed/index';
import { createRandom } from '../../src/server/seed/random';
import { closeEvent, recordBustOut } from '../../src/server/services/results-recording';
import { ensureDatabase } from './bench-database';
import { writeBenchmarkSection } from './benchmarks-file';

/**
 * npm run bench:leaderboard: POST /umbraco/api/Leaderboard/search for 200 random filter combinations on the
 * large seed (BENCH_SCALE to change), on PostgreSQL (BENCH_DATABASE_URL, when it answers) and on PGlite
 * (BENCH_DATA_DIR); then the time to close one event (finishing order, points, every standings row).
 * BENCH_TARGETS=postgres (or pglite) runs one of them: seeding the large league into PGlite takes minutes.
 * Results into BENCHMARKS.md.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SCALE = (process.env.BENCH_SCALE ?? 'large') as SeedScale;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/apl_bench_leaderboard';
const PGLITE_DIR = path.resolve(ROOT, process.env.BENCH_DATA_DIR ?? `data/bench-leaderboard-${SCALE}`);
const TARGETS = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',').map((t) => t.trim());
const SEARCHES = 200;
const CLOSES = 10;
const PLAYERS_PER_EVENT = 12;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as Rows<T>).rows;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function open(kind: 'postgres' | 'pglite'): Promise<Database | null> {
  try {
    if (kind === 'postgres') {
      const admin = new URL(PG_URL);
      admin.pathname = '/postgres';
      await ensureDatabase(admin.toString(), new URL(PG_URL).pathname.slice(1));
    }
    const database =
      kind === 'postgres' ? await openDatabase({ url: PG_URL }) : await openDatabase({ dataDir: PGLITE_DIR });
    if (!(await isSeeded(database.db))) {
      console.log(`Seeding the ${SCALE} league into ${kind}...`);
      const started = Date.now();
      await seedDatabase(database.db, { scale: SCALE });
      console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    return database;
  } catch (error) {
    console.warn(`${kind}: not available (${(error as Error).message})`);
    return null;
  }
}

/** Random filter combinations a visitor could make: every scope, season or month, WA divisions, money. */
async function filterCombinations(database: Database) {
  const random = createRandom(13);
  const { pick } = random;
  const boards = await rowsOf<{ board: number; day: number; venue: number; region: number; state: number }>(
    database,
    sql`select g.id as board, d.id as day, v.id as venue, v.region_id as region, v.state_id as state
      from game_scoreboards g join venue_days d on d.id = g.venue_day_id join venues v on v.id = d.venue_id
      order by g.id limit 5000`,
  );
  const months = await rowsOf<{ id: number; season: number }>(
    database,
    sql`select id, season_id as season from season_months where season_id in (select id from seasons where brand_id = 2)`,
  );
  return Array.from({ length: SEARCHES }, () => {
    const b = pick(boards);
    const m = pick(months);
    const scope = pick(['league', 'state', 'region', 'venue', 'day', 'board', 'money'] as const);
    const period = random.next() < 0.5 ? { seasonId: m.season } : { seasonId: m.season, month: m.id };
    const division = b.state === 3 && random.next() < 0.5 ? { divisionId: 3 } : {};
    switch (scope) {
      case 'league':
        return { ...period };
      case 'state':
        return { stateId: b.state, ...period, ...division };
      case 'region':
        return { stateId: b.state, regionId: b.region, ...period, ...division };
      case 'venue':
        return { stateId: b.state, regionId: b.region, orgEntityId: b.venue, ...period };
      case 'day':
        return { orgEntityId: b.venue, dayId: b.day, ...period };
      case 'board':
        return { orgEntityId: b.venue, dayId: b.day, gameScoreboardId: b.board, ...period };
      default:
        return { mode: 'prize', ...(random.next() < 0.5 ? { stateId: b.state } : {}) };
    }
  });
}

/** What a search ranks: the narrowest filter it names, and whether it asks for one month. */
function filterKind(body: Record<string, unknown>) {
  const narrowest =
    body.mode === 'prize'
      ? 'all-time money'
      : (['gameScoreboardId', 'dayId', 'orgEntityId', 'regionId', 'stateId'] as const).find(
          (key) => body[key] !== undefined,
        );
  const names: Record<string, string> = {
    gameScoreboardId: 'scoreboard',
    dayId: 'day',
    orgEntityId: 'venue',
    regionId: 'region',
    stateId: 'state',
  };
  const scope = narrowest === undefined ? 'league' : (names[narrowest] ?? narrowest);
  return body.month === undefined ? scope : `${scope}, one month`;
}

function byFilterKind(timed: { body: Record<string, unknown>; ms: number }[]) {
  const groups = new Map<string, number[]>();
  for (const { body, ms } of timed) {
    const kind = filterKind(body);
    groups.set(kind, [...(groups.get(kind) ?? []), ms]);
  }
  return [...groups]
    .map(([kind, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return { kind, count: sorted.length, p50: percentile(sorted, 50), max: sorted.at(-1) ?? 0 };
    })
    .sort((a, b) => b.max - a.max);
}

async function measure(kind: 'postgres' | 'pglite') {
  const database = await open(kind);
  if (!database) return null;
  const app = await buildApp({ db: database.db });
  const bodies = await filterCombinations(database);
  const timed: { body: (typeof bodies)[number]; ms: number }[] = [];
  for (const body of bodies.slice(0, 10))
    await app.inject({ method: 'POST', url: '/umbraco/api/Leaderboard/search', payload: body });
  for (const body of bodies) {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/umbraco/api/Leaderboard/search',
      payload: body,
    });
    timed.push({ body, ms: performance.now() - started });
    if (response.statusCode !== 200)
      throw new Error(`${JSON.stringify(body)}: ${response.statusCode} ${response.body}`);
  }
  const times = timed.map(({ ms }) => ms).sort((a, b) => a - b);
  for (const { body, ms } of [...timed].sort((a, b) => b.ms - a.ms).slice(0, 8))
    console.log(`  slow: ${ms.toFixed(1)} ms ${JSON.stringify(body)}`);

  // Closing: upcoming events, each with its bust-outs recorded first; only the close is timed.
  const upcoming = await rowsOf<{ id: number; state: number }>(
    database,
    sql`select id, state_id as state from events where event_status_id = 1 and type_id <> 14 order by starts_at, id limit ${CLOSES}`,
  );
  const closeTimes: number[] = [];
  for (const event of upcoming) {
    const players = await rowsOf<{ id: number }>(
      database,
      sql`select id from members where state_id = ${event.state} and role = 'member' order by id limit ${PLAYERS_PER_EVENT}`,
    );
    for (const player of players.slice(1))
      await recordBustOut(database.db, event.id, { memberId: player.id });
    const started = performance.now();
    await closeEvent(database.db, event.id, { memberId: players[0]?.id });
    closeTimes.push(performance.now() - started);
  }
  closeTimes.sort((a, b) => a - b);
  const [counts] = await rowsOf<{ results: number; standings: number }>(
    database,
    sql`select (select count(*)::int from results) as results, (select count(*)::int from standings) as standings`,
  );
  await app.close();
  await database.close();
  return {
    kind,
    byKind: byFilterKind(timed),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    closeP50: percentile(closeTimes, 50),
    closeMax: closeTimes.at(-1) ?? 0,
    closes: closeTimes.length,
    results: counts?.results ?? 0,
    standings: counts?.standings ?? 0,
  };
}

const measured = [
  TARGETS.includes('postgres') ? await measure('postgres') : null,
  TARGETS.includes('pglite') ? await measure('pglite') : null,
].filter((m) => m !== null);
const ms = (n: number) => n.toFixed(1);
const goal = { postgres: 30, pglite: 60 } as const;
const section = `## bench:leaderboard (${new Date().toISOString().slice(0, 10)})

\`npm run bench:leaderboard\`: POST /umbraco/api/Leaderboard/search (through the app, \`app.inject\`) for ${SEARCHES} random
filter combinations (league, state, region, venue, day, scoreboard; season or month; WA divisions; all-time money) on
the ${SCALE} seed, read from the standings table kept as results are recorded; then closing ${CLOSES} events of
${PLAYERS_PER_EVENT} players (finishing order, points, every standings row they count in) in one transaction each.

| Database | results | standings rows | search p50 | p95 | p99 | close p50 | close max |
|---|---|---|---|---|---|---|---|
${measured
  .map(
    (m) =>
      `| ${m.kind} | ${m.results.toLocaleString('en-AU')} | ${m.standings.toLocaleString('en-AU')} | ${ms(m.p50)} ms | ${ms(m.p95)} ms | ${ms(m.p99)} ms | ${ms(m.closeP50)} ms | ${ms(m.closeMax)} ms |`,
  )
  .join('\n')}

${measured
  .map(
    (m) =>
      `Searches by what they rank, ${m.kind}: ${m.byKind.map((k) => `${k.kind} ${k.count} (p50 ${ms(k.p50)} ms, max ${ms(k.max)} ms)`).join('; ')}.`,
  )
  .join('\n\n')}

Goals: search p95 under 30 ms on PostgreSQL and under 60 ms on PGlite, closing under 100 ms: ${measured
  .map(
    (m) =>
      `${m.kind} search ${m.p95 < goal[m.kind] ? 'met' : 'NOT met'}, close ${m.closeMax < 100 ? 'met' : 'NOT met'}`,
  )
  .join(
    '; ',
  )}.${TARGETS.includes('postgres') && !measured.some((m) => m.kind === 'postgres') ? ' (PostgreSQL was not reachable at BENCH_DATABASE_URL for this run.)' : ''}${TARGETS.includes('pglite') ? '' : ' (PGlite not measured in this run: BENCH_TARGETS=postgres.)'}
`;

writeBenchmarkSection('## bench:leaderboard', section);
console.log(section);
process.exit(0);
