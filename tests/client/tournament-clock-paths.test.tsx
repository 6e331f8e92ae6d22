// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type EventObject, fromCallback, fromPromise, type InspectionEvent } from 'xstate';
import { liveFloorMachine } from '../../machines/live-floor';
import { screenWakeLockMachine } from '../../machines/screen-wake-lock';
import { type TournamentClockEvent, tournamentClockMachine } from '../../machines/tournament-clock';
import { ClockPanel } from '../../src/client/features/event/ClockPanel';
import { PlayerView } from '../../src/client/features/event/player-view-route';
import type { ClockStatus } from '../../src/shared/contract/clock';
import type { EventDetail } from '../../src/shared/contract/event-detail';
import type { MySeat, PublicFloor } from '../../src/shared/contract/floor';
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
  withDelayedEvents,
  withoutPrefixPaths,
} from '../support/path-harness';
import { renderInMantine } from '../support/render-flow';

// The views take the inspector from here; the tests hand it the coverage's observer.
const inspector = vi.hoisted(() => ({ current: undefined as ((e: InspectionEvent) => void) | undefined }));
vi.mock('../../src/client/components/inspector', () => ({
  inspectOptions: () => ({ inspect: (e: InspectionEvent) => inspector.current?.(e) }),
}));

/** 19:00 in Melbourne on Sunday 22 November 2026, rego 18:30: registration closes at 07:30 UTC. */
const EVENT = {
  id: 5,
  title: 'The Emu Hotel',
  gameType: 'League',
  startTime: '19:00',
  dateTime: '2026-11-22T08:00:00.000Z',
  rego: '18:30',
  lateRego: null,
  stateId: 1,
  eventStatusId: 1,
  ptcRedeemable: true,
  creditCardRedeemable: false,
  buyInAmount: 0,
  buyInDescription: null,
  blindStructures: [],
} as unknown as EventDetail;
/** The fixed clock: 18:00 in Melbourne, half an hour before registration closes. */
const NOW = new Date('2026-11-22T07:00:00.000Z');
const REGISTRATION_SECONDS = 30 * 60;

const clockStatus = (runStatus: number, currentRound: number, remainingSeconds: number): ClockStatus => ({
  eventId: 5,
  runStatus,
  runStatusName: '',
  currentRound,
  isRound: true,
  remainingSeconds,
  triggeredDateTime: '2026-11-22T08:00:00.000Z',
  currentBlind: `${currentRound * 25}/${currentRound * 50}`,
  nextBlind: '---',
  ante: '0',
  currentBlindStructure: null,
  blindStructureList: [
    { roundNumber: 1, roundLength: 900, breakLength: 0, formatBlind: '25/50', formatAnte: '0' },
    { roundNumber: 2, roundLength: 900, breakLength: 0, formatBlind: '50/100', formatAnte: '0' },
    { roundNumber: 3, roundLength: 900, breakLength: 0, formatBlind: '75/150', formatAnte: '0' },
  ],
  lateRegistrationDateTime: null,
  totalPlayers: 20 + currentRound,
  playersRemaining: 10 + remainingSeconds,
  entries: 20,
  reEntries: currentRound,
  startStack: 10000,
  averageChip: 16000,
  alternateClockMessage: null,
  prizePool: 0,
  prizeStructureList: {},
});
/** What the first load answers: round 1 running, 62 s left (two seconds before its last minute). */
const LOADED = clockStatus(2, 1, 62);
/** Pushes from the hub. */
const PUSHES = {
  levelTwo: clockStatus(2, 2, 45),
  paused: clockStatus(3, 1, 300),
  ended: clockStatus(5, 1, 900),
  scheduled: clockStatus(1, 1, 900),
};

type Outcome = EventObject & { output?: unknown; error?: unknown };
const status = (snapshot: AnySnapshot) => (snapshot.context as { status: ClockStatus | null }).status;

