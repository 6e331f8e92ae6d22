/**
 * `npm run bench:first-start`: how long `npm start` takes to its first real answer on an empty data folder
 * (initdb, migrations, the default seed, the client build when missing), the data folder's size after it, and
 * a second start on that folder. RUNS runs (default 3), medians, with the machine's load; writes its section
 * of BENCHMARKS.md.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeBenchmarkSection } from './benchmarks-file';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 3640);
const RUNS = Number(process.env.RUNS ?? 3);

interface Start {
  firstAnswerMs: number;
  dataMiB: number;
  walMiB: number;
  secondStartMs: number;
}

const mib = (dir: string) =>
  Number(
    execSync(`du -sk ${JSON.stringify(dir)}`)
      .toString()
      .split('\t')[0],
  ) / 1024;

async function untilAnswered(child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/`);
      await response.arrayBuffer();
      if (response.status === 200) return Date.now() - started;
    } catch {
      // Not listening yet.
    }
    await sleep(50);
  }
}

async function start(dataDir: string) {
  const started = Date.now();
  // The embedded database: no DATABASE_URL, whatever the caller's environment has.
  const { DATABASE_URL: _postgres, ...env } = process.env;
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    return await untilAnswered(child, started);
  } finally {
    // npm, tsx and node: the whole group, then wait for the database to close.
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  }
}

async function run(): Promise<Start> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'apl-first-start-'));
  try {
    const firstAnswerMs = await start(dataDir);
    const dataMiB = mib(dataDir);
    const walMiB = mib(path.join(dataDir, 'pglite/pg_wal'));
    const secondStartMs = await start(dataDir);
    return { firstAnswerMs, dataMiB, walMiB, secondStartMs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const loadBefore = loadavg()[0] ?? 0;
const runs: Start[] = [];
for (let i = 0; i < RUNS; i++) {
  runs.push(await run());
  console.log(`run ${i + 1}:`, runs.at(-1));
}
const loadAfter = loadavg()[0] ?? 0;
const commit = execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim();
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const row = (label: string, pick: (s: Start) => number, format: (n: number) => string) =>
  `| ${label} | ${format(median(runs.map(pick)))} | ${runs.map((s) => format(pick(s))).join(', ')} |`;
const section = `## bench:first-start (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit})

\`npm start\` on an empty data folder (client build present) to the first 200 answer of \`/\`, then a second
start on the same folder; ${RUNS} runs, load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after.

| | median | runs |
| --- | --- | --- |
${row('first answer (s)', (s) => s.firstAnswerMs, seconds)}
${row(
  'data folder (MiB)',
  (s) => s.dataMiB,
  (n) => n.toFixed(0),
)}
${row(
  'of it pg_wal (MiB)',
  (s) => s.walMiB,
  (n) => n.toFixed(0),
)}
${row('second start (s)', (s) => s.secondStartMs, seconds)}
`;
console.log(section);
writeBenchmarkSection('## bench:first-start', section);
