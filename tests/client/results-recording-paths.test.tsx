// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, EventObject, InspectionEvent } from 'xstate';
import {
  type ResultsRecordingContext,
  type ResultsRecordingEvent,
  resultsRecordingMachine,
} from '../../machines/results-recording';
import { ResultsRecorder } from '../../src/client/features/event/ResultsRecorder';
import type { BustOuts, PlayerChoice, PlayerMatch } from '../../src/shared/contract/results-recording';
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

const inspector = vi.hoisted(() => ({ current: undefined as ((e: InspectionEvent) => void) | undefined }));
vi.mock('../../src/client/components/inspector', () => ({
  inspectOptions: () => ({ inspect: (e: InspectionEvent) => inspector.current?.(e) }),
}));

const EVENT_ID = 5;
const record = (closed: boolean, names: string[]): BustOuts => ({
  eventId: EVENT_ID,
  closed,
  bustOuts: names.map((playerName, i) => ({ seq: i + 1, memberId: null, playerName })),
});
const NONE_OUT = record(false, []);
const ONE_OUT = record(false, ['Ava Smith']);
const TWO_OUT = record(false, ['Ava Smith', 'Walk In Wally']);
const CLOSED = record(true, ['Ava Smith', 'Walk In Wally']);
const MATCH: PlayerMatch = { memberId: 7, name: 'Ben Jones', membershipId: 100007, mobileEnding: '321' };

type Outcome = EventObject & { output?: unknown; error?: unknown };
const OUTCOMES: Record<string, Outcome[]> = {
  loadBustOuts: [
    { type: 'xstate.done.actor.loadBustOuts', output: NONE_OUT },
    { type: 'xstate.done.actor.loadBustOuts', output: ONE_OUT },
    { type: 'xstate.done.actor.loadBustOuts', output: CLOSED },
    { type: 'xstate.error.actor.loadBustOuts', error: new Error('offline') },
  ],
  searchPlayers: [
    { type: 'xstate.done.actor.searchPlayers', output: [MATCH] },
    { type: 'xstate.error.actor.searchPlayers', error: new Error('The search failed.') },
  ],
  recordBustOut: [
    { type: 'xstate.done.actor.recordBustOut', output: TWO_OUT },
    { type: 'xstate.error.actor.recordBustOut', error: new Error('Ben Jones is already out (#1).') },
  ],
  removeBustOut: [
    { type: 'xstate.done.actor.removeBustOut', output: NONE_OUT },
    { type: 'xstate.error.actor.removeBustOut', error: new Error('No bust-out #1 in this event.') },
  ],
  closeEvent: [
    { type: 'xstate.done.actor.closeEvent', output: CLOSED },
    { type: 'xstate.error.actor.closeEvent', error: new Error('This event is already closed.') },
  ],
};

/**
 * What the director types: a search long enough, one too short, a walk-in's name (spaces around it), the
 * walk-in emptied again.
 */
const TYPING: ResultsRecordingEvent[] = [
  { type: 'query.change', query: 'ben' },
  { type: 'query.change', query: 'b' },
  { type: 'walkin.change', name: ' Cal Brown ' },
  { type: 'walkin.change', name: '' },
];
/** A button's event with what its field holds. */
type Typed = EventObject & { typed: string };

const cases = generatePathCases(resultsRecordingMachine, {
  inputs: { console: { eventId: EVENT_ID } },
  events: (snapshot) => {
    const context = snapshot.context as ResultsRecordingContext;
    // The fields are drawn until the event is closed or its record failed to load; typing changes them.
    const drawn = !snapshot.matches('closed') && !snapshot.matches('failed');
    const typing = TYPING.filter((e) =>
      e.type === 'query.change'
        ? e.query !== context.query
        : e.type === 'walkin.change' && e.name !== context.walkIn,
    );
    // Find and the walk-in's buttons are told apart by what their field holds (a label of the sample only:
    // the machine reads its own), so each text typed is searched or recorded.
    const user: (ResultsRecordingEvent | Typed)[] = snapshot.matches('ready')
      ? [
          { type: 'player.search', typed: context.query },
          { type: 'bustout.record', typed: context.walkIn },
          ...(context.matches.length > 0
            ? [{ type: 'bustout.record', memberId: MATCH.memberId } as const]
            : []),
          ...((context.record?.bustOuts.length ?? 0) > 0
            ? [{ type: 'bustout.remove', seq: 1 } as const]
            : []),
          { type: 'event.close', typed: context.walkIn },
        ]
      : [];
    return [
      ...(drawn ? typing : []),
      ...user,
      ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? []),
    ];
  },
});

