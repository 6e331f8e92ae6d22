// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type EventObject, fromPromise } from 'xstate';
import { favouritesMachine } from '../../machines/favourites';
import { profilePageMachine, type ResultsFilter } from '../../machines/profile-page';
import { FavouritesContext } from '../../src/client/components/favourites/favourites-context';
import { ProfileContext, ProfilePage } from '../../src/client/features/profile/ProfilePage';
import type { Game } from '../../src/shared/contract/game';
import type {
  LeaderboardProfile,
  LimitedPlayerProfile,
  PlayerProfile,
  PlayerResult,
} from '../../src/shared/contract/profile';
import {
  type AnySnapshot,
  type Coverage,
  createCoverage,
  fakeActor,
  generatePathCases,
  NOT_OFFERED,
  type PathStep,
  replayPath,
} from '../support/path-harness';
import { actorCapture, renderInMantine } from '../support/render-flow';

const OWN_GUID = '11111111-1111-4111-8111-111111111111';
const OTHER_GUID = '22222222-2222-4222-8222-222222222222';

const result = (eventId: number, place: number, month: number): PlayerResult => ({
  eventId,
  eventName: `Event ${eventId}`,
  eventDate: new Date(Date.UTC(2026, month - 1, 10, 9)).toISOString(),
  venueId: 40 + eventId,
  venueName: `Venue ${eventId}`,
  venueFriendlyUrlSlug: `venue-${eventId}`,
  place,
  points: 100 - place,
  winnings: place === 1 ? 120 : 0,
  totalPlayers: 12,
});
const RESULTS = [1, 2, 3, 4, 5, 6].map((id) => result(id, id, 11));
const FILTERED = [result(9, 3, 11)];
const photo = (id: number) => ({
  id,
  venueName: 'Venue 1',
  eventName: `Photo ${id}`,
  largePhotoUrl: `/media/photos/photo-${id}.svg`,
  mediumPhotoUrl: `/media/photos/photo-${id}.svg`,
  players: [],
});
const UPCOMING: Game = {
  id: 77,
  title: 'Thursday League',
  description: '',
  startTime: '19:30',
  dateTime: '2026-11-19T08:30:00.000Z',
  type: 'Home',
  typeId: 2,
  gameType: 'League',
  brandName: 'APL',
  divisionName: null,
  isSpecialEvent: false,
  isFavourite: true,
  eventStatusId: 6,
  buyInAmount: 20,
  buyInDescription: null,
  takeHomeAmount: 0,
  takeHomeAmountDescription: null,
  totalPTCredit: 0,
  ptcRedeemable: true,
  creditCardRedeemable: false,
  distanceAway: null,
  goingCount: 0,
  regionId: 6,
  stateId: 1,
  venue: {
    id: 5,
    title: 'Harbour Hotel',
    address: '',
    suburb: 'Carlton',
    latitude: -37.8,
    longitude: 144.97,
    friendlyUrlSlug: 'harbour-hotel',
    regionId: 6,
    stateId: 1,
  },
  subMajorEvent: null,
};
const achievements = [1, 2, 3, 4, 5, 6, 7].map((id) => ({
  id,
  name: `Achievement ${id}`,
  description: `Did thing ${id}`,
  filename: `a${id}.svg`,
  completed: id <= 2,
}));
const common = {
  customerId: 1,
  membershipId: 100_000,
  avatar: '/images/default-avatar.svg',
  brandId: 2,
  profile: {
    points: 540,
    winnings: 1234,
    wins: 3,
    finalTables: 7,
    stateProfile: { id: 1, name: 'Victoria', rank: 12 },
    regionProfile: { id: 6, name: 'Melbourne - Inner', rank: 4 },
    venueProfile: { id: 41, name: 'Venue 1', rank: 2 },
  },
  states: [{ id: 1, name: 'Victoria', rank: 12 }],
  regions: [{ id: 6, name: 'Melbourne - Inner', rank: 4 }],
  seasons: [
    { id: 7, name: 'Summer 2026', isCurrent: true },
    { id: 6, name: 'Winter 2026', isCurrent: false },
  ],
  results: RESULTS,
  achievements,
  photos: Array.from({ length: 14 }, (_, i) => photo(i + 1)),
};
const OWN: PlayerProfile = {
  ...common,
  customerGuid: OWN_GUID,
  name: 'Mia Callaghan',
  venues: [
    { id: 41, name: 'Venue 1', rank: 2 },
    { id: 42, name: 'Venue 2', rank: 9 },
  ],
  limited: false,
  hasPtc: true,
  ptc: 250,
  upcomingEvents: [UPCOMING],
  qualifications: [],
  tickets: [
    {
      voucherGuid: 'v-1',
      gameMembershipGuid: null,
      redeemCode: 'K7Q2M9',
      majorEventId: null,
      majorEventName: 'State Championships',
      allowSwap: true,
      allowTransfer: false,
      autoVoucherTransfer: true,
      eventTicket: {
        id: 90,
        selfRegistrationEnabled: true,
        dateTime: '2026-11-28T08:00:00.000Z',
        description: 'Day 1A',
        eventStartTimeOffset: 660,
        venue: { id: 5, name: 'Harbour Hotel', friendlyUrlSlug: 'harbour-hotel' },
        gameMembershipGuid: null,
        eventPrizeId: 4021,
        satelliteEventId: 77,
      },
    },
    {
      voucherGuid: 'v-2',
      gameMembershipGuid: null,
      redeemCode: null,
      majorEventId: null,
      majorEventName: 'Grand Final',
      allowSwap: false,
      allowTransfer: true,
      autoVoucherTransfer: false,
      eventTicket: null,
    },
  ],
};
const OTHER: LimitedPlayerProfile = {
  ...common,
  customerGuid: OTHER_GUID,
  name: 'Riley Ashford',
  venues: [{ id: 41, name: 'Venue 1', rank: 2 }],
  achievements: achievements.map((a) => ({ ...a, completed: false })),
  limited: true,
};

