import type { BrowserContext, Page } from '@playwright/test';
import { discoverSamples, type RouteSamples, routePatterns, samplePath } from '../site-routes';
import { preloadAxe, seriousViolations } from './axe';
import { firstMajorEvent } from './major-events-api';
import { AT_ONE_SIZE, expect, newContextAtTestTime, rememberLocation, test, testNow } from './test-clock';

/**
 * Every route of the app's route table (read from router.tsx, so a new page is checked as soon as it is
 * routed), each loaded once at the project's size (390x844 phone, 1440x900 desktop): the browser takes over the
 * page the server drew without drawing it again, keeping its ids; axe finds no serious or critical violation
 * (WCAG 2.1 A/AA, and visible text inside the accessible name); on the phone project the same page, resized,
 * keeps its layout at 320 px wide (nothing scrolls sideways).
 *
 * A page is loaded as a visitor, and also as a signed-in member where the member sees another page (their
 * games and hearts, their own profile, registration sending them on); pages behind a session only as a member.
 * The addresses that only send the visitor elsewhere (to the not-found page, or to the login page for the
 * pages behind a session) are one test that asks the server for each and reads the redirect; it also checks
 * that the lists below match the server's answers, so a new route cannot be left out by being misfiled.
 *
 * Each worker keeps one browser context per role (the member's signed in once) and opens each route in a new
 * page of it: every load is still a whole page drawn by the server and taken over by the browser, but the app's
 * code comes from the context's cache, compiled once, instead of being fetched and compiled for every load.
 */
const BASE = `http://localhost:${process.env.E2E_PORT ?? 3210}`;
/** Routes that only redirect to the not-found page (`loader: notFound` in router.tsx). */
const NOT_FOUND_ONLY = ['/event', '/venue', '/about', '/test'];
/** Routes behind a session (`requireSession`): visitors are sent to the login page. */
const SESSION_ONLY = [
  '/event/:id/director',
  '/profile',
  '/profile/account',
  '/profile/ptc',
  '/profile/ticketChange',
  '/profile/ptctransfer',
  '/redeem/verify',
  '/redeem/event/:id',
  '/redeem/receipt/:purchaseGuid',
  '/tickets/swap-flight/:gameMembership',
  '/voucher/swap-flight/:voucherGuid',
  '/tickets/transfer/:gameMembership',
  '/voucher/transfer/:voucherGuid',
  '/admin',
  '/admin/queues',
  '/admin/staff',
  '/admin/audit',
  '/admin/news',
  '/admin/news/:id',
  '/admin/venues',
  '/admin/pages',
  '/admin/photos',
  '/admin/major-events',
  '/admin/banners',
];
/**
 * Public pages that differ for a member: the home page (My poker games, hearts), today's games (the member's
 * brand, hearts), an event (heart, registration), a player's profile (theirs or another's), registration
 * (members are sent to their dashboard). Every other public page differs only by the header's member menu,
 * which the member's loads here check.
 */
const MEMBER_VIEWS = ['/', '/types/:gameType', '/event/:id', '/profile/:customerGuid', '/register'];
/** The login page as the pages behind a session send a visitor there: with the reason it shows. */
const LOGIN_SAMPLE = `/login?${new URLSearchParams({ returnUrl: '/redeem/verify', reason: 'redeem' })}`;
const NEW_SOUTH_WALES = { stateId: 2, regionId: null, coords: null };
/**
 * The pages that follow the visitor's place: drawn by the server for NSW (not the default VIC), showing the chosen
 * state in the header's chip once taken over.
 */
const LOCATION_PAGES = ['/', '/news', '/major-events', '/types/:gameType', '/tracking', '/gallery'];
const patterns = routePatterns();
let samples: RouteSamples;

test.beforeAll(async () => {
  samples = await discoverSamples(BASE, testNow());
});

/**
 * Errors React reports when the browser cannot take over the page the server drew (it then draws it again):
 * React's production messages by their codes (418, 423, 425: the markup differs) and the development wording.
 */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const note = (text: string) => {
    if (/Minified React error #(418|423|425)|[Hh]ydrat/.test(text)) errors.push(text.slice(0, 300));
  };
  page.on('pageerror', (error) => note(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') note(message.text());
  });
  return errors;
}

/**
 * Every other error the page reports: an uncaught exception, or an error written to the console. An answer of
 * 4xx to a call the page makes (a visitor's session check, a sample address that names nothing) is the page's
 * to handle, and Chromium's own 'Failed to load resource' line for it is not counted.
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message.slice(0, 300)));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text().slice(0, 300));
  });
  return errors;
}

/** Table headers whose words are broken across lines ('Plac' above 'e'): a word in more than one line box. */
const brokenHeaders = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('th, [role="columnheader"]')].flatMap((header) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const word of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (lines.size > 1) broken.push(word[0]);
        }
      }
      return broken;
    }),
  );

