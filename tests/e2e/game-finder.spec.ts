import type { Page } from '@playwright/test';
import { expect, logIn, test } from './test-clock';

const MELBOURNE = { latitude: -37.8136, longitude: 144.9631 };

test.use({ geolocation: MELBOURNE, permissions: ['geolocation'] });

async function cardNumbers(page: Page, attribute: string) {
  return page
    .getByTestId('game-card')
    .evaluateAll((cards, name) => cards.map((card) => Number(card.getAttribute(name))), attribute);
}

async function cardWeekdays(page: Page) {
  return page
    .getByTestId('game-card')
    .evaluateAll((cards) =>
      cards.map((card) =>
        new Intl.DateTimeFormat('en-AU', { weekday: 'short', timeZone: 'Australia/Melbourne' }).format(
          new Date(card.getAttribute('data-starts') ?? ''),
        ),
      ),
    );
}

test("a visitor in VIC sees today's games nearest first, filters by day and type, and sorts by buy-in", async ({
  page,
}) => {
  await page.goto('/types/all');
  await expect(page.getByTestId('location-chip')).not.toHaveText('VIC');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  const distances = await cardNumbers(page, 'data-distance');
  expect(distances.length).toBeGreaterThan(2);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));

  const dayChips = page.getByRole('group', { name: 'Day' }).getByRole('radio');
  const days = await dayChips.count();
  let picked = -1;
  for (let i = 1; i < days && picked < 0; i++) {
    if (await dayChips.nth(i).isEnabled()) {
      const id = await dayChips.nth(i).getAttribute('id');
      await page.locator(`label[for="${id}"]`).click();
      picked = i;
    }
  }
  expect(picked).toBeGreaterThan(0);
  await expect(dayChips.nth(picked)).toBeChecked();
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  // The list is drawn again as a deferred update after the chip: wait for it to hold one weekday.
  await expect.poll(async () => new Set(await cardWeekdays(page)).size).toBe(1);

  await page.getByRole('button', { name: 'Game Type' }).click();
  await page.getByRole('tab', { name: 'Satellite', exact: true }).click();
  await expect(page).toHaveURL(/\/types\/satellite$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Satellites' })).toBeVisible();
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Day' })).toHaveCount(0);

  const sortByBuyIn = page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: /Buy in/ });
  // The list re-renders after the click (and after the satellite answer, if it was still on its way). It is
  // sorted under each of its headings ('Games Near Me', then 'Other Regions').
  const inOrder = (direction: 1 | -1) => async () => {
    const groups = await page.getByTestId('game-card').evaluateAll((cards) => {
      const byHeading = new Map<Element | null, number[]>();
      for (const card of cards) {
        const group = card.closest('section, [role="region"]');
        byHeading.set(group, [...(byHeading.get(group) ?? []), Number(card.getAttribute('data-buy-in'))]);
      }
      return [...byHeading.values()];
    });
    return (
      groups.flat().length > 1 &&
      groups.every((buyIns) => buyIns.every((v, i) => i === 0 || direction * (v - (buyIns[i - 1] ?? 0)) >= 0))
    );
  };
  await sortByBuyIn.click();
  await expect.poll(inOrder(1)).toBe(true);
  await sortByBuyIn.click();
  await expect(sortByBuyIn).toContainText('↓');
  await expect.poll(inOrder(-1)).toBe(true);
  const descending = await cardNumbers(page, 'data-buy-in');
  expect(descending[0]).toBeGreaterThan(descending[descending.length - 1] ?? 0);
});

test('searching a seeded suburb lists its games, and a result opens the event', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Search events' }).fill('Southbank');
  const result = page.getByTestId('search-result').first();
  await expect(result).toBeVisible();
  await expect(result).toContainText('Southbank');
  await result.click();
  await expect(page).toHaveURL(/\/event\/\d+$/);
});

test('a search for nonsense shows the nearby fallback, then the two empty texts', async ({ page }) => {
  // Hold the fallback call a moment so its message can be seen, as on a slow connection.
  await page.route('**/Event/SearchNearbyEvents', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Search events' }).fill('Qwxzzyplorp');
  await expect(page.getByText('We are still searching nearby games for you.')).toBeVisible();
  await expect(page.getByText('No games found.')).toBeVisible();
  await expect(page.getByText('Sorry! We could not find any nearby game for you either.')).toBeVisible();
});

test("the demo member saves a game to 'My Poker Games' and removes it again", async ({ page }) => {
  await logIn(page, 'rival@example.com', 'Rival#2026', '/');
  await expect(page).toHaveURL(/\/$/);

  const myGames = page.getByTestId('my-poker-games');
  await expect(myGames).toBeVisible();
  const firstCard = page.locator('#games').getByTestId('game-card').first();
  await expect(firstCard).toBeVisible();
  const eventId = await firstCard.getAttribute('data-event-id');
  await firstCard.getByRole('button', { name: /Add .* to My Poker Games/ }).click();

  const saved = myGames.locator(`[data-event-id="${eventId}"]`);
  await expect(saved).toBeVisible();
  await expect(firstCard.getByRole('button', { name: /Remove .* from My Poker Games/ })).toBeVisible();

  await saved.getByRole('button', { name: /Remove .* from My Poker Games/ }).click();
  await expect(saved).toHaveCount(0);
  await expect(firstCard.getByRole('button', { name: /Add .* to My Poker Games/ })).toBeVisible();
});