/** What GetLeaderboardProfile answers for a season chosen on the Leaderboard tab. */
const SEASON_RANKS: LeaderboardProfile = {
  states: [{ id: 1, name: 'Victoria', rank: 30 }],
  regions: [],
  venues: [
    { id: 43, name: 'Venue 3', rank: 1 },
    { id: 44, name: 'Venue 4', rank: 5 },
  ],
};
const UNLISTED_SEASON = 99;

type Outcome = EventObject & { output?: unknown; error?: unknown };
const offline = new Error('The server is offline');
const OUTCOMES: Record<string, Outcome[]> = {
  loadOwnProfile: [
    { type: 'xstate.done.actor.loadOwnProfile', output: OWN },
    { type: 'xstate.error.actor.loadOwnProfile', error: offline },
  ],
  loadLimitedProfile: [
    { type: 'xstate.done.actor.loadLimitedProfile', output: OTHER },
    { type: 'xstate.error.actor.loadLimitedProfile', error: offline },
  ],
  loadResults: [
    { type: 'xstate.done.actor.loadResults', output: FILTERED },
    { type: 'xstate.error.actor.loadResults', error: offline },
  ],
  loadRanks: [
    { type: 'xstate.done.actor.loadRanks', output: SEASON_RANKS },
    { type: 'xstate.error.actor.loadRanks', error: offline },
  ],
};
const SEASON_ONLY: ResultsFilter = { seasonId: 7, month: null };
const SEASON_AND_NOVEMBER: ResultsFilter = { seasonId: 7, month: 11 };
/** Each filter sample is one change away from the filter shown, as one pick in one Select. */
const nextFilter = (current: ResultsFilter) =>
  current.seasonId === null ? SEASON_ONLY : current.month === null ? SEASON_AND_NOVEMBER : SEASON_ONLY;

