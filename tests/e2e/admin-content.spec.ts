import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, logIn, rememberLocation, test } from './test-clock';

async function expectNoHorizontalScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

/** The About pages' names in the main menu, in its order (a fresh load: the menu is drawn at start). */
async function aboutMenu(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open main menu' }).click();
  const links = page.getByTestId('main-menu').locator('a[href^="/about/"]');
  await expect(links.first()).toBeVisible();
  return links.allTextContents();
}

test('an editor adds an About page shown in the About menu at a chosen order, and it appears there at once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const project = test.info().project.name;
  const title = `Host a League Night ${project}`;
  const urlName = `host-a-league-night-${project}`;
  await rememberLocation(page);

  await logIn(page, 'editor@example.com', 'Editor#2026', '/admin');
  await page
    .getByRole('navigation', { name: 'League office' })
    .getByRole('link', { name: 'About pages' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'About pages' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'About pages' })).toContainText('Work With Us');
  await expectNoSeriousViolations(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('link', { name: 'New page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New About page' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  // The URL name is suggested from the title.
  await expect(page.getByRole('textbox', { name: 'URL name' })).toHaveValue(urlName);
  const body = page.getByRole('textbox', { name: 'Body' });
  await body.click();
  await page.keyboard.type('Bring the league to your pub: ');
  const bold = page.getByRole('button', { name: 'Bold', exact: true });
  await bold.click();
  // Bold is on for what comes next before typing it (on a slow phone the first letters could come first).
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('full tables on a Tuesday');
  await expect(body.locator('strong')).toHaveText('full tables on a Tuesday');
  await page.getByRole('switch', { name: 'Show in the About menu' }).check();
  // After the seeded pages (order 0).
  await page.getByRole('spinbutton', { name: 'Order in the menu' }).fill(project === 'mobile' ? '5' : '6');
  await expectNoSeriousViolations(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByTestId('page-preview');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(preview.locator('strong')).toHaveText('full tables on a Tuesday');
  await page.getByRole('button', { name: 'Back to editing' }).click();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as a draft.' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
  const editor = page.url();
  // A draft is in no menu.
  expect(await aboutMenu(page)).not.toContain(title);

  await page.goto(editor);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();

  const menu = await aboutMenu(page);
  expect(menu).toContain(title);
  expect(menu.indexOf(title)).toBeGreaterThan(menu.indexOf('Work With Us'));
  await page.getByTestId('main-menu').getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/about/${urlName}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('strong', { hasText: 'full tables on a Tuesday' })).toBeVisible();

  // Back to order 0: among the seeded pages, by name ('FAQs' < 'Host…' < 'Privacy Policy').
  await page.goto(editor);
  await page.getByRole('spinbutton', { name: 'Order in the menu' }).fill('0');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
  const moved = await aboutMenu(page);
  expect(moved.indexOf(title)).toBeLessThan(moved.indexOf('Privacy Policy'));
  expect(moved.indexOf(title)).toBeGreaterThan(moved.indexOf('FAQs'));
});
