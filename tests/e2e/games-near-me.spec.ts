import { expect, test, testNow } from './test-clock';

const API = '/umbraco/api';
interface Region {
  id: number;
  name: string;
  state: { id: number };
}
interface Game {
  id: number;
  regionId: number | null;
}

test("a visitor who chooses a region sees its games first, under 'Games Near Me', then 'Other Regions'", async ({
  page,
  request,
}) => {
  test.slow();
  const day = (offset: number) =>
    new Date(testNow().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const gamesBetween = async (from: number, to: number) =>
    (await (
      await request.post(`${API}/event/searchevents`, {
        data: { stateId: 2, fromDate: day(from), toDate: day(to) },
      })
    ).json()) as Game[];
  // The NSW region with the most games in the days every reading of "this week" covers.
  const counts = new Map<number, number>();
  for (const g of await gamesBetween(1, 5))
    if (g.regionId !== null) counts.set(g.regionId, (counts.get(g.regionId) ?? 0) + 1);
  const [regionId] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  const regions = (await (await request.get(`${API}/region/list`)).json()) as Region[];
  const chosen = regions.find((r) => r.id === regionId);
  expect(chosen, 'NSW has games this week').toBeDefined();
  // NSW's games around this week (a day either side of the list's), to tell which are in the region.
  const around = await gamesBetween(-1, 8);
  const inRegion = new Set(around.filter((g) => g.regionId === regionId).map((g) => g.id));
  expect(around.length).toBeGreaterThan(inRegion.size);
  const REGION = chosen?.name ?? '';

  await page.goto('/');
  const modal = page.getByRole('dialog', { name: 'Choose your location' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await modal.getByRole('combobox', { name: 'State' }).selectOption({ label: 'NSW - New South Wales' });
  const region = modal.getByRole('combobox', { name: 'Region' });
  await expect(region).toBeEnabled();
  await region.selectOption({ label: REGION });
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('location-chip')).toHaveText(REGION);

  const games = page.locator('#games');
  const near = games.getByRole('region', { name: 'Games Near Me' });
  await expect(near.getByRole('heading', { name: 'Games Near Me' })).toBeVisible();
  // The list begins with the region's games; every game under 'Games Near Me' is in the region (without a
  // shared position, the chosen region is what is near), and none of the region's games is further down.
  // The cards follow the heading (the list is drawn as a deferred update).
  await expect(near.getByTestId('game-card').first()).toBeVisible();
  const nearIds = await near
    .getByTestId('game-card')
    .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-event-id'))));
  expect(nearIds.length).toBeGreaterThan(0);
  for (const id of nearIds) expect(inRegion.has(id), `game ${id} is in ${REGION}`).toBe(true);
  const first = games.getByTestId('game-card').first();
  expect(inRegion.has(Number(await first.getAttribute('data-event-id')))).toBe(true);
  if (nearIds.length < 25) {
    const others = games.getByRole('region', { name: 'Other Regions' });
    await expect(others.getByRole('heading', { name: 'Other Regions' })).toBeVisible();
    await expect(others.getByTestId('game-card').first()).toBeVisible();
    const otherIds = await others
      .getByTestId('game-card')
      .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-event-id'))));
    expect(otherIds.length).toBeGreaterThan(0);
    for (const id of otherIds) expect(inRegion.has(id), `game ${id} is elsewhere`).toBe(false);
  }
});
