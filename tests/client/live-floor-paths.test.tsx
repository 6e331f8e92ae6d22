// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type EventObject, fromCallback, fromPromise, type InspectionEvent } from 'xstate';
import { type LiveFloorEvent, liveFloorMachine } from '../../machines/live-floor';
import { screenWakeLockMachine } from '../../machines/screen-wake-lock';
import { tournamentClockMachine } from '../../machines/tournament-clock';
import { FloorPanel } from '../../src/client/features/event/FloorPanel';
import { PlayerView } from '../../src/client/features/event/player-view-route';
import { liveScreenWakeLockMachine } from '../../src/client/features/event/screen-wake-lock';
import type { ClockStatus } from '../../src/shared/contract/clock';
import type { EventDetail } from '../../src/shared/contract/event-detail';
import type { MySeat, PublicFloor } from '../../src/shared/contract/floor';
import {
  type AnySnapshot,
  type Coverage,
  createCoverage,
  fakeActor,
  generatePathCases,
  NOT_OFFERED,
  type PathStep,
  replayPath,
} from '../support/path-harness';
import { renderInMantine } from '../support/render-flow';
import { FLOORS, type FloorName, MINE } from './live-floor-fixtures';

const inspector = vi.hoisted(() => ({ current: undefined as ((e: InspectionEvent) => void) | undefined }));
vi.mock('../../src/client/components/inspector', () => ({
  inspectOptions: () => ({ inspect: (e: InspectionEvent) => inspector.current?.(e) }),
}));

type Outcome = EventObject & { output?: unknown; error?: unknown };
const PUSHED: FloorName[] = ['older', 'moved', 'busted'];

/**
 * The model's events: a push of an older floor than the first load's, of the floor after Ann's move and of the
 * floor after her bust-out; the hub joining (again); the player dismissing the notice (only while shown); the
 * two calls' answers while they are on their way.
 */
function eventsFor(snapshot: AnySnapshot): EventObject[] {
  const events: Outcome[] = PUSHED.map((name) => ({ type: 'floor.received', floor: FLOORS[name] }));
  events.push({ type: 'hub.connected' });
  if (snapshot.matches({ notice: 'shown' })) events.push({ type: 'notice.dismiss' });
  if ('loadFloor' in snapshot.children)
    events.push(
      { type: 'xstate.done.actor.loadFloor', output: FLOORS.loaded },
      { type: 'xstate.error.actor.loadFloor', error: new Error('offline') },
    );
  if ('loadMySeat' in snapshot.children)
    events.push(
      { type: 'xstate.done.actor.loadMySeat', output: MINE },
      { type: 'xstate.error.actor.loadMySeat', error: new Error('offline') },
    );
  return events;
}

const cases = generatePathCases(liveFloorMachine, {
  inputs: {
    'a signed-in player': { eventId: 5, signedIn: true },
    'a visitor': { eventId: 5, signedIn: false },
  },
  events: eventsFor,
});

// ---- The oracle, from the fixtures' literal facts: which floor shows, what Ann's phone says. ----

/** Per floor: Ann's latest move's command (at) in its recent moves, and whether she sits at Table 1, Seat 4. */
const ANN_LATEST_AT: Record<number, number> = { 2: 2, 3: 2, 5: 5, 6: 5 };
const ANN_AT_NEW_SEAT: Record<number, boolean> = { 2: false, 3: false, 5: true, 6: false };

function expectedAfter(history: readonly PathStep[]) {
  let shown: PublicFloor | null = null;
  let ticketKnown = false;
  let seen: number | null = null;
  let notice = false;
  const take = (floor: PublicFloor) => {
    if (shown && floor.version <= shown.version) return;
    shown = floor;
    if (!ticketKnown) return;
    const latest = ANN_LATEST_AT[floor.version] as number;
    if (seen !== null && latest > seen) notice = true;
    if (!ANN_AT_NEW_SEAT[floor.version]) notice = false;
    seen = latest;
  };
  for (const { event } of history) {
    if (event.type === 'floor.received') take((event as unknown as { floor: PublicFloor }).floor);
    if (event.type === 'xstate.done.actor.loadFloor') take((event as Outcome).output as PublicFloor);
    if (event.type === 'xstate.done.actor.loadMySeat') {
      ticketKnown = true;
      seen = shown ? (ANN_LATEST_AT[(shown as PublicFloor).version] as number) : null;
    }
    if (event.type === 'notice.dismiss') notice = false;
  }
  return { shown: shown as PublicFloor | null, ticketKnown, notice };
}

