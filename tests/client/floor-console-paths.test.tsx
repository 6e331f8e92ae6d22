// @vitest-environment happy-dom
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
/** After Cal Brown's bust-out, with the director's own payouts instead of the preset's $280 and $120. */
const OWN_PAYOUTS: DirectorFloor = {
  ...CAL_OUT,
  version: 8,
  payouts: [300, 100],
  settings: { ...CAL_OUT.settings, payouts: [300, 100] },
  lastMoves: [],
};
/** A new event: nobody entered, nothing to undo. */
const EMPTY: DirectorFloor = {
  ...FOUR_SEATED,
  version: 0,
  drawn: false,
  tables: [],
  entries: 0,
  playersLeft: 0,
  prizePool: 0,
  payouts: [],
  players: [],
  canUndo: false,
  undoLabel: null,
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

/** The deal's players on CAL_OUT (first place first in the calculator) and the stacks the director types. */
const DEAL_PLAYERS = [
  { entry: 1, name: 'Ann Lee', stack: 50_000, shown: '50,000' },
  { entry: 2, name: 'Ben Jones', stack: 30_000, shown: '30,000' },
  { entry: 4, name: 'Dee Kay', stack: 20_000, shown: '20,000' },
] as const;
/**
 * Each method's shares of the $400 left (payouts $280 and $120) for stacks of 50,000, 30,000 and 20,000, worked by
 * hand. ICM: Ann finishes first half the time and second 0.3 × 5/7 + 0.2 × 5/8 = 0.339 of it, so
 * 0.5 × 280 + 0.339 × 120 = $180.71; Ben 0.3 × 280 + 0.375 × 120 = $129; Dee 0.2 × 280 + 0.286 × 120 = $90.29;
 * the dollar the rounding leaves goes to Ann's larger remainder. A chip chop gives each the last place's $120 and
 * shares the $40 over in proportion to the chips.
 */
const SHARES = { icm: [181, 129, 90], even: [134, 133, 133], chips: [200, 120, 80] } as const;
const METHOD_LABELS = { icm: 'ICM', even: 'Even chop', chips: 'Chip chop' } as const;
/** The director's adjustment of the chip chop: Ann takes $180, Ben $140 (Dee keeps $80). */
const ADJUSTED = [
  { entry: 1, amount: 180 },
  { entry: 2, amount: 140 },
] as const;
const SETTING_LABELS = { tableSize: 'Seats a table', guarantee: 'Guaranteed pool (0: none)' } as const;

/**
 * The forms' paths: the settings (a guarantee typed and saved; a table of one refused), the payouts (a place's
 * amount edited off the pool and back, saved or discarded; another structure; the proposed ones again) and the
 * deal (the stacks typed, each method's preview, the amounts adjusted and recorded), an add-on, a second draw
 * refused, and a new event with nothing to undo. Each form offers its next step only, so a path per outcome
 * carries the steps before it.
 */
const formCases = generatePathCases(floorConsoleMachine, {
  inputs: { 'the forms': { eventId: EVENT_ID, session: SESSION, queue: [] } },
  events: (s) => {
    const c = context(s);
    const f = c.floor;
    if (!f)
      return [
        { type: 'xstate.done.actor.loadFloor', output: CAL_OUT },
        { type: 'xstate.done.actor.loadFloor', output: OWN_PAYOUTS },
        { type: 'xstate.done.actor.loadFloor', output: EMPTY },
      ];
    if (c.queue.length) return [];
    if (f === EMPTY) return [{ type: 'floor.undo' }];
    if (f.version === OWN_PAYOUTS.version) return c.payouts ? [] : [{ type: 'payouts.reset' }];
    const settings = c.settings;
    const settingsEvents: FloorConsoleEvent[] = !settings
      ? [{ type: 'settings.change', field: 'guarantee', value: 500 }]
      : settings.tableSize === 1
        ? [{ type: 'settings.save' }]
        : [{ type: 'settings.change', field: 'tableSize', value: 1 }, { type: 'settings.save' }];
    const payouts = c.payouts;
    const payoutEvents: FloorConsoleEvent[] = !payouts
      ? [
          { type: 'payout.change', place: 1, amount: 150 },
          { type: 'preset.choose', preset: 'flat' },
          { type: 'payouts.reset' },
        ]
      : payouts[0] === 280
        ? [
            { type: 'payout.change', place: 0, amount: 250 },
            { type: 'payouts.save' },
            { type: 'payouts.discard' },
          ]
        : [{ type: 'payouts.save' }];
    const { deal } = c;
    const untyped = DEAL_PLAYERS.find((p) => deal.stacks[p.entry] === undefined);
    const adjusted = ADJUSTED.filter((a) => deal.amounts[a.entry] !== undefined).length;
    const dealEvents: FloorConsoleEvent[] = untyped
      ? [{ type: 'stack.change', entry: untyped.entry, stack: untyped.stack }]
      : deal.method === 'icm'
        ? [{ type: 'deal.method', method: 'even' }]
        : deal.method === 'even'
          ? [{ type: 'deal.method', method: 'chips' }]
          : adjusted < ADJUSTED.length
            ? [{ type: 'amount.change', ...(ADJUSTED[adjusted] as (typeof ADJUSTED)[number]) }]
            : [];
    if (adjusted > 0) dealEvents.push({ type: 'deal.record' });
    // The seats are drawn: the draw is not offered again.
    const draw: FloorConsoleEvent = { type: 'seats.draw' };
    return [...settingsEvents, ...payoutEvents, ...dealEvents, { type: 'entry.addon', entry: 2 }, draw];
  },
});

const cases = [...queueCases, ...floorCases, ...formCases];
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
/** A button by its label's text: quicker than by role, for the checks every state runs. */
const shownButton = (text: string) =>
  (screen.queryByText(text, { selector: '.mantine-Button-label' })?.closest('button') ??
    null) as HTMLButtonElement | null;
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
  'seats.draw': () => click(shownButton('Draw seats')),
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
  'entry.addon': () => click(button('Add-on for Ben Jones')),
  'settings.change': (e) => {
    const { field, value } = e as unknown as { field: keyof typeof SETTING_LABELS; value: number };
    fireEvent.change(screen.getByLabelText(SETTING_LABELS[field]), { target: { value: String(value) } });
  },
  'settings.save': () => click(button('Save settings')),
  'preset.choose': (e) => {
    fireEvent.change(screen.getByLabelText('Payout structure'), {
      target: { value: (e as unknown as { preset: string }).preset },
    });
  },
  'payout.change': (e) => {
    const { place, amount } = e as unknown as { place: number; amount: number };
    fireEvent.change(screen.getByLabelText(`Place ${place + 1}`), { target: { value: String(amount) } });
  },
  'payouts.save': () => click(screen.queryByRole('button', { name: 'Save payouts' })),
  'payouts.discard': () => click(button('Discard changes')),
  'payouts.reset': () => click(screen.queryByRole('button', { name: 'Use the proposed payouts' })),
  'deal.method': (e) => {
    const { method } = e as unknown as { method: keyof typeof METHOD_LABELS };
    fireEvent.click(screen.getByLabelText(METHOD_LABELS[method]));
  },
  'stack.change': (e) => {
    const { entry, stack } = e as unknown as { entry: number; stack: number };
    const player = DEAL_PLAYERS.find((p) => p.entry === entry);
    fireEvent.change(screen.getByLabelText(`Stack of ${player?.name}`), { target: { value: String(stack) } });
  },
  'amount.change': (e) => {
    const { entry, amount } = e as unknown as { entry: number; amount: number };
    const player = DEAL_PLAYERS.find((p) => p.entry === entry);
    fireEvent.change(screen.getByLabelText(`Amount for ${player?.name}`), {
      target: { value: String(amount) },
    });
  },
  'deal.record': () => click(button('Record deal')),
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
  'entry.addon': () => ['Add-on for Ben Jones', { type: 'entry.addon', entry: 2 }],
  'settings.save': () => [
    'Settings',
    {
      type: 'settings.set',
      settings: {
        tableSize: 6,
        lateRegistrationLevel: 0,
        entryToPool: 100,
        rebuyToPool: 100,
        addOnToPool: 50,
        bounty: 0,
        guarantee: 500,
      },
    },
  ],
  'preset.choose': () => [
    'Payouts: Flat (about 20% paid)',
    { type: 'settings.set', settings: { preset: 'flat', payouts: null } },
  ],
  'payouts.save': () => ['Payouts', { type: 'settings.set', settings: { payouts: [250, 150] } }],
  'payouts.reset': () => ['Payouts as proposed', { type: 'settings.set', settings: { payouts: null } }],
  'deal.record': () => [
    'Deal (Chip chop)',
    {
      type: 'deal.record',
      method: 'chips',
      stacks: [
        { entry: 1, stack: 50_000 },
        { entry: 2, stack: 30_000 },
        { entry: 4, stack: 20_000 },
      ],
      amounts: [180, 140, 80],
    },
  ],
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
  /** The forms as typed: the settings changed, the places' amounts, the deal's method, stacks and amounts. */
  let settings: Record<string, number> | null = null;
  let payouts: number[] | null = null;
  let deal = { method: 'icm' as keyof typeof SHARES, stacks: 0, amounts: 0 };
  for (const { event } of history) {
    const e = event as Outcome & Record<string, unknown>;
    const ready = load === 'ready' && floor !== null;
    const f = floor as DirectorFloor | null;
    if (e.type === 'walkin.change' && ready) walkIn = String(e.name);
    if (e.type === 'query.change' && ready) query = String(e.query);
    if (e.type === 'bust.choose' && ready) bust.entry = true;
    if (e.type === 'bust.eliminator' && ready) bust.by = true;
    if (e.type === 'xstate.done.actor.searchPlayers') matched = true;
    if (e.type === 'settings.change' && ready)
      settings = { ...(settings ?? {}), [String(e.field)]: Number(e.value) };
    if (e.type === 'payout.change' && ready)
      payouts = (payouts ?? [280, 120]).map((a, i) => (i === e.place ? Number(e.amount) : a));
    if (e.type === 'payouts.discard' && ready) payouts = null;
    if (e.type === 'stack.change' && ready) deal = { ...deal, stacks: deal.stacks + 1, amounts: 0 };
    if (e.type === 'deal.method' && ready)
      deal = { ...deal, method: e.method as typeof deal.method, amounts: 0 };
    if (e.type === 'amount.change' && ready) deal = { ...deal, amounts: deal.amounts + 1 };
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
        (e.type === 'event.close' && f.playersLeft === 1) ||
        e.type === 'entry.addon' ||
        (e.type === 'settings.save' && settings !== null && settings.tableSize !== 1) ||
        e.type === 'preset.choose' ||
        (e.type === 'payouts.save' && payouts?.[0] === 250 && payouts[1] === 150) ||
        (e.type === 'payouts.reset' && f === OWN_PAYOUTS) ||
        (e.type === 'deal.record' && deal.amounts === ADJUSTED.length));
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
      if (e.type === 'settings.save') settings = null;
      if (/^(preset\.choose|payouts\.(save|reset))$/.test(e.type)) payouts = null;
      if (e.type === 'deal.record') deal = { method: 'icm', stacks: 0, amounts: 0 };
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
  return { floor, queue, error, walkIn, query, settings, payouts, deal };
}

