import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, logIn, test } from './test-clock';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 992;

async function expectNoHorizontalScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

test('a visitor opens a limited profile from a leaderboard row', async ({ page }) => {
  await page.goto('/venue/the-emu-hotel');
  if (isMobile(page)) await page.getByRole('tab', { name: 'Leaderboard' }).click();
  const player = page.getByTestId('leaderboard-table').getByRole('link').first();
  await expect(player).toBeVisible();
  const name = (await player.textContent())?.trim() ?? '';
  await player.click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
  const header = page.getByTestId('profile-header');
  await expect(header.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(`${name}'s Profile | Australian Poker League`);
  await expect(header.getByTestId('profile-ptc')).toHaveCount(0);
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  await expect(tabs).toHaveText(['Dashboard', 'Leaderboard', 'Achievements', 'Photo Gallery']);
  await expect(page.getByRole('table', { name: 'Recent Results' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Upcoming Events' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('tab', { name: 'Achievements' }).click();
  await expect(page).toHaveURL(/\?section=achievements$/);
  await expect(page.getByTestId('achievements').locator('[data-completed]')).toHaveCount(10);
});

test("the member's own profile: header, dashboard, achievements from results, and the PTC tab", async ({
  page,
}) => {
  await logIn(page, 'member@example.com', 'Member#2026', '/profile?section=dashboard');
  const header = page.getByTestId('profile-header');
  await expect(header.getByRole('heading', { level: 1 })).toHaveText('Mia Callaghan');
  await expect(header.getByTestId('profile-ptc')).toContainText('PTC balance');
  await expect(page.getByRole('region', { name: 'Upcoming Events' })).toBeVisible();
  await expect(page.getByTestId('achievements').locator('[data-completed="true"]').first()).toBeVisible();
  await expect(page.getByTestId('photo-grid').locator('> *')).toHaveCount(4);
  await expectNoSeriousViolations(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('tab', { name: 'Recent Games & Results' }).click();
  await expect(page).toHaveURL(/\/profile\?section=myGames$/);
  await expect(page.getByRole('table', { name: 'Recent Results' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('tab', { name: 'PTC Summary' }).click();
  await expect(page).toHaveURL(/\/profile\/ptc$/);
  await page.getByRole('tab', { name: 'Photo Gallery' }).click();
  await expect(page).toHaveURL(/\/profile\?section=photos$/);
});

test('Voucher History lists the demo member’s requests and vouchers, newest first', async ({ page }) => {
  await logIn(page, 'member@example.com', 'Member#2026', '/profile/ticketChange');
  await expect(page.getByRole('heading', { level: 1, name: 'Voucher History' })).toBeVisible();
  const list = page.getByTestId('voucher-history');
  // The seed's 3 requests, 8 vouchers received (4 of them since consumed) and 4 consumed. The redeem, swap and
  // transfer tests act for the same member at the same time, so there may be newer entries above them.
  await expect.poll(() => list.locator('[data-kind]').count()).toBeGreaterThanOrEqual(15);
  await expect(list.locator('[data-kind]').filter({ hasText: 'Swap request' }).first()).toBeVisible();
  await expect(list.locator('[data-status="Pending"]').first()).toBeVisible();
  await expect(list.locator('[data-status="Approved"]').first()).toBeVisible();
  await expect(list.locator('[data-status="Rejected"]').first()).toBeVisible();
  await expect(list).toContainText('Converted to PTC');
  await expect(list).toContainText('Purchase Online');
  await expectNoSeriousViolations(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/profile\?section=dashboard$/);
});

test('a member picks a season on the Leaderboard tab and sees that season’s ranks', async ({ page }) => {
  await logIn(page, 'member@example.com', 'Member#2026', '/profile?section=leaderboard');
  const ranks = page.getByTestId('profile-leaderboard');
  const season = page.getByRole('combobox', { name: 'Season' });
  const lines = () => ranks.locator('p').allTextContents();
  // The seed's seasons are the current half-year and the two before it. The demo member plays every week, so
  // she has ranks in the current season; the results go back 26 weeks, never into the oldest season.
  const profile = await (await page.request.get('/umbraco/api/Membership/GetPlayerProfile')).json();
  const [current, previous, oldest] = profile.seasons as { id: number; name: string; isCurrent: boolean }[];
  expect(current?.isCurrent).toBe(true);
  await expect(season).toHaveValue(current?.name ?? '');
  await expect(ranks.getByText('Victoria')).toBeVisible();
  const currentLines = await lines();
  expect(currentLines.filter((l) => /^#\d+ /.test(l)).length).toBeGreaterThan(0);
  await expectNoSeriousViolations(page);
  await expectNoHorizontalScroll(page);

  await season.click();
  await page.getByRole('option', { name: oldest?.name }).click();
  await expect(season).toHaveValue(oldest?.name ?? '');
  await expect(ranks.getByText('No rank this season.')).toHaveCount(3);

  // The season before: what the server ranks her in it, whatever that is, and not the current season's.
  const answer = await (
    await page.request.get(
      `/umbraco/api/Membership/GetLeaderboardProfile?customerId=${profile.customerId}&seasonId=${previous?.id}`,
    )
  ).json();
  const expected = ['states', 'regions', 'venues'].flatMap((kind) => {
    const list = answer[kind] as { rank: number; name: string }[];
    return list.length ? list.map((r) => `#${r.rank} ${r.name}`) : ['No rank this season.'];
  });
  await season.click();
  await page.getByRole('option', { name: previous?.name }).click();
  await expect(season).toHaveValue(previous?.name ?? '');
  await expect.poll(lines).toEqual(expected);
  expect(expected).not.toEqual(currentLines);
});
