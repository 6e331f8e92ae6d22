// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type EventObject, fromCallback, fromPromise, type InspectionEvent } from 'xstate';
import { type EventPageEvent, eventPageMachine } from '../../machines/event-page';
import { eventResultsMachine } from '../../machines/event-results';
import { favouritesMachine } from '../../machines/favourites';
import { FavouritesContext } from '../../src/client/components/favourites/favourites-context';
import { NO_RESULT_TEXT } from '../../src/client/components/ResultTable';
import { EventPage } from '../../src/client/features/event/event-route';
import { favouriteChangesOf } from '../../src/client/features/event/live-event-page';
import type { Photo } from '../../src/shared/contract/content';
import type { EventDetail, EventResult } from '../../src/shared/contract/event-detail';
import type { LeaderboardRow } from '../../src/shared/contract/leaderboard';
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
vi.mock('../../src/client/components/member', () => ({ useMember: () => ({ id: 1, role: 'member' }) }));

const EVENT = {
  id: 5,
  title: 'The Emu Hotel',
  description: '',
  startTime: '19:00',
  dateTime: '2026-11-22T08:00:00.000Z',
  type: 'Home',
  typeId: 2,
  gameType: 'League',
  brandName: 'APL',
  isSpecialEvent: false,
  isFavourite: false,
  eventStatusId: 1,
  buyInAmount: 0,
  buyInDescription: null,
  takeHomeAmount: 0,
  totalPTCredit: 0,
  ptcRedeemable: true,
  creditCardRedeemable: false,
  goingCount: 0,
  stateId: 1,
  regionId: 3,
  seasonId: 4,
  dayId: 11,
  gameScoreboardId: 21,
  rego: '18:30',
  lateRego: null,
  startingStack: null,
  rebuyInFee: null,
  reEntryLabel: null,
  addons: null,
  blindStructures: [],
  canShowTournamentClock: false,
  relatedEvents: [{ id: 5, dateTime: '2026-11-22T08:00:00.000Z', startTime: '19:00' }],
  venue: {
    id: 8,
    title: 'The Local',
    address: '1 Main St',
    suburb: 'Carlton',
    latitude: -37.8,
    longitude: 144.96,
    friendlyUrlSlug: 'the-local',
    regionId: 3,
    stateId: 1,
  },
} as unknown as EventDetail;
/** The event as the server answers it once the director has closed it. */
const CLOSED_EVENT = { ...EVENT, eventStatusId: 2 } as EventDetail;
/** Before registration closes (18:30 in Melbourne on the event's day): the page offers a ticket. */
const NOW = new Date('2026-11-22T06:00:00.000Z');
/** Another game saved or unsaved elsewhere on the site while the page is open. */
const OTHER_EVENT = 99;

const row = (rank: number, name: string): LeaderboardRow => ({
  id: rank,
  rank,
  name,
  customerGuid: `guid-${rank}`,
  avatar: '',
  pts: 100 - rank,
  played: 3,
  ft: 1,
  won: 0,
  winnings: 0,
  totalPrizeMoney: 0,
});
const BOARD = [row(1, 'Ada Lovelace'), row(2, 'Grace Hopper')];
/** The scoreboard's table read again after a game that counts in it closed. */
const NEW_BOARD = [row(1, 'Grace Hopper'), row(2, 'Ada Lovelace'), row(3, 'Alan Turing')];

/** The event's result before and after the director closes it: its finishing order. */
const FINISHING_ORDER = ['Grace Hopper', 'Alan Turing', 'Ada Lovelace'];
const OPEN_RESULT: EventResult = {
  id: EVENT.id,
  dateTime: EVENT.dateTime,
  startTime: '19:00',
  closed: false,
  rows: [],
};
const CLOSED_RESULT: EventResult = {
  ...OPEN_RESULT,
  closed: true,
  rows: FINISHING_ORDER.map((playerName, i) => ({
    place: i + 1,
    playerName,
    customerGuid: `guid-${i + 1}`,
    pointsValue: 30 - i * 10,
    cash: 0,
    ptc: 0,
    gamePrizeMoney: 0,
  })),
};

