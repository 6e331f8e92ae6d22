// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type EventObject, fromCallback, fromPromise, type InspectionEvent } from 'xstate';
import { type ClockDirectorEvent, clockDirectorMachine } from '../../machines/clock-director';
import { type TournamentClockEvent, tournamentClockMachine } from '../../machines/tournament-clock';
import { browserConnectivity } from '../../src/client/components/connectivity';
import { Console } from '../../src/client/features/event/director-route';
import type { ClockStatus } from '../../src/shared/contract/clock';
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
} from '../support/path-harness';
import { renderInMantine } from '../support/render-flow';

const inspector = vi.hoisted(() => ({ current: undefined as ((e: InspectionEvent) => void) | undefined }));
vi.mock('../../src/client/components/inspector', () => ({
  inspectOptions: () => ({ inspect: (e: InspectionEvent) => inspector.current?.(e) }),
}));

const clockStatus = (
  runStatus: number,
  runStatusName: string,
  overrides: Partial<ClockStatus> = {},
): ClockStatus => ({
  eventId: 5,
  runStatus,
  runStatusName,
  currentRound: 2,
  isRound: true,
  remainingSeconds: 600,
  triggeredDateTime: '2026-11-22T08:00:00.000Z',
  currentBlind: '50/100',
  nextBlind: '75/150',
  ante: '0',
  currentBlindStructure: null,
  blindStructureList: [],
  lateRegistrationDateTime: null,
  totalPlayers: 12,
  playersRemaining: 7,
  entries: 10,
  reEntries: 2,
  startStack: 10000,
  averageChip: 17143,
  alternateClockMessage: null,
  prizePool: 0,
  prizeStructureList: {},
  ...overrides,
});

/** The clock as the hub pushes it to the console. */
const CLOCKS = {
  scheduled: clockStatus(1, 'NOT_START', { remainingSeconds: 900, currentRound: 1 }),
  running: clockStatus(2, 'RUNNING'),
  paused: clockStatus(3, 'PAUSED', { remainingSeconds: 300 }),
  ended: clockStatus(5, 'END_OF_ALL_ROUND'),
  lastPlayerGone: clockStatus(2, 'RUNNING', { playersRemaining: 0 }),
};
const PHASES: Record<number, string> = { 1: 'scheduled', 2: 'running', 3: 'paused', 5: 'ended' };
/** The server's answer to a command: the clock as it was, with the time it now has left. */
const ANSWERED_SECONDS = 123;
const REFUSAL = 'The clock is not running.';
/** The server's refusal (a 409 with its message), and a lost connection. */
const REFUSED = Object.assign(new Error(REFUSAL), { status: 409 });
const LOST = new TypeError('Failed to fetch');

type Outcome = EventObject & { output?: unknown; error?: unknown; snapshot?: unknown };
const USER_EVENTS: ClockDirectorEvent[] = [
  { type: 'clock.toggle' },
  { type: 'level.previous' },
  { type: 'level.next' },
  { type: 'time.less' },
  { type: 'time.more' },
  { type: 'entry.add' },
  { type: 'reentry.add' },
  { type: 'players.change', players: 5 },
  // The last allowed count (every entry still in), one more, and a negative one.
  { type: 'players.change', players: 12 },
  { type: 'players.change', players: 13 },
  { type: 'players.change', players: -1 },
  { type: 'players.set' },
  { type: 'clock.end' },
];
const contextOf = (s: AnySnapshot) =>
  s.context as { status: ClockStatus | null; error: string | null; players: number | string };

/**
 * The model's events: the director's buttons and keys; the clock child's snapshots, which on the page are
 * the hub's pushes; the server's answers. An answer keeps the clock's phase and figures (only the time left
 * changes): the clock's new phase after a command arrives as the next push, as on the live page.
 */