/**
 * The form controls by their labels' texts, found in one pass over the page's labels: the checks run after every
 * step of every path, and a query by label per control costs a walk of the whole page each.
 */
function labelled() {
  const controls = new Map<string, HTMLInputElement>();
  for (const label of document.querySelectorAll('label[for]')) {
    const control = document.getElementById((label as HTMLLabelElement).htmlFor);
    if (control) controls.set(label.textContent ?? '', control as HTMLInputElement);
  }
  const value = (text: string) => controls.get(text)?.value ?? null;
  /** The text of a control's description (aria-describedby). */
  const hint = (text: string) => {
    const id = controls.get(text)?.getAttribute('aria-describedby');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  };
  return { value, hint, checked: (text: string) => controls.get(text)?.checked ?? null };
}

/** The settings form: the floor's settings, or the draft with its message; Save only for a whole, valid draft. */
function expectSettings(settings: Record<string, number> | null) {
  const form = labelled();
  expect(form.value(SETTING_LABELS.tableSize)).toBe(settings?.tableSize === 1 ? '1' : '6');
  expect(form.value(SETTING_LABELS.guarantee)).toBe(settings ? '$500' : '$0');
  expect(form.value('Each add-on adds to the pool')).toBe('$50');
  const invalid = settings?.tableSize === 1;
  expect(screen.queryByTestId('settings-error')?.textContent ?? null).toBe(
    invalid ? 'Tables seat 2 to 10 players.' : null,
  );
  expect(shownButton('Save settings')?.disabled).toBe(settings === null || invalid);
}

