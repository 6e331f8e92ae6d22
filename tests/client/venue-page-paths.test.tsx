// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type EventObject, fromCallback, fromPromise, type InspectionEvent } from 'xstate';
import { eventResultsMachine } from '../../machines/event-results';
import { venuePageMachine } from '../../machines/venue-page';
import { VenuePage } from '../../src/client/features/venue/venue-route';
import type { Photo } from '../../src/shared/contract/content';
import type { EventResult } from '../../src/shared/contract/event-detail';
import type { Game } from '../../src/shared/contract/game';
import type { LeaderboardRow } from '../../src/shared/contract/leaderboard';
import type { VenueDetail, VenueEvents } from '../../src/shared/contract/venue-detail';
import type { StandingsUpdate } from '../../src/shared/standings-update';
import {
  type AnySnapshot,
  type Coverage,
  createCoverage,
  type FakeActor,
  fakeActor,
  generatePathCases,
  NOT_OFFERED,
  type PathCase,
  type PathStep,
  replayPath,
} from '../support/path-harness';
import { renderInMantine } from '../support/render-flow';

const inspector = vi.hoisted(() => ({ current: undefined as ((e: InspectionEvent) => void) | undefined }));
vi.mock('../../src/client/components/inspector', () => ({
  inspectOptions: () => ({ inspect: (e: InspectionEvent) => inspector.current?.(e) }),
}));
vi.mock('../../src/client/components/location/location-context', () => ({
  LocationContext: { useSelector: () => null },
}));

/** Monday 23 November 2026, 10:00 in Melbourne: the day filter's 'Today'. */
const NOW = new Date('2026-11-22T23:00:00.000Z');

const VENUE = {
  id: 8,
  title: 'The Local',
  address: '1 Main St, Carlton',
  description: '',
  phone: null,
  latitude: -37.8,
  longitude: 144.96,
  stateId: 1,
  regionId: 3,
  friendlyUrlSlug: 'the-local',
} as unknown as VenueDetail;
const game = (id: number, title: string, eventStatusId: number, dateTime: string) =>
  ({
    id,
    title,
    gameType: title,
    description: '',
    eventStatusId,
    dateTime,
    startTime: '19:00',
    buyInAmount: 0,
    buyInDescription: null,
    takeHomeAmount: 0,
  }) as unknown as Game;
/** Two closed games last week and earlier; this week, Wednesday 25th and Thursday 26th (Melbourne). */
const WITH_CLOSED: VenueEvents = {
  past: [
    game(2, 'Tuesday Cup', 2, '2026-11-17T08:00:00.000Z'),
    game(1, 'Monday Cup', 2, '2026-11-09T08:00:00.000Z'),
  ],
  currentWeek: [
    game(3, 'Wednesday Cup', 1, '2026-11-25T08:00:00.000Z'),
    game(4, 'Thursday Cup', 1, '2026-11-26T08:00:00.000Z'),
  ],
  future: [],
};
/** After the director closed Wednesday's game: the venue's events as read again. */
const AFTER_CLOSE: VenueEvents = {
  ...WITH_CLOSED,
  currentWeek: [
    game(3, 'Wednesday Cup', 2, '2026-11-25T08:00:00.000Z'),
    game(4, 'Thursday Cup', 1, '2026-11-26T08:00:00.000Z'),
  ],
};
/** No closed game: last week's was put on hold. */
const NO_CLOSED: VenueEvents = {
  past: [game(5, 'Sunday Social', 6, '2026-11-15T08:00:00.000Z')],
  currentWeek: WITH_CLOSED.currentWeek,
  future: [],
};
const SEASON = { id: 4, name: 'Season 4', seasonDescription: '', isCurrent: true, months: [] };
const BOARD_DAYS = [
  {
    id: 11,
    name: 'Tuesday',
    gameScoreboards: [
      { id: 21, name: 'Tuesday Night' },
      { id: 22, name: 'Late' },
    ],
  },
];
const row = (rank: number, name: string) =>
  ({
    id: rank,
    rank,
    name,
    customerGuid: `g${rank}`,
    avatar: '',
    pts: 9,
    played: 1,
    ft: 0,
    won: 0,
    winnings: 0,
  }) as LeaderboardRow;