function eventsFor(snapshot: AnySnapshot): Outcome[] {
  const { status, error, players } = contextOf(snapshot);
  const events: Outcome[] = [
    // Typing changes the field: the count it holds already is not typed again. Set is told apart by the
    // count in the field (a label of the sample only: the machine reads its own), so each count is set.
    ...USER_EVENTS.filter((e) => e.type !== 'players.change' || e.players !== players).map((e) =>
      e.type === 'players.set' ? { ...e, typed: players } : e,
    ),
    ...Object.values(CLOCKS).map((status) => ({
      type: 'xstate.snapshot.clock',
      snapshot: { value: { clock: PHASES[status.runStatus] }, context: { status } },
    })),
  ];
  if (error) events.push({ type: 'error.dismiss' });
  if ('sendCommand' in snapshot.children && status) {
    events.push(
      { type: 'xstate.done.actor.sendCommand', output: { ...status, remainingSeconds: ANSWERED_SECONDS } },
      { type: 'xstate.error.actor.sendCommand', error: REFUSED },
    );
  }
  return events;
}
const queueOf = (s: AnySnapshot) => (s.context as { queue: unknown[] }).queue;
/** The console's paths online: the buttons on each phase of the clock, one change sent at a time. */
const consoleCases = generatePathCases(clockDirectorMachine, {
  inputs: { 'an event': { eventId: 5 } },
  // Changes made while one is sent are the queue's paths, below.
  events: ((s: AnySnapshot) =>
    eventsFor(s).filter(
      (e) => !('sendCommand' in s.children) || !USER_EVENTS.some((u) => u.type === e.type),
    )) as never,
  // A move differs by the clock's phase and by whether a refusal is showing, not only by the state.
  stateKey: (s) => JSON.stringify([s.value, (s.context as { phase: string }).phase, !!contextOf(s).error]),
});
/** The queue's paths on a running clock: offline and back, answers lost and refused, retries. */
const queueCases = generatePathCases(clockDirectorMachine, {
  inputs: { 'a running clock': { eventId: 5 } },
  events: withDelayedEvents(clockDirectorMachine, (s) => {
    const { status, error } = contextOf(s);
    if (!status)
      return [
        {
          type: 'xstate.snapshot.clock',
          snapshot: { value: { clock: 'running' }, context: { status: CLOCKS.running } },
        },
      ];
    return [
      ...(queueOf(s).length < 2 ? [{ type: 'time.more' }, { type: 'clock.toggle' }] : []),
      { type: 'connectivity.offline' },
      { type: 'connectivity.online' },
      ...(error ? [{ type: 'error.dismiss' }] : []),
      ...('sendCommand' in s.children
        ? [
            {
              type: 'xstate.done.actor.sendCommand',
              output: { ...status, remainingSeconds: ANSWERED_SECONDS },
            },
            { type: 'xstate.error.actor.sendCommand', error: LOST },
            { type: 'xstate.error.actor.sendCommand', error: REFUSED },
          ]
        : []),
    ];
  }) as never,
  stateKey: (s) =>
    JSON.stringify([
      s.value,
      queueOf(s).length,
      (s.context as { online: boolean }).online,
      !!contextOf(s).error,
    ]),
});
const cases = [...consoleCases, ...queueCases];
const nameOf = (c: PathCase) =>
  Object.entries(CLOCKS).reduce(
    (name, [label, status]) =>
      name
        .replaceAll(
          `xstate.snapshot.clock ${JSON.stringify({ snapshot: { value: { clock: PHASES[status.runStatus] }, context: { status } } })}`,
          `push:${label}`,
        )
        .replaceAll(`done:sendCommand`, 'answer'),
    c.name,
  );

// ---- The oracle: from the fixtures and the steps alone ----

interface Expected {
  status: ClockStatus | null;
  /** The clock's phase as the server last said, and as it will be once the queued changes are made. */
  phase: string;
  planned: string;
  /** The entries and re-entries as they will be once the queued changes are made. */
  entries: number;
  reEntries: number;
  error: string | null;
  /** Every change sent so far, in order (resends too). */
  commands: unknown[];
  /** The changes waiting, in order, as the pending list words them. */
  queue: string[];
  sender: 'idle' | 'sending' | 'retrying' | 'offline';
  /** The count in Players remaining: the last typed ('' until then). */
  players: number | '';
}

type Command = { action: string; body?: Record<string, number> };

/** The pending list's words for each button's change. */
const LABELS: Record<string, string> = {
  start: 'Start the clock',
  pause: 'Pause the clock',
  resume: 'Resume the clock',
  'level.previous': 'Previous level',
  'level.next': 'Next level',
  'time.less': '1 minute less',
  'time.more': '1 minute more',
  'entry.add': 'One more entry',
  'reentry.add': 'One more re-entry',
  'clock.end': 'End the tournament',
};
const labelFor = (event: ClockDirectorEvent, command: Command) =>
  event.type === 'clock.toggle'
    ? LABELS[command.action]
    : event.type === 'players.set'
      ? `Players remaining: ${command.body?.playersRemaining}`
      : LABELS[event.type];

