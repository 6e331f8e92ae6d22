import type { Page, Route } from '@playwright/test';
import { firstMajorEvent } from './major-events-api';
import { AT_ONE_SIZE, appStarted, expect, logIn, test } from './test-clock';

/**
 * The browser takes over the page the server drew (hydration) without a difference between the two, whatever
 * place the visitor chose on an earlier visit and whoever is signed in; and nothing typed or ticked into a page
 * before it is taken over is lost.
 */

const NSW = { stateId: 2, regionId: null, coords: null };
const NSW_NAMES = { stateName: 'NSW', regionName: null };

/** Every error the page reports: React's hydration errors (#418, #423, #425) among them. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message.slice(0, 300)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text().slice(0, 300));
  });
  return errors;
}

/** The place chosen on an earlier visit kept on the device only: chosen before the cookie existed, or its cookie expired. */
async function rememberNswOnDeviceOnly(page: Page) {
  await page.addInitScript(
    ({ stored, names }) => {
      localStorage.setItem('apl.geoLocation', JSON.stringify(stored));
      localStorage.setItem('apl.geoLocationNames', JSON.stringify(names));
    },
    { stored: NSW, names: NSW_NAMES },
  );
}

/** A returning visitor from NSW: the choice on the device and in the cookie the app keeps beside it. */
async function rememberNsw(page: Page) {
  await rememberNswOnDeviceOnly(page);
  await page.context().addCookies([
    {
      name: 'apl.location',
      value: encodeURIComponent(JSON.stringify({ ...NSW, ...NSW_NAMES })),
      url: `http://localhost:${process.env.E2E_PORT ?? 3210}`,
    },
  ]);
}

/** The page's data and machines are done: no request in flight, no loader left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect(page.getByLabel('Loading', { exact: true })).toHaveCount(0, { timeout: 10_000 });
}

const LOCATION_PAGES = ['/', '/news', '/major-events', '/types/all', '/tracking', '/gallery'];

test(
  'a place kept on the device but not in its cookie is shown at once, and the next page is drawn for it',
  AT_ONE_SIZE,
  async ({ page }) => {
    const errors = pageErrors(page);
    await rememberNswOnDeviceOnly(page);
    const nswEvent = await firstMajorEvent(page, 'NSW');
    await page.goto('/');
    await settle(page);
    await expect(page.getByText(nswEvent).first()).toBeVisible();
    expect(errors, 'no hydration error').toEqual([]);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'apl.location');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? 'null'))).toMatchObject({
      stateId: 2,
      stateName: 'NSW',
    });
    const drawn = await (await page.request.get('/')).text();
    expect(drawn, 'the server now draws the page for NSW').toContain(nswEvent);
    await page.reload();
    await settle(page);
    await expect(page.getByText(nswEvent).first()).toBeVisible();
    expect(errors).toEqual([]);
  },
);

test(
  'a member with favourites reloads the home page and every location page without a hydration error',
  AT_ONE_SIZE,
  async ({ page }) => {
    // The home page and today's games as a member, at both sizes: every-route.spec.ts (without a favourite).
    const errors = pageErrors(page);
    await rememberNsw(page);
    await logIn(page, 'member@example.com', 'Member#2026');
    await settle(page);
    const add = page.getByRole('button', { name: /^Add .+ to My Poker Games$/ }).first();
    const title = ((await add.getAttribute('aria-label')) ?? '').replace(
      /^Add (.+) to My Poker Games$/,
      '$1',
    );
    await add.click();
    const myGames = page.getByTestId('my-poker-games');
    await expect(myGames).toContainText(title);
    try {
      for (const path of LOCATION_PAGES) {
        errors.length = 0;
        await page.goto(path);
        await settle(page);
        expect(errors, `${path} is taken over without an error`).toEqual([]);
      }
      await page.goto('/');
      await settle(page);
      await expect(myGames).toContainText(title);
      await expect(
        page.getByRole('button', { name: `Remove ${title} from My Poker Games` }).first(),
      ).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      await page
        .getByRole('button', { name: `Remove ${title} from My Poker Games` })
        .first()
        .click();
      await expect(myGames).not.toContainText(title);
    }
  },
);

/**
 * Holds back the app's code (the page the server drew shows, its fields usable, React not running) until the
 * returned function is called: what a person on a slow phone meets in the first moments.
 */
async function holdTheApp(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return async () => {
    holding = false;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** Goes to the page without waiting for the app to take it over (as test-clock's navigations do). */
const openRendered = (page: Page, path: string) =>
  page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' });

test(
  'what is typed into the deletion request before the app takes it over is kept',
  AT_ONE_SIZE,
  async ({ page }) => {
    const release = await holdTheApp(page);
    await openRendered(page, '/accountDeleteRequest');
    await page.getByLabel('First name').pressSequentially('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    expect(
      await page.evaluate(() => document.documentElement.dataset.app),
      'the app has not started',
    ).toBeUndefined();
    await release();
    await appStarted(page);
    // A field typed into after the take-over draws the form again from its draft.
    await page.getByLabel('Email').fill('ada@example.com');
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('Last name')).toHaveValue('Lovelace');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(page.getByText('Type is required')).toBeVisible();
    await expect(page.getByText('First Name is required')).toHaveCount(0);
    await expect(page.getByText('Last Name is required')).toHaveCount(0);
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('Last name')).toHaveValue('Lovelace');
  },
);

test(
  "a member's settings typed and ticked before the app takes them over are kept",
  AT_ONE_SIZE,
  async ({ page }) => {
    await logIn(page, 'member@example.com', 'Member#2026');
    const release = await holdTheApp(page);
    await openRendered(page, '/profile/account');
    const first = page.getByLabel('First name');
    await expect(first).not.toHaveValue('');
    const firstName = await first.inputValue();
    const avatar = page.getByLabel('Show my avatar on my profile and leaderboards');
    const ticked = await avatar.isChecked();
    await first.fill(`${firstName}e`);
    await avatar.setChecked(!ticked);
    expect(
      await page.evaluate(() => document.documentElement.dataset.app),
      'the app has not started',
    ).toBeUndefined();
    await release();
    await appStarted(page);
    // The last name typed after the take-over draws the form again from its draft.
    const last = page.getByLabel('Last name');
    await last.fill(`${await last.inputValue()}`);
    await last.press('End');
    await last.pressSequentially('x');
    await expect(first).toHaveValue(`${firstName}e`);
    await expect(avatar).toBeChecked({ checked: !ticked });
  },
);
