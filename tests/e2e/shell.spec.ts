import type { Locator, Page } from '@playwright/test';
import { GAMBLING_HELPLINE } from '../../src/shared/site';
import { AT_ONE_SIZE, expect, logIn, rememberLocation, submitLogin, test } from './test-clock';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 992;

async function openMainMenu(page: Page) {
  await page.getByRole('button', { name: 'Open main menu' }).click();
  return page.getByTestId('main-menu');
}

test('a new visitor without a position chooses a state and region, and the chip follows', async ({
  page,
}) => {
  await page.goto('/');
  const modal = page.getByRole('dialog', { name: 'Choose your location' });
  // It opens once the page has loaded and the position has been refused: longer than one step on a busy CI.
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await expect(modal.getByRole('button', { name: 'OK' })).toBeDisabled();
  await expect(modal.getByRole('button', { name: /cancel/i })).toHaveCount(0);

  await modal.getByRole('combobox', { name: 'State' }).selectOption({ label: 'NSW - New South Wales' });
  const region = modal.getByRole('combobox', { name: 'Region' });
  await expect(region).toBeEnabled();
  await expect(region.locator('option', { hasText: 'Sydney - City and Inner South' })).toHaveCount(1);
  await expect(region.locator('option', { hasText: 'Melbourne' })).toHaveCount(0);
  await region.selectOption({ label: 'Sydney - City and Inner South' });
  await modal.getByRole('button', { name: 'OK' }).click();

  await expect(modal).toBeHidden();
  await expect(page.getByTestId('location-chip')).toHaveText('Sydney - City and Inner South');

  await page.reload();
  await expect(page.getByTestId('location-chip')).toHaveText('Sydney - City and Inner South');
  await expect(page.getByRole('dialog', { name: 'Choose your location' })).toHaveCount(0);
});

/** Whether an element takes up more than the single clipped pixel a visually hidden one keeps. */
const shown = (link: Locator) =>
  link.evaluate((element) => {
    const { width, height, top } = element.getBoundingClientRect();
    return width > 1 && height > 1 && top >= 0;
  });

