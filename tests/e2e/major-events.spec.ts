import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { DESKTOP_ONLY, expect, rememberLocation, test } from './test-clock';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 992;

async function expectNoHorizontalScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

test('a visitor opens the APL Million, walks its tabs, searches the qualifiers and toggles the chip stack list', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await rememberLocation(page);
  await page.goto('/aplpt');
  const card = page.getByTestId('major-event-card').filter({ hasText: 'The APL Million' });
  await expect(card).toBeVisible();
  await expectNoSeriousViolations(page);
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/aplpt\/apl-million-2025$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The APL Million');
  await expectNoSeriousViolations(page);
  await expectNoHorizontalScroll(page);

  if (isMobile(page)) {
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['ABOUT', 'PTC', 'SCHEDULE']);
    await page.getByRole('tab', { name: 'SCHEDULE' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Qualifiers Only');
    await expect(page.getByRole('tabpanel')).not.toContainText('Day 1A');
    await page.getByRole('tab', { name: 'PTC' }).click();
  } else {
    await expect(page.getByTestId('schedule')).toContainText('Qualifiers Only');
    await expect(page.getByRole('link', { name: 'Purchase Ticket' }).first()).toHaveAttribute(
      'href',
      /^\/redeem\/event\/\d+$/,
    );
  }
  const list = page.getByTestId('qualifier-list');
  const rows = list.getByRole('table', { name: 'Qualifiers' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const total = await rows.count();
  const firstName = ((await rows.nth(1).getByRole('cell').nth(1).textContent()) ?? '').split(' ')[0] ?? '';
  await list.getByLabel('Search qualifiers').fill(firstName.toLowerCase());
  await expect(rows.nth(1)).toContainText(firstName);
  for (const name of await rows.locator('td:nth-child(2)').allTextContents())
    expect(name.toLowerCase()).toContain(firstName.toLowerCase());
  expect(await rows.count()).toBeLessThanOrEqual(total);
  await list.getByLabel('Search qualifiers').fill('');

  await list.getByRole('switch', { name: 'Day 2 Chip Stack List' }).click({ force: true });
  const chips = list.getByRole('table', { name: 'Day 2 chip stacks' });
  await expect(chips).toBeVisible();
  const stacks = (await chips.locator('td:nth-child(3)').allTextContents()).map((t) =>
    Number(t.replace(/,/g, '')),
  );
  expect(stacks.length).toBeGreaterThan(0);
  expect([...stacks].sort((a, b) => b - a)).toEqual(stacks);
  await expectNoSeriousViolations(page);
});

test(
  'on a desktop the long qualifier list runs under both columns, with neither standing empty beside it',
  DESKTOP_ONLY,
  async ({ page }) => {
    // A phone shows the sections as tabs.
    await rememberLocation(page);
    await page.goto('/aplpt/apl-million-2025');
    const qualifiers = page.locator('section[aria-labelledby="major-qualifiers"]');
    await expect(
      qualifiers.getByRole('table', { name: 'Qualifiers' }).getByRole('row').nth(20),
    ).toBeVisible();
    const box = async (locator: Locator) => {
      const found = await locator.boundingBox();
      expect(found).not.toBeNull();
      return found as NonNullable<typeof found>;
    };
    const list = await box(qualifiers);
    // The left column's last section and the right column's details.
    const left = await box(page.getByTestId('schedule'));
    const right = await box(page.getByTestId('event-details'));
    expect(list.y, 'below the left column').toBeGreaterThanOrEqual(left.y + left.height);
    expect(list.y, 'below the right column').toBeGreaterThanOrEqual(right.y + right.height);
    expect(Math.abs(list.x - left.x), 'from the left column’s edge').toBeLessThanOrEqual(1);
    expect(
      Math.abs(list.x + list.width - (right.x + right.width)),
      'to the right column’s edge',
    ).toBeLessThanOrEqual(1);
  },
);

test('a major event without completed flights says when the chip stack list comes', async ({ page }) => {
  await rememberLocation(page);
  await page.goto('/major-events/apl-100k-invitational');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('APL $100K Invitational');
  if (isMobile(page)) {
    await expect(page.getByRole('tab')).toHaveText([
      'ABOUT',
      'QUALIFIERS',
      'WINNER PHOTOS',
      'QUALIFICATION',
      'RECENT WINNERS',
    ]);
    await page.getByRole('tab', { name: 'RECENT WINNERS' }).click();
  }
  await expect(page.getByRole('main')).toContainText(/Recent winners|RECENT WINNERS/);
  await page.goto('/major-events/nsw-grand-final');
  if (isMobile(page)) await page.getByRole('tab', { name: 'QUALIFIERS' }).click();
  await page.getByRole('switch', { name: 'Day 2 Chip Stack List' }).click({ force: true });
  await expect(page.getByTestId('qualifier-list')).toContainText(
    'Day 2 Chip Stack list will be available once the first qualified game is completed.',
  );
  await page.goto('/major-events/no-such-event');
  await expect(page).toHaveURL(/\/page-not-found$/);
});

test('the Million tab and the major events list lead to real pages', async ({ page }) => {
  await rememberLocation(page);
  await page.goto('/major-events');
  const championship = page.getByTestId('major-event-card').filter({ hasText: 'VIC State Championship' });
  await expect(championship).toBeVisible();
  // Each card names its next day and where it is; one whose schedule is not out yet says 'TBA'.
  await expect(championship).toContainText('Main Event');
  await expectNoHorizontalScroll(page);
  await page.goto('/aplpt');
  const sydney = page.getByTestId('major-event-card').filter({ hasText: 'APL Poker Tour Sydney' });
  await expect(sydney).toContainText('TBA');
  await expect(page.getByTestId('major-event-card').filter({ hasText: 'The APL Million' })).toContainText(
    'Day 1B',
  );
  if (isMobile(page)) {
    await page.getByRole('link', { name: 'MILLION 2025' }).click();
    await expect(page).toHaveURL(/\/aplpt\/apl-million-2025$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The APL Million');
  }
});

test('a major event page asks for its banner with the page itself, and draws that banner', async ({
  page,
}) => {
  await rememberLocation(page);
  const served = await page.goto('/major-events/vic-state-championship');
  const html = (await served?.text()) ?? '';
  const preload = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(html)?.[1];
  expect(preload).toMatch(/^\/media\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('VIC State Championship');
  const banner = page.getByRole('main').locator('img').first();
  await expect(banner).toHaveAttribute('src', preload ?? '');
  expect(await banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('a visitor opens two hall-of-fame events and their results', async ({ page }) => {
  await rememberLocation(page);
  await page.goto('/major-event-results');
  await page.getByRole('button', { name: /^The APL Million \d{4}/ }).click();
  // Set up as sub-events: the day 1 flights are left out.
  await expect(page.getByRole('button', { name: /^Day 1A/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^Day 2 Final/ }).click();
  const final = page.locator('[data-testid^="hall-of-fame-event-"]').first();
  await expect(final).toContainText('Entries30');
  await expect(final.getByRole('table', { name: 'Results' }).getByRole('row').nth(1)).toContainText('1');
  await expect(final).toContainText('$1,000,000');
  await page.getByRole('button', { name: /^VIC State Championship \d{4}/ }).click();
  await expect(page.locator('[data-testid^="hall-of-fame-event-"]')).toHaveCount(2);
  await expectNoSeriousViolations(page);
  await expectNoHorizontalScroll(page);
});

test('a visitor filters the gallery by a venue found through the search box', async ({ page }) => {
  await rememberLocation(page);
  await page.goto('/gallery');
  const photos = page.getByTestId('gallery-photos').getByRole('button');
  await expect(photos).toHaveCount(12);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(photos).toHaveCount(24);
  await expectNoSeriousViolations(page);
  await expectNoHorizontalScroll(page);

  const venueName = ((await photos.first().getAttribute('aria-label')) ?? '').split(' at ').at(-1) ?? '';
  await page.getByLabel('Search venues').fill(venueName.slice(0, 6));
  const suggestion = page.getByTestId('venue-suggestions').getByRole('button', {
    name: new RegExp(`^${venueName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`),
  });
  await suggestion.first().click();
  await expect(page.getByTestId('venue-suggestions')).toHaveCount(0);
  await expect(photos.first()).toBeVisible();
  for (const label of await photos.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))))
    expect(label).toContain(`at ${venueName}`);
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Venues' })).toHaveValue(venueName);

  // A photo opens large with who is in it (the office's browser journey may have added untagged ones: the
  // first tagged photo of the venue's is the one to check).
  const dialog = page.getByRole('dialog');
  let tagged = false;
  for (let i = 0; i < Math.min(6, await photos.count()) && !tagged; i++) {
    await photos.nth(i).click();
    await expect(dialog.getByRole('img', { name: / at / })).toBeVisible();
    await expect(dialog.getByText(/^(In this photo|No players tagged)/).first()).toBeVisible();
    tagged = (await dialog.getByText('In this photo').count()) > 0;
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  expect(tagged).toBe(true);
});
