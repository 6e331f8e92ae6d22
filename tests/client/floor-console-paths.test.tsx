// @vitest-environment jsdom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, EventObject, InspectionEvent } from 'xstate';
import {
  type FloorConsoleContext,
  type FloorConsoleEvent,
  floorConsoleMachine,
  type QueuedCommand,
} from '../../machines/floor-console';
import { browserConnectivity } from '../../src/client/components/connectivity';
import { FloorConsole } from '../../src/client/features/event/FloorConsole';
import type { DirectorFloor, FloorCommandBody } from '../../src/shared/contract/floor';
import type { PlayerMatch } from '../../src/shared/contract/results-recording';
import { CAL_OUT, CLOSED, FOUR_SEATED, ONE_LEFT } from '../support/floor-fixtures';
import {
  type AnySnapshot,
  type Coverage,
  createCoverage,
  fakeActor,
  generatePathCases,
  NOT_OFFERED,
  type PathStep,
  replayPath,
  withDelayedEvents,
} from '../support/path-harness';
import { renderInMantine } from '../support/render-flow';

const inspector = vi.hoisted(() => ({ current: undefined as ((e: InspectionEvent) => void) | undefined }));
vi.mock('../../src/client/components/inspector', () => ({
  inspectOptions: () => ({ inspect: (e: InspectionEvent) => inspector.current?.(e) }),
}));

const SESSION = '0b1e2c3d-4a5b-4c6d-8e7f-';
const EVENT_ID = 5;
const STORAGE_KEY = `apl.floorQueue.${EVENT_ID}`;
/** A walk-in queued before a reload, as the phone kept it. */
const KEPT: QueuedCommand = {
  commandId: 'aaaaaaaa-bbbb-4ccc-8ddd-000000000003',
  intent: { type: 'entry.add', playerName: 'Zoe Park' },
  label: 'Enter Zoe Park (walk-in)',
};
const UNDRAWN: DirectorFloor = {
  ...FOUR_SEATED,
  version: 4,
  drawn: false,
  tables: [],
  players: FOUR_SEATED.players.map((p) => ({ ...p, seat: null })),
  undoLabel: 'Entry of Dee Kay',
  canRedo: true,
  redoLabel: 'Draw of seats',
};
const MATCH: PlayerMatch = { memberId: 107, name: 'Eve Moss', membershipId: 100107, mobileEnding: '555' };
const REFUSED = 'Cal Brown is out already.';
const refusal = Object.assign(new Error(REFUSED), { status: 409 });

type Outcome = EventObject & { output?: unknown; error?: unknown };
const context = (s: AnySnapshot) => s.context as FloorConsoleContext;
const children = (s: AnySnapshot) => Object.keys(s.children);

/** The server's answers: each a floor, a lost connection, a refusal. */
const outcomes = (s: AnySnapshot, loads: DirectorFloor[], answers: DirectorFloor[]): Outcome[] =>
  children(s).flatMap((id): Outcome[] => {
    if (id === 'loadFloor')
      return [
        ...loads.map((output) => ({ type: 'xstate.done.actor.loadFloor', output })),
        { type: 'xstate.error.actor.loadFloor', error: new TypeError('Failed to fetch') },
      ];
    if (id === 'sendCommand')
      return [
        ...answers.map((output) => ({ type: 'xstate.done.actor.sendCommand', output })),
        { type: 'xstate.error.actor.sendCommand', error: new TypeError('Failed to fetch') },
        { type: 'xstate.error.actor.sendCommand', error: refusal },
      ];
    if (id === 'searchPlayers')
      return [
        { type: 'xstate.done.actor.searchPlayers', output: [MATCH] },
        { type: 'xstate.error.actor.searchPlayers', error: new Error('The search failed. Try again.') },
      ];
    return [];
  });

/** The queue's paths: offline and online, answers lost and refused, a reload's kept queue. */
const queueCases = generatePathCases(floorConsoleMachine, {
  inputs: {
    'a fresh console': { eventId: EVENT_ID, session: SESSION, queue: [] },
    'a reload with a kept queue': { eventId: EVENT_ID, session: SESSION, queue: [KEPT] },
  },
  events: withDelayedEvents(floorConsoleMachine, (s) => {
    const c = context(s);
    const typing = c.walkIn === '' ? [{ type: 'walkin.change', name: 'Eve Moss' }] : [];
    return [
      ...typing,
      ...(c.queue.length < 2 ? [{ type: 'walkin.enter' }] : []),
      { type: 'connectivity.offline' },
      { type: 'connectivity.online' },
      { type: 'floor.reload' },
      ...(c.error ? [{ type: 'error.dismiss' }] : []),
      ...outcomes(s, [FOUR_SEATED], [CAL_OUT]),
    ];
  }),
});

