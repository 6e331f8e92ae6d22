import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { compareCodeUnits } from '../src/shared/compare';
import type { Photo } from '../src/shared/contract/content';
import type { EventResult } from '../src/shared/contract/event-detail';
import type { Game } from '../src/shared/contract/game';
import type { LeaderboardRow } from '../src/shared/contract/leaderboard';
import type { Season } from '../src/shared/contract/season';
import type { VenueDay } from '../src/shared/contract/venue';
import type { VenueDetail, VenueEvents } from '../src/shared/contract/venue-detail';
import { EVENT_STATUS } from '../src/shared/event-types';
import { ALL_DAYS } from '../src/shared/search-options';
import { isPhotoPage } from '../src/shared/site';
import { changesScoreboard, type StandingsUpdate } from '../src/shared/standings-update';
import { eventResultsMachine } from './event-results';

export const EVENT_VIEWS = ['past', 'currentWeek', 'future'] as const;
export type EventView = (typeof EVENT_VIEWS)[number];
export { ALL_DAYS };

export interface LeaderboardChoice {
  seasonId: number | null;
  dayId: number | null;
  gameScoreboardId: number | null;
}

export interface VenuePageContext {
  venueKey: string;
  venue: VenueDetail | null;
  events: VenueEvents;
  season: Season | null;
  /** The venue's game days and scoreboards in the current season. */
  days: VenueDay[];
  board: LeaderboardChoice;
  leaderboard: LeaderboardRow[];
  /** The venue's closed events, oldest first; the latest is shown first. */
  closedEventIds: number[];
  /** The event the hub last reported closed here: the Results open on it once the events are reread. */
  closedNowId: number | null;
  firstResult: EventResult | null;
  photos: Photo[];
  view: EventView;
  day: number;
  photoPage: number;
}

export type VenuePageEvent =
  | { type: 'events.view'; view: EventView }
  | { type: 'events.day'; day: number }
  | { type: 'leaderboard.choose'; dayId: number; gameScoreboardId: number }
  | { type: 'photos.page'; page: number }
  | ({ type: 'standings.changed' } & StandingsUpdate);

const NO_EVENTS: VenueEvents = { past: [], currentWeek: [], future: [] };
const isNotFoundError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  [400, 404].includes(error.status as number);

/**
 * Closed events (status 2) oldest first, by their date; a game this week that has finished is in both lists,
 * and a game closed ahead of its date (a director closing it early) is in the future list.
 */
export function closedEventIdsOf(events: VenueEvents): number[] {
  const closed = new Map<number, Game>();
  for (const game of [...events.past, ...events.currentWeek, ...events.future])
    if (game.eventStatusId === EVENT_STATUS.closed) closed.set(game.id, game);
  return [...closed.values()].sort((a, b) => compareCodeUnits(a.dateTime, b.dateTime)).map((game) => game.id);
}

function firstBoard(days: VenueDay[], seasonId: number | null): LeaderboardChoice {
  const day = days.find((d) => d.gameScoreboards.length > 0);
  return { seasonId, dayId: day?.id ?? null, gameScoreboardId: day?.gameScoreboards[0]?.id ?? null };
}

/**
 * The venue page (spec section 4, "Venue page load order"): venue, events, seasons, venues, leaderboard,
 * results, photos, one after another. Tags name the loading flags still up; any error drops them all.
 * An unknown venue ends in notFound, where the page leaves for /page-not-found.
 * Once shown it follows the hub: when an event closes here, the venue's events are read again and the Results
 * open on that event (or the latest, if the reread does not list it as closed); when it counts in the scoreboard shown, that table is read again. What shows stays
 * until the new data arrives, and stays when reading it fails.
 */
