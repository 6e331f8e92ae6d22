import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import {
  defaultFilters,
  filtersFor,
  type GameSearchEvent,
  gameSearchMachine,
  narrowsGames,
  type Place,
  visibleGames,
} from '../../machines/game-search';
import type { ChosenLocation } from '../../machines/location';
import type { Game } from '../../src/shared/contract/game';
import { unprovidedActorFailures } from '../support/unprovided-actors';

/** Load More shows 25 games per page (public spec). */
const PAGE = 25;

const game = (id: number): Game =>
  ({
    id,
    title: `Venue ${id}`,
    eventStatusId: 1,
    dateTime: new Date(Date.UTC(2026, 10, 23, id)).toISOString(),
  }) as Game;
const games = (count: number) => Array.from({ length: count }, (_, i) => game(i + 1));
const MANY = games(PAGE + 5);

type Outcome = EventObject & { output?: unknown; error?: unknown };
const asEvent = (event: Outcome) => event as unknown as GameSearchEvent;
const done = (id: string, output: unknown): Outcome => ({ type: `xstate.done.actor.${id}`, output });

const VIC: Place = { stateId: 1, regionId: null };

// The flow's paths run on the search panel and the home results: tests/client/game-search-paths.test.tsx.

function startFake() {
  const clock = new SimulatedClock();
  const openEvent = vi.fn();
  const searchGames = vi.fn();
  const pending = <T, I>() =>
    fromPromise<T, I>(({ input }) => {
      searchGames(input);
      return new Promise<T>(() => {});
    });
  const actor = createActor(
    gameSearchMachine.provide({
      actors: { searchGames: pending(), searchNearby: pending() },
      actions: { openEvent: (_, id) => openEvent(id) },
    }),
    { input: { place: VIC }, clock },
  ).start();
  return { actor, clock, openEvent, searchGames };
}

describe('game search rules', () => {
  it('waits 500 ms after the last keystroke before searching the text', () => {
    const { actor, clock, searchGames } = startFake();
    actor.send(asEvent(done('searchGames', MANY)));
    searchGames.mockClear();
    actor.send({ type: 'text.change', text: 'rich' });
    clock.increment(500 - 1);
    actor.send({ type: 'text.change', text: 'richmond' });
    clock.increment(500 - 1);
    expect(searchGames).not.toHaveBeenCalled();
    clock.increment(1);
    expect(searchGames).toHaveBeenCalledTimes(1);
    expect(searchGames).toHaveBeenCalledWith(expect.objectContaining({ text: 'richmond' }));
  });

  it('the buy-in slider searches once, 500 ms after its last step, with the last range', () => {
    const { actor, clock, searchGames } = startFake();
    actor.send(asEvent(done('searchGames', MANY)));
    searchGames.mockClear();
    for (const max of [200, 190, 180, 170, 160]) {
      actor.send({ type: 'filters.change', filters: { buyIn: [0, max] } });
      clock.increment(100);
    }
    clock.increment(400 - 1);
    expect(searchGames).not.toHaveBeenCalled();
    clock.increment(1);
    expect(searchGames).toHaveBeenCalledTimes(1);
    expect(searchGames).toHaveBeenCalledWith({
      filters: { ...defaultFilters(1), buyIn: [0, 160] },
      text: '',
    });
  });

  it('while a change waits for its search, the results on show are marked busy (the last filters’, not these)', () => {
    const { actor, clock } = startFake();
    actor.send(asEvent(done('searchGames', MANY)));
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'filters.change', filters: { withinDistance: 10_000 } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    clock.increment(500);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send(asEvent(done('searchGames', MANY)));
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('falls back to nearby games, then to the empty texts', () => {
    const { actor, clock } = startFake();
    actor.send({ type: 'text.change', text: 'nowhere' });
    clock.increment(500);
    actor.send(asEvent(done('searchText', [])));
    expect(actor.getSnapshot().hasTag('nearby')).toBe(true);
    actor.send(asEvent(done('searchNearby', { place: null, games: [] })));
    expect(actor.getSnapshot().matches({ search: 'empty' })).toBe(true);
  });

  it('shows 25 more per Load More and starts again at page 1 on new results', () => {
    const { actor, clock } = startFake();
    actor.send(asEvent(done('searchGames', MANY)));
    expect(visibleGames(actor.getSnapshot().context, 'list')).toHaveLength(PAGE);
    actor.send({ type: 'page.more' });
    expect(visibleGames(actor.getSnapshot().context, 'list')).toHaveLength(MANY.length);
    expect(actor.getSnapshot().can({ type: 'page.more' })).toBe(false);
    actor.send({ type: 'filters.change', filters: { guarantee: true } });
    clock.increment(500);
    actor.send(asEvent(done('searchGames', MANY)));
    expect(actor.getSnapshot().context.page).toBe(1);
  });

  it('resets to the new state’s defaults when the state changes; WA starts on Pro Series', () => {
    const { actor, clock } = startFake();
    actor.send({ type: 'filters.change', filters: { guarantee: true, regions: [4] } });
    clock.increment(500);
    actor.send({ type: 'filters.change', filters: { stateId: 3 } });
    clock.increment(500);
    expect(actor.getSnapshot().context.filters).toEqual(defaultFilters(3));
    expect(actor.getSnapshot().context.filters.gameTypeId).toBe(3);
  });

  it("a failed filter search is silent: the list empties, without 'No games found'", () => {
    const { actor, clock } = startFake();
    actor.send(asEvent(done('searchGames', MANY)));
    actor.send({ type: 'filters.change', filters: { guarantee: true } });
    clock.increment(500);
    actor.send(asEvent({ type: 'xstate.error.actor.searchGames', error: new Error('offline') }));
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ search: 'results' })).toBe(true);
    expect(snapshot.context.games).toEqual([]);
    expect(snapshot.hasTag('busy')).toBe(false);
  });

  it('opens a result', () => {
    const { actor, openEvent } = startFake();
    actor.send({ type: 'result.open', eventId: 42 });
    expect(openEvent).toHaveBeenCalledWith(42);
  });
});

