import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { favouritesMachine, myPokerGames } from '../../machines/favourites';
import type { Game } from '../../src/shared/contract/game';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

// The flow itself is tested on the view: tests/client/favourites-paths.test.tsx.
const game = (id: number, day: number) => ({ id, dateTime: `2026-11-${20 + day}T09:00:00.000Z` }) as Game;

describe('favourites rules', () => {
  it("shows at most three in 'My Poker Games', soonest first", () => {
    expect(myPokerGames([game(1, 4), game(2, 1), game(3, 3), game(4, 2)]).map((g) => g.id)).toEqual([
      2, 4, 3,
    ]);
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(favouritesMachine)).toEqual({
      listFavourites: 'listFavourites not provided',
      saveFavourite: 'saveFavourite not provided',
    });
  });
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(isMember: boolean) {
  const listFavourites = fakeActor<Game[]>('listFavourites');
  const saveFavourite = fakeActor<void, { eventId: number; add: boolean }>('saveFavourite');
  const requireLogin = vi.fn();
  const changes = vi.fn();
  const actor = createActor(
    favouritesMachine.provide({
      actors: { listFavourites: listFavourites.logic, saveFavourite: saveFavourite.logic },
      actions: { requireLogin },
    }),
    { input: { isMember } },
  );
  actor.on('favourite.changed', (event) => changes(event));
  actor.start();
  return { actor, listFavourites, saveFavourite, requireLogin, changes };
}

describe('favourites', () => {
  it('asks a visitor to log in and saves nothing', () => {
    const { actor, listFavourites, saveFavourite, requireLogin } = start(false);
    expect(listFavourites.calls).toHaveLength(0);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'favourite.toggle', eventId: 7, isFavourite: false });
    expect(requireLogin).toHaveBeenCalledTimes(1);
    expect(saveFavourite.calls).toHaveLength(0);
  });

  it("loads a member's favourites; a failed load is silent", async () => {
    const { actor, listFavourites, requireLogin } = start(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    listFavourites.settle({ type: 'xstate.done.actor.listFavourites', output: [game(1, 1)] });
    await flush();
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.favourites).toEqual([game(1, 1)]);
    const failed = start(true);
    failed.listFavourites.settle({ type: 'xstate.error.actor.listFavourites', error: new Error('offline') });
    await flush();
    expect(failed.actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(failed.actor.getSnapshot().context.favourites).toEqual([]);
    expect(requireLogin).not.toHaveBeenCalled();
  });

  it('a heart adds a game that is not a favourite and removes one that is, then reloads and tells the lists', async () => {
    const { actor, listFavourites, saveFavourite, changes } = start(true);
    listFavourites.settle({ type: 'xstate.done.actor.listFavourites', output: [] });
    await flush();
    actor.send({ type: 'favourite.toggle', eventId: 7, isFavourite: false });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(saveFavourite.inputs()).toEqual([{ eventId: 7, add: true }]);
    actor.send({ type: 'favourite.toggle', eventId: 8, isFavourite: false });
    expect(saveFavourite.calls).toHaveLength(1);
    saveFavourite.settle({ type: 'xstate.done.actor.saveFavourite', output: undefined });
    await flush();
    expect(changes).toHaveBeenCalledWith({ type: 'favourite.changed', eventId: 7, isFavourite: true });
    expect(actor.getSnapshot().hasTag('saving')).toBe(false);
    expect(listFavourites.calls).toHaveLength(2);
    expect(actor.getSnapshot().context.pending).toBeNull();
    actor.send({ type: 'favourite.toggle', eventId: 7, isFavourite: true });
    expect(saveFavourite.inputs().at(-1)).toEqual({ eventId: 7, add: false });
    saveFavourite.settle({ type: 'xstate.done.actor.saveFavourite', output: undefined });
    await flush();
    expect(changes).toHaveBeenLastCalledWith({ type: 'favourite.changed', eventId: 7, isFavourite: false });
  });

  it('a failed save reloads the list without telling the lists of a change', async () => {
    const { actor, listFavourites, saveFavourite, changes } = start(true);
    listFavourites.settle({ type: 'xstate.done.actor.listFavourites', output: [] });
    await flush();
    actor.send({ type: 'favourite.toggle', eventId: 7, isFavourite: false });
    saveFavourite.settle({ type: 'xstate.error.actor.saveFavourite', error: new Error('offline') });
    await flush();
    expect(changes).not.toHaveBeenCalled();
    expect(listFavourites.calls).toHaveLength(2);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.pending).toBeNull();
  });

  it('a heart clicked while the list loads saves at once', () => {
    const { actor, saveFavourite } = start(true);
    actor.send({ type: 'favourite.toggle', eventId: 9, isFavourite: true });
    expect(saveFavourite.inputs()).toEqual([{ eventId: 9, add: false }]);
  });
});