/**
 * The model's events, limited to what can happen to a live page, each limit explicit:
 * - the hub feed reports a drop only once it was live, and live again only after a drop (the page's one
 *   connection reconnects by itself; the clock only shows whether it is live);
 * - a second of countdown only while more than a minute is left in the round (two seconds at most per
 *   status); the countdown across levels and breaks is checked by the rule tests in tests/machines.
 */
function eventsFor(snapshot: AnySnapshot): EventObject[] {
  const events: Outcome[] = [{ type: 'sound.toggle' }];
  events.push(...Object.values(PUSHES).map((s) => ({ type: 'status.received', status: s })));
  events.push({ type: snapshot.matches({ hub: 'connected' }) ? 'hub.disconnected' : 'hub.connected' });
  const shown = status(snapshot);
  if (snapshot.matches({ clock: 'running' }) && shown && shown.remainingSeconds > 60)
    events.push({ type: 'tick' });
  if ('loadStatus' in snapshot.children) {
    events.push(
      { type: 'xstate.done.actor.loadStatus', output: LOADED },
      { type: 'xstate.error.actor.loadStatus', error: new Error('offline') },
    );
  }
  return events;
}
const delayed = withDelayedEvents(tournamentClockMachine, eventsFor);
const allCases = generatePathCases(tournamentClockMachine, {
  inputs: { 'an event': { eventId: 5 } },
  events: delayed,
  // The panel replays a subset: drop prefix paths after choosing it, or some of its paths would be lost.
  keepPrefixPaths: true,
});
const cases = withoutPrefixPaths(allCases);

/** Path names with the pushes by name rather than as JSON. */
const nameOf = (c: PathCase) =>
  Object.entries(PUSHES).reduce(
    (name, [label, pushed]) => name.replaceAll(JSON.stringify({ status: pushed }), label),
    c.name,
  );

// ---- The oracle: what the screen should show, from the fixtures and the steps alone. ----

interface Expected {
  status: ClockStatus | null;
  remaining: number;
  elapsedMs: number;
  cues: string[];
  loads: number;
}

const isRunning = (s: ClockStatus | null) => s?.runStatus === 2;

function expectedAfter(history: readonly PathStep[]): Expected {
  let t = 0;
  let shown: ClockStatus | null = null;
  let remaining = 0;
  let sound = false;
  let waitingSince = 0;
  let loads = 1;
  const cues: string[] = [];
  const show = (next: ClockStatus) => {
    if (shown && sound) {
      if (next.currentRound !== shown.currentRound) cues.push('level');
      else if (remaining > 60 && next.remainingSeconds <= 60) cues.push('minute');
    }
    shown = next;
    remaining = next.remainingSeconds;
  };
  const pass = (ms: number) => {
    expect(ms % 1000, 'the fake clock moves in whole seconds').toBe(0);
    for (let s = 0; s < ms / 1000; s++) {
      if (!isRunning(shown)) continue;
      expect(remaining, 'the oracle counts down within a round only').toBeGreaterThan(1);
      if (sound && remaining > 60 && remaining - 1 <= 60) cues.push('minute');
      remaining -= 1;
    }
    t += ms;
  };
  for (const { event } of history) {
    const type = event.type;
    if (type === 'xstate.done.actor.loadStatus') {
      show((event as Outcome).output as ClockStatus);
      waitingSince = t;
    } else if (type === 'xstate.error.actor.loadStatus') waitingSince = t;
    else if (type === 'status.received') show((event as unknown as { status: ClockStatus }).status);
    else if (type === 'tick') pass(1000);
    else if (type.includes('resync')) {
      // The public spec: a resync every 10 s.
      pass(waitingSince + 10_000 - t);
      loads += 1;
    } else if (type === 'sound.toggle') sound = !sound;
  }
  return { status: shown, remaining, elapsedMs: t, cues, loads };
}

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

// ---- The fakes: the status call, the hub sessions, the speakers. ----

let load = fakeActor<ClockStatus>('loadStatus');
let hubSessions: { sendBack: (e: TournamentClockEvent) => void; eventId: number; open: boolean }[] = [];
let played: string[] = [];
const coverage = createCoverage(tournamentClockMachine);