const INPUTS = {
  own: { customerGuid: null, ownGuid: OWN_GUID },
  ownByGuid: { customerGuid: OWN_GUID, ownGuid: OWN_GUID },
  other: { customerGuid: OTHER_GUID, ownGuid: OWN_GUID },
};
const cases = generatePathCases(profilePageMachine, {
  inputs: INPUTS,
  events: (s) => [
    { type: 'profile.retry' },
    { type: 'results.filter', filter: nextFilter((s.context as { filter: ResultsFilter }).filter) },
    { type: 'venue.select', venueId: 42 },
    // The other listed season (each pick changes the season shown), and one the profile does not list.
    {
      type: 'ranks.season',
      seasonId: (s.context as { rankSeasonId: number | null }).rankSeasonId === 6 ? 7 : 6,
    },
    { type: 'ranks.season', seasonId: UNLISTED_SEASON },
    { type: 'photos.page', page: 2 },
    ...Object.keys(s.children).flatMap((id) => OUTCOMES[id] ?? []),
  ],
});

const coverage = createCoverage(profilePageMachine);
let own = fakeActor<PlayerProfile>('loadOwnProfile');
let limited = fakeActor<LimitedPlayerProfile, { customerGuid: string }>('loadLimitedProfile');
let results = fakeActor<PlayerResult[], { customerId: number } & ResultsFilter>('loadResults');
let ranks = fakeActor<LeaderboardProfile, { customerId: number; seasonId: number }>('loadRanks');
let router: ReturnType<typeof createMemoryRouter>;
beforeEach(() => {
  own = fakeActor<PlayerProfile>('loadOwnProfile');
  limited = fakeActor<LimitedPlayerProfile, { customerGuid: string }>('loadLimitedProfile');
  results = fakeActor<PlayerResult[], { customerId: number } & ResultsFilter>('loadResults');
  ranks = fakeActor<LeaderboardProfile, { customerId: number; seasonId: number }>('loadRanks');
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});

function renderProfile(input: unknown, inspect: Coverage['inspect']) {
  const logic = profilePageMachine.provide({
    actors: {
      loadOwnProfile: own.logic,
      loadLimitedProfile: limited.logic,
      loadResults: results.logic,
      loadRanks: ranks.logic,
    },
  });
  const favourites = favouritesMachine.provide({
    actors: {
      listFavourites: fromPromise<Game[]>(async () => []),
      saveFavourite: fromPromise<void, { eventId: number; add: boolean }>(async () => {}),
    },
  });
  const { Capture, actor } = actorCapture(ProfileContext);
  const page = (
    <FavouritesContext.Provider logic={favourites} options={{ input: { isMember: false } }}>
      <ProfileContext.Provider logic={logic} options={{ input: input as never, inspect }}>
        <Capture />
        <ProfilePage />
      </ProfileContext.Provider>
    </FavouritesContext.Provider>
  );
  const guid = (input as { customerGuid: string | null }).customerGuid;
  router = createMemoryRouter(
    [
      { path: '/profile', element: page },
      { path: '/profile/:guid', element: page },
      // The page still on screen after a click on 'PTC Summary' moved the address on, while that route renders.
      { path: '/profile/ptc', element: page },
    ],
    { initialEntries: [guid ? `/profile/${guid}` : '/profile'] },
  );
  renderInMantine(<RouterProvider router={router} />);
  return actor;
}

// ---- What a person does ----
const clickTab = (name: string) => {
  const tab = screen.queryByRole('tab', { name });
  if (!tab) return false;
  fireEvent.click(tab);
  return true;
};
function pick(label: string, option: string) {
  fireEvent.click(screen.getByLabelText(label, { selector: 'input' }));
  fireEvent.click(screen.getByRole('option', { name: option, hidden: true }));
}
function filterResults(filter: ResultsFilter) {
  if (!screen.queryByTestId('profile-header')) return NOT_OFFERED;
  if (!clickTab('Recent Games & Results')) clickTab('Dashboard');
  const season = screen.getByLabelText('Season', { selector: 'input' }) as HTMLInputElement;
  if ((season.value === 'Summer 2026') !== (filter.seasonId === 7)) pick('Season', 'Summer 2026');
  const month = screen.getByLabelText('Month', { selector: 'input' }) as HTMLInputElement;
  if ((month.value === 'Nov') !== (filter.month === 11)) pick('Month', 'Nov');
  return undefined;
}