const coverage = createCoverage(resultsRecordingMachine);
let fake = makeFakes();
function makeFakes() {
  return {
    loadBustOuts: fakeActor<BustOuts, number>('loadBustOuts'),
    searchPlayers: fakeActor<PlayerMatch[], string>('searchPlayers'),
    recordBustOut: fakeActor<BustOuts, { eventId: number; player: PlayerChoice }>('recordBustOut'),
    removeBustOut: fakeActor<BustOuts, { eventId: number; seq: number }>('removeBustOut'),
    closeEvent: fakeActor<BustOuts, { eventId: number; winner: PlayerChoice }>('closeEvent'),
  };
}

beforeEach(() => {
  fake = makeFakes();
  vi.stubGlobal('confirm', () => true);
});
afterAll(() => vi.unstubAllGlobals());

function renderRecorder(_input: unknown, inspect: Coverage['inspect']): () => AnyActorRef {
  let actor: AnyActorRef | undefined;
  inspector.current = (event) => {
    const logic = (event.actorRef as unknown as { logic?: { id?: string } }).logic;
    if (event.type === '@xstate.actor' && logic?.id === 'resultsRecording')
      actor = event.actorRef as AnyActorRef;
    inspect(event);
  };
  const logic = resultsRecordingMachine.provide({
    actors: {
      loadBustOuts: fake.loadBustOuts.logic as never,
      searchPlayers: fake.searchPlayers.logic as never,
      recordBustOut: fake.recordBustOut.logic as never,
      removeBustOut: fake.removeBustOut.logic as never,
      closeEvent: fake.closeEvent.logic as never,
    },
  });
  renderInMantine(<ResultsRecorder eventId={EVENT_ID} logic={logic as never} />);
  return () => actor as AnyActorRef;
}

const button = (name: string, scope?: HTMLElement) =>
  (scope ? within(scope) : screen).getByRole('button', { name }) as HTMLButtonElement;
const walkInField = () => screen.getByRole('textbox', { name: 'Walk-in (no account)' }) as HTMLInputElement;
const findField = () => screen.getByRole('textbox', { name: 'Find a player' }) as HTMLInputElement;
const walkInRow = () => walkInField().closest('.mantine-Group-root') as HTMLElement;

/** Clicks a button, or (disabled) says the view does not offer it now. */
const click = (control: HTMLButtonElement) => {
  if (control.disabled) return NOT_OFFERED;
  fireEvent.click(control);
};

const ACTIONS: Record<string, (event: EventObject) => unknown> = {
  'query.change': (event) => {
    const { query } = event as Extract<ResultsRecordingEvent, { type: 'query.change' }>;
    fireEvent.change(findField(), { target: { value: query } });
  },
  'walkin.change': (event) => {
    const { name } = event as Extract<ResultsRecordingEvent, { type: 'walkin.change' }>;
    fireEvent.change(walkInField(), { target: { value: name } });
  },
  'player.search': (event) => {
    expect(findField().value).toBe((event as Typed).typed);
    return click(button('Find'));
  },
  'bustout.record': (event) => {
    const { memberId } = event as Extract<ResultsRecordingEvent, { type: 'bustout.record' }>;
    if (memberId) return click(button('Out', screen.getByTestId('player-match')));
    expect(walkInField().value).toBe((event as Typed).typed);
    return click(button('Out', walkInRow()));
  },
  'bustout.remove': (event) => {
    const { seq } = event as Extract<ResultsRecordingEvent, { type: 'bustout.remove' }>;
    const rows = screen.getAllByTestId('bust-out');
    const row = rows.find((r) => r.textContent?.includes(`#${seq} out`)) as HTMLElement;
    fireEvent.click(within(row).getByRole('button'));
  },
  'event.close': (event) => {
    expect(walkInField().value).toBe((event as Typed).typed);
    return click(button('Winner', walkInRow()));
  },
};

/** The walk-in typed, as it is sent: trimmed. */
const WALK_IN: PlayerChoice = { playerName: 'Cal Brown' };

/**
 * What the console last heard from the server (the record, the matches and any refusal), and what its
 * fields hold: the last typed, emptied once the player taken from it is recorded out, unless it was
 * changed while the record was sent.
 */
