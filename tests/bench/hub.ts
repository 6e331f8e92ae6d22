import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { signInDirector } from '../server/director-sign-in';
import { writeBenchmarkSection } from './benchmarks-file';

/**
 * npm run bench:hub: CLIENTS raw SignalR clients (JSON protocol over WebSocket) join one event on one
 * server; a director action is made; the time until each client has the push (p50/p99/max), and the
 * server's memory per connection. Results into BENCHMARKS.md.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA_DIR = path.resolve(ROOT, process.env.BENCH_HUB_DATA_DIR ?? 'data/bench-hub');
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 5000);
const BATCH = 250;
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
  receivedAt: number;
}

function connect(port: number, eventId: number, onPush: (client: Client) => void): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/hubs/tournamentClock`);
    const client: Client = { socket, receivedAt: 0 };
    let buffer = '';
    socket.on('open', () => socket.send(`{"protocol":"json","version":1}${RS}`));
    socket.on('message', (data) => {
      buffer += data.toString();
      const records = buffer.split(RS);
      buffer = records.pop() ?? '';
      for (const record of records) {
        if (record === '{}')
          socket.send(`{"type":1,"invocationId":"1","target":"JoinEvent","arguments":[${eventId}]}${RS}`);
        else if (record.includes('"invocationId":"1"')) resolve(client);
        else if (record.includes('notifyTournamentClockStatusUpdate')) onPush(client);
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

  let actionAt = 0;
  let received = 0;
  const onPush = (client: Client) => {
    if (client.receivedAt === 0 && actionAt > 0) {
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

  const status = await fetch(
    `http://127.0.0.1:${port}/umbraco/api/tournamentClock/getTournamentClockStatus?eventId=${eventId}`,
  );
  const runStatus = ((await status.json()) as { runStatus: number }).runStatus;
  const action = runStatus === 1 ? 'start' : 'addTime';
  actionAt = performance.now();
  const answer = await fetch(
    `http://127.0.0.1:${port}/umbraco/api/tournamentClock/${action}?eventId=${eventId}`,
    {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: action === 'addTime' ? '{"seconds":1}' : 'null',
    },
  );
  if (!answer.ok) throw new Error(`director action answered ${answer.status}: ${await answer.text()}`);
  const deadline = performance.now() + 30_000;
  while (received < CLIENTS && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 5));
  const latencies = clients
    .filter((c) => c.receivedAt > 0)
    .map((c) => c.receivedAt - actionAt)
    .sort((a, b) => a - b);
  for (const client of clients) client.socket.terminate();

  const perConnection = ((after - before) * 1024) / CLIENTS;
  const result = {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    received: latencies.length,
    perConnectionKiB: perConnection / 1024,
  };
  console.log(
    `${CLIENTS} clients joined in ${connectSeconds.toFixed(1)} s; push after '${action}': p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, max ${result.max.toFixed(0)} ms, ${result.received}/${CLIENTS} received; ${result.perConnectionKiB.toFixed(1)} KiB per connection`,
  );

  const section = `## bench:hub (${new Date().toISOString().slice(0, 10)})

\`npm run bench:hub\`: ${CLIENTS} raw SignalR clients (JSON protocol over WebSocket, the same frames the official
client sends) connect to \`/hubs/tournamentClock\` on one server and call \`JoinEvent\` for one event (in ${connectSeconds.toFixed(1)} s);
then a director's \`${action}\` call. Latency is from sending that call until each client has the
\`notifyTournamentClockStatusUpdate\` push; the clients run in one Node process on the same 2-core machine as the
server, so their own reading of 5,000 sockets is part of the figure.

| Clients | Received | p50 ms | p99 ms | max ms | Server memory per connection |
|---|---|---|---|---|---|
| ${CLIENTS} | ${result.received} | ${result.p50.toFixed(0)} | ${result.p99.toFixed(0)} | ${result.max.toFixed(0)} | ${result.perConnectionKiB.toFixed(1)} KiB |

Goal: p99 under 250 ms (${result.p99 < 250 && result.received === CLIENTS ? 'met' : 'NOT met'}).
`;
  writeBenchmarkSection('## bench:hub', section);
  console.log('Written to BENCHMARKS.md');
} finally {
  child.kill('SIGKILL');
}
process.exit(0);
