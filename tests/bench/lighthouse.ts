import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { discoverSamples, routePatterns, samplePath } from '../site-routes';
import { writeBenchmarkSection } from './benchmarks-file';

/**
 * npm run bench:lighthouse: Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown) against the
 * production build, on a server started on a fresh seeded DATA_DIR. Each page runs LIGHTHOUSE_RUNS times
 * (default 3); the run with the median performance score is reported. Pages: PAGES below; LIGHTHOUSE_PAGES
 * (comma-separated patterns) replaces them, LIGHTHOUSE_ALL=1 runs every route of the app's route table.
 * MEMBER_PAGES are measured as the seeded demo member (its session cookie sent with every request).
 * Results go to BENCHMARKS.md.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_PORT ?? process.env.E2E_PORT ?? 3241);
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The pages measured by default; a new page's pattern goes here (parameters are filled from the seed). */
const PAGES = [
  '/',
  '/types/:gameType',
  '/event/:id',
  '/venue/:venue',
  '/profile',
  '/redeem/event/:id',
  '/leaderboards',
  '/news',
  '/major-events',
  '/major-events/:eventname',
];

/** Pages only a member sees (the router sends a visitor to log in), and the seeded member measured on them. */
const MEMBER_PAGES = new Set([
  '/profile',
  '/profile/account',
  '/profile/ptc',
  '/profile/ticketChange',
  '/profile/ptctransfer',
  '/redeem/event/:id',
]);
const DEMO_MEMBER = { username: 'member@example.com', password: 'Member#2026' };

/** The demo member's session cookie, from the login form's answer. */
async function memberCookie(): Promise<string> {
  const answer = await fetch(`${BASE}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...DEMO_MEMBER, returnUrl: '/' }),
    redirect: 'manual',
  });
  const cookie = answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('.AspNet.ApplicationCookie='));
  if (answer.status >= 400 || !cookie)
    throw new Error(`The demo member could not sign in (${answer.status})`);
  return cookie;
}

const GOALS = { performance: 90, accessibility: 100, cls: 0.05, tbtMs: 200 };

interface Measure {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGKILL');
  throw new Error('The server did not answer within 180 s');
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART, NO_FCP on a loaded machine) is tried again. */
async function measure(url: string, port: number, cookie: string | null, attempt = 1): Promise<Measure> {
  try {
    return await measureOnce(url, port, cookie);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.log(`${url}: ${(error as Error).message}; trying again`);
    return measure(url, port, cookie, attempt + 1);
  }
}

async function measureOnce(url: string, port: number, cookie: string | null): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  // A member page that sent Lighthouse to the login page would measure the wrong page.
  if (cookie && result && new URL(result.lhr.finalDisplayedUrl).pathname === '/login')
    throw new Error(`${url} went to the login page: the session cookie was not accepted`);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  const { categories, audits } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const value = (key: string) => audits[key]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
  };
}

function median(runs: Measure[]): Measure {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('No Lighthouse run');
  return middle;
}

function writeSection(rows: { page: string; url: string; m: Measure }[]) {
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const all = (test: (m: Measure) => boolean) => met(rows.every(({ m }) => test(m)));
  const table = rows
    .map(
      ({ page, url, m }) =>
        `| \`${page}\` (${url}) | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${(m.fcpMs / 1000).toFixed(1)} s | ${(m.lcpMs / 1000).toFixed(1)} s | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} |`,
    )
    .join('\n');
  const section = `## bench:lighthouse (${new Date().toISOString().slice(0, 10)})

\`npm run bench:lighthouse\`: Lighthouse ${lighthouseVersion()} (mobile preset: simulated slow 4G, 4x CPU
slowdown) with Debian's Chromium against the production build, the server on a fresh seeded database, a new
visitor (no stored location; the member-only pages, ${[...MEMBER_PAGES].filter((p) => rows.some((r) => r.page === p)).join(', ') || 'none here'}, as the seeded
demo member ${DEMO_MEMBER.username}); the median of ${RUNS} runs by performance score. The machine's 2 cores are shared,
so the simulated figures move with the load on it: load average (1 min) ${loadStart.toFixed(1)} at the start,
${loadavg()[0]?.toFixed(1)} at the end.

| Page | Performance | Accessibility | Best practices | FCP | LCP | TBT | CLS |
|---|---|---|---|---|---|---|---|
${table}

Goals: performance at least ${GOALS.performance} (${all((m) => m.performance >= GOALS.performance)}), accessibility ${GOALS.accessibility} (${all((m) => m.accessibility >= GOALS.accessibility)}), CLS under ${GOALS.cls} (${all((m) => m.cls < GOALS.cls)}), TBT under ${GOALS.tbtMs} ms (${all((m) => m.tbtMs < GOALS.tbtMs)}).
`;
  writeBenchmarkSection('## bench:lighthouse', section);
  console.log(section);
}

function lighthouseVersion() {
  const manifest = path.join(
    path.dirname(import.meta.resolve('lighthouse/package.json').replace('file://', '')),
  );
  return (JSON.parse(readFileSync(path.join(manifest, 'package.json'), 'utf8')) as { version: string })
    .version;
}

const patterns = process.env.LIGHTHOUSE_ALL
  ? routePatterns()
  : (process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim()) ?? PAGES);

const loadStart = loadavg()[0] ?? 0;
await run('npx', ['vite', 'build']);
const dataDir = mkdtempSync(path.join(tmpdir(), 'apl-lighthouse-'));
const server = await startServer(dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const samples = await discoverSamples(BASE);
  const cookie = patterns.some((p) => MEMBER_PAGES.has(p)) ? await memberCookie() : null;
  const rows: { page: string; url: string; m: Measure }[] = [];
  for (const page of patterns) {
    const url = samplePath(page, samples);
    const pageCookie = MEMBER_PAGES.has(page) ? cookie : null;
    // One unmeasured load warms the server's caches and the build's files in the OS cache.
    await fetch(`${BASE}${url}`, { headers: pageCookie ? { cookie: pageCookie } : {} }).catch(
      () => undefined,
    );
    const runs: Measure[] = [];
    for (let i = 0; i < RUNS; i++) {
      const m = await measure(`${BASE}${url}`, chrome.port, pageCookie);
      console.log(
        `${url} run ${i + 1}: performance ${m.performance}, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls}`,
      );
      runs.push(m);
    }
    rows.push({ page, url, m: median(runs) });
  }
  writeSection(rows);
} finally {
  chrome.kill();
  server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
