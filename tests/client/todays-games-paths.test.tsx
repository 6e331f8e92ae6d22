// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type EventObject, fromPromise, type InspectionEvent } from 'xstate';
import { favouritesMachine } from '../../machines/favourites';
import { locationMachine, type StoredLocation } from '../../machines/location';
import {
  type GamesLocation,
  type GamesRequest,
  type TodaysGamesEvent,
  todaysGamesMachine,
} from '../../machines/todays-games';
import { LocationChip } from '../../src/client/app/location/LocationChip';
import { LocationModal } from '../../src/client/app/location/LocationModal';
import { FavouriteHeart } from '../../src/client/components/FavouriteHeart';
import { FavouritesContext } from '../../src/client/components/favourites/favourites-context';
import { LocationContext } from '../../src/client/components/location/location-context';
import { TodaysGames } from '../../src/client/features/games/TodaysGames';
import type { Game } from '../../src/shared/contract/game';
import type { NearestVenue, Region } from '../../src/shared/contract/location';
import type { Coords } from '../../src/shared/geo';
import { chooseLocation } from '../support/location-chooser';
import {
  type Coverage,
  createCoverage,
  fakeActor,
  generatePathCases,
  NOT_OFFERED,
  type PathStep,
  replayPath,
} from '../support/path-harness';
import { renderInMantine } from '../support/render-flow';

vi.mock('../../src/client/components/member', () => ({ useMember: () => null }));
// The page's machine is created inside TodaysGames: the inspector hook streams it to the coverage.
const inspector = vi.hoisted(() => ({ inspect: undefined as ((event: unknown) => void) | undefined }));
vi.mock('../../src/client/components/inspector', () => ({
  inspectOptions: () => ({ inspect: (event: unknown) => inspector.inspect?.(event) }),
}));

// Monday 23 November 2026, midday UTC: Monday in every time zone from UTC-11 to UTC+11.
const NOW = new Date('2026-11-23T12:00:00Z');
const MELBOURNE = { lat: -37.81, long: 144.96 };
const REGIONS: Region[] = [
  { id: 10, name: 'Melbourne - Inner', state: { id: 1 } },
  { id: 20, name: 'Sydney - City and Inner South', state: { id: 2 } },
];
const STORED: StoredLocation = {
  stateId: 1,
  regionId: 10,
  coords: MELBOURNE,
  stateName: 'VIC',
  regionName: 'Melbourne - Inner',
};
const HOME: GamesLocation = { stateId: 1, regionId: 10, coords: MELBOURNE };
// What choosing NSW in the modal gives: the position stays.
const AWAY: GamesLocation = { stateId: 2, regionId: null, coords: MELBOURNE };

const WEEKDAY = new Map<number, number>();
/** A game on Monday 23 November plus `day` days, 20:00 in Sydney. */
function game(id: number, title: string, day: number, buyIn: number, distance: number, status = 1): Game {
  WEEKDAY.set(id, (1 + day) % 7);
  return {
    id,
    title,
    description: '',
    startTime: '20:00',
    dateTime: new Date(Date.UTC(2026, 10, 23 + day, 9)).toISOString(),
    type: 'Home',
    typeId: 2,
    gameType: 'League',
    brandName: 'APL',
    divisionName: null,
    isSpecialEvent: false,
    isFavourite: false,
    eventStatusId: status,
    buyInAmount: buyIn,
    buyInDescription: null,
    takeHomeAmount: 0,
    takeHomeAmountDescription: null,
    totalPTCredit: 0,
    ptcRedeemable: false,
    creditCardRedeemable: false,
    distanceAway: distance,
    goingCount: 0,
    regionId: 10,
    stateId: 1,
    venue: {
      id,
      title,
      address: '',
      suburb: 'Carlton',
      latitude: -37.8,
      longitude: 144.97,
      friendlyUrlSlug: `venue-${id}`,
      regionId: 10,
      stateId: 1,
    },
    subMajorEvent: null,
  };
}
/** A free game 400 km away in another region: first by buy-in or date, never before the games near the player. */
const OUTBACK: Game = { ...game(5, 'Echo Outback Pub', 0, 0, 400_000), regionId: 30 };
const GAMES = [
  game(1, 'Alpha Hotel', 0, 0, 5000),
  game(2, 'Bravo Tavern', 1, 50, 900),
  game(3, 'Charlie Inn', 1, 20, 12_000),
  game(4, 'Delta Club', 2, 0, 300, 6),
  OUTBACK,
];
const MANY = Array.from({ length: 30 }, (_, i) =>
  game(100 + i, `Venue ${100 + i}`, i % 7, 0, 1000 * (i + 1)),
);