/**
 * Watches the ids of the elements the server drew: taking the page over keeps them (an id changed afterwards
 * means every component with one drew again, see src/client/app/mantine-use-id.ts). Read by `changedIds`.
 */
async function watchIds(page: Page) {
  await page.addInitScript(() => {
    const changed: string[] = [];
    Object.assign(window, { aplChangedIds: changed });
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((mutations) => {
        for (const m of mutations)
          if (m.oldValue) changed.push(`${m.oldValue} -> ${(m.target as Element).id}`);
      }).observe(document.body, { subtree: true, attributeFilter: ['id'], attributeOldValue: true });
    });
  });
}

const changedIds = (page: Page) =>
  page.evaluate(() => (window as unknown as { aplChangedIds: string[] }).aplChangedIds.slice(0, 5));

async function signIn(context: BrowserContext) {
  const answer = await context.request.post('/login', {
    form: { username: 'member@example.com', password: 'Member#2026', returnUrl: '/' },
    maxRedirects: 0,
  });
  expect(answer.status(), 'the demo member signs in').toBeLessThan(400);
}

type Role = 'visitor' | 'member';

/**
 * `openAs(role)`: a new page in this worker's context for the role, at the project's size, on the test clock; it
 * is closed after the test (with a screenshot attached when the test failed).
 */
const routeTest = test.extend<
  { openAs: (role: Role) => Promise<Page> },
  { roleContexts: (role: Role) => Promise<BrowserContext> }
>({
  roleContexts: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, isMobile, hasTouch, baseURL } = workerInfo.project.use;
      const opened = new Map<Role, Promise<BrowserContext>>();
      await use((role) => {
        let context = opened.get(role);
        if (!context) {
          context = newContextAtTestTime(browser, { viewport, isMobile, hasTouch, baseURL }).then(
            async (created) => {
              await preloadAxe(created);
              if (role === 'member') await signIn(created);
              return created;
            },
          );
          opened.set(role, context);
        }
        return context;
      });
      for (const context of opened.values()) await (await context).close();
    },
    { scope: 'worker' },
  ],
  openAs: async ({ roleContexts }, use, testInfo) => {
    const pages: Page[] = [];
    await use(async (role) => {
      const page = await (await roleContexts(role)).newPage();
      pages.push(page);
      return page;
    });
    for (const page of pages) {
      const failed = testInfo.status !== testInfo.expectedStatus;
      const shot = failed ? await page.screenshot().catch(() => undefined) : undefined;
      if (shot) await testInfo.attach('screenshot', { body: shot, contentType: 'image/png' });
      await page.close();
    }
  },
});

/**
 * Counts the app's calls in flight (its fetches), for `settle`. Playwright's 'networkidle' waits for half a second
 * without any request after the last one, on every load; the page itself knows when its calls are answered.
 */
async function watchCalls(page: Page) {
  await page.addInitScript(() => {
    let inFlight = 0;
    let lastAnswered = performance.now();
    const fetch = window.fetch.bind(window);
    window.fetch = (...args) => {
      inFlight += 1;
      return fetch(...args).finally(() => {
        inFlight -= 1;
        lastAnswered = performance.now();
      });
    };
    // An answer drawn may start the next call: quiet once none has been in flight for a few frames.
    Object.assign(window, { aplCallsQuiet: () => inFlight === 0 && performance.now() - lastAnswered > 150 });
  });
}

/** Waits for the page's data: no call in flight and no loader left on the page. */
async function settle(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { aplCallsQuiet: () => boolean }).aplCallsQuiet(),
    null,
    {
      timeout: 10_000,
      polling: 50,
    },
  );
  await expect(page.getByLabel('Loading', { exact: true })).toHaveCount(0, { timeout: 10_000 });
}

