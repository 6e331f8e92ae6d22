// @vitest-environment jsdom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, EventObject, InspectionEvent } from 'xstate';
import { type ResultsRecordingEvent, resultsRecordingMachine } from '../../machines/results-recording';
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

const WALK_IN: PlayerChoice = { playerName: 'Walk In Wally' };
const cases = generatePathCases(resultsRecordingMachine, {
  inputs: { console: { eventId: EVENT_ID } },
  events: (snapshot) => {
    const context = snapshot.context as { matches: PlayerMatch[]; record: BustOuts | null };
    const user: ResultsRecordingEvent[] = snapshot.matches('ready')
      ? [
          { type: 'player.search', query: 'ben' },
          { type: 'player.search', query: 'b' },
          { type: 'bustout.record', player: WALK_IN },
          ...(context.matches.length > 0
            ? [{ type: 'bustout.record', player: { memberId: MATCH.memberId } } as const]
            : []),
          ...((context.record?.bustOuts.length ?? 0) > 0
            ? [{ type: 'bustout.remove', seq: 1 } as const]
            : []),
          { type: 'event.close', winner: { playerName: 'Cal Brown' } },
        ]
      : [];
    return [...user, ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? [])];
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
const walkInField = () => screen.getByRole('textbox', { name: 'Walk-in (no account)' });
const walkInRow = () => walkInField().closest('.mantine-Group-root') as HTMLElement;

const ACTIONS: Record<string, (event: EventObject) => unknown> = {
  'player.search': (event) => {
    const { query } = event as Extract<ResultsRecordingEvent, { type: 'player.search' }>;
    fireEvent.change(screen.getByRole('textbox', { name: 'Find a player' }), { target: { value: query } });
    if (query.trim().length < 2) {
      expect(button('Find').disabled).toBe(true);
      return NOT_OFFERED;
    }
    fireEvent.click(button('Find'));
  },
  'bustout.record': (event) => {
    const { player } = event as Extract<ResultsRecordingEvent, { type: 'bustout.record' }>;
    if (player.memberId) {
      fireEvent.click(button('Out', screen.getByTestId('player-match')));
      return;
    }
    fireEvent.change(walkInField(), { target: { value: player.playerName } });
    fireEvent.click(button('Out', walkInRow()));
  },
  'bustout.remove': (event) => {
    const { seq } = event as Extract<ResultsRecordingEvent, { type: 'bustout.remove' }>;
    const rows = screen.getAllByTestId('bust-out');
    const row = rows.find((r) => r.textContent?.includes(`#${seq} out`)) as HTMLElement;
    fireEvent.click(within(row).getByRole('button'));
  },
  'event.close': (event) => {
    const { winner } = event as Extract<ResultsRecordingEvent, { type: 'event.close' }>;
    fireEvent.change(walkInField(), { target: { value: winner.playerName } });
    const winnerButton = button('Winner', walkInRow());
    if (winnerButton.disabled) return NOT_OFFERED;
    fireEvent.click(winnerButton);
  },
};

/** What the console last heard from the server: the record, the matches and any refusal. */
function expected(history: readonly PathStep[]) {
  let shown: BustOuts | null = null;
  let matches: PlayerMatch[] = [];
  let error: string | null = null;
  for (const { event } of history) {
    const e = event as Outcome;
    const output = e.output as BustOuts | undefined;
    if (/^xstate\.done\.actor\.(loadBustOuts|recordBustOut|removeBustOut|closeEvent)$/.test(e.type))
      shown = output ?? null;
    if (e.type === 'xstate.done.actor.searchPlayers') matches = e.output as PlayerMatch[];
    if (/^xstate\.done\.actor\.(recordBustOut|closeEvent)$/.test(e.type)) matches = [];
    if (e.type === 'xstate.error.actor.searchPlayers') matches = [];
    if (/^xstate\.error\.actor\.(searchPlayers|recordBustOut|removeBustOut|closeEvent)$/.test(e.type))
      error = (e.error as Error).message;
    const accepted =
      (e.type === 'player.search' && (e as unknown as { query: string }).query.trim().length >= 2) ||
      e.type === 'bustout.record' ||
      e.type === 'bustout.remove' ||
      (e.type === 'event.close' && (shown?.bustOuts.length ?? 0) > 0);
    if (accepted) error = null;
  }
  return { shown, matches, error };
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
  const { matches, error } = expected(history);
  expectList(history);
  expect(screen.queryAllByTestId('player-match').map((m) => m.textContent)).toEqual(
    matches.map(() => expect.stringContaining(MATCH.name)),
  );
  expect(screen.queryByRole('alert')?.textContent ?? null).toBe(error);
  expect(button('Out', walkInRow()).disabled).toBe(
    busy || (walkInField() as HTMLInputElement).value.trim() === '',
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
    const last = history.findLast((s) => s.event.type === 'bustout.record')?.event as Extract<
      ResultsRecordingEvent,
      { type: 'bustout.record' }
    >;
    expect(fake.recordBustOut.calls.at(-1)?.input).toEqual({ eventId: EVENT_ID, player: last.player });
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
      winner: { playerName: 'Cal Brown' },
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