type Outcome = EventObject & { output?: unknown; error?: unknown };
const EVENTS: TodaysGamesEvent[] = [
  { type: 'location.change', location: AWAY },
  { type: 'location.change', location: HOME },
  { type: 'sort.select', by: 'buyIn' },
  { type: 'sort.select', by: 'distance' },
  { type: 'day.select', day: 2 },
  { type: 'day.select', day: 4 },
  { type: 'day.select', day: -1 },
  { type: 'filter.toggle' },
  { type: 'favourite.changed', eventId: 2, isFavourite: true },
  { type: 'favourite.changed', eventId: 2, isFavourite: false },
  { type: 'page.more' },
];
const OUTCOMES: Outcome[] = [
  { type: 'xstate.done.actor.loadGames', output: GAMES },
  { type: 'xstate.done.actor.loadGames', output: MANY },
  { type: 'xstate.error.actor.loadGames', error: new Error('offline') },
];
const INPUT = { gameType: 'all' as const, location: HOME };
// The context is small enough to search whole (a few thousand snapshots). Moves are told apart by state
// and by whether a list is loaded: a failed reload must clear a list that was there.
const cases = generatePathCases(todaysGamesMachine, {
  inputs: { 'VIC, all games': INPUT },
  events: (snapshot) => [...EVENTS, ...(snapshot.children.loadGames ? OUTCOMES : [])],
  stateKey: (s) => JSON.stringify([s.value, (s.context as { games: Game[] }).games.length > 0]),
});

/** The page's rules, written apart from the machine. */
function expected(history: readonly PathStep[]) {
  const ref = {
    location: HOME,
    loads: 1,
    games: [] as Game[],
    sort: { by: 'distance', descending: false },
    day: -1,
    page: 1,
    filterOpen: false,
  };
  const kept = () => ref.games.filter((g) => g.eventStatusId === 1);
  const sameLocation = (a: GamesLocation, b: GamesLocation) => JSON.stringify(a) === JSON.stringify(b);
  const filtered = () => kept().filter((g) => ref.day === -1 || WEEKDAY.get(g.id) === ref.day);
  for (const { event } of history) {
    const e = event as TodaysGamesEvent;
    if (event.type === 'xstate.done.actor.loadGames')
      Object.assign(ref, { games: (event as Outcome).output, page: 1 });
    else if (event.type === 'xstate.error.actor.loadGames') Object.assign(ref, { games: [], page: 1 });
    else if (e.type === 'location.change' && !sameLocation(ref.location, e.location)) {
      ref.location = e.location;
      ref.loads += 1;
    } else if (e.type === 'sort.select')
      ref.sort = { by: e.by, descending: ref.sort.by === e.by ? !ref.sort.descending : false };
    else if (e.type === 'day.select') {
      const hasGames = e.day === -1 || kept().some((g) => WEEKDAY.get(g.id) === e.day);
      if (e.day !== ref.day && hasGames) Object.assign(ref, { day: e.day, page: 1 });
    } else if (e.type === 'page.more' && ref.page * 25 < filtered().length) ref.page += 1;
    else if (e.type === 'filter.toggle') ref.filterOpen = !ref.filterOpen;
    else if (e.type === 'favourite.changed')
      ref.games = ref.games.map((g) => (g.id === e.eventId ? { ...g, isFavourite: e.isFavourite } : g));
  }
  const compare = (a: Game, b: Game) =>
    ref.sort.by === 'buyIn' ? a.buyInAmount - b.buyInAmount : (a.distanceAway ?? 0) - (b.distanceAway ?? 0);
  const sorted = filtered().sort(
    (a, b) => (ref.sort.descending ? compare(b, a) : compare(a, b)) || a.id - b.id,
  );
  // Public spec, "Today's games page": 'Games Near Me' (the chosen region, or within 25 km), then 'Other Regions'.
  const near = (g: Game) => g.regionId === ref.location.regionId || (g.distanceAway ?? 1e9) <= 25_000;
  const list = [...sorted.filter(near), ...sorted.filter((g) => !near(g))];
  const shown = list.slice(0, ref.page * 25);
  const headings = [
    ...(shown.some(near) ? ['Games Near Me'] : []),
    ...(shown.some((g) => !near(g)) ? ['Other Regions'] : []),
  ];
  return { ...ref, shown, headings, more: ref.page * 25 < list.length };
}

