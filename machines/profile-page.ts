import { assign, fromPromise, setup } from 'xstate';
import type {
  AnyPlayerProfile,
  LimitedPlayerProfile,
  PlayerProfile,
  PlayerResult,
} from '../src/shared/contract/profile';

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
  /** The venue whose rank the header shows, when the player has several. */
  venueId: number | null;
  photoPage: number;
  error: string | null;
}

export type ProfilePageEvent =
  | { type: 'profile.retry' }
  | { type: 'results.filter'; filter: ResultsFilter }
  | { type: 'venue.select'; venueId: number }
  | { type: 'photos.page'; page: number };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';

/**
 * /profile and /profile/{customerGuid} (member spec, sections 2 and 4): the member's own profile when no
 * GUID is given or it is their own, else another player's limited one. Results can be narrowed by season and
 * month; the header's venue rank follows the venue chosen.
 */
export const profilePageMachine = setup({
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
  },
  guards: {
    isOwn: ({ context }) => context.customerGuid === null || context.customerGuid === context.ownGuid,
    isListedVenue: ({ context, event }) =>
      event.type === 'venue.select' && (context.profile?.venues ?? []).some((v) => v.id === event.venueId),
  },
}).createMachine({
  id: 'profilePage',
  context: ({ input }) => ({
    customerGuid: input.customerGuid,
    ownGuid: input.ownGuid,
    profile: null,
    results: [],
    filter: { seasonId: null, month: null },
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
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            profile: event.output,
            results: event.output.results,
            venueId: event.output.venues[0]?.id ?? null,
          })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loadingLimited: {
      invoke: {
        id: 'loadLimitedProfile',
        src: 'loadLimitedProfile',
        input: ({ context }) => ({ customerGuid: context.customerGuid ?? '' }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            profile: event.output,
            results: event.output.results,
            venueId: event.output.venues[0]?.id ?? null,
          })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      on: { 'profile.retry': { target: 'choosing', actions: assign({ error: null }) } },
    },
    ready: {
      on: {
        'venue.select': {
          guard: 'isListedVenue',
          actions: assign({ venueId: ({ event }) => event.venueId }),
        },
        'photos.page': { actions: assign({ photoPage: ({ event }) => Math.max(1, event.page) }) },
      },
      initial: 'results',
      states: {
        results: {
          on: {
            'results.filter': {
              target: 'filtering',
              actions: assign({ filter: ({ event }) => event.filter }),
            },
          },
        },
        filtering: {
          on: {
            'results.filter': {
              target: 'filtering',
              reenter: true,
              actions: assign({ filter: ({ event }) => event.filter }),
            },
          },
          invoke: {
            id: 'loadResults',
            src: 'loadResults',
            input: ({ context }) => ({ customerId: context.profile?.customerId ?? 0, ...context.filter }),
            onDone: { target: 'results', actions: assign({ results: ({ event }) => event.output }) },
            onError: { target: 'results', actions: assign({ results: [] }) },
          },
        },
      },
    },
  },
});
