import sharp from 'sharp';
import { expectNoSeriousViolations } from './axe';
import { expect, logIn, newContextAtTestTime, test } from './test-clock';

/**
 * The league office's event photos (issue 34): a venue director adds two photos to an event of their venue and
 * tags a player; the event's gallery and the player's profile show them; another venue's event refuses them.
 */
const API = { 'x-requested-with': 'XMLHttpRequest' };

test.describe.configure({ timeout: 90_000 });

const jpeg = (background: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();

test('a venue director uploads two photos to their venue’s event and tags a player, who sees them on their profile', async ({
  page,
  browser,
}, testInfo) => {
  const caption = `Final table ${testInfo.project.name} ${testInfo.repeatEachIndex + 1}-${testInfo.retry + 1}`;
  await logIn(page, 'director@example.com', 'Director#2026', '/admin');
  await page.getByRole('link', { name: 'Event photos' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Event photos' })).toBeVisible();
  const events = (await (
    await page.request.get('/umbraco/api/Admin/PhotoEvents', { headers: API })
  ).json()) as { id: number; title: string }[];
  const event = events[0] as { id: number; title: string };
  await page.getByRole('list', { name: 'Events' }).getByRole('button').first().click();
  await expect(page.getByRole('heading', { level: 2, name: event.title })).toBeVisible();

  await page.getByLabel('Photo files').setInputFiles([
    { name: 'table-one.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#1f6f43') },
    { name: 'table-two.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#2a4d8f') },
  ]);
  await expect(page.getByText('2 photos chosen: table-one.jpg, table-two.jpg')).toBeVisible();
  await page.getByLabel('Caption (optional)').fill(caption);
  await page.getByRole('button', { name: 'Upload photos' }).click();
  await expect(page.getByRole('status')).toHaveText('2 photos added.');
  const shown = page.getByRole('article').filter({ hasText: caption });
  await expect(shown).toHaveCount(2);
  await expectNoSeriousViolations(page);

  await shown.first().getByRole('button', { name: 'Tag players' }).click();
  await page.getByLabel('Name, mobile or membership number').fill('Mia Callaghan');
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: 'Tag', exact: true }).first().click();
  await expect(page.getByRole('status')).toHaveText('Player tagged.');
  await expect(shown.first().getByRole('button', { name: "Remove Mia Callaghan's tag" })).toBeVisible();
  await page.getByRole('button', { name: 'Done tagging' }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);

  // The event's gallery shows both, at once (its shared answer was dropped).
  const gallery = (await (
    await page.request.get(`/umbraco/api/EventPhoto/GetEventPhotos?event=${event.id}`)
  ).json()) as { eventName: string; players: string[]; largePhotoUrl: string }[];
  const ours = gallery.filter((p) => p.eventName === `${event.title} - ${caption}`);
  expect(ours).toHaveLength(2);
  expect(ours.some((p) => p.players.includes('Mia Callaghan'))).toBe(true);
  const image = await page.request.get(ours[0]?.largePhotoUrl ?? '');
  expect(image.headers()['content-type']).toBe('image/jpeg');

  // The tagged player finds it on their profile.
  const member = await newContextAtTestTime(browser);
  const memberPage = await member.newPage();
  await logIn(memberPage, 'member@example.com', 'Member#2026', '/profile');
  const profile = (await (
    await memberPage.request.get('/umbraco/api/Membership/GetPlayerProfile', { headers: API })
  ).json()) as { photos: { eventName: string; players: string[] }[] };
  expect(
    profile.photos.some(
      (p) => p.eventName === `${event.title} - ${caption}` && p.players.includes('Mia Callaghan'),
    ),
  ).toBe(true);
  await member.close();

  // A New South Wales event is another venue's: the director is refused it.
  const nsw = (await (
    await page.request.post('/umbraco/api/event/searchevents', {
      headers: API,
      data: { stateId: 2, fromDate: '2026-11-24', toDate: '2026-11-24' },
    })
  ).json()) as { id: number }[];
  const refused = await page.request.get(`/umbraco/api/Admin/EventPhotos?eventId=${nsw[0]?.id}`, {
    headers: API,
  });
  expect(refused.status()).toBe(403);
  expect(events.map((e) => e.id)).not.toContain(nsw[0]?.id);
});
