import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import {
  type LeaderboardFiltersEvent,
  type LeaderboardOptions,
  leaderboardFiltersMachine,
} from '../../machines/leaderboard-filters';
import type { LeaderboardRow } from '../../src/shared/contract/leaderboard';

// The flow's paths run on the leaderboards page: tests/client/leaderboard-filters-paths.test.tsx.
const OPTIONS: LeaderboardOptions = { seasons: [], regions: [], venues: [] };
const ROWS = [
  { id: 7, rank: 1, name: 'Ava Smith' },
  { id: 8, rank: 2, name: 'Ben Jones' },
] as LeaderboardRow[];

type Outcome = EventObject & { output?: unknown; error?: unknown };
const asEvent = (event: Outcome) => event as unknown as LeaderboardFiltersEvent;

function startFake() {
  const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
  const actor = createActor(
    leaderboardFiltersMachine.provide({
      actors: { loadOptions: never(), loadVenues: never(), search: never() },
    }),
    { input: { mode: 'overall' } },
  ).start();
  actor.send(asEvent({ type: 'xstate.done.actor.loadOptions', output: OPTIONS }));
  return actor;
}

describe('leaderboard searches', () => {
  it('a failed search after a choice shows no standings rather than the previous ones', () => {
    const actor = startFake();
    actor.send(asEvent({ type: 'xstate.done.actor.search', output: ROWS }));
    expect(actor.getSnapshot().context.rows).toEqual(ROWS);
    actor.send({ type: 'filter.state', stateId: 1 });
    expect(actor.getSnapshot().hasTag('searching')).toBe(true);
    actor.send(asEvent({ type: 'xstate.error.actor.search', error: new Error('offline') }));
    expect(actor.getSnapshot().hasTag('searching')).toBe(false);
    expect(actor.getSnapshot().context.rows).toEqual([]);
  });

  it('a search that answers replaces the standings shown', () => {
    const actor = startFake();
    actor.send(asEvent({ type: 'xstate.done.actor.search', output: ROWS }));
    actor.send({ type: 'filter.month', month: 101 });
    actor.send(asEvent({ type: 'xstate.done.actor.search', output: ROWS.slice(1) }));
    expect(actor.getSnapshot().context.rows).toEqual(ROWS.slice(1));
  });
});
