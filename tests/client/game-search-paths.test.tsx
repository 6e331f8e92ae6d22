// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type EventObject, fromPromise } from 'xstate';
import { favouritesMachine } from '../../machines/favourites';
import {
  defaultFilters,
  type GameFilters,
  type GameSearchEvent,
  gameSearchMachine,
  type NearbyPlace,
  type Place,
  type SearchRequest,
} from '../../machines/game-search';
import { type ChosenLocation, locationMachine, type StoredLocation } from '../../machines/location';
import { LocationChip } from '../../src/client/app/location/LocationChip';
import { LocationModal } from '../../src/client/app/location/LocationModal';
import { FavouritesContext } from '../../src/client/components/favourites/favourites-context';
import { followLocation } from '../../src/client/components/location/follow-location';
import { LocationContext } from '../../src/client/components/location/location-context';
import { SearchResultsList } from '../../src/client/features/games/GameSearch';
import { GameSearchPanel } from '../../src/client/features/games/GameSearchPanel';
import { SearchFilters } from '../../src/client/features/games/SearchFilters';
import { GameSearchContext } from '../../src/client/features/games/search-context';
import type { Game } from '../../src/shared/contract/game';
import type { NearestVenue, Region } from '../../src/shared/contract/location';
import type { Coords } from '../../src/shared/geo';
import { chooseLocation } from '../support/location-chooser';
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
import { renderInMantine } from '../support/render-flow';

vi.mock('../../src/client/components/member', () => ({ useMember: () => null }));

const MELBOURNE = { lat: -37.81, long: 144.96 };
const REGIONS: Region[] = [
  { id: 10, name: 'Melbourne - Inner', state: { id: 1 } },
  { id: 11, name: 'Melbourne - West', state: { id: 1 } },
  { id: 20, name: 'Sydney - City and Inner South', state: { id: 2 } },
];
const STORED: StoredLocation = {
  stateId: 1,
  regionId: null,
  coords: MELBOURNE,
  stateName: 'VIC',
  regionName: null,
};
const HOME: ChosenLocation = { stateId: 1, regionId: null, coords: MELBOURNE };
const AWAY: ChosenLocation = { stateId: 2, regionId: null, coords: MELBOURNE };
/** Two regions of the home state: a region chosen, then another of the same state. */
const INNER: ChosenLocation = { ...HOME, regionId: 10 };
const WEST: ChosenLocation = { ...HOME, regionId: 11 };

function game(id: number): Game {
  return {
    id,
    title: `Venue ${id}`,
    description: '',
    startTime: '20:00',
    dateTime: new Date(Date.UTC(2026, 10, 23, id % 24)).toISOString(),
    type: 'Home',
    typeId: 2,
    gameType: 'League',
    brandName: 'APL',
    divisionName: null,
    isSpecialEvent: false,
    isFavourite: false,
    eventStatusId: 1,
    buyInAmount: 0,
    buyInDescription: null,
    takeHomeAmount: 0,
    takeHomeAmountDescription: null,
    totalPTCredit: 0,
    ptcRedeemable: false,
    creditCardRedeemable: false,
    distanceAway: null,
    goingCount: 0,
    regionId: 10,
    stateId: 1,
    venue: {
      id,
      title: `Venue ${id}`,
      address: '',
      suburb: 'Richmond',
      latitude: -37.82,
      longitude: 145.0,
      friendlyUrlSlug: `venue-${id}`,
      regionId: 10,
      stateId: 1,
    },
    subMajorEvent: null,
  };
}
const games = (count: number, from = 1) => Array.from({ length: count }, (_, i) => game(from + i));
const MANY = games(30);
const FOUND = games(3, 200);
const NEARBY = games(2, 300);
const PLACE: NearbyPlace = { suburb: 'Richmond', postcode: '3121' };

type Outcome = EventObject & { output?: unknown; error?: unknown };
const done = (id: string, output: unknown): Outcome => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string): Outcome => ({ type: `xstate.error.actor.${id}`, error: new Error('offline') });
const OUTCOMES: Record<string, Outcome[]> = {
  searchGames: [done('searchGames', MANY), done('searchGames', FOUND), failed('searchGames')],
  searchText: [done('searchText', FOUND), done('searchText', []), failed('searchText')],
  searchNearby: [
    done('searchNearby', { place: PLACE, games: NEARBY }),
    done('searchNearby', { place: null, games: [] }),
    failed('searchNearby'),
  ],
};