/** Elements that reach past the right edge of a 320 px wide window. */
async function overflowAt320(page: Page) {
  await page.setViewportSize({ width: 320, height: 700 });
  // What the page redraws for the narrower window (Mantine's media queries) is drawn by the second frame after its
  // resize event; a page wider than 320 px may keep a wider layout viewport and never report one: then a second.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        if (window.innerWidth === 320) return afterTwoFrames();
        const late = setTimeout(afterTwoFrames, 1000);
        window.addEventListener(
          'resize',
          () => {
            clearTimeout(late);
            afterTwoFrames();
          },
          { once: true },
        );
      }),
  );
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && getComputedStyle(el).position !== 'fixed';
      })
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${el.getBoundingClientRect().right}`,
      );
  });
}

const loads = patterns
  .filter((pattern) => !NOT_FOUND_ONLY.includes(pattern))
  .flatMap((pattern) => [
    ...(SESSION_ONLY.includes(pattern) ? [] : [{ pattern, role: 'visitor' as const }]),
    ...(SESSION_ONLY.includes(pattern) || MEMBER_VIEWS.includes(pattern)
      ? [{ pattern, role: 'member' as const }]
      : []),
  ]);

for (const { pattern, role } of loads) {
  routeTest(
    `${pattern} as a ${role}: no serious accessibility violation, no sideways scroll at 320 px`,
    async ({ openAs }, testInfo) => {
      // axe walks every element of a long page (the home page's lists): give it room on a busy machine.
      test.slow();
      const url = pattern === '/login' ? LOGIN_SAMPLE : samplePath(pattern, samples);
      const page = await openAs(role);
      // Not the default state: the server must draw the page for the visitor's stored place (NSW).
      await rememberLocation(page, NEW_SOUTH_WALES);
      const hydration = hydrationErrors(page);
      const errors = consoleErrors(page);
      await watchIds(page);
      await watchCalls(page);
      // Steps, so the report shows where a load's seconds go.
      const answer = await test.step('load', async () => {
        const navigation = await page.goto(url);
        await settle(page);
        return navigation;
      });
      expect(hydration, `${url}: the browser takes over the page the server drew`).toEqual([]);
      expect(await changedIds(page), `${url}: the ids the server drew are kept`).toEqual([]);
      expect(errors, `${url}: no error in the console`).toEqual([]);
      if (role === 'member') {
        // The worker's member context serves every member load: the session must have held for this one.
        const me = await page.request.get('/umbraco/api/account/getLoggedMember');
        expect(me.status(), `${url}: drawn for the signed-in member`).toBe(200);
      }

      if (LOCATION_PAGES.includes(pattern)) {
        expect(await answer?.text(), `${url} is drawn for NSW`).toContain('NSW');
        await expect(page.getByTestId('location-chip').first(), `${url} shows the chosen state`).toHaveText(
          /NSW/,
        );
      }
      if (pattern === '/' && role === 'visitor') {
        // The home page's banners are the chosen state's major events, not the default state's.
        await expect(page.getByText(await firstMajorEvent(page, 'NSW')).first()).toBeVisible();
        await expect(page.getByText(await firstMajorEvent(page, 'VIC'))).toHaveCount(0);
      }

      const violations = await test.step('axe', () => seriousViolations(page));
      expect(violations, `axe on ${url}`).toEqual([]);
      if (testInfo.project.name === 'mobile') {
        expect(await brokenHeaders(page), `${url}: table headers at 390 px`).toEqual([]);
        const overflowing = await test.step('320 px', () => overflowAt320(page));
        expect(overflowing, `${url} at 320 px`).toEqual([]);
        expect(await brokenHeaders(page), `${url}: table headers at 320 px`).toEqual([]);
      }
    },
  );
}

test(
  'addresses that only redirect: not-found routes, and pages behind a session for a visitor',
  AT_ONE_SIZE,
  async ({ page }) => {
    // The server's answer is the same at every size: one project asks.
    const answers: Record<string, string> = {};
    for (const pattern of patterns) {
      const url = samplePath(pattern, samples);
      const answer = await page.request.get(url, { maxRedirects: 0 });
      const location = answer.headers().location ?? '';
      answers[pattern] =
        answer.status() >= 300 && answer.status() < 400
          ? location.startsWith('/login?')
            ? `login ${new URL(location, BASE).searchParams.get('returnUrl')}`
            : location
          : String(answer.status());
    }
    const expected = Object.fromEntries(
      patterns.map((pattern) => {
        if (NOT_FOUND_ONLY.includes(pattern)) return [pattern, '/page-not-found'];
        if (SESSION_ONLY.includes(pattern)) return [pattern, `login ${samplePath(pattern, samples)}`];
        return [pattern, '200'];
      }),
    );
    expect(answers).toEqual(expected);
  },
);

test('the location modal of a first visit has no serious accessibility violation', async ({ page }) => {
  test.slow();
  await page.goto('/');
  const modal = page.getByRole('dialog', { name: 'Choose your location' });
  // It opens once the browser has declined the position.
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await modal.getByRole('combobox', { name: 'State' }).selectOption({ label: 'VIC - Victoria' });
  await expect(modal.getByRole('combobox', { name: 'Region' })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
});
