import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromPromise, SimulatedClock } from 'xstate';
import {
  defaultFilters,
  GAMES_PAGE_SIZE,
  type GameSearchEvent,
  gameSearchMachine,
  SEARCH_DEBOUNCE_MS,
  visibleGames,
} from '../../machines/game-search';
import type { Game } from '../../src/shared/contract/game';
import {
  generatePathCases,
  replayStep,
  unreachedStateNodes,
  untakenTransitions,
  withDelayedEvents,
} from './path-harness';

const game = (id: number): Game =>
  ({
    id,
    title: `Venue ${id}`,
    eventStatusId: 1,
    dateTime: new Date(Date.UTC(2026, 10, 23, id)).toISOString(),
  }) as Game;
const games = (count: number) => Array.from({ length: count }, (_, i) => game(i + 1));
const MANY = games(GAMES_PAGE_SIZE + 5);
const PLACE = { suburb: 'Richmond', postcode: '3121' };
const failure = new Error('offline');

type Outcome = EventObject & { output?: unknown; error?: unknown };
const asEvent = (event: Outcome) => event as unknown as GameSearchEvent;
const done = (id: string, output: unknown): Outcome => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string): Outcome => ({ type: `xstate.error.actor.${id}`, error: failure });

const USER_EVENTS: GameSearchEvent[] = [
  { type: 'filters.change', filters: { guarantee: true } },
  { type: 'text.change', text: 'richmond' },
  { type: 'text.change', text: '' },
  { type: 'page.more' },
  { type: 'view.list' },
  { type: 'view.map' },
  { type: 'result.open', eventId: 7 },
];

const OUTCOMES: Record<string, Outcome[]> = {
  searchGames: [done('searchGames', MANY), done('searchGames', []), failed('searchGames')],
  searchText: [done('searchText', games(3)), done('searchText', []), failed('searchText')],
  searchNearby: [
    done('searchNearby', { place: PLACE, games: games(2) }),
    done('searchNearby', { place: null, games: [] }),
    failed('searchNearby'),
  ],
};

const eventsFor = (snapshot: { children: Record<string, unknown> }) => [
  ...USER_EVENTS,
  ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? []),
];

const INPUTS = { 'a VIC visitor': { filters: defaultFilters(1) } };
const cases = generatePathCases(gameSearchMachine, {
  inputs: INPUTS,
  events: withDelayedEvents(gameSearchMachine, eventsFor as never) as never,
});

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
    { input: INPUTS['a VIC visitor'], clock },
  ).start();
  return { actor, clock, openEvent, searchGames };
}

describe('game search machine paths', () => {
  it('reaches every state node and takes every transition', () => {
    expect(cases.length).toBeGreaterThan(30);
    expect(unreachedStateNodes(gameSearchMachine, cases)).toEqual([]);
    expect(untakenTransitions(gameSearchMachine, cases)).toEqual([]);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const { actor } = startFake();
    for (const step of c.steps) {
      replayStep(actor, asEvent(step.event as Outcome));
      const seen = actor.getSnapshot();
      expect(seen.value).toEqual(step.state.value);
      expect(seen.context).toEqual((step.state as unknown as typeof seen).context);
      // What the visitor sees.
      const view = seen.matches({ view: 'map' }) ? 'map' : 'list';
      const shown = visibleGames(seen.context, view);
      if (view === 'list') expect(shown.length).toBeLessThanOrEqual(seen.context.page * GAMES_PAGE_SIZE);
      else expect(shown).toHaveLength(seen.context.games.length);
      if (seen.hasTag('nearby')) expect(seen.hasTag('busy')).toBe(true);
      if (seen.matches({ search: 'empty' })) expect(seen.context.games).toEqual([]);
    }
    actor.stop();
  });
});

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

  it('opens a result', () => {
    const { actor, openEvent } = startFake();
    actor.send({ type: 'result.open', eventId: 42 });
    expect(openEvent).toHaveBeenCalledWith(42);
  });
});
