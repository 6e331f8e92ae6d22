// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type EventObject, fromCallback, type InspectionEvent } from 'xstate';
import { type LeaderboardFiltersEvent, leaderboardFiltersMachine } from '../../machines/leaderboard-filters';
import { LeaderboardsPage } from '../../src/client/features/leaderboards/leaderboards-route';
import type {
  LeaderboardMode,
  LeaderboardRow,
  LeaderboardSearch,
} from '../../src/shared/contract/leaderboard';
import type { VenueListItem } from '../../src/shared/contract/venue';
import type {
  LeaderboardFilters,
  LeaderboardOptions,
  StandingsChange,
  Suggestion,
} from '../../src/shared/leaderboard-filters';
import {
  type AnySnapshot,
  type Coverage,
  createCoverage,
  fakeActor,
  generatePathCases,
  type PathStep,
  replayPath,
} from '../support/path-harness';
import { renderInMantine } from '../support/render-flow';

const inspector = vi.hoisted(() => ({ current: undefined as ((e: InspectionEvent) => void) | undefined }));
vi.mock('../../src/client/components/inspector', () => ({
  inspectOptions: () => ({ inspect: (e: InspectionEvent) => inspector.current?.(e) }),
}));

const venue = (id: number, title: string, stateId: number, regionId: number, days: VenueListItem['days']) =>
  ({
    id,
    title,
    name: title,
    friendlyUrlSlug: `v-${id}`,
    suburb: 'Perth',
    stateId,
    regionId,
    days,
  }) as VenueListItem;

/** WA: Swan Hotel (two days, three games), Coast Tavern (no days) in Perth; Bay Inn in the South West. */
const OPTIONS: LeaderboardOptions = {
  seasons: [
    {
      id: 1,
      name: 'Season 2026',
      seasonDescription: '',
      isCurrent: true,
      months: [
        { id: 101, name: 'July' },
        { id: 102, name: 'August' },
      ],
    },
    {
      id: 2,
      name: 'Season 2025',
      seasonDescription: '',
      isCurrent: false,
      months: [{ id: 201, name: 'January' }],
    },
  ],
  regions: [
    { id: 31, name: 'Perth', state: { id: 3 } },
    { id: 32, name: 'South West', state: { id: 3 } },
    { id: 11, name: 'Melbourne', state: { id: 1 } },
  ],
  venues: [
    venue(1, 'Swan Hotel', 3, 31, [
      {
        id: 21,
        name: 'Tuesday',
        gameScoreboards: [
          { id: 211, name: 'Tuesday Main' },
          { id: 212, name: 'Tuesday Late' },
        ],
      },
      { id: 22, name: 'Friday', gameScoreboards: [{ id: 221, name: 'Friday Night' }] },
    ]),
    venue(2, 'Coast Tavern', 3, 31, []),
    venue(3, 'Bay Inn', 3, 32, [
      { id: 31, name: 'Monday', gameScoreboards: [{ id: 311, name: 'Monday Main' }] },
    ]),
  ],
};
const SEASON_2_VENUES = [OPTIONS.venues[0] as VenueListItem];

const row = (id: number, rank: number, name: string, pts: number): LeaderboardRow => ({
  id,
  rank,
  name,
  customerGuid: `guid-${id}`,
  avatar: '/images/default-avatar.svg',
  pts,
  played: 5,
  ft: 3,
  won: 1,
  winnings: 100 * id,
  totalPrizeMoney: 100 * id,
});
const ROWS = [
  row(7, 1, 'Ava Smith', 300),
  row(8, 2, 'Ben Jones', 250),
  row(9, 2, 'Cal Brown', 250),
  row(5, 4, 'Dee Li', 90),
];

/** The page opens on Swan Hotel in WA (a link from a venue), so every filter is on screen. */
const PRESET: LeaderboardFilters = {
  seasonId: 1,
  month: null,
  stateId: 3,
  regionId: 31,
  orgEntityId: 1,
  dayId: null,
  gameScoreboardId: null,
  divisionId: 3,
};
const INPUTS = {
  swanHotel: { mode: 'overall' as LeaderboardMode, filters: PRESET },
  money: { mode: 'prize' as LeaderboardMode },
};