/** The payouts: each place's amount (the draft's or the floor's), the sum's error, the buttons that apply. */
function expectPayouts(floor: DirectorFloor, payouts: number[] | null) {
  const form = labelled();
  const places = [1, 2, 3].map((n) => form.value(`Place ${n}`));
  expect(places).toEqual(
    floor === EMPTY
      ? [null, null, null]
      : payouts?.[0] === 280
        ? ['$280', '$150', null]
        : payouts
          ? ['$250', '$150', null]
          : floor === OWN_PAYOUTS
            ? ['$300', '$100', null]
            : ['$280', '$120', null],
  );
  if (floor === EMPTY)
    expect(screen.getByText('Payouts are proposed once players are entered.')).toBeTruthy();
  expect(screen.queryByTestId('payouts-error')?.textContent ?? null).toBe(
    payouts?.[0] === 280 ? 'The payouts add up to $430; the prize pool is $400.' : null,
  );
  expect(shownButton('Save payouts')?.disabled ?? null).toBe(payouts ? payouts[0] === 280 : null);
  expect(shownButton('Discard changes') !== null).toBe(payouts !== null);
  expect(shownButton('Use the proposed payouts') !== null).toBe(floor === OWN_PAYOUTS && payouts === null);
}

/**
 * The deal calculator for CAL_OUT's three players: the stacks typed so far, the chosen method's shares once all
 * are typed (as each amount's hint and value), the adjusted amounts, the error, and Record only for a whole deal.
 */
