import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { openDirectorConsole } from './director-console';
import { expect, test } from './test-clock';

const API = '/umbraco/api';

const firstRow = (page: Page) => page.getByTestId('standings-row').first();

/** The first real option of a filter (not its 'All ...' choice). */
async function chooseFirst(page: Page, label: string) {
  const select = page.getByRole('combobox', { name: label });
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value ?? '');
  return value;
}

test('a visitor narrows the leaderboard from state to region to venue to day, and prints it', async ({
  page,
}) => {
  // Eight filter steps, each a search, then the printable page in a popup: on a busy machine this walk
  // once went past the default 30 s while the print view loaded.
  test.slow();
  await page.goto('/leaderboards');
  await expect(page.getByRole('tab', { name: 'State/Region/Venue' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(firstRow(page)).toBeVisible();
  await expect(page.getByTestId('podium-place')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Print' })).toHaveCount(0);
  const league = await firstRow(page).textContent();

  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Victoria' });
  await expect(page.getByRole('combobox', { name: 'Region' })).toBeVisible();
  await chooseFirst(page, 'Region');
  await expect(page.getByRole('link', { name: 'Print' })).toBeVisible();
  // A venue with game days: the venue list is that region's.
  const venue = page.getByRole('combobox', { name: 'Venue' });
  const venues = await venue.locator('option').count();
  expect(venues).toBeGreaterThan(1);
  await chooseFirst(page, 'Venue');
  await expect(page.getByRole('combobox', { name: 'Day' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Month' })).toBeVisible();
  await chooseFirst(page, 'Day');
  // A day clears the month, which then hides.
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveCount(0);
  await expect.poll(async () => firstRow(page).textContent()).not.toBe(league);

  // A new region clears the venue and the day.
  const region = page.getByRole('combobox', { name: 'Region' });
  const second = await region.locator('option').nth(2).getAttribute('value');
  if (second) {
    await region.selectOption(second);
    await expect(venue).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Day' })).toHaveCount(0);
    await chooseFirst(page, 'Venue');
  }

  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Print' }).click();
  const printed = await popup;
  await expect(printed).toHaveURL(/\/leaderboard\/print\?/);
  await expect(printed.locator('h1')).not.toBeEmpty();

  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('the All Time Money tab changes the route and resets the filters', async ({ page }) => {
  await page.goto('/leaderboards?stateId=3');
  await expect(page.getByRole('combobox', { name: 'Division' })).toHaveValue('3');
  await page.getByRole('tab', { name: 'All Time Money' }).click();
  await expect(page).toHaveURL(/\/leaderboards\/real-money$/);
  await expect(page.getByRole('heading', { name: 'Real Money Leaderboard' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('');
  await expect(page.getByRole('columnheader', { name: 'All Time Won' })).toBeVisible();
  await expect(firstRow(page).getByRole('link')).toHaveAttribute('href', /^\/profile\/[0-9a-f-]{36}$/);
  await page.getByRole('textbox', { name: 'Search leaderboards' }).fill('vic');
  await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: 'Victoria' }).click();
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('1');
  await expectNoSeriousViolations(page);
});

/** An upcoming VIC tournament; each project and retry takes its own. */
async function upcomingEvent(request: APIRequestContext, testInfo: TestInfo) {
  const games = (await (
    await request.post(`${API}/event/searchevents`, { data: { stateId: 1 } })
  ).json()) as {
    id: number;
    typeId: number;
    eventStatusId: number;
    venue: { id: number; regionId: number | null };
  }[];
  const open = games.filter((g) => g.typeId !== 14 && g.eventStatusId === 1).sort((a, b) => a.id - b.id);
  const pick = open[(testInfo.project.name === 'mobile' ? 0 : 5) + testInfo.retry];
  if (!pick) throw new Error('No upcoming tournament in the seed');
  return pick;
}

test('the director records three bust-outs and closes the event; a visitor watching the venue sees it at once', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const event = await upcomingEvent(request, testInfo);
  const players = (
    (await (await request.post(`${API}/Leaderboard/search`, { data: { stateId: 1 } })).json()) as {
      name: string;
    }[]
  ).slice(10, 14);
  expect(players).toHaveLength(4);

  await page.goto(`/leaderboards?stateId=1&orgEntityId=${event.venue.id}`);
  await expect(page.getByRole('combobox', { name: 'Venue' })).toHaveValue(String(event.venue.id));
  await expect(page.getByTestId('standings-table').or(page.getByText('No Data'))).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });

  const { context: directorContext, page: director } = await openDirectorConsole(browser, event.id);
  director.on('dialog', (dialog) => void dialog.accept());
  const panel = director.getByTestId('results-recorder');
  await expect(panel.getByText('Players out (0)')).toBeVisible();

  for (const [i, player] of players.slice(1).entries()) {
    await panel.getByRole('textbox', { name: 'Find a player' }).fill(player.name);
    await panel.getByRole('button', { name: 'Find' }).click();
    await panel.getByTestId('player-match').first().getByRole('button', { name: 'Out' }).click();
    await expect(panel.getByText(`Players out (${i + 1})`)).toBeVisible();
  }
  const winner = players[0]?.name ?? '';
  await panel.getByRole('textbox', { name: 'Find a player' }).fill(winner);
  await panel.getByRole('button', { name: 'Find' }).click();
  await panel.getByTestId('player-match').first().getByRole('button', { name: 'Winner' }).click();
  await expect(panel.getByRole('status')).toContainText('Event closed');

  // The visitor's page follows without a reload.
  await expect(page.getByTestId('standings-table')).toContainText(winner, { timeout: 5000 });
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await directorContext.close();

  const result = await (await request.get(`${API}/Event/GetEventResult?eventId=${event.id}`)).json();
  expect(result.rows.map((r: { place: number }) => r.place)).toEqual([1, 2, 3, 4]);
});
