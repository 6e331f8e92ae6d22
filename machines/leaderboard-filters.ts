import { assign, fromCallback, fromPromise, raise, setup } from 'xstate';
import type { LeaderboardMode, LeaderboardRow, LeaderboardSearch } from '../src/shared/contract/leaderboard';
import type { VenueListItem } from '../src/shared/contract/venue';
import {
  divisionFor,
  type FilterChoice,
  filtersAfter,
  isAffectedBy,
  type LeaderboardFilters,
  type LeaderboardOptions,
  NO_FILTERS,
  type StandingsChange,
  searchBody,
} from '../src/shared/leaderboard-filters';

export interface LeaderboardFiltersContext {
  mode: LeaderboardMode;
  filters: LeaderboardFilters;
  options: LeaderboardOptions;
  rows: LeaderboardRow[];
  /** The search box's text; its suggestions are derived (suggestionsFor). */
  query: string;
}

export type LeaderboardFiltersEvent =
  | FilterChoice
  | { type: 'query.change'; query: string }
  | ({ type: 'standings.changed' } & StandingsChange)
  // Raised by the machine itself after a choice.
  | { type: 'search.again' }
  | { type: 'venues.reload' };

/**
 * The leaderboard filter cascade (spec sections 4 and 5): options load once (the season's venues alongside
 * the first search), every choice clears what depends on it and searches again (a newer search cancels the
 * older one), a season reloads the venues, and a push from the hub that touches the standings shown searches
 * again without a reload.
 */
export const leaderboardFiltersMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as LeaderboardFiltersContext,
    events: {} as LeaderboardFiltersEvent,
    input: {} as { mode: LeaderboardMode; filters?: Partial<LeaderboardFilters> },
  },
  actors: {
    // The seasons (the first search needs the current one) and the regions; the venues load alongside it.
    loadOptions: fromPromise<Pick<LeaderboardOptions, 'seasons' | 'regions'>>(async () => {
      throw new Error('loadOptions not provided');
    }),
    loadVenues: fromPromise<VenueListItem[], number | null>(async () => {
      throw new Error('loadVenues not provided');
    }),
    search: fromPromise<LeaderboardRow[], LeaderboardSearch>(async () => {
      throw new Error('search not provided');
    }),
    watchStandings: fromCallback(() => () => {}),
  },
  actions: {
    choose: assign({
      filters: ({ context, event }) => filtersAfter(context.filters, event as FilterChoice),
    }),
    searchAgain: raise({ type: 'search.again' }),
    reloadVenues: raise({ type: 'venues.reload' }),
  },
  guards: {
    isAffected: ({ context, event }) =>
      event.type === 'standings.changed' && isAffectedBy(context.filters, event),
  },
}).createMachine({
  id: 'leaderboardFilters',
  context: ({ input }) => ({
    mode: input.mode,
    // A link that names a WA state without a division opens on the Pro Series, as choosing WA does.
    filters: {
      ...NO_FILTERS,
      ...input.filters,
      divisionId: input.filters?.divisionId ?? divisionFor(input.filters?.stateId ?? null),
    },
    options: { seasons: [], regions: [], venues: [] },
    rows: [],
    query: '',
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        onDone: {
          target: 'ready',
          actions: assign({
            options: ({ context, event }) => ({
              ...context.options,
              seasons: event.output.seasons,
              regions: event.output.regions,
            }),
            filters: ({ context, event }) => ({
              ...context.filters,
              seasonId:
                context.filters.seasonId ??
                (event.output.seasons.find((s) => s.isCurrent) ?? event.output.seasons[0])?.id ??
                null,
            }),
          }),
        },
        // Failures loading leaderboards are silent (spec section 8): the page shows what it has.
        onError: 'ready',
      },
    },
    ready: {
      type: 'parallel',
      invoke: { id: 'watchStandings', src: 'watchStandings' },
      // Each choice updates the filters here; the results region then searches again (and a season
      // reloads the venues), each region re-entering only its own state.
      on: {
        'query.change': { actions: assign({ query: ({ event }) => event.query }) },
        'filter.season': { actions: ['choose', 'searchAgain', 'reloadVenues'] },
        'filter.month': { actions: ['choose', 'searchAgain'] },
        'filter.state': { actions: ['choose', 'searchAgain'] },
        'filter.region': { actions: ['choose', 'searchAgain'] },
        'filter.venue': { actions: ['choose', 'searchAgain'] },
        'filter.day': { actions: ['choose', 'searchAgain'] },
        'filter.scoreboard': { actions: ['choose', 'searchAgain'] },
        'filter.division': { actions: ['choose', 'searchAgain'] },
        'suggestion.pick': {
          actions: ['choose', assign({ query: ({ event }) => event.suggestion.label }), 'searchAgain'],
        },
        'standings.changed': { guard: 'isAffected', actions: raise({ type: 'search.again' }) },
      },
      states: {
        results: {
          initial: 'searching',
          states: {
            searching: {
              tags: ['searching'],
              on: { 'search.again': { target: 'searching', reenter: true } },
              invoke: {
                id: 'search',
                src: 'search',
                input: ({ context }) => searchBody(context.mode, context.filters),
                onDone: { target: 'shown', actions: assign({ rows: ({ event }) => event.output }) },
                onError: { target: 'shown', actions: assign({ rows: [] }) },
              },
            },
            shown: { on: { 'search.again': 'searching' } },
          },
        },
        // The season's venues load with the first search, not before it.
        venues: {
          initial: 'loading',
          states: {
            idle: { on: { 'venues.reload': 'loading' } },
            loading: {
              tags: ['loading.venues'],
              on: { 'venues.reload': { target: 'loading', reenter: true } },
              invoke: {
                id: 'loadVenues',
                src: 'loadVenues',
                input: ({ context }) => context.filters.seasonId,
                onDone: {
                  target: 'idle',
                  actions: assign({
                    options: ({ context, event }) => ({ ...context.options, venues: event.output }),
                  }),
                },
                onError: 'idle',
              },
            },
          },
        },
      },
    },
  },
});
