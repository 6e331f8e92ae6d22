import { assign, emit, fromPromise, setup } from 'xstate';
import { compareCodeUnits } from '../src/shared/compare';
import type { Game } from '../src/shared/contract/game';

export const MY_POKER_GAMES_LIMIT = 3;

export interface FavouritesContext {
  favourites: Game[];
  isMember: boolean;
  pending: { eventId: number; add: boolean } | null;
}

export type FavouritesEvent = { type: 'favourite.toggle'; eventId: number; isFavourite: boolean };

export type FavouritesEmitted = { type: 'favourite.changed'; eventId: number; isFavourite: boolean };

/**
 * A member's favourite games, loaded at start. Toggling deletes a favourite or adds a game, then reloads
 * the list (also after a failed save, so the hearts show what the server holds); the change is emitted so
 * open game lists can flip their heart. Errors are otherwise silent (spec section 4). One save at a time:
 * hearts wait while a save runs. Visitors are asked to log in instead.
 */
export const favouritesMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    input: {} as { isMember: boolean },
    emitted: {} as FavouritesEmitted,
  },
  actors: {
    listFavourites: fromPromise<Game[]>(async () => {
      throw new Error('listFavourites not provided');
    }),
    saveFavourite: fromPromise<void, { eventId: number; add: boolean }>(async () => {
      throw new Error('saveFavourite not provided');
    }),
  },
  actions: {
    requireLogin: () => {},
    startSave: assign({
      pending: ({ event }) => ({ eventId: event.eventId, add: !event.isFavourite }),
    }),
  },
  guards: {
    isMember: ({ context }) => context.isMember,
  },
}).createMachine({
  id: 'favourites',
  context: ({ input }) => ({ favourites: [], isMember: input.isMember, pending: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isMember', target: 'loading' }, { target: 'visitor' }],
    },
    visitor: {
      on: { 'favourite.toggle': { actions: 'requireLogin' } },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'listFavourites',
        src: 'listFavourites',
        onDone: { target: 'ready', actions: assign({ favourites: ({ event }) => event.output }) },
        onError: 'ready',
      },
      on: { 'favourite.toggle': { target: 'saving', actions: 'startSave' } },
    },
    ready: {
      on: { 'favourite.toggle': { target: 'saving', actions: 'startSave' } },
    },
    saving: {
      tags: ['busy', 'saving'],
      invoke: {
        id: 'saveFavourite',
        src: 'saveFavourite',
        input: ({ context }) => context.pending ?? { eventId: 0, add: false },
        onDone: {
          target: 'loading',
          actions: [
            emit(({ context }) => ({
              type: 'favourite.changed' as const,
              eventId: context.pending?.eventId ?? 0,
              isFavourite: context.pending?.add ?? false,
            })),
            assign({ pending: null }),
          ],
        },
        onError: { target: 'loading', actions: assign({ pending: null }) },
      },
    },
  },
});

/** 'My Poker Games': at most three favourites, soonest first. */
export function myPokerGames(favourites: Game[]): Game[] {
  return [...favourites]
    .sort((a, b) => compareCodeUnits(a.dateTime, b.dateTime))
    .slice(0, MY_POKER_GAMES_LIMIT);
}