function pickRankSeason(seasonId: number) {
  if (!clickTab('Leaderboard')) return NOT_OFFERED;
  const input = screen.getByLabelText('Season', { selector: 'input' });
  fireEvent.click(input);
  // Its own list: the header's venue picker keeps one in the page too.
  const list = within(document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement);
  const offered = list.getAllByRole('option', { hidden: true }).map((o) => o.textContent);
  expect(offered).toEqual(['Summer 2026', 'Winter 2026']);
  const season = common.seasons.find((s) => s.id === seasonId);
  if (!season) {
    fireEvent.keyDown(input, { key: 'Escape' });
    return NOT_OFFERED;
  }
  fireEvent.click(list.getByRole('option', { name: season.name, hidden: true }));
  return undefined;
}

// ---- What the history says ----
const loaded = (history: readonly PathStep[]) =>
  (
    history.findLast((s) => /^xstate\.done\.actor\.load(Own|Limited)Profile$/.test(s.event.type))
      ?.event as Outcome
  )?.output as PlayerProfile | LimitedPlayerProfile;
function expectedResults(history: readonly PathStep[]) {
  const outcome = history.findLast((s) => /actor\.loadResults$/.test(s.event.type))?.event as
    | Outcome
    | undefined;
  if (!outcome) return RESULTS;
  return outcome.type.startsWith('xstate.error') ? [] : (outcome.output as PlayerResult[]);
}
const profileTabs = () => within(screen.getAllByRole('tablist')[0] as HTMLElement);
const activeTab = () => profileTabs().getAllByRole('tab', { selected: true })[0]?.textContent;