/** The change a director's event means for the clock as it will stand (the spec's console table). */
function commandFor(event: ClockDirectorEvent, expected: Expected): Command {
  const { planned: phase, entries, reEntries, players } = expected;
  switch (event.type) {
    case 'clock.toggle':
      return { action: phase === 'running' ? 'pause' : phase === 'paused' ? 'resume' : 'start' };
    case 'level.previous':
      return { action: 'previous' };
    case 'level.next':
      return { action: 'next' };
    case 'time.less':
      return { action: 'addTime', body: { seconds: -60 } };
    case 'time.more':
      return { action: 'addTime', body: { seconds: 60 } };
    case 'entry.add':
      return { action: 'entries', body: { entries: entries + 1, reEntries } };
    case 'reentry.add':
      return { action: 'entries', body: { entries, reEntries: reEntries + 1 } };
    case 'players.set':
      return { action: 'players', body: { playersRemaining: players as number } };
    default:
      return { action: 'end' };
  }
}

/** Which of the console's controls a director can use on a clock as it will stand (null: not loaded yet). */
function allowed(status: ClockStatus | null, phase: string, total = 0) {
  const started = phase === 'running' || phase === 'paused';
  return {
    toggle: ['scheduled', 'running', 'paused'].includes(phase),
    levels: started,
    minutes: started,
    // An ended clock (a closed event's too) takes no more changes.
    entries: status !== null && phase !== 'ended',
    end: status !== null && phase !== 'ended',
    setPlayers: (n: number | '') => status !== null && phase !== 'ended' && n !== '' && n >= 0 && n <= total,
  };
}

function expectedAfter(history: readonly PathStep[]): Expected {
  const x: Expected = {
    status: null,
    phase: 'loading',
    planned: 'loading',
    entries: 0,
    reEntries: 0,
    error: null,
    commands: [],
    queue: [],
    sender: 'idle',
    players: '',
  };
  let queue: (Command & { label: string })[] = [];
  let online = true;
  const plan = () => {
    x.planned = x.phase;
    x.entries = x.status?.entries ?? 0;
    x.reEntries = x.status?.reEntries ?? 0;
    for (const c of queue) {
      if (c.action === 'start' || c.action === 'resume') x.planned = 'running';
      if (c.action === 'pause') x.planned = 'paused';
      if (c.action === 'end') x.planned = 'ended';
      if (c.action === 'entries') [x.entries, x.reEntries] = [c.body?.entries ?? 0, c.body?.reEntries ?? 0];
    }
  };
  const send = () => {
    x.sender = 'sending';
    const { label: _, ...command } = queue[0] as Command & { label: string };
    x.commands.push(command);
  };
  const settle = () => {
    if (x.sender === 'idle' && !online) x.sender = 'offline';
    if (x.sender === 'retrying' && !online) x.sender = 'offline';
    if (x.sender === 'idle' && queue.length > 0) send();
  };
  for (const { event } of history) {
    const e = event as Outcome;
    plan();
    if (e.type === 'players.change') x.players = (e as unknown as { players: number }).players;
    else if (e.type === 'xstate.snapshot.clock') {
      x.status = (e.snapshot as { context: { status: ClockStatus } }).context.status;
      x.phase = PHASES[x.status.runStatus] as string;
    } else if (e.type === 'xstate.done.actor.sendCommand') {
      x.status = e.output as ClockStatus;
      queue = queue.slice(1);
      x.sender = 'idle';
    } else if (e.type === 'xstate.error.actor.sendCommand' && e.error === REFUSED) {
      x.error = REFUSAL;
      queue = queue.slice(1);
      x.sender = 'idle';
    } else if (e.type === 'xstate.error.actor.sendCommand') x.sender = 'retrying';
    else if (e.type.startsWith('xstate.after.')) send();
    else if (e.type === 'connectivity.offline') online = false;
    else if (e.type === 'connectivity.online') {
      online = true;
      if (x.sender === 'retrying') send();
      if (x.sender === 'offline') x.sender = 'idle';
    } else if (e.type === 'error.dismiss') x.error = null;
    else if (x.status && offered(e as ClockDirectorEvent, x)) {
      const command = commandFor(e as ClockDirectorEvent, x);
      queue.push({ ...command, label: labelFor(e as ClockDirectorEvent, command) as string });
      x.error = null;
    }
    settle();
  }
  plan();
  x.queue = queue.map((c) => c.label);
  return x;
}