/** The hub's pushes: this event closed; another game on its scoreboard closed; a game elsewhere closed. */
const closed = (update: Partial<StandingsUpdate>) => ({
  type: 'standings.changed' as const,
  eventId: EVENT.id,
  venueId: 8,
  regionId: 3,
  stateId: 1,
  seasonId: 4,
  gameScoreboardId: 21,
  ...update,
});
const PUSHES = [
  closed({}),
  closed({ eventId: 6 }),
  closed({ eventId: 99, venueId: 99, regionId: 5, stateId: 2, gameScoreboardId: 77 }),
];
const countsOnBoard = (e: EventObject) =>
  e.type === 'standings.changed' &&
  (e as Outcome).gameScoreboardId === EVENT.gameScoreboardId &&
  (e as Outcome).seasonId === EVENT.seasonId;
const photo = (id: number): Photo => ({
  id,
  venueName: 'The Local',
  eventName: `Night ${id}`,
  largePhotoUrl: `/l/${id}.jpg`,
  mediumPhotoUrl: `/m/${id}.jpg`,
  players: [],
});
/** Fourteen photos: twelve on page 1, two on page 2. */
const PHOTOS = Array.from({ length: 14 }, (_, i) => photo(i + 1));

type Outcome = EventObject & {
  output?: unknown;
  error?: unknown;
  eventId?: number;
  isFavourite?: boolean;
  page?: number;
  gameScoreboardId?: number | null;
  seasonId?: number | null;
};
const isFavouriteOf = (s: AnySnapshot) => (s.context as { isFavourite: boolean }).isFavourite;
const isOpenIn = (s: AnySnapshot) => (s.context as { event: EventDetail }).event.eventStatusId === 1;

/**
 * The model's events: a saved favourite change for this event (the heart flips the current state, so only
 * that change is offered) and for another event; the photo pages; the hub's pushes; the server's answers.
 */
function eventsFor(snapshot: AnySnapshot): Outcome[] {
  const events: Outcome[] = [
    // The heart shows only while the event is open.
    ...(isOpenIn(snapshot)
      ? [{ type: 'favourite.changed', eventId: EVENT.id, isFavourite: !isFavouriteOf(snapshot) }]
      : []),
    { type: 'favourite.changed', eventId: OTHER_EVENT, isFavourite: true },
    { type: 'photos.page', page: 2 },
    { type: 'photos.page', page: 1 },
    // A page past the last: the view has no such button.
    { type: 'photos.page', page: 3 },
    // The photos and the heart take no push: offered while the photos load and the heart is off, pushes
    // reach every leaderboard state without repeating each move for every photo page and heart.
    ...(snapshot.matches({ photos: 'loading' }) && !isFavouriteOf(snapshot) ? PUSHES : []),
  ];
  if ('loadLeaderboard' in snapshot.children)
    events.push(
      { type: 'xstate.done.actor.loadLeaderboard', output: BOARD },
      { type: 'xstate.done.actor.loadLeaderboard', output: [] },
      { type: 'xstate.error.actor.loadLeaderboard', error: new Error('offline') },
    );
  if ('refreshLeaderboard' in snapshot.children)
    events.push(
      { type: 'xstate.done.actor.refreshLeaderboard', output: NEW_BOARD },
      { type: 'xstate.error.actor.refreshLeaderboard', error: new Error('offline') },
    );
  if ('loadEvent' in snapshot.children)
    events.push(
      { type: 'xstate.done.actor.loadEvent', output: CLOSED_EVENT },
      { type: 'xstate.error.actor.loadEvent', error: new Error('offline') },
    );
  if ('loadPhotos' in snapshot.children)
    events.push(
      { type: 'xstate.done.actor.loadPhotos', output: PHOTOS },
      { type: 'xstate.done.actor.loadPhotos', output: [] },
      { type: 'xstate.error.actor.loadPhotos', error: new Error('offline') },
    );
  return events;
}
const INPUT = {
  event: EVENT,
  eventId: EVENT.id,
  isFavourite: EVENT.isFavourite,
  sessionIds: [EVENT.id],
  seasonId: EVENT.seasonId,
  gameScoreboardId: EVENT.gameScoreboardId,
};
const cases = generatePathCases(eventPageMachine, {
  inputs: {
    'an event': INPUT,
    'a saved event': { ...INPUT, event: { ...EVENT, isFavourite: true }, isFavourite: true },
  },
  events: eventsFor as never,
  // The photo page counts as a different state only where it shows.
  stateKey: (s) =>
    JSON.stringify([s.value, isFavouriteOf(s), isOpenIn(s), s.matches({ photos: 'shown' }) && s.context]),
});
const nameOf = (c: PathCase) =>
  c.name
    .replaceAll(JSON.stringify({ output: BOARD }), 'board')
    .replaceAll(JSON.stringify({ output: NEW_BOARD }), 'new board')
    .replaceAll(JSON.stringify({ output: PHOTOS }), '14 photos')
    .replaceAll(/"venueId":\d+,"regionId":\d+,"stateId":\d+,/g, '');

