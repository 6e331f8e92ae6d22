import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ptcSummaryMachine } from '../../machines/ptc-summary';
import type { PtcSummary } from '../../src/shared/contract/ptc';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

// The flow's paths run on the page: tests/client/ptc-summary-paths.test.tsx.
const SUMMARY = { currentBalance: 120, expired: 1, used: 2, totalUsedValue: 30 } as PtcSummary;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start() {
  const loadSummary = fakeActor<PtcSummary>('loadSummary');
  const actor = createActor(
    ptcSummaryMachine.provide({ actors: { loadSummary: loadSummary.logic } }),
  ).start();
  return { actor, loadSummary };
}

describe('the PTC summary', () => {
  it('loads once and shows the summary', async () => {
    const { actor, loadSummary } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toEqual({ summary: null, error: null });
    expect(loadSummary.calls).toHaveLength(1);
    loadSummary.settle({ type: 'xstate.done.actor.loadSummary', output: SUMMARY });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toEqual({ summary: SUMMARY, error: null });
    actor.send({ type: 'summary.retry' });
    expect(loadSummary.calls).toHaveLength(1);
  });

  it('a failure shows its message, and Try again loads again and clears it', async () => {
    const { actor, loadSummary } = start();
    loadSummary.settle({ type: 'xstate.error.actor.loadSummary', error: new Error('Session expired') });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Session expired');
    actor.send({ type: 'summary.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loadSummary.calls).toHaveLength(2);
    loadSummary.settle({ type: 'xstate.done.actor.loadSummary', output: SUMMARY });
    await flush();
    expect(actor.getSnapshot().context).toEqual({ summary: SUMMARY, error: null });
  });

  it('a failure without a message says something went wrong', async () => {
    const { actor, loadSummary } = start();
    loadSummary.settle({ type: 'xstate.error.actor.loadSummary', error: new Error('') });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Something went wrong. Please try again.');
    actor.send({ type: 'summary.retry' });
    loadSummary.settle({ type: 'xstate.error.actor.loadSummary', error: 'offline' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Something went wrong. Please try again.');
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(ptcSummaryMachine)).toEqual({
      loadSummary: 'loadSummary not provided',
    });
  });
});
