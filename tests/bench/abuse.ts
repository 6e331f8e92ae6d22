import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { createRandom } from '../../src/server/seed/random';
import { ensureDatabase } from './bench-database';
import { writeBenchmarkSection } from './benchmarks-file';
import { rssMiB } from './process-memory';

/**
 * npm run bench:abuse: issue 30's item 9, on the real server process (src/server/main.ts, default settings: no
 * proxy, so each client is its socket's address) with PGlite and with PostgreSQL, all on loopback. OTHERS (50)
 * clients browse from their own addresses (127.0.0.10 ...) while ONE address (127.0.0.2) runs each abusive
 * pattern in turn for ABUSE_SECONDS (default 20): hub connections joining unknown events at the allowed rate,
 * concurrent year-long league-wide leaderboards (searches, CSV exports, print and embed pages), concurrent
 * uncached game searches, connections trickling a request body. Reported: the others' p50/p99 and errors per
 * pattern, the server's RSS at the start, its peak, and after ABUSE_SETTLE_SECONDS (default 20) of quiet.
 * ABUSE_DATABASES picks the databases (pglite,postgres). Figures go to BENCHMARKS.md.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 3342);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DATABASE = process.env.ABUSE_DATABASE ?? 'apl_abuse';
const PGLITE_DIR = process.env.ABUSE_DATA_DIR ?? path.join(tmpdir(), 'apl-abuse');
const SECONDS = Number(process.env.ABUSE_SECONDS ?? 20);
const SETTLE_SECONDS = Number(process.env.ABUSE_SETTLE_SECONDS ?? 20);
const OTHERS = Number(process.env.ABUSE_OTHERS ?? 50);
const DATABASES = (process.env.ABUSE_DATABASES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const BASE = `http://127.0.0.1:${PORT}`;
const WS = `ws://127.0.0.1:${PORT}/hubs/tournamentClock`;
const API = '/umbraco/api';
const RS = '\u001e';
const ABUSER = '127.0.0.2';

const random = createRandom(20261127);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const pick = <T>(items: T[]): T => items[random.int(0, items.length - 1)] as T;
const agents = new Map<string, Agent>();
const agentOf = (address: string) => {
  let agent = agents.get(address);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: address === ABUSER ? 256 : 8, localAddress: address });
    agents.set(address, agent);
  }
  return agent;
};

interface Answer {
  status: number;
  ms: number;
  route: string;
}

function call(address: string, method: string, url: string, body?: unknown): Promise<Answer> {
  const started = performance.now();
  const route = `${method} ${url.split('?')[0]}`;
  const text = body === undefined ? undefined : JSON.stringify(body);
  const attempt = (again: boolean): Promise<Answer> =>
    new Promise((resolve) => {
      const req = request(
        `${BASE}${url}`,
        {
          method,
          agent: agentOf(address),
          headers: {
            accept: 'application/json',
            'accept-encoding': 'gzip, deflate, br',
            'x-requested-with': 'XMLHttpRequest',
            ...(text ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, route }),
          );
          res.on('error', () => resolve({ status: 0, ms: performance.now() - started, route }));
        },
      );
      req.setTimeout(30_000, () => req.destroy());
      req.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the server closed as it was reused: browsers send the request again.
        if (!again && req.reusedSocket && error.code === 'ECONNRESET') resolve(attempt(true));
        else resolve({ status: 0, ms: performance.now() - started, route });
      });
      req.end(text);
    });
  return attempt(false);
}

async function json<T>(url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BASE}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: BASE,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function up(child: ChildProcess) {
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}`);
    if ((await call('127.0.0.1', 'GET', `${API}/region/list`)).status === 200) return;
    await sleep(250);
  }
  throw new Error('the server did not answer in time');
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface World {
  upcoming: { id: number; stateId: number; venueId: number }[];
  closedEvents: number[];
  seasons: number[];
}

async function discover(): Promise<World> {
  const upcoming: World['upcoming'] = [];
  for (let stateId = 1; stateId <= 8; stateId++)
    for (const game of await json<{ id: number; stateId: number; venue: { id: number } }[]>(
      `${API}/event/searchevents`,
      { stateId, fromDate: day(0), toDate: day(6) },
    ))
      upcoming.push({ id: game.id, stateId: game.stateId, venueId: game.venue.id });
  const closedEvents: number[] = [];
  for (const venue of [...new Set(upcoming.map((g) => g.venueId))].slice(0, 30))
    for (const game of (
      await json<{ past: { id: number }[] }>(
        `${API}/Venues/GetEventsByVenue?venueId=${venue}&currentWeek=true`,
      )
    ).past.slice(0, 3))
      closedEvents.push(game.id);
  const seasons = (await json<{ id: number }[]>(`${API}/season/list?brand=2`)).map((s) => s.id);
  return { upcoming, closedEvents, seasons };
}

/** One page view of a visitor: the calls the app makes for it, in parallel. */
function pageView(world: World, address: string): Promise<Answer[]> {
  const c = (method: string, url: string, body?: unknown) => call(address, method, url, body);
  const game = pick(world.upcoming);
  switch (random.int(0, 5)) {
    case 0:
      return Promise.all([
        c('GET', `${API}/region/list`),
        c('POST', `${API}/event/searchevents`, { stateId: game.stateId }),
      ]);
    case 1:
      return Promise.all([
        c('GET', `${API}/Event/GetById?eventId=${game.id}`),
        c('GET', `${API}/tournamentClock/getTournamentClockStatus?eventId=${game.id}`),
        c('GET', `${API}/EventPhoto/GetEventPhotos?event=${game.id}`),
      ]);
    case 2: {
      const id = pick(world.closedEvents);
      return Promise.all([
        c('GET', `${API}/Event/GetEventResult?eventId=${id}`),
        c('POST', `${API}/Leaderboard/SearchByEvent`, { eventId: id }),
      ]);
    }
    case 3:
      return Promise.all([
        c('GET', `${API}/Venues/GetById?id=${game.venueId}`),
        c('GET', `${API}/Venues/GetEventsByVenue?venueId=${game.venueId}&currentWeek=true`),
        c('GET', `${API}/season/list?brand=2`),
      ]);
    case 4:
      return Promise.all([
        c('POST', `${API}/Leaderboard/search`, {
          mode: 'overall',
          seasonId: world.seasons[0],
          stateId: game.stateId,
        }),
      ]);
    default:
      return Promise.all([
        c('GET', `${API}/majorevent/getall`),
        c('GET', `${API}/article/GetFeaturedArticles`),
      ]);
  }
}

