import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { Photo } from '../src/shared/contract/content';
import type { EventDetail } from '../src/shared/contract/event-detail';
import type { LeaderboardRow } from '../src/shared/contract/leaderboard';
import { isPhotoPage } from '../src/shared/site';
import { changesScoreboard, type StandingsUpdate } from '../src/shared/standings-update';
import { eventResultsMachine } from './event-results';

export interface EventPageInput {
  /** The event as the page was loaded. */
  event: EventDetail;
  eventId: number;
  /** Whether the member had saved the event when the page was loaded. */
  isFavourite: boolean;
  /** The event and its related sessions, oldest first (the results' choices). */
  sessionIds: number[];
  /** The event's scoreboard and season: the leaderboard shown. */
  seasonId: number | null;
  gameScoreboardId: number | null;
}

export interface EventPageContext {
  /** The event as the server last said: its status, registration and clock follow a close without a reload. */
  event: EventDetail;
  eventId: number;
  isFavourite: boolean;
  sessionIds: number[];
  seasonId: number | null;
  gameScoreboardId: number | null;
  leaderboard: LeaderboardRow[];
  photos: Photo[];
  photoPage: number;
}

export type EventPageEvent =
  | { type: 'favourite.changed'; eventId: number; isFavourite: boolean }
  | { type: 'photos.page'; page: number }
  | ({ type: 'standings.changed' } & StandingsUpdate);

/**
 * The event page's own data (spec, "Event detail"): the leaderboard and the photos load side by side, each
 * dropping its loading flag when it arrives (a failure shows an empty panel); the results walk the event's
 * sessions; the heart follows the favourites machine's saved changes for this event.
 * It follows the hub: when one of the sessions closes its result is read again and shown, and when a closed
 * event counts in the event's scoreboard the leaderboard is read again, the old rows showing until the new
 * ones arrive (and staying if that fails). When the event itself closes it is read again, so the hero, the
 * clock panel and the heart show it closed (the event as loaded stays if that read fails).
 */
export const eventPageMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
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
    loadEvent: fromPromise<EventDetail, number>(async () => {
      throw new Error('loadEvent not provided');
    }),
    /** Reports each saved favourite change ('favourite.changed') made anywhere in the app. */
    favouriteChanges: fromCallback<EventPageEvent, number>(() => () => {}),
    /** Reports each notifyLeaderboardUpdate from the hub as 'standings.changed'. */
    watchStandings: fromCallback(() => () => {}),
    results: eventResultsMachine,
  },
  guards: {
    isThisEvent: ({ context, event }) =>
      event.type === 'favourite.changed' && event.eventId === context.eventId,
    isPhotoPage: ({ context, event }) =>
      event.type === 'photos.page' && isPhotoPage(event.page, context.photos.length),
    isThisEventClosing: ({ context, event }) =>
      event.type === 'standings.changed' && event.eventId === context.eventId,
    isSession: ({ context, event }) =>
      event.type === 'standings.changed' && context.sessionIds.includes(event.eventId),
    isShownBoard: ({ context, event }) =>
      event.type === 'standings.changed' && changesScoreboard(event, context),
  },
}).createMachine({
  id: 'eventPage',
  type: 'parallel',
  context: ({ input }) => ({
    event: input.event,
    eventId: input.eventId,
    isFavourite: input.isFavourite,
    sessionIds: input.sessionIds,
    seasonId: input.seasonId,
    gameScoreboardId: input.gameScoreboardId,
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
    { id: 'watchStandings', src: 'watchStandings' },
  ],
  on: {
    'favourite.changed': {
      guard: 'isThisEvent',
      actions: assign({ isFavourite: ({ event }) => event.isFavourite }),
    },
  },
  states: {
    details: {
      initial: 'shown',
      states: {
        shown: {
          on: { 'standings.changed': { guard: 'isThisEventClosing', target: 'reading' } },
        },
        reading: {
          invoke: {
            id: 'loadEvent',
            src: 'loadEvent',
            input: ({ context }) => context.eventId,
            onDone: { target: 'shown', actions: assign({ event: ({ event }) => event.output }) },
            onError: 'shown',
          },
        },
      },
    },
    leaderboard: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading.leaderboard'],
          // The table in flight may have been read before the event closed: read it again.
          on: { 'standings.changed': { guard: 'isShownBoard', target: 'loading', reenter: true } },
          invoke: {
            id: 'loadLeaderboard',
            src: 'loadLeaderboard',
            input: ({ context }) => context.eventId,
            onDone: { target: 'shown', actions: assign({ leaderboard: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        shown: {
          on: { 'standings.changed': { guard: 'isShownBoard', target: 'refreshing' } },
        },
        refreshing: {
          on: { 'standings.changed': { guard: 'isShownBoard', target: 'refreshing', reenter: true } },
          invoke: {
            id: 'refreshLeaderboard',
            src: 'loadLeaderboard',
            input: ({ context }) => context.eventId,
            onDone: { target: 'shown', actions: assign({ leaderboard: ({ event }) => event.output }) },
            onError: 'shown',
          },
        },
        // Nothing to keep: a change loads the table as the page did.
        failed: {
          on: { 'standings.changed': { guard: 'isShownBoard', target: 'loading' } },
        },
      },
    },
    // A region of its own, as the leaderboard's region takes the same push.
    sessionResults: {
      initial: 'following',
      states: {
        following: {
          on: {
            'standings.changed': {
              guard: 'isSession',
              actions: sendTo('results', ({ context, event }) => ({
                type: 'result.refresh' as const,
                eventIds: context.sessionIds,
                eventId: (event as { eventId: number }).eventId,
              })),
            },
          },
        },
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