export const venuePageMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as VenuePageContext,
    events: {} as VenuePageEvent,
    input: {} as { venueKey: string },
  },
  actors: {
    loadVenue: fromPromise<VenueDetail, string>(async () => {
      throw new Error('loadVenue not provided');
    }),
    loadEvents: fromPromise<VenueEvents, number>(async () => {
      throw new Error('loadEvents not provided');
    }),
    loadSeasons: fromPromise<Season[]>(async () => {
      throw new Error('loadSeasons not provided');
    }),
    loadVenueDays: fromPromise<VenueDay[], { venueId: number; seasonId: number | null }>(async () => {
      throw new Error('loadVenueDays not provided');
    }),
    loadLeaderboard: fromPromise<LeaderboardRow[], LeaderboardChoice>(async () => {
      throw new Error('loadLeaderboard not provided');
    }),
    loadResult: fromPromise<EventResult, number>(async () => {
      throw new Error('loadResult not provided');
    }),
    loadPhotos: fromPromise<Photo[], number>(async () => {
      throw new Error('loadPhotos not provided');
    }),
    results: eventResultsMachine,
    /** Reports each notifyLeaderboardUpdate from the hub as 'standings.changed'. */
    watchStandings: fromCallback(() => () => {}),
  },
  actions: {
    noteClosedNow: assign({
      closedNowId: ({ event }) => (event.type === 'standings.changed' ? event.eventId : null),
    }),
  },
  guards: {
    isNotFound: ({ event }) => isNotFoundError((event as { error?: unknown }).error),
    hasBoard: ({ context }) => context.board.gameScoreboardId !== null,
    hasClosedEvent: ({ context }) => context.closedEventIds.length > 0,
    isPhotoPage: ({ context, event }) =>
      event.type === 'photos.page' && isPhotoPage(event.page, context.photos.length),
    isOtherBoard: ({ context, event }) =>
      event.type === 'leaderboard.choose' && event.gameScoreboardId !== context.board.gameScoreboardId,
    isThisVenue: ({ context, event }) =>
      event.type === 'standings.changed' && event.venueId === context.venue?.id,
    isShownBoard: ({ context, event }) =>
      event.type === 'standings.changed' && changesScoreboard(event, context.board),
  },
}).createMachine({
  id: 'venuePage',
  context: ({ input }) => ({
    venueKey: input.venueKey,
    venue: null,
    events: NO_EVENTS,
    season: null,
    days: [],
    board: { seasonId: null, dayId: null, gameScoreboardId: null },
    leaderboard: [],
    closedEventIds: [],
    closedNowId: null,
    firstResult: null,
    photos: [],
    view: 'currentWeek',
    day: ALL_DAYS,
    photoPage: 1,
  }),
  on: {
    'events.view': { actions: assign({ view: ({ event }) => event.view, day: ALL_DAYS }) },
    'events.day': { actions: assign({ day: ({ event }) => event.day }) },
    'photos.page': { guard: 'isPhotoPage', actions: assign({ photoPage: ({ event }) => event.page }) },
  },
  initial: 'venue',
  states: {
    venue: {
      tags: ['loading.events', 'loading.leaderboard', 'loading.result', 'loading.photos'],
      invoke: {
        id: 'loadVenue',
        src: 'loadVenue',
        input: ({ context }) => context.venueKey,
        onDone: { target: 'events', actions: assign({ venue: ({ event }) => event.output }) },
        onError: [{ guard: 'isNotFound', target: 'notFound' }, { target: 'failed' }],
      },
    },
    events: {
      tags: ['loading.events', 'loading.leaderboard', 'loading.result', 'loading.photos'],
      invoke: {
        id: 'loadEvents',
        src: 'loadEvents',
        input: ({ context }) => context.venue?.id ?? 0,
        onDone: {
          target: 'seasons',
          actions: assign({
            events: ({ event }) => event.output,
            closedEventIds: ({ event }) => closedEventIdsOf(event.output),
          }),
        },
        onError: 'failed',
      },
    },
    seasons: {
      tags: ['loading.leaderboard', 'loading.result', 'loading.photos'],
      invoke: {
        id: 'loadSeasons',
        src: 'loadSeasons',
        onDone: {
          target: 'venues',
          actions: assign({
            season: ({ event }) => event.output.find((s) => s.isCurrent) ?? event.output[0] ?? null,
          }),
        },
        onError: 'failed',
      },
    },
    venues: {
      tags: ['loading.leaderboard', 'loading.result', 'loading.photos'],
      invoke: {
        id: 'loadVenueDays',
        src: 'loadVenueDays',
        input: ({ context }) => ({ venueId: context.venue?.id ?? 0, seasonId: context.season?.id ?? null }),
        onDone: {
          target: 'leaderboard',
          actions: assign({
            days: ({ event }) => event.output,
            board: ({ context, event }) => firstBoard(event.output, context.season?.id ?? null),
          }),
        },
        onError: 'failed',
      },
    },
    leaderboard: {
      tags: ['loading.leaderboard', 'loading.result', 'loading.photos'],
      always: [{ guard: 'hasBoard', target: 'leaderboardLoading' }, { target: 'result' }],
    },
    leaderboardLoading: {
      tags: ['loading.leaderboard', 'loading.result', 'loading.photos'],
      invoke: {
        id: 'loadLeaderboard',
        src: 'loadLeaderboard',
        input: ({ context }) => context.board,
        onDone: { target: 'result', actions: assign({ leaderboard: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    result: {
      tags: ['loading.result', 'loading.photos'],
      always: [{ guard: 'hasClosedEvent', target: 'resultLoading' }, { target: 'photos' }],
    },
    resultLoading: {
      tags: ['loading.result', 'loading.photos'],
      invoke: {
        id: 'loadResult',
        src: 'loadResult',
        input: ({ context }) => context.closedEventIds.at(-1) as number,
        onDone: { target: 'photos', actions: assign({ firstResult: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    photos: {
      tags: ['loading.photos'],
      invoke: {
        id: 'loadPhotos',
        src: 'loadPhotos',
        input: ({ context }) => context.venue?.id ?? 0,
        onDone: { target: 'ready', actions: assign({ photos: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: {
      type: 'parallel',
      invoke: [
        {
          id: 'results',
          src: 'results',
          input: ({ context }) => ({
            eventIds: context.closedEventIds,
            currentId: context.closedEventIds.at(-1) ?? null,
            preloaded: context.firstResult ? [context.firstResult] : [],
          }),
        },
        { id: 'watchStandings', src: 'watchStandings' },
      ],
      states: {
        board: {
          initial: 'shown',
          on: {
            'leaderboard.choose': {
              guard: 'isOtherBoard',
              target: '.choosing',
              actions: assign({
                board: ({ context, event }) => ({
                  seasonId: context.board.seasonId,
                  dayId: event.dayId,
                  gameScoreboardId: event.gameScoreboardId,
                }),
              }),
            },
          },
          states: {
            shown: {
              on: { 'standings.changed': { guard: 'isShownBoard', target: 'refreshing' } },
            },
            choosing: {
              tags: ['loading.leaderboard'],
              // The table asked for may have been read before the event closed: read it again.
              on: { 'standings.changed': { guard: 'isShownBoard', target: 'choosing', reenter: true } },
              invoke: {
                id: 'reloadLeaderboard',
                src: 'loadLeaderboard',
                input: ({ context }) => context.board,
                onDone: { target: 'shown', actions: assign({ leaderboard: ({ event }) => event.output }) },
                // Another scoreboard's rows would mislead: a failed choice shows none.
                onError: { target: 'shown', actions: assign({ leaderboard: [] }) },
              },
            },
            refreshing: {
              on: { 'standings.changed': { guard: 'isShownBoard', target: 'refreshing', reenter: true } },
              invoke: {
                id: 'refreshLeaderboard',
                src: 'loadLeaderboard',
                input: ({ context }) => context.board,
                onDone: { target: 'shown', actions: assign({ leaderboard: ({ event }) => event.output }) },
                onError: 'shown',
              },
            },
          },
        },
        closedEvents: {
          initial: 'shown',
          states: {
            shown: {
              on: {
                'standings.changed': { guard: 'isThisVenue', target: 'refreshing', actions: 'noteClosedNow' },
              },
            },
            refreshing: {
              on: {
                'standings.changed': {
                  guard: 'isThisVenue',
                  target: 'refreshing',
                  reenter: true,
                  actions: 'noteClosedNow',
                },
              },
              invoke: {
                id: 'refreshEvents',
                src: 'loadEvents',
                input: ({ context }) => context.venue?.id ?? 0,
                onDone: {
                  target: 'shown',
                  actions: [
                    assign({
                      events: ({ event }) => event.output,
                      closedEventIds: ({ event }) => closedEventIdsOf(event.output),
                    }),
                    enqueueActions(({ context, enqueue }) => {
                      const { closedEventIds, closedNowId } = context;
                      const shown =
                        closedNowId !== null && closedEventIds.includes(closedNowId)
                          ? closedNowId
                          : closedEventIds.at(-1);
                      if (shown !== undefined)
                        enqueue.sendTo('results', {
                          type: 'result.refresh',
                          eventIds: closedEventIds,
                          eventId: shown,
                        });
                    }),
                  ],
                },
                onError: 'shown',
              },
            },
          },
        },
      },
    },
    failed: {},
    notFound: { type: 'final' },
  },
});