const REGION_PICK: Suggestion = { kind: 'region', id: 32, stateId: 3, label: 'South West' };
const STATE_PICK: Suggestion = { kind: 'state', id: 3, label: 'Western Australia' };
const AFFECTING: StandingsChange = { venueId: 1, regionId: 31, stateId: 3 };
const ELSEWHERE: StandingsChange = { venueId: 99, regionId: 99, stateId: 5 };

const FILTER_EVENTS: LeaderboardFiltersEvent[] = [
  { type: 'filter.season', seasonId: 2 },
  { type: 'filter.month', month: 102 },
  { type: 'filter.state', stateId: 1 },
  { type: 'filter.region', regionId: 32 },
  { type: 'filter.venue', venueId: 2 },
  { type: 'filter.day', dayId: 21 },
  { type: 'filter.scoreboard', gameScoreboardId: 212 },
  { type: 'filter.division', divisionId: 4 },
];
const COMMON_EVENTS: LeaderboardFiltersEvent[] = [
  { type: 'query.change', query: 'swan' },
  { type: 'standings.changed', ...AFFECTING },
  { type: 'standings.changed', ...ELSEWHERE },
];

type Outcome = EventObject & { output?: unknown; error?: unknown };
const OUTCOMES: Record<string, Outcome[]> = {
  loadOptions: [
    { type: 'xstate.done.actor.loadOptions', output: { seasons: OPTIONS.seasons, regions: OPTIONS.regions } },
    { type: 'xstate.error.actor.loadOptions', error: new Error('offline') },
  ],
  search: [
    { type: 'xstate.done.actor.search', output: ROWS },
    { type: 'xstate.done.actor.search', output: [] },
    { type: 'xstate.error.actor.search', error: new Error('offline') },
  ],
};
/** The venues list the server gives for a season (season 2 has fewer). */
const venuesOf = (seasonId: number | null) => (seasonId === 2 ? SEASON_2_VENUES : OPTIONS.venues);
const VENUE_CHOICES = new Set(['filter.venue', 'filter.day', 'filter.scoreboard']);

function childIds(snapshot: AnySnapshot) {
  return Object.keys(snapshot.children);
}

const cases = generatePathCases(leaderboardFiltersMachine, {
  inputs: INPUTS,
  events: (snapshot) => {
    const { mode, filters, options } = snapshot.context as {
      mode: LeaderboardMode;
      filters: LeaderboardFilters;
      options: LeaderboardOptions;
    };
    const ready = snapshot.matches('ready');
    const user: LeaderboardFiltersEvent[] = !ready
      ? []
      : [
          ...COMMON_EVENTS,
          ...(mode === 'overall'
            ? FILTER_EVENTS.map((e) =>
                // A month of the season on screen: the select offers no other.
                e.type === 'filter.month' &&
                (snapshot.context as { filters: LeaderboardFilters }).filters.seasonId === 2
                  ? { ...e, month: 201 }
                  : e,
              )
            : []),
          { type: 'suggestion.pick', suggestion: mode === 'overall' ? REGION_PICK : STATE_PICK },
        ];
    const venueOutcomes: Outcome[] = snapshot.children.loadVenues
      ? [
          { type: 'xstate.done.actor.loadVenues', output: venuesOf(filters.seasonId) },
          { type: 'xstate.error.actor.loadVenues', error: new Error('offline') },
        ]
      : [];
    return [
      // A venue, its days and its games can be chosen once the venues are listed.
      ...user.filter((e) => options.venues.length > 0 || !VENUE_CHOICES.has(e.type)),
      ...childIds(snapshot).flatMap((id) => OUTCOMES[id] ?? []),
      ...venueOutcomes,
    ];
  },
});