interface Traffic {
  latencies: number[];
  errors: Map<string, number>;
  /** Latencies by call, to tell which are slow. */
  byRoute?: Map<string, number[]>;
}

async function browse(world: World, address: string, until: number, traffic: Traffic) {
  await sleep(random.int(0, 1500));
  while (Date.now() < until) {
    for (const answer of await pageView(world, address)) {
      traffic.latencies.push(answer.ms);
      const route = traffic.byRoute?.get(answer.route) ?? [];
      route.push(answer.ms);
      traffic.byRoute?.set(answer.route, route);
      if (answer.status === 0 || answer.status >= 400) {
        const kind = `${answer.status} ${answer.route}`;
        traffic.errors.set(kind, (traffic.errors.get(kind) ?? 0) + 1);
      }
    }
    await sleep(random.int(500, 2500));
  }
}

type Counts = Record<string, number>;
const bump = (counts: Counts, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/** 200 hub connections from one address, each joining made-up events at the allowed 10 a second. */
async function hubJoins(_world: World, until: number, counts: Counts) {
  await Promise.all(
    Array.from({ length: 200 }, async () => {
      const socket = new WebSocket(WS, { localAddress: ABUSER });
      socket.on('error', () => {});
      const opened = await new Promise<boolean>((resolve) => {
        socket.on('open', () => resolve(true));
        socket.on('close', () => resolve(false));
      });
      if (!opened) return bump(counts, 'connections refused');
      bump(counts, 'connections');
      socket.on('message', (data) => {
        for (const record of data.toString().split(RS)) {
          if (/not found/.test(record)) bump(counts, 'not found');
          else if (/busy/.test(record)) bump(counts, 'busy');
          else if (/slow down/.test(record)) bump(counts, 'slowed');
        }
      });
      socket.send(`{"protocol":"json","version":1}${RS}`);
      let next = 0;
      while (Date.now() < until && socket.readyState === WebSocket.OPEN) {
        const eventId = random.int(100_000_000, 2_000_000_000);
        socket.send(
          `{"type":1,"invocationId":"${next++}","target":"JoinEvent","arguments":[${eventId}]}${RS}`,
        );
        bump(counts, 'joins');
        await sleep(100);
      }
      socket.close();
    }),
  );
}

/** 40 loops of year-long, league-wide leaderboards: searches, CSV exports, print and embed pages. */
async function leaderboards(world: World, until: number, counts: Counts) {
  await Promise.all(
    Array.from({ length: 40 }, async () => {
      while (Date.now() < until) {
        const seasonId = pick(world.seasons);
        const mode = pick(['overall', 'prize']);
        const divisionId = pick([3, 4]);
        const kind = random.int(0, 3);
        const answer =
          kind === 0
            ? await call(ABUSER, 'POST', `${API}/Leaderboard/search`, { mode, seasonId, divisionId })
            : kind === 1
              ? await call(
                  ABUSER,
                  'GET',
                  `/leaderboard/csv?mode=${mode}&seasonId=${seasonId}&divisionId=${divisionId}`,
                )
              : kind === 2
                ? await call(ABUSER, 'GET', `/embed/leaderboard?mode=${mode}&seasonId=${seasonId}`)
                : await call(
                    ABUSER,
                    'GET',
                    `/leaderboard/print?regionId=${random.int(1, 40)}&seasonId=${seasonId}`,
                  );
        bump(counts, String(answer.status));
        if (answer.status === 503) await sleep(50);
      }
    }),
  );
}

/** 100 loops of uncached four-week, 500-game searches. */
async function searches(_world: World, until: number, counts: Counts) {
  await Promise.all(
    Array.from({ length: 100 }, async () => {
      while (Date.now() < until) {
        const answer = await call(ABUSER, 'POST', `${API}/event/searchevents`, {
          stateId: null,
          fromDate: day(0),
          toDate: day(27),
          buyInMax: random.int(0, 100_000),
          pageSize: 500,
        });
        bump(counts, String(answer.status));
        if (answer.status === 503) await sleep(50);
      }
    }),
  );
}

/** 200 connections from one address, each sending a request whose body comes a byte a second. */
async function slowBodies(_world: World, until: number, counts: Counts) {
  const sockets: Socket[] = [];
  let ending = false;
  const open = () => {
    const socket = connect({ port: PORT, host: '127.0.0.1', localAddress: ABUSER });
    socket.on('error', () => {});
    socket.on('close', () => {
      if (!ending) bump(counts, 'closed by the server');
    });
    socket.write(
      `POST ${API}/event/searchevents HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`,
    );
    sockets.push(socket);
    bump(counts, 'opened');
  };
  for (let i = 0; i < 200; i++) open();
  while (Date.now() < until) {
    await sleep(1000);
    for (const socket of sockets) if (!socket.destroyed) socket.write(' ');
  }
  ending = true;
  for (const socket of sockets) socket.destroy();
}

const PATTERNS = {
  'none (browsing only, for comparison)': async (_world: World, until: number) => {
    await sleep(until - Date.now());
  },
  'hub joins of unknown events (200 connections, 10 joins/s each)': hubJoins,
  'year-long league-wide leaderboards, exports, print and embed pages (40 at once)': leaderboards,
  'uncached 500-game searches (100 at once)': searches,
  'slow request bodies (200 connections, a byte a second)': slowBodies,
};

const fmt = (n: number) => n.toFixed(0);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Runs pattern `index` from a process of its own, so that the abuser's loops do not slow the others' clients (whose
 * latency is what is measured); it prints what it got as JSON.
 */
function abuser(index: number, world: World, until: number): Promise<Counts> {
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename], {
    cwd: ROOT,
    env: {
      ...process.env,
      ABUSE_ROLE: 'abuser',
      ABUSE_PATTERN: String(index),
      ABUSE_UNTIL: String(until),
      ABUSE_WORLD: JSON.stringify(world),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) =>
    child.on('exit', () => {
      try {
        resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Counts);
      } catch {
        resolve({ 'abuser failed': 1 });
      }
    }),
  );
}

