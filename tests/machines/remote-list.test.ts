import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { remoteListMachine } from '../../machines/remote-list';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

// The flow's paths run on a list view: tests/client/remote-list-paths.test.tsx.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const REQUEST = { stateId: 3, count: 4 };

function start() {
  const loadList = fakeActor<unknown[], unknown>('loadList');
  const actor = createActor(remoteListMachine.provide({ actors: { loadList: loadList.logic } }), {
    input: { request: REQUEST },
  }).start();
  return { actor, loadList };
}

describe('a remote list', () => {
  it('loads for its request and lists the items', async () => {
    const { actor, loadList } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ request: REQUEST, items: [] });
    expect(loadList.inputs()).toEqual([REQUEST]);
    loadList.settle({ type: 'xstate.done.actor.loadList', output: ['a', 'b'] });
    await flush();
    expect(actor.getSnapshot().value).toBe('listed');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().context.items).toEqual(['a', 'b']);
  });

  it('no items shows the empty text', async () => {
    const { actor, loadList } = start();
    loadList.settle({ type: 'xstate.done.actor.loadList', output: [] });
    await flush();
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it('a failure offers Try again, which loads the same request again', async () => {
    const { actor, loadList } = start();
    loadList.settle({ type: 'xstate.error.actor.loadList', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    actor.send({ type: 'list.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(loadList.inputs()).toEqual([REQUEST, REQUEST]);
    loadList.settle({ type: 'xstate.done.actor.loadList', output: ['c'] });
    await flush();
    expect(actor.getSnapshot().context.items).toEqual(['c']);
  });

  it('Try again is offered only after a failure', async () => {
    const { actor, loadList } = start();
    actor.send({ type: 'list.retry' });
    expect(loadList.calls).toHaveLength(1);
    loadList.settle({ type: 'xstate.done.actor.loadList', output: ['a'] });
    await flush();
    expect(actor.getSnapshot().can({ type: 'list.retry' })).toBe(false);
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(remoteListMachine)).toEqual({ loadList: 'loadList not provided' });
  });
});
