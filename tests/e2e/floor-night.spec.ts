import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { expect, logIn, newContextAtTestTime, test } from './test-clock';

const API = '/umbraco/api';

interface Game {
  id: number;
  typeId: number;
  eventStatusId: number;
  venue: { id: number };
}

/**
 * An upcoming Queensland tournament with a clock, at a venue of its own for each project and retry, run by the
 * league admin (who may run any venue's floor): no other browser test starts or closes Queensland's events.
 */
async function floorEvent(request: APIRequestContext, testInfo: TestInfo) {
  const games = (await (
    await request.post(`${API}/event/searchevents`, { data: { stateId: 5 } })
  ).json()) as Game[];
  const wanted = (testInfo.project.name === 'mobile' ? 0 : 1) + 2 * testInfo.retry;
  const venues = new Set<number>();
  for (const game of games
    .filter((g) => g.typeId !== 14 && g.eventStatusId === 1)
    .sort((a, b) => b.id - a.id)) {
    if (venues.has(game.venue.id)) continue;
    const detail = (await (await request.get(`${API}/Event/GetById?eventId=${game.id}`)).json()) as {
      canShowTournamentClock: boolean;
    };
    if (!detail.canShowTournamentClock) continue;
    if (venues.size === wanted) return game.id;
    venues.add(game.venue.id);
  }
  throw new Error('No upcoming Queensland tournament with a clock in the seed');
}