async function run(kind: 'pglite' | 'postgres') {
  const env: Record<string, string> =
    kind === 'postgres'
      ? { DATABASE_URL: await ensureDatabase(ADMIN_URL, PG_DATABASE) }
      : { DATA_DIR: PGLITE_DIR };
  if (kind === 'pglite') mkdirSync(PGLITE_DIR, { recursive: true });
  const server = startServer(env);
  try {
    await up(server);
    const world = await discover();
    const others = Array.from({ length: OTHERS }, (_, i) => `127.0.0.${10 + i}`);
    const quiet: Traffic = { latencies: [], errors: new Map() };
    console.log(`${kind}: up; ${world.upcoming.length} upcoming games. Warming up for 10 s...`);
    await Promise.all(others.map((a) => browse(world, a, Date.now() + 10_000, quiet)));
    const pid = server.pid ?? 0;
    const rssStart = rssMiB(pid);
    let rssPeak = rssStart;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssMiB(pid));
    }, 250);
    const rows: {
      pattern: string;
      requests: number;
      p50: number;
      p99: number;
      errors: Map<string, number>;
      counts: Counts;
    }[] = [];
    const chosen = Object.keys(PATTERNS)
      .map((pattern, index) => ({ pattern, index }))
      .filter(
        ({ index }) =>
          !process.env.ABUSE_PATTERNS || process.env.ABUSE_PATTERNS.split(',').includes(String(index)),
      );
    for (const { pattern, index } of chosen) {
      const traffic: Traffic = { latencies: [], errors: new Map(), byRoute: new Map() };
      const until = Date.now() + SECONDS * 1000;
      let counts: Counts = {};
      console.log(`${kind}: ${pattern}...`);
      await Promise.all([
        ...others.map((a) => browse(world, a, until, traffic)),
        abuser(index, world, until).then((got) => {
          counts = got;
        }),
      ]);
      const sorted = traffic.latencies.sort((a, b) => a - b);
      const row = {
        pattern,
        requests: sorted.length,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        errors: traffic.errors,
        counts,
      };
      const slowest = [...(traffic.byRoute ?? [])]
        .map(
          ([route, ms]) =>
            `${route} ${fmt(
              percentile(
                ms.sort((a, b) => a - b),
                99,
              ),
            )}`,
        )
        .sort((a, b) => Number(b.split(' ').at(-1)) - Number(a.split(' ').at(-1)))
        .slice(0, 4);
      console.log({ ...row, errors: Object.fromEntries(row.errors), slowest });
      rows.push(row);
    }
    clearInterval(sampler);
    for (const agent of agents.values()) agent.destroy();
    agents.clear();
    console.log(`${kind}: settling for ${SETTLE_SECONDS} s...`);
    await sleep(SETTLE_SECONDS * 1000);
    const rssAfter = rssMiB(pid);
    const stillUp = (await call('127.0.0.1', 'GET', `${API}/region/list`)).status === 200;
    return {
      kind,
      rows,
      rssStart,
      rssPeak,
      rssAfter,
      stillUp,
      load: loadavg()
        .map((l) => l.toFixed(1))
        .join(' / '),
    };
  } finally {
    await stop(server);
    for (const agent of agents.values()) agent.destroy();
    agents.clear();
  }
}