type SearchSnapshot = AnySnapshot & { context: { text: string; filters: GameFilters; games: Game[] } };
/** What a person can do here: the events the screen offers in that state. */
function userEvents(snapshot: SearchSnapshot): GameSearchEvent[] {
  const { text, filters, games: found } = snapshot.context;
  const listed = snapshot.matches({ search: 'results' }) && text.trim() !== '' && found.length > 0;
  return [
    { type: 'filters.change', filters: { guarantee: !filters.guarantee } },
    ...(['richmond', ''] as const)
      .filter((t) => t !== text)
      .map((t) => ({ type: 'text.change' as const, text: t })),
    // Load More is in the List view, and in the home tab's text results.
    ...(snapshot.matches({ view: 'list' }) || text.trim() ? [{ type: 'page.more' as const }] : []),
    { type: 'view.list' },
    { type: 'view.map' },
    ...(listed ? [{ type: 'result.open' as const, eventId: (found[0] as Game).id }] : []),
    ...[AWAY, HOME, INNER, WEST].map((location) => ({ type: 'location.change' as const, location })),
  ];
}
const DEBOUNCE = { type: 'xstate.after.debounce.gameSearch.search.waiting' };
const INPUT = { place: { stateId: 1, regionId: null } };
const cases = generatePathCases(gameSearchMachine, {
  inputs: { 'a VIC visitor': INPUT },
  events: (snapshot) => [
    ...userEvents(snapshot as SearchSnapshot),
    ...(snapshot.matches({ search: 'waiting' }) ? [DEBOUNCE] : []),
    ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? []),
  ],
});

/** The search's rules, written apart from the machine. */
function expected(history: readonly PathStep[]) {
  const ref = {
    chosen: INPUT.place as Place,
    filters: defaultFilters(1),
    text: '',
    status: 'loading' as 'loading' | 'text' | 'nearby' | 'results' | 'empty' | 'waiting',
    games: [] as Game[],
    place: null as NearbyPlace | null,
    page: 1,
    requests: [{ filters: defaultFilters(1), text: '' }] as SearchRequest[],
    nearbyRequests: [] as string[],
    opened: [] as number[],
  };
  const search = () => {
    const text = ref.text.trim();
    ref.status = text ? 'text' : 'loading';
    ref.requests.push({ filters: ref.filters, text });
  };
  const show = (found: Game[], place: NearbyPlace | null, status: 'results' | 'empty' = 'results') =>
    Object.assign(ref, { games: found, place, page: 1, status });
  for (const { event } of history) {
    const e = event as GameSearchEvent;
    const output = (event as Outcome).output as never;
    switch (event.type) {
      case 'filters.change':
        // Public spec, section 4: the search is debounced by 500 ms, filters (the buy-in slider) included.
        ref.filters = { ...ref.filters, ...(e as { filters: Partial<GameFilters> }).filters };
        ref.status = 'waiting';
        break;
      case 'location.change': {
        // Another place, a region of the same state included, starts the filters afresh.
        const { stateId, regionId } = (e as { location: ChosenLocation }).location;
        if (stateId !== ref.chosen.stateId || regionId !== ref.chosen.regionId) {
          ref.chosen = { stateId, regionId };
          ref.filters = defaultFilters(stateId, regionId === null ? [] : [regionId]);
          search();
        }
        break;
      }
      case 'text.change':
        ref.text = (e as { text: string }).text;
        ref.status = 'waiting';
        break;
      case DEBOUNCE.type:
        search();
        break;
      case 'page.more':
        if (ref.status === 'results' && ref.page * 25 < ref.games.length) ref.page += 1;
        break;
      case 'result.open':
        ref.opened.push((e as { eventId: number }).eventId);
        break;
      case 'xstate.done.actor.searchGames':
        show(output, null);
        break;
      // Spec section 8: a failed search is silent; the list is simply empty.
      case 'xstate.error.actor.searchGames':
        show([], null);
        break;
      case 'xstate.done.actor.searchText':
        if ((output as Game[]).length) show(output, null);
        else ref.status = 'nearby';
        if (ref.status === 'nearby') ref.nearbyRequests.push(ref.text.trim());
        break;
      case 'xstate.error.actor.searchText':
        ref.status = 'nearby';
        ref.nearbyRequests.push(ref.text.trim());
        break;
      case 'xstate.done.actor.searchNearby': {
        const answer = output as { place: NearbyPlace | null; games: Game[] };
        if (answer.games.length) show(answer.games, answer.place);
        else show([], null, 'empty');
        break;
      }
      case 'xstate.error.actor.searchNearby':
        show([], null, 'empty');
        break;
    }
  }
  return ref;
}

