import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test-clock';

/** The rough edges a new user hit on a phone and a desktop (issue 16), each checked where it happened. */
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 992;

/** A returning visitor in Melbourne's CBD who shared their position. */
async function rememberMelbourne(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem(
      'apl.geoLocation',
      JSON.stringify({ stateId: 1, regionId: null, coords: { lat: -37.8136, long: 144.9631 } }),
    );
    localStorage.setItem('apl.geoLocationNames', JSON.stringify({ stateName: 'VIC', regionName: null }));
  });
}

/** Whether an element's text is shown whole: not cut by its own box or pushed past the window's edge. */
async function shownWhole(locator: Locator) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.scrollWidth <= el.clientWidth + 1 && box.right <= document.documentElement.clientWidth + 1;
  });
}

test("the Filters on the Home tab narrow the list under them: '<10km' lists no game further away", async ({
  page,
}) => {
  test.slow();
  await rememberMelbourne(page);
  await page.goto('/');
  const games = page.locator('#games');
  await expect(games.getByTestId('game-card').first()).toBeVisible({ timeout: 20_000 });

  await games.getByRole('button', { name: 'Filters' }).click();
  await games.getByTestId('search-filters').getByText('<10km', { exact: true }).click();

  const filtered = games.getByTestId('filtered-games');
  await expect(filtered.getByRole('heading', { name: 'Filtered games' })).toBeVisible();
  const cards = filtered.getByTestId('game-card');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  const distances = await cards.evaluateAll((els) =>
    els.map((el) => Number(el.getAttribute('data-distance'))),
  );
  expect(distances.length).toBeGreaterThan(0);
  for (const metres of distances) expect(metres).toBeLessThanOrEqual(10_000);

  // Back to 'Any': today's games again.
  await games.getByTestId('search-filters').getByText('Any', { exact: true }).click();
  await expect(filtered).toHaveCount(0);
  await expect(games.getByRole('heading', { name: /Games Near Me|Other Regions/ })).toBeVisible();
});

test("the location modal lists NSW's own regions, many at once, and the header chip shows the whole name", async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  const modal = page.getByRole('dialog', { name: 'Choose your location' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await modal.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'NSW - New South Wales' }).click();
  await modal.getByRole('combobox', { name: 'Region' }).click();

  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  // Not clipped after two: the first five are on screen together.
  for (let i = 0; i < 5; i++) await expect(options.nth(i)).toBeInViewport();
  await expect(options.filter({ hasText: /^Gold Coast$/ })).toHaveCount(0);
  await expect(options.filter({ hasText: /^Australian Capital Territory$/ })).toHaveCount(0);

  await page.getByRole('option', { name: /^Sydney - City and Inner South$/ }).click();
  await modal.getByRole('button', { name: 'OK' }).click();
  const chip = page.getByTestId('location-chip');
  await expect(chip).toHaveText('Sydney - City and Inner South');
  expect(await shownWhole(chip.locator('.mantine-Button-label'))).toBe(true);
});

test('the venue events, results and leaderboard fit a phone: every column and the Results badge are whole', async ({
  page,
}) => {
  test.skip(!isMobile(page), 'the phone layout');
  await rememberMelbourne(page);
  await page.goto('/venue/the-raise-room-southbank');
  const events = page.getByRole('tabpanel', { name: 'Events' });
  await events.getByText('Past', { exact: true }).click();
  const badge = events.getByTestId('venue-events').getByText('Results', { exact: true }).first();
  await expect(badge).toBeVisible();
  expect(await shownWhole(badge)).toBe(true);
  expect(await shownWhole(badge.locator('..'))).toBe(true);

  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  const leaderboard = page.getByTestId('leaderboard-table');
  await expect(leaderboard.or(page.getByText('No Data'))).toBeVisible();
  if (await leaderboard.isVisible()) {
    for (const name of ['Won', 'Winnings']) {
      await expect(leaderboard.getByRole('columnheader', { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
  }

  await page.getByRole('tab', { name: 'Results' }).click();
  const results = page.getByTestId('result-table');
  await expect(results).toBeVisible();
  for (const name of ['Cash', 'PTC']) {
    await expect(results.getByRole('columnheader', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
});

test("the day chips look choosable while today's games load", async ({ page }) => {
  test.skip(isMobile(page), 'the desktop list of a game type');
  await rememberMelbourne(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/umbraco/api/event/searchevents', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/types/all');
  const days = page.getByRole('group', { name: 'Day' });
  await expect(page.getByLabel('Loading games')).toBeVisible();
  const chips = days.getByRole('radio');
  await expect(chips).toHaveCount(8);
  for (const chip of await chips.all()) await expect(chip).toBeEnabled();
  release();
  await expect(page.getByLabel('Loading games')).toHaveCount(0);
});
