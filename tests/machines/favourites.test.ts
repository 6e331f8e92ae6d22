import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import { type FavouritesEvent, favouritesMachine, myPokerGames } from '../../machines/favourites';
import type { Game } from '../../src/shared/contract/game';
import {
  expectPathReplays,
  generatePathCases,
  unreachedStateNodes,
  untakenTransitions,
} from './path-harness';

const game = (id: number, day: number) => ({ id, dateTime: `2026-11-${20 + day}T09:00:00.000Z` }) as Game;
type Outcome = EventObject & { output?: unknown; error?: unknown };
const asEvent = (event: Outcome) => event as unknown as FavouritesEvent;

const EVENTS: FavouritesEvent[] = [
  { type: 'favourites.load' },
  { type: 'favourite.toggle', eventId: 5, isFavourite: false },
  { type: 'favourite.toggle', eventId: 5, isFavourite: true },
];
const OUTCOMES: Record<string, Outcome[]> = {
  listFavourites: [
    { type: 'xstate.done.actor.listFavourites', output: [game(5, 1)] },
    { type: 'xstate.error.actor.listFavourites', error: new Error('x') },
  ],
  saveFavourite: [
    { type: 'xstate.done.actor.saveFavourite', output: undefined },
    { type: 'xstate.error.actor.saveFavourite', error: new Error('x') },
  ],
};
const eventsFor = (snapshot: { children: Record<string, unknown> }) => [
  ...EVENTS,
  ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? []),
];
const INPUTS = { member: { isMember: true }, visitor: { isMember: false } };
const cases = generatePathCases(favouritesMachine, { inputs: INPUTS, events: eventsFor as never });

function start(isMember = true) {
  const requireLogin = vi.fn();
  const actor = createActor(
    favouritesMachine.provide({
      actors: {
        listFavourites: fromPromise(() => new Promise<Game[]>(() => {})),
        saveFavourite: fromPromise<void, { eventId: number; add: boolean }>(
          () => new Promise<void>(() => {}),
        ),
      },
      actions: { requireLogin },
    }),
    { input: { isMember } },
  ).start();
  return { actor, requireLogin };
}

describe('favourites machine paths', () => {
  it('reaches every state node and takes every transition', () => {
    expect(unreachedStateNodes(favouritesMachine, cases)).toEqual([]);
    expect(untakenTransitions(favouritesMachine, cases)).toEqual([]);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const { actor } = start((c.input as { isMember: boolean }).isMember);
    expectPathReplays(actor, c.steps);
    actor.stop();
  });
});

describe('favourites rules', () => {
  it('adds a game that is not a favourite, removes one that is, emits the change, then reloads', () => {
    const { actor } = start();
    const changes: unknown[] = [];
    actor.on('favourite.changed', (e) => changes.push(e));
    actor.send({ type: 'favourite.toggle', eventId: 5, isFavourite: false });
    expect(actor.getSnapshot().context.pending).toEqual({ eventId: 5, add: true });
    actor.send(asEvent(OUTCOMES.saveFavourite![0]!));
    expect(changes).toEqual([{ type: 'favourite.changed', eventId: 5, isFavourite: true }]);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    actor.send({ type: 'favourite.toggle', eventId: 5, isFavourite: true });
    expect(actor.getSnapshot().context.pending).toEqual({ eventId: 5, add: false });
  });

  it('asks a visitor to log in instead', () => {
    const { actor, requireLogin } = start(false);
    actor.send({ type: 'favourite.toggle', eventId: 5, isFavourite: false });
    expect(requireLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it("shows at most three in 'My Poker Games', soonest first", () => {
    expect(myPokerGames([game(1, 4), game(2, 1), game(3, 3), game(4, 2)]).map((g) => g.id)).toEqual([
      2, 4, 3,
    ]);
  });
});