if (process.env.ABUSE_ROLE === 'abuser') {
  const abuse = Object.values(PATTERNS)[Number(process.env.ABUSE_PATTERN)];
  const counts: Counts = {};
  await abuse?.(
    JSON.parse(process.env.ABUSE_WORLD ?? '{}') as World,
    Number(process.env.ABUSE_UNTIL),
    counts,
  );
  for (const agent of agents.values()) agent.destroy();
  console.log(JSON.stringify(counts));
  process.exit(0);
}

const results = [];
for (const kind of DATABASES) results.push(await run(kind));

const commit = execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim();
const dirty = execSync('git status --porcelain -- src', { cwd: ROOT }).toString().trim()
  ? ' (with uncommitted changes)'
  : '';
const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
const errorsOf = (errors: Map<string, number>) => [...errors.values()].reduce((a, b) => a + b, 0);
const lines = results.flatMap((r) =>
  r.rows.map(
    (row) =>
      `| ${r.kind} | ${row.pattern} | ${row.requests} | ${fmt(row.p50)} | ${fmt(row.p99)} ${row.p99 < 500 ? '' : '(NOT met)'} | ${errorsOf(row.errors)}${row.errors.size ? ` ${JSON.stringify(Object.fromEntries(row.errors))}` : ''} | ${JSON.stringify(row.counts)} |`,
  ),
);
const memory = results.map(
  (r) =>
    `| ${r.kind} | ${fmt(r.rssStart)} | ${fmt(r.rssPeak)} | ${fmt(r.rssAfter)} | ${r.rssAfter - r.rssStart < 50 ? 'met' : 'NOT met'} (${fmt(r.rssAfter - r.rssStart)} MiB) | ${r.stillUp ? 'yes' : 'NO'} | ${r.load} |`,
);
const section = `## bench:abuse (${date} UTC, commit ${commit}${dirty})

\`npm run bench:abuse\`: the real server (\`src/server/main.ts\`, default settings, no proxy: a client is its socket's
address) on each database, on loopback. ${OTHERS} other clients browse from their own addresses (127.0.0.10 ...: event,
venue and result pages, leaderboards, the game finder; the calls a page makes, in parallel, then 0.5-2.5 s of reading)
while one address (127.0.0.2) runs each abusive pattern for ${SECONDS} s in turn. Errors are the others' answers of 400
or more, or none. The client processes run on the same 2-core machine, shared with other work (load below). Goals:
the others' p99 under 500 ms, 0 errors for them, the server's memory back within 50 MB of its start after
${SETTLE_SECONDS} s of quiet.

| Database | Abusive pattern (one address) | Others' requests | p50 ms | p99 ms | Others' errors | What the abuser got |
|---|---|---|---|---|---|---|
${lines.join('\n')}

| Database | Server RSS MiB at start (after warm-up) | Peak | After the abuse and ${SETTLE_SECONDS} s | Back within 50 MB | Still up | Machine load (1 / 5 / 15 min, at the end) |
|---|---|---|---|---|---|---|
${memory.join('\n')}
`;
writeBenchmarkSection('## bench:abuse', section);
console.log(section);