// The test's own reading of section 4: what each choice clears.
function expectedFilters(input: (typeof INPUTS)[keyof typeof INPUTS], history: readonly PathStep[]) {
  let f: LeaderboardFilters = {
    seasonId: null,
    month: null,
    stateId: null,
    regionId: null,
    orgEntityId: null,
    dayId: null,
    gameScoreboardId: null,
    divisionId: null,
    ...('filters' in input ? input.filters : {}),
  };
  let searches = 0;
  let venueLoads = 0;
  let venues: VenueListItem[] = [];
  let optionsLoaded = false;
  for (const { event } of history) {
    const e = event as LeaderboardFiltersEvent | (Outcome & { type: `xstate.${string}` });
    const before = f;
    switch (e.type) {
      case 'xstate.done.actor.loadOptions':
        f = { ...f, seasonId: f.seasonId ?? 1 };
        optionsLoaded = true;
        searches++;
        venueLoads++;
        break;
      case 'xstate.error.actor.loadOptions':
        searches++;
        venueLoads++;
        break;
      case 'xstate.done.actor.loadVenues':
        venues = (e as Outcome).output as VenueListItem[];
        break;
      case 'filter.season':
        f = { ...f, seasonId: e.seasonId, month: null };
        venueLoads++;
        break;
      case 'filter.month':
        f = { ...f, month: e.month };
        break;
      case 'filter.state':
        f = {
          ...f,
          stateId: e.stateId,
          regionId: null,
          orgEntityId: null,
          dayId: null,
          gameScoreboardId: null,
        };
        f.divisionId = e.stateId === 3 ? 3 : null;
        break;
      case 'filter.region':
        f = { ...f, regionId: e.regionId, orgEntityId: null, dayId: null, gameScoreboardId: null };
        break;
      case 'filter.venue':
        f = { ...f, orgEntityId: e.venueId, dayId: null, gameScoreboardId: null };
        break;
      case 'filter.day':
        f = { ...f, dayId: e.dayId, month: null, gameScoreboardId: null };
        break;
      case 'filter.scoreboard':
        f = { ...f, gameScoreboardId: e.gameScoreboardId, month: null };
        break;
      case 'filter.division':
        f = { ...f, divisionId: e.divisionId };
        break;
      case 'suggestion.pick': {
        const s = e.suggestion;
        f = {
          ...f,
          stateId: 3,
          regionId: null,
          orgEntityId: null,
          dayId: null,
          gameScoreboardId: null,
          divisionId: 3,
        };
        if (s.kind === 'region') f.regionId = s.id;
        break;
      }
      case 'standings.changed': {
        const shown =
          f.orgEntityId !== null
            ? f.orgEntityId === e.venueId
            : f.regionId !== null
              ? f.regionId === e.regionId
              : f.stateId === null || f.stateId === e.stateId;
        if (shown) searches++;
        break;
      }
    }
    if (e.type.startsWith('filter.') || e.type === 'suggestion.pick') searches++;
    void before;
  }
  return { filters: f, searches, venueLoads, venues, optionsLoaded };
}

const coverage = createCoverage(leaderboardFiltersMachine);
let loadOptions = fakeActor<LeaderboardOptions>('loadOptions');
let loadVenues = fakeActor<VenueListItem[], number | null>('loadVenues');
let search = fakeActor<LeaderboardRow[], LeaderboardSearch>('search');
let push: ((event: EventObject) => void) | null = null;
let currentInput: (typeof INPUTS)[keyof typeof INPUTS] = INPUTS.swanHotel;

beforeEach(() => {
  loadOptions = fakeActor<LeaderboardOptions>('loadOptions');
  loadVenues = fakeActor<VenueListItem[], number | null>('loadVenues');
  search = fakeActor<LeaderboardRow[], LeaderboardSearch>('search');
  push = null;
});