// ---- The oracle ----

function answerOf(history: readonly PathStep[], id: string) {
  const step = history.find((s) => new RegExp(`^xstate\\.(done|error)\\.actor\\.${id}$`).test(s.event.type));
  if (!step) return 'waiting';
  return step.event.type.startsWith('xstate.error')
    ? 'failed'
    : ((step.event as Outcome).output as unknown[]);
}
/**
 * The leaderboard from the path's answers and pushes: a push that counts on the event's scoreboard reads the
 * table again (the rows showing stay meanwhile, and stay when that fails); after a failed first load it
 * loads the table as the page did.
 */
function leaderboardOf(history: readonly PathStep[]) {
  let state = 'loading' as 'loading' | 'shown' | 'refreshing' | 'failed';
  let rows: LeaderboardRow[] = [];
  let calls = 1;
  for (const { event } of history) {
    const e = event as Outcome;
    if (countsOnBoard(e)) {
      calls++;
      state = state === 'shown' || state === 'refreshing' ? 'refreshing' : 'loading';
    }
    if (e.type === 'xstate.done.actor.loadLeaderboard' || e.type === 'xstate.done.actor.refreshLeaderboard') {
      rows = e.output as LeaderboardRow[];
      state = 'shown';
    }
    if (e.type === 'xstate.error.actor.loadLeaderboard') {
      rows = [];
      state = 'failed';
    }
    if (e.type === 'xstate.error.actor.refreshLeaderboard') state = 'shown';
  }
  return { state, rows, calls: Array<number>(calls).fill(EVENT.id) };
}
/** Pushes saying this event closed: each reads its result again. */
const closings = (history: readonly PathStep[]) =>
  history.filter((s) => s.event.type === 'standings.changed' && (s.event as Outcome).eventId === EVENT.id)
    .length;
/**
 * The event as the page shows it: read again when a push says it closed (unless a read is already under
 * way); the closed event once that read answers, the event as loaded if it fails.
 */
function eventOf(history: readonly PathStep[]) {
  let reading = false;
  let closed = false;
  let reads = 0;
  for (const { event } of history) {
    const e = event as Outcome;
    if (e.type === 'standings.changed' && e.eventId === EVENT.id && !reading) {
      reading = true;
      reads++;
    }
    if (e.type === 'xstate.done.actor.loadEvent') closed = true;
    if (e.type.startsWith('xstate.') && e.type.endsWith('.actor.loadEvent')) reading = false;
  }
  return { reading, closed, reads: Array<number>(reads).fill(EVENT.id) };
}
/** Whether the member had saved the event when the page loaded (the path's input). */
let savedAtLoad = false;
const heartIsOn = (history: readonly PathStep[]) =>
  history.reduce(
    (on, { event }) =>
      event.type === 'favourite.changed' && (event as Outcome).eventId === EVENT.id ? !on : on,
    savedAtLoad,
  );