let searchGames = fakeActor<Game[], SearchRequest>('searchGames');
let searchNearby = fakeActor<{ place: NearbyPlace | null; games: Game[] }, string>('searchNearby');
let openEvent = vi.fn();
const coverage = createCoverage(gameSearchMachine);

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterAll(() => {
  vi.useRealTimers();
});
beforeEach(() => {
  searchGames = fakeActor<Game[], SearchRequest>('searchGames');
  searchNearby = fakeActor<{ place: NearbyPlace | null; games: Game[] }, string>('searchNearby');
  openEvent = vi.fn();
});

const panel = () => within(screen.getByTestId('map-tab'));
const home = () => within(screen.getByTestId('home-tab'));
const cardTitles = () =>
  panel()
    .queryAllByTestId('game-card')
    .map((card: HTMLElement) => within(card).getByTestId('game-title').textContent);

function choose({ stateId, regionId }: ChosenLocation) {
  chooseLocation(
    stateId === 1 ? 'VIC - Victoria' : 'NSW - New South Wales',
    REGIONS.find((r) => r.id === regionId)?.name ?? 'All regions',
  );
}

/** The Regions chips of the filter panel. */
const regionChips = () =>
  [...screen.getByTestId('search-filters').querySelectorAll('.mantine-Pill-label')].map(
    (pill) => pill.textContent,
  );

function expectRequests(history: readonly PathStep[]) {
  const ref = expected(history);
  expect(searchGames.inputs()).toEqual(ref.requests);
  expect(searchNearby.inputs()).toEqual(ref.nearbyRequests);
  expect(openEvent.mock.calls.map(([id]) => id)).toEqual(ref.opened);
  expect(screen.getByLabelText('Search events', { selector: 'input' }).getAttribute('value')).toBe(ref.text);
  expect((screen.getByLabelText('Guaranteed prize pool') as HTMLInputElement).checked).toBe(
    ref.filters.guarantee,
  );
  expect(regionChips()).toEqual(ref.filters.regions.map((id) => REGIONS.find((r) => r.id === id)?.name));
  return ref;
}

function expectBusy(history: readonly PathStep[], status: string) {
  const ref = expectRequests(history);
  expect(ref.status).toBe(status);
  expect(panel().getByLabelText('Searching')).toBeTruthy();
  expect(panel().queryByTestId('no-games')).toBeNull();
  // The last search's games, if any, stay dimmed and marked busy: they may not match this search.
  expect(panel().queryByTestId('search-games')?.getAttribute('aria-busy') ?? 'true').toBe('true');
  return ref;
}