const logic = () =>
  tournamentClockMachine.provide({
    actions: { playCue: (_, { cue }) => played.push(cue) },
    actors: {
      loadStatus: load.logic as never,
      hub: fromCallback<TournamentClockEvent, number>(({ sendBack, input }) => {
        const session = { sendBack, eventId: input, open: true };
        hubSessions.push(session);
        return () => {
          session.open = false;
        };
      }),
    },
  });

/** The TV's floor and wake lock, quiet: their own paths are in live-floor-paths.test.tsx. */
const quietFloor = liveFloorMachine.provide({
  actors: {
    loadFloor: fromPromise<PublicFloor, number>(() => new Promise(() => {})),
    loadMySeat: fromPromise<MySeat, number>(() => new Promise(() => {})),
    hub: fromCallback(() => () => {}),
  },
});
const quietScreen = screenWakeLockMachine.provide({ actors: { wakeLock: fromCallback(() => () => {}) } });

const openSession = () => {
  const session = hubSessions.at(-1);
  expect(session?.open, 'no hub session is open').toBe(true);
  return session as (typeof hubSessions)[number];
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  load = fakeActor<ClockStatus>('loadStatus');
  hubSessions = [];
  played = [];
});
afterEach(() => {
  vi.useRealTimers();
});

/** A server (or the passing of time) does these; the person watching does the sound switch. */
function serverAndTime(soundToggle: () => unknown) {
  return {
    events: {
      'status.received': (event: EventObject) => openSession().sendBack(event as TournamentClockEvent),
      'hub.connected': () => openSession().sendBack({ type: 'hub.connected' }),
      'hub.disconnected': () => openSession().sendBack({ type: 'hub.disconnected' }),
      tick: () => vi.advanceTimersByTime(1000),
      'sound.toggle': soundToggle,
    },
    after: (event: EventObject) => {
      // The step's own timer is due now: move the clock exactly that far.
      const history = currentHistory;
      const before = expectedAfter(history).elapsedMs;
      const after = expectedAfter([...history, { event } as PathStep]).elapsedMs;
      vi.advanceTimersByTime(after - before);
    },
    fakes: { loadStatus: load as unknown as FakeActor },
  };
}

/** The steps done so far, for the `after` mapping (the harness passes them to the tables only). */
let currentHistory: PathStep[] = [];
function tracked(c: PathCase): PathCase {
  currentHistory = [];
  return c;
}

function expectRequests(model: AnySnapshot, history: readonly PathStep[]) {
  currentHistory = [...history];
  const expected = expectedAfter(history);
  expect(load.inputs()).toEqual(Array(expected.loads).fill(5));
  // One feed for the page's life, following this event: reconnecting is the connection's business.
  expect(hubSessions.map((s) => [s.eventId, s.open])).toEqual([[5, true]]);
  expect(load.pending()).toHaveLength(model.matches({ sync: 'fetching' }) ? 1 : 0);
  expect(played).toEqual(expected.cues);
}

// ---- The TV view ----

const tv = () => screen.getByTestId('player-view');
const tvText = (id: string) => within(tv()).getByTestId(id).textContent;

function expectTvStats(history: readonly PathStep[]) {
  const { status: s, elapsedMs } = expectedAfter(history);
  if (!s) {
    expect(within(tv()).queryByText('Players')).toBeNull();
    return;
  }
  expect(within(tv()).getByText(`${s.playersRemaining} / ${s.totalPlayers}`)).toBeTruthy();
  expect(within(tv()).getByText(`${s.entries} entries · ${s.reEntries} re-entries`)).toBeTruthy();
  expect(tvText('player-late-reg')).toBe(mmss(REGISTRATION_SECONDS - elapsedMs / 1000));
  expect(within(tv()).getByText('until 6:30 pm')).toBeTruthy();
}