function expectProfile(history: readonly PathStep[], filtering: boolean) {
  const profile = loaded(history);
  const header = screen.getByTestId('profile-header');
  expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe(profile.name);
  expect(within(header).getByTestId('profile-wins').textContent).toBe('3 wins');
  expect(within(header).getByTestId('profile-winnings').textContent).toBe('$1,234 total winnings');
  expect(within(header).getByTestId('profile-final-tables').textContent).toBe('7 final tables');
  expect(within(header).queryByTestId('profile-ptc')?.textContent ?? null).toBe(
    profile.limited ? null : '250 PTC balance',
  );
  const tabs = profileTabs()
    .getAllByRole('tab')
    .map((t) => t.textContent);
  expect(tabs).toEqual(
    profile.limited
      ? ['Dashboard', 'Leaderboard', 'Achievements', 'Photo Gallery']
      : [
          'Dashboard',
          'PTC Summary',
          'Voucher History',
          'Leaderboard',
          'Recent Games & Results',
          'Qualifications',
          'Achievements',
          'Photo Gallery',
        ],
  );
  if (!profile.limited) {
    const picked = history.some((s) => s.event.type === 'venue.select');
    expect(screen.getByTestId('venue-rank').textContent).toBe(picked ? '#9' : '#2');
  } else {
    expect(within(header).getByText('Venue rank: #2 Venue 1')).toBeTruthy();
  }
  const tab = activeTab();
  const table = screen.queryByRole('table', { name: 'Recent Results' });
  const filtered = tab === 'Recent Games & Results' || profile.limited;
  if (tab === 'Dashboard' || tab === 'Recent Games & Results') {
    const expected = filtered ? expectedResults(history) : RESULTS.slice(0, 5);
    if (expected.length === 0) expect(table).toBeNull();
    else {
      const rows = within(table as HTMLElement)
        .getAllByRole('row')
        .slice(1);
      expect(rows.map((r) => within(r).getAllByRole('link')[1]?.textContent)).toEqual(
        expected.map((r) => r.eventName),
      );
      expect(
        within(rows[0] as HTMLElement)
          .getAllByRole('link')[0]
          ?.getAttribute('href'),
      ).toBe(`/venue/${expected[0]?.venueFriendlyUrlSlug}`);
    }
  }
  if (tab === 'Dashboard') {
    expect(within(screen.getByTestId('achievements')).getAllByText(/^Achievement \d/)).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'View All' })).toBeTruthy();
    expect(screen.queryByText('No Achievement yet') !== null).toBe(profile.limited);
    expect(screen.getByTestId('photo-grid').children).toHaveLength(4);
    const upcoming = screen.queryByRole('region', { name: 'Upcoming Events' });
    if (profile.limited) expect(upcoming).toBeNull();
    else {
      const card = within(upcoming as HTMLElement).getByTestId('upcoming-event');
      expect(within(card).getByText('On Hold')).toBeTruthy();
      expect(within(card).getByRole('link', { name: 'Purchase Ticket' }).getAttribute('href')).toBe(
        `/redeem/verify?returnUrl=${encodeURIComponent('/redeem/event/77')}`,
      );
      expect(within(card).queryByRole('button', { name: /My Poker Games/ })).toBeNull();
      const [first, second] = within(screen.getByRole('region', { name: 'Vouchers' })).getAllByTestId(
        'ticket',
      );
      const actions = (card: HTMLElement | undefined) =>
        [...(card as HTMLElement).querySelectorAll('a, button')].map((e) => [
          e.textContent,
          e.getAttribute('href'),
        ]);
      expect(actions(first).filter(([name]) => ['Swap', 'Transfer', 'Code'].includes(name ?? ''))).toEqual([
        ['Swap', '/voucher/swap-flight/v-1'],
        ['Code', null],
      ]);
      expect(actions(second).filter(([name]) => ['Swap', 'Transfer', 'Code'].includes(name ?? ''))).toEqual([
        ['Transfer', '/voucher/transfer/v-2'],
      ]);
    }
    expect(screen.queryByRole('region', { name: 'Vouchers' }) === null).toBe(profile.limited);
  }
  if (tab === 'Photo Gallery') {
    const paged = history.some((s) => s.event.type === 'photos.page');
    expect(screen.getByTestId('photo-grid').children).toHaveLength(paged ? 2 : 12);
  }
  const filtersShown = tab === 'Recent Games & Results' || (profile.limited && tab === 'Dashboard');
  expect(screen.queryByLabelText('Loading results') !== null).toBe(filtering && filtersShown);
  if (filtering) {
    const filter = (
      history.findLast((s) => s.event.type === 'results.filter')!.event as unknown as {
        filter: ResultsFilter;
      }
    ).filter;
    expect(results.calls.at(-1)?.input).toEqual({ customerId: 1, ...filter });
    expect(results.pending()).toHaveLength(1);
  }
}

const rankLines = (r: LeaderboardProfile) =>
  [...r.states, ...r.regions, ...r.venues].map((rank) => `#${rank.rank} ${rank.name}`);
const emptyLists = (r: LeaderboardProfile) =>
  [r.states, r.regions, r.venues].filter((list) => list.length === 0).length;