/** What each floor shows, literally. */
const FIGURES: Record<
  number,
  { left: string; entries: string; extras: string; pool: string; payouts: string[] }
> = {
  2: {
    left: '9',
    entries: '20',
    extras: '2 re-entries, 3 rebuys, 4 add-ons',
    pool: '$2,900',
    payouts: ['1st$1,500', '2nd$900', '3rd$500'],
  },
  3: {
    left: '4',
    entries: '20',
    extras: '2 re-entries, 3 rebuys, 4 add-ons',
    pool: '$2,900',
    payouts: ['1st$1,500', '2nd$900', '3rd$500'],
  },
  5: {
    left: '4',
    entries: '20',
    extras: '2 re-entries, 3 rebuys, 4 add-ons',
    pool: '$2,900',
    payouts: ['1st$1,500', '2nd$900', '3rd$500'],
  },
  6: {
    left: '3',
    entries: '20',
    extras: '2 re-entries, 3 rebuys, 4 add-ons',
    pool: '$2,900',
    payouts: ['1st$1,500', '2nd$900', '3rd$500'],
  },
};
const ANN_SAYS: Record<number, string> = {
  2: 'Table 3, Seat 1',
  3: 'Table 2, Seat 7',
  5: 'Table 1, Seat 4',
  6: 'You are out',
};
const MOVES: Record<number, string[]> = {
  2: ['Ann Lee: Table 3, Seat 1 to Table 2, Seat 7 (table broken)'],
  3: ['Ann Lee: Table 3, Seat 1 to Table 2, Seat 7 (table broken)'],
  5: [
    'Ann Lee: Table 2, Seat 7 to Table 1, Seat 4 (balancing)',
    'Ann Lee: Table 3, Seat 1 to Table 2, Seat 7 (table broken)',
  ],
  6: [
    'Ann Lee: Table 2, Seat 7 to Table 1, Seat 4 (balancing)',
    'Ann Lee: Table 3, Seat 1 to Table 2, Seat 7 (table broken)',
  ],
};
const TABLES: Record<number, string[]> = {
  2: ['Table 31 player1 Ann Lee'],
  3: ['Table 12 players2 Cat Wu · 5 Bob Ng', 'Table 22 players3 Dee Roe · 7 Ann Lee'],
  5: ['Table 13 players2 Cat Wu · 4 Ann Lee · 5 Bob Ng', 'Table 21 player3 Dee Roe'],
  6: ['Table 12 players2 Cat Wu · 5 Bob Ng', 'Table 21 player3 Dee Roe'],
};

// ---- The fakes ----

let loadFloor = fakeActor<PublicFloor, number>('loadFloor');
let loadMySeat = fakeActor<MySeat, number>('loadMySeat');
let hubSessions: { sendBack: (e: LiveFloorEvent) => void; eventId: number; open: boolean }[] = [];
const coverage = createCoverage(liveFloorMachine);

beforeEach(() => {
  loadFloor = fakeActor<PublicFloor, number>('loadFloor');
  loadMySeat = fakeActor<MySeat, number>('loadMySeat');
  hubSessions = [];
});

const openSession = () => {
  const session = hubSessions.at(-1);
  expect(session?.open, 'no hub session is open').toBe(true);
  return session as (typeof hubSessions)[number];
};

const logic = () =>
  liveFloorMachine.provide({
    actors: {
      loadFloor: loadFloor.logic,
      loadMySeat: loadMySeat.logic,
      hub: fromCallback<LiveFloorEvent, number>(({ sendBack, input }) => {
        const session = { sendBack, eventId: input, open: true };
        hubSessions.push(session);
        return () => {
          session.open = false;
        };
      }),
    },
  });

// ---- The per-state table ----

const panel = () => screen.queryByTestId('floor-panel');

