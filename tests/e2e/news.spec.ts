import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { AT_ONE_SIZE, expect, rememberLocation, test } from './test-clock';

async function expectNoHorizontalScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

test('a visitor browses the news, changes state, reads an article and opens its photo in the preview', async ({
  page,
}) => {
  await rememberLocation(page);
  await page.goto('/news');
  const banner = page.getByTestId('news-banner');
  await expect(banner.getByRole('link', { name: 'READ MORE' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured News' })).toBeVisible();
  const recent = page.getByTestId('recent-news').getByTestId('news-card');
  await expect(recent).toHaveCount(10);
  await expect(page.getByTestId('recent-news')).toContainText('VIC player of the month');
  await expectNoSeriousViolations(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('combobox', { name: 'CHANGE STATE' }).click();
  await page.getByRole('option', { name: 'New South Wales' }).click();
  await expect(page.getByTestId('recent-news')).toContainText('NSW player of the month');
  await expect(page.getByTestId('recent-news')).not.toContainText('VIC player of the month');

  await page.getByRole('button', { name: 'View all news' }).click();
  await expect(recent).toHaveCount(10);
  await page.getByRole('button', { name: 'More news' }).click();
  await expect(recent).toHaveCount(20);

  await page.goto('/news/vic-satellite-winners');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'VIC satellite winners head to the Million',
  );
  await expect(page.getByRole('heading', { name: 'Related News' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'open the full-size photo' }).click();
  await expect(page).toHaveURL(/\/preview\?src=%2Fmedia%2Fnews%2F[a-z-]+\.png$/);
  await expect(page.getByRole('heading', { name: 'Preview Image' })).toBeVisible();
  const image = page.getByRole('img', { name: 'Preview' });
  await expect(image).toHaveAttribute('src', /^\/media\/news\/[a-z-]+\.png$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
});

test('a missing article goes back to the news', AT_ONE_SIZE, async ({ page }) => {
  await rememberLocation(page);
  await page.goto('/news/no-such-story');
  await expect(page).toHaveURL(/\/news$/);
});

test('the footer’s safer-gambling link opens the responsible gambling article', async ({ page }) => {
  await rememberLocation(page);
  await page.goto('/news');
  await page.getByRole('link', { name: 'Gamble responsibly: think about your choices' }).click();
  await expect(page).toHaveURL(/\/news\/apl-responsible-gambling$/);
  await expect(page.getByRole('main')).toContainText('1800 858 858');
});
