import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Page,
} from '@playwright/test';
import { STATES } from '../../src/shared/states';

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
  context.on('page', waitingForApp);
}

/** A second browser (a director beside a visitor) on the same clock. */
export async function newContextAtTestTime(browser: Browser, options?: BrowserContextOptions) {
  const context = await browser.newContext(options);
  await installTestClock(context);
  return context;
}

/**
 * Pages are drawn on the server and readable before the app's code has run; a click or a keystroke before the app
 * has taken the page over would be lost. Resolves once it has (the app marks <html data-app>), or at once on a page
 * the app does not run (the server's login page).
 */
export async function appStarted(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.app === 'on',
  );
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward' | 'waitForURL';

/** Each navigation a test makes waits for the app, as a person waits for a page before using it. */
function waitingForApp(page: Page) {
  for (const name of ['goto', 'reload', 'goBack', 'goForward', 'waitForURL'] satisfies Navigation[]) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const result = await navigate(...args);
        await appStarted(page);
        return result;
      },
    });
  }
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await installTestClock(context);
    await use(context);
  },
});

/**
 * Tags that keep a test to one project (playwright.config.ts leaves it out of the other's list, so the other
 * opens no page for it). AT_ONE_SIZE: a check whose outcome does not depend on the window's size (a redirect, an
 * answer of the server, what the app keeps while it starts), run at the phone's size; its pages' layouts are
 * checked at both sizes by every-route.spec.ts, and the journeys run at both. PHONE_ONLY and DESKTOP_ONLY: what
 * only that layout has.
 */
export const AT_ONE_SIZE = { tag: '@phone-only' };
export const PHONE_ONLY = { tag: '@phone-only' };
export const DESKTOP_ONLY = { tag: '@desktop-only' };

/** Sends the login form on the page, then waits for the page it returns to, and for the app on it. */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Email, mobile or membership number').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await appStarted(page);
}

/** Signs in through the login page, which returns to `returnUrl`. */
export async function logIn(page: Page, username: string, password: string, returnUrl = '/') {
  await page.goto(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await submitLogin(page, username, password);
}

/**
 * A returning visitor: the place chosen on an earlier visit, kept on the device (local storage, what the app
 * reads) and in the cookie that mirrors it (what the server draws pages for). VIC unless told.
 */
export async function rememberLocation(
  page: Page,
  location: { stateId: number; regionId: number | null; coords: { lat: number; long: number } | null } = {
    stateId: 1,
    regionId: null,
    coords: null,
  },
) {
  const names = {
    stateName: STATES.find((state) => state.id === location.stateId)?.short ?? 'VIC',
    regionName: null,
  };
  await page.addInitScript(
    ({ stored, named }) => {
      localStorage.setItem('apl.geoLocation', JSON.stringify(stored));
      localStorage.setItem('apl.geoLocationNames', JSON.stringify(named));
    },
    { stored: location, named: names },
  );
  const baseURL = `http://localhost:${process.env.E2E_PORT ?? 3210}`;
  await page.context().addCookies([
    {
      name: 'apl.location',
      value: encodeURIComponent(JSON.stringify({ ...location, ...names })),
      url: baseURL,
    },
  ]);
}

export { expect } from '@playwright/test';