function expectFloor(history: readonly PathStep[]) {
  const { shown } = expectedAfter(history);
  if (!shown) {
    expect(panel(), 'no floor yet: no panel').toBeNull();
    return;
  }
  const p = panel() as HTMLElement;
  const figures = FIGURES[shown.version];
  const text = (id: string) => within(p).getByTestId(id).textContent;
  expect(text('floor-players-left')).toBe(figures?.left);
  expect(text('floor-entries')).toBe(figures?.entries);
  expect(within(p).getByText(figures?.extras as string)).toBeTruthy();
  expect(text('floor-prize-pool')).toBe(figures?.pool);
  const payoutRows = within(within(p).getByTestId('floor-payouts')).getAllByRole('row');
  expect(payoutRows.slice(1).map((r) => r.textContent)).toEqual(figures?.payouts);
  const moves = within(within(p).getByTestId('floor-moves')).getAllByRole('listitem');
  expect(moves.map((m) => m.textContent)).toEqual(MOVES[shown.version]);
  const tables = within(within(p).getByTestId('floor-tables')).getAllByText(/^Table \d+$/);
  expect(tables.map((t) => t.closest('.mantine-Paper-root')?.textContent)).toEqual(TABLES[shown.version]);
}

function expectRequests(history: readonly PathStep[], signedIn: boolean) {
  const joins = history.filter((s) => s.event.type === 'hub.connected').length;
  expect(loadFloor.inputs()).toEqual(Array(1 + joins).fill(5));
  expect(loadMySeat.inputs()).toEqual(signedIn ? [5] : []);
  expect(hubSessions.map((s) => [s.eventId, s.open])).toEqual([[5, true]]);
}

const mySeatText = () =>
  panel() ? within(panel() as HTMLElement).queryByTestId('my-seat')?.textContent : null;

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  'floor.loading': (_, history) => {
    expectFloor(history);
    if (panel()) expect(panel()?.getAttribute('aria-busy')).toBe('true');
  },
  'floor.shown': (_, history) => {
    expectFloor(history);
    expect(panel()?.getAttribute('aria-busy')).toBe('false');
  },
  'floor.failed': (_, history) => {
    expect(expectedAfter(history).shown).toBeNull();
    expect(panel()).toBeNull();
  },
  'me.visitor': (_, history) => {
    expect(mySeatText() ?? null).toBeNull();
    expectRequests(history, false);
  },
  'me.loading': (_, history) => {
    expect(mySeatText() ?? null).toBeNull();
    expectRequests(history, true);
  },
  'me.known': (_, history) => {
    const { shown } = expectedAfter(history);
    expect(mySeatText() ?? null).toBe(shown ? ANN_SAYS[shown.version] : null);
    if (shown?.version === 6)
      expect(within(panel() as HTMLElement).getByText('Thanks for playing.')).toBeTruthy();
    expectRequests(history, true);
  },
  'me.unknown': (_, history) => {
    expect(mySeatText() ?? null).toBeNull();
    expectRequests(history, true);
  },
  'notice.hidden': (_, history) => {
    expect(expectedAfter(history).notice).toBe(false);
    expect(screen.queryByTestId('move-notice')).toBeNull();
  },
  'notice.shown': (_, history) => {
    expect(expectedAfter(history).notice).toBe(true);
    const notice = screen.getByRole('alert');
    expect(within(notice).getByText('Move to Table 1, Seat 4')).toBeTruthy();
    expect(within(notice).getByText('From Table 2, Seat 7 (balancing)')).toBeTruthy();
  },
};

function render(input: unknown, inspect: Coverage['inspect']): () => AnyActorRef {
  let actor: AnyActorRef | undefined;
  inspector.current = (event) => {
    if (event.type === '@xstate.actor' && !(event.actorRef as unknown as { _parent?: unknown })._parent)
      actor = event.actorRef as AnyActorRef;
    inspect(event);
  };
  const { signedIn } = input as { signedIn: boolean };
  renderInMantine(
    <MemoryRouter>
      <FloorPanel eventId={5} signedIn={signedIn} logic={logic()} />
    </MemoryRouter>,
  );
  return () => actor as AnyActorRef;
}

