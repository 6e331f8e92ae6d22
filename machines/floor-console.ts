import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { DirectorFloor, FloorCommandBody, FloorIntentBody } from '../src/shared/contract/floor';
import type { PlayerMatch } from '../src/shared/contract/results-recording';
import {
  DEAL_METHOD_NAMES,
  DEAL_METHODS,
  type DealMethod,
  dealAmounts,
  dealInputError,
} from '../src/shared/deals';
import { messageOf } from '../src/shared/error-message';
import { settingsError } from '../src/shared/floor';
import { formatDollars } from '../src/shared/money';
import { PAYOUT_PRESETS, type PayoutPresetName, payoutsError } from '../src/shared/payouts';
import { isRefusalError, retryDelay } from './shared/command-queue';

export { retryDelay };

/** A command made on this phone, kept until the server answers it: the id makes a resend count once. */
export interface QueuedCommand extends FloorCommandBody {
  /** What it does, in words, for the pending list ("Bust-out of Ann Lee"). */
  label: string;
}

export const SETTINGS_FIELDS = [
  'tableSize',
  'lateRegistrationLevel',
  'entryToPool',
  'rebuyToPool',
  'addOnToPool',
  'bounty',
  'guarantee',
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];
/** The settings form as typed ('' while a field is empty). */
export type SettingsDraft = Record<SettingsField, number | string>;
type Typed = number | string;

export interface DealDraft {
  method: DealMethod;
  /** Each player's stack as typed, by entry id. */
  stacks: Record<number, Typed>;
  /** The amounts the director changed from the calculation, by entry id. */
  amounts: Record<number, Typed>;
}

export interface FloorConsoleContext {
  eventId: number;
  /** The first 24 characters of a random UUID made when the console opened; each command's id adds a count. */
  session: string;
  issued: number;
  /** The floor as the server last answered (the highest version seen). */
  floor: DirectorFloor | null;
  /** Commands not yet answered, in the order made; the head is the one being sent. */
  queue: QueuedCommand[];
  /** Sends failed in a row for want of a connection or a server: the wait before the next grows with it. */
  retries: number;
  /** The server's refusal of the last command refused. */
  error: string | null;
  query: string;
  matches: PlayerMatch[];
  walkIn: string;
  /** The settings form while edited, else null (the floor's settings are shown). */
  settings: SettingsDraft | null;
  /** The payouts while edited, first place first, else null (the floor's payouts are shown). */
  payouts: Typed[] | null;
  bust: { entry: number | null; by: number | null };
  deal: DealDraft;
}

export type FloorConsoleEvent =
  | { type: 'connectivity.online' }
  | { type: 'connectivity.offline' }
  | { type: 'floor.reload' }
  | { type: 'error.dismiss' }
  | { type: 'query.change'; query: string }
  | { type: 'player.search' }
  | { type: 'member.enter'; memberId: number }
  | { type: 'walkin.change'; name: string }
  | { type: 'walkin.enter' }
  | { type: 'entry.reenter'; entry: number }
  | { type: 'entry.rebuy'; entry: number }
  | { type: 'entry.addon'; entry: number }
  | { type: 'settings.change'; field: SettingsField; value: Typed }
  | { type: 'settings.save' }
  | { type: 'preset.choose'; preset: PayoutPresetName }
  | { type: 'payout.change'; place: number; amount: Typed }
  | { type: 'payouts.save' }
  | { type: 'payouts.discard' }
  | { type: 'payouts.reset' }
  | { type: 'seats.draw' }
  | { type: 'bust.choose'; entry: number | null }
  | { type: 'bust.eliminator'; entry: number | null }
  | { type: 'bust.record' }
  | { type: 'deal.method'; method: DealMethod }
  | { type: 'stack.change'; entry: number; stack: Typed }
  | { type: 'amount.change'; entry: number; amount: Typed }
  | { type: 'deal.record' }
  | { type: 'floor.undo' }
  | { type: 'floor.redo' }
  | { type: 'event.close' };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Each method's name as a label ("Chip chop"). */