/** The floor's paths: the draw, a bust-out and its moves, entries, undo and redo, the close. */
const floorCases = generatePathCases(floorConsoleMachine, {
  inputs: { 'the floor': { eventId: EVENT_ID, session: SESSION, queue: [] } },
  events: (s) => {
    const c = context(s);
    const f = c.floor;
    const user: FloorConsoleEvent[] = f
      ? [
          ...(c.query === '' ? [{ type: 'query.change', query: 'eve' } as const] : []),
          ...(c.query === 'eve' ? [{ type: 'query.change', query: 'e' } as const] : []),
          { type: 'player.search' } as const,
          ...(c.matches.length ? [{ type: 'member.enter', memberId: MATCH.memberId } as const] : []),
          ...(f.drawn ? [] : [{ type: 'seats.draw' } as const]),
          ...(f.playersLeft > 1 && c.bust.entry === null ? [{ type: 'bust.choose', entry: 3 } as const] : []),
          ...(c.bust.entry !== null && c.bust.by === null
            ? [{ type: 'bust.eliminator', entry: 1 } as const]
            : []),
          ...(f.playersLeft > 1 ? [{ type: 'bust.record' } as const] : []),
          ...(f.playersLeft > 1 ? [{ type: 'entry.rebuy', entry: 2 } as const] : []),
          ...(f.players.some((p) => p.out !== null) ? [{ type: 'entry.reenter', entry: 3 } as const] : []),
          { type: 'floor.undo' } as const,
          { type: 'floor.redo' } as const,
          { type: 'event.close' } as const,
        ]
      : [];
    return c.queue.length > 1
      ? outcomes(s, [], [CAL_OUT])
      : [...user, ...outcomes(s, [UNDRAWN, FOUR_SEATED, ONE_LEFT], [CAL_OUT, CLOSED])];
  },
});

const cases = [...queueCases, ...floorCases];
const coverage = createCoverage(floorConsoleMachine);
let fake = makeFakes();
function makeFakes() {
  return {
    loadFloor: fakeActor<DirectorFloor, number>('loadFloor'),
    sendCommand: fakeActor<DirectorFloor, { eventId: number; command: FloorCommandBody }>('sendCommand'),
    searchPlayers: fakeActor<PlayerMatch[], string>('searchPlayers'),
  };
}

