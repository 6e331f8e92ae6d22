import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { FAKE_SECUREPAY, startFakeSecurePay } from '../fakes/securepay';
import { eventsTakingPtcAndCards } from './redeemable-events';
import { AT_ONE_SIZE, test as base, expect, logIn, newContextAtTestTime } from './test-clock';

const _API = '/umbraco/api';
const ROOT = path.resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function waitUntilUp(url: string, server: ChildProcess, log: () => string) {
  const until = Date.now() + 170_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the SecurePay server stopped:\n${log()}`);
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the SecurePay server did not start:\n${log()}`);
}

/**
 * The app as a deployment with SecurePay runs it: its own server (its own database) whose SecurePay
 * variables point at a local fake of SecurePay's API and SDK script (tests/fakes/securepay.ts), a different
 * origin, so the page's Content-Security-Policy has to let that script in.
 */
type SecurePay = { url: string; fake: Awaited<ReturnType<typeof startFakeSecurePay>> };

const test = base.extend<Record<never, never>, { securePay: SecurePay }>({
  securePay: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies destructured.
    async ({}, use) => {
      const fake = await startFakeSecurePay();
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'apl-e2e-securepay-'));
      let output = '';
      // Its own database and no shared Redis, whatever the shell has set.
      const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
      // As `npm start` runs it: the server's bundle, with Node itself.
      const server = spawn(process.execPath, ['src/server/start.mjs'], {
        cwd: ROOT,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...inherited,
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
          SECUREPAY_CLIENT_ID: FAKE_SECUREPAY.clientId,
          SECUREPAY_CLIENT_SECRET: FAKE_SECUREPAY.clientSecret,
          SECUREPAY_MERCHANT_CODE: FAKE_SECUREPAY.merchantCode,
          SECUREPAY_BASE_URL: fake.url,
          SECUREPAY_TOKEN_URL: `${fake.url}/oauth/token`,
          SECUREPAY_SCRIPT_URL: fake.scriptUrl,
        },
      });
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-4000);
      };
      server.stdout?.on('data', keep);
      server.stderr?.on('data', keep);
      const url = `http://localhost:${port}`;
      try {
        await waitUntilUp(`${url}/`, server, () => output);
        await use({ url, fake });
      } finally {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        if (server.exitCode === null && server.pid) process.kill(-server.pid, 'SIGTERM');
        await exited;
        await fake.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
/**
 * Its own server is a whole seeded database: one serves both sizes, a phone's and a desktop's window in turn, in
 * one test (the phone project's, which runs first: its server's seeding is then not the run's last minute), each buying its own two events.
 */
const SIZES = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
] as const;

async function logInAsMember(page: Page) {
  await logIn(page, 'member@example.com', 'Member#2026', '/profile');
  await expect(page).toHaveURL(/\/profile$/);
}

/** Opens the redeem page with the slider at 0: the card pays the whole buy-in. */
async function openCardOnly(page: Page, eventId: number, buyIn: number) {
  await page.goto(`/redeem/verify?returnUrl=${encodeURIComponent(`/redeem/event/${eventId}`)}`);
  await expect(page).toHaveURL(new RegExp(`/redeem/event/${eventId}$`));
  const slider = page.getByRole('slider');
  await slider.focus();
  await slider.press('Home');
  await expect(page.getByTestId('total-amount')).toHaveText(`0 PTC + $${buyIn} AUD`);
}

/** Types into SecurePay's form (the fake draws plain inputs where SecurePay draws its frame). */
async function fillSecurePayCard(page: Page, number: string) {
  const form = page.getByTestId('securepay-card-form');
  await form.getByLabel('Cardholder name').fill('Mia Callaghan');
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry date').fill('12/29');
  await form.getByLabel('CVV').fill('123');
}

// One test walks both sizes against one SecurePay server: listed in the phone project only.
test(
  'with SecurePay the member pays by card through its script; declines and tokenise errors take nothing',
  AT_ONE_SIZE,
  async ({ browser, securePay }) => {
    test.setTimeout(180_000);
    for (const [i, size] of SIZES.entries()) {
      await test.step(size.name, async () => {
        const context = await newContextAtTestTime(browser, { ...size.use, baseURL: securePay.url });
        try {
          await payThroughSecurePay(await context.newPage(), securePay, i);
        } finally {
          await context.close();
        }
      });
    }
  },
);

/** The size's own two events: one paid, one declined (the seed lists them the same way for each size). */
async function payThroughSecurePay(page: Page, securePay: SecurePay, size: number) {
  const blocked: string[] = [];
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    if (message.type() === 'error') logged.push(message.text());
  });
  await logInAsMember(page);
  const events = await eventsTakingPtcAndCards(page.request, 2 * SIZES.length);
  const [paid, declined] = events.slice(2 * size, 2 * size + 2);
  if (!paid || !declined) throw new Error('no events to buy');

  await openCardOnly(page, paid.id, paid.buyInAmount);
  const payNow = page.getByRole('button', { name: 'Pay Now' });
  await expect(page.getByTestId('securepay-card-form').getByLabel('Card number')).toBeVisible();
  await expect(page.getByLabel('Expiry (MM/YY)')).toHaveCount(0);
  await expect(payNow).toBeDisabled();
  // A card SecurePay cannot tokenise: logged only, the spinner stops, nothing is bought.
  await fillSecurePayCard(page, '4012 8888 8888 1881');
  await expect(payNow).toBeEnabled();
  const paymentsBefore = securePay.fake.payments().length;
  await payNow.click();
  await expect
    .poll(() => logged.some((text) => text.includes('SecurePay could not tokenise the card')))
    .toBe(true);
  await expect(payNow).toBeEnabled();
  await expect(payNow).not.toHaveAttribute('data-loading', 'true');
  await expect(page.getByTestId('redeem-error')).toHaveCount(0);
  await expect(page.getByText('Card form unavailable')).toHaveCount(0);
  expect(securePay.fake.payments()).toHaveLength(paymentsBefore);

  // Reset empties SecurePay's fields and puts the slider back to as many PTC as may be used.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByTestId('securepay-card-form').getByLabel('Card number')).toHaveValue('');
  await page.getByRole('slider').focus();
  await page.getByRole('slider').press('Home');
  await expect(page.getByTestId('total-amount')).toHaveText(`0 PTC + $${paid.buyInAmount} AUD`);
  await expect(payNow).toBeDisabled();
  await fillSecurePayCard(page, '4111 1111 1111 1111');
  await payNow.click();
  const heading = page.getByRole('heading', { name: /^Success! Your code is / });
  await expect(heading).toBeVisible();
  const cents = paid.buyInAmount * 100;
  expect(securePay.fake.payments().slice(paymentsBefore)).toEqual([
    expect.objectContaining({
      merchantCode: FAKE_SECUREPAY.merchantCode,
      token: expect.stringMatching(/^fake-1111-/),
      amount: cents + Math.round(cents * 0.02),
    }),
  ]);

  await openCardOnly(page, declined.id, declined.buyInAmount);
  await fillSecurePayCard(page, '4000 0000 0000 0002');
  await payNow.click();
  await expect(page.getByTestId('redeem-error')).toContainText(
    'Your card was declined. No payment was taken.',
  );
  await expect(page.getByRole('heading', { name: /^Success!/ })).toHaveCount(0);
  expect(blocked).toEqual([]);
}