export const DEAL_METHOD_LABELS = Object.fromEntries(
  DEAL_METHODS.map((method) => [method, capitalised(DEAL_METHOD_NAMES[method])]),
) as Record<DealMethod, string>;

const NO_DEAL: DealDraft = { method: 'icm', stacks: {}, amounts: {} };
const NO_BUST = { entry: null, by: null };

const isWhole = (value: Typed): value is number => typeof value === 'number' && Number.isInteger(value);

const nameIn = (floor: DirectorFloor | null, entry: number | null) =>
  floor?.players.find((p) => p.id === entry)?.playerName ?? `#${entry}`;

const settingsOf = (floor: DirectorFloor | null, draft: SettingsDraft | null): SettingsDraft | null =>
  draft ??
  (floor ? (Object.fromEntries(SETTINGS_FIELDS.map((f) => [f, floor.settings[f]])) as SettingsDraft) : null);

/** What is wrong with the settings form, or null when it can be saved. */
export function settingsDraftError(context: Pick<FloorConsoleContext, 'floor' | 'settings'>): string | null {
  const { floor, settings } = context;
  if (!floor || !settings) return 'Change a setting first.';
  if (SETTINGS_FIELDS.some((f) => !isWhole(settings[f]))) return 'Fill in every setting with a whole number.';
  return settingsError({ ...floor.settings, ...(settings as Record<SettingsField, number>) });
}

/** What is wrong with the payouts as edited, or null when they can be saved. */
export function payoutsDraftError(context: Pick<FloorConsoleContext, 'floor' | 'payouts'>): string | null {
  const { floor, payouts } = context;
  if (!floor || !payouts) return 'Change a payout first.';
  if (!payouts.every(isWhole)) return 'Each payout is a whole number of dollars above $0.';
  return payoutsError(payouts, floor.prizePool);
}

export interface DealPreview {
  players: { entry: number; name: string; stack: Typed; calculated: number | null; amount: Typed }[];
  /** The prize money still to be paid: the remaining places' payouts. */
  total: number;
  /** Why the deal cannot be recorded yet, or null. */
  error: string | null;
}

/** The deal calculator: the players left, their typed stacks, each one's share by the method and as adjusted. */
export function dealPreview(context: Pick<FloorConsoleContext, 'floor' | 'deal'>): DealPreview {
  const { floor, deal } = context;
  const left = floor?.players.filter((p) => p.out === null) ?? [];
  const payouts = floor?.payouts.slice(0, left.length) ?? [];
  const total = payouts.reduce((sum, amount) => sum + amount, 0);
  const stacks = left.map((p) => deal.stacks[p.id] ?? '');
  const typedAll = stacks.every(isWhole);
  const inputError = typedAll ? dealInputError(stacks as number[], payouts) : null;
  const calculated =
    typedAll && !inputError ? dealAmounts(deal.method, stacks as number[], payouts) : undefined;
  const players = left.map((p, i) => ({
    entry: p.id,
    name: p.playerName,
    stack: stacks[i] as Typed,
    calculated: calculated?.[i] ?? null,
    amount: deal.amounts[p.id] ?? calculated?.[i] ?? '',
  }));
  const agreed = players.reduce((sum, p) => sum + (isWhole(p.amount) ? p.amount : 0), 0);
  let error: string | null = null;
  if (!typedAll) error = 'Type every player’s stack.';
  else if (inputError) error = inputError;
  else if (!players.every((p) => isWhole(p.amount) && p.amount >= 0))
    error = 'Each amount is a whole number of dollars.';
  else if (agreed !== total)
    error = `The amounts add up to ${formatDollars(agreed)}; ${formatDollars(total)} is left to share.`;
  return { players, total, error };
}