describe('narrowsGames: the home list follows the Filters', () => {
  const location = { stateId: 1, regionId: 5 };
  it('is false for the location defaults and for all regions', () => {
    expect(narrowsGames(defaultFilters(1, [5]), location)).toBe(false);
    expect(narrowsGames(defaultFilters(1), location)).toBe(false);
    expect(narrowsGames(defaultFilters(3), { stateId: 3, regionId: null })).toBe(false);
  });
  it('is true once a filter narrows the games', () => {
    expect(narrowsGames({ ...defaultFilters(1, [5]), withinDistance: 10_000 }, location)).toBe(true);
    expect(narrowsGames({ ...defaultFilters(1, [5]), guarantee: true }, location)).toBe(true);
    expect(narrowsGames({ ...defaultFilters(1, [5]), buyIn: [0, 50] }, location)).toBe(true);
    expect(narrowsGames({ ...defaultFilters(1, [5]), grandSlam: true }, location)).toBe(true);
    expect(narrowsGames(defaultFilters(1, [5, 6]), location)).toBe(true);
    expect(narrowsGames(defaultFilters(2), location)).toBe(true);
  });
});

/** A machine whose two search actors record their inputs and wait; answers arrive as the actors' events. */
function startRecorded(place = VIC) {
  const clock = new SimulatedClock();
  const calls: { actor: 'searchGames' | 'searchNearby'; input: unknown }[] = [];
  const following = { started: 0, stopped: 0 };
  const recording = <T, I>(name: 'searchGames' | 'searchNearby') =>
    fromPromise<T, I>(({ input }) => {
      calls.push({ actor: name, input });
      return new Promise<T>(() => {});
    });
  const actor = createActor(
    gameSearchMachine.provide({
      actors: {
        searchGames: recording('searchGames'),
        searchNearby: recording('searchNearby'),
        followLocation: fromCallback(() => {
          following.started += 1;
          return () => {
            following.stopped += 1;
          };
        }),
      },
    }),
    { input: { place }, clock },
  ).start();
  const answer = (id: string, output: unknown) => actor.send(asEvent(done(id, output)));
  const fail = (id: string) =>
    actor.send(asEvent({ type: `xstate.error.actor.${id}`, error: new Error('offline') }));
  return { actor, clock, calls, following, answer, fail };
}
const location = (stateId: number, regionId: number | null = null): ChosenLocation => ({
  stateId,
  regionId,
  coords: null,
});