/** A member signed in on their phone at the event's page. */
async function playerPhone(browser: Browser, username: string, password: string, eventId: number) {
  const context = await newContextAtTestTime(browser, { viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await logIn(page, username, password, `/event/${eventId}`);
  return { context, page };
}

/** Every command the console queued has been answered. */
const settled = (director: Page) => expect(director.getByTestId('floor-pending')).toHaveCount(0);

test('a director runs a night of 20 on the floor; the players follow their seats on their phones', async ({
  browser,
  request,
}, testInfo) => {
  // Twenty entries, nineteen bust-outs, a deal and the close, with two phones watching: minutes on 2 busy cores.
  test.setTimeout(300_000);
  const eventId = await floorEvent(request, testInfo);
  const directorContext = await newContextAtTestTime(browser, { viewport: { width: 390, height: 844 } });
  const director = await directorContext.newPage();
  await logIn(director, 'admin@example.com', 'Admin#2026', `/event/${eventId}/director`);
  director.on('dialog', (dialog) => void dialog.accept());
  await expect(director.getByRole('heading', { name: 'Floor' })).toBeVisible();
  // The floor's own controls (the results recorder beside it has a Find of its own).
  const floor = director.getByTestId('floor-console');

  // $50 of each entry to the pool, no guarantee, late registration open.
  const settings = floor.getByTestId('floor-settings');
  await settings.getByLabel('Each entry adds to the pool').fill('50');
  await settings.getByLabel('Guaranteed pool (0: none)').fill('0');
  await settings.getByLabel('Late registration closes after level (0: open)').fill('0');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await settled(director);

  // Two members follow the night on their phones; the director enters them by membership number.
  const latePhone = await playerPhone(browser, 'member@example.com', 'Member#2026', eventId);
  const earlyPhone = await playerPhone(browser, 'rival@example.com', 'Rival#2026', eventId);
  const membershipNumber = async (phone: Page) =>
    String(
      (
        (await (await phone.request.get(`${API}/Membership/GetPlayerAccountSettings`)).json()) as {
          membershipNumber: number;
        }
      ).membershipNumber,
    );
  const enterMember = async (number: string) => {
    await floor.getByLabel('Find a member').fill(number);
    await floor.getByRole('button', { name: 'Find', exact: true }).click();
    // The match's own button (the walk-in's 'Enter walk-in' is there before any match).
    const enter = floor
      .getByTestId('floor-match')
      .first()
      .getByRole('button', { name: /^Enter / });
    const name = ((await enter.getAttribute('aria-label')) ?? '').replace(/^Enter /, '');
    await enter.click();
    await settled(director);
    return name;
  };
  const enterWalkIn = async (name: string) => {
    await floor.getByLabel('Walk-in name').fill(name);
    await floor.getByRole('button', { name: 'Enter walk-in' }).click();
    await settled(director);
  };

  // Seventeen walk-ins and a member fill two tables of nine at the draw.
  const walkIns = Array.from({ length: 18 }, (_, i) => `Walker ${String(i + 1).padStart(2, '0')}`);
  for (const name of walkIns.slice(0, 17)) await enterWalkIn(name);
  const early = await enterMember(await membershipNumber(earlyPhone.page));
  await floor.getByRole('button', { name: 'Draw seats' }).click();
  await settled(director);
  await expect(floor.getByRole('heading', { name: 'Table 1' })).toBeVisible();
  await expect(floor.getByRole('heading', { name: 'Table 2' })).toBeVisible();
  await expect(floor.getByRole('heading', { name: 'Table 3' })).toHaveCount(0);

  // A member registers late: every seat is taken, so table 3 opens for them and is balanced at once; one more
  // walk-in makes twenty.
  const late = await enterMember(await membershipNumber(latePhone.page));
  await expect(floor.getByRole('heading', { name: 'Table 3' })).toBeVisible();
  await enterWalkIn('Walker 18');

  // Each member's phone shows their own seat.
  await expect(latePhone.page.getByTestId('my-seat')).toHaveText(/^Table 3, Seat \d+$/);
  // The early member sits where the draw put them, or at table 3 if its balancing moved them there.
  await expect(earlyPhone.page.getByTestId('my-seat')).toHaveText(/^Table [123], Seat \d+$/);
  const earlySeat = (await earlyPhone.page.getByTestId('my-seat').textContent()) ?? '';
  for (const phone of [latePhone.page, earlyPhone.page]) {
    // The pool of 20 entries at $50 and its standard payouts.
    await expect(phone.getByTestId('floor-payouts')).toContainText('$550');
    await expect(phone.getByTestId('floor-payouts')).toContainText('$270');
    await expect(phone.getByTestId('floor-payouts')).toContainText('$180');
  }
  await expect(floor.getByText('Prize pool $1,000')).toBeVisible();

  const bust = async (name: string) => {
    await floor.getByLabel('Player out').selectOption({ label: name });
    await floor.getByRole('button', { name: 'Record bust-out' }).click();
    await settled(director);
  };
  // Eighteen players fit at two tables: the second bust-out breaks table 3, the highest-numbered.
  await bust('Walker 01');
  await bust('Walker 02');
  await expect(floor.getByTestId('floor-moves')).toContainText('Table 3 breaks.');
  await expect(floor.getByTestId('floor-moves')).toContainText(`Move ${late} from Table 3, Seat`);
  await expect(floor.getByRole('heading', { name: 'Table 3' })).toHaveCount(0);
  // The moved player's phone says where to go, without a reload; so does the other member's if they sat
  // there, and otherwise it keeps its seat.
  await expect(latePhone.page.getByTestId('move-notice')).toContainText(/Move to Table [12], Seat \d+/);
  await expect(latePhone.page.getByTestId('my-seat')).toHaveText(/^Table [12], Seat \d+$/);
  await latePhone.page.getByRole('button', { name: 'Got it' }).click();
  await expect(latePhone.page.getByTestId('move-notice')).toHaveCount(0);
  if (earlySeat.startsWith('Table 3,')) {
    await expect(earlyPhone.page.getByTestId('move-notice')).toContainText(/Move to Table [12], Seat \d+/);
    await earlyPhone.page.getByRole('button', { name: 'Got it' }).click();
  } else await expect(earlyPhone.page.getByTestId('my-seat')).toHaveText(earlySeat);
  await expect(earlyPhone.page.getByTestId('move-notice')).toHaveCount(0);

  // Down to nine: the final table is redrawn, and every phone is told its seat there.
  for (const name of walkIns.slice(2, 11)) await bust(name);
  await expect(floor.getByTestId('floor-moves')).toContainText('Final table: redraw the seats.');
  for (const phone of [latePhone.page, earlyPhone.page])
    await expect(phone.getByTestId('move-notice')).toContainText(/Move to Table [12], Seat \d+/);

  // Three left: the late member, the early one and Walker 18 agree an ICM deal on stacks of 50,000, 30,000 and 20,000.
  for (const name of walkIns.slice(11, 17)) await bust(name);
  await floor.getByRole('radio', { name: 'ICM' }).check();
  await floor.getByLabel(`Stack of ${late}`).fill('50000');
  await floor.getByLabel(`Stack of ${early}`).fill('30000');
  await floor.getByLabel('Stack of Walker 18').fill('20000');
  await floor.getByRole('button', { name: 'Record deal' }).click();
  await settled(director);
  const deal = latePhone.page.getByTestId('floor-deal');
  await expect(deal).toContainText('$395');
  await expect(deal).toContainText('$325');
  await expect(deal).toContainText('$280');

  // They play on for the places: Walker 18 goes, then the early member; the event is closed.
  await bust('Walker 18');
  await bust(early);
  await floor.getByRole('button', { name: 'Close event' }).click();
  await expect(floor.getByText('Event closed: the results and leaderboards are updated.')).toBeVisible();

  // The results: places as played, the amounts as agreed; the places after the deal's pay nothing.
  const result = (await (await request.get(`${API}/Event/GetEventResult?eventId=${eventId}`)).json()) as {
    closed: boolean;
    rows: { place: number; playerName: string; cash: number }[];
  };
  expect(result.closed).toBe(true);
  expect(result.rows).toHaveLength(20);
  expect(result.rows.slice(0, 4).map((r) => [r.place, r.playerName, r.cash])).toEqual([
    [1, late, 395],
    [2, early, 325],
    [3, 'Walker 18', 280],
    [4, 'Walker 17', 0],
  ]);
  // The standings take the results: the winner is on the event's leaderboard.
  const board = (await (
    await request.post(`${API}/Leaderboard/SearchByEvent`, { data: { eventId } })
  ).json()) as { name: string }[];
  expect(board.map((row) => row.name)).toContain(late);

  await Promise.all([directorContext.close(), latePhone.context.close(), earlyPhone.context.close()]);
});