const TV_STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  'clock.loading': (_, history) => {
    expect(tv().getAttribute('data-look')).toBe('scheduled');
    expect(tvText('player-level')).toBe('Event start at');
    expect(tvText('player-countdown')).toBe('19:00');
    expectTvStats(history);
  },
  'clock.scheduled': (_, history) => {
    expect(tv().getAttribute('data-look')).toBe('scheduled');
    expect(tvText('player-level')).toBe('Event start at');
    expect(tvText('player-countdown')).toBe('19:00');
    expect(within(tv()).queryByText('Paused')).toBeNull();
    expectTvStats(history);
  },
  'clock.running': (_, history) => {
    const { status: s, remaining } = expectedAfter(history);
    expect(tvText('player-level')).toBe(`Level ${s?.currentRound}`);
    expect(tvText('player-countdown')).toBe(mmss(remaining));
    expect(tv().getAttribute('data-look')).toBe(remaining < 60 ? 'aboutToEnd' : 'inProgress');
    expect(tvText('player-blinds')).toBe(s?.currentBlind);
    expect(within(tv()).queryByText('Paused')).toBeNull();
    expectTvStats(history);
  },
  'clock.paused': (_, history) => {
    expect(tvText('player-countdown')).toBe(mmss(PUSHES.paused.remainingSeconds));
    expect(tvText('player-level')).toBe('Level 1');
    expect(tv().getAttribute('data-look')).toBe('paused');
    expect(within(tv()).getByText('Paused')).toBeTruthy();
    expectTvStats(history);
  },
  'clock.ended': (_, history) => {
    expect(tvText('player-level')).toBe('End Of All Rounds');
    expect(tvText('player-countdown')).toBe('--:--');
    expect(tv().getAttribute('data-look')).toBe('scheduled');
    expectTvStats(history);
  },
  'sync.fetching': expectRequests,
  'sync.waiting': expectRequests,
  'hub.connecting': expectRequests,
  'hub.connected': expectRequests,
  'hub.reconnecting': expectRequests,
  'sound.off': () => {
    const button = within(tv()).getByRole('button', { name: 'Sound off' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
  },
  'sound.on': () => {
    const button = within(tv()).getByRole('button', { name: 'Sound on' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
  },
};

function renderWith(ui: (clock: ReturnType<typeof logic>) => React.ReactNode) {
  return (_input: unknown, inspect: Coverage['inspect']): (() => AnyActorRef) => {
    let actor: AnyActorRef | undefined;
    inspector.current = (event) => {
      const ref = event.actorRef as unknown as { _parent?: unknown; logic?: { id?: string } };
      // The clock's own actor (the TV also runs the floor's and the wake lock's).
      if (event.type === '@xstate.actor' && !ref._parent && ref.logic?.id === tournamentClockMachine.id)
        actor = event.actorRef as AnyActorRef;
      inspect(event);
    };
    renderInMantine(<MemoryRouter>{ui(logic())}</MemoryRouter>);
    return () => actor as AnyActorRef;
  };
}

describe('tournament clock: the model’s paths on the TV view', () => {
  it.each(cases.map((c) => [nameOf(c), c] as const))('%s', async (_name, c) => {
    const { events, after, fakes } = serverAndTime(() => {
      Object.defineProperty(window, 'AudioContext', {
        configurable: true,
        value: class {
          resume() {
            return Promise.resolve();
          }
        },
      });
      fireEvent.click(within(tv()).getByRole('button', { name: /^Sound (on|off)$/ }));
    });
    await replayPath(tournamentClockMachine, tracked(c), {
      render: renderWith((clock) => (
        <PlayerView event={EVENT} logic={clock} floorLogic={quietFloor} screenLogic={quietScreen} />
      )),
      events,
      after,
      fakes,
      states: TV_STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });
});

// ---- The event page's panel 'Countdown Dashboard 1' ----

const panel = () => screen.getByTestId('clock-panel');
const panelCountdown = () => within(panel()).getByTestId('clock-countdown').textContent;

function expectPanelFigures(history: readonly PathStep[], started: boolean) {
  const { status: s } = expectedAfter(history);
  expect(within(panel()).getByTestId('registration').textContent).toBe('Registration open');
  const ticket = within(panel()).getByRole('link', { name: 'Get Ticket' });
  expect(ticket.getAttribute('data-disabled')).toBeNull();
  expect(within(panel()).getByTestId('registration-close').textContent).toBe(
    'Registration close at Sunday, November 22nd 2026, 6:30 pm',
  );
  if (!s) {
    expect(within(panel()).queryByTestId('clock-players')).toBeNull();
    return;
  }
  expect(within(panel()).getByTestId('clock-players').textContent).toBe(
    started ? `${s.playersRemaining} / ${s.totalPlayers}` : String(s.totalPlayers),
  );
  expect(within(panel()).getByText(started ? 'Players left' : 'Total players')).toBeTruthy();
  expect(within(panel()).getByTestId('clock-blind').textContent).toBe(s.currentBlind);
}

const notStarted = (history: readonly PathStep[]) => {
  expect(panel().getAttribute('data-look')).toBe('scheduled');
  expect(within(panel()).getByText('Event start at')).toBeTruthy();
  expect(panelCountdown()).toBe('19:00');
  expectPanelFigures(history, false);
};
const hubBadge = (connected: boolean) => (model: AnySnapshot, history: readonly PathStep[]) => {
  expect(panel().getAttribute('data-hub')).toBe(connected ? 'connected' : 'offline');
  expectRequests(model, history);
};

const PANEL_STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  'clock.loading': (_, history) => {
    expect(panel().getAttribute('aria-busy')).toBe('true');
    notStarted(history);
  },
  'clock.scheduled': (_, history) => {
    expect(panel().getAttribute('aria-busy')).toBe('false');
    notStarted(history);
  },
  'clock.running': (_, history) => {
    const { status: s, remaining } = expectedAfter(history);
    expect(panelCountdown()).toBe(mmss(remaining));
    expect(within(panel()).getByText(`Level ${s?.currentRound}`)).toBeTruthy();
    expect(panel().getAttribute('data-look')).toBe(remaining < 60 ? 'aboutToEnd' : 'inProgress');
    expect(within(panel()).getByTestId('clock-look').textContent).toBe(
      remaining < 60 ? 'About to end' : 'In progress',
    );
    expectPanelFigures(history, true);
  },
  'clock.paused': (_, history) => {
    expect(panelCountdown()).toBe(mmss(PUSHES.paused.remainingSeconds));
    expect(panel().getAttribute('data-look')).toBe('paused');
    expect(within(panel()).getByTestId('clock-look').textContent).toBe('Paused');
    expectPanelFigures(history, true);
  },
  'clock.ended': (_, history) => {
    expect(panelCountdown()).toBe('End Of All Rounds');
    expect(panel().getAttribute('data-look')).toBe('scheduled');
    expectPanelFigures(history, false);
  },
  'sync.fetching': expectRequests,
  'sync.waiting': expectRequests,
  'hub.connecting': hubBadge(false),
  'hub.connected': hubBadge(true),
  'hub.reconnecting': hubBadge(false),
  'sound.off': () => expect(within(panel()).queryByRole('button', { name: /^Sound/ })).toBeNull(),
  'sound.on': () => {
    throw new Error('The panel has no sound switch');
  },
};

const panelCases = withoutPrefixPaths(
  allCases.filter((c) => c.steps.every((s) => s.event.type !== 'sound.toggle')),
);

describe("tournament clock: the model's paths on the event page's clock panel", () => {
  it.each(panelCases.map((c) => [nameOf(c), c] as const))('%s', async (_name, c) => {
    const { events, after, fakes } = serverAndTime(() => {
      expect(within(panel()).queryByRole('button', { name: /^Sound/ })).toBeNull();
      return NOT_OFFERED;
    });
    await replayPath(tournamentClockMachine, tracked(c), {
      render: renderWith((clock) => <ClockPanel event={EVENT} logic={clock} />),
      events,
      after,
      fakes,
      states: PANEL_STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('the two views together reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
