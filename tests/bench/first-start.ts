/**
 * `npm run bench:first-start`: how long `npm start` takes to its first real answer on a fresh clone (a commit's
 * files exported to a new folder with this checkout's node_modules linked in: no dist/, an empty data folder),
 * so the server bundle, both Vite builds, initdb, the migrations and the default seed; the CPU time the started
 * processes spent until then, the data folder's size, and a second start on that folder. REFS (default HEAD,
 * e.g. `REFS=main,HEAD`) are measured in turn, RUNS times each (default 3); medians, with the machine's load;
 * writes its section of BENCHMARKS.md.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeBenchmarkSection } from './benchmarks-file';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 3640);
const RUNS = Number(process.env.RUNS ?? 3);
const REFS = (process.env.REFS ?? 'HEAD').split(',');
const CLOCK_TICKS = Number(execSync('getconf CLK_TCK').toString());

interface Start {
  firstAnswerMs: number;
  cpuMs: number;
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

/** The fields of /proc/PID/stat after the command's name, of the live processes of group `group`. */
function groupStats(group: number) {
  const stats: string[][] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // Exited meanwhile.
    }
    // From field 3 (state) on: pgrp is field 5, utime, stime, cutime and cstime 14-17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === group) stats.push(fields);
  }
  return stats;
}

/** User and system time of the group's live processes, with that of the children they have waited for. */
const groupCpuMs = (group: number) =>
  (groupStats(group)
    .flatMap((fields) => fields.slice(11, 15))
    .reduce((sum, field) => sum + Number(field), 0) *
    1000) /
  CLOCK_TICKS;

async function untilAnswered(child: ChildProcess, started: number) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/`);
      await response.arrayBuffer();
      if (response.status === 200) return { ms: Date.now() - started, cpuMs: groupCpuMs(child.pid ?? 0) };
    } catch {
      // Not listening yet.
    }
    await sleep(50);
  }
}

async function start(checkout: string, dataDir: string) {
  const started = Date.now();
  // The embedded database: no DATABASE_URL, whatever the caller's environment has.
  const { DATABASE_URL: _postgres, ...env } = process.env;
  const child = spawn('npm', ['start'], {
    cwd: checkout,
    env: { ...env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    return await untilAnswered(child, started);
  } finally {
    // npm, node and any build: the whole group, then wait for all of it to exit (the database to close).
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    while (groupStats(child.pid ?? 0).some((fields) => fields[0] !== 'Z')) await sleep(50);
  }
}

async function run(ref: string): Promise<Start> {
  const checkout = mkdtempSync(path.join(tmpdir(), 'apl-first-start-'));
  try {
    execSync(`git archive ${ref} | tar -x -C ${JSON.stringify(checkout)}`, { cwd: ROOT });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(checkout, 'node_modules'));
    const dataDir = path.join(checkout, 'data');
    const first = await start(checkout, dataDir);
    const dataMiB = mib(dataDir);
    const walMiB = mib(path.join(dataDir, 'pglite/pg_wal'));
    const second = await start(checkout, dataDir);
    return { firstAnswerMs: first.ms, cpuMs: first.cpuMs, dataMiB, walMiB, secondStartMs: second.ms };
  } finally {
    rmSync(checkout, { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const commits = REFS.map((ref) => execSync(`git rev-parse --short ${ref}`, { cwd: ROOT }).toString().trim());
const loadBefore = loadavg();
const runs: Start[][] = REFS.map(() => []);
for (let i = 0; i < RUNS; i++) {
  for (const [r, ref] of REFS.entries()) {
    runs[r]?.push(await run(ref));
    console.log(`${ref} run ${i + 1}:`, runs[r]?.at(-1), 'load', loadavg()[0]?.toFixed(1));
  }
}
const loadAfter = loadavg();
const load = (avg: number[]) => avg.map((n) => n.toFixed(1)).join(' / ');
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const whole = (n: number) => n.toFixed(0);
const row = (label: string, pick: (s: Start) => number, format: (n: number) => string) =>
  `| ${label} | ${runs.map((set) => `${format(median(set.map(pick)))} (${set.map((s) => format(pick(s))).join(', ')})`).join(' | ')} |`;
const section = `## bench:first-start (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)

\`npm start\` on a fresh export of the commit (no \`dist/\`, an empty data folder) to the first 200 answer of \`/\`,
then a second start on the same folder; ${RUNS} runs each${REFS.length > 1 ? ', the commits in turn' : ''}, median (runs). Load average (1 / 5 / 15 min)
${load(loadBefore)} before, ${load(loadAfter)} after. CPU: user and system time of the started processes until the answer.

| | ${commits.join(' | ')} |
| --- | ${commits.map(() => '---').join(' | ')} |
${row('first answer (s)', (s) => s.firstAnswerMs, seconds)}
${row('CPU until then (s)', (s) => s.cpuMs, seconds)}
${row('data folder (MiB)', (s) => s.dataMiB, whole)}
${row('of it pg_wal (MiB)', (s) => s.walMiB, whole)}
${row('second start (s)', (s) => s.secondStartMs, seconds)}
`;
console.log(section);
writeBenchmarkSection('## bench:first-start', section);
