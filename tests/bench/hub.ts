import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { signInDirector } from '../server/director-sign-in';
import { writeBenchmarkSection } from './benchmarks-file';

/**
 * npm run bench:hub: CLIENTS raw SignalR clients (JSON protocol over WebSocket) join one event on one
 * server; ROUNDS times a clock action is made, then a bust-out on the event's 20-player floor (issue 35), which
 * pushes the clock and the floor; the time until each client has each push (the medians over the rounds of
 * p50/p99/max), and the server's memory per connection. Results into BENCHMARKS.md.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA_DIR = path.resolve(ROOT, process.env.BENCH_HUB_DATA_DIR ?? 'data/bench-hub');
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const FLOOR_PLAYERS = 20;
const BATCH = 250;
const CLOCK_PUSH = 'notifyTournamentClockStatusUpdate';
const FLOOR_PUSH = 'notifyFloorUpdate';
const RS = '\u001e';

function run(args: string[], env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exited ${code}`))));
  });
}

function startServer(): Promise<{ port: number; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/search-server.ts', 'app'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /ready (\d+)/.exec(chunk.toString());
      if (match) resolve({ port: Number(match[1]), child });
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

const rssKiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

interface Client {
  socket: WebSocket;
  /** When the push the round waits for arrived (0: not yet). */
  receivedAt: number;
}

function connect(
  port: number,
  eventId: number,
  onPush: (client: Client, target: string, bytes: number) => void,
): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/hubs/tournamentClock`);
    const client: Client = { socket, receivedAt: 0 };
    let buffer = '';
    socket.on('open', () => socket.send(`{"protocol":"json","version":1}${RS}`));
    // As the official client does: a ping every 15 s, so the server never takes a quiet client for gone (30 s).
    const ping = setInterval(() => {
      if (socket.readyState === WebSocket.OPEN) socket.send(`{"type":6}${RS}`);
    }, 15_000);
    socket.on('close', () => clearInterval(ping));
    socket.on('message', (data) => {
      buffer += data.toString();
      const records = buffer.split(RS);
      buffer = records.pop() ?? '';
      for (const record of records) {
        if (record === '{}')
          socket.send(`{"type":1,"invocationId":"1","target":"JoinEvent","arguments":[${eventId}]}${RS}`);
        else if (record.includes('"invocationId":"1"')) resolve(client);
        else if (record.includes(CLOCK_PUSH)) onPush(client, CLOCK_PUSH, record.length);
        else if (record.includes(FLOOR_PUSH)) onPush(client, FLOOR_PUSH, record.length);
      }
    });
    socket.on('error', reject);
  });
}

async function upcomingTournament(port: number) {
  const today = new Date().toISOString().slice(0, 10);
  const week = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`http://127.0.0.1:${port}/umbraco/api/event/searchevents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ stateId: 1, fromDate: today, toDate: week }),
  });
  const games = (await response.json()) as { id: number; typeId: number }[];
  const game = games.find((g) => g.typeId !== 14);
  if (!game) throw new Error('no upcoming tournament in the bench data');
  return game.id;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** A director's call; throws on anything but 200. */
