import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { resultsRecordingMachine } from '../../machines/results-recording';
import type { BustOuts, PlayerChoice, PlayerMatch } from '../../src/shared/contract/results-recording';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

// The flow's paths run on the director console: tests/client/results-recording-paths.test.tsx.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const record = (seqs: number[], closed = false) =>
  ({ eventId: 40, closed, bustOuts: seqs.map((seq) => ({ seq })) }) as unknown as BustOuts;
const MATCHES = [{ memberId: 7 }] as unknown as PlayerMatch[];
const WALK_IN: PlayerChoice = { playerName: 'Sam Walker' };
const search = (actor: ReturnType<typeof start>['actor'], query: string) => {
  actor.send({ type: 'query.change', query });
  actor.send({ type: 'player.search' });
};

function start() {
  const fakes = {
    loadBustOuts: fakeActor<BustOuts, number>('loadBustOuts'),
    searchPlayers: fakeActor<PlayerMatch[], string>('searchPlayers'),
    recordBustOut: fakeActor<BustOuts, { eventId: number; player: PlayerChoice }>('recordBustOut'),
    removeBustOut: fakeActor<BustOuts, { eventId: number; seq: number }>('removeBustOut'),
    closeEvent: fakeActor<BustOuts, { eventId: number; winner: PlayerChoice }>('closeEvent'),
  };
  const actor = createActor(
    resultsRecordingMachine.provide({
      actors: {
        loadBustOuts: fakes.loadBustOuts.logic,
        searchPlayers: fakes.searchPlayers.logic,
        recordBustOut: fakes.recordBustOut.logic,
        removeBustOut: fakes.removeBustOut.logic,
        closeEvent: fakes.closeEvent.logic,
      },
    }),
    { input: { eventId: 40 } },
  ).start();
  return { actor, ...fakes };
}

async function ready(loaded = record([1])) {
  const fake = start();
  fake.loadBustOuts.settle({ type: 'xstate.done.actor.loadBustOuts', output: loaded });
  await flush();
  return fake;
}

