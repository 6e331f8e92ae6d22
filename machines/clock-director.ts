import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { CLOCK_ACTIONS, ClockActionBody, ClockStatus } from '../src/shared/contract/clock';
import { messageOf } from '../src/shared/error-message';
import { isRefusalError, retryDelay } from './shared/command-queue';
import { tournamentClockMachine } from './tournament-clock';

export type ClockAction = (typeof CLOCK_ACTIONS)[number];
export interface ClockCommand {
  action: ClockAction;
  body?: ClockActionBody;
}

/** A clock change made on this console, kept until the server answers it. */
export interface QueuedClockCommand extends ClockCommand {
  /** Its place in the order made on this console (a key for the pending list). */
  id: number;
  /** What it does, in words, for the pending list ("1 minute more"). */
  label: string;
}

/** Where the clock is, as the clock machine says: its `clock` region's state. */
export type ClockPhase = 'loading' | 'scheduled' | 'running' | 'paused' | 'ended';

export interface ClockDirectorContext {
  eventId: number;
  phase: ClockPhase;
  /** The clock as the console last saw it (the clock machine's status). */
  status: ClockStatus | null;
  /** Changes not yet answered, in the order made; the head is the one being sent. */
  queue: QueuedClockCommand[];
  /** How many changes were made on this console: the next one's id. */
  issued: number;
  /** Sends failed in a row for want of a connection or a server: the wait before the next grows with it. */
  retries: number;
  /** Whether the browser has a connection (it says when it goes offline and comes back). */
  online: boolean;
  /** The server's refusal of the last change refused. */
  error: string | null;
  /** The Players remaining field as the director types it ('' while empty, a text while not a number). */
  players: number | string;
}

/** What the director does: a button or a key each (see the console view's key map). */
export type ClockDirectorEvent =
  | { type: 'clock.toggle' }
  | { type: 'level.previous' }
  | { type: 'level.next' }
  | { type: 'time.less' }
  | { type: 'time.more' }
  | { type: 'entry.add' }
  | { type: 'reentry.add' }
  | { type: 'players.change'; players: number | string }
  /** Sets the count typed (players.change). */
  | { type: 'players.set' }
  | { type: 'clock.end' }
  | { type: 'error.dismiss' }
  | { type: 'connectivity.online' }
  | { type: 'connectivity.offline' };

export const ONE_MINUTE = 60;

const CLOCK_REFUSED = 'The clock did not take that change.';

/** The clock as it will be once the queued changes are made: the next change is judged from there. */
export function plannedClock(context: Pick<ClockDirectorContext, 'phase' | 'status' | 'queue'>) {
  let { phase } = context;
  let entries = context.status?.entries ?? 0;
  let reEntries = context.status?.reEntries ?? 0;
  for (const { action, body } of context.queue) {
    if (action === 'start' || action === 'resume') phase = 'running';
    else if (action === 'pause') phase = 'paused';
    else if (action === 'end') phase = 'ended';
    else if (action === 'entries') {
      entries = body?.entries ?? entries;
      reEntries = body?.reEntries ?? reEntries;
    }
  }
  return { phase, entries, reEntries };
}

const TOGGLE: Partial<Record<ClockPhase, [ClockAction, string]>> = {
  running: ['pause', 'Pause the clock'],
  paused: ['resume', 'Resume the clock'],
  scheduled: ['start', 'Start the clock'],
};

/** The change a director's event makes, with its words for the pending list. */
function commandOf(context: ClockDirectorContext, event: ClockDirectorEvent): Omit<QueuedClockCommand, 'id'> {
  const planned = plannedClock(context);
  switch (event.type) {
    case 'clock.toggle': {
      const [action, label] = TOGGLE[planned.phase] as [ClockAction, string];
      return { action, label };
    }
    case 'level.previous':
      return { action: 'previous', label: 'Previous level' };
    case 'level.next':
      return { action: 'next', label: 'Next level' };
    case 'time.less':
      return { action: 'addTime', body: { seconds: -ONE_MINUTE }, label: '1 minute less' };
    case 'time.more':
      return { action: 'addTime', body: { seconds: ONE_MINUTE }, label: '1 minute more' };
    case 'entry.add':
      return {
        action: 'entries',
        body: { entries: planned.entries + 1, reEntries: planned.reEntries },
        label: 'One more entry',
      };
    case 'reentry.add':
      return {
        action: 'entries',
        body: { entries: planned.entries, reEntries: planned.reEntries + 1 },
        label: 'One more re-entry',
      };
    case 'players.set':
      return {
        action: 'players',
        body: { playersRemaining: context.players as number },
        label: `Players remaining: ${context.players}`,
      };
    default:
      return { action: 'end', label: 'End the tournament' };
  }
}

const queued = { actions: 'enqueue' } as const;

/**
 * The director's console: it runs the event's clock (the same machine visitors watch) and queues each change,
 * sent one at a time in the order made. Each change is allowed only where it makes sense for the clock as it
 * will stand once the queued ones are made. Offline, or while the server does not answer (no connection, a
 * 5xx, 408 or 429), the queue waits, listed as pending, and is sent when the connection returns; a refusal
 * drops its change and shows the server's message until the next change. The server applies each change as
 * it receives it, and its answer is shown at once (the hub pushes it to every viewer too). A player going
 * out is recorded by name in the results (which takes one off the count on the server), never here: one
 * bust-out, counted once.
 */
