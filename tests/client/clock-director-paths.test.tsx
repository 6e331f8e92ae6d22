// @vitest-environment jsdom
import '../support/dom-setup';
import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type EventObject, fromCallback, fromPromise, type InspectionEvent } from 'xstate';
import { type ClockDirectorEvent, clockDirectorMachine } from '../../machines/clock-director';
import { type TournamentClockEvent, tournamentClockMachine } from '../../machines/tournament-clock';
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
      { type: 'xstate.error.actor.sendCommand', error: new Error(REFUSAL) },
    );
  }
  return events;
}
const cases = generatePathCases(clockDirectorMachine, {
  inputs: { 'an event': { eventId: 5 } },
  events: eventsFor as never,
  // A move differs by the clock's phase and by whether a refusal is showing, not only by the state.
  stateKey: (s) => JSON.stringify([s.value, (s.context as { phase: string }).phase, !!contextOf(s).error]),
});
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
  phase: string;
  error: string | null;
  commands: unknown[];
  /** The count in Players remaining: the last typed ('' until then). */
  players: number | '';
}

/** The command a director's event means for the clock as it stands (the spec's console table). */
function commandFor(event: ClockDirectorEvent, status: ClockStatus, phase: string, players: number) {
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
      return { action: 'entries', body: { entries: status.entries + 1, reEntries: status.reEntries } };
    case 'reentry.add':
      return { action: 'entries', body: { entries: status.entries, reEntries: status.reEntries + 1 } };
    case 'players.set':
      return { action: 'players', body: { playersRemaining: players } };
    default:
      return { action: 'end' };
  }
}

/** Which of the console's controls a director can use on a clock (null: not loaded yet). */
function allowed(status: ClockStatus | null, phase: string) {
  const started = phase === 'running' || phase === 'paused';
  return {
    toggle: ['scheduled', 'running', 'paused'].includes(phase),
    levels: started,
    minutes: started,
    // An ended clock (a closed event's too) takes no more changes.
    entries: status !== null && phase !== 'ended',
    end: status !== null && phase !== 'ended',
    setPlayers: (n: number | '') =>
      status !== null && phase !== 'ended' && n !== '' && n >= 0 && n <= status.entries + status.reEntries,
  };
}

function expectedAfter(history: readonly PathStep[]): Expected {
  let status: ClockStatus | null = null;
  let phase = 'loading';
  let error: string | null = null;
  let busy = false;
  let players: number | '' = '';
  const commands: unknown[] = [];
  for (const { event } of history) {
    const e = event as Outcome;
    if (e.type === 'players.change') players = (e as unknown as { players: number }).players;
    else if (e.type === 'xstate.snapshot.clock') {
      status = (e.snapshot as { context: { status: ClockStatus } }).context.status;
      phase = PHASES[status.runStatus] as string;
    } else if (e.type === 'xstate.done.actor.sendCommand') {
      status = e.output as ClockStatus;
      busy = false;
    } else if (e.type === 'xstate.error.actor.sendCommand') {
      error = REFUSAL;
      busy = false;
    } else if (e.type === 'error.dismiss') error = null;
    else if (!busy && status && offered(e as ClockDirectorEvent, status, phase, players)) {
      commands.push(commandFor(e as ClockDirectorEvent, status, phase, players as number));
      error = null;
      busy = true;
    }
  }
  return { status, phase, error, commands, players };
}

function offered(event: ClockDirectorEvent, status: ClockStatus, phase: string, players: number | '') {
  const can = allowed(status, phase);
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
  const { status, phase, error, commands } = expected;
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
  expect(button(TOGGLE).textContent).toBe(
    phase === 'running' ? 'Pause' : phase === 'paused' ? 'Resume' : 'Start clock',
  );
  expect(screen.queryByRole('alert')?.textContent ?? null).toBe(error);
  expect(playersField().value).toBe(String(expected.players));
  expect(send.inputs()).toEqual(commands.map((command) => ({ eventId: 5, command })));
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  ready: (_, history) => {
    const expected = expectedAfter(history);
    expectBoard(expected);
    const can = allowed(expected.status, expected.phase);
    for (const [name, rule] of CONTROLS) expect(button(name).disabled, String(name)).toBe(!can[rule]);
    expect(button('Set').disabled).toBe(!can.setPlayers(expected.players));
    expect(send.pending()).toHaveLength(0);
  },
  sending: (_, history) => {
    const expected = expectedAfter(history);
    expectBoard(expected);
    for (const [name] of CONTROLS) expect(button(name).disabled, String(name)).toBe(true);
    expect(button('Set').disabled).toBe(true);
    expect(send.pending()).toHaveLength(1);
    const last = expected.commands.at(-1) as { action: string };
    expect(button(TOGGLE).getAttribute('data-loading')).toBe(
      ['start', 'pause', 'resume'].includes(last.action) ? 'true' : null,
    );
  },
};

describe("the director's console: the model's paths on the console", () => {
  it.each(cases.map((c) => [nameOf(c), c] as const))('%s', async (_name, c) => {
    await replayPath(clockDirectorMachine, c, {
      render: renderConsole,
      events: EVENTS,
      fakes: { sendCommand: send as unknown as FakeActor },
      states: STATES,
      coverage,
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
