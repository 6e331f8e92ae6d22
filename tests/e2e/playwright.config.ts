import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// Chromium's headless shell where the machine has it (a third faster per page than the full browser's headless
// mode on two cores, BENCHMARKS.md); else the full browser.
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) =>
    existsSync(p),
  );
const dataDir = mkdtempSync(path.join(tmpdir(), 'apl-e2e-'));

// The server and every browser run on one clock that starts on a Wednesday morning in Melbourne, whatever
// the real date, hour or time zone: the seed, today's games, open registrations and clocks that have not
// started are then the same on every run. The workers inherit these from the main process. E2E_NOW picks
// another starting instant, to see the suite at another hour of the league's week.
process.env.APL_NOW ??= process.env.E2E_NOW ?? '2026-11-18T10:00:00+11:00';
process.env.APL_NOW_ORIGIN ??= String(Date.now());

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // One folder per port: Playwright empties it when a run starts, so two runs on one machine (each on its own
  // port) must not share it, or one deletes the traces the other is writing.
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(tmpdir(), `apl-e2e-results-${PORT}`),
  timeout: 30_000,
  expect: { timeout: 8_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace (a snapshot of the page at every action) slowed each test by 10-25% on two cores. In CI,
    // where a failed test runs once more, only that second run records; elsewhere every run does, kept on failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--process-per-site',
      ],
    },
  },
  projects: [
    {
      name: 'mobile',
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      // Tests tagged for the other size only (test-clock.ts) are not listed here at all.
      grepInvert: /@desktop-only/,
    },
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } },
      grepInvert: /@phone-only/,
    },
  ],
  webServer: {
    command: 'node tests/e2e/server.mjs',
    cwd: path.resolve(import.meta.dirname, '../..'),
    url: `http://localhost:${PORT}/`,
    wait: { stdout: /APL e2e server ready/ },
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The journeys read the codes they are sent from the development SMS outbox page.
      SMS_OUTBOX_PAGE: '1',
      // Cheaper password hashes, as in the server suites (src/server/auth/password.ts).
      PASSWORD_HASH_COST: '10',
      APL_NOW: process.env.APL_NOW,
      APL_NOW_ORIGIN: process.env.APL_NOW_ORIGIN,
    },
  },
});