describe('the game search flow', () => {
  it("searches the input place's filters at once, busy until the games arrive, on the list view", () => {
    const filters = defaultFilters(2, [5]);
    const { actor, calls, following, answer } = startRecorded({ stateId: 2, regionId: 5 });
    expect(calls).toEqual([{ actor: 'searchGames', input: { filters, text: '' } }]);
    expect(following.started).toBe(1);
    const before = actor.getSnapshot();
    expect(before.hasTag('busy')).toBe(true);
    expect(before.hasTag('nearby')).toBe(false);
    expect(before.matches({ view: 'list' })).toBe(true);
    expect(before.context).toMatchObject({ text: '', games: [], nearbyPlace: null, page: 1 });
    answer('searchGames', MANY);
    const after = actor.getSnapshot();
    expect(after.hasTag('busy')).toBe(false);
    expect(after.matches({ search: 'results' })).toBe(true);
    expect(after.context.games).toEqual(MANY);
    actor.stop();
    expect(following.stopped).toBe(1);
  });

  it('switches between the list and the map, which shows every game', () => {
    const { actor, answer } = startRecorded();
    answer('searchGames', MANY);
    actor.send({ type: 'view.list' });
    expect(actor.getSnapshot().matches({ view: 'list' })).toBe(true);
    actor.send({ type: 'view.map' });
    expect(actor.getSnapshot().matches({ view: 'map' })).toBe(true);
    expect(visibleGames(actor.getSnapshot().context, 'map')).toEqual(MANY);
    expect(visibleGames(actor.getSnapshot().context, 'list')).toEqual(MANY.slice(0, PAGE));
    actor.send({ type: 'view.map' });
    expect(actor.getSnapshot().matches({ view: 'map' })).toBe(true);
    actor.send({ type: 'view.list' });
    expect(actor.getSnapshot().matches({ view: 'list' })).toBe(true);
  });

  it('offers Load More only while games are hidden (exactly 25 is one page)', () => {
    const { actor, clock, answer } = startRecorded();
    answer('searchGames', games(PAGE));
    expect(actor.getSnapshot().can({ type: 'page.more' })).toBe(false);
    actor.send({ type: 'page.more' });
    expect(actor.getSnapshot().context.page).toBe(1);
    actor.send({ type: 'filters.change', filters: { guarantee: true } });
    clock.increment(500);
    answer('searchGames', games(PAGE + 1));
    expect(actor.getSnapshot().can({ type: 'page.more' })).toBe(true);
    actor.send({ type: 'page.more' });
    expect(actor.getSnapshot().context.page).toBe(2);
    expect(visibleGames(actor.getSnapshot().context, 'list')).toHaveLength(PAGE + 1);
  });

  it('a filter change searches the filters with what it keeps; the same state keeps the regions', () => {
    const { actor, clock, calls, answer } = startRecorded({ stateId: 1, regionId: 4 });
    answer('searchGames', MANY);
    actor.send({ type: 'filters.change', filters: { stateId: 1, guarantee: true } });
    clock.increment(500);
    const kept = { ...defaultFilters(1), regions: [4], guarantee: true };
    expect(actor.getSnapshot().context.filters).toEqual(kept);
    expect(calls.at(-1)).toEqual({ actor: 'searchGames', input: { filters: kept, text: '' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'filters.change', filters: { stateId: 3, guarantee: true } });
    clock.increment(500);
    expect(actor.getSnapshot().context.filters).toEqual({ ...defaultFilters(3), guarantee: true });
  });

  it('a filter change that names no state keeps the other choices', () => {
    const { actor, clock, calls } = startRecorded({ stateId: 3, regionId: 4 });
    actor.send({ type: 'filters.change', filters: { gameTypeId: 4 } });
    actor.send({ type: 'filters.change', filters: { guarantee: true } });
    clock.increment(500);
    const kept = { ...defaultFilters(3), regions: [4], gameTypeId: 4, guarantee: true };
    expect(actor.getSnapshot().context.filters).toEqual(kept);
    expect(calls.at(-1)).toEqual({ actor: 'searchGames', input: { filters: kept, text: '' } });
  });

  it('starts the filters afresh from each place chosen, a region of the same state included', () => {
    const { actor, clock, calls, answer } = startRecorded();
    answer('searchGames', MANY);
    actor.send({ type: 'filters.change', filters: { guarantee: true } });
    clock.increment(500);
    answer('searchGames', MANY);
    // The same place reported again (the location flow's other changes) leaves the person's filters be.
    actor.send({ type: 'location.change', location: location(1) });
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().context.filters.guarantee).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    for (const [stateId, regionId] of [
      [1, 7],
      [1, 8],
      [3, 9],
    ] as const) {
      actor.send({ type: 'location.change', location: location(stateId, regionId) });
      expect(actor.getSnapshot().context.filters).toEqual(defaultFilters(stateId, [regionId]));
      expect(calls.at(-1)).toEqual({
        actor: 'searchGames',
        input: { filters: filtersFor({ stateId, regionId }), text: '' },
      });
    }
    // A state chosen in the filters stays when the place reported has not changed.
    actor.send({ type: 'filters.change', filters: { stateId: 2 } });
    actor.send({ type: 'location.change', location: location(3, 9) });
    expect(actor.getSnapshot().context.filters.stateId).toBe(2);
  });

  it('a location change with text typed searches that text again', () => {
    const { actor, clock, calls } = startRecorded();
    actor.send({ type: 'text.change', text: 'rich' });
    clock.increment(500);
    actor.send({ type: 'location.change', location: location(2) });
    expect(calls.at(-1)).toEqual({
      actor: 'searchGames',
      input: { filters: defaultFilters(2), text: 'rich' },
    });
  });

  it('searches typed text trimmed, and only blank text searches the filters alone', () => {
    const { actor, clock, calls } = startRecorded();
    actor.send({ type: 'text.change', text: '  richmond ' });
    expect(actor.getSnapshot().context.text).toBe('  richmond ');
    expect(actor.getSnapshot().matches({ search: 'waiting' })).toBe(true);
    clock.increment(500);
    expect(calls.at(-1)).toEqual({
      actor: 'searchGames',
      input: { filters: defaultFilters(1), text: 'richmond' },
    });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('nearby')).toBe(false);
    actor.send({ type: 'text.change', text: '   ' });
    clock.increment(500);
    expect(calls.at(-1)).toEqual({ actor: 'searchGames', input: { filters: defaultFilters(1), text: '' } });
    expect(actor.getSnapshot().matches({ search: 'loading' })).toBe(true);
  });

  it('text that finds games lists them; a filter change keeps searching the text', () => {
    const { actor, clock, calls, answer } = startRecorded();
    actor.send({ type: 'text.change', text: 'swan' });
    clock.increment(500);
    answer('searchText', MANY.slice(0, 3));
    expect(actor.getSnapshot().matches({ search: 'results' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      games: MANY.slice(0, 3),
      nearbyPlace: null,
      page: 1,
    });
    actor.send({ type: 'filters.change', filters: { guarantee: true } });
    clock.increment(500);
    expect(calls.at(-1)).toEqual({
      actor: 'searchGames',
      input: { filters: { ...defaultFilters(1), guarantee: true }, text: 'swan' },
    });
  });

  it('text that finds nothing looks around the suburb it names, and lists those games with the place', () => {
    const { actor, clock, calls, answer } = startRecorded();
    actor.send({ type: 'text.change', text: ' 3121 ' });
    clock.increment(500);
    answer('searchText', []);
    expect(calls.at(-1)).toEqual({ actor: 'searchNearby', input: '3121' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('nearby')).toBe(true);
    const place = { suburb: 'Richmond', postcode: '3121' };
    answer('searchNearby', { place, games: MANY.slice(0, 2) });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ search: 'results' })).toBe(true);
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.context).toMatchObject({ games: MANY.slice(0, 2), nearbyPlace: place, page: 1 });
  });

  it('a failed text search also looks nearby; a failed or empty nearby search clears the list', () => {
    const { actor, clock, calls, answer, fail } = startRecorded();
    answer('searchGames', MANY);
    actor.send({ type: 'page.more' });
    actor.send({ type: 'text.change', text: 'nowhere' });
    clock.increment(500);
    fail('searchText');
    expect(calls.at(-1)).toEqual({ actor: 'searchNearby', input: 'nowhere' });
    fail('searchNearby');
    expect(actor.getSnapshot().matches({ search: 'empty' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ games: [], nearbyPlace: null, page: 1 });

    actor.send({ type: 'text.change', text: 'nowhere else' });
    clock.increment(500);
    answer('searchText', []);
    answer('searchNearby', { place: { suburb: 'Nowhere', postcode: '0000' }, games: [] });
    expect(actor.getSnapshot().matches({ search: 'empty' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ games: [], nearbyPlace: null });
  });

  it('text that finds nothing, nor anything nearby, clears the games listed before', () => {
    const { actor, clock, answer } = startRecorded();
    answer('searchGames', MANY);
    actor.send({ type: 'page.more' });
    actor.send({ type: 'text.change', text: 'nowhere' });
    clock.increment(500);
    answer('searchText', []);
    answer('searchNearby', { place: { suburb: 'Nowhere', postcode: '0000' }, games: [] });
    expect(actor.getSnapshot().matches({ search: 'empty' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ games: [], nearbyPlace: null, page: 1 });
  });

  it('the nearby place shown goes when a later search answers', () => {
    const { actor, clock, answer } = startRecorded();
    actor.send({ type: 'text.change', text: 'richmond' });
    clock.increment(500);
    answer('searchText', []);
    answer('searchNearby', { place: { suburb: 'Richmond', postcode: '3121' }, games: MANY.slice(0, 2) });
    actor.send({ type: 'text.change', text: '' });
    clock.increment(500);
    answer('searchGames', MANY);
    expect(actor.getSnapshot().context).toMatchObject({ games: MANY, nearbyPlace: null });
  });
});

describe('the filters a state starts from', () => {
  it('all regions, no guarantee or distance limit, the whole buy-in range, Pro Series only in WA', () => {
    expect(defaultFilters(1)).toEqual({
      stateId: 1,
      regions: [],
      guarantee: false,
      withinDistance: 0,
      buyIn: [0, 210],
      gameTypeId: null,
      grandSlam: false,
    });
    expect(defaultFilters(3, [8])).toMatchObject({ stateId: 3, regions: [8], gameTypeId: 3 });
  });

  it("narrowsGames reads regions beyond the location's, the top of the buy-in and the division", () => {
    const location = { stateId: 1, regionId: 5 };
    expect(narrowsGames({ ...defaultFilters(1), regions: [5] }, location)).toBe(false);
    expect(narrowsGames({ ...defaultFilters(1), regions: [6, 5] }, { stateId: 1, regionId: 6 })).toBe(true);
    expect(narrowsGames({ ...defaultFilters(1), buyIn: [0, 200] }, location)).toBe(true);
    expect(narrowsGames({ ...defaultFilters(1), buyIn: [10, 210] }, location)).toBe(true);
    expect(narrowsGames({ ...defaultFilters(3), gameTypeId: 4 }, { stateId: 3, regionId: null })).toBe(true);
    expect(narrowsGames({ ...defaultFilters(3), regions: [9, 2] }, { stateId: 3, regionId: null })).toBe(
      true,
    );
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(gameSearchMachine)).toEqual({
      searchGames: 'searchGames not provided',
      searchNearby: 'searchNearby not provided',
    });
  });
});