async function directorCall(base: string, cookie: string, url: string, body?: unknown) {
  const answer = await fetch(`${base}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
}

interface FloorPlayer {
  id: number;
  out: number | null;
}

/** The event's floor with FLOOR_PLAYERS walk-ins seated (kept from an earlier run while enough are left). */
async function seatedFloor(base: string, cookie: string, eventId: number): Promise<FloorPlayer[]> {
  const command = (intent: object) =>
    directorCall(base, cookie, `/umbraco/api/Floor/Command?eventId=${eventId}`, {
      commandId: randomUUID(),
      intent,
    });
  let floor = (await directorCall(
    base,
    cookie,
    `/umbraco/api/Floor/GetDirectorFloor?eventId=${eventId}`,
  )) as {
    drawn: boolean;
    players: FloorPlayer[];
  };
  if (!floor.drawn) {
    for (let i = floor.players.length + 1; i <= FLOOR_PLAYERS; i++)
      await command({ type: 'entry.add', playerName: `Bench Player ${i}` });
    floor = await command({ type: 'seats.draw' });
  }
  const left = floor.players.filter((p) => p.out === null);
  if (left.length <= ROUNDS)
    throw new Error(`the bench event's floor has ${left.length} players left: seed again`);
  return left;
}

interface Round {
  p50: number;
  p99: number;
  max: number;
  received: number;
}

if (!existsSync(path.join(DATA_DIR, 'pglite'))) {
  console.log(`Seeding a small league into ${DATA_DIR}...`);
  await run(['src/server/seed/cli.ts', '--scale', 'small'], { DATA_DIR });
}
const { port, child } = await startServer();
const pid = child.pid ?? 0;
try {
  const eventId = await upcomingTournament(port);
  const cookie = await signInDirector(`http://127.0.0.1:${port}`);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = rssKiB(pid);

  const base = `http://127.0.0.1:${port}`;
  const load = loadavg()[0] ?? 0;
  let actionAt = 0;
  let waitingFor = '';
  let received = 0;
  let floorBytes = 0;
  const onPush = (client: Client, target: string, bytes: number) => {
    if (target === FLOOR_PUSH) floorBytes = bytes;
    if (target === waitingFor && client.receivedAt === 0 && actionAt > 0) {
      client.receivedAt = performance.now();
      received++;
    }
  };
  const clients: Client[] = [];
  const connectStarted = performance.now();
  for (let i = 0; i < CLIENTS; i += BATCH) {
    clients.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(BATCH, CLIENTS - i) }, () => connect(port, eventId, onPush)),
      )),
    );
  }
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = rssKiB(pid);
  const players = await seatedFloor(base, cookie, eventId);

  /** One director call, and how long each client took to have the push it waits for. */
  async function measure(target: string, call: () => Promise<unknown>): Promise<Round> {
    for (const client of clients) client.receivedAt = 0;
    received = 0;
    waitingFor = target;
    actionAt = performance.now();
    await call();
    const deadline = performance.now() + 30_000;
    while (received < CLIENTS && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
    const latencies = clients
      .filter((c) => c.receivedAt > 0)
      .map((c) => c.receivedAt - actionAt)
      .sort((a, b) => a - b);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return {
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? 0,
      received: latencies.length,
    };
  }

  const status = (await (
    await fetch(`${base}/umbraco/api/tournamentClock/getTournamentClockStatus?eventId=${eventId}`)
  ).json()) as { runStatus: number };
  const clockRounds: Round[] = [];
  const floorRounds: Round[] = [];
  let action = status.runStatus === 1 ? 'start' : 'addTime';
  for (let round = 0; round < ROUNDS; round++) {
    const clockAction = action;
    clockRounds.push(
      await measure(CLOCK_PUSH, () =>
        directorCall(
          base,
          cookie,
          `/umbraco/api/tournamentClock/${clockAction}?eventId=${eventId}`,
          clockAction === 'addTime' ? { seconds: 1 } : null,
        ),
      ),
    );
    action = 'addTime';
    const out = players[round] as FloorPlayer;
    floorRounds.push(
      await measure(FLOOR_PUSH, () =>
        directorCall(base, cookie, `/umbraco/api/Floor/Command?eventId=${eventId}`, {
          commandId: randomUUID(),
          intent: { type: 'entry.bust', entry: out.id },
        }),
      ),
    );
  }
  for (const client of clients) client.socket.terminate();

  const summary = (rounds: Round[]) => ({
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    max: median(rounds.map((r) => r.max)),
    received: Math.min(...rounds.map((r) => r.received)),
  });
  const clock = summary(clockRounds);
  const seats = summary(floorRounds);
  const perConnectionKiB = (after - before) / CLIENTS;
  const row = (push: string, r: Round) =>
    `| ${push} | ${CLIENTS} | ${r.received} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.max.toFixed(0)} | ${perConnectionKiB.toFixed(1)} KiB |`;
  console.log(
    `${CLIENTS} clients joined in ${connectSeconds.toFixed(1)} s (load average ${load.toFixed(2)}); medians of ${ROUNDS} rounds: clock p50 ${clock.p50.toFixed(0)} ms, p99 ${clock.p99.toFixed(0)} ms; floor p50 ${seats.p50.toFixed(0)} ms, p99 ${seats.p99.toFixed(0)} ms (${floorBytes} bytes a push); ${perConnectionKiB.toFixed(1)} KiB per connection`,
  );
  const met = (r: Round) => r.p99 < 250 && r.received === CLIENTS;

  const section = `## bench:hub (${new Date().toISOString().slice(0, 10)})

\`npm run bench:hub\`: ${CLIENTS} raw SignalR clients (JSON protocol over WebSocket, the same frames the official
client sends) connect to \`/hubs/tournamentClock\` on one server and call \`JoinEvent\` for one event (in ${connectSeconds.toFixed(1)} s).
Then ${ROUNDS} rounds of: a director's clock call (\`start\`, then \`addTime\`), timed until each client has the
\`${CLOCK_PUSH}\` push; and a bust-out on the event's ${FLOOR_PLAYERS}-player floor (issue 35), which pushes the floor and
then the clock, timed until each client has the \`${FLOOR_PUSH}\` push (${floorBytes} bytes with its tables and
moves); that time includes the command's own transaction (the event row locked, the log replayed, the command,
its audit row, the clock's counts), in the server's process with PGlite. Figures are the medians over the rounds; the clients run in one Node process on the same 2-core machine
as the server, so their own reading of 5,000 sockets is part of the figure. Load average (1 min) at the start:
${load.toFixed(2)}.

| Push | Clients | Received | p50 ms | p99 ms | max ms | Server memory per connection |
|---|---|---|---|---|---|---|
${row('clock', clock)}
${row('floor (seats)', seats)}

Goal: p99 under 250 ms (clock ${met(clock) ? 'met' : 'NOT met'}; floor ${met(seats) ? 'met' : 'NOT met'}).
`;
  writeBenchmarkSection('## bench:hub', section);
  console.log('Written to BENCHMARKS.md');
} finally {
  child.kill('SIGKILL');
}
process.exit(0);
