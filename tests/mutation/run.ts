/**
 * npm run test:mutation [file ...]: Stryker over machines/ and the shared rules, one run per file with only
 * the test files that import it (machines are built when their module loads, so every mutant is static and
 * would otherwise rerun the whole suite). Writes the score per file to BENCHMARKS.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const RULES = [
  'src/shared/clock.ts',
  'src/shared/event-dates.ts',
  'src/shared/event-types.ts',
  'src/shared/game-rules.ts',
  'src/shared/geo.ts',
  'src/shared/safe-return-url.ts',
  'src/shared/states.ts',
  'src/shared/full-load-paths.ts',
];
const machines = readdirSync(path.join(root, 'machines'))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => `machines/${f}`);
const targets = process.argv.slice(2).length ? process.argv.slice(2) : [...machines, ...RULES];

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testFiles(relative);
    return /\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** Test files that import the target (by its path without extension). */
function testsOf(target: string): string[] {
  const stem = target.replace(/\.ts$/, '');
  const name = path.basename(stem);
  const dir = path.basename(path.dirname(stem));
  const pattern = new RegExp(`from '[^']*/${dir}/${name}(\\.ts)?'`);
  return testFiles('tests').filter((file) => pattern.test(readFileSync(path.join(root, file), 'utf8')));
}

interface Score {
  file: string;
  tests: number;
  killed: number;
  survived: number;
  noCoverage: number;
  timeout: number;
  total: number;
  score: number;
}

function run(target: string): Score {
  const tests = testsOf(target);
  const reportFile = path.join(root, 'reports/mutation', `${target.replace(/[/.]/g, '_')}.json`);
  rmSync(reportFile, { force: true });
  if (tests.length === 0) {
    console.warn(`${target}: no test file imports it`);
  } else {
    execFileSync('npx', ['stryker', 'run', '--mutate', target], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, VITEST_INCLUDE: tests.join(',') },
    });
    renameSync(path.join(root, 'reports/mutation/mutation.json'), reportFile);
  }
  const counts = { Killed: 0, Survived: 0, NoCoverage: 0, Timeout: 0, RuntimeError: 0, CompileError: 0 };
  if (existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
      files: Record<string, { mutants: { status: keyof typeof counts }[] }>;
    };
    for (const file of Object.values(report.files)) for (const m of file.mutants) counts[m.status] += 1;
  }
  const detected = counts.Killed + counts.Timeout;
  const total = detected + counts.Survived + counts.NoCoverage;
  return {
    file: target,
    tests: tests.length,
    killed: counts.Killed,
    survived: counts.Survived,
    noCoverage: counts.NoCoverage,
    timeout: counts.Timeout,
    total,
    score: total ? (100 * detected) / total : 0,
  };
}

const started = Date.now();
const scores = targets.map(run);
const detected = scores.reduce((n, s) => n + s.killed + s.timeout, 0);
const total = scores.reduce((n, s) => n + s.total, 0);
const rows = scores.map(
  (s) =>
    `| \`${s.file}\` | ${s.tests} | ${s.total} | ${s.killed} | ${s.timeout} | ${s.survived} | ${s.noCoverage} | ${s.score.toFixed(1)}% |`,
);
const section = [
  `## test:mutation (${new Date().toISOString().slice(0, 10)})`,
  '',
  '`npm run test:mutation`: Stryker 9.5 (default mutators, Vitest runner) over `machines/` and the shared rules, one',
  `run per file with the test files that import it; ${Math.round((Date.now() - started) / 60_000)} minutes on this machine.`,
  'Score = (killed + timed out) / all mutants, no-coverage mutants counted as survivors.',
  '',
  '| File | Test files | Mutants | Killed | Timeout | Survived | No coverage | Score |',
  '|---|---|---|---|---|---|---|---|',
  ...rows,
  `| **all** | | ${total} | | | | | **${total ? ((100 * detected) / total).toFixed(1) : '0'}%** |`,
  '',
  'Goal: at least 85% overall and no file below 70%.',
  '',
].join('\n');
console.log(section);
if (process.argv.slice(2).length === 0) {
  const file = path.join(root, 'BENCHMARKS.md');
  const current = readFileSync(file, 'utf8');
  const start = current.indexOf('## test:mutation');
  const end = start < 0 ? -1 : current.indexOf('\n## ', start + 1);
  const next =
    start < 0
      ? `${current.trimEnd()}\n\n${section}`
      : `${current.slice(0, start)}${section}${end < 0 ? '' : current.slice(end + 1)}`;
  writeFileSync(file, next);
}