describe("the floor: the model's paths on the event page's floor panel", () => {
  it.each(
    cases.map((c) => [c.name.replaceAll(/\{"eventId":5,"version":(\d+).*?\}(?= |$)/g, 'v$1'), c] as const),
  )('%s', async (_name, c) => {
    await replayPath(liveFloorMachine, c, {
      render,
      events: {
        'floor.received': (event) => openSession().sendBack(event as LiveFloorEvent),
        'hub.connected': () => openSession().sendBack({ type: 'hub.connected' }),
        'notice.dismiss': () => {
          const button = screen.queryByRole('button', { name: 'Got it' });
          if (!button) return NOT_OFFERED;
          fireEvent.click(button);
        },
      },
      fakes: { loadFloor, loadMySeat },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});

describe('the floor panel, told apart by hand', () => {
  it('shows nothing before the director enters anyone, and the deal with the payouts once one is made', async () => {
    render({ signedIn: false }, () => {});
    await act(async () => {
      loadFloor.settle({ type: 'xstate.done.actor.loadFloor', output: { ...FLOORS.loaded, entries: 0 } });
    });
    expect(panel()).toBeNull();
    await act(async () => openSession().sendBack({ type: 'floor.received', floor: FLOORS.deal }));
    const deal = within(panel() as HTMLElement).getByTestId('floor-deal');
    expect(within(deal).getByText('Deal agreed (ICM): places stay as played')).toBeTruthy();
    expect(
      within(deal)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['PlayerChipsTakes', 'Bob Ng60,000$1,310', 'Cat Wu40,000$1,090']);
  });

  it('a move of Ann’s already made when her page opened is where she sits, not news', async () => {
    render({ signedIn: true }, () => {});
    await act(async () => {
      loadFloor.settle({ type: 'xstate.done.actor.loadFloor', output: FLOORS.moved });
      loadMySeat.settle({ type: 'xstate.done.actor.loadMySeat', output: MINE });
    });
    expect(mySeatText()).toBe('Table 1, Seat 4');
    expect(screen.queryByRole('alert')).toBeNull();
    // The same move pushed again (another command's floor) is not news either.
    await act(async () =>
      openSession().sendBack({ type: 'floor.received', floor: { ...FLOORS.moved, version: 9 } }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

// ---- The TV view: the floor, the paused state, the chip race and the screen wake lock ----

/** 25/50, 50/100, a break, 100/200, 200/400, a break, 300/600: the first break races off the 25s, the second nothing. */
const TV_EVENT = {
  id: 5,
  title: 'The Emu Hotel',
  gameType: 'League',
  startTime: '19:00',
  dateTime: '2026-11-22T08:00:00.000Z',
  rego: '18:30',
  lateRego: null,
  stateId: 1,
  blindStructures: [
    blindRow(1, 25, 50),
    blindRow(2, 50, 100),
    { ...blindRow(2, 0, 0), breakRow: true, breakLength: 10 },
    blindRow(3, 100, 200),
    blindRow(4, 200, 400),
    { ...blindRow(4, 0, 0), breakRow: true, breakLength: 10 },
    blindRow(5, 300, 600),
  ],
} as unknown as EventDetail;

function blindRow(roundNumber: number, smallBlind: number, bigBlind: number) {
  return { roundNumber, blindStartTime: '', smallBlind, bigBlind, ante: 0, breakRow: false, breakLength: 0 };
}

const clockAt = (runStatus: number, currentRound: number, isRound: boolean): ClockStatus => ({
  eventId: 5,
  runStatus,
  runStatusName: '',
  currentRound,
  isRound,
  remainingSeconds: 300,
  triggeredDateTime: '2026-11-22T08:00:00.000Z',
  currentBlind: isRound ? '100/200' : 'Break',
  nextBlind: '200/400',
  ante: '0',
  currentBlindStructure: null,
  blindStructureList: [],
  lateRegistrationDateTime: null,
  totalPlayers: 20,
  playersRemaining: 4,
  entries: 20,
  reEntries: 2,
  startStack: 10000,
  averageChip: 55000,
  alternateClockMessage: isRound ? null : 'Break - 5 minute(s)',
  prizePool: 2900,
  prizeStructureList: {},
});

const clockShowing = (status: ClockStatus) =>
  tournamentClockMachine.provide({
    actors: {
      loadStatus: fromPromise<ClockStatus, number>(async () => status),
      ticker: fromCallback(() => () => {}),
      hub: fromCallback(() => () => {}),
    },
  });
const noWakeLock = screenWakeLockMachine.provide({ actors: { wakeLock: fromCallback(() => () => {}) } });

async function renderTv(status: ClockStatus, screenLogic = noWakeLock) {
  inspector.current = undefined;
  await act(async () => {
    renderInMantine(
      <MemoryRouter>
        <PlayerView
          event={TV_EVENT}
          logic={clockShowing(status)}
          floorLogic={logic()}
          screenLogic={screenLogic}
        />
      </MemoryRouter>,
    );
  });
  return screen.getByTestId('player-view');
}

describe('the TV view', () => {
  it('shows the latest five moves and the payouts from the pushes, ignoring an older one', async () => {
    const tv = await renderTv(clockAt(2, 3, true));
    expect(within(tv).queryByTestId('tv-floor')).toBeNull();
    const sixMoves = [0, 1, 2, 3, 4, 5].map((i) => ({
      name: `Player ${i + 1}`,
      ticket: null,
      from: { table: 3, seat: i + 1 },
      to: { table: 1, seat: i + 2 },
      reason: 'break' as const,
      at: 7,
    }));
    await act(async () => {
      loadFloor.settle({ type: 'xstate.done.actor.loadFloor', output: FLOORS.moved });
    });
    await act(async () =>
      openSession().sendBack({
        type: 'floor.received',
        floor: { ...FLOORS.moved, version: 7, recentMoves: sixMoves },
      }),
    );
    await act(async () => openSession().sendBack({ type: 'floor.received', floor: FLOORS.busted }));
    const moves = within(within(tv).getByTestId('tv-moves')).getAllByRole('listitem');
    expect(moves.map((m) => m.textContent)).toEqual([
      'Player 1 to Table 1, Seat 2',
      'Player 2 to Table 1, Seat 3',
      'Player 3 to Table 1, Seat 4',
      'Player 4 to Table 1, Seat 5',
      'Player 5 to Table 1, Seat 6',
    ]);
    expect(within(tv).getByText('Payouts · $2,900')).toBeTruthy();
    expect(
      within(within(tv).getByTestId('tv-payouts'))
        .getAllByText(/^\d/)
        .map((p) => p.textContent),
    ).toEqual(['1st $1,500', '2nd $900', '3rd $500']);
    await act(async () => openSession().sendBack({ type: 'floor.received', floor: FLOORS.deal }));
    expect(within(tv).getByText('Deal (ICM)')).toBeTruthy();
    expect(within(tv).getByText('Bob Ng $1,310')).toBeTruthy();
  });

  it.each([
    ['running', 2, 'Level 3', null],
    ['paused', 3, 'Level 3', 'Paused'],
  ])('says when the clock is %s', async (_name, runStatus, level, label) => {
    const tv = await renderTv(clockAt(runStatus, 3, true));
    expect(within(tv).getByTestId('player-level').textContent).toBe(level);
    expect(within(tv).getByTestId('player-countdown').textContent).toBe('05:00');
    expect(within(tv).queryByTestId('paused')?.textContent ?? null).toBe(label);
  });

  it.each([
    [
      'the break after level 2 (every blind on a multiple of 100)',
      2,
      false,
      'Colour up: race off the 25 chips',
    ],
    ['the break after level 4 (300/600 still needs the 100s)', 4, false, null],
    ['level 3 itself', 3, true, null],
    ['level 2 itself', 2, true, null],
  ])('at %s says the chip race or nothing', async (_name, round, isRound, text) => {
    const tv = await renderTv(clockAt(2, round, isRound));
    expect(within(tv).queryByTestId('colour-up')?.textContent ?? null).toBe(text);
  });

  it('keeps the screen awake while visible, asking again each time the page comes back', async () => {
    const requests: string[] = [];
    const sentinels: EventTarget[] = [];
    let visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(
      () => visibility as DocumentVisibilityState,
    );
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async (type: string) => {
          requests.push(type);
          const sentinel = Object.assign(new EventTarget(), { release: async () => {} });
          sentinels.push(sentinel);
          return sentinel;
        },
      },
    });
    try {
      const tv = await renderTv(clockAt(2, 3, true), liveScreenWakeLockMachine);
      expect(requests).toEqual(['screen']);
      expect(tv.getAttribute('data-wake-lock')).toBe('held');
      // The browser lets the lock go when the page is hidden; nothing is asked while hidden.
      visibility = 'hidden';
      await act(async () => {
        sentinels[0]?.dispatchEvent(new Event('release'));
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(tv.getAttribute('data-wake-lock')).toBe('released');
      expect(requests).toEqual(['screen']);
      visibility = 'visible';
      await act(async () => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(requests).toEqual(['screen', 'screen']);
      expect(tv.getAttribute('data-wake-lock')).toBe('held');
    } finally {
      Reflect.deleteProperty(navigator, 'wakeLock');
      vi.restoreAllMocks();
    }
  });

  it('does without a wake lock where the browser has none', async () => {
    expect('wakeLock' in navigator).toBe(false);
    const tv = await renderTv(clockAt(2, 3, true), liveScreenWakeLockMachine);
    expect(tv.getAttribute('data-wake-lock')).toBe('unsupported');
  });
});