let loadGames = fakeActor<Game[], GamesRequest>('loadGames');
let favouriteSaves: unknown[] = [];
const coverage = createCoverage(todaysGamesMachine);

beforeAll(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});
beforeEach(() => {
  loadGames = fakeActor<Game[], GamesRequest>('loadGames');
  favouriteSaves = [];
});

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
/** The day chips on Monday 23 November 2026 (NOW), by weekday. */
const DAY_LABELS: Record<number, string> = {
  [-1]: 'All',
  1: 'Today',
  2: 'Tue 24',
  3: 'Wed 25',
  4: 'Thu 26',
  5: 'Fri 27',
  6: 'Sat 28',
  0: 'Sun 29',
};
const dayChip = (day: number) => {
  const label = DAY_LABELS[day];
  return within(screen.getByRole('group', { name: 'Day' })).getByLabelText(
    label as string,
  ) as HTMLInputElement;
};
const shownTitles = () =>
  screen.queryAllByTestId('game-card').map((card) => within(card).getByTestId('game-title').textContent);

function chooseGamesLocation(location: GamesLocation) {
  chooseLocation(
    location.stateId === 1 ? 'VIC - Victoria' : 'NSW - New South Wales',
    location.regionId !== null ? 'Melbourne - Inner' : undefined,
  );
}

