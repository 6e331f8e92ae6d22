import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { CLOCK_ACTIONS, ClockActionBody, ClockStatus } from '../src/shared/contract/clock';
import { messageOf } from '../src/shared/error-message';
import { tournamentClockMachine } from './tournament-clock';

export type ClockAction = (typeof CLOCK_ACTIONS)[number];
export interface ClockCommand {
  action: ClockAction;
  body?: ClockActionBody;
}

/** Where the clock is, as the clock machine says: its `clock` region's state. */
export type ClockPhase = 'loading' | 'scheduled' | 'running' | 'paused' | 'ended';

export interface ClockDirectorContext {
  eventId: number;
  phase: ClockPhase;
  /** The clock as the console last saw it (the clock machine's status). */
  status: ClockStatus | null;
  /** The command being sent, so the console can show which button is busy. */
  pending: ClockCommand | null;
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
  | { type: 'error.dismiss' };

export const ONE_MINUTE = 60;

const CLOCK_REFUSED = 'The clock did not take that change.';

const totalEntries = (status: ClockStatus) => status.entries + status.reEntries;

/**
 * The director's console: it runs the event's clock (the same machine visitors watch) and sends one
 * command at a time to the server. Each command is allowed only where it makes sense for the clock as it
 * stands; the server's answer is shown at once (the hub pushes it to every viewer too), and a refusal
 * shows the server's message until the next command. A player going out is recorded by name in the results
 * (which takes one off the count on the server), never here: one bust-out, counted once.
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
  },
  guards: {
    isRunning: ({ context }) => context.phase === 'running',
    isPaused: ({ context }) => context.phase === 'paused',
    isScheduled: ({ context }) => context.phase === 'scheduled',
    isStarted: ({ context }) => context.phase === 'running' || context.phase === 'paused',
    // An ended clock (a closed event's too) takes no more changes: the server refuses them.
    isLive: ({ context }) => context.status !== null && context.phase !== 'ended',
    isPlayerCount: ({ context }) =>
      context.status !== null &&
      context.phase !== 'ended' &&
      typeof context.players === 'number' &&
      Number.isInteger(context.players) &&
      context.players >= 0 &&
      context.players <= totalEntries(context.status),
    canEnd: ({ context }) => context.status !== null && context.phase !== 'ended',
  },
}).createMachine({
  id: 'clockDirector',
  context: ({ input }) => ({
    eventId: input.eventId,
    phase: 'loading',
    status: null,
    pending: null,
    error: null,
    players: '',
  }),
  invoke: {
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
  // The field is drawn, and takes typing, while a command is sent too.
  on: {
    'players.change': {
      actions: assign({
        players: ({ context, event }) => (event.type === 'players.change' ? event.players : context.players),
      }),
    },
  },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'clock.toggle': [
          { guard: 'isRunning', target: 'sending', actions: assign({ pending: { action: 'pause' } }) },
          { guard: 'isPaused', target: 'sending', actions: assign({ pending: { action: 'resume' } }) },
          { guard: 'isScheduled', target: 'sending', actions: assign({ pending: { action: 'start' } }) },
        ],
        'level.previous': {
          guard: 'isStarted',
          target: 'sending',
          actions: assign({ pending: { action: 'previous' } }),
        },
        'level.next': {
          guard: 'isStarted',
          target: 'sending',
          actions: assign({ pending: { action: 'next' } }),
        },
        'time.less': {
          guard: 'isStarted',
          target: 'sending',
          actions: assign({ pending: { action: 'addTime', body: { seconds: -ONE_MINUTE } } }),
        },
        'time.more': {
          guard: 'isStarted',
          target: 'sending',
          actions: assign({ pending: { action: 'addTime', body: { seconds: ONE_MINUTE } } }),
        },
        'entry.add': {
          guard: 'isLive',
          target: 'sending',
          actions: assign({
            pending: ({ context }) => ({
              action: 'entries',
              body: {
                entries: (context.status?.entries ?? 0) + 1,
                reEntries: context.status?.reEntries ?? 0,
              },
            }),
          }),
        },
        'reentry.add': {
          guard: 'isLive',
          target: 'sending',
          actions: assign({
            pending: ({ context }) => ({
              action: 'entries',
              body: {
                entries: context.status?.entries ?? 0,
                reEntries: (context.status?.reEntries ?? 0) + 1,
              },
            }),
          }),
        },
        'players.set': {
          guard: 'isPlayerCount',
          target: 'sending',
          actions: assign({
            pending: ({ context }) => ({
              action: 'players',
              body: { playersRemaining: context.players as number },
            }),
          }),
        },
        'clock.end': { guard: 'canEnd', target: 'sending', actions: assign({ pending: { action: 'end' } }) },
        'error.dismiss': { actions: assign({ error: null }) },
      },
    },
    sending: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'sendCommand',
        src: 'sendCommand',
        input: ({ context }) => ({ eventId: context.eventId, command: context.pending as ClockCommand }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ pending: null }),
            // The answer shows at once, even before the hub's push arrives.
            sendTo('clock', ({ event }) => ({ type: 'status.received' as const, status: event.output })),
          ],
        },
        onError: {
          target: 'ready',
          actions: assign({ pending: null, error: ({ event }) => messageOf(event.error, CLOCK_REFUSED) }),
        },
      },
    },
  },
});
