import { assign, fromCallback, fromPromise, raise, setup } from 'xstate';
import type { LeaderboardMode, LeaderboardRow, LeaderboardSearch } from '../src/shared/contract/leaderboard';
import type { Region } from '../src/shared/contract/location';
import type { Season } from '../src/shared/contract/season';
import type { VenueListItem } from '../src/shared/contract/venue';
import { DIVISION } from '../src/shared/event-types';
import { hasDivisions } from '../src/shared/game-rules';
import { STATES } from '../src/shared/states';

export interface LeaderboardFilters {
  seasonId: number | null;
  month: number | null;
  stateId: number | null;
  regionId: number | null;
  /** The venue (the spec's org entity). */
  orgEntityId: number | null;
  dayId: number | null;
  gameScoreboardId: number | null;
  divisionId: number | null;
}

export interface LeaderboardOptions {
  seasons: Season[];
  regions: Region[];
  venues: VenueListItem[];
}

/** What an open leaderboard hears when an event's results change standings (through the hub). */
export interface StandingsChange {
  venueId: number;
  regionId: number | null;
  stateId: number;
}

export interface LeaderboardFiltersContext {
  mode: LeaderboardMode;
  filters: LeaderboardFilters;
  options: LeaderboardOptions;
  rows: LeaderboardRow[];
  /** The search box's text; its suggestions are derived (suggestionsFor). */
  query: string;
}

export type LeaderboardFiltersEvent =
  | { type: 'filter.season'; seasonId: number | null }
  | { type: 'filter.month'; month: number | null }
  | { type: 'filter.state'; stateId: number | null }
  | { type: 'filter.region'; regionId: number | null }
  | { type: 'filter.venue'; venueId: number | null }
  | { type: 'filter.day'; dayId: number | null }
  | { type: 'filter.scoreboard'; gameScoreboardId: number | null }
  | { type: 'filter.division'; divisionId: number | null }
  | { type: 'query.change'; query: string }
  | { type: 'suggestion.pick'; suggestion: Suggestion }
  | ({ type: 'standings.changed' } & StandingsChange)
  // Raised by the machine itself after a choice.
  | { type: 'search.again' }
  | { type: 'venues.reload' };

export const FILTER_KEYS = [
  'seasonId',
  'month',
  'stateId',
  'regionId',
  'orgEntityId',
  'dayId',
  'gameScoreboardId',
  'divisionId',
] as const satisfies readonly (keyof LeaderboardFilters)[];

export const NO_FILTERS: LeaderboardFilters = {
  seasonId: null,
  month: null,
  stateId: null,
  regionId: null,
  orgEntityId: null,
  dayId: null,
  gameScoreboardId: null,
  divisionId: null,
};

/** A state in WA defaults the division to the Pro Series (spec section 5); elsewhere there is none. */
const divisionFor = (stateId: number | null) =>
  stateId !== null && hasDivisions(stateId) ? DIVISION.proSeries : null;

/** The filter dependencies of spec section 4, one function per choice: what each choice clears. */
export const choose = {
  season: (f: LeaderboardFilters, seasonId: number | null): LeaderboardFilters => ({
    ...f,
    seasonId,
    month: null,
  }),
  month: (f: LeaderboardFilters, month: number | null): LeaderboardFilters => ({ ...f, month }),
  state: (f: LeaderboardFilters, stateId: number | null): LeaderboardFilters => ({
    ...f,
    stateId,
    regionId: null,
    orgEntityId: null,
    dayId: null,
    gameScoreboardId: null,
    divisionId: divisionFor(stateId),
  }),
  region: (f: LeaderboardFilters, regionId: number | null): LeaderboardFilters => ({
    ...f,
    regionId,
    orgEntityId: null,
    dayId: null,
    gameScoreboardId: null,
  }),
  venue: (f: LeaderboardFilters, orgEntityId: number | null): LeaderboardFilters => ({
    ...f,
    orgEntityId,
    dayId: null,
    gameScoreboardId: null,
  }),
  day: (f: LeaderboardFilters, dayId: number | null): LeaderboardFilters => ({
    ...f,
    dayId,
    month: null,
    gameScoreboardId: null,
  }),
  scoreboard: (f: LeaderboardFilters, gameScoreboardId: number | null): LeaderboardFilters => ({
    ...f,
    gameScoreboardId,
    month: null,
  }),
};

export type Suggestion =
  | { kind: 'state'; id: number; label: string }
  | { kind: 'region'; id: number; stateId: number; label: string }
  | { kind: 'venue'; id: number; stateId: number; regionId: number | null; label: string; detail: string };

const MAX_SUGGESTIONS = 10;

/**
 * Search suggestions (spec section 5): over one character, case-insensitive; states by name or short name
 * first; if none, regions; if none, venues with their days and scoreboards.
 */
export function suggestionsFor(query: string, options: LeaderboardOptions): Suggestion[] {
  const text = query.trim().toLowerCase();
  if (text.length <= 1) return [];
  const states = STATES.filter((s) => s.name.toLowerCase().includes(text) || s.short.toLowerCase() === text);
  if (states.length > 0) return states.map((s) => ({ kind: 'state', id: s.id, label: s.name }));
  const regions = options.regions.filter((r) => r.name.toLowerCase().includes(text));
  if (regions.length > 0)
    return regions
      .slice(0, MAX_SUGGESTIONS)
      .map((r) => ({ kind: 'region', id: r.id, stateId: r.state.id, label: r.name }));
  return options.venues
    .filter((v) => v.title.toLowerCase().includes(text))
    .slice(0, MAX_SUGGESTIONS)
    .map((v) => ({
      kind: 'venue',
      id: v.id,
      stateId: v.stateId,
      regionId: v.regionId,
      label: v.title,
      detail: v.days.map((d) => `${d.name}: ${d.gameScoreboards.map((g) => g.name).join(', ')}`).join(' · '),
    }));
}

