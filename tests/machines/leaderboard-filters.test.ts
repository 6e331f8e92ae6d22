import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { leaderboardFiltersMachine } from '../../machines/leaderboard-filters';
import type {
  LeaderboardMode,
  LeaderboardRow,
  LeaderboardSearch,
} from '../../src/shared/contract/leaderboard';
import type { Region } from '../../src/shared/contract/location';
import type { Season } from '../../src/shared/contract/season';
import type { VenueListItem } from '../../src/shared/contract/venue';
import {
  canPrint,
  choose,
  isAffectedBy,
  type LeaderboardFilters,
  type LeaderboardOptions,
  NO_FILTERS,
  podiumOf,
  type Suggestion,
  scoreboardsOf,
  searchBody,
  suggestionsFor,
  venueOf,
  visibleFilters,
} from '../../src/shared/leaderboard-filters';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

// The flow's paths run on the leaderboards page: tests/client/leaderboard-filters-paths.test.tsx.
const ROWS = [
  { id: 7, rank: 1, name: 'Ava Smith' },
  { id: 8, rank: 2, name: 'Ben Jones' },
] as LeaderboardRow[];

const season = (id: number, isCurrent: boolean): Season => ({
  id,
  name: `Season ${id}`,
  seasonDescription: '',
  isCurrent,
  months: [],
});
const region = (id: number, name: string, stateId: number): Region => ({ id, name, state: { id: stateId } });
const venue = (
  id: number,
  title: string,
  stateId: number,
  regionId: number | null,
  days: VenueListItem['days'] = [],
): VenueListItem => ({
  id,
  title,
  name: title,
  friendlyUrlSlug: `v-${id}`,
  suburb: 'Perth',
  stateId,
  regionId,
  days,
});

/** Every filter set, so a test sees exactly which ones a choice clears. */
const ALL: LeaderboardFilters = {
  seasonId: 1,
  month: 101,
  stateId: 1,
  regionId: 10,
  orgEntityId: 100,
  dayId: 1000,
  gameScoreboardId: 5000,
  divisionId: 4,
};

const SWAN = venue(100, 'Swan Hotel', 3, 10, [
  {
    id: 1,
    name: 'Monday',
    gameScoreboards: [
      { id: 11, name: 'Main Event' },
      { id: 12, name: 'Turbo' },
    ],
  },
  { id: 2, name: 'Friday', gameScoreboards: [{ id: 21, name: 'Freezeout' }] },
]);
const COAST = venue(101, 'Coast Tavern', 3, 10);
const OPTIONS: LeaderboardOptions = {
  seasons: [season(1, false), season(2, true)],
  regions: [region(10, 'Perth Metro', 3), region(11, 'South West', 3)],
  venues: [SWAN, COAST],
};