const STATES = {
  'view.list': (model: AnySnapshot, history: readonly PathStep[]) => {
    const ref = expected(history);
    expect((panel().getByLabelText('List') as HTMLInputElement).checked).toBe(true);
    expect(panel().queryByTestId('fallback-map')).toBeNull();
    if (!model.matches({ search: 'results' })) return;
    const shown = ref.games.slice(0, ref.page * 25);
    expect(cardTitles()).toEqual(shown.map((g) => g.title));
    const rest = ref.games.length - shown.length;
    const more = panel().queryByRole('button', { name: /^Load More/ });
    expect(more?.textContent ?? null).toBe(rest > 0 ? `Load More (${Math.min(25, rest)} more)` : null);
  },
  'view.map': (model: AnySnapshot, history: readonly PathStep[]) => {
    const ref = expected(history);
    expect((panel().getByLabelText('Map') as HTMLInputElement).checked).toBe(true);
    expect(panel().queryAllByTestId('game-card')).toEqual([]);
    expect(panel().queryByRole('button', { name: /^Load More/ })).toBeNull();
    if (model.matches({ search: 'results' }))
      expect(panel().getByLabelText(`Map of ${ref.games.length} games`)).toBeTruthy();
  },
  'search.waiting': (_: AnySnapshot, history: readonly PathStep[]) => {
    const ref = expectRequests(history);
    expect(ref.status).toBe('waiting');
    expect(searchGames.pending()).toHaveLength(0);
    expect(searchNearby.pending()).toHaveLength(0);
  },
  'search.loading': (_: AnySnapshot, history: readonly PathStep[]) => {
    expectBusy(history, 'loading');
    expect(searchGames.pending()).toHaveLength(1);
  },
  'search.searchingText': (_: AnySnapshot, history: readonly PathStep[]) => {
    expectBusy(history, 'text');
    expect(searchGames.pending()).toHaveLength(1);
  },
  'search.searchingNearby': (_: AnySnapshot, history: readonly PathStep[]) => {
    const ref = expectRequests(history);
    expect(ref.status).toBe('nearby');
    expect(searchNearby.pending()).toHaveLength(1);
    expect(panel().getByText('We are still searching nearby games for you.')).toBeTruthy();
    expect(home().getByText('We are still searching nearby games for you.')).toBeTruthy();
  },
  'search.results': (_: AnySnapshot, history: readonly PathStep[]) => {
    const ref = expectRequests(history);
    expect(ref.status).toBe('results');
    expect(searchGames.pending()).toHaveLength(0);
    expect(panel().queryByTestId('no-games')).toBeNull();
    expect(panel().queryByLabelText('Searching')).toBeNull();
    expect(panel().queryByTestId('search-games')?.getAttribute('aria-busy') ?? 'false').toBe('false');
    const count = ref.games.length;
    expect(panel().getByText(`${count} game${count === 1 ? '' : 's'} this week`)).toBeTruthy();
    const note = ref.place
      ? `No games matched, so here are the games near ${ref.place.suburb} ${ref.place.postcode}.`
      : null;
    expect(panel().queryByText(/^No games matched/)?.textContent ?? null).toBe(note);
    // The home tab lists the text search's results, 25 at a time.
    const rows = home()
      .queryAllByTestId('search-result')
      .map((row) => row.querySelector('p')?.textContent);
    expect(rows).toEqual(ref.text.trim() ? ref.games.slice(0, ref.page * 25).map((g) => g.title) : []);
  },
  'search.empty': (_: AnySnapshot, history: readonly PathStep[]) => {
    const ref = expectRequests(history);
    expect(ref.status).toBe('empty');
    expect(panel().getByTestId('no-games').textContent).toBe(
      'No games found.Sorry! We could not find any nearby game for you either.',
    );
    expect(panel().getByText('0 games this week')).toBeTruthy();
  },
};

function renderSearch(input: unknown, inspect: Coverage['inspect']) {
  const location = locationMachine.provide({
    actors: {
      loadRegions: fromPromise<Region[]>(async () => REGIONS),
      getPosition: fromPromise<Coords>(() => new Promise(() => {})),
      findNearestVenue: fromPromise<NearestVenue, Coords>(() => new Promise(() => {})),
    },
  });
  const favourites = favouritesMachine.provide({
    actors: {
      listFavourites: fromPromise<Game[]>(async () => []),
      saveFavourite: fromPromise<void, { eventId: number; add: boolean }>(async () => {}),
    },
  });
  let actor: AnyActorRef | undefined;
  function Search() {
    const locationRef = LocationContext.useActorRef();
    const logic = gameSearchMachine.provide({
      actors: {
        searchGames: searchGames.logic,
        searchNearby: searchNearby.logic,
        followLocation: followLocation(locationRef),
      },
      actions: { openEvent: (_, eventId) => openEvent(eventId) },
    });
    return (
      <GameSearchContext.Provider logic={logic} options={{ input: input as typeof INPUT, inspect }}>
        <Capture />
        <SearchFilters />
        <div data-testid="home-tab">
          <SearchResultsList />
        </div>
        <div data-testid="map-tab">
          <GameSearchPanel />
        </div>
      </GameSearchContext.Provider>
    );
  }
  function Capture() {
    actor = GameSearchContext.useActorRef();
    return null;
  }
  renderInMantine(
    <MemoryRouter>
      <LocationContext.Provider logic={location} options={{ input: { stored: STORED } }}>
        <FavouritesContext.Provider logic={favourites} options={{ input: { isMember: false } }}>
          <LocationChip />
          <LocationModal />
          <Search />
        </FavouritesContext.Provider>
      </LocationContext.Provider>
    </MemoryRouter>,
  );
  return () => actor as AnyActorRef;
}

