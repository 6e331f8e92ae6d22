import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Photo } from '../src/shared/contract/content';
import type { LeaderboardRow } from '../src/shared/contract/leaderboard';
import { isPhotoPage } from '../src/shared/site';
import { eventResultsMachine } from './event-results';

export interface EventPageInput {
  eventId: number;
  /** Whether the member had saved the event when the page was loaded. */
  isFavourite: boolean;
  /** The event and its related sessions, oldest first (the results' choices). */
  sessionIds: number[];
}

export interface EventPageContext {
  eventId: number;
  isFavourite: boolean;
  sessionIds: number[];
  leaderboard: LeaderboardRow[];
  photos: Photo[];
  photoPage: number;
}

export type EventPageEvent =
  | { type: 'favourite.changed'; eventId: number; isFavourite: boolean }
  | { type: 'photos.page'; page: number };

/**
 * The event page's own data (spec, "Event detail"): the leaderboard and the photos load side by side, each
 * dropping its loading flag when it arrives (a failure shows an empty panel); the results walk the event's
 * sessions; the heart follows the favourites machine's saved changes for this event.
 */
export const eventPageMachine = setup({
  types: {
    context: {} as EventPageContext,
    events: {} as EventPageEvent,
    input: {} as EventPageInput,
  },
  actors: {
    loadLeaderboard: fromPromise<LeaderboardRow[], number>(async () => {
      throw new Error('loadLeaderboard not provided');
    }),
    loadPhotos: fromPromise<Photo[], number>(async () => {
      throw new Error('loadPhotos not provided');
    }),
    /** Reports each saved favourite change ('favourite.changed') made anywhere in the app. */
    favouriteChanges: fromCallback<EventPageEvent, number>(() => () => {}),
    results: eventResultsMachine,
  },
  guards: {
    isThisEvent: ({ context, event }) =>
      event.type === 'favourite.changed' && event.eventId === context.eventId,
    isPhotoPage: ({ context, event }) =>
      event.type === 'photos.page' && isPhotoPage(event.page, context.photos.length),
  },
}).createMachine({
  id: 'eventPage',
  type: 'parallel',
  context: ({ input }) => ({
    eventId: input.eventId,
    isFavourite: input.isFavourite,
    sessionIds: input.sessionIds,
    leaderboard: [],
    photos: [],
    photoPage: 1,
  }),
  invoke: [
    { id: 'favouriteChanges', src: 'favouriteChanges', input: ({ context }) => context.eventId },
    {
      id: 'results',
      src: 'results',
      input: ({ context }) => ({ eventIds: context.sessionIds, currentId: context.eventId }),
    },
  ],
  on: {
    'favourite.changed': {
      guard: 'isThisEvent',
      actions: assign({ isFavourite: ({ event }) => event.isFavourite }),
    },
  },
  states: {
    leaderboard: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading.leaderboard'],
          invoke: {
            id: 'loadLeaderboard',
            src: 'loadLeaderboard',
            input: ({ context }) => context.eventId,
            onDone: { target: 'shown', actions: assign({ leaderboard: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        shown: {},
        failed: {},
      },
    },
    photos: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading.photos'],
          invoke: {
            id: 'loadPhotos',
            src: 'loadPhotos',
            input: ({ context }) => context.eventId,
            onDone: { target: 'shown', actions: assign({ photos: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        shown: {
          on: {
            'photos.page': {
              guard: 'isPhotoPage',
              actions: assign({ photoPage: ({ event }) => event.page }),
            },
          },
        },
        failed: {},
      },
    },
  },
});
