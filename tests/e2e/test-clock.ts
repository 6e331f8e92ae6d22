import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
} from '@playwright/test';

/**
 * The browser's clock for the end-to-end tests: the same shifted time as the server's (APL_NOW, set by
 * playwright.config.ts), so "today", registration windows and countdowns agree whatever the real hour.
 */
export function testNow(): Date {
  const { APL_NOW, APL_NOW_ORIGIN } = process.env;
  if (!APL_NOW || !APL_NOW_ORIGIN) throw new Error('playwright.config.ts sets APL_NOW and APL_NOW_ORIGIN');
  return new Date(Date.parse(APL_NOW) + Date.now() - Number(APL_NOW_ORIGIN));
}

async function installTestClock(context: BrowserContext) {
  await context.clock.install({ time: testNow() });
}

/** A second browser (a director beside a visitor) on the same clock. */
export async function newContextAtTestTime(browser: Browser, options?: BrowserContextOptions) {
  const context = await browser.newContext(options);
  await installTestClock(context);
  return context;
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await installTestClock(context);
    await use(context);
  },
});

export { expect } from '@playwright/test';