function expectDeal(deal: { method: keyof typeof SHARES; stacks: number; amounts: number }) {
  expect(screen.getAllByTestId('deal-player')).toHaveLength(3);
  const form = labelled();
  const shares = deal.stacks === 3 ? SHARES[deal.method] : null;
  DEAL_PLAYERS.forEach((p, i) => {
    expect(form.value(`Stack of ${p.name}`)).toBe(i < deal.stacks ? p.shown : '');
    const adjusted = ADJUSTED.slice(0, deal.amounts).find((a) => a.entry === p.entry);
    const amount = adjusted?.amount ?? shares?.[i];
    expect(form.value(`Amount for ${p.name}`)).toBe(amount === undefined ? '' : `$${amount}`);
    expect(form.hint(`Amount for ${p.name}`)).toBe(
      shares ? `${METHOD_LABELS[deal.method]}: $${shares[i]}` : null,
    );
  });
  expect(form.checked(METHOD_LABELS[deal.method])).toBe(true);
  expect(within(screen.getByTestId('floor-deal')).getByText('$400 is left to share.')).toBeTruthy();
  const incomplete = deal.stacks < 3 || deal.amounts === 1;
  expect(screen.queryByTestId('deal-error')?.textContent ?? null).toBe(
    deal.stacks < 3
      ? 'Type every player’s stack.'
      : deal.amounts === 1
        ? 'The amounts add up to $380; $400 is left to share.'
        : null,
  );
  expect(shownButton('Record deal')?.disabled).toBe(incomplete);
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
    const { floor, settings, payouts, deal } = expected(history, currentKept);
    const f = floor as DirectorFloor;
    expect(screen.getByTestId('floor-summary').textContent).toContain(`Players left ${f.playersLeft}`);
    expect(screen.getByTestId('floor-pool').textContent).toBe(
      f === EMPTY ? 'Prize pool $0' : 'Prize pool $400',
    );
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
    expectSettings(settings);
    expectPayouts(f, payouts);
    if (f.playersLeft === 3) expectDeal(deal);
    else expect(screen.queryAllByTestId('deal-player')).toHaveLength(f.playersLeft === 4 ? 4 : 0);
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

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