const STATES = {
  loading: (_: unknown, history: readonly PathStep[]) => {
    const ref = expected(history);
    expect(screen.getByLabelText('Loading games')).toBeTruthy();
    expect(shownTitles()).toEqual([]);
    expect(screen.queryByText('No game found')).toBeNull();
    expect(loadGames.pending()).toHaveLength(1);
    expect(loadGames.calls).toHaveLength(ref.loads);
    expect(loadGames.calls.at(-1)?.input).toEqual({ gameType: 'all', location: ref.location });
    expect(loadGames.calls.slice(0, -1).every((call) => call.settled || call.signal.aborted)).toBe(true);
  },
  ready: (_: unknown, history: readonly PathStep[]) => {
    const ref = expected(history);
    expect(screen.queryByLabelText('Loading games')).toBeNull();
    expect(loadGames.pending()).toHaveLength(0);
    expect(loadGames.calls).toHaveLength(ref.loads);
    expect(shownTitles()).toEqual(ref.shown.map((g) => g.title));
    expect(screen.queryByText('No game found') !== null).toBe(ref.shown.length === 0);
    expect(screen.queryByRole('button', { name: 'Load More' }) !== null).toBe(ref.more);
    expect(screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(ref.headings);
    for (const g of ref.shown) {
      const card = screen
        .getAllByTestId('game-card')
        .find((c) => c.getAttribute('data-event-id') === String(g.id));
      const heart = within(card as HTMLElement).getByRole('button', { name: /My Poker Games/ });
      expect(heart.getAttribute('aria-pressed')).toBe(String(g.isFavourite));
    }
    for (const [key, label] of [
      ['distance', 'Distance'],
      ['buyIn', 'Buy in'],
    ] as const) {
      const sort = button(new RegExp(`^${label}`));
      const active = ref.sort.by === key;
      expect(sort.getAttribute('aria-pressed')).toBe(String(active));
      expect(sort.textContent).toBe(active ? `${label}${ref.sort.descending ? '↓' : '↑'}` : label);
    }
    expect(dayChip(ref.day).checked).toBe(true);
    expect(button('Game Type').getAttribute('aria-expanded')).toBe(String(ref.filterOpen));
    expect(
      screen.queryByRole('tab', { name: 'All Games' }) !== null || screen.queryAllByRole('tab').length > 0,
    ).toBe(ref.filterOpen);
    expect(screen.getByTestId('distance-description').textContent).toBe(
      'Distances are from your current location.',
    );
  },
};

function renderPage(_input: unknown, inspect: Coverage['inspect']) {
  let actor: AnyActorRef | undefined;
  inspector.inspect = (event) => {
    const e = event as InspectionEvent;
    const machine = (e as { snapshot?: { machine?: { id: string } } }).snapshot?.machine;
    if (machine?.id === 'todaysGames') actor ??= e.actorRef as AnyActorRef;
    inspect(e);
  };
  const logic = todaysGamesMachine.provide({ actors: { loadGames: loadGames.logic } });
  const location = locationMachine.provide({
    actors: {
      loadRegions: fromPromise(async () => REGIONS),
      getPosition: fromPromise<Coords>(() => new Promise(() => {})),
      findNearestVenue: fromPromise<NearestVenue, Coords>(() => new Promise(() => {})),
    },
  });
  const favourites = favouritesMachine.provide({
    actors: {
      listFavourites: fromPromise<Game[]>(async () => []),
      saveFavourite: fromPromise<void, { eventId: number; add: boolean }>(async ({ input }) => {
        favouriteSaves.push(input);
      }),
    },
  });
  renderInMantine(
    <MemoryRouter>
      <LocationContext.Provider logic={location} options={{ input: { stored: STORED } }}>
        <FavouritesContext.Provider logic={favourites} options={{ input: { isMember: true } }}>
          <LocationChip />
          <LocationModal />
          <div data-testid="elsewhere">
            <FavouriteHeart eventId={2} isFavourite={false} title="Bravo Tavern (event page)" />
            <FavouriteHeart eventId={2} isFavourite={true} title="Bravo Tavern (event page)" />
          </div>
          <TodaysGames gameType="all" logic={logic} />
        </FavouritesContext.Provider>
      </LocationContext.Provider>
    </MemoryRouter>,
  );
  return () => actor as AnyActorRef;
}

describe("today's games: the model's paths on the page", () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(todaysGamesMachine, c, {
      render: renderPage,
      events: {
        'location.change': (e) =>
          chooseGamesLocation((e as { location: GamesLocation } & EventObject).location),
        'sort.select': (e) => {
          const by = (e as { by: string } & EventObject).by;
          fireEvent.click(button(new RegExp(`^${by === 'buyIn' ? 'Buy in' : 'Distance'}`)));
        },
        'day.select': (e) => {
          const chip = dayChip((e as { day: number } & EventObject).day);
          if (chip.disabled || chip.checked) return NOT_OFFERED;
          fireEvent.click(chip);
          return undefined;
        },
        'filter.toggle': () => fireEvent.click(button('Game Type')),
        'favourite.changed': (e) => {
          // Saved on another page's heart (the event page): the list's heart follows.
          const { isFavourite } = e as { isFavourite: boolean } & EventObject;
          const verb = isFavourite ? 'Add' : 'Remove';
          const preposition = isFavourite ? 'to' : 'from';
          const elsewhere = within(screen.getByTestId('elsewhere'));
          fireEvent.click(
            elsewhere.getByRole('button', {
              name: `${verb} Bravo Tavern (event page) ${preposition} My Poker Games`,
            }),
          );
        },
        'page.more': () => {
          const more = screen.queryByRole('button', { name: 'Load More' });
          if (!more) return NOT_OFFERED;
          fireEvent.click(more);
          return undefined;
        },
      },
      fakes: { loadGames },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('loads once on mount, for the stored location', async () => {
    await act(async () => {
      renderPage(INPUT, () => {});
    });
    expect(loadGames.inputs()).toEqual([{ gameType: 'all', location: HOME }]);
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