function filtersOfSuggestion(filters: LeaderboardFilters, s: Suggestion): LeaderboardFilters {
  const state = choose.state(filters, s.kind === 'state' ? s.id : s.stateId);
  if (s.kind === 'state') return state;
  if (s.kind === 'region') return choose.region(state, s.id);
  return choose.venue(choose.region(state, s.regionId), s.id);
}

/** The venue chosen, its days, and the scoreboards of the day chosen (else of every day). */
export function venueOf(context: Pick<LeaderboardFiltersContext, 'filters' | 'options'>) {
  return context.options.venues.find((v) => v.id === context.filters.orgEntityId) ?? null;
}
export function scoreboardsOf(context: Pick<LeaderboardFiltersContext, 'filters' | 'options'>) {
  const venue = venueOf(context);
  const days = venue?.days ?? [];
  const chosen = days.filter((d) => context.filters.dayId === null || d.id === context.filters.dayId);
  return chosen.flatMap((d) => d.gameScoreboards);
}

/** Which filters show (spec section 5): the day when the venue has days, the game with more than one scoreboard, the month without a day, divisions in WA. */
export function visibleFilters(context: Pick<LeaderboardFiltersContext, 'filters' | 'options' | 'mode'>) {
  const { filters } = context;
  if (context.mode === 'prize')
    return {
      season: false,
      month: false,
      region: false,
      venue: false,
      day: false,
      scoreboard: false,
      division: false,
    };
  return {
    season: true,
    month: filters.dayId === null,
    region: filters.stateId !== null,
    venue: filters.stateId !== null,
    day: (venueOf(context)?.days.length ?? 0) > 0,
    scoreboard: scoreboardsOf(context).length > 1,
    division: filters.stateId !== null && hasDivisions(filters.stateId),
  };
}

/** Print is allowed only with a region or a venue chosen (spec section 5). */
export const canPrint = (filters: LeaderboardFilters) =>
  filters.regionId !== null || filters.orgEntityId !== null;

/** The search call's body: the money tab reads all-time winnings, of a state when one is chosen. */
export function searchBody(mode: LeaderboardMode, filters: LeaderboardFilters): LeaderboardSearch {
  if (mode === 'prize') return { mode, stateId: filters.stateId };
  const divisionId =
    filters.divisionId === DIVISION.proSeries || filters.divisionId === DIVISION.freeRoll
      ? filters.divisionId
      : null;
  return { mode, ...filters, divisionId };
}

/** Podium (spec section 5): the top 3 by rank after de-duplicating by id. */
export function podiumOf(rows: LeaderboardRow[]): LeaderboardRow[] {
  const seen = new Set<number>();
  return [...rows]
    .sort((a, b) => a.rank - b.rank)
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, 3);
}

/** Whether an event's results count in the leaderboard shown (the league's counts them all). */
export function isAffectedBy(filters: LeaderboardFilters, change: StandingsChange) {
  if (filters.orgEntityId !== null) return filters.orgEntityId === change.venueId;
  if (filters.regionId !== null) return filters.regionId === change.regionId;
  if (filters.stateId !== null) return filters.stateId === change.stateId;
  return true;
}

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
        'filter.season': {
          actions: [
            assign({
              filters: ({ context, event }) => choose.season(context.filters, event.seasonId),
            }),
            raise({ type: 'search.again' }),
            raise({ type: 'venues.reload' }),
          ],
        },
        'filter.month': {
          actions: [
            assign({
              filters: ({ context, event }) => choose.month(context.filters, event.month),
            }),
            raise({ type: 'search.again' }),
          ],
        },
        'filter.state': {
          actions: [
            assign({
              filters: ({ context, event }) => choose.state(context.filters, event.stateId),
            }),
            raise({ type: 'search.again' }),
          ],
        },
        'filter.region': {
          actions: [
            assign({
              filters: ({ context, event }) => choose.region(context.filters, event.regionId),
            }),
            raise({ type: 'search.again' }),
          ],
        },
        'filter.venue': {
          actions: [
            assign({
              filters: ({ context, event }) => choose.venue(context.filters, event.venueId),
            }),
            raise({ type: 'search.again' }),
          ],
        },
        'filter.day': {
          actions: [
            assign({ filters: ({ context, event }) => choose.day(context.filters, event.dayId) }),
            raise({ type: 'search.again' }),
          ],
        },
        'filter.scoreboard': {
          actions: [
            assign({
              filters: ({ context, event }) => choose.scoreboard(context.filters, event.gameScoreboardId),
            }),
            raise({ type: 'search.again' }),
          ],
        },
        'filter.division': {
          actions: [
            assign({
              filters: ({ context, event }) => ({ ...context.filters, divisionId: event.divisionId }),
            }),
            raise({ type: 'search.again' }),
          ],
        },
        'suggestion.pick': {
          actions: [
            assign({
              filters: ({ context, event }) => filtersOfSuggestion(context.filters, event.suggestion),
              query: ({ event }) => event.suggestion.label,
            }),
            raise({ type: 'search.again' }),
          ],
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