beforeAll(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
beforeEach(() => {
  fake = makeFakes();
  localStorage.clear();
  vi.stubGlobal('confirm', () => true);
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderConsole(input: unknown, inspect: Coverage['inspect']): () => AnyActorRef {
  const { queue } = input as { queue: QueuedCommand[] };
  if (queue.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(queue));
  let actor: AnyActorRef | undefined;
  inspector.current = (event) => {
    const logic = (event.actorRef as unknown as { logic?: { id?: string } }).logic;
    if (event.type === '@xstate.actor' && logic?.id === 'floorConsole') actor = event.actorRef as AnyActorRef;
    inspect(event);
  };
  const logic = floorConsoleMachine.provide({
    actors: {
      loadFloor: fake.loadFloor.logic as never,
      sendCommand: fake.sendCommand.logic as never,
      searchPlayers: fake.searchPlayers.logic as never,
      connectivity: browserConnectivity,
    },
    actions: {
      keepQueue: (_, kept) => {
        if (kept.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
        else localStorage.removeItem(STORAGE_KEY);
      },
    },
  });
  renderInMantine(<FloorConsole eventId={EVENT_ID} logic={logic as never} session={SESSION} />);
  return () => actor as AnyActorRef;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const click = (control: HTMLButtonElement | null) => {
  if (!control || control.disabled) return NOT_OFFERED;
  fireEvent.click(control);
};
const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

const ACTIONS: Record<string, (event: EventObject) => unknown> = {
  'walkin.change': (e) => {
    fireEvent.change(textbox('Walk-in name'), { target: { value: (e as unknown as { name: string }).name } });
  },
  'walkin.enter': () => click(screen.queryByRole('button', { name: 'Enter walk-in' })),
  'connectivity.offline': () => window.dispatchEvent(new Event('offline')),
  'connectivity.online': () => window.dispatchEvent(new Event('online')),
  'floor.reload': () => click(screen.queryByRole('button', { name: 'Try again' })),
  'error.dismiss': () => click(button('Dismiss')),
  'query.change': (e) => {
    fireEvent.change(textbox('Find a member'), {
      target: { value: (e as unknown as { query: string }).query },
    });
  },
  'player.search': () => click(button('Find')),
  'member.enter': () => click(button('Enter Eve Moss')),
  'seats.draw': () => click(button('Draw seats')),
  'bust.choose': () => {
    fireEvent.change(screen.getByRole('combobox', { name: 'Player out' }), { target: { value: '3' } });
  },
  'bust.eliminator': () => {
    fireEvent.change(screen.getByRole('combobox', { name: 'Eliminated by (optional)' }), {
      target: { value: '1' },
    });
  },
  'bust.record': () => click(button('Record bust-out')),
  'entry.rebuy': () => click(button('Rebuy for Ben Jones')),
  'entry.reenter': () => click(screen.queryByRole('button', { name: 'Re-entry for Cal Brown' })),
  'floor.undo': () => click(button(/^Undo/)),
  'floor.redo': () => click(button(/^Redo/)),
  'event.close': () => click(screen.queryByRole('button', { name: 'Close event' })),
};

/** Each command the director makes on this page, in the pending list's words and as sent. */
const LABELS: Record<string, (c: { bust: string }) => [string, FloorCommandBody['intent']]> = {
  'walkin.enter': () => ['Enter Eve Moss (walk-in)', { type: 'entry.add', playerName: 'Eve Moss' }],
  'member.enter': () => ['Enter Eve Moss', { type: 'entry.add', memberId: 107 }],
  'seats.draw': () => ['Draw seats', { type: 'seats.draw' }],
  'bust.record': ({ bust }) => [
    bust,
    { type: 'entry.bust', entry: 3, eliminatedBy: bust.endsWith('Ann Lee') ? 1 : null },
  ],
  'entry.rebuy': () => ['Rebuy for Ben Jones', { type: 'entry.rebuy', entry: 2 }],
  'entry.reenter': () => ['Re-entry of Cal Brown', { type: 'entry.add', reEntryOf: 3 }],
  'floor.redo': () => ['Redo: Draw of seats', { type: 'redo' }],
  'event.close': () => ['Close the event', { type: 'event.close' }],
};

/**
 * What the director should see, from the fixtures and the steps alone: the floor of the newest answer, the
 * commands still waiting (a refused one dropped with its reason shown), and where the load stands.
 */
function expected(history: readonly PathStep[], kept: QueuedCommand[]) {
  let floor: DirectorFloor | null = null;
  let load: 'loading' | 'failed' | 'ready' | 'closed' = 'loading';
  let queue = kept.map((c) => ({ label: c.label, commandId: c.commandId, intent: c.intent }));
  let error: string | null = null;
  let issued = 0;
  let walkIn = '';
  let query = '';
  let matched = false;
  let bust = { entry: false, by: false };
  for (const { event } of history) {
    const e = event as Outcome & Record<string, unknown>;
    const ready = load === 'ready' && floor !== null;
    const f = floor as DirectorFloor | null;
    if (e.type === 'walkin.change' && ready) walkIn = String(e.name);
    if (e.type === 'query.change' && ready) query = String(e.query);
    if (e.type === 'bust.choose' && ready) bust.entry = true;
    if (e.type === 'bust.eliminator' && ready) bust.by = true;
    if (e.type === 'xstate.done.actor.searchPlayers') matched = true;
    const accepted =
      ready &&
      f !== null &&
      ((e.type === 'walkin.enter' && walkIn.trim() !== '') ||
        (e.type === 'member.enter' && matched) ||
        (e.type === 'seats.draw' && !f.drawn && f.playersLeft >= 2) ||
        (e.type === 'bust.record' && bust.entry) ||
        e.type === 'entry.rebuy' ||
        e.type === 'entry.reenter' ||
        (e.type === 'floor.undo' && (f.canUndo || queue.length > 0)) ||
        (e.type === 'floor.redo' && f.canRedo && queue.length === 0) ||
        (e.type === 'event.close' && f.playersLeft === 1));
    if (accepted) {
      const [label, intent] =
        e.type === 'floor.undo'
          ? [queue.length === 0 && f?.undoLabel ? `Undo: ${f.undoLabel}` : 'Undo', { type: 'undo' } as const]
          : (LABELS[e.type] as (c: { bust: string }) => [string, FloorCommandBody['intent']])({
              bust: `Bust-out of Cal Brown${bust.by ? ' by Ann Lee' : ''}`,
            });
      queue = [...queue, { label, commandId: `${SESSION}${String(issued).padStart(12, '0')}`, intent }];
      issued += 1;
      error = null;
      if (e.type === 'walkin.enter') walkIn = '';
      if (e.type === 'member.enter') [query, matched] = ['', false];
      if (e.type === 'bust.record') bust = { entry: false, by: false };
    }
    if (/^xstate\.done\.actor\.(loadFloor|sendCommand)$/.test(e.type)) {
      const answer = e.output as DirectorFloor;
      if (!floor || answer.version >= floor.version) floor = answer;
      if (e.type === 'xstate.done.actor.loadFloor' || load === 'failed') load = 'ready';
    }
    if (e.type === 'xstate.error.actor.loadFloor') load = floor ? 'ready' : 'failed';
    if ((e.type === 'floor.reload' || e.type === 'connectivity.online') && load === 'failed')
      load = 'loading';
    if (load === 'ready' && floor?.closed) load = 'closed';
    if (e.type === 'xstate.done.actor.sendCommand') queue = queue.slice(1);
    if (e.type === 'xstate.error.actor.sendCommand' && e.error === refusal) {
      queue = queue.slice(1);
      error = REFUSED;
    }
    if (e.type === 'xstate.error.actor.searchPlayers')
      [error, matched] = ['The search failed. Try again.', false];
    if (e.type === 'error.dismiss') error = null;
  }
  return { floor, queue, error, walkIn, query };
}

let currentKept: QueuedCommand[] = [];

function expectQueue(history: readonly PathStep[]) {
  const { queue, error } = expected(history, currentKept);
  const pending = screen.queryByTestId('floor-pending');
  if (queue.length === 0) expect(pending).toBeNull();
  else {
    const list = within(pending as HTMLElement);
    const count = `${queue.length} ${queue.length === 1 ? 'change' : 'changes'} waiting to be sent`;
    expect(list.getByText(count)).toBeTruthy();
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual(queue.map((c) => c.label));
  }
  // A reload finds the same queue.
  const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as QueuedCommand[];
  expect(stored.map((c) => c.label)).toEqual(queue.map((c) => c.label));
  expect(screen.queryByTestId('floor-error')?.textContent ?? null).toBe(error);
  return queue;
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  'load.loading': (_, history) => {
    if (!expected(history, currentKept).floor) expect(screen.getByText('Loading the floor…')).toBeTruthy();
    expect(fake.loadFloor.pending()).toHaveLength(1);
    expectQueue(history);
  },
  'load.failed': () => {
    expect(screen.getByText('The floor could not be loaded')).toBeTruthy();
    expect(screen.queryByTestId('floor-summary')).toBeNull();
  },
  'load.ready': (_, history) => {
    const { floor } = expected(history, currentKept);
    const f = floor as DirectorFloor;
    expect(screen.getByTestId('floor-summary').textContent).toContain(`Players left ${f.playersLeft}`);
    expect(screen.getByTestId('floor-pool').textContent).toBe('Prize pool $400');
    expect(
      screen.queryAllByTestId('floor-table').map((t) => within(t).getByRole('heading').textContent),
    ).toEqual(f.drawn ? f.tables.map((t) => `Table ${t.table}`) : []);
    const moves = screen.queryByTestId('floor-moves');
    if (f === CAL_OUT) {
      expect(
        within(moves as HTMLElement).getByText('Move Dee Kay from Table 2, Seat 3 to Table 1, Seat 1'),
      ).toBeTruthy();
      expect(within(moves as HTMLElement).getByText('Table 2 breaks.')).toBeTruthy();
    } else expect(moves).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close event' }) !== null).toBe(f.playersLeft === 1);
  },
  'load.closed': () => {
    expect(screen.getByRole('status').textContent).toBe(
      'Event closed: the results and leaderboards are updated.',
    );
    expect(screen.queryByRole('button', { name: 'Record bust-out' })).toBeNull();
  },
  'sender.idle': (_, history) => {
    expect(expectQueue(history)).toHaveLength(0);
    expect(fake.sendCommand.pending()).toHaveLength(0);
  },
  'sender.sending': (_, history) => {
    const queue = expectQueue(history);
    expect(fake.sendCommand.pending()).toHaveLength(1);
    expect(fake.sendCommand.pending()[0]?.input).toEqual({
      eventId: EVENT_ID,
      command: { commandId: queue[0]?.commandId, intent: queue[0]?.intent },
    });
  },
  'sender.retrying': (_, history) => {
    expectQueue(history);
    expect(screen.getByTestId('floor-retrying').textContent).toBe(
      'The server is not answering: trying again shortly.',
    );
    expect(fake.sendCommand.pending()).toHaveLength(0);
  },
  'sender.offline': (_, history) => {
    expectQueue(history);
    expect(screen.getByTestId('floor-offline').textContent).toBe(
      'Offline: changes are kept on this phone and sent when the connection returns.',
    );
    expect(fake.sendCommand.pending()).toHaveLength(0);
  },
  'search.idle': () => expect(fake.searchPlayers.pending()).toHaveLength(0),
  'search.searching': () => expect(fake.searchPlayers.pending()[0]?.input).toBe('eve'),
};

describe('floor console: the model’s paths on the director page’s floor panel', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    currentKept = (c.input as { queue: QueuedCommand[] }).queue;
    await replayPath(floorConsoleMachine, c, {
      render: renderConsole,
      events: ACTIONS,
      fakes: fake,
      states: STATES,
      coverage,
      after: () => vi.advanceTimersByTime(30_000),
      wrap: (fn) => act(fn),
    });
  });
});