function expectRankTables(expected: LeaderboardProfile, tables: HTMLElement) {
  expect(
    within(tables)
      .queryAllByText(/^#\d+ /)
      .map((t) => t.textContent),
  ).toEqual(rankLines(expected));
  expect(within(tables).queryAllByText('No rank this season.')).toHaveLength(emptyLists(expected));
}

function expectRanks(history: readonly PathStep[], loading: boolean) {
  const profile = loaded(history);
  const chosen = history.findLast(
    (s) =>
      s.event.type === 'ranks.season' &&
      common.seasons.some((season) => season.id === (s.event as unknown as { seasonId: number }).seasonId),
  )?.event as unknown as { seasonId: number } | undefined;
  const seasonId = chosen?.seasonId ?? 7;
  const outcome = history.findLast((s) => /actor\.loadRanks$/.test(s.event.type))?.event as
    | Outcome
    | undefined;
  const shown = !outcome
    ? profile
    : outcome.type.startsWith('xstate.error')
      ? null
      : (outcome.output as LeaderboardProfile);
  const tab = activeTab();
  if (tab === 'Dashboard') {
    // The dashboard keeps the current season's ranks, whatever the Leaderboard tab shows.
    const section = screen.getByRole('region', { name: 'Leaderboard' });
    expectRankTables(profile, within(section).getByTestId('profile-leaderboard'));
  }
  if (tab === 'Leaderboard') {
    const season = screen.getByLabelText('Season', { selector: 'input' }) as HTMLInputElement;
    expect(season.value).toBe(common.seasons.find((s) => s.id === seasonId)?.name);
    expect(screen.queryByLabelText('Loading the ranks') !== null).toBe(loading);
    if (shown) expectRankTables(shown, screen.getByTestId('profile-leaderboard'));
    else {
      expect(screen.queryByTestId('profile-leaderboard')).toBeNull();
      expect(screen.getByText('Could not load the ranks of this season.')).toBeTruthy();
    }
  } else expect(screen.queryByLabelText('Loading the ranks')).toBeNull();
  if (loading) {
    expect(ranks.calls.at(-1)?.input).toEqual({ customerId: 1, seasonId });
    expect(ranks.pending()).toHaveLength(1);
  }
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loadingOwn: () => {
    expect(screen.getByLabelText('Loading the profile')).toBeTruthy();
    expect(own.pending()).toHaveLength(1);
    expect(limited.calls).toHaveLength(0);
  },
  loadingLimited: () => {
    expect(screen.getByLabelText('Loading the profile')).toBeTruthy();
    expect(limited.calls.at(-1)?.input).toEqual({ customerGuid: OTHER_GUID });
    expect(own.calls).toHaveLength(0);
  },
  failed: () => {
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong: The server is offline');
    expect(screen.queryByTestId('profile-header')).toBeNull();
  },
  'ready.results.shown': (_, history) => expectProfile(history, false),
  'ready.results.filtering': (_, history) => expectProfile(history, true),
  'ready.ranks.shown': (_, history) => expectRanks(history, false),
  'ready.ranks.loading': (_, history) => expectRanks(history, true),
};

describe('profile page: the model’s paths on /profile and /profile/{customerGuid}', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(profilePageMachine, c, {
      render: renderProfile,
      events: {
        'profile.retry': () => {
          const retry = screen.queryByRole('button', { name: 'Try again' });
          if (!retry) return NOT_OFFERED;
          fireEvent.click(retry);
          return undefined;
        },
        'results.filter': (event) => filterResults((event as unknown as { filter: ResultsFilter }).filter),
        'ranks.season': (event) => pickRankSeason((event as unknown as { seasonId: number }).seasonId),
        'venue.select': () => {
          if (!screen.queryByLabelText('Venue rank', { selector: 'input' })) return NOT_OFFERED;
          pick('Venue rank', 'Venue 2');
          return undefined;
        },
        'photos.page': () => {
          if (!clickTab('Photo Gallery')) return NOT_OFFERED;
          fireEvent.click(screen.getByRole('button', { name: '2' }));
          return undefined;
        },
      },
      fakes: { loadOwnProfile: own, loadLimitedProfile: limited, loadResults: results, loadRanks: ranks },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });

  it('a section tab clicked while the address is already on a sub-route goes to /profile?section=', async () => {
    renderProfile(INPUTS.own, () => {});
    await act(async () => own.settle({ type: 'xstate.done.actor.loadOwnProfile', output: OWN }));
    await act(async () => router.navigate('/profile/ptc'));
    fireEvent.click(screen.getByRole('tab', { name: 'Photo Gallery' }));
    await act(async () => {});
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/profile?section=photos',
    );
  });

  it('shows every achievement on its tab, locked ones greyed, and View All opens it', async () => {
    renderProfile(INPUTS.own, () => {});
    await act(async () => own.settle({ type: 'xstate.done.actor.loadOwnProfile', output: OWN }));
    fireEvent.click(screen.getByRole('button', { name: 'View All' }));
    await act(async () => {});
    expect(router.state.location.search).toBe('?section=achievements');
    const items = within(screen.getByTestId('achievements')).getAllByText(/^Achievement \d/);
    expect(items).toHaveLength(7);
    const locked = screen.getAllByText('(locked)', { exact: false });
    expect(locked).toHaveLength(5);
  });
});