function offered(event: ClockDirectorEvent, x: Expected) {
  const can = allowed(x.status, x.planned, x.entries + x.reEntries);
  const { players } = x;
  switch (event.type) {
    case 'clock.toggle':
      return can.toggle;
    case 'level.previous':
    case 'level.next':
      return can.levels;
    case 'time.less':
    case 'time.more':
      return can.minutes;
    case 'entry.add':
    case 'reentry.add':
      return can.entries;
    case 'players.set':
      return can.setPlayers(players);
    case 'clock.end':
      return can.end;
    default:
      return false;
  }
}

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

// ---- The fakes: the server's clock calls, the hub ----

let send = fakeActor<ClockStatus>('sendCommand');
let hub: ((event: TournamentClockEvent) => void) | null = null;
const coverage = createCoverage(clockDirectorMachine);

beforeEach(() => {
  send = fakeActor<ClockStatus>('sendCommand');
  hub = null;
  vi.stubGlobal('confirm', () => true);
});
afterEach(() => vi.unstubAllGlobals());
// The retry waits run on a fake clock, advanced for each xstate.after step.
beforeAll(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterAll(() => vi.useRealTimers());

function renderConsole(_input: unknown, inspect: Coverage['inspect']): () => AnyActorRef {
  let actor: AnyActorRef | undefined;
  inspector.current = (event) => {
    if (event.type === '@xstate.actor' && !(event.actorRef as unknown as { _parent?: unknown })._parent)
      actor = event.actorRef as AnyActorRef;
    inspect(event);
  };
  const logic = clockDirectorMachine.provide({
    actors: {
      clock: tournamentClockMachine.provide({
        actors: {
          loadStatus: fromPromise<ClockStatus, number>(() => new Promise(() => {})),
          ticker: fromCallback(() => () => {}),
          hub: fromCallback<TournamentClockEvent, number>(({ sendBack }) => {
            hub = sendBack;
            return () => {
              hub = null;
            };
          }),
        },
      }),
      sendCommand: send.logic as never,
      connectivity: browserConnectivity,
    },
  });
  renderInMantine(
    <MemoryRouter>
      <Console eventId={5} logic={logic as never} />
    </MemoryRouter>,
  );
  return () => actor as AnyActorRef;
}

// ---- What the director does ----

/** A button by its text or label (getByRole is too slow for a few thousand look-ups). */
function button(name: string | RegExp): HTMLButtonElement {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  const found = [...document.querySelectorAll('button')].filter((b) =>
    matches(b.getAttribute('aria-label') ?? b.textContent?.trim() ?? ''),
  );
  expect(found, `one button named ${name}`).toHaveLength(1);
  return found[0] as HTMLButtonElement;
}
const TOGGLE = /^(Start clock|Pause|Resume)$/;
const playersField = () => screen.getByLabelText('Players remaining') as HTMLInputElement;
const press = (key: string, shiftKey = false) => fireEvent.keyDown(document.body, { key, shiftKey });
/** Presses a key, or clicks, for a control; when the control is disabled, the key must do nothing. */
const act_ = (name: string | RegExp, how: () => void) => () => {
  const control = button(name);
  how();
  return control.disabled ? NOT_OFFERED : undefined;
};
const EVENTS: Record<string, (event: EventObject) => unknown> = {
  'clock.toggle': act_(TOGGLE, () => press(' ')),
  'level.previous': act_('‹ Previous level', () => press('ArrowLeft')),
  'level.next': act_('Next level ›', () => fireEvent.click(button('Next level ›'))),
  'time.less': act_('−1 min', () => press('-')),
  'time.more': act_('+1 min', () => press('+', true)),
  'entry.add': act_('+ Entry', () => fireEvent.click(button('+ Entry'))),
  'reentry.add': act_('+ Re-entry', () => press('r')),
  'players.change': (event) => {
    const { players } = event as Extract<ClockDirectorEvent, { type: 'players.change' }>;
    fireEvent.change(playersField(), { target: { value: String(players) } });
  },
  'players.set': (event) => {
    expect(playersField().value).toBe(String((event as EventObject & { typed: number | '' }).typed));
    if (button('Set').disabled) return NOT_OFFERED;
    fireEvent.click(button('Set'));
  },
  'clock.end': act_('End tournament', () => fireEvent.click(button('End tournament'))),
  'error.dismiss': () => fireEvent.click(button('Dismiss')),
  'connectivity.offline': () => window.dispatchEvent(new Event('offline')),
  'connectivity.online': () => window.dispatchEvent(new Event('online')),
  'xstate.snapshot.clock': (event) => {
    const { status } = (event as Outcome & { snapshot: { context: { status: ClockStatus } } }).snapshot
      .context;
    expect(hub, 'the clock has no hub session').not.toBeNull();
    hub?.({ type: 'status.received', status });
  },
};

// ---- What the director sees ----

const CONTROLS: [string | RegExp, keyof ReturnType<typeof allowed>][] = [
  [TOGGLE, 'toggle'],
  ['‹ Previous level', 'levels'],
  ['Next level ›', 'levels'],
  ['−1 min', 'minutes'],
  ['+1 min', 'minutes'],
  ['+ Entry', 'entries'],
  ['+ Re-entry', 'entries'],
  ['End tournament', 'end'],
];

/** The run status as the console words it (the spec's 'End Of All Rounds'), never its code name. */
const RUN_STATUS_WORDS: Record<number, string> = {
  1: 'Not started',
  2: 'Running',
  3: 'Paused',
  4: 'Not set up',
  5: 'End Of All Rounds',
};

function expectBoard(expected: Expected) {
  const { status, planned, error, commands, queue } = expected;
  expect(screen.getByTestId('director-countdown').textContent).toBe(
    status ? mmss(status.remainingSeconds) : '--:--',
  );
  const shown = screen.getByTestId('director-status').textContent ?? '';
  expect(shown).toContain(status ? RUN_STATUS_WORDS[status.runStatus] : 'Loading…');
  expect(shown).not.toMatch(/NOT_START|RUNNING|PAUSED|INVALID|END_OF_ALL_ROUND/);
  if (status)
    expect(screen.getByTestId('director-status').textContent).toContain(
      `Players ${status.playersRemaining} / ${status.entries + status.reEntries} · Entries ${status.entries} · Re-entries ${status.reEntries}`,
    );
  // The toggle says what it will do once the queued changes are made.
  expect(button(TOGGLE).textContent).toBe(
    planned === 'running' ? 'Pause' : planned === 'paused' ? 'Resume' : 'Start clock',
  );
  expect(screen.queryByRole('alert')?.textContent ?? null).toBe(error);
  expect(playersField().value).toBe(String(expected.players));
  expect(send.inputs()).toEqual(commands.map((command) => ({ eventId: 5, command })));
  const pending = screen.queryByTestId('clock-pending');
  if (queue.length === 0) expect(pending).toBeNull();
  else {
    const list = within(pending as HTMLElement);
    const count = `${queue.length} clock ${queue.length === 1 ? 'change' : 'changes'} waiting to be sent`;
    expect(list.getByText(count)).toBeTruthy();
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual(queue);
  }
  const can = allowed(status, planned, expected.entries + expected.reEntries);
  for (const [name, rule] of CONTROLS) expect(button(name).disabled, String(name)).toBe(!can[rule]);
  expect(button('Set').disabled).toBe(!can.setPlayers(expected.players));
}

const OFFLINE = 'Offline: clock changes are kept here and sent in order when the connection returns.';
const RETRYING = 'The server is not answering: trying again shortly.';

/** The board, the notice the sender's state shows (or none), and whether a change is being sent. */
const sender = (notice: string | null, sending: number) => (_: AnySnapshot, history: readonly PathStep[]) => {
  expectBoard(expectedAfter(history));
  expect(screen.queryByTestId('clock-offline')?.textContent ?? null).toBe(
    notice === OFFLINE ? OFFLINE : null,
  );
  expect(screen.queryByTestId('clock-retrying')?.textContent ?? null).toBe(
    notice === RETRYING ? RETRYING : null,
  );
  expect(send.pending()).toHaveLength(sending);
};

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  idle: sender(null, 0),
  sending: sender(null, 1),
  retrying: sender(RETRYING, 0),
  offline: sender(OFFLINE, 0),
};

describe("the director's console: the model's paths on the console", () => {
  it.each(cases.map((c) => [nameOf(c), c] as const))('%s', async (_name, c) => {
    await replayPath(clockDirectorMachine, c, {
      render: renderConsole,
      events: EVENTS,
      fakes: { sendCommand: send as unknown as FakeActor },
      states: STATES,
      coverage,
      after: () => vi.advanceTimersByTime(30_000),
      wrap: (fn) => act(fn),
    });
  });

  afterAll(() => {
    inspector.current = undefined;
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