/** The intent a director's action makes, with its words for the pending list. */
function commandOf(context: FloorConsoleContext, event: FloorConsoleEvent): Omit<QueuedCommand, 'commandId'> {
  const { floor } = context;
  const name = (entry: number | null) => nameIn(floor, entry);
  const command = (intent: FloorIntentBody, label: string) => ({ intent, label });
  switch (event.type) {
    case 'member.enter': {
      const match = context.matches.find((m) => m.memberId === event.memberId);
      return command({ type: 'entry.add', memberId: event.memberId }, `Enter ${match?.name ?? 'a member'}`);
    }
    case 'walkin.enter': {
      const playerName = context.walkIn.trim();
      return command({ type: 'entry.add', playerName }, `Enter ${playerName} (walk-in)`);
    }
    case 'entry.reenter':
      return command({ type: 'entry.add', reEntryOf: event.entry }, `Re-entry of ${name(event.entry)}`);
    case 'entry.rebuy':
      return command({ type: 'entry.rebuy', entry: event.entry }, `Rebuy for ${name(event.entry)}`);
    case 'entry.addon':
      return command({ type: 'entry.addon', entry: event.entry }, `Add-on for ${name(event.entry)}`);
    case 'settings.save': {
      const settings = context.settings as Record<SettingsField, number>;
      return command({ type: 'settings.set', settings }, 'Settings');
    }
    case 'preset.choose':
      return command(
        { type: 'settings.set', settings: { preset: event.preset, payouts: null } },
        `Payouts: ${PAYOUT_PRESETS[event.preset].label}`,
      );
    case 'payouts.save':
      return command({ type: 'settings.set', settings: { payouts: context.payouts as number[] } }, 'Payouts');
    case 'payouts.reset':
      return command({ type: 'settings.set', settings: { payouts: null } }, 'Payouts as proposed');
    case 'seats.draw':
      return command({ type: 'seats.draw' }, 'Draw seats');
    case 'bust.record': {
      const { entry, by } = context.bust;
      const label = `Bust-out of ${name(entry)}${by === null ? '' : ` by ${name(by)}`}`;
      return command({ type: 'entry.bust', entry: entry as number, eliminatedBy: by }, label);
    }
    case 'deal.record': {
      const { players } = dealPreview(context);
      const intent: FloorIntentBody = {
        type: 'deal.record',
        method: context.deal.method,
        stacks: players.map((p) => ({ entry: p.entry, stack: p.stack as number })),
        amounts: players.map((p) => p.amount as number),
      };
      return command(intent, `Deal (${DEAL_METHOD_LABELS[context.deal.method]})`);
    }
    case 'floor.undo':
      return command(
        { type: 'undo' },
        context.queue.length === 0 && floor?.undoLabel ? `Undo: ${floor.undoLabel}` : 'Undo',
      );
    case 'floor.redo':
      return command({ type: 'redo' }, `Redo: ${floor?.redoLabel ?? ''}`);
    default:
      return command({ type: 'event.close' }, 'Close the event');
  }
}

const COMMAND_REFUSED = 'The server did not take that change.';
const SEARCH_FAILED = 'The search failed. Try again.';

const keepQueue = {
  type: 'keepQueue',
  params: ({ context }: { context: FloorConsoleContext }) => context.queue,
} as const;

/** A director's command: queued (the drafts it came from emptied), kept on the phone. */
const queued = <const Clear extends string>(...clear: Clear[]) => ({
  actions: ['enqueue' as const, ...clear, keepQueue],
});

/**
 * The tournament floor's console (issue 35): the director enters players, draws seats, records bust-outs (and
 * announces the moves the server worked out), sets the pool and payouts, records a final-table deal and
 * closes the event. Every command is queued on the phone with its own id and sent one at a time, in order:
 * offline, or while the server does not answer, the queue waits (kept in storage, so a reload loses nothing)
 * and is sent when the connection returns; a refusal drops its command and shows the server's reason. The
 * floor shown is the server's latest answer; pending commands are listed, not shown as done.
 */