function renderPage(input: unknown, inspect: Coverage['inspect']): () => AnyActorRef {
  currentInput = input as typeof currentInput;
  let actor: AnyActorRef | undefined;
  inspector.current = (event) => {
    const logic = (event.actorRef as unknown as { logic?: { id?: string } }).logic;
    if (event.type === '@xstate.actor' && logic?.id === 'leaderboardFilters')
      actor = event.actorRef as AnyActorRef;
    inspect(event);
  };
  const logic = leaderboardFiltersMachine.provide({
    actors: {
      loadOptions: loadOptions.logic as never,
      loadVenues: loadVenues.logic as never,
      search: search.logic as never,
      watchStandings: fromCallback(({ sendBack }) => {
        push = sendBack;
        return () => {
          push = null;
        };
      }),
    },
  });
  renderInMantine(
    <MemoryRouter>
      <LeaderboardsPage
        mode={currentInput.mode}
        initialFilters={'filters' in currentInput ? currentInput.filters : undefined}
        logic={logic as never}
      />
    </MemoryRouter>,
  );
  return () => actor as AnyActorRef;
}

const select = (label: string) => screen.queryByRole('combobox', { name: label }) as HTMLSelectElement | null;
const choose = (label: string, value: number | null) => {
  const control = select(label);
  expect(control, `${label} filter on screen`).not.toBeNull();
  fireEvent.change(control as HTMLSelectElement, { target: { value: value === null ? '' : String(value) } });
};
const searchBox = () => screen.getByRole('textbox', { name: 'Search leaderboards' });

const ACTIONS: Record<string, (event: EventObject) => unknown> = {
  'filter.season': (e) => choose('Season', (e as unknown as { seasonId: number }).seasonId),
  'filter.month': (e) => choose('Month', (e as unknown as { month: number }).month),
  'filter.state': (e) => choose('State', (e as unknown as { stateId: number }).stateId),
  'filter.region': (e) => choose('Region', (e as unknown as { regionId: number }).regionId),
  'filter.venue': (e) => choose('Venue', (e as unknown as { venueId: number }).venueId),
  'filter.day': (e) => choose('Day', (e as unknown as { dayId: number }).dayId),
  'filter.scoreboard': (e) => choose('Game', (e as unknown as { gameScoreboardId: number }).gameScoreboardId),
  'filter.division': (e) => choose('Division', (e as unknown as { divisionId: number }).divisionId),
  'query.change': (e) =>
    fireEvent.change(searchBox(), { target: { value: (e as unknown as { query: string }).query } }),
  'suggestion.pick': (e) => {
    const { suggestion } = e as unknown as { suggestion: Suggestion };
    fireEvent.change(searchBox(), { target: { value: suggestion.label.toLowerCase() } });
    fireEvent.click(
      within(screen.getByRole('listbox', { name: 'Suggestions' })).getByRole('option', {
        name: suggestion.label,
      }),
    );
  },
  'standings.changed': (e) => {
    expect(push, 'the page listens to the hub').not.toBeNull();
    push?.(e);
  },
};

function lastRows(history: readonly PathStep[]): LeaderboardRow[] {
  const last = history.findLast((s) => /^xstate\.(done|error)\.actor\.search$/.test(s.event.type));
  return ((last?.event as Outcome | undefined)?.output as LeaderboardRow[] | undefined) ?? [];
}

function expectedBody(filters: LeaderboardFilters): LeaderboardSearch {
  if (currentInput.mode === 'prize') return { mode: 'prize', stateId: filters.stateId };
  return { mode: 'overall', ...filters } as LeaderboardSearch;
}

