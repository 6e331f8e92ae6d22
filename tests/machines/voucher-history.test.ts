import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type VoucherHistory, voucherHistoryMachine } from '../../machines/voucher-history';
import type {
  ChangeHistoryItem,
  ConsumeHistoryItem,
  ReceiveHistoryItem,
} from '../../src/shared/contract/voucher-history';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

// The flow's paths run on the page: tests/client/voucher-history-paths.test.tsx.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** 41 items over the three lists: three pages of 20. */
const HISTORY: VoucherHistory = {
  changes: Array.from({ length: 20 }, (_, i) => ({ id: i }) as unknown as ChangeHistoryItem),
  received: Array.from({ length: 11 }, (_, i) => ({ id: i }) as unknown as ReceiveHistoryItem),
  consumed: Array.from({ length: 10 }, (_, i) => ({ id: i }) as unknown as ConsumeHistoryItem),
};

function start() {
  const loadHistory = fakeActor<VoucherHistory>('loadHistory');
  const actor = createActor(
    voucherHistoryMachine.provide({ actors: { loadHistory: loadHistory.logic } }),
  ).start();
  return { actor, loadHistory };
}

async function loaded(history = HISTORY) {
  const fake = start();
  fake.loadHistory.settle({ type: 'xstate.done.actor.loadHistory', output: history });
  await flush();
  return fake;
}

describe('the voucher history', () => {
  it('loads the three histories and shows the first page', async () => {
    const { actor, loadHistory } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toEqual({ history: null, page: 1, error: null });
    actor.send({ type: 'page.select', page: 2 });
    expect(actor.getSnapshot().context.page).toBe(1);
    loadHistory.settle({ type: 'xstate.done.actor.loadHistory', output: HISTORY });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toEqual({ history: HISTORY, page: 1, error: null });
  });

  it('turns to pages that exist, counting all three lists (41 items: pages 1 to 3)', async () => {
    const { actor } = await loaded();
    const select = (page: number) => {
      actor.send({ type: 'page.select', page });
      return actor.getSnapshot().context.page;
    };
    expect(select(3)).toBe(3);
    expect(select(4)).toBe(3);
    expect(select(0)).toBe(3);
    expect(select(1)).toBe(1);
    expect(select(2)).toBe(2);
  });

  it('exactly one page of items has no second page', async () => {
    const { actor } = await loaded({ ...HISTORY, received: [], consumed: [] });
    actor.send({ type: 'page.select', page: 2 });
    expect(actor.getSnapshot().context.page).toBe(1);
    actor.send({ type: 'page.select', page: 1 });
    expect(actor.getSnapshot().can({ type: 'page.select', page: 1 })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'page.select', page: 2 })).toBe(false);
  });

  it('a failure shows its message; Try again clears it and loads again', async () => {
    const { actor, loadHistory } = start();
    loadHistory.settle({ type: 'xstate.error.actor.loadHistory', error: new Error('Unauthorized') });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Unauthorized');
    actor.send({ type: 'page.select', page: 1 });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'history.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(loadHistory.calls).toHaveLength(2);
    loadHistory.settle({ type: 'xstate.error.actor.loadHistory', error: 'offline' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Something went wrong. Please try again.');
    actor.send({ type: 'history.retry' });
    loadHistory.settle({ type: 'xstate.error.actor.loadHistory', error: new Error('') });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Something went wrong. Please try again.');
  });

  it('a reload after a failure starts again on page 1', async () => {
    const { actor, loadHistory } = start();
    loadHistory.settle({ type: 'xstate.error.actor.loadHistory', error: new Error('Unauthorized') });
    await flush();
    actor.send({ type: 'history.retry' });
    loadHistory.settle({ type: 'xstate.done.actor.loadHistory', output: HISTORY });
    await flush();
    expect(actor.getSnapshot().context).toEqual({ history: HISTORY, page: 1, error: null });
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(voucherHistoryMachine)).toEqual({
      loadHistory: 'loadHistory not provided',
    });
  });
});
