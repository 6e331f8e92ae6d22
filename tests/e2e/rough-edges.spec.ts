import { shownWhole } from './shown-whole';
import { DESKTOP_ONLY, expect, rememberLocation, test } from './test-clock';

/** A returning visitor in Melbourne's CBD who shared their position. */
const MELBOURNE_CBD = { stateId: 1, regionId: null, coords: { lat: -37.8136, long: 144.9631 } };

/**
 * The rough edges a new user hit on a phone and a desktop (issue 16), each checked where it happened; the venue's
 * tables on a phone are tables-fit.spec.ts's.
 */

test("the Filters on the Home tab narrow the list under them: '<10km' lists no game further away", async ({
  page,
}) => {
  test.slow();
  await rememberLocation(page, MELBOURNE_CBD);
  await page.goto('/');
  const games = page.locator('#games');
  await expect(games.getByTestId('game-card').first()).toBeVisible({ timeout: 20_000 });

  await games.getByRole('button', { name: 'Filters' }).click();
  await games.getByTestId('search-filters').getByText('<10km', { exact: true }).click();

  const filtered = games.getByTestId('filtered-games');
  await expect(filtered.getByRole('heading', { name: 'Filtered games' })).toBeVisible();
  // The first search's games stay, dimmed, until the narrowed search answers with its count.
  await expect(filtered.getByText(/games? this week match your filters/)).toBeVisible({ timeout: 20_000 });
  // The cards follow the count once their deferred render has caught up (until then the list is marked busy).
  await expect(filtered.locator('[aria-busy="true"]')).toHaveCount(0);
  const cards = filtered.getByTestId('game-card');
  await expect(cards.first()).toBeVisible();
  const distances = await cards.evaluateAll((els) =>
    els.map((el) => Number(el.getAttribute('data-distance'))),
  );
  expect(distances.length).toBeGreaterThan(0);
  for (const metres of distances) expect(metres).toBeLessThanOrEqual(10_000);

  // Back to 'Any': today's games again.
  await games.getByTestId('search-filters').getByText('Any', { exact: true }).click();
  await expect(filtered).toHaveCount(0);
  await expect(games.getByRole('heading', { name: /Games Near Me|Other Regions/ }).first()).toBeVisible();
});

test("the location modal lists NSW's own regions, all of them, and the header chip shows the whole name", async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  const modal = page.getByRole('dialog', { name: 'Choose your location' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await modal.getByRole('combobox', { name: 'State' }).selectOption({ label: 'NSW - New South Wales' });
  const region = modal.getByRole('combobox', { name: 'Region' });
  await expect(region).toBeEnabled();

  // The browser's own list: every region at once, none cut off by the modal, and only the state's own.
  const names = () => region.locator('option').allTextContents();
  await expect.poll(async () => (await names()).length).toBeGreaterThan(5);
  expect(await names()).toContain('Sydney - City and Inner South');
  expect(await names()).not.toContain('Gold Coast');
  expect(await names()).not.toContain('Australian Capital Territory');

  await region.selectOption({ label: 'Sydney - City and Inner South' });
  await modal.getByRole('button', { name: 'OK' }).click();
  const chip = page.getByTestId('location-chip');
  await expect(chip).toHaveText('Sydney - City and Inner South');
  expect(await shownWhole(chip.locator('.mantine-Button-label'))).toBe(true);
});

test("the day chips look choosable while today's games load", DESKTOP_ONLY, async ({ page }) => {
  // The desktop list of a game type.
  await rememberLocation(page, MELBOURNE_CBD);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/umbraco/api/event/searchevents', async (route) => {
    await held;
    await route.continue();
  });
  // The server draws a page's first list with its games: the browser loads the next type's list itself.
  await page.goto('/types/satellite');
  await page.getByRole('button', { name: 'Game Type' }).click();
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/\/types\/all$/);
  const days = page.getByRole('group', { name: 'Day' });
  await expect(page.getByLabel('Loading games')).toBeVisible();
  const chips = days.getByRole('radio');
  await expect(chips).toHaveCount(8);
  for (const chip of await chips.all()) await expect(chip).toBeEnabled();
  release();
  await expect(page.getByLabel('Loading games')).toHaveCount(0);
});