describe('recording the results', () => {
  it("loads the event's bust-outs", async () => {
    const { actor, loadBustOuts } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toEqual({
      eventId: 40,
      record: null,
      matches: [],
      error: null,
      query: '',
      walkIn: '',
      pending: null,
    });
    expect(loadBustOuts.inputs()).toEqual([40]);
    loadBustOuts.settle({ type: 'xstate.done.actor.loadBustOuts', output: record([1, 2]) });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.record).toEqual(record([1, 2]));
  });

  it('an event already closed opens closed; a failed load shows the failure', async () => {
    const closed = start();
    closed.loadBustOuts.settle({ type: 'xstate.done.actor.loadBustOuts', output: record([1], true) });
    await flush();
    expect(closed.actor.getSnapshot().value).toBe('closed');
    expect(closed.actor.getSnapshot().context.record).toEqual(record([1], true));
    const failed = start();
    failed.loadBustOuts.settle({ type: 'xstate.error.actor.loadBustOuts', error: new Error('offline') });
    await flush();
    expect(failed.actor.getSnapshot().value).toBe('failed');
  });

  it('searches players from two characters, trimmed', async () => {
    const { actor, searchPlayers } = await ready();
    search(actor, ' a ');
    expect(actor.getSnapshot().value).toBe('ready');
    expect(searchPlayers.calls).toHaveLength(0);
    search(actor, ' av ');
    expect(actor.getSnapshot().value).toBe('searching');
    expect(searchPlayers.inputs()).toEqual(['av']);
    searchPlayers.settle({ type: 'xstate.done.actor.searchPlayers', output: MATCHES });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.matches).toEqual(MATCHES);
  });

  it('a failed search empties the matches and shows why', async () => {
    const { actor, searchPlayers } = await ready();
    search(actor, 'ava');
    searchPlayers.settle({ type: 'xstate.done.actor.searchPlayers', output: MATCHES });
    await flush();
    search(actor, 'ben');
    searchPlayers.settle({ type: 'xstate.error.actor.searchPlayers', error: new Error('Search is down') });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ matches: [], error: 'Search is down' });
    search(actor, 'ben');
    expect(actor.getSnapshot().context.error).toBeNull();
    searchPlayers.settle({ type: 'xstate.error.actor.searchPlayers', error: 'offline' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('The server did not take that change.');
    search(actor, 'ben');
    searchPlayers.settle({ type: 'xstate.error.actor.searchPlayers', error: new Error('') });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('The server did not take that change.');
  });

  it("records a player out with the event's id, then shows the server's list and clears the matches", async () => {
    const { actor, searchPlayers, recordBustOut } = await ready();
    search(actor, 'ava');
    searchPlayers.settle({ type: 'xstate.done.actor.searchPlayers', output: MATCHES });
    await flush();
    actor.send({ type: 'bustout.record', memberId: 7 });
    expect(actor.getSnapshot().value).toBe('recording');
    expect(recordBustOut.inputs()).toEqual([{ eventId: 40, player: { memberId: 7 } }]);
    recordBustOut.settle({ type: 'xstate.done.actor.recordBustOut', output: record([1, 2]) });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ record: record([1, 2]), matches: [] });
  });

  it("a refused record keeps the list and shows the server's message until the next action", async () => {
    const { actor, recordBustOut, removeBustOut } = await ready();
    actor.send({ type: 'walkin.change', name: ' Sam Walker ' });
    actor.send({ type: 'bustout.record' });
    recordBustOut.settle({ type: 'xstate.error.actor.recordBustOut', error: new Error('Already out') });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ record: record([1]), error: 'Already out' });
    actor.send({ type: 'bustout.remove', seq: 1 });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(removeBustOut.inputs()).toEqual([{ eventId: 40, seq: 1 }]);
  });

  it('takes back a bust-out, or says why not', async () => {
    const { actor, removeBustOut } = await ready(record([1, 2]));
    actor.send({ type: 'bustout.remove', seq: 2 });
    expect(actor.getSnapshot().value).toBe('removing');
    removeBustOut.settle({ type: 'xstate.done.actor.removeBustOut', output: record([1]) });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.record).toEqual(record([1]));
    actor.send({ type: 'bustout.remove', seq: 1 });
    removeBustOut.settle({ type: 'xstate.error.actor.removeBustOut', error: new Error('Too late') });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ record: record([1]), error: 'Too late' });
  });

  it("recording the next player out clears the last refusal's message", async () => {
    const { actor, searchPlayers, recordBustOut } = await ready();
    search(actor, 'ava');
    searchPlayers.settle({ type: 'xstate.error.actor.searchPlayers', error: new Error('Search is down') });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Search is down');
    actor.send({ type: 'walkin.change', name: ' Sam Walker ' });
    actor.send({ type: 'bustout.record' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(recordBustOut.inputs()).toEqual([{ eventId: 40, player: WALK_IN }]);
  });

  it('closes the event with its winner only once someone is out', async () => {
    const none = await ready(record([]));
    none.actor.send({ type: 'event.close', memberId: 7 });
    expect(none.actor.getSnapshot().value).toBe('ready');
    expect(none.closeEvent.calls).toHaveLength(0);

    const { actor, closeEvent } = await ready(record([1]));
    actor.send({ type: 'event.close', memberId: 7 });
    expect(actor.getSnapshot().value).toBe('closing');
    expect(closeEvent.inputs()).toEqual([{ eventId: 40, winner: { memberId: 7 } }]);
    closeEvent.settle({ type: 'xstate.done.actor.closeEvent', output: record([1, 2], true) });
    await flush();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context).toMatchObject({ record: record([1, 2], true), matches: [] });
  });

  it('a refused close stays open with the message', async () => {
    const { actor, closeEvent } = await ready(record([1]));
    actor.send({ type: 'walkin.change', name: 'Sam Walker' });
    actor.send({ type: 'event.close' });
    expect(closeEvent.inputs()).toEqual([{ eventId: 40, winner: WALK_IN }]);
    closeEvent.settle({ type: 'xstate.error.actor.closeEvent', error: new Error('Results are late') });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBe('Results are late');
    expect(actor.getSnapshot().context.walkIn).toBe('Sam Walker');
    actor.send({ type: 'event.close' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('recording the results: the typed fields are drafts in the machine', () => {
  it('takes typing while the record is still loading', () => {
    const { actor } = start();
    actor.send({ type: 'query.change', query: 'av' });
    actor.send({ type: 'walkin.change', name: 'Sam' });
    expect(actor.getSnapshot().context).toMatchObject({ query: 'av', walkIn: 'Sam' });
  });

  it('records nobody and closes with nobody while the walk-in is blank', async () => {
    const { actor, recordBustOut, closeEvent } = await ready();
    actor.send({ type: 'walkin.change', name: '   ' });
    expect(actor.getSnapshot().can({ type: 'bustout.record' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'event.close' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'bustout.record', memberId: 7 })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'event.close', memberId: 7 })).toBe(true);
    actor.send({ type: 'bustout.record' });
    actor.send({ type: 'event.close' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(recordBustOut.calls).toHaveLength(0);
    expect(closeEvent.calls).toHaveLength(0);
  });

  it('a member recorded out empties the search for the next one; the walk-in stays', async () => {
    const { actor, searchPlayers, recordBustOut } = await ready();
    actor.send({ type: 'walkin.change', name: 'Sam Walker' });
    search(actor, 'ava');
    searchPlayers.settle({ type: 'xstate.done.actor.searchPlayers', output: MATCHES });
    await flush();
    actor.send({ type: 'bustout.record', memberId: 7 });
    recordBustOut.settle({ type: 'xstate.done.actor.recordBustOut', output: record([1, 2]) });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ query: '', walkIn: 'Sam Walker', pending: null });
  });

  it('a walk-in recorded out empties the walk-in; the search stays', async () => {
    const { actor, recordBustOut } = await ready();
    actor.send({ type: 'query.change', query: 'ava' });
    actor.send({ type: 'walkin.change', name: ' Sam Walker ' });
    actor.send({ type: 'bustout.record' });
    expect(recordBustOut.inputs()).toEqual([{ eventId: 40, player: WALK_IN }]);
    recordBustOut.settle({ type: 'xstate.done.actor.recordBustOut', output: record([1, 2]) });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ query: 'ava', walkIn: '', pending: null });
  });

  it('a refused record keeps the name typed, to try again', async () => {
    const { actor, recordBustOut } = await ready();
    actor.send({ type: 'walkin.change', name: 'Sam Walker' });
    actor.send({ type: 'bustout.record' });
    recordBustOut.settle({ type: 'xstate.error.actor.recordBustOut', error: new Error('Already out') });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ walkIn: 'Sam Walker', pending: null });
  });

  it('what is typed while the record is sent stays: the player sent is the one typed before', async () => {
    const { actor, recordBustOut } = await ready();
    actor.send({ type: 'walkin.change', name: 'Sam Walker' });
    actor.send({ type: 'bustout.record' });
    actor.send({ type: 'walkin.change', name: 'Tia' });
    recordBustOut.settle({ type: 'xstate.done.actor.recordBustOut', output: record([1, 2]) });
    await flush();
    expect(recordBustOut.inputs()).toEqual([{ eventId: 40, player: WALK_IN }]);
    expect(actor.getSnapshot().context.walkIn).toBe('Tia');
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(resultsRecordingMachine)).toEqual({
      loadBustOuts: 'loadBustOuts not provided',
      searchPlayers: 'searchPlayers not provided',
      recordBustOut: 'recordBustOut not provided',
      removeBustOut: 'removeBustOut not provided',
      closeEvent: 'closeEvent not provided',
    });
  });
});