export const clockDirectorMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as ClockDirectorContext,
    events: {} as ClockDirectorEvent,
    input: {} as { eventId: number },
  },
  actors: {
    clock: tournamentClockMachine,
    sendCommand: fromPromise<ClockStatus, { eventId: number; command: ClockCommand }>(async () => {
      throw new Error('sendCommand not provided');
    }),
    /** Tells the console when the browser goes offline and comes back (connectivity.offline / .online). */
    connectivity: fromCallback(() => () => {}),
  },
  actions: {
    enqueue: assign(({ context, event }) => ({
      queue: [...context.queue, { id: context.issued, ...commandOf(context, event) }],
      issued: context.issued + 1,
      error: null,
    })),
    dropHead: assign({ queue: ({ context }) => context.queue.slice(1) }),
    goOnline: assign({ online: true }),
  },
  guards: {
    hasQueue: ({ context }) => context.queue.length > 0,
    isOffline: ({ context }) => !context.online,
    isOnline: ({ context }) => context.online,
    isRefusal: ({ event }) => isRefusalError((event as { error?: unknown }).error),
    isToggleable: ({ context }) => TOGGLE[plannedClock(context).phase] !== undefined,
    isStarted: ({ context }) => ['running', 'paused'].includes(plannedClock(context).phase),
    // An ended clock (a closed event's too) takes no more changes: the server refuses them.
    isLive: ({ context }) => context.status !== null && plannedClock(context).phase !== 'ended',
    isPlayerCount: ({ context }) => {
      const planned = plannedClock(context);
      return (
        context.status !== null &&
        planned.phase !== 'ended' &&
        typeof context.players === 'number' &&
        Number.isInteger(context.players) &&
        context.players >= 0 &&
        context.players <= planned.entries + planned.reEntries
      );
    },
  },
  delays: {
    retry: ({ context }) => retryDelay(context.retries),
  },
}).createMachine({
  id: 'clockDirector',
  context: ({ input }) => ({
    eventId: input.eventId,
    phase: 'loading',
    status: null,
    queue: [],
    issued: 0,
    retries: 0,
    online: true,
    error: null,
    players: '',
  }),
  invoke: [
    {
      id: 'clock',
      src: 'clock',
      input: ({ context }) => ({ eventId: context.eventId }),
      onSnapshot: {
        actions: assign({
          phase: ({ event }) => event.snapshot.value.clock as ClockPhase,
          status: ({ event }) => event.snapshot.context.status,
        }),
      },
    },
    { id: 'connectivity', src: 'connectivity' },
  ],
  // Changes are taken in every state of the sender: made while one is sent, or offline, they wait their turn.
  on: {
    'players.change': {
      actions: assign({
        players: ({ context, event }) => (event.type === 'players.change' ? event.players : context.players),
      }),
    },
    'clock.toggle': { guard: 'isToggleable', ...queued },
    'level.previous': { guard: 'isStarted', ...queued },
    'level.next': { guard: 'isStarted', ...queued },
    'time.less': { guard: 'isStarted', ...queued },
    'time.more': { guard: 'isStarted', ...queued },
    'entry.add': { guard: 'isLive', ...queued },
    'reentry.add': { guard: 'isLive', ...queued },
    'players.set': { guard: 'isPlayerCount', ...queued },
    'clock.end': { guard: 'isLive', ...queued },
    'error.dismiss': { actions: assign({ error: null }) },
    'connectivity.offline': { actions: assign({ online: false }) },
    'connectivity.online': { actions: 'goOnline' },
  },
  initial: 'idle',
  /** The queue's sender: the head, one at a time, while there is a connection. */
  states: {
    idle: {
      always: [
        { guard: 'isOffline', target: 'offline' },
        { guard: 'hasQueue', target: 'sending' },
      ],
    },
    // A change being sent is left to finish even if the browser goes offline: resent, it could count twice.
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendCommand',
        src: 'sendCommand',
        input: ({ context }) => {
          const { action, body } = context.queue[0] as QueuedClockCommand;
          return { eventId: context.eventId, command: body ? { action, body } : { action } };
        },
        onDone: {
          target: 'idle',
          actions: [
            'dropHead',
            assign({ retries: 0 }),
            // The answer shows at once, even before the hub's push arrives.
            sendTo('clock', ({ event }) => ({ type: 'status.received' as const, status: event.output })),
          ],
        },
        onError: [
          {
            guard: 'isRefusal',
            target: 'idle',
            actions: [
              assign({ error: ({ event }) => messageOf(event.error, CLOCK_REFUSED), retries: 0 }),
              'dropHead',
            ],
          },
          { target: 'retrying', actions: assign({ retries: ({ context }) => context.retries + 1 }) },
        ],
      },
    },
    retrying: {
      always: { guard: 'isOffline', target: 'offline' },
      after: { retry: 'sending' },
      on: { 'connectivity.online': { target: 'sending', actions: 'goOnline' } },
    },
    offline: {
      always: { guard: 'isOnline', target: 'idle' },
    },
  },
});
