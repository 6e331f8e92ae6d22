import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousViolations } from './axe';
import { expect, logIn, newContextAtTestTime, rememberLocation, test } from './test-clock';

async function expectNoHorizontalScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

/** A visitor who chose a state on an earlier visit, on the test's clock, at the editor's window size. */
async function visitorOf(browser: Browser, page: Page, stateId: number) {
  const context = await newContextAtTestTime(browser, {
    viewport: page.viewportSize() ?? undefined,
    baseURL: test.info().project.use.baseURL,
  });
  const visitor = await context.newPage();
  await rememberLocation(visitor, { stateId, regionId: null, coords: null });
  return visitor;
}

/** The browser's local date and time `seconds` from its (the test's) clock, as a datetime-local field takes it. */
const localTimeIn = (page: Page, seconds: number) =>
  page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead * 1000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
  }, seconds);

test('an editor writes a NSW article and schedules it: it appears on /news for NSW, not VIC, when its time comes', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const title = `Spring Series final night (${test.info().project.name})`;
  const urlName = `spring-series-final-night-${test.info().project.name}`;

  await logIn(page, 'editor@example.com', 'Editor#2026', '/admin');
  await page.getByRole('navigation', { name: 'League office' }).getByRole('link', { name: 'News' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Articles' })).toContainText('NSW Grand Final week');
  await expectNoSeriousViolations(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('combobox', { name: 'Show' }).selectOption('published');
  const rows = page.getByRole('list', { name: 'Articles' }).getByRole('listitem');
  await expect(rows.filter({ hasText: 'NSW Grand Final week' })).toHaveCount(1);
  await expect(rows.filter({ hasText: /Draft|Scheduled|Unpublished/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'New article' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  // The URL name is suggested from the title.
  await expect(page.getByRole('textbox', { name: 'URL name' })).toHaveValue(urlName);
  await page
    .getByRole('textbox', { name: 'Excerpt' })
    .fill('Who took the trophy home from the Sydney final.');
  const body = page.getByRole('textbox', { name: 'Body' });
  await body.click();
  await page.keyboard.type('The final table ran until midnight. ');
  const bold = page.getByRole('button', { name: 'Bold', exact: true });
  await bold.click();
  // Bold is on for what comes next before typing it (on a busy machine the first letters could come first).
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Riley took it down');
  await expect(body.locator('strong')).toHaveText('Riley took it down');
  await page.getByRole('checkbox', { name: 'New South Wales' }).check();
  await expectNoSeriousViolations(page);
  await expectNoHorizontalScroll(page);

  // Preview: the article as /news/{name} will show it.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByTestId('article-preview');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(preview.locator('strong')).toHaveText('Riley took it down');
  await page.getByRole('button', { name: 'Back to editing' }).click();

  // A banner: saved first (pictures belong to a saved article), then uploaded and resized by the server.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as a draft.' })).toBeVisible();
  const banner = await sharp({ create: { width: 1800, height: 900, channels: 3, background: '#1d5c8c' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('Banner file')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: banner });
  await expect(page.getByRole('status').filter({ hasText: 'Picture saved.' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Current banner' })).toHaveAttribute(
    'src',
    /^\/news-images\/[a-f0-9]{32}\.jpg$/,
  );

  // Scheduled a little ahead of the clock the server and the browsers share.
  await page.getByLabel('Publish at (to schedule)').fill(await localTimeIn(page, 30));
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Scheduled.' })).toBeVisible();
  await expect(page.getByTestId('article-status')).toHaveText('Scheduled');
  await expect(page).toHaveURL(/\/admin\/news\/\d+$/);

  const nsw = await visitorOf(browser, page, 2);
  const vic = await visitorOf(browser, page, 1);
  await nsw.goto('/news');
  await expect(nsw.getByTestId('recent-news')).toContainText('NSW player of the month');
  await expect(nsw.getByTestId('recent-news')).not.toContainText(title);

  // Its time comes: the NSW visitor's news shows it (the page may be up to one shared answer's life behind).
  await expect(async () => {
    await nsw.goto('/news');
    await expect(nsw.getByTestId('recent-news')).toContainText(title, { timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [3_000] });
  await nsw.getByTestId('recent-news').getByRole('link', { name: title }).click();
  await expect(nsw).toHaveURL(new RegExp(`/news/${urlName}$`));
  await expect(nsw.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(nsw.getByRole('main').locator('strong')).toHaveText('Riley took it down');
  const shownBanner = nsw.getByRole('main').locator('img[src^="/news-images/"]').first();
  await expect.poll(() => shownBanner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  await expectNoSeriousViolations(nsw);

  await vic.goto('/news');
  await expect(vic.getByTestId('recent-news')).toContainText('VIC player of the month');
  await expect(vic.getByTestId('recent-news')).not.toContainText(title);

  // The editors' list says it is published once the job has run (every 30 s).
  await expect(async () => {
    await page.goto('/admin/news');
    await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Published', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 90_000, intervals: [5_000] });
  await nsw.context().close();
  await vic.context().close();
});

test('a URL name another article has is refused under its field', async ({ page }) => {
  await logIn(page, 'editor@example.com', 'Editor#2026', '/admin/news/new');
  await page.getByRole('textbox', { name: 'Title' }).fill('NSW Grand Final week');
  await page.getByRole('textbox', { name: 'URL name' }).fill('nsw-grand-final-week');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('textbox', { name: 'URL name' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toHaveText('Another article already has this URL name.');
  await expectNoSeriousViolations(page);
});