describe('game search: the model’s paths on the search panel and the home results', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(gameSearchMachine, c, {
      render: renderSearch,
      events: {
        'filters.change': () => fireEvent.click(screen.getByLabelText('Guaranteed prize pool')),
        'text.change': (e) =>
          fireEvent.change(screen.getByLabelText('Search events', { selector: 'input' }), {
            target: { value: (e as unknown as { text: string }).text },
          }),
        'page.more': () => {
          const more =
            panel().queryByRole('button', { name: /^Load More/ }) ??
            home().queryByRole('button', { name: 'Load More' });
          if (!more) return NOT_OFFERED;
          fireEvent.click(more);
          return undefined;
        },
        'view.list': () => fireEvent.click(panel().getByLabelText('List')),
        'view.map': () => fireEvent.click(panel().getByLabelText('Map')),
        'result.open': () => fireEvent.click(home().getAllByTestId('search-result')[0] as HTMLElement),
        'location.change': (e) => choose((e as unknown as { location: ChosenLocation }).location),
      },
      fakes: { searchGames, searchText: searchGames, searchNearby },
      // The public spec: the search is debounced by 500 ms.
      after: () => vi.advanceTimersByTime(500),
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  // Key journey, also asserted apart from the model: the List toggle works again after the map.
  it('switches to the map and back to the list', async () => {
    await act(async () => {
      renderSearch(INPUT, () => {});
    });
    await act(async () => searchGames.settle({ type: 'xstate.done.actor.searchGames', output: FOUND }));
    fireEvent.click(panel().getByLabelText('Map'));
    expect(panel().queryAllByTestId('game-card')).toEqual([]);
    fireEvent.click(panel().getByLabelText('List'));
    expect(cardTitles()).toEqual(FOUND.map((g) => g.title));
  });

  it('the buy-in slider searches once, 500 ms after its last step (public spec, section 4)', async () => {
    await act(async () => {
      renderSearch(INPUT, () => {});
    });
    await act(async () => searchGames.settle({ type: 'xstate.done.actor.searchGames', output: FOUND }));
    const thumbs = screen.getAllByRole('slider');
    const top = thumbs[thumbs.length - 1] as HTMLElement;
    act(() => top.focus());
    for (let step = 0; step < 5; step++) {
      fireEvent.keyDown(top, { key: 'ArrowLeft' });
      act(() => vi.advanceTimersByTime(100));
    }
    act(() => vi.advanceTimersByTime(399));
    expect(searchGames.inputs()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(searchGames.inputs()).toHaveLength(2);
    expect(searchGames.inputs().at(-1)?.filters.buyIn).toEqual([0, 160]);
  });

  it('the Regions chip follows a region chosen, then another of the same state (issue 32)', async () => {
    await act(async () => {
      renderSearch(INPUT, () => {});
    });
    // The stored place and the regions load first (promises within promises).
    await act(async () => {
      for (let round = 0; round < 20; round++) await Promise.resolve();
    });
    // Each of Testing Library's events is its own act: the modal opens between them.
    choose(INNER);
    expect(regionChips()).toEqual(['Melbourne - Inner']);
    choose(WEST);
    expect(regionChips()).toEqual(['Melbourne - West']);
    expect(searchGames.inputs().at(-1)?.filters.regions).toEqual([11]);
  });

  it('searches once on mount, for the stored state', async () => {
    await act(async () => {
      renderSearch(INPUT, () => {});
    });
    expect(searchGames.inputs()).toEqual([{ filters: defaultFilters(1), text: '' }]);
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
