import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { ptcTransferMachine } from '../../machines/ptc-transfer';
import type {
  ConsumeItem,
  PlayerSearchBody,
  PlayerSearchResult,
  PtcSummary,
  TransferResult,
} from '../../src/shared/contract/ptc';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

// The flow's paths run on the page: tests/client/ptc-transfer-paths.test.tsx.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const summary = (totalAvailableTransfer: number) =>
  ({ currentBalance: 100, totalAvailableTransfer }) as PtcSummary;
const player = (id: number, membershipId: number) => ({ id, membershipId }) as unknown as PlayerSearchResult;
const PLAYERS = [player(1, 5001), player(2, 5002)];
const TYPED = { firstName: 'Ava', lastName: 'Smith', cardNumber: '100001' };
const EMPTY = { firstName: '', lastName: '', cardNumber: '' };
const CONSUME = [{ amount: 15 }] as unknown as ConsumeItem[];
const DONE: TransferResult = { success: true, reason: '' };

function start(memberId: number | null = 9) {
  const fakes = {
    loadSummary: fakeActor<PtcSummary>('loadSummary'),
    searchPlayers: fakeActor<PlayerSearchResult[], Omit<PlayerSearchBody, 'mode'>>('searchPlayers'),
    loadConsume: fakeActor<ConsumeItem[], { amount: number }>('loadConsume'),
    transferPtc: fakeActor<TransferResult, { amount: number; destMembershipId: number }>('transferPtc'),
  };
  const watching = { started: 0, stopped: 0 };
  const actor = createActor(
    ptcTransferMachine.provide({
      actors: {
        loadSummary: fakes.loadSummary.logic,
        searchPlayers: fakes.searchPlayers.logic,
        loadConsume: fakes.loadConsume.logic,
        transferPtc: fakes.transferPtc.logic,
        watchMember: fromCallback(() => {
          watching.started += 1;
          return () => {
            watching.stopped += 1;
          };
        }),
      },
    }),
    { input: { memberId } },
  ).start();
  return { actor, watching, ...fakes };
}

async function inWizard(available = 40) {
  const fake = start();
  fake.loadSummary.settle({ type: 'xstate.done.actor.loadSummary', output: summary(available) });
  await flush();
  return fake;
}

async function onPlayerStep() {
  const fake = await inWizard();
  fake.actor.send({ type: 'step.next' });
  fake.actor.send({ type: 'search.submit' });
  fake.searchPlayers.settle({ type: 'xstate.done.actor.searchPlayers', output: PLAYERS });
  await flush();
  return fake;
}

async function onConfirmStep() {
  const fake = await onPlayerStep();
  fake.actor.send({ type: 'player.select', player: PLAYERS[1] as PlayerSearchResult });
  fake.actor.send({ type: 'step.next' });
  fake.loadConsume.settle({ type: 'xstate.done.actor.loadConsume', output: CONSUME });
  await flush();
  return fake;
}