function expectFilterBar(history: readonly PathStep[]) {
  const { filters: f, venues, optionsLoaded } = expectedFilters(currentInput, history);
  const overall = currentInput.mode === 'overall';
  const chosenVenue = venues.find((v) => v.id === f.orgEntityId);
  const boards = (chosenVenue?.days ?? [])
    .filter((d) => f.dayId === null || d.id === f.dayId)
    .flatMap((d) => d.gameScoreboards);
  const shown = {
    Season: overall,
    Month: overall && f.dayId === null,
    State: true,
    Region: overall && f.stateId !== null,
    Venue: overall && f.stateId !== null,
    Day: overall && (chosenVenue?.days.length ?? 0) > 0,
    Game: overall && boards.length > 1,
    Division: overall && f.stateId === 3,
  };
  const values: Record<string, number | null> = {
    Season: f.seasonId,
    Month: f.month,
    State: f.stateId,
    Region: f.regionId,
    Venue: f.orgEntityId,
    Day: f.dayId,
    Game: f.gameScoreboardId,
    Division: f.divisionId,
  };
  for (const [label, visible] of Object.entries(shown)) {
    expect(select(label) !== null, `${label} shown`).toBe(visible);
    // Without the option lists (not loaded yet, or their load failed) only the states, which the page
    // knows, can show a choice; a venue shows once the venues are listed.
    const listed = label !== 'Venue' || f.orgEntityId === null || chosenVenue !== undefined;
    if (visible && listed && (optionsLoaded || label === 'State' || label === 'Division'))
      expect(select(label)?.value, label).toBe(values[label] === null ? '' : String(values[label]));
  }
  const printable = overall && (f.regionId !== null || f.orgEntityId !== null);
  expect(screen.queryByRole('link', { name: 'Print' }) !== null).toBe(printable);
  expect(screen.getByRole('link', { name: 'Download CSV' })).toBeTruthy();
}

function expectReady(history: readonly PathStep[]) {
  expect(screen.queryByLabelText('Loading')).toBeNull();
  expect(loadOptions.calls).toHaveLength(1);
  const expected = expectedFilters(currentInput, history);
  expect(search.calls).toHaveLength(expected.searches);
  expect(loadVenues.calls).toHaveLength(expected.venueLoads);
  expectFilterBar(history);
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: () => {
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(loadOptions.pending()).toHaveLength(1);
    expect(search.calls).toHaveLength(0);
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
  },
  'ready.results.searching': (_, history) => {
    expectReady(history);
    expect(search.pending()).toHaveLength(1);
    const { filters } = expectedFilters(currentInput, history);
    expect(search.calls.at(-1)?.input).toEqual(expectedBody(filters));
    expect(screen.queryByText('No Data')).toBeNull();
  },
  'ready.results.shown': (_, history) => {
    expectReady(history);
    expect(search.pending()).toHaveLength(0);
    const rows = lastRows(history);
    const names = screen
      .queryAllByTestId('standings-row')
      .map((r) => within(r).getByRole('link').textContent);
    expect(names).toEqual(rows.map((r) => r.name));
    expect(screen.queryByText('No Data') !== null).toBe(rows.length === 0);
    if (rows.length > 0) {
      const first = screen.getAllByTestId('standings-row')[0] as HTMLElement;
      expect(within(first).getByRole('link').getAttribute('href')).toBe('/profile/guid-7');
    }
    if (currentInput.mode === 'overall') {
      expect(screen.queryAllByTestId('podium-place')).toHaveLength(Math.min(3, rows.length));
      if (rows.length > 0) expect(screen.getByRole('columnheader', { name: 'Score' })).toBeTruthy();
    } else {
      expect(screen.getByRole('heading', { name: 'Real Money Leaderboard' })).toBeTruthy();
      expect(screen.queryByTestId('podium')).toBeNull();
      if (rows.length > 0) expect(screen.getByRole('columnheader', { name: 'All Time Won' })).toBeTruthy();
    }
  },
  'ready.venues.idle': () => {
    expect(loadVenues.pending()).toHaveLength(0);
  },
  'ready.venues.loading': (_, history) => {
    expect(loadVenues.pending()).toHaveLength(1);
    expect(loadVenues.calls.at(-1)?.input).toBe(expectedFilters(currentInput, history).filters.seasonId);
  },
};

describe('leaderboard filters: the model’s paths on the leaderboards page', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(leaderboardFiltersMachine, c, {
      render: renderPage,
      events: ACTIONS,
      fakes: { loadOptions, loadVenues, search },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
