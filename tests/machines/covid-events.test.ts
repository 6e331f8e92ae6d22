import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { covidEventsMachine } from '../../machines/covid-events';
import type { CovidEvent } from '../../src/shared/contract/content';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

// The flow's paths run on the page: tests/client/covid-events-paths.test.tsx.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const EVENTS = [{ id: 1 }, { id: 2 }] as unknown as CovidEvent[];

function start(stateId = 1) {
  const loadEvents = fakeActor<CovidEvent[], number>('loadEvents');
  const following = { started: 0, stopped: 0 };
  const actor = createActor(
    covidEventsMachine.provide({
      actors: {
        loadEvents: loadEvents.logic,
        followState: fromCallback(() => {
          following.started += 1;
          return () => {
            following.stopped += 1;
          };
        }),
      },
    }),
    { input: { stateId } },
  ).start();
  return { actor, loadEvents, following };
}

describe('the covid-tracing page', () => {
  it("loads the state's games and lists them, following the location", async () => {
    const { actor, loadEvents, following } = start(2);
    expect(following.started).toBe(1);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ stateId: 2, events: [] });
    expect(loadEvents.inputs()).toEqual([2]);
    loadEvents.settle({ type: 'xstate.done.actor.loadEvents', output: EVENTS });
    await flush();
    expect(actor.getSnapshot().value).toBe('listed');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().context.events).toEqual(EVENTS);
    actor.stop();
    expect(following.stopped).toBe(1);
  });

  it('no games, or a failed load, shows the empty text', async () => {
    const none = start();
    none.loadEvents.settle({ type: 'xstate.done.actor.loadEvents', output: [] });
    await flush();
    expect(none.actor.getSnapshot().value).toBe('empty');
    const failed = start();
    failed.loadEvents.settle({ type: 'xstate.error.actor.loadEvents', error: new Error('offline') });
    await flush();
    expect(failed.actor.getSnapshot().value).toBe('empty');
    expect(failed.actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it('another state loads again and drops the games shown; the same state changes nothing', async () => {
    const { actor, loadEvents } = start(1);
    loadEvents.settle({ type: 'xstate.done.actor.loadEvents', output: EVENTS });
    await flush();
    actor.send({ type: 'state.change', stateId: 1 });
    expect(actor.getSnapshot().value).toBe('listed');
    expect(loadEvents.calls).toHaveLength(1);
    actor.send({ type: 'state.change', stateId: 3 });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ stateId: 3, events: [] });
    expect(loadEvents.inputs()).toEqual([1, 3]);
  });

  it('a newer state while loading cancels the older load', () => {
    const { actor, loadEvents } = start(1);
    actor.send({ type: 'state.change', stateId: 4 });
    expect(loadEvents.inputs()).toEqual([1, 4]);
    expect(loadEvents.calls[0]?.signal.aborted).toBe(true);
    expect(loadEvents.pending()).toHaveLength(1);
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(covidEventsMachine)).toEqual({
      loadEvents: 'loadEvents not provided',
    });
  });
});