describe('transfer PT credit', () => {
  it('loads the summary and starts on the amount with 30% preselected, watching the member', async () => {
    const { actor, loadSummary, watching } = start();
    expect(watching.started).toBe(1);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('wizard')).toBe(false);
    loadSummary.settle({ type: 'xstate.done.actor.loadSummary', output: summary(40) });
    await flush();
    expect(actor.getSnapshot().hasTag('wizard')).toBe(true);
    expect(actor.getSnapshot().hasTag('step0')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ memberId: 9, summary: summary(40), amount: 15 });
    actor.stop();
    expect(watching.stopped).toBe(1);
  });

  it("with less than 5 PTC to transfer shows 'Insufficient PTC' instead; 5 is enough", async () => {
    const poor = await inWizard(4);
    expect(poor.actor.getSnapshot().value).toBe('insufficient');
    expect(poor.actor.getSnapshot().hasTag('wizard')).toBe(false);
    const enough = await inWizard(5);
    expect(enough.actor.getSnapshot().hasTag('wizard')).toBe(true);
  });

  it('a failed summary shows its message; Try again clears it and loads again', async () => {
    const { actor, loadSummary } = start();
    loadSummary.settle({ type: 'xstate.error.actor.loadSummary', error: new Error('Session expired') });
    await flush();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.loadError).toBe('Session expired');
    actor.send({ type: 'summary.retry' });
    expect(actor.getSnapshot().context.loadError).toBeNull();
    expect(loadSummary.calls).toHaveLength(2);
    loadSummary.settle({ type: 'xstate.error.actor.loadSummary', error: 'offline' });
    await flush();
    expect(actor.getSnapshot().context.loadError).toBe('Something went wrong. Please try again.');
    actor.send({ type: 'summary.retry' });
    loadSummary.settle({ type: 'xstate.error.actor.loadSummary', error: new Error('') });
    await flush();
    expect(actor.getSnapshot().context.loadError).toBe('Something went wrong. Please try again.');
  });

  it('the slider moves in steps of 5 between 0 and the largest multiple of 5 available', async () => {
    const { actor } = await inWizard(43);
    const amount = (value: number) => {
      actor.send({ type: 'amount.change', amount: value });
      return actor.getSnapshot().context.amount;
    };
    expect(amount(22)).toBe(20);
    expect(amount(23)).toBe(25);
    expect(amount(43)).toBe(40);
    expect(amount(100)).toBe(40);
    expect(amount(-3)).toBe(0);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().hasTag('step0')).toBe(true);
    expect(amount(5)).toBe(5);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().hasTag('step1')).toBe(true);
  });

  it('searches players, picks a listed one, and Next needs one picked', async () => {
    const { actor, searchPlayers } = await inWizard();
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().hasTag('step1')).toBe(true);
    actor.send({ type: 'search.change', field: 'firstName', value: 'Ava' });
    actor.send({ type: 'search.change', field: 'lastName', value: 'Smith' });
    actor.send({ type: 'search.change', field: 'cardNumber', value: '100001' });
    expect(actor.getSnapshot().context.searchDraft).toEqual(TYPED);
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(searchPlayers.inputs()).toEqual([TYPED]);
    searchPlayers.settle({ type: 'xstate.done.actor.searchPlayers', output: PLAYERS });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ players: PLAYERS, searched: true });
    actor.send({ type: 'player.select', player: player(7, 5007) });
    expect(actor.getSnapshot().context.selected).toBeNull();
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().hasTag('step1')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'player.select', player: PLAYERS[0] as PlayerSearchResult });
    expect(actor.getSnapshot().context.selected).toEqual(PLAYERS[0]);
  });

  it('a new search drops the pick; a failed search shows why and lists no one', async () => {
    const { actor, searchPlayers } = await onPlayerStep();
    actor.send({ type: 'player.select', player: PLAYERS[0] as PlayerSearchResult });
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().context.selected).toBeNull();
    searchPlayers.settle({ type: 'xstate.error.actor.searchPlayers', error: new Error('Too many results') });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      players: [],
      searched: false,
      searchError: 'Too many results',
    });
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().context.searchError).toBeNull();
  });

  it('keeps what was typed through a search and a failed one, and while the breakdown loads', async () => {
    const { actor, searchPlayers, loadConsume } = await onPlayerStep();
    actor.send({ type: 'search.change', field: 'lastName', value: 'Smith' });
    actor.send({ type: 'search.submit' });
    actor.send({ type: 'search.change', field: 'firstName', value: 'Ava' });
    searchPlayers.settle({ type: 'xstate.error.actor.searchPlayers', error: new Error('Too many results') });
    await flush();
    expect(actor.getSnapshot().context.searchDraft).toEqual({
      ...EMPTY,
      firstName: 'Ava',
      lastName: 'Smith',
    });
    actor.send({ type: 'search.submit' });
    expect(searchPlayers.inputs().at(-1)).toEqual({ ...EMPTY, firstName: 'Ava', lastName: 'Smith' });
    searchPlayers.settle({ type: 'xstate.done.actor.searchPlayers', output: PLAYERS });
    await flush();
    actor.send({ type: 'player.select', player: PLAYERS[1] as PlayerSearchResult });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'search.change', field: 'cardNumber', value: '100001' });
    loadConsume.settle({ type: 'xstate.error.actor.loadConsume', error: new Error('Try later') });
    await flush();
    expect(actor.getSnapshot().context.searchDraft).toEqual(TYPED);
  });

  it('the search starts empty each time its step opens again: after Back, and after the summary', async () => {
    const back = await onPlayerStep();
    back.actor.send({ type: 'search.change', field: 'firstName', value: 'Ava' });
    back.actor.send({ type: 'step.back' });
    expect(back.actor.getSnapshot().context.searchDraft).toEqual(EMPTY);
    const summaryStep = await onPlayerStep();
    summaryStep.actor.send({ type: 'search.change', field: 'firstName', value: 'Ava' });
    summaryStep.actor.send({ type: 'player.select', player: PLAYERS[1] as PlayerSearchResult });
    summaryStep.actor.send({ type: 'step.next' });
    summaryStep.loadConsume.settle({ type: 'xstate.done.actor.loadConsume', output: CONSUME });
    await flush();
    expect(summaryStep.actor.getSnapshot().context).toMatchObject({ consume: CONSUME, searchDraft: EMPTY });
    expect(
      summaryStep.actor.getSnapshot().can({ type: 'search.change', field: 'firstName', value: 'A' }),
    ).toBe(false);
  });

  it('Back from the player step returns to the amount', async () => {
    const { actor } = await onPlayerStep();
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().hasTag('step0')).toBe(true);
  });

  it('loads the consume breakdown for the amount before the summary step', async () => {
    const { actor, loadConsume } = await onPlayerStep();
    actor.send({ type: 'player.select', player: PLAYERS[1] as PlayerSearchResult });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().hasTag('step1')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(loadConsume.inputs()).toEqual([{ amount: 15 }]);
    loadConsume.settle({ type: 'xstate.done.actor.loadConsume', output: CONSUME });
    await flush();
    expect(actor.getSnapshot().hasTag('step2')).toBe(true);
    expect(actor.getSnapshot().context.consume).toEqual(CONSUME);
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().hasTag('step1')).toBe(true);
    expect(actor.getSnapshot().context.selected).toEqual(PLAYERS[1]);
  });

  it('a failed breakdown stays on the player step with its message, cleared by the next try', async () => {
    const { actor, loadConsume } = await onPlayerStep();
    actor.send({ type: 'player.select', player: PLAYERS[1] as PlayerSearchResult });
    actor.send({ type: 'step.next' });
    loadConsume.settle({ type: 'xstate.error.actor.loadConsume', error: new Error('Try later') });
    await flush();
    expect(actor.getSnapshot().hasTag('step1')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.consumeError).toBe('Try later');
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.consumeError).toBeNull();
  });

  it("transfers the amount to the player's membership and shows the result in place of the wizard", async () => {
    const { actor, transferPtc } = await onConfirmStep();
    actor.send({ type: 'transfer.submit' });
    expect(actor.getSnapshot().hasTag('step2')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(transferPtc.inputs()).toEqual([{ amount: 15, destMembershipId: 5002 }]);
    transferPtc.settle({ type: 'xstate.done.actor.transferPtc', output: DONE });
    await flush();
    expect(actor.getSnapshot().value).toBe('result');
    expect(actor.getSnapshot().hasTag('wizard')).toBe(false);
    expect(actor.getSnapshot().context.result).toEqual(DONE);
  });

  it("a failed transfer shows the server's reason as the result; starting again reloads a fresh wizard", async () => {
    const { actor, transferPtc, loadSummary } = await onConfirmStep();
    actor.send({ type: 'transfer.submit' });
    transferPtc.settle({ type: 'xstate.error.actor.transferPtc', error: new Error('Player is inactive') });
    await flush();
    expect(actor.getSnapshot().context.result).toEqual({ success: false, reason: 'Player is inactive' });
    actor.send({ type: 'transfer.restart' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // Every field fresh, the earlier search's too.
    expect(actor.getSnapshot().context).toEqual({
      memberId: 9,
      summary: null,
      amount: 0,
      searchDraft: EMPTY,
      players: [],
      searched: false,
      selected: null,
      searchError: null,
      consume: [],
      consumeError: null,
      result: null,
      loadError: null,
    });
    expect(loadSummary.calls).toHaveLength(2);
  });

  it('another signed-in member starts over; the same member changes nothing', async () => {
    const { actor, loadSummary } = await onConfirmStep();
    actor.send({ type: 'member.changed', memberId: 9 });
    expect(actor.getSnapshot().hasTag('step2')).toBe(true);
    actor.send({ type: 'member.changed', memberId: 12 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      memberId: 12,
      summary: null,
      selected: null,
      amount: 0,
    });
    expect(loadSummary.calls).toHaveLength(2);
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(ptcTransferMachine)).toEqual({
      loadSummary: 'loadSummary not provided',
      searchPlayers: 'searchPlayers not provided',
      loadConsume: 'loadConsume not provided',
      transferPtc: 'transferPtc not provided',
    });
  });
});
