/**
 * npm run test:mutation [--record] [--fast] [file ...]: Stryker over machines/ and the shared rules, one run per file
 * with only the tests that measure it (see testsOf); the view path tests replay their default set, one path
 * per transition, sample and guard outcome (tests/support/path-harness.ts; PATHS=full is left out of these
 * runs). Machines are built when their module loads, so nearly every mutant is static and reruns all of its
 * test files: keeping those few and fast is what makes a run take minutes per file instead of hours.
 *
 * Each file's report stays in reports/mutation/; the score table is built from every report there. With no
 * file named, or with --record, the table is written into BENCHMARKS.md (between the mutation-table markers
 * of its test:mutation section, so the prose around it stays).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
  'src/shared/leaderboard-filters.ts',
  'src/shared/mobile.ts',
];
const tsFiles = (dir: string) =>
  readdirSync(path.join(root, dir))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `${dir}/${f}`);
/** The charts, then the pieces some of them share (machines/shared: no chart of their own). */
const MACHINES = [...tsFiles('machines'), ...tsFiles('machines/shared')];
const args = process.argv.slice(2);
const record = args.includes('--record');
/** Only the rule and machine tests, without the view path test: a quicker, lower score. */
const fast = args.includes('--fast');
const named = args.filter((a) => !a.startsWith('--'));
// `--record` alone runs nothing: it writes the table of the reports already there.
const targets = named.length ? named : record ? [] : [...MACHINES, ...RULES];
const reports = path.join(root, 'reports/mutation');

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testFiles(relative);
    return /\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The names a test file imports from the target (null when it does not import it). */
function importedNames(source: string, target: string): string[] | null {
  const stem = target.replace(/\.ts$/, '');
  const from = `'[^']*/${path.basename(path.dirname(stem))}/${path.basename(stem)}(?:\\.ts)?'`;
  const found = [
    ...source.matchAll(new RegExp(`import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s*from\\s*${from}`, 'g')),
  ];
  if (!found.length) return null;
  return found.flatMap((m) => (m[1] as string).split(',').map((n) => n.replace(/^\s*type\s+/, '').trim()));
}

/**
 * The tests that measure a file: the rule and machine tests (tests/machines, tests/shared) that import it,
 * and the view path test built on it (the client test that measures coverage of a machine it exports).
 * Client tests that only render another flow's view with this machine inside are left out: they are slow
 * and its own path test already drives every state, transition and guard of it.
 */
function testsOf(target: string): string[] {
  const charts = /^machines\/[^/]+$/.test(target) ? [CHARTS_BUILD] : [];
  return charts.concat(
    testFiles('tests').filter((file) => {
      const source = readFileSync(path.join(root, file), 'utf8');
      const names = importedNames(source, target);
      if (!names) return false;
      if (/^tests\/(machines|shared)\//.test(file)) return true;
      return !fast && names.some((name) => source.includes(`createCoverage(${name})`));
    }),
  );
}

/** Imports the mutated chart inside a test: a chart that throws when its module loads fails there. */
const CHARTS_BUILD = 'tests/machines/charts-build.test.ts';

const reportOf = (target: string) => path.join(reports, `${target.replace(/[/.]/g, '_')}.json`);
const metaOf = (target: string) => reportOf(target).replace(/\.json$/, '.meta.json');

function run(target: string) {
  const tests = testsOf(target);
  rmSync(reportOf(target), { force: true });
  if (tests.length === 0) {
    console.warn(`${target}: no test measures it`);
    return;
  }
  const started = Date.now();
  execFileSync('npx', ['stryker', 'run', '--mutate', target], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITEST_INCLUDE: tests.join(','), PATHS: '', MUTATION_TARGET: target },
  });
  renameSync(path.join(reports, 'mutation.json'), reportOf(target));
  writeFileSync(metaOf(target), JSON.stringify({ tests, fast, minutes: (Date.now() - started) / 60_000 }));
}

interface Score {
  file: string;
  tests: string[];
  fast?: boolean;
  minutes: number;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  total: number;
  score: number;
}

function scoreOf(target: string): Score | null {
  if (!existsSync(reportOf(target))) return null;
  const counts = { Killed: 0, Survived: 0, NoCoverage: 0, Timeout: 0, RuntimeError: 0, CompileError: 0 };
  const report = JSON.parse(readFileSync(reportOf(target), 'utf8')) as {
    files: Record<string, { mutants: { status: keyof typeof counts }[] }>;
  };
  for (const file of Object.values(report.files)) for (const m of file.mutants) counts[m.status] += 1;
  const meta = existsSync(metaOf(target))
    ? (JSON.parse(readFileSync(metaOf(target), 'utf8')) as {
        tests: string[];
        fast?: boolean;
        minutes: number;
      })
    : { tests: [], minutes: 0 };
  const detected = counts.Killed + counts.Timeout;
  const total = detected + counts.Survived + counts.NoCoverage;
  return {
    file: target,
    ...meta,
    killed: counts.Killed,
    timeout: counts.Timeout,
    survived: counts.Survived,
    noCoverage: counts.NoCoverage,
    total,
    score: total ? (100 * detected) / total : 0,
  };
}

mkdirSync(reports, { recursive: true });
for (const target of targets) run(target);

const all = [...MACHINES, ...RULES];
const scores = all.map(scoreOf).filter((s): s is Score => s !== null);
const detected = scores.reduce((n, s) => n + s.killed + s.timeout, 0);
const total = scores.reduce((n, s) => n + s.total, 0);
const testNames = (s: Score) =>
  `${s.tests.map((t) => path.basename(t).replace(/\.test\.tsx?$/, '')).join(', ')}${s.fast ? ' (--fast)' : ''}`;
const table = [
  '| File | Tests | Minutes | Mutants | Killed | Timeout | Survived | No coverage | Score |',
  '|---|---|---|---|---|---|---|---|---|',
  ...scores.map(
    (s) =>
      `| \`${s.file}\` | ${testNames(s)} | ${s.minutes.toFixed(0)} | ${s.total} | ${s.killed} | ${s.timeout} | ${s.survived} | ${s.noCoverage} | ${s.score.toFixed(1)}% |`,
  ),
  `| **all run** | | ${scores.reduce((n, s) => n + s.minutes, 0).toFixed(0)} | ${total} | | | | | **${total ? ((100 * detected) / total).toFixed(1) : '0'}%** |`,
  '',
  `Not run: ${
    all
      .filter((t) => !scores.some((s) => s.file === t))
      .map((t) => `\`${t}\``)
      .join(', ') || 'none'
  }.`,
].join('\n');
console.log(table);

if (!named.length || record) {
  const file = path.join(root, 'BENCHMARKS.md');
  const current = readFileSync(file, 'utf8');
  const [open, close] = ['<!-- mutation-table -->', '<!-- /mutation-table -->'];
  const start = current.indexOf(open);
  const end = current.indexOf(close);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start + open.length)}\n${table}\n${current.slice(end)}`
      : `${current.trimEnd()}\n\n## test:mutation\n\n${open}\n${table}\n${close}\n`;
  writeFileSync(file, next);
}
