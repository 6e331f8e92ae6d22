import { assign, emit, fromPromise, setup } from 'xstate';
import type { Game } from '../src/shared/contract/game';

export const MY_POKER_GAMES_LIMIT = 3;

export interface FavouritesContext {
  favourites: Game[];
  isMember: boolean;
  pending: { eventId: number; add: boolean } | null;
}

export type FavouritesEvent =
  | { type: 'favourites.load' }
  | { type: 'favourite.toggle'; eventId: number; isFavourite: boolean };

export type FavouritesEmitted = { type: 'favourite.changed'; eventId: number; isFavourite: boolean };

/**
 * A member's favourite games. Toggling deletes a favourite or adds a game, then reloads the list; the
 * change is emitted so open game lists can flip their heart. Errors are ignored (spec section 4);
 * visitors are asked to log in instead.
 */
export const favouritesMachine = setup({
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
  },
  guards: {
    isMember: ({ context }) => context.isMember,
  },
}).createMachine({
  id: 'favourites',
  context: ({ input }) => ({ favourites: [], isMember: input.isMember, pending: null }),
  initial: 'idle',
  on: {
    'favourite.toggle': [
      {
        guard: 'isMember',
        target: '.saving',
        actions: assign({ pending: ({ event }) => ({ eventId: event.eventId, add: !event.isFavourite }) }),
      },
      { actions: 'requireLogin' },
    ],
  },
  states: {
    idle: {
      on: { 'favourites.load': [{ guard: 'isMember', target: 'loading' }] },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'listFavourites',
        src: 'listFavourites',
        onDone: { target: 'ready', actions: assign({ favourites: ({ event }) => event.output }) },
        onError: 'ready',
      },
    },
    ready: {
      on: { 'favourites.load': 'loading' },
    },
    saving: {
      tags: ['busy'],
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
  return [...favourites].sort((a, b) => a.dateTime.localeCompare(b.dateTime)).slice(0, MY_POKER_GAMES_LIMIT);
}