function expected(history: readonly PathStep[]) {
  let shown: BustOuts | null = null;
  let matches: PlayerMatch[] = [];
  let error: string | null = null;
  const typed = { query: '', walkIn: '' };
  let sent: { field: 'query' | 'walkIn'; text: string; player: PlayerChoice } | null = null;
  for (const { event } of history) {
    const e = event as Outcome & Record<string, unknown>;
    const output = e.output as BustOuts | undefined;
    if (e.type === 'query.change') typed.query = String(e.query);
    if (e.type === 'walkin.change') typed.walkIn = String(e.name);
    if (/^xstate\.done\.actor\.(loadBustOuts|recordBustOut|removeBustOut|closeEvent)$/.test(e.type))
      shown = output ?? null;
    if (e.type === 'xstate.done.actor.searchPlayers') matches = e.output as PlayerMatch[];
    if (/^xstate\.done\.actor\.(recordBustOut|closeEvent)$/.test(e.type)) matches = [];
    if (e.type === 'xstate.done.actor.recordBustOut' && sent && typed[sent.field] === sent.text)
      typed[sent.field] = '';
    if (e.type === 'xstate.error.actor.searchPlayers') matches = [];
    if (/^xstate\.error\.actor\.(searchPlayers|recordBustOut|removeBustOut|closeEvent)$/.test(e.type))
      error = (e.error as Error).message;
    const player = e.memberId ? { memberId: MATCH.memberId } : typed.walkIn.trim() ? WALK_IN : null;
    const accepted =
      (e.type === 'player.search' && typed.query.trim().length >= 2) ||
      (e.type === 'bustout.record' && player !== null) ||
      e.type === 'bustout.remove' ||
      (e.type === 'event.close' && player !== null && (shown?.bustOuts.length ?? 0) > 0);
    if (accepted) error = null;
    if (accepted && player && (e.type === 'bustout.record' || e.type === 'event.close')) {
      const field = e.memberId ? 'query' : 'walkIn';
      sent = { field, text: typed[field], player };
    }
  }
  return { shown, matches, error, typed, sent };
}

function expectList(history: readonly PathStep[]) {
  const { shown } = expected(history);
  const names = screen.queryAllByTestId('bust-out').map((r) => r.textContent ?? '');
  const outs = [...(shown?.bustOuts ?? [])].reverse();
  expect(names).toHaveLength(outs.length);
  for (const [i, b] of outs.entries()) expect(names[i]).toContain(b.playerName);
  expect(screen.getByText(`Players out (${outs.length})`)).toBeTruthy();
}

function expectConsole(history: readonly PathStep[], busy: boolean) {
  const { shown, matches, error, typed } = expected(history);
  expectList(history);
  expect(screen.queryAllByTestId('player-match').map((m) => m.textContent)).toEqual(
    matches.map(() => expect.stringContaining(MATCH.name)),
  );
  expect(screen.queryByRole('alert')?.textContent ?? null).toBe(error);
  expect(findField().value).toBe(typed.query);
  expect(walkInField().value).toBe(typed.walkIn);
  expect(button('Find').disabled).toBe(busy || typed.query.trim().length < 2);
  expect(button('Out', walkInRow()).disabled).toBe(busy || typed.walkIn === '');
  expect(button('Winner', walkInRow()).disabled).toBe(
    busy || typed.walkIn === '' || (shown?.bustOuts.length ?? 0) === 0,
  );
  expect(screen.queryByRole('status')).toBeNull();
}

const pendingOnly = (name: keyof typeof fake) => {
  for (const [key, actor] of Object.entries(fake))
    expect(actor.pending(), key).toHaveLength(key === name ? 1 : 0);
};

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: () => {
    pendingOnly('loadBustOuts');
    expect(screen.getByText('Nobody is out yet.')).toBeTruthy();
  },
  ready: (_, history) => {
    for (const actor of Object.values(fake)) expect(actor.pending()).toHaveLength(0);
    expectConsole(history, false);
  },
  searching: (_, history) => {
    pendingOnly('searchPlayers');
    expect(fake.searchPlayers.calls.at(-1)?.input).toBe('ben');
    expectConsole(history, true);
  },
  recording: (_, history) => {
    pendingOnly('recordBustOut');
    expect(fake.recordBustOut.calls.at(-1)?.input).toEqual({
      eventId: EVENT_ID,
      player: expected(history).sent?.player,
    });
    expectConsole(history, true);
  },
  removing: (_, history) => {
    pendingOnly('removeBustOut');
    expect(fake.removeBustOut.calls.at(-1)?.input).toEqual({ eventId: EVENT_ID, seq: 1 });
    expectConsole(history, true);
  },
  closing: (_, history) => {
    pendingOnly('closeEvent');
    expect(fake.closeEvent.calls.at(-1)?.input).toEqual({
      eventId: EVENT_ID,
      winner: WALK_IN,
    });
    expectConsole(history, true);
  },
  closed: (_, history) => {
    expect(screen.getByRole('status').textContent).toContain('Event closed');
    expect(screen.queryByRole('textbox', { name: 'Find a player' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull();
    expectList(history);
  },
  failed: () => {
    expect(screen.getByText('The results could not be loaded. Reload the page to try again.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Find a player' })).toBeNull();
  },
};

describe('results recording: the model’s paths on the director console’s results panel', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(resultsRecordingMachine, c, {
      render: renderRecorder,
      events: ACTIONS,
      fakes: fake,
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
