import { assign, fromPromise, setup } from 'xstate';
import type {
  AnyPlayerProfile,
  LeaderboardProfile,
  LimitedPlayerProfile,
  PlayerProfile,
  PlayerResult,
} from '../src/shared/contract/profile';
import { messageOf } from '../src/shared/error-message';

export interface ResultsFilter {
  seasonId: number | null;
  month: number | null;
}

export interface ProfilePageContext {
  customerGuid: string | null;
  ownGuid: string | null;
  profile: AnyPlayerProfile | null;
  results: PlayerResult[];
  filter: ResultsFilter;
  /** The Leaderboard tab's season and its ranks (null when they could not be loaded). */
  rankSeasonId: number | null;
  ranks: LeaderboardProfile | null;
  /** The venue whose rank the header shows, when the player has several. */
  venueId: number | null;
  photoPage: number;
  error: string | null;
}

export type ProfilePageEvent =
  | { type: 'profile.retry' }
  | { type: 'results.filter'; filter: ResultsFilter }
  | { type: 'ranks.season'; seasonId: number }
  | { type: 'venue.select'; venueId: number }
  | { type: 'photos.page'; page: number };

/**
 * /profile and /profile/{customerGuid} (member spec, sections 2 and 4): the member's own profile when no
 * GUID is given or it is their own, else another player's limited one. Results can be narrowed by season and
 * month; the Leaderboard tab's ranks follow the season chosen there (the two load independently); the header's
 * venue rank follows the venue chosen.
 */
export const profilePageMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as ProfilePageContext,
    events: {} as ProfilePageEvent,
    input: {} as { customerGuid: string | null; ownGuid: string | null },
  },
  actors: {
    loadOwnProfile: fromPromise<PlayerProfile>(async () => {
      throw new Error('loadOwnProfile not provided');
    }),
    loadLimitedProfile: fromPromise<LimitedPlayerProfile, { customerGuid: string }>(async () => {
      throw new Error('loadLimitedProfile not provided');
    }),
    loadResults: fromPromise<PlayerResult[], { customerId: number } & ResultsFilter>(async () => {
      throw new Error('loadResults not provided');
    }),
    loadRanks: fromPromise<LeaderboardProfile, { customerId: number; seasonId: number }>(async () => {
      throw new Error('loadRanks not provided');
    }),
  },
  guards: {
    isOwn: ({ context }) => context.customerGuid === null || context.customerGuid === context.ownGuid,
    isListedVenue: ({ context, event }) =>
      event.type === 'venue.select' && (context.profile?.venues ?? []).some((v) => v.id === event.venueId),
    isListedSeason: ({ context, event }) =>
      event.type === 'ranks.season' && (context.profile?.seasons ?? []).some((s) => s.id === event.seasonId),
  },
  actions: {
    showProfile: assign((_, profile: AnyPlayerProfile) => ({
      profile,
      results: profile.results,
      ranks: { states: profile.states, regions: profile.regions, venues: profile.venues },
      rankSeasonId: profile.seasons.find((s) => s.isCurrent)?.id ?? null,
      venueId: profile.venues[0]?.id ?? null,
    })),
    chooseRankSeason: assign((_, seasonId: number) => ({ rankSeasonId: seasonId })),
  },
}).createMachine({
  id: 'profilePage',
  context: ({ input }) => ({
    customerGuid: input.customerGuid,
    ownGuid: input.ownGuid,
    profile: null,
    results: [],
    filter: { seasonId: null, month: null },
    rankSeasonId: null,
    ranks: null,
    venueId: null,
    photoPage: 1,
    error: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      always: [{ guard: 'isOwn', target: 'loadingOwn' }, { target: 'loadingLimited' }],
    },
    loadingOwn: {
      invoke: {
        id: 'loadOwnProfile',
        src: 'loadOwnProfile',
        onDone: { target: 'ready', actions: { type: 'showProfile', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loadingLimited: {
      invoke: {
        id: 'loadLimitedProfile',
        src: 'loadLimitedProfile',
        input: ({ context }) => ({ customerGuid: context.customerGuid ?? '' }),
        onDone: { target: 'ready', actions: { type: 'showProfile', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      on: { 'profile.retry': { target: 'choosing', actions: assign({ error: null }) } },
    },
    ready: {
      type: 'parallel',
      on: {
        'venue.select': {
          guard: 'isListedVenue',
          actions: assign({ venueId: ({ event }) => event.venueId }),
        },
        'photos.page': { actions: assign({ photoPage: ({ event }) => Math.max(1, event.page) }) },
      },
      states: {
        results: {
          initial: 'shown',
          on: {
            // Not `reenter`: that would exit and re-enter the ranks region too, cancelling its load. A newer
            // choice still restarts the load (the child state is entered again).
            'results.filter': {
              target: '.filtering',
              actions: assign({ filter: ({ event }) => event.filter }),
            },
          },
          states: {
            shown: {},
            filtering: {
              invoke: {
                id: 'loadResults',
                src: 'loadResults',
                input: ({ context }) => ({ customerId: context.profile?.customerId ?? 0, ...context.filter }),
                onDone: { target: 'shown', actions: assign({ results: ({ event }) => event.output }) },
                onError: { target: 'shown', actions: assign({ results: [] }) },
              },
            },
          },
        },
        ranks: {
          initial: 'shown',
          on: {
            'ranks.season': {
              guard: 'isListedSeason',
              target: '.loading',
              actions: { type: 'chooseRankSeason', params: ({ event }) => event.seasonId },
            },
          },
          states: {
            shown: {},
            loading: {
              invoke: {
                id: 'loadRanks',
                src: 'loadRanks',
                input: ({ context }) => ({
                  customerId: context.profile?.customerId ?? 0,
                  seasonId: context.rankSeasonId ?? 0,
                }),
                onDone: { target: 'shown', actions: assign({ ranks: ({ event }) => event.output }) },
                onError: { target: 'shown', actions: assign({ ranks: null }) },
              },
            },
          },
        },
      },
    },
  },
});
