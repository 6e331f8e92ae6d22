import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type EventDetails, hallOfFameMachine } from '../../machines/hall-of-fame';
import type { PreviousMajorEvent } from '../../src/shared/contract/major-event';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

// The flow's paths run on the page: tests/client/hall-of-fame-paths.test.tsx.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const MAJORS = [{ id: 1 }, { id: 2 }] as unknown as PreviousMajorEvent[];
const details = (n: number): EventDetails => ({
  result: [],
  photos: [{ id: n }] as unknown as EventDetails['photos'],
});

function start() {
  const loadMajors = fakeActor<PreviousMajorEvent[]>('loadMajors');
  const loadDetails = fakeActor<EventDetails, number>('loadDetails');
  const actor = createActor(
    hallOfFameMachine.provide({ actors: { loadMajors: loadMajors.logic, loadDetails: loadDetails.logic } }),
  ).start();
  return { actor, loadMajors, loadDetails };
}

async function shown() {
  const fake = start();
  fake.loadMajors.settle({ type: 'xstate.done.actor.loadMajors', output: MAJORS });
  await flush();
  return fake;
}

describe('the hall of fame', () => {
  it('lists the past major events', async () => {
    const { actor, loadMajors } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ majors: [], details: {}, queue: [], failed: [] });
    loadMajors.settle({ type: 'xstate.done.actor.loadMajors', output: MAJORS });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ shown: 'idle' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().context.majors).toEqual(MAJORS);
  });

  it('no events shows the empty text; a failure offers Try again', async () => {
    const none = start();
    none.loadMajors.settle({ type: 'xstate.done.actor.loadMajors', output: [] });
    await flush();
    expect(none.actor.getSnapshot().value).toBe('empty');
    const failed = start();
    failed.actor.send({ type: 'list.retry' });
    expect(failed.loadMajors.calls).toHaveLength(1);
    failed.loadMajors.settle({ type: 'xstate.error.actor.loadMajors', error: new Error('offline') });
    await flush();
    expect(failed.actor.getSnapshot().value).toBe('failed');
    failed.actor.send({ type: 'list.retry' });
    expect(failed.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(failed.loadMajors.calls).toHaveLength(2);
    failed.loadMajors.settle({ type: 'xstate.done.actor.loadMajors', output: MAJORS });
    await flush();
    expect(failed.actor.getSnapshot().context.majors).toEqual(MAJORS);
  });

  it("loads an event's details once, one event at a time in the order opened", async () => {
    const { actor, loadDetails } = await shown();
    actor.send({ type: 'details.load', eventId: 11 });
    expect(actor.getSnapshot().value).toEqual({ shown: 'loadingDetails' });
    actor.send({ type: 'details.load', eventId: 12 });
    actor.send({ type: 'details.load', eventId: 11 });
    actor.send({ type: 'details.load', eventId: 12 });
    expect(actor.getSnapshot().context.queue).toEqual([11, 12]);
    expect(loadDetails.inputs()).toEqual([11]);
    loadDetails.settle({ type: 'xstate.done.actor.loadDetails', output: details(11) });
    await flush();
    expect(actor.getSnapshot().context.details).toEqual({ 11: details(11) });
    expect(actor.getSnapshot().context.queue).toEqual([12]);
    expect(loadDetails.inputs()).toEqual([11, 12]);
    loadDetails.settle({ type: 'xstate.done.actor.loadDetails', output: details(12) });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ shown: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({
      details: { 11: details(11), 12: details(12) },
      queue: [],
      failed: [],
    });
    actor.send({ type: 'details.load', eventId: 11 });
    expect(actor.getSnapshot().value).toEqual({ shown: 'idle' });
    expect(loadDetails.calls).toHaveLength(2);
  });

  it("a failed event's details can be tried again, and the others still load", async () => {
    const { actor, loadDetails } = await shown();
    actor.send({ type: 'details.load', eventId: 11 });
    actor.send({ type: 'details.load', eventId: 12 });
    loadDetails.settle({ type: 'xstate.error.actor.loadDetails', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ failed: [11], queue: [12], details: {} });
    expect(loadDetails.inputs()).toEqual([11, 12]);
    loadDetails.settle({ type: 'xstate.done.actor.loadDetails', output: details(12) });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ shown: 'idle' });
    actor.send({ type: 'details.load', eventId: 11 });
    expect(actor.getSnapshot().context).toMatchObject({ failed: [], queue: [11] });
    expect(loadDetails.inputs()).toEqual([11, 12, 11]);
    loadDetails.settle({ type: 'xstate.done.actor.loadDetails', output: details(11) });
    await flush();
    expect(actor.getSnapshot().context.details).toEqual({ 11: details(11), 12: details(12) });
  });

  it('a retry of one event keeps the other failures', async () => {
    const { actor, loadDetails } = await shown();
    actor.send({ type: 'details.load', eventId: 11 });
    actor.send({ type: 'details.load', eventId: 12 });
    loadDetails.settle({ type: 'xstate.error.actor.loadDetails', error: new Error('offline') });
    await flush();
    loadDetails.settle({ type: 'xstate.error.actor.loadDetails', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().context.failed).toEqual([11, 12]);
    actor.send({ type: 'details.load', eventId: 12 });
    expect(actor.getSnapshot().context).toMatchObject({ failed: [11], queue: [12] });
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(hallOfFameMachine)).toEqual({
      loadMajors: 'loadMajors not provided',
      loadDetails: 'loadDetails not provided',
    });
  });
});