export const floorConsoleMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as FloorConsoleContext,
    events: {} as FloorConsoleEvent,
    input: {} as { eventId: number; session: string; queue?: QueuedCommand[] },
  },
  actors: {
    loadFloor: fromPromise<DirectorFloor, number>(async () => {
      throw new Error('loadFloor not provided');
    }),
    sendCommand: fromPromise<DirectorFloor, { eventId: number; command: FloorCommandBody }>(async () => {
      throw new Error('sendCommand not provided');
    }),
    searchPlayers: fromPromise<PlayerMatch[], string>(async () => {
      throw new Error('searchPlayers not provided');
    }),
    /** Tells the console when the phone goes offline and comes back (connectivity.offline / .online). */
    connectivity: fromCallback(() => () => {}),
  },
  actions: {
    /** Keeps the queue where a reload finds it (the live console: localStorage, per event). */
    keepQueue: (_, _queue: QueuedCommand[]) => {},
    takeFloor: assign({
      floor: ({ context, event }) => {
        const answer = (event as { output?: DirectorFloor }).output;
        return answer && (!context.floor || answer.version >= context.floor.version) ? answer : context.floor;
      },
    }),
    enqueue: assign(({ context, event }) => ({
      queue: [
        ...context.queue,
        {
          commandId: `${context.session}${context.issued.toString(16).padStart(12, '0')}`,
          ...commandOf(context, event),
        },
      ],
      issued: context.issued + 1,
      error: null,
    })),
    dropHead: assign({ queue: ({ context }) => context.queue.slice(1) }),
    clearMember: assign({ query: '', matches: [] }),
    clearWalkIn: assign({ walkIn: '' }),
    clearSettings: assign({ settings: null }),
    clearPayouts: assign({ payouts: null }),
    clearBust: assign({ bust: NO_BUST }),
    clearDeal: assign({ deal: NO_DEAL }),
  },
  guards: {
    hasQueue: ({ context }) => context.queue.length > 0,
    hasFloor: ({ context }) => context.floor !== null,
    isClosed: ({ context }) => context.floor?.closed === true,
    isRefusal: ({ event }) => isRefusalError((event as { error?: unknown }).error),
    isSearchable: ({ context }) => context.query.trim().length >= 2,
    hasWalkIn: ({ context }) => context.walkIn.trim().length > 0,
    settingsValid: ({ context }) => settingsDraftError(context) === null,
    payoutsValid: ({ context }) => payoutsDraftError(context) === null,
    hasOwnPayouts: ({ context }) => context.floor?.settings.payouts != null,
    canDraw: ({ context }) => context.floor?.drawn === false && context.floor.playersLeft >= 2,
    hasBustChoice: ({ context }) => context.bust.entry !== null,
    dealReady: ({ context }) => context.floor?.deal === null && dealPreview(context).error === null,
    canUndo: ({ context }) => context.floor?.canUndo === true || context.queue.length > 0,
    canRedo: ({ context }) => context.floor?.canRedo === true && context.queue.length === 0,
    canClose: ({ context }) => context.floor?.playersLeft === 1,
  },
  delays: {
    retry: ({ context }) => retryDelay(context.retries),
  },
}).createMachine({
  id: 'floorConsole',
  type: 'parallel',
  context: ({ input }) => ({
    eventId: input.eventId,
    session: input.session,
    issued: 0,
    floor: null,
    queue: input.queue ?? [],
    retries: 0,
    error: null,
    query: '',
    matches: [],
    walkIn: '',
    settings: null,
    payouts: null,
    bust: NO_BUST,
    deal: NO_DEAL,
  }),
  invoke: { id: 'connectivity', src: 'connectivity' },
  on: {
    'error.dismiss': { actions: assign({ error: null }) },
  },
  states: {
    /** The floor shown: loaded once, then each command's answer replaces it. */
    load: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadFloor',
            src: 'loadFloor',
            input: ({ context }) => context.eventId,
            onDone: { target: 'ready', actions: 'takeFloor' },
            onError: 'failed',
          },
        },
        failed: {
          // A command answered meanwhile brings the floor too.
          always: { guard: 'hasFloor', target: 'ready' },
          on: {
            'floor.reload': 'loading',
            'connectivity.online': 'loading',
          },
        },
        ready: {
          always: { guard: 'isClosed', target: 'closed' },
          on: {
            'query.change': { actions: assign({ query: ({ event }) => event.query }) },
            'walkin.change': { actions: assign({ walkIn: ({ event }) => event.name }) },
            'member.enter': queued('clearMember'),
            'walkin.enter': { guard: 'hasWalkIn', ...queued('clearWalkIn') },
            'entry.reenter': queued(),
            'entry.rebuy': queued(),
            'entry.addon': queued(),
            'settings.change': {
              actions: assign({
                settings: ({ context, event }) => ({
                  ...(settingsOf(context.floor, context.settings) as SettingsDraft),
                  [event.field]: event.value,
                }),
              }),
            },
            'settings.save': { guard: 'settingsValid', ...queued('clearSettings') },
            'preset.choose': queued('clearPayouts'),
            'payout.change': {
              actions: assign({
                payouts: ({ context, event }) =>
                  (context.payouts ?? context.floor?.payouts ?? []).map((amount, i) =>
                    i === event.place ? event.amount : amount,
                  ),
              }),
            },
            'payouts.save': { guard: 'payoutsValid', ...queued('clearPayouts') },
            'payouts.discard': { actions: 'clearPayouts' },
            'payouts.reset': { guard: 'hasOwnPayouts', ...queued('clearPayouts') },
            'seats.draw': { guard: 'canDraw', ...queued() },
            'bust.choose': {
              actions: assign({ bust: ({ context, event }) => ({ ...context.bust, entry: event.entry }) }),
            },
            'bust.eliminator': {
              actions: assign({ bust: ({ context, event }) => ({ ...context.bust, by: event.entry }) }),
            },
            'bust.record': { guard: 'hasBustChoice', ...queued('clearBust') },
            'deal.method': {
              actions: assign({
                deal: ({ context, event }) => ({ ...context.deal, method: event.method, amounts: {} }),
              }),
            },
            'stack.change': {
              actions: assign({
                deal: ({ context, event }) => ({
                  ...context.deal,
                  stacks: { ...context.deal.stacks, [event.entry]: event.stack },
                  amounts: {},
                }),
              }),
            },
            'amount.change': {
              actions: assign({
                deal: ({ context, event }) => ({
                  ...context.deal,
                  amounts: { ...context.deal.amounts, [event.entry]: event.amount },
                }),
              }),
            },
            'deal.record': { guard: 'dealReady', ...queued('clearDeal') },
            'floor.undo': { guard: 'canUndo', ...queued() },
            'floor.redo': { guard: 'canRedo', ...queued() },
            'event.close': { guard: 'canClose', ...queued() },
          },
        },
        closed: {},
      },
    },
    /** The queue's sender: the head, one at a time, while there is a connection. */
    sender: {
      initial: 'idle',
      on: { 'connectivity.offline': '.offline' },
      states: {
        idle: {
          always: { guard: 'hasQueue', target: 'sending' },
        },
        sending: {
          invoke: {
            id: 'sendCommand',
            src: 'sendCommand',
            input: ({ context }) => {
              const { commandId, intent } = context.queue[0] as QueuedCommand;
              return { eventId: context.eventId, command: { commandId, intent } };
            },
            onDone: {
              target: 'idle',
              actions: ['takeFloor', 'dropHead', assign({ retries: 0 }), keepQueue],
            },
            onError: [
              {
                guard: 'isRefusal',
                target: 'idle',
                actions: [
                  assign({ error: ({ event }) => messageOf(event.error, COMMAND_REFUSED), retries: 0 }),
                  'dropHead',
                  keepQueue,
                ],
              },
              { target: 'retrying', actions: assign({ retries: ({ context }) => context.retries + 1 }) },
            ],
          },
        },
        retrying: {
          after: { retry: 'sending' },
          on: { 'connectivity.online': 'sending' },
        },
        offline: {
          on: { 'connectivity.online': 'idle' },
        },
      },
    },
    /** The player search (name, mobile or membership number) for entering members. */
    search: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'player.search': { guard: 'isSearchable', target: 'searching' } },
        },
        searching: {
          invoke: {
            id: 'searchPlayers',
            src: 'searchPlayers',
            input: ({ context }) => context.query.trim(),
            onDone: { target: 'idle', actions: assign({ matches: ({ event }) => event.output }) },
            onError: {
              target: 'idle',
              actions: assign({ matches: [], error: ({ event }) => messageOf(event.error, SEARCH_FAILED) }),
            },
          },
        },
      },
    },
  },
});