test('the skip links are hidden until focused: the first Tab shows one, which takes the focus to the main content', async ({
  page,
}) => {
  await rememberLocation(page);
  await page.goto('/');
  const skip = page.getByRole('link', { name: 'Skip to the main content' });
  expect(await shown(skip)).toBe(false);
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  expect(await shown(skip)).toBe(true);
  await page.keyboard.press('Enter');
  const main = page.locator('main');
  await expect(main).toBeFocused();
  expect(new URL(page.url()).hash).toBe('');
  await page.keyboard.press('Tab');
  expect(await main.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  expect(await shown(skip)).toBe(false);

  // The home page's own, before the banners, passes them to the games.
  const games = page.getByRole('link', { name: 'Skip to the games' });
  expect(await shown(games)).toBe(false);
  await games.focus();
  expect(await shown(games)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('#games')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Search events' })).toBeFocused();
});

test('the main menu lists the About pages and opens one; a click outside closes it', async ({ page }) => {
  await rememberLocation(page);
  await page.goto('/');
  const menu = await openMainMenu(page);
  await expect(menu.getByRole('link', { name: 'Leaderboards' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Hall of fame' })).toBeVisible();
  const about = [
    'About APL',
    'FAQs',
    'Privacy Policy',
    'Responsible Gambling',
    'Terms and Conditions',
    'Work With Us',
  ];
  for (const name of about) await expect(menu.getByRole('link', { name })).toBeVisible();

  // Just below the menu, at the window's left edge, where nothing answers a click (further in may lie a game's
  // card, which would open the game).
  const box = await menu.boundingBox();
  await page.mouse.click(2, (box?.y ?? 0) + (box?.height ?? 0) + 8);
  await expect(menu).toBeHidden();

  await (await openMainMenu(page)).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/about\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('We never sell your personal information.')).toBeVisible();
  await expect(page).toHaveTitle('Privacy Policy | Australian Poker League');
});

test(
  'an unknown About page goes home, and an unknown path lands on the 404 page',
  AT_ONE_SIZE,
  async ({ page }) => {
    await rememberLocation(page);
    await page.goto('/about/no-such-page');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/this/page/does-not-exist');
    await expect(page).toHaveURL(/\/page-not-found$/);
    await expect(page.getByRole('heading', { name: "You've been dealt a poor hand!" })).toBeVisible();
    await page.getByRole('link', { name: 'Go back to homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  },
);

test('the demo member logs in, is greeted by first name, and logs out', async ({ page, context }) => {
  await rememberLocation(page);
  await logIn(page, 'member@example.com', 'Member#2026', '/');
  await expect(page).toHaveURL(/\/$/);
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === '.AspNet.ApplicationCookie');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  if (isMobile(page)) {
    await expect((await openMainMenu(page)).getByText('Hello Mia')).toBeVisible();
    await page.getByRole('button', { name: 'Close main menu' }).click();
  } else {
    await expect(page.getByText('Hello Mia')).toBeVisible();
  }

  await page.getByTestId('user-menu-button').click();
  const items = ['Dashboard', 'My Leaderboard', 'My Photos', 'My Achievements', 'My Account', 'Transfer PTC'];
  for (const name of items) await expect(page.getByRole('menuitem', { name })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'My Games & Results' })).toHaveCount(
    isMobile(page) ? 1 : 0,
  );
  await page.getByRole('button', { name: 'Log Out', exact: true }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-menu-button')).toHaveCount(0);
  if (!isMobile(page)) await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === '.AspNet.ApplicationCookie')).toBeUndefined();
});

test('a protected page sends a visitor to the login page and back after signing in', async ({ page }) => {
  await rememberLocation(page);
  await page.goto('/profile/account');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile%2Faccount$/);
  await page.getByLabel('Email, mobile or membership number').fill('member@example.com');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('The username or password you entered is incorrect.');
  await submitLogin(page, 'member@example.com', 'Member#2026');
  await expect(page).toHaveURL(/\/profile\/account$/);
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
});

test('the footer shows the mobile tabs or the desktop links', async ({ page }) => {
  await rememberLocation(page);
  await page.goto('/about/faq');
  const footer = page.getByRole('contentinfo');
  // Both layouts close the page with the safer-gambling link and the helpline.
  await expect(footer.getByRole('link', { name: /Gamble responsibly/ })).toBeVisible();
  await expect(footer.getByRole('link', { name: GAMBLING_HELPLINE })).toBeVisible();
  if (isMobile(page)) {
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    for (const name of ['FIND GAME', 'MILLION 2025', 'LEADERBOARDS', 'PROFILE']) {
      await expect(tabs.getByRole('link', { name })).toBeVisible();
    }
    // The phone's footer leaves the site's links to the tabs.
    await expect(footer.getByRole('link', { name: 'Work with Us' })).toBeHidden();
  } else {
    for (const name of ['Find an Event', 'Work with Us', 'Terms & Conditions', 'Privacy Policy']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /Gamble responsibly/ })).toHaveAttribute(
      'href',
      '/news/apl-responsible-gambling',
    );
  }
});

test(
  "the page's own prefetch script runs under the Content-Security-Policy, starts only what the server did not answer, and the app takes its answers",
  AT_ONE_SIZE,
  async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/umbraco/api/')) calls.push(path.toLowerCase());
    });
    await rememberLocation(page);
    await page.goto('/');
    // The server drew the banners with their answers; the game list's search (the list and the game finder ask
    // the same) was started by the prefetch script once, and the app took its answer for both.
    await expect
      .poll(() => page.evaluate(() => (window as { aplPrefetched?: unknown[] }).aplPrefetched?.length))
      .toBe(0);
    await expect(page.getByTestId('home-banners')).toBeVisible();
    await expect(page.locator('#games').getByTestId('game-card').first()).toBeVisible();
    expect(calls.filter((path) => path.endsWith('/event/searchevents'))).toHaveLength(1);
    expect(calls.filter((path) => path.endsWith('/majorevent/getall'))).toEqual([]);
    expect(refused).toEqual([]);
  },
);