const FIRST_BOARD = [row(1, 'Ada Lovelace')];
const LATE_BOARD = [row(1, 'Linus Torvalds')];
/** A scoreboard's table as read again after a game that counts in it closed. */
const NEW_STANDINGS = [row(1, 'Grace Hopper'), row(2, 'Ada Lovelace')];
const RESULT: EventResult = {
  id: 2,
  dateTime: '2026-11-17T08:00:00.000Z',
  startTime: '19:00',
  closed: true,
  rows: [],
};
/** Wednesday's result, read when the push says it closed: its finishing order. */
const FINISHING_ORDER = ['Grace Hopper', 'Ada Lovelace', 'Alan Turing'];
const WEDNESDAY_RESULT: EventResult = {
  id: 3,
  dateTime: '2026-11-25T08:00:00.000Z',
  startTime: '19:00',
  closed: true,
  rows: FINISHING_ORDER.map((playerName, i) => ({
    place: i + 1,
    playerName,
    customerGuid: `g${i + 1}`,
    pointsValue: 30 - i * 10,
    cash: 0,
    ptc: 0,
    gamePrizeMoney: 0,
  })),
};
const RESULTS_BY_ID: Record<number, EventResult> = { 2: RESULT, 3: WEDNESDAY_RESULT };

/** The hub's pushes: a game on the scoreboard shown, one on the venue's other scoreboard, one elsewhere. */
const closed = (update: Partial<StandingsUpdate>) => ({
  type: 'standings.changed' as const,
  eventId: 3,
  venueId: 8,
  regionId: 3,
  stateId: 1,
  seasonId: 4,
  gameScoreboardId: 21,
  ...update,
});
const PUSHES = [
  closed({}),
  closed({ eventId: 4, gameScoreboardId: 22 }),
  closed({ eventId: 99, venueId: 99, regionId: 5, stateId: 2, gameScoreboardId: 77 }),
];

const photo = (id: number): Photo => ({
  id,
  venueName: 'The Local',
  eventName: `Night ${id}`,
  largePhotoUrl: `/l/${id}.jpg`,
  mediumPhotoUrl: `/m/${id}.jpg`,
  players: [],
});
const PHOTOS = Array.from({ length: 13 }, (_, i) => photo(i + 1));

type Outcome = EventObject & {
  output?: unknown;
  error?: unknown;
  view?: string;
  day?: number;
  page?: number;
  gameScoreboardId?: number | null;
  dayId?: number;
  venueId?: number;
  seasonId?: number | null;
};
const done = (id: string, output: unknown): Outcome => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown = new Error('offline')): Outcome => ({
  type: `xstate.error.actor.${id}`,
  error,
});
const OUTCOMES: Record<string, Outcome[]> = {
  loadVenue: [done('loadVenue', VENUE), failed('loadVenue', { status: 404 }), failed('loadVenue')],
  loadEvents: [done('loadEvents', WITH_CLOSED), done('loadEvents', NO_CLOSED), failed('loadEvents')],
  loadSeasons: [done('loadSeasons', [SEASON]), failed('loadSeasons')],
  loadVenueDays: [done('loadVenueDays', BOARD_DAYS), done('loadVenueDays', []), failed('loadVenueDays')],
  loadLeaderboard: [done('loadLeaderboard', FIRST_BOARD), failed('loadLeaderboard')],
  loadResult: [done('loadResult', RESULT), failed('loadResult')],
  loadPhotos: [done('loadPhotos', PHOTOS), done('loadPhotos', []), failed('loadPhotos')],
  reloadLeaderboard: [done('reloadLeaderboard', LATE_BOARD), failed('reloadLeaderboard')],
  refreshLeaderboard: [done('refreshLeaderboard', NEW_STANDINGS), failed('refreshLeaderboard')],
  refreshEvents: [done('refreshEvents', AFTER_CLOSE), failed('refreshEvents')],
};
const hasBoards = (s: AnySnapshot) => (s.context as { days: typeof BOARD_DAYS }).days.length > 0;

