import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, logIn, newContextAtTestTime, test } from './test-clock';

/**
 * The league office's venues and weekly games (issue 34). The clock is fixed (test-clock.ts: Wednesday
 * 2026-11-18, 10:00 in Melbourne), so "next Tuesday" is 2026-11-24. Each viewport's run uses its own venue and
 * game names: both run at once against one server.
 */
const NEXT_TUESDAY = '2026-11-24';
const API = { 'x-requested-with': 'XMLHttpRequest' };
const MEMBER_MOBILE = '0412345678';

// Journeys through several pages, with two accessibility checks each.
test.describe.configure({ timeout: 90_000 });

const searchFor = async (request: APIRequestContext, venueName: string) =>
  (
    await request.post('/umbraco/api/event/searchevents', {
      headers: API,
      data: { stateId: 1, fromDate: NEXT_TUESDAY, toDate: NEXT_TUESDAY, venueName },
    })
  ).json() as Promise<{ id: number; description: string; startTime: string }[]>;

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

test('an admin opens a venue and a weekly Tuesday game, which the game search and the venue page show', async ({
  page,
}, testInfo) => {
  const size = testInfo.project.name;
  const venueName = `Office Journey Room ${size} ${testInfo.repeatEachIndex + 1}-${testInfo.retry + 1}`;
  await logIn(page, 'admin@example.com', 'Admin#2026', '/admin');
  await page.getByRole('link', { name: 'Venues and weekly games' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
  await page.getByRole('link', { name: 'New venue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New venue' })).toBeVisible();
  await page.getByLabel('Name').fill(venueName);
  await page.getByLabel('Street address').fill('8 Kavanagh Street');
  await page.getByLabel('Suburb').fill('Southbank');
  await page.getByLabel('Postcode').fill('3000');
  await page.getByRole('button', { name: 'Save venue' }).click();
  // Southbank is not 3000: the server says so under the suburb.
  await expect(page.getByText('is not a suburb with that postcode')).toBeVisible();
  await page.getByLabel('Postcode').fill('3006');
  await page.getByRole('button', { name: 'Save venue' }).click();
  await expect(page.getByRole('status')).toContainText('8 Kavanagh Street, Southbank VIC 3006');
  await expect(page.getByRole('status')).toContainText('Victoria');
  await expectNoSeriousViolations(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('link', { name: 'Weekly games', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Weekly games: ${venueName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Add a weekly game' }).click();
  await page.getByLabel('Name').fill('Tuesday Deepstack');
  await page.getByLabel('Day').selectOption('Tuesday');
  await page.getByLabel('Start time').fill('19:30');
  await page.getByLabel('Guarantee ($)').fill('1000');
  await page.getByRole('button', { name: 'Save weekly game' }).click();
  await expect(page.getByRole('status')).toHaveText('The weekly game is saved; its coming nights follow it.');
  await expect(page.getByText('Every Tuesday, 19:30, free, $1,000 guaranteed')).toBeVisible();
  const nights = page.getByRole('table', { name: 'Coming nights' });
  await expect(nights.getByRole('row', { name: /Tue 24 Nov 19:30/ })).toBeVisible();
  // Four weeks ahead of today: the last is Tuesday 15 December.
  await expect(nights.getByRole('row', { name: /Tue 15 Dec 19:30/ })).toBeVisible();
  await expect(nights.getByRole('row', { name: /19:30/ })).toHaveCount(4);
  await expectNoSeriousViolations(page);
  await expectNoHorizontalScroll(page);

  // The public game search (the home page's call) finds next Tuesday's game at once.
  const found = await searchFor(page.request, venueName);
  expect(found).toEqual([
    expect.objectContaining({ description: 'Tuesday Deepstack - $1,000 Guaranteed', startTime: '19:30' }),
  ]);

  // The venue page lists it among the coming games.
  await page.getByRole('link', { name: 'Venue page' }).click();
  await expect(page.getByRole('heading', { name: venueName }).first()).toBeVisible();
  // Next Tuesday is in the weeks after this one: the venue's Future games.
  const events = page.getByRole('radiogroup', { name: 'Events' });
  await expect(events.getByRole('radio', { name: 'Current Week' })).toBeChecked();
  await events.getByText('Future', { exact: true }).click();
  await expect(events.getByRole('radio', { name: 'Future' })).toBeChecked();
  await expect(page.getByText('Tuesday Deepstack - $1,000 Guaranteed').first()).toBeVisible();
});

test('a venue director puts next Tuesday on hold and the member who saved it gets an SMS', async ({
  page,
  browser,
}, testInfo) => {
  const size = testInfo.project.name;
  await logIn(page, 'director@example.com', 'Director#2026', '/admin/venues');
  await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New venue' })).toHaveCount(0);
  // The director's own venues; each viewport takes another one.
  const list = await (await page.request.get('/umbraco/api/Admin/Venues', { headers: API })).json();
  const venue = list.rows[size === 'mobile' ? 2 : 3] as { id: number; name: string };
  // A time of its own for each viewport, repeat and retry: its row and buttons are this run's only.
  const run = testInfo.repeatEachIndex * 2 + testInfo.retry;
  const gameName = `Hold Journey ${size} ${run}`;
  const startTime = `21:${String((size === 'mobile' ? 7 : 37) + run).padStart(2, '0')}`;
  const created = await page.request.post(`/umbraco/api/Admin/CreateWeeklyGame?venueId=${venue.id}`, {
    headers: API,
    data: {
      name: gameName,
      weekday: 2,
      recurrence: 'weekly',
      firstDate: null,
      startTime,
      typeId: 2,
      buyInAmount: 0,
      guaranteeAmount: 0,
      ptcCredit: 0,
      blindStructureId: 1,
      lateRegoLevel: null,
      reEntryFee: null,
      startingStack: null,
    },
  });
  expect(created.status()).toBe(200);
  const schedule = (await created.json()) as {
    nights: { eventId: number; date: string; title: string; startTime: string }[];
  };
  const night = schedule.nights.find((n) => n.title === gameName && n.date === NEXT_TUESDAY);
  expect(night).toBeTruthy();
  const when = `Tue 24 Nov ${night?.startTime}`;

  // The member saves next Tuesday's game from its page.
  const memberContext = await newContextAtTestTime(browser);
  const member = await memberContext.newPage();
  await logIn(member, 'member@example.com', 'Member#2026', `/event/${night?.eventId}`);
  await member.getByRole('button', { name: /^Add .+ to My Poker Games$/ }).click();
  await expect(member.getByRole('button', { name: /^Remove .+ from My Poker Games$/ })).toBeVisible();

  await page.goto(`/admin/venues/${venue.id}/weekly-games`);
  const row = page.getByRole('row', { name: new RegExp(when) });
  await expect(row).toContainText('Saved by 1 member');
  await page.getByRole('button', { name: `Hold ${when}` }).click();
  await expect(page.getByRole('status')).toHaveText(
    'The night is on hold. 1 member who saved it was told by SMS.',
  );
  await expect(row).toContainText('On hold');
  await expect(page.getByRole('button', { name: `Back on ${when}` })).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoHorizontalScroll(page);
  // A director's phone may be narrower still.
  await page.setViewportSize({ width: 320, height: 700 });
  await expectNoHorizontalScroll(page);

  const outbox = (await (await member.request.get(`/dev/sms-outbox?to=${MEMBER_MOBILE}`)).json()) as {
    body: string;
  }[];
  expect(outbox.map((m) => m.body)).toContainEqual(
    `APL: poker at ${venue.name} ${when.replace(/ (\d\d):(\d\d)$/, (_, h, m) => ` ${Number(h) - 12}:${m} pm`)} is ON HOLD. We will text you if it goes ahead.`,
  );
  // Their game shows on hold.
  await member.goto(`/event/${night?.eventId}`);
  await expect(member.getByText('On Hold').first()).toBeVisible();
  await memberContext.close();
});

test("a venue director cannot open another state's venue", async ({ page }) => {
  const venues = (await (await page.request.get('/umbraco/api/venues/list')).json()) as {
    id: number;
    stateId: number;
  }[];
  const other = venues.find((v) => v.stateId === 2);
  await logIn(page, 'director@example.com', 'Director#2026', `/admin/venues/${other?.id}/weekly-games`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The weekly games could not be loaded');
  await expect(alert).toContainText('This venue is not one of yours.');
  await page.goto(`/admin/venues/${other?.id}`);
  await expect(page.getByRole('alert')).toContainText('This venue is not one of yours.');
  await expectNoSeriousViolations(page);
});
