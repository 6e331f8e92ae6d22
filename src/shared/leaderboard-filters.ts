/** The leaderboards page's filter rules (spec sections 4 and 5), which its chart (machines/leaderboard-filters.ts) applies. */
import type { LeaderboardMode, LeaderboardRow, LeaderboardSearch } from './contract/leaderboard';
import type { Region } from './contract/location';
import type { Season } from './contract/season';
import type { VenueListItem } from './contract/venue';
import { DIVISION } from './event-types';
import { hasDivisions } from './game-rules';
import { STATES } from './states';

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

/** What the filters on screen depend on. */
export interface FilterView {
  mode: LeaderboardMode;
  filters: LeaderboardFilters;
  options: LeaderboardOptions;
}

/** A choice in the filter bar or the search box (the leaderboard filters chart's events of that kind). */
export type FilterChoice =
  | { type: 'filter.season'; seasonId: number | null }
  | { type: 'filter.month'; month: number | null }
  | { type: 'filter.state'; stateId: number | null }
  | { type: 'filter.region'; regionId: number | null }
  | { type: 'filter.venue'; venueId: number | null }
  | { type: 'filter.day'; dayId: number | null }
  | { type: 'filter.scoreboard'; gameScoreboardId: number | null }
  | { type: 'filter.division'; divisionId: number | null }
  | { type: 'suggestion.pick'; suggestion: Suggestion };

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
export const divisionFor = (stateId: number | null) =>
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

/** The filters after a choice: each clears what depends on it (choose). */
export function filtersAfter(filters: LeaderboardFilters, choice: FilterChoice): LeaderboardFilters {
  switch (choice.type) {
    case 'filter.season':
      return choose.season(filters, choice.seasonId);
    case 'filter.month':
      return choose.month(filters, choice.month);
    case 'filter.state':
      return choose.state(filters, choice.stateId);
    case 'filter.region':
      return choose.region(filters, choice.regionId);
    case 'filter.venue':
      return choose.venue(filters, choice.venueId);
    case 'filter.day':
      return choose.day(filters, choice.dayId);
    case 'filter.scoreboard':
      return choose.scoreboard(filters, choice.gameScoreboardId);
    case 'filter.division':
      return { ...filters, divisionId: choice.divisionId };
    case 'suggestion.pick':
      return filtersOfSuggestion(filters, choice.suggestion);
  }
}

/** The venue chosen, its days, and the scoreboards of the day chosen (else of every day). */
export function venueOf(context: Pick<FilterView, 'filters' | 'options'>) {
  return context.options.venues.find((v) => v.id === context.filters.orgEntityId) ?? null;
}
export function scoreboardsOf(context: Pick<FilterView, 'filters' | 'options'>) {
  const venue = venueOf(context);
  const days = venue?.days ?? [];
  const chosen = days.filter((d) => context.filters.dayId === null || d.id === context.filters.dayId);
  return chosen.flatMap((d) => d.gameScoreboards);
}

/** Which filters show (spec section 5): the day when the venue has days, the game with more than one scoreboard, the month without a day, divisions in WA. */
export function visibleFilters(context: FilterView) {
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
