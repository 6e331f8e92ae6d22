import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { currentResult, eventResultsMachine } from '../../machines/event-results';
import type { EventResult } from '../../src/shared/contract/event-detail';
import { unprovidedActorFailures } from './unprovided-actors';

const result = (id: number): EventResult => ({
  id,
  dateTime: `2026-11-${10 + id}T09:00:00.000Z`,
  startTime: '19:00',
  closed: true,
  rows: [],
});

const INPUTS = {
  'latest preloaded': { eventIds: [1, 2, 3], currentId: 3, preloaded: [result(3)] },
  'no events': { eventIds: [], currentId: null },
};

const start = (input: (typeof INPUTS)[keyof typeof INPUTS]) =>
  createActor(
    eventResultsMachine.provide({
      actors: { loadResult: fromPromise<EventResult, number>(() => new Promise(() => {})) },
    }),
    { input },
  ).start();

describe('event results rules', () => {
  it('fetches each result once, when first shown, and walks previous/next within the list', async () => {
    const fetched: number[] = [];
    const actor = createActor(
      eventResultsMachine.provide({
        actors: {
          loadResult: fromPromise<EventResult, number>(async ({ input }) => {
            fetched.push(input);
            return result(input);
          }),
        },
      }),
      { input: INPUTS['latest preloaded'] },
    ).start();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(currentResult(actor.getSnapshot().context)?.id).toBe(3);
    actor.send({ type: 'result.next' });
    expect(actor.getSnapshot().context.currentId).toBe(3);
    actor.send({ type: 'result.previous' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(currentResult(actor.getSnapshot().context)?.id).toBe(2);
    actor.send({ type: 'result.select', eventId: 3 });
    actor.send({ type: 'result.select', eventId: 2 });
    expect(actor.getSnapshot().value).toBe('shown');
    actor.send({ type: 'result.previous' });
    actor.send({ type: 'result.previous' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().context.currentId).toBe(1);
    expect(fetched).toEqual([2, 1]);
  });

  it('an empty list shows nothing and never fetches', () => {
    const actor = start(INPUTS['no events']);
    expect(actor.getSnapshot().value).toBe('shown');
    expect(currentResult(actor.getSnapshot().context)).toBeNull();
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(eventResultsMachine)).toEqual({
      loadResult: 'loadResult not provided',
    });
  });
});
