import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, logIn, newContextAtTestTime, rememberLocation, test } from './test-clock';

const API = '/umbraco/api';
const CLIENT = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * Each project its own member and state, so the phone's and the desktop's runs (in parallel, on one server)
 * never meet: NSW's and Queensland's games, which no other journey runs.
 */
const CAST = {
  mobile: { email: 'newcomer@example.com', password: 'Newcomer#2026', name: 'Noah Pearce', stateId: 2 },
  desktop: { email: 'guest@example.com', password: 'Guest#2026', name: 'Ava Lindqvist', stateId: 5 },
} as const;

/** Two upcoming open tournaments at two different venues of the state. */
async function twoVenuesEvents(request: APIRequestContext, stateId: number, testInfo: TestInfo) {
  const games = (await (await request.post(`${API}/event/searchevents`, { data: { stateId } })).json()) as {
    id: number;
    typeId: number;
    eventStatusId: number;
    venue: { id: number; title: string };
  }[];
  const open = games.filter((g) => g.typeId !== 14 && g.eventStatusId === 1).sort((a, b) => a.id - b.id);
  const mine = open[testInfo.retry];
  const other = open.find((g) => mine && g.venue.id !== mine.venue.id);
  if (!mine || !other) throw new Error(`no two venues with games ahead in state ${stateId}`);
  return { mine, other };
}

const memberIdOf = async (page: Page, email: string) => {
  const staff = (await (await page.request.get(`${API}/Admin/Staff`, { headers: CLIENT })).json()) as {
    memberId: number;
    email: string;
  }[];
  const found = staff.find((s) => s.email === email);
  if (!found) throw new Error(`${email} is not staff`);
  return found.memberId;
};

test('an admin makes a member the director of one venue: they run its event, are refused another venue, and the trail and its CSV show both changes', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const cast = CAST[testInfo.project.name as keyof typeof CAST];
  const { mine, other } = await twoVenuesEvents(request, cast.stateId, testInfo);

  // The admin opens the league office from the member menu.
  await rememberLocation(page);
  await logIn(page, 'admin@example.com', 'Admin#2026', '/');
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'League office' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .getByRole('navigation', { name: 'League office' })
    .getByRole('link', { name: 'Roles and venues' })
    .click();
  await expect(page.getByRole('heading', { name: 'Roles and venues', level: 1 })).toBeVisible();

  try {
    // A role by e-mail.
    await page.getByRole('textbox', { name: "Member's e-mail" }).fill(cast.email);
    await expect(page.getByLabel('Role', { exact: true })).toHaveValue('Venue director');
    await page.getByRole('button', { name: 'Save role' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `${cast.name} is now: Venue director. It holds from their next request.`,
    );
    const card = page.getByRole('listitem', { name: cast.name });
    await expect(card.getByTestId('staff-venues')).toHaveText('No venues yet: they can run no event.');

    // One venue, found by typing its name.
    await card.getByRole('button', { name: `Choose venues for ${cast.name}` }).click();
    const picker = card.getByRole('combobox', { name: `Venues ${cast.name} runs` });
    await picker.fill(mine.venue.title);
    await card
      .getByRole('option', {
        name: new RegExp(`^${mine.venue.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`),
      })
      .first()
      .click();
    await picker.press('Escape');
    await card.getByRole('button', { name: 'Save venues' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `${cast.name} now runs 1 venue. It holds from their next request.`,
    );
    await expect(card.getByTestId('staff-venues')).toHaveText(`Runs: ${mine.venue.title}`);
    await expectNoSeriousViolations(page);

    // The new director signs in afresh and runs their venue's event.
    const director = await newContextAtTestTime(browser, { viewport: page.viewportSize() ?? undefined });
    const console = await director.newPage();
    await rememberLocation(console);
    await logIn(console, cast.email, cast.password, `/event/${mine.id}/director`);
    const results = console.getByTestId('results-recorder');
    await expect(results.getByText('Players out (0)')).toBeVisible();
    await results.getByRole('textbox', { name: 'Walk-in (no account)' }).fill('Walk In Wendy');
    await results.getByRole('button', { name: 'Out' }).last().click();
    await expect(results.getByText('Players out (1)')).toBeVisible();
    await expect(results.getByTestId('bust-out')).toContainText('Walk In Wendy');

    // Another venue's event: the console says why, and offers nothing to press.
    await console.goto(`/event/${other.id}/director`);
    const refusal = console.getByTestId('director-refusal');
    await expect(refusal).toContainText('You cannot run this event');
    await expect(refusal).toContainText('This venue is not one of yours.');
    await expect(console.getByRole('button', { name: 'Start clock' })).toHaveCount(0);
    await expect(console.getByTestId('results-recorder')).toHaveCount(0);
    await expectNoSeriousViolations(console);
    await director.close();

    // The admin finds both changes in the audit trail, and in its CSV.
    const memberId = await memberIdOf(page, cast.email);
    await page
      .getByRole('navigation', { name: 'League office' })
      .getByRole('link', { name: 'Audit trail' })
      .click();
    await expect(page.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Kind of thing' }).fill('member');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const rows = page.getByTestId('audit-row').filter({ hasText: `member #${memberId}` });
    // The newest two about this member (a retry finds the first attempt's too, after them).
    await expect(rows.nth(1)).toBeVisible();
    await expect(rows.nth(0)).toContainText('venues.set');
    await expect(rows.nth(0)).toContainText(`→ ${mine.venue.title}`);
    await expect(rows.nth(0)).toContainText('Alex Moreau');
    await expect(rows.nth(1)).toContainText('role.set');
    await expect(rows.nth(1)).toContainText('role: member → director');
    await expectNoSeriousViolations(page);

    // The office works on the narrowest phone too: no sideways scroll at 320 px, the trail's rows or the staff's.
    if (testInfo.project.name === 'mobile') {
      const sideways = () => page.evaluate(() => document.documentElement.scrollWidth > 320);
      await page.setViewportSize({ width: 320, height: 700 });
      expect(await sideways()).toBe(false);
      await page.getByRole('link', { name: 'Roles and venues' }).click();
      await expect(page.getByRole('listitem', { name: cast.name })).toBeVisible();
      expect(await sideways()).toBe(false);
      await page.getByRole('link', { name: 'Audit trail' }).click();
      await page.getByRole('textbox', { name: 'Kind of thing' }).fill('member');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(rows.nth(1)).toBeVisible();
    }

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('staff-audit.csv');
    const csv = readFileSync((await download.path()) as string, 'utf8').split('\r\n');
    expect(csv[0]).toBe('When,Who,Action,Entity,Id,Before,After');
    const ours = csv.filter((line) => line.includes(`,member,${memberId},`));
    expect(ours.length).toBeGreaterThanOrEqual(2);
    expect(ours[0]).toContain('Alex Moreau,venues.set');
    expect(ours[0]).toContain(mine.venue.title);
    expect(ours[1]).toContain('Alex Moreau,role.set');
    expect(ours[1]).toContain('""role"":""director""');
    // Only the kind filtered for.
    expect(
      csv
        .slice(1)
        .filter(Boolean)
        .every((line) => /,member,\d+,/.test(line)),
    ).toBe(true);
  } finally {
    // The member goes back to what the other journeys expect of them.
    await page.request.post(`${API}/Admin/SetRole`, {
      headers: CLIENT,
      data: { email: cast.email, role: 'member' },
    });
  }
});