/**
 * The model's events: the page's controls only once it shows (the view offers nothing while the venue
 * loads); the scoreboard chips only when the venue has several; the hub's pushes once it follows them; the
 * server's answers.
 */
function eventsFor(snapshot: AnySnapshot): Outcome[] {
  const events = Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? []);
  if (snapshot.matches('ready')) {
    // The events' and photos' controls change nothing the pushes change: offered while nothing is reread,
    // and the pushes while no day is picked, so their moves are not repeated for each other's states.
    const settled = snapshot.matches({ ready: { board: 'shown', closedEvents: 'shown' } });
    if (settled)
      events.push(
        { type: 'events.view', view: 'past' },
        { type: 'events.day', day: 2 },
        { type: 'photos.page', page: 2 },
        { type: 'photos.page', page: 3 },
      );
    if ((snapshot.context as { day: number }).day === -1) events.push(...PUSHES);
    if (hasBoards(snapshot))
      events.push(
        { type: 'leaderboard.choose', dayId: 11, gameScoreboardId: 22 },
        { type: 'leaderboard.choose', dayId: 11, gameScoreboardId: 21 },
      );
  }
  return events;
}
const cases = generatePathCases(venuePageMachine, {
  inputs: { slug: { venueKey: 'the-local' } },
  events: eventsFor as never,
  // The state, whether the leaderboard has rows (a failed reload must empty a full one) and whether a day
  // is picked (a new view must drop it).
  stateKey: (s) => {
    const c = s.context as { leaderboard: unknown[]; day: number };
    return JSON.stringify([s.value, c.leaderboard.length > 0, c.day !== -1]);
  },
});
const LABELS: [unknown, string][] = [
  [VENUE, 'venue'],
  [WITH_CLOSED, 'closed games'],
  [NO_CLOSED, 'no closed game'],
  [[SEASON], 'season'],
  [BOARD_DAYS, 'two boards'],
  [FIRST_BOARD, 'board'],
  [LATE_BOARD, 'late board'],
  [RESULT, 'result'],
  [PHOTOS, '13 photos'],
  [AFTER_CLOSE, 'Wednesday closed'],
  [NEW_STANDINGS, 'new standings'],
];
const nameOf = (c: PathCase) =>
  LABELS.reduce(
    (name, [output, label]) => name.replaceAll(JSON.stringify({ output }), label),
    c.name.replaceAll(/"regionId":\d+,"stateId":\d+,/g, ''),
  );

// ---- The oracle ----

interface Page {
  venue: boolean;
  events: VenueEvents | null;
  days: typeof BOARD_DAYS | null;
  board: number | null;
  rows: LeaderboardRow[] | null;
  result: boolean;
  /** The closed game whose result the Results show (the latest the page knows of). */
  shownResult: number | null;
  photos: Photo[] | null;
  view: string;
  day: number;
  page: number;
  /** What the page asked the server, in order. */
  boardCalls: { seasonId: number; dayId: number; gameScoreboardId: number }[];
  eventCalls: number;
  /** The scoreboard shown: as it is, another one loading, or reread after a push (the rows stay meanwhile). */
  boardState: 'shown' | 'choosing' | 'refreshing';
  /** Whether a push's reread of the venue's events is under way. */
  eventsRefresh: boolean;
}
const latestClosed = (events: VenueEvents | null) =>
  events === AFTER_CLOSE ? 3 : events === WITH_CLOSED ? 2 : null;

