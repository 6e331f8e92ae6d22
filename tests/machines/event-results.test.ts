import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { currentResult, eventResultsMachine } from '../../machines/event-results';
import type { EventResult } from '../../src/shared/contract/event-detail';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

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

describe('event results flow', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  function startRecorded(input: { eventIds: number[]; currentId: number | null; preloaded?: EventResult[] }) {
    const loadResult = fakeActor<EventResult, number>('loadResult');
    const actor = createActor(eventResultsMachine.provide({ actors: { loadResult: loadResult.logic } }), {
      input,
    }).start();
    return { actor, loadResult };
  }

  it('fetches the current result when it was not preloaded', async () => {
    const { actor, loadResult } = startRecorded({ eventIds: [1, 2], currentId: 2 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(loadResult.inputs()).toEqual([2]);
    loadResult.settle({ type: 'xstate.done.actor.loadResult', output: result(2) });
    await flush();
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.results).toEqual({ 2: result(2) });
    expect(currentResult(actor.getSnapshot().context)).toEqual(result(2));
  });

  it('a failed fetch offers Try again, which fetches it again', async () => {
    const { actor, loadResult } = startRecorded({ eventIds: [1, 2], currentId: 2 });
    expect(actor.getSnapshot().can({ type: 'result.retry' })).toBe(false);
    loadResult.settle({ type: 'xstate.error.actor.loadResult', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(currentResult(actor.getSnapshot().context)).toBeNull();
    actor.send({ type: 'result.retry' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(loadResult.inputs()).toEqual([2, 2]);
  });

  it('picks only a listed result other than the one shown; previous and next stop at the ends', async () => {
    const { actor, loadResult } = startRecorded({
      eventIds: [1, 2, 3],
      currentId: 1,
      preloaded: [result(1)],
    });
    expect(actor.getSnapshot().can({ type: 'result.previous' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'result.next' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'result.select', eventId: 1 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'result.select', eventId: 9 })).toBe(false);
    actor.send({ type: 'result.select', eventId: 3 });
    expect(actor.getSnapshot().context.currentId).toBe(3);
    expect(loadResult.inputs()).toEqual([3]);
    expect(actor.getSnapshot().can({ type: 'result.next' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'result.previous' })).toBe(true);
    actor.send({ type: 'result.next' });
    expect(actor.getSnapshot().context.currentId).toBe(3);
  });

  it('next fetches the following result and shows it', async () => {
    const { actor, loadResult } = startRecorded({
      eventIds: [1, 2, 3],
      currentId: 1,
      preloaded: [result(1)],
    });
    actor.send({ type: 'result.next' });
    expect(actor.getSnapshot().context.currentId).toBe(2);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(loadResult.inputs()).toEqual([2]);
    loadResult.settle({ type: 'xstate.done.actor.loadResult', output: result(2) });
    await flush();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(currentResult(actor.getSnapshot().context)).toEqual(result(2));
  });

  it('a list with none current has neither previous nor next', () => {
    const { actor, loadResult } = startRecorded({ eventIds: [1, 2, 3], currentId: null });
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().can({ type: 'result.previous' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'result.next' })).toBe(false);
    expect(loadResult.calls).toHaveLength(0);
  });

  it('a current event not in the list has neither previous nor next', () => {
    const { actor } = startRecorded({ eventIds: [1, 2], currentId: 7, preloaded: [result(7)] });
    expect(actor.getSnapshot().can({ type: 'result.previous' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'result.next' })).toBe(false);
  });

  it('a refresh fetches that result again and shows it with the new list, the old one showing meanwhile', async () => {
    const { actor, loadResult } = startRecorded({ eventIds: [1, 2], currentId: 2, preloaded: [result(2)] });
    actor.send({ type: 'result.refresh', eventIds: [1, 2, 3], eventId: 3 });
    expect(actor.getSnapshot().context).toMatchObject({ eventIds: [1, 2, 3], currentId: 2 });
    expect(currentResult(actor.getSnapshot().context)).toEqual(result(2));
    expect(loadResult.inputs()).toEqual([3]);
    loadResult.settle({ type: 'xstate.done.actor.refreshResult', output: result(3) });
    await flush();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.currentId).toBe(3);
    expect(actor.getSnapshot().context.results).toEqual({ 2: result(2), 3: result(3) });
  });

  it('a failed refresh keeps what was shown', async () => {
    const { actor, loadResult } = startRecorded({ eventIds: [1, 2], currentId: 2, preloaded: [result(2)] });
    actor.send({ type: 'result.refresh', eventIds: [1, 2, 3], eventId: 3 });
    loadResult.settle({ type: 'xstate.error.actor.refreshResult', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(currentResult(actor.getSnapshot().context)).toEqual(result(2));
  });
});
