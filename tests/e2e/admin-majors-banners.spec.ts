import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, logIn, rememberLocation, test } from './test-clock';

async function expectNoHorizontalScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

const office = (page: Page, section: string) =>
  page.getByRole('navigation', { name: 'League office' }).getByRole('link', { name: section }).click();

test('an editor renames a day of a major event and adds a satellite, and the public page follows at once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const project = test.info().project.name;
  // Each project edits its own event: the two run side by side on one database.
  const [urlName, day, aplpt] =
    project === 'mobile' ? ['aplpt-melbourne', 'Day 2', true] : ['nsw-grand-final', 'Final Day', false];
  const renamed = `${day} (live on the big screen)`;
  await rememberLocation(page);

  await logIn(page, 'editor@example.com', 'Editor#2026', '/admin');
  await office(page, 'Major events');
  await expect(page.getByRole('heading', { level: 1, name: 'Major events' })).toBeVisible();
  const row = page
    .getByTestId('admin-major-event-row')
    .filter({ hasText: new RegExp(`/${aplpt ? 'aplpt' : 'major-events'}/${urlName}$`) });
  await expectNoSeriousViolations(page);
  await expectNoHorizontalScroll(page);
  await row.getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1, name: 'Edit major event' })).toBeVisible();
  const schedule = page.getByRole('list', { name: 'Schedule' });
  await schedule
    .getByRole('listitem', { name: day })
    .getByRole('textbox', { name: "Day's name" })
    .fill(renamed);

  await page.getByRole('button', { name: 'Add a satellite' }).click();
  await page.getByRole('textbox', { name: 'Find a game' }).fill('Hartwell');
  await page.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('list', { name: 'Games found' });
  await expect(found).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoHorizontalScroll(page);
  const choose = found.getByRole('button', { name: /^Choose / }).last();
  const chosen = ((await choose.getAttribute('aria-label')) ?? '')
    .replace(/^Choose /, '')
    .replace(/ \(#\d+\)$/, '');
  await choose.click();
  const satellite = page
    .getByRole('list', { name: 'Satellites' })
    .getByRole('listitem', { name: chosen })
    .last();
  await satellite.getByRole('spinbutton', { name: 'Qualifying places' }).fill('2');
  await expectNoSeriousViolations(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved. The public pages show it now.' }),
  ).toBeVisible();

  const answer = await page.request.get(
    `/umbraco/api/majorevent/${aplpt ? 'getAPLPT' : 'get'}?name=${urlName}`,
  );
  const names = ((await answer.json()).subMajorEvents as { subMajorEventName: string }[]).map(
    (s) => s.subMajorEventName,
  );
  expect(names).toContain(renamed);
  expect(names).not.toContain(day);
  await page.getByRole('link', { name: 'View on the site' }).click();
  await expect(page).toHaveURL(new RegExp(`/${aplpt ? 'aplpt' : 'major-events'}/${urlName}$`));
});

test('an editor adds a home banner for one state; the carousel there shows it at once, and the default once removed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const project = test.info().project.name;
  const title = `Tasmanian Open qualifiers (${project})`;
  const carousel = async (state: string) =>
    (
      (await (await page.request.get(`/umbraco/api/HomeBanners/Get?state=${state}`)).json()) as {
        title: string;
      }[]
    ).map((b) => b.title);
  await rememberLocation(page, { stateId: 6, regionId: null, coords: null });

  await logIn(page, 'editor@example.com', 'Editor#2026', '/admin');
  await office(page, 'Home banners');
  await expect(page.getByRole('heading', { level: 1, name: 'Home banners' })).toBeVisible();
  await page.getByRole('button', { name: 'New banner' }).click();
  const form = page.getByRole('form', { name: 'Banner' });
  await form.getByRole('combobox', { name: 'Links to' }).selectOption('link');
  await form.getByRole('textbox', { name: 'Link address' }).fill('/leaderboards');
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Picture' }).fill('/media/banners/grand-final.svg');
  await form.getByRole('checkbox', { name: 'TAS' }).check();
  await expectNoSeriousViolations(page);
  await expectNoHorizontalScroll(page);
  await form.getByRole('button', { name: 'Save banner' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved. The home page shows it now.' }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Banners' })).toContainText(title);

  expect(await carousel('TAS')).toContain(title);
  expect(await carousel('VIC')).not.toContain(title);
  await page.goto('/');
  await expect(
    page
      .getByTestId('home-banners')
      .getByRole('button', { name: new RegExp(`: ${title.replace(/[()]/g, '\\$&')}$`) }),
  ).toHaveCount(1);

  await page.goto('/admin/banners');
  await page.getByRole('button', { name: `Remove: ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Removed.' })).toBeVisible();
  expect(await carousel('TAS')).not.toContain(title);
});