/** The photo page asked last while the photos were showing (clicks before that have no pages to click). */
function photoPageOf(history: readonly PathStep[]) {
  let page = 1;
  let pages = 0;
  for (const { event } of history) {
    if (event.type === 'xstate.done.actor.loadPhotos')
      pages = ((event as Outcome).output as Photo[]).length > 12 ? 2 : 1;
    const asked = (event as Outcome).page ?? 0;
    if (event.type === 'photos.page' && asked <= pages) page = asked;
  }
  return page;
}

// ---- Fakes ----

let leaderboard = fakeActor<LeaderboardRow[]>('loadLeaderboard');
let photos = fakeActor<Photo[]>('loadPhotos');
let eventReads = fakeActor<EventDetail>('loadEvent');
let saves = fakeActor<void>('saveFavourite');
let favourites: AnyActorRef;
/** The hub as the page follows it: the push a path makes goes through here. */
let hubPush: ((event: EventObject) => void) | null = null;
/** The server's side of the event: closed once the director has closed it; results read, in order. */
let closedOnServer = false;
let resultReads: number[] = [];
const coverage = createCoverage(eventPageMachine);

beforeAll(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  // A desktop: every section shows at once.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
beforeEach(() => {
  leaderboard = fakeActor<LeaderboardRow[]>('loadLeaderboard');
  photos = fakeActor<Photo[]>('loadPhotos');
  eventReads = fakeActor<EventDetail>('loadEvent');
  saves = fakeActor<void>('saveFavourite');
  hubPush = null;
  closedOnServer = false;
  resultReads = [];
});

function renderPage(input: unknown, inspect: Coverage['inspect']): () => AnyActorRef {
  savedAtLoad = (input as typeof INPUT).isFavourite;
  const event = { ...EVENT, isFavourite: savedAtLoad };
  let page: AnyActorRef | undefined;
  inspector.current = (event) => {
    const logic = (event.actorRef as unknown as { logic?: { id?: string } }).logic;
    if (event.type === '@xstate.actor' && logic?.id === 'eventPage') page = event.actorRef as AnyActorRef;
    inspect(event);
  };
  function Page() {
    favourites = FavouritesContext.useActorRef();
    const logic = eventPageMachine.provide({
      actors: {
        loadLeaderboard: leaderboard.logic as never,
        loadPhotos: photos.logic as never,
        loadEvent: eventReads.logic as never,
        favouriteChanges: favouriteChangesOf(favourites as never),
        watchStandings: fromCallback(({ sendBack }) => {
          hubPush = sendBack;
          return () => {
            hubPush = null;
          };
        }),
        // The server answers the results at once: open until the director closes the event.
        results: eventResultsMachine.provide({
          actors: {
            loadResult: fromPromise<EventResult, number>(async ({ input }) => {
              resultReads.push(input);
              return closedOnServer ? CLOSED_RESULT : OPEN_RESULT;
            }),
          },
        }),
      },
    });
    return <EventPage event={event} logic={logic} isDirector={false} />;
  }
  renderInMantine(
    <MemoryRouter>
      <FavouritesContext.Provider
        logic={favouritesMachine.provide({
          actors: {
            saveFavourite: saves.logic as never,
            listFavourites: fromPromise(() => new Promise(() => {})),
          },
        })}
        options={{ input: { isMember: true } }}
      >
        <Page />
      </FavouritesContext.Provider>
    </MemoryRouter>,
  );
  return () => page as AnyActorRef;
}

const heart = () =>
  [...document.querySelectorAll('button')].find((b) =>
    /^(Add|Remove) The Emu Hotel (to|from) My Poker Games$/.test(b.getAttribute('aria-label') ?? ''),
  ) as HTMLButtonElement;
/** The hero's Purchase Ticket: a link while registration is open, a disabled button once it is not. */
const purchase = () =>
  [...document.querySelectorAll('[data-testid="event-hero"] a, [data-testid="event-hero"] button')].find(
    (b) => b.textContent === 'Purchase Ticket',
  ) as HTMLElement;
const pageButton = (page: number) => {
  const pager = document.querySelector('[aria-label="Photo pages"]');
  return pager
    ? ([...pager.querySelectorAll('button')].find((b) => b.textContent === String(page)) ?? null)
    : null;
};
const SECTION_IDS: Record<string, string> = {
  Leaderboard: 'leaderboard',
  Results: 'results',
  'Photo Gallery': 'photos',
};
/** A page section by its heading (by id: role queries are too slow for a few thousand look-ups). */
const section = (name: string) =>
  document.querySelector(`section[aria-labelledby="section-${SECTION_IDS[name]}"]`) as HTMLElement;

const EVENTS: Record<string, (event: EventObject) => unknown> = {
  'favourite.changed': (event) => {
    const { eventId } = event as EventPageEvent & { eventId: number };
    if (eventId === EVENT.id) fireEvent.click(heart());
    // Another game's heart, elsewhere on the site.
    else favourites.send({ type: 'favourite.toggle', eventId, isFavourite: false });
    saves.settle({ type: 'xstate.done.actor.saveFavourite', output: undefined });
  },
  'photos.page': (event) => {
    const target = pageButton((event as Outcome).page as number);
    if (!target) return NOT_OFFERED;
    fireEvent.click(target);
  },
  'standings.changed': (event) => {
    expect(hubPush, 'the page follows the hub').not.toBeNull();
    if ((event as Outcome).eventId === EVENT.id) closedOnServer = true;
    act(() => hubPush?.(event));
  },
};

function expectHeartAndRequests(history: readonly PathStep[]) {
  expect(eventReads.inputs()).toEqual(eventOf(history).reads);
  if (eventOf(history).closed) {
    expect(heart()).toBeUndefined();
    expect(leaderboard.inputs()).toEqual(leaderboardOf(history).calls);
    expect(photos.inputs()).toEqual([EVENT.id]);
    return;
  }
  const on = heartIsOn(history);
  expect(heart().getAttribute('aria-pressed')).toBe(String(on));
  expect(heart().getAttribute('aria-label')).toBe(
    on ? 'Remove The Emu Hotel from My Poker Games' : 'Add The Emu Hotel to My Poker Games',
  );
  expect(leaderboard.inputs()).toEqual(leaderboardOf(history).calls);
  expect(photos.inputs()).toEqual([EVENT.id]);
}

const leaderboardShows = (history: readonly PathStep[]) => {
  expectHeartAndRequests(history);
  const { rows } = leaderboardOf(history);
  const table = within(section('Leaderboard')).queryByTestId('leaderboard-table');
  const names = table
    ? within(table)
        .queryAllByRole('link')
        .map((a) => a.textContent)
    : [];
  if (rows.length) {
    expect(names).toEqual(rows.map((r) => r.name));
    expect(within(section('Leaderboard')).getByTestId('leaderboard-table').getAttribute('aria-busy')).toBe(
      'false',
    );
  } else {
    expect(names).toEqual([]);
    expect(within(section('Leaderboard')).getByText('No Data')).toBeTruthy();
  }
};
const photosShow = (history: readonly PathStep[]) => {
  const answer = answerOf(history, 'loadPhotos');
  const alts = [...section('Photo Gallery').querySelectorAll('img')].map((i) => i.getAttribute('alt'));
  if (Array.isArray(answer) && answer.length) {
    const page = photoPageOf(history);
    const shown = page === 1 ? PHOTOS.slice(0, 12) : PHOTOS.slice(12);
    expect(alts).toEqual(shown.map((p) => `${p.eventName} at The Local`));
    expect(pageButton(page)?.hasAttribute('data-active')).toBe(true);
    expect(pageButton(3 - page)?.hasAttribute('data-active')).toBe(false);
  } else {
    expect(alts).toEqual([]);
    expect(within(section('Photo Gallery')).getByText('No photo yet')).toBeTruthy();
  }
};

/** The hero as a visitor sees it: open for tickets until the page learns the event closed. */
function expectHero(history: readonly PathStep[]) {
  const { closed } = eventOf(history);
  expect(purchase().tagName).toBe(closed ? 'BUTTON' : 'A');
  if (closed) expect((purchase() as HTMLButtonElement).disabled).toBe(true);
  expect(heart() === undefined).toBe(closed);
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  // The event as loaded, or as read again after it closed.
  'details.shown': (_, history) => {
    expect(eventOf(history).reading).toBe(false);
    expect(eventReads.pending()).toHaveLength(0);
    expectHero(history);
  },
  // Still the event as it was while it is read again.
  'details.reading': (_, history) => {
    expect(eventOf(history).reading).toBe(true);
    expect(eventReads.pending()).toHaveLength(1);
    expectHero(history);
  },
  'leaderboard.loading': (_, history) => {
    expect(leaderboardOf(history).state).toBe('loading');
    expectHeartAndRequests(history);
    const table = within(section('Leaderboard')).getByTestId('leaderboard-table');
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(leaderboard.pending()).toHaveLength(1);
  },
  'leaderboard.shown': (_, history) => {
    expect(leaderboardOf(history).state).toBe('shown');
    expect(leaderboard.pending()).toHaveLength(0);
    leaderboardShows(history);
  },
  // The rows that showed stay, not busy, while the table is read again.
  'leaderboard.refreshing': (_, history) => {
    expect(leaderboardOf(history).state).toBe('refreshing');
    expect(leaderboard.pending()).toHaveLength(1);
    leaderboardShows(history);
  },
  'leaderboard.failed': (_, history) => {
    expect(leaderboardOf(history).state).toBe('failed');
    leaderboardShows(history);
  },
  // Until the event closes its result is not out; the push that says it closed brings the finishing order.
  'sessionResults.following': (_, history) => {
    const results = section('Results');
    expect(resultReads).toEqual(Array<number>(1 + closings(history)).fill(EVENT.id));
    if (closings(history) === 0) {
      expect(within(results).getByText(NO_RESULT_TEXT)).toBeTruthy();
      return;
    }
    const players = [...results.querySelectorAll('[data-testid="result-table"] tbody tr')].map(
      (tr) => tr.querySelectorAll('td')[1]?.textContent,
    );
    expect(players).toEqual(FINISHING_ORDER);
  },
  'photos.loading': () => {
    expect(within(section('Photo Gallery')).getByText('Loading photos…')).toBeTruthy();
    expect(photos.pending()).toHaveLength(1);
  },
  'photos.shown': (_, history) => {
    expect(answerOf(history, 'loadPhotos')).not.toBe('failed');
    photosShow(history);
  },
  'photos.failed': (_, history) => {
    expect(answerOf(history, 'loadPhotos')).toBe('failed');
    photosShow(history);
  },
};

describe("the event page: the model's paths on the page", () => {
  it.each(cases.map((c) => [nameOf(c), c] as const))('%s', async (_name, c) => {
    await replayPath(eventPageMachine, c, {
      render: renderPage,
      events: EVENTS,
      fakes: {
        loadLeaderboard: leaderboard as unknown as FakeActor,
        refreshLeaderboard: leaderboard as unknown as FakeActor,
        loadPhotos: photos as unknown as FakeActor,
        loadEvent: eventReads as unknown as FakeActor,
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