function start(
  input: { mode: LeaderboardMode; filters?: Partial<LeaderboardFilters> } = { mode: 'overall' },
) {
  const loadOptions = fakeActor<Pick<LeaderboardOptions, 'seasons' | 'regions'>>('loadOptions');
  const loadVenues = fakeActor<VenueListItem[], number | null>('loadVenues');
  const search = fakeActor<LeaderboardRow[], LeaderboardSearch>('search');
  const watching = { started: 0, stopped: 0 };
  const actor = createActor(
    leaderboardFiltersMachine.provide({
      actors: {
        loadOptions: loadOptions.logic,
        loadVenues: loadVenues.logic,
        search: search.logic,
        watchStandings: fromCallback(() => {
          watching.started += 1;
          return () => {
            watching.stopped += 1;
          };
        }),
      },
    }),
    { input },
  ).start();
  return { actor, loadOptions, loadVenues, search, watching };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function ready(options = OPTIONS, input?: Parameters<typeof start>[0]) {
  const fake = start(input);
  fake.loadOptions.settle({ type: 'xstate.done.actor.loadOptions', output: options });
  await flush();
  // The season's venues load alongside the first search.
  fake.loadVenues.settle({ type: 'xstate.done.actor.loadVenues', output: options.venues });
  await flush();
  return fake;
}

describe('the filter cascade (spec section 4)', () => {
  it('a season clears the month and keeps the rest', () => {
    expect(choose.season(ALL, 2)).toEqual({ ...ALL, seasonId: 2, month: null });
  });
  it('a month changes only the month', () => {
    expect(choose.month(ALL, 102)).toEqual({ ...ALL, month: 102 });
  });
  it('a state clears region, venue, day and game, and sets the Pro Series only in WA', () => {
    const cleared = { regionId: null, orgEntityId: null, dayId: null, gameScoreboardId: null };
    expect(choose.state(ALL, 2)).toEqual({ ...ALL, ...cleared, stateId: 2, divisionId: null });
    expect(choose.state(ALL, 3)).toEqual({ ...ALL, ...cleared, stateId: 3, divisionId: 3 });
    expect(choose.state(ALL, null)).toEqual({ ...ALL, ...cleared, stateId: null, divisionId: null });
  });
  it('a region clears venue, day and game', () => {
    expect(choose.region(ALL, 11)).toEqual({
      ...ALL,
      regionId: 11,
      orgEntityId: null,
      dayId: null,
      gameScoreboardId: null,
    });
  });
  it('a venue clears day and game', () => {
    expect(choose.venue(ALL, 101)).toEqual({ ...ALL, orgEntityId: 101, dayId: null, gameScoreboardId: null });
  });
  it('a day clears the month and the game', () => {
    expect(choose.day(ALL, 2)).toEqual({ ...ALL, dayId: 2, month: null, gameScoreboardId: null });
  });
  it('a game clears the month', () => {
    expect(choose.scoreboard(ALL, 12)).toEqual({ ...ALL, gameScoreboardId: 12, month: null });
  });
});

describe('search suggestions (spec section 5)', () => {
  it('need more than one character, trimmed', () => {
    expect(suggestionsFor('', OPTIONS)).toEqual([]);
    expect(suggestionsFor('p', OPTIONS)).toEqual([]);
    expect(suggestionsFor('  p  ', OPTIONS)).toEqual([]);
    expect(suggestionsFor('  pe ', OPTIONS)).toEqual([
      { kind: 'region', id: 10, stateId: 3, label: 'Perth Metro' },
    ]);
  });

  it('list states first, by part of the name or the whole short name, ignoring case', () => {
    expect(suggestionsFor('VICTO', OPTIONS)).toEqual([{ kind: 'state', id: 1, label: 'Victoria' }]);
    expect(suggestionsFor('nsw', OPTIONS)).toEqual([{ kind: 'state', id: 2, label: 'New South Wales' }]);
    // "wa" is part of "New South Wales" and the whole of WA's short name.
    expect(suggestionsFor('Wa', OPTIONS).map((s) => s.label)).toEqual([
      'New South Wales',
      'Western Australia',
    ]);
    // Part of a short name is not enough: "AC" is in no state's name, and ACT's short name is longer.
    expect(suggestionsFor('ac', { ...OPTIONS, regions: [region(12, 'Acton', 8)] })).toEqual([
      { kind: 'region', id: 12, stateId: 8, label: 'Acton' },
    ]);
  });

  it('list regions when no state matches, at most ten', () => {
    const many = Array.from({ length: 12 }, (_, i) => region(20 + i, `Hills ${i}`, 5));
    const found = suggestionsFor('HILLS', { ...OPTIONS, regions: many });
    expect(found).toHaveLength(10);
    expect(found[0]).toEqual({ kind: 'region', id: 20, stateId: 5, label: 'Hills 0' });
    expect(found[9]).toEqual({ kind: 'region', id: 29, stateId: 5, label: 'Hills 9' });
  });

  it('list venues with their days and games when no state or region matches, at most ten', () => {
    expect(suggestionsFor('swan', OPTIONS)).toEqual([
      {
        kind: 'venue',
        id: 100,
        stateId: 3,
        regionId: 10,
        label: 'Swan Hotel',
        detail: 'Monday: Main Event, Turbo · Friday: Freezeout',
      },
    ]);
    expect(suggestionsFor('TAVERN', OPTIONS)).toEqual([
      { kind: 'venue', id: 101, stateId: 3, regionId: 10, label: 'Coast Tavern', detail: '' },
    ]);
    const many = Array.from({ length: 12 }, (_, i) => venue(200 + i, `Inn ${i}`, 1, null));
    const found = suggestionsFor('inn', { ...OPTIONS, venues: many });
    expect(found.map((s) => s.id)).toEqual([200, 201, 202, 203, 204, 205, 206, 207, 208, 209]);
    expect(suggestionsFor('zz', OPTIONS)).toEqual([]);
  });
});

describe('what the filters show (spec section 5)', () => {
  const context = (filters: Partial<LeaderboardFilters>, mode: LeaderboardMode = 'overall') => ({
    mode,
    options: OPTIONS,
    filters: { ...NO_FILTERS, ...filters },
  });

  it('finds the venue chosen and the games of the day chosen, else of every day', () => {
    expect(venueOf(context({ orgEntityId: 100 }))).toBe(SWAN);
    expect(venueOf(context({ orgEntityId: 999 }))).toBeNull();
    expect(scoreboardsOf(context({ orgEntityId: 100 })).map((g) => g.id)).toEqual([11, 12, 21]);
    expect(scoreboardsOf(context({ orgEntityId: 100, dayId: 2 })).map((g) => g.id)).toEqual([21]);
    expect(scoreboardsOf(context({ orgEntityId: 999 }))).toEqual([]);
  });

  it('the money tab shows no filters', () => {
    expect(visibleFilters(context({ stateId: 3, orgEntityId: 100 }, 'prize'))).toEqual({
      season: false,
      month: false,
      region: false,
      venue: false,
      day: false,
      scoreboard: false,
      division: false,
    });
  });

  it('the league with nothing chosen shows the season and the month', () => {
    expect(visibleFilters(context({}))).toEqual({
      season: true,
      month: true,
      region: false,
      venue: false,
      day: false,
      scoreboard: false,
      division: false,
    });
  });

  it('a WA venue with days shows the day, its games and the divisions; a day hides the month', () => {
    expect(visibleFilters(context({ stateId: 3, orgEntityId: 100 }))).toEqual({
      season: true,
      month: true,
      region: true,
      venue: true,
      day: true,
      scoreboard: true,
      division: true,
    });
    // Friday has one game: no game filter; a day chosen: no month.
    expect(visibleFilters(context({ stateId: 3, orgEntityId: 100, dayId: 2 }))).toMatchObject({
      month: false,
      day: true,
      scoreboard: false,
    });
  });

  it('a venue without days shows no day; a state outside WA shows no divisions', () => {
    expect(visibleFilters(context({ stateId: 1, orgEntityId: 101 }))).toMatchObject({
      region: true,
      venue: true,
      day: false,
      scoreboard: false,
      division: false,
    });
  });

  it('print needs a region or a venue', () => {
    expect(canPrint(NO_FILTERS)).toBe(false);
    expect(canPrint({ ...NO_FILTERS, stateId: 3 })).toBe(false);
    expect(canPrint({ ...NO_FILTERS, regionId: 10 })).toBe(true);
    expect(canPrint({ ...NO_FILTERS, orgEntityId: 100 })).toBe(true);
  });
});

describe('the search call and its answer', () => {
  it('the money tab asks for all-time winnings of the state chosen', () => {
    expect(searchBody('prize', ALL)).toEqual({ mode: 'prize', stateId: 1 });
    expect(searchBody('prize', NO_FILTERS)).toEqual({ mode: 'prize', stateId: null });
  });

  it('the league sends every filter, and only the Pro Series or Free Roll as a division', () => {
    expect(searchBody('overall', ALL)).toEqual({ mode: 'overall', ...ALL, divisionId: 4 });
    expect(searchBody('overall', { ...ALL, divisionId: 3 })).toEqual({
      mode: 'overall',
      ...ALL,
      divisionId: 3,
    });
    expect(searchBody('overall', { ...ALL, divisionId: 5 })).toEqual({
      mode: 'overall',
      ...ALL,
      divisionId: null,
    });
  });

  it('the podium is the top three by rank, each player once', () => {
    const row = (id: number, rank: number) => ({ id, rank, name: `P${id}` }) as LeaderboardRow;
    expect(podiumOf([row(4, 4), row(2, 2), row(1, 1), row(1, 1), row(3, 3)]).map((r) => r.id)).toEqual([
      1, 2, 3,
    ]);
    expect(podiumOf([row(9, 2), row(9, 3)]).map((r) => r.rank)).toEqual([2]);
  });

  it('results count where they happened: the venue, else the region, else the state, else everywhere', () => {
    const change = { venueId: 100, regionId: 10, stateId: 3 };
    expect(isAffectedBy(NO_FILTERS, change)).toBe(true);
    expect(isAffectedBy({ ...NO_FILTERS, stateId: 3 }, change)).toBe(true);
    expect(isAffectedBy({ ...NO_FILTERS, stateId: 1 }, change)).toBe(false);
    expect(isAffectedBy({ ...NO_FILTERS, stateId: 1, regionId: 10 }, change)).toBe(true);
    expect(isAffectedBy({ ...NO_FILTERS, stateId: 3, regionId: 11 }, change)).toBe(false);
    expect(isAffectedBy({ ...NO_FILTERS, stateId: 3, regionId: 11, orgEntityId: 100 }, change)).toBe(true);
    expect(isAffectedBy({ ...NO_FILTERS, stateId: 3, regionId: 10, orgEntityId: 101 }, change)).toBe(false);
  });
});

describe('the leaderboard flow', () => {
  it('loads the options first, then searches the current season and loads its venues', async () => {
    const { actor, loadOptions, loadVenues, search, watching } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.rows).toEqual([]);
    expect(actor.getSnapshot().context.query).toBe('');
    expect(search.calls).toHaveLength(0);
    expect(watching.started).toBe(0);
    loadOptions.settle({ type: 'xstate.done.actor.loadOptions', output: OPTIONS });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('loading')).toBe(false);
    expect(snapshot.hasTag('searching')).toBe(true);
    expect(snapshot.context.options).toEqual({ ...OPTIONS, venues: [] });
    expect(search.inputs()).toEqual([{ mode: 'overall', ...NO_FILTERS, seasonId: 2 }]);
    expect(loadVenues.inputs()).toEqual([2]);
    expect(watching.started).toBe(1);
  });

  it('without a current season picks the first, without seasons none, and keeps a season the link names', async () => {
    const first = await ready({ ...OPTIONS, seasons: [season(5, false), season(6, false)] });
    expect(first.actor.getSnapshot().context.filters.seasonId).toBe(5);
    const none = await ready({ ...OPTIONS, seasons: [] });
    expect(none.actor.getSnapshot().context.filters.seasonId).toBeNull();
    const named = await ready(OPTIONS, { mode: 'overall', filters: { seasonId: 1 } });
    expect(named.actor.getSnapshot().context.filters.seasonId).toBe(1);
  });

  it('a WA link without a division opens on the Pro Series; a division it names is kept', () => {
    const division = (filters: Partial<LeaderboardFilters>) =>
      start({ mode: 'overall', filters }).actor.getSnapshot().context.filters;
    expect(division({ stateId: 3 })).toEqual({ ...NO_FILTERS, stateId: 3, divisionId: 3 });
    expect(division({ stateId: 3, divisionId: 4 }).divisionId).toBe(4);
    expect(division({ stateId: 1 }).divisionId).toBeNull();
    expect(start().actor.getSnapshot().context.filters).toEqual(NO_FILTERS);
  });

  it('a failed options load is silent: the page searches with what it has', async () => {
    const { actor, loadOptions, search } = start({ mode: 'prize', filters: { stateId: 2 } });
    loadOptions.settle({ type: 'xstate.error.actor.loadOptions', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().context.options).toEqual({ seasons: [], regions: [], venues: [] });
    expect(search.inputs()).toEqual([{ mode: 'prize', stateId: 2 }]);
  });

  it('shows the standings found, and a failed search after a choice shows none rather than the previous ones', async () => {
    const { actor, search } = await ready();
    search.settle({ type: 'xstate.done.actor.search', output: ROWS });
    await flush();
    expect(actor.getSnapshot().hasTag('searching')).toBe(false);
    expect(actor.getSnapshot().context.rows).toEqual(ROWS);
    actor.send({ type: 'filter.state', stateId: 1 });
    expect(actor.getSnapshot().hasTag('searching')).toBe(true);
    search.settle({ type: 'xstate.error.actor.search', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().hasTag('searching')).toBe(false);
    expect(actor.getSnapshot().context.rows).toEqual([]);
  });

  it('each choice searches again with the filters it leaves', async () => {
    const { actor, search } = await ready();
    search.settle({ type: 'xstate.done.actor.search', output: ROWS });
    await flush();
    const last = () => search.inputs().at(-1);
    actor.send({ type: 'filter.state', stateId: 3 });
    expect(last()).toEqual({ mode: 'overall', ...NO_FILTERS, seasonId: 2, stateId: 3, divisionId: 3 });
    actor.send({ type: 'filter.region', regionId: 10 });
    expect(last()).toMatchObject({ stateId: 3, regionId: 10 });
    actor.send({ type: 'filter.venue', venueId: 100 });
    expect(last()).toMatchObject({ regionId: 10, orgEntityId: 100 });
    actor.send({ type: 'filter.month', month: 101 });
    expect(last()).toMatchObject({ month: 101 });
    actor.send({ type: 'filter.day', dayId: 1 });
    expect(last()).toMatchObject({ orgEntityId: 100, dayId: 1, month: null });
    actor.send({ type: 'filter.scoreboard', gameScoreboardId: 12 });
    expect(last()).toMatchObject({ dayId: 1, gameScoreboardId: 12 });
    actor.send({ type: 'filter.division', divisionId: 4 });
    expect(last()).toEqual({
      mode: 'overall',
      seasonId: 2,
      month: null,
      stateId: 3,
      regionId: 10,
      orgEntityId: 100,
      dayId: 1,
      gameScoreboardId: 12,
      divisionId: 4,
    });
    expect(search.calls).toHaveLength(8);
    // Only the newest search is still asked for: each choice cancelled the one before.
    expect(search.pending()).toHaveLength(1);
    expect(search.calls.slice(1, 7).every((c) => c.signal.aborted)).toBe(true);
    search.settle({ type: 'xstate.done.actor.search', output: ROWS.slice(1) });
    await flush();
    expect(actor.getSnapshot().context.rows).toEqual(ROWS.slice(1));
  });

  it('a season searches again and reloads its venues; a newer season cancels the older load', async () => {
    const { actor, search, loadVenues } = await ready();
    expect(actor.getSnapshot().hasTag('loading.venues')).toBe(false);
    actor.send({ type: 'filter.month', month: 101 });
    expect(loadVenues.calls).toHaveLength(1);
    actor.send({ type: 'filter.season', seasonId: 1 });
    expect(search.inputs().at(-1)).toMatchObject({ seasonId: 1, month: null });
    expect(actor.getSnapshot().hasTag('loading.venues')).toBe(true);
    expect(loadVenues.inputs()).toEqual([2, 1]);
    actor.send({ type: 'filter.season', seasonId: 2 });
    expect(loadVenues.inputs()).toEqual([2, 1, 2]);
    expect(loadVenues.calls[1]?.signal.aborted).toBe(true);
    loadVenues.settle({ type: 'xstate.done.actor.loadVenues', output: [COAST] });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('loading.venues')).toBe(false);
    expect(snapshot.context.options).toEqual({ ...OPTIONS, venues: [COAST] });
    // The venues reload leaves the search running.
    expect(snapshot.hasTag('searching')).toBe(true);
  });

  it('a failed venues load keeps the venues there were', async () => {
    const { actor, loadVenues } = await ready();
    actor.send({ type: 'filter.season', seasonId: 1 });
    loadVenues.settle({ type: 'xstate.error.actor.loadVenues', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().hasTag('loading.venues')).toBe(false);
    expect(actor.getSnapshot().context.options.venues).toEqual(OPTIONS.venues);
    actor.send({ type: 'filter.season', seasonId: 2 });
    expect(loadVenues.inputs()).toEqual([2, 1, 2]);
  });

  it('typing keeps the text; picking a suggestion chooses its state, region or venue and shows its name', async () => {
    const { actor, search } = await ready();
    actor.send({ type: 'query.change', query: 'swa' });
    expect(actor.getSnapshot().context.query).toBe('swa');
    expect(search.calls).toHaveLength(1);
    const pick = (suggestion: Suggestion) => {
      actor.send({ type: 'suggestion.pick', suggestion });
      return actor.getSnapshot().context;
    };
    const [swan] = suggestionsFor('swan', OPTIONS);
    expect(pick(swan as Suggestion)).toMatchObject({
      query: 'Swan Hotel',
      filters: { ...NO_FILTERS, seasonId: 2, stateId: 3, regionId: 10, orgEntityId: 100, divisionId: 3 },
    });
    expect(search.inputs().at(-1)).toMatchObject({ stateId: 3, regionId: 10, orgEntityId: 100 });
    expect(pick({ kind: 'region', id: 11, stateId: 3, label: 'South West' })).toMatchObject({
      query: 'South West',
      filters: { ...NO_FILTERS, seasonId: 2, stateId: 3, regionId: 11, divisionId: 3 },
    });
    expect(pick({ kind: 'state', id: 1, label: 'Victoria' })).toMatchObject({
      query: 'Victoria',
      filters: { ...NO_FILTERS, seasonId: 2, stateId: 1 },
    });
    expect(search.calls).toHaveLength(4);
  });

  it('a push about standings shown searches again, and one about others does not', async () => {
    const { actor, search } = await ready(OPTIONS, { mode: 'overall', filters: { stateId: 3 } });
    search.settle({ type: 'xstate.done.actor.search', output: ROWS });
    await flush();
    actor.send({ type: 'standings.changed', venueId: 300, regionId: 30, stateId: 1 });
    expect(search.calls).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('searching')).toBe(false);
    actor.send({ type: 'standings.changed', venueId: 100, regionId: 10, stateId: 3 });
    expect(search.calls).toHaveLength(2);
    expect(actor.getSnapshot().hasTag('searching')).toBe(true);
    // Still showing the old standings while the new ones load.
    expect(actor.getSnapshot().context.rows).toEqual(ROWS);
  });

  it('stops watching the standings when the page closes', async () => {
    const { actor, watching } = await ready();
    actor.stop();
    expect(watching.stopped).toBe(1);
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(leaderboardFiltersMachine)).toEqual({
      loadOptions: 'loadOptions not provided',
      loadVenues: 'loadVenues not provided',
      search: 'search not provided',
    });
  });
});