function pageAfter(history: readonly PathStep[]): Page {
  const page: Page = {
    venue: false,
    events: null,
    days: null,
    board: null,
    rows: null,
    result: false,
    shownResult: null,
    photos: null,
    view: 'currentWeek',
    day: -1,
    page: 1,
    boardCalls: [],
    eventCalls: 0,
    boardState: 'shown',
    eventsRefresh: false,
  };
  const askBoard = () =>
    page.boardCalls.push({ seasonId: 4, dayId: 11, gameScoreboardId: page.board as number });
  for (const { event } of history) {
    const e = event as Outcome;
    switch (e.type) {
      case 'xstate.done.actor.loadVenue':
        page.venue = true;
        page.eventCalls++;
        break;
      case 'xstate.done.actor.loadEvents':
        page.events = e.output as VenueEvents;
        break;
      case 'xstate.done.actor.loadVenueDays':
        page.days = e.output as typeof BOARD_DAYS;
        page.board = page.days.length ? 21 : null;
        page.rows = page.days.length ? null : [];
        if (page.days.length) askBoard();
        break;
      case 'xstate.done.actor.loadLeaderboard':
        page.rows = e.output as LeaderboardRow[];
        break;
      case 'xstate.done.actor.reloadLeaderboard':
      case 'xstate.done.actor.refreshLeaderboard':
        page.rows = e.output as LeaderboardRow[];
        page.boardState = 'shown';
        break;
      // A failed scoreboard reload shows no rows, not the last scoreboard's.
      case 'xstate.error.actor.reloadLeaderboard':
        page.rows = [];
        page.boardState = 'shown';
        break;
      // A failed reread after a push keeps the standings that showed.
      case 'xstate.error.actor.refreshLeaderboard':
        page.boardState = 'shown';
        break;
      case 'xstate.done.actor.refreshEvents':
        page.events = e.output as VenueEvents;
        page.shownResult = latestClosed(page.events);
        page.eventsRefresh = false;
        break;
      case 'xstate.error.actor.refreshEvents':
        page.eventsRefresh = false;
        break;
      case 'xstate.done.actor.loadResult':
        page.result = true;
        break;
      case 'xstate.done.actor.loadPhotos':
        page.photos = e.output as Photo[];
        // The page is ready: its results start at the latest closed game.
        page.shownResult = latestClosed(page.events);
        break;
      case 'events.view':
        page.view = e.view as string;
        page.day = -1;
        break;
      case 'events.day':
        page.day = e.day as number;
        break;
      case 'photos.page':
        if ((e.page as number) <= Math.ceil((page.photos?.length ?? 0) / 12)) page.page = e.page as number;
        break;
      case 'leaderboard.choose':
        if (e.gameScoreboardId !== page.board) {
          page.board = e.gameScoreboardId as number;
          page.boardState = 'choosing';
          askBoard();
        }
        break;
      case 'standings.changed':
        if (e.venueId === VENUE.id) {
          page.eventCalls++;
          page.eventsRefresh = true;
        }
        if (e.gameScoreboardId === page.board && e.seasonId === 4) {
          askBoard();
          // A push while another scoreboard loads reads that one again; otherwise the rows stay meanwhile.
          if (page.boardState !== 'choosing') page.boardState = 'refreshing';
        }
        break;
    }
  }
  return page;
}

// ---- Fakes and rendering ----

const fakes = () => ({
  loadVenue: fakeActor<VenueDetail>('loadVenue'),
  loadEvents: fakeActor<VenueEvents>('loadEvents'),
  loadSeasons: fakeActor<unknown>('loadSeasons'),
  loadVenueDays: fakeActor<unknown>('loadVenueDays'),
  loadLeaderboard: fakeActor<LeaderboardRow[]>('loadLeaderboard'),
  loadResult: fakeActor<EventResult>('loadResult'),
  loadPhotos: fakeActor<Photo[]>('loadPhotos'),
});
let fake = fakes();
const coverage = createCoverage(venuePageMachine);
/** The hub as the page follows it: the push a path makes goes through here. */
let hubPush: ((event: EventObject) => void) | null = null;
/** The results list's own fetches (a push's reread of the latest result): the server answers at once. */
let resultReads: number[] = [];

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p data-testid="page-error">{this.state.error}</p> : this.props.children;
  }
}

