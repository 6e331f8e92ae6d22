import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromPromise, SimulatedClock } from 'xstate';
import {
  defaultFilters,
  GAMES_PAGE_SIZE,
  type GameSearchEvent,
  gameSearchMachine,
  narrowsGames,
  SEARCH_DEBOUNCE_MS,
  visibleGames,
} from '../../machines/game-search';
import type { Game } from '../../src/shared/contract/game';

const game = (id: number): Game =>
  ({
    id,
    title: `Venue ${id}`,
    eventStatusId: 1,
    dateTime: new Date(Date.UTC(2026, 10, 23, id)).toISOString(),
  }) as Game;
const games = (count: number) => Array.from({ length: count }, (_, i) => game(i + 1));
const MANY = games(GAMES_PAGE_SIZE + 5);

type Outcome = EventObject & { output?: unknown; error?: unknown };
const asEvent = (event: Outcome) => event as unknown as GameSearchEvent;
const done = (id: string, output: unknown): Outcome => ({ type: `xstate.done.actor.${id}`, output });

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
    { input: { filters: defaultFilters(1) }, clock },
  ).start();
  return { actor, clock, openEvent, searchGames };
}

describe('game search rules', () => {
  it('waits 500 ms after the last keystroke before searching the text', () => {
    const { actor, clock, searchGames } = startFake();
    actor.send(asEvent(done('searchGames', MANY)));
    searchGames.mockClear();
    actor.send({ type: 'text.change', text: 'rich' });
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    actor.send({ type: 'text.change', text: 'richmond' });
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    expect(searchGames).not.toHaveBeenCalled();
    clock.increment(1);
    expect(searchGames).toHaveBeenCalledTimes(1);
    expect(searchGames).toHaveBeenCalledWith(expect.objectContaining({ text: 'richmond' }));
  });

  it('falls back to nearby games, then to the empty texts', () => {
    const { actor, clock } = startFake();
    actor.send({ type: 'text.change', text: 'nowhere' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    actor.send(asEvent(done('searchText', [])));
    expect(actor.getSnapshot().hasTag('nearby')).toBe(true);
    actor.send(asEvent(done('searchNearby', { place: null, games: [] })));
    expect(actor.getSnapshot().matches({ search: 'empty' })).toBe(true);
  });

  it('shows 25 more per Load More and starts again at page 1 on new results', () => {
    const { actor } = startFake();
    actor.send(asEvent(done('searchGames', MANY)));
    expect(visibleGames(actor.getSnapshot().context, 'list')).toHaveLength(GAMES_PAGE_SIZE);
    actor.send({ type: 'page.more' });
    expect(visibleGames(actor.getSnapshot().context, 'list')).toHaveLength(MANY.length);
    expect(actor.getSnapshot().can({ type: 'page.more' })).toBe(false);
    actor.send({ type: 'filters.change', filters: { guarantee: true } });
    actor.send(asEvent(done('searchGames', MANY)));
    expect(actor.getSnapshot().context.page).toBe(1);
  });

  it('resets to the new state’s defaults when the state changes; WA starts on Pro Series', () => {
    const { actor } = startFake();
    actor.send({ type: 'filters.change', filters: { guarantee: true, regions: [4] } });
    actor.send({ type: 'filters.change', filters: { stateId: 3 } });
    expect(actor.getSnapshot().context.filters).toEqual(defaultFilters(3));
    expect(actor.getSnapshot().context.filters.gameTypeId).toBe(3);
  });

  it("a failed filter search is silent: the list empties, without 'No games found'", () => {
    const { actor } = startFake();
    actor.send(asEvent(done('searchGames', MANY)));
    actor.send({ type: 'filters.change', filters: { guarantee: true } });
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