beforeAll(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
beforeEach(() => {
  fake = fakes();
  hubPush = null;
  resultReads = [];
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

function renderVenue(_input: unknown, inspect: Coverage['inspect']): () => AnyActorRef {
  let actor: AnyActorRef | undefined;
  inspector.current = (event) => {
    const logic = (event.actorRef as unknown as { logic?: { id?: string } }).logic;
    if (event.type === '@xstate.actor' && logic?.id === 'venuePage') actor = event.actorRef as AnyActorRef;
    inspect(event);
  };
  const logic = venuePageMachine.provide({
    actors: {
      loadVenue: fake.loadVenue.logic as never,
      loadEvents: fake.loadEvents.logic as never,
      loadSeasons: fake.loadSeasons.logic as never,
      loadVenueDays: fake.loadVenueDays.logic as never,
      loadLeaderboard: fake.loadLeaderboard.logic as never,
      loadResult: fake.loadResult.logic as never,
      loadPhotos: fake.loadPhotos.logic as never,
      results: eventResultsMachine.provide({
        actors: {
          loadResult: fromPromise<EventResult, number>(async ({ input }) => {
            resultReads.push(input);
            return RESULTS_BY_ID[input] as EventResult;
          }),
        },
      }),
      watchStandings: fromCallback(({ sendBack }) => {
        hubPush = sendBack;
        return () => {
          hubPush = null;
        };
      }),
    },
  });
  renderInMantine(
    <MemoryRouter initialEntries={['/venue/the-local']}>
      <Routes>
        <Route
          path="/venue/:venue"
          element={
            <Boundary>
              <VenuePage venueKey="the-local" logic={logic as never} />
            </Boundary>
          }
        />
        <Route path="/page-not-found" element={<p data-testid="not-found">Not found</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return () => actor as AnyActorRef;
}

// ---- What a visitor does ----

const section = (id: string) =>
  document.querySelector(`section[aria-labelledby="venue-${id}"]`) as HTMLElement;
const radioIn = (groupLabel: string, label: string) => {
  const group = document.querySelector(`[role="group"][aria-label="${groupLabel}"]`);
  const input = group
    ? [...group.querySelectorAll('input')].find((i) => i.labels?.[0]?.textContent === label)
    : undefined;
  return input ?? null;
};
const DAY_LABELS: Record<number, string> = { 2: 'Wed 25' };
const BOARD_NAMES: Record<number, string> = { 21: 'Tuesday Night', 22: 'Late' };

const EVENTS: Record<string, (event: EventObject) => unknown> = {
  'events.view': (event) => {
    const label = { past: 'Past', currentWeek: 'Current Week', future: 'Future' }[
      (event as Outcome).view as string
    ];
    const input = [...section('events').querySelectorAll('input[type="radio"]')].find(
      (i) => (i as HTMLInputElement).labels?.[0]?.textContent === label,
    );
    fireEvent.click(input as HTMLInputElement);
  },
  'events.day': (event) => {
    fireEvent.click(
      radioIn('Day', DAY_LABELS[(event as Outcome).day as number] as string) as HTMLInputElement,
    );
  },
  'photos.page': (event) => {
    const pager = document.querySelector('[aria-label="Photo pages"]');
    const button = pager
      ? [...pager.querySelectorAll('button')].find((b) => b.textContent === String((event as Outcome).page))
      : undefined;
    if (!button) return NOT_OFFERED;
    fireEvent.click(button);
  },
  'standings.changed': (event) => {
    expect(hubPush, 'the page follows the hub').not.toBeNull();
    act(() => hubPush?.(event));
  },
  'leaderboard.choose': (event) => {
    const input = radioIn('Scoreboard', BOARD_NAMES[(event as Outcome).gameScoreboardId as number] as string);
    expect(input, 'the scoreboard chips').not.toBeNull();
    if ((input as HTMLInputElement).checked) return NOT_OFFERED;
    fireEvent.click(input as HTMLInputElement);
  },
};

// ---- What a visitor sees ----

const text = (el: Element | null) => el?.textContent ?? '';

function expectEvents(page: Page, loading: boolean) {
  const events = section('events');
  if (loading) {
    expect(text(events)).toContain('Loading events…');
    return;
  }
  const all = page.events?.[page.view as keyof VenueEvents] ?? [];
  // Day 2 is Wednesday 25th: only the Wednesday game is on it.
  const shown = page.day === 2 ? all.filter((g) => g.id === 3) : all;
  const titles = [...events.querySelectorAll('[data-testid="venue-events"] a')].map((a) => a.textContent);
  expect(titles).toEqual(shown.map((g) => g.title));
  if (!shown.length) expect(text(events)).toContain('No game found');
}

function expectLeaderboard(page: Page, loading: boolean) {
  const board = section('leaderboard');
  const table = board.querySelector('[data-testid="leaderboard-table"]');
  if (loading) {
    expect(table?.getAttribute('aria-busy')).toBe('true');
    return;
  }
  const names = table ? [...table.querySelectorAll('a')].map((a) => a.textContent) : [];
  expect(names).toEqual((page.rows ?? []).map((r) => r.name));
  if (!page.rows?.length) expect(text(board)).toContain('No Data');
  const chips = board.querySelector('[role="group"][aria-label="Scoreboard"]');
  expect(chips !== null).toBe((page.days?.length ?? 0) > 0);
  if (chips) expect(radioIn('Scoreboard', BOARD_NAMES[page.board as number] as string)?.checked).toBe(true);
}

function expectResult(page: Page, loading: boolean, ready: boolean) {
  const results = section('results');
  const date = results.querySelector('[data-testid="result-date"]');
  if (loading) {
    expect(text(results)).not.toContain('Tue 17');
    return;
  }
  // The results (previous/next through the closed games) come with the finished page, the latest first;
  // a push that closed Wednesday's game brings its finishing order.
  const closed = page.shownResult !== null && ready;
  expect(date !== null).toBe(closed);
  if (!closed) return;
  if (page.shownResult === 2) {
    expect(text(date)).toBe(page.result ? 'Nov 17th 26 · 19:00' : 'Loading…');
    return;
  }
  // 08:00 UTC on Wednesday 25 November is 19:00 in Melbourne.
  expect(text(date)).toBe('Nov 25th 26 · 19:00');
  const players = [...results.querySelectorAll('[data-testid="result-table"] tbody tr')].map(
    (tr) => tr.querySelectorAll('td')[1]?.textContent,
  );
  expect(players).toEqual(FINISHING_ORDER);
}

function expectPhotos(page: Page, loading: boolean) {
  const photos = section('photos');
  if (loading) {
    expect(text(photos)).toContain('Loading photos…');
    return;
  }
  const alts = [...photos.querySelectorAll('img')].map((i) => i.getAttribute('alt'));
  const all = page.photos ?? [];
  const shown = page.page === 2 ? all.slice(12) : all.slice(0, 12);
  expect(alts).toEqual(shown.map((p) => `${p.eventName} at The Local`));
  if (!all.length) expect(text(photos)).toContain('No photo yet');
}

function expectRequests(history: readonly PathStep[]) {
  const page = pageAfter(history);
  expect(fake.loadVenue.inputs()).toEqual(['the-local']);
  expect(fake.loadLeaderboard.inputs()).toEqual(page.boardCalls);
  expect(fake.loadEvents.inputs()).toEqual(Array(page.eventCalls).fill(VENUE.id));
  // Each reread of the events asks for the latest result again (its list may have a new closed game).
  const rereads = history.filter((s) => s.event.type === 'xstate.done.actor.refreshEvents').length;
  expect(resultReads).toEqual(Array(rereads).fill(3));
}

/** The page as it shows while loading, with which parts still load. */
const showing =
  (flags: { events: boolean; leaderboard: boolean; result: boolean; photos: boolean }) =>
  (model: AnySnapshot, history: readonly PathStep[]) => {
    const page = pageAfter(history);
    expect(screen.getByTestId('venue-header').textContent).toContain('The Local');
    expectEvents(page, flags.events);
    expectLeaderboard(page, flags.leaderboard);
    expectResult(page, flags.result, model.matches('ready'));
    expectPhotos(page, flags.photos);
    expectRequests(history);
  };
const all = { events: true, leaderboard: true, result: true, photos: true };

const ready = showing({ events: false, leaderboard: false, result: false, photos: false });
const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  venue: () => {
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(screen.queryByTestId('venue-header')).toBeNull();
    expect(fake.loadVenue.pending()).toHaveLength(1);
  },
  events: showing(all),
  seasons: showing({ ...all, events: false }),
  venues: showing({ ...all, events: false }),
  leaderboardLoading: showing({ ...all, events: false }),
  resultLoading: showing({ events: false, leaderboard: false, result: true, photos: true }),
  photos: showing({ events: false, leaderboard: false, result: false, photos: true }),
  'ready.board.shown': (model, history) => {
    expect(pageAfter(history).boardState).toBe('shown');
    expect(fake.loadLeaderboard.pending()).toHaveLength(0);
    ready(model, history);
  },
  'ready.board.choosing': (model, history) => {
    expect(pageAfter(history).boardState).toBe('choosing');
    expect(fake.loadLeaderboard.pending()).toHaveLength(1);
    showing({ events: false, leaderboard: true, result: false, photos: false })(model, history);
  },
  // The standings that showed stay, not busy, while the table is read again.
  'ready.board.refreshing': (model, history) => {
    expect(pageAfter(history).boardState).toBe('refreshing');
    expect(fake.loadLeaderboard.pending()).toHaveLength(1);
    expect(section('leaderboard').querySelector('[aria-busy="true"]')).toBeNull();
    ready(model, history);
  },
  'ready.closedEvents.shown': (_, history) => {
    expect(pageAfter(history).eventsRefresh).toBe(false);
    expect(fake.loadEvents.pending()).toHaveLength(0);
  },
  // The events and the result that showed stay while the venue's events are read again.
  'ready.closedEvents.refreshing': (_, history) => {
    expect(pageAfter(history).eventsRefresh).toBe(true);
    expect(fake.loadEvents.pending()).toHaveLength(1);
    expect(text(section('events'))).not.toContain('Loading events…');
  },
  failed: (model, history) => {
    if (!pageAfter(history).venue) {
      expect(screen.getByTestId('page-error').textContent).toBe('The venue could not be loaded.');
      return;
    }
    // Every loading flag is down: what arrived shows, the rest is empty.
    ready(model, history);
  },
  notFound: () => {
    expect(screen.getByTestId('not-found')).toBeTruthy();
  },
};

describe("the venue page: the model's paths on the page", () => {
  it.each(cases.map((c) => [nameOf(c), c] as const))('%s', async (_name, c) => {
    await replayPath(venuePageMachine, c, {
      render: renderVenue,
      events: EVENTS,
      fakes: {
        ...(fake as unknown as Record<string, FakeActor>),
        reloadLeaderboard: fake.loadLeaderboard as unknown as FakeActor,
        refreshLeaderboard: fake.loadLeaderboard as unknown as FakeActor,
        refreshEvents: fake.loadEvents as unknown as FakeActor,
      },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
