import { assign, emit, fromPromise, setup } from 'xstate';
import type { CLOCK_ACTIONS, ClockActionBody, ClockStatus } from '../src/shared/contract/clock';

export type ClockAction = (typeof CLOCK_ACTIONS)[number];
export interface ClockCommand {
  action: ClockAction;
  body?: ClockActionBody;
}

export interface ClockDirectorContext {
  eventId: number;
  /** The command being sent, so the console can show which button is busy. */
  pending: ClockCommand | null;
  error: string | null;
  /** The clock as the server answered the last command. */
  status: ClockStatus | null;
}

export type ClockDirectorEvent = { type: 'command.send'; command: ClockCommand } | { type: 'error.dismiss' };

export type ClockDirectorEmitted = { type: 'clock.changed'; status: ClockStatus };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The clock did not take that change.';

/**
 * The director's console: one command at a time goes to the server; its answer is the new clock (also
 * pushed to every viewer by the hub). A refused command shows the server's message until the next one.
 */
export const clockDirectorMachine = setup({
  types: {
    context: {} as ClockDirectorContext,
    events: {} as ClockDirectorEvent,
    input: {} as { eventId: number },
    emitted: {} as ClockDirectorEmitted,
  },
  actors: {
    sendCommand: fromPromise<ClockStatus, { eventId: number; command: ClockCommand }>(async () => {
      throw new Error('sendCommand not provided');
    }),
  },
}).createMachine({
  id: 'clockDirector',
  context: ({ input }) => ({ eventId: input.eventId, pending: null, error: null, status: null }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'command.send': {
          target: 'sending',
          actions: assign({ pending: ({ event }) => event.command, error: null }),
        },
        'error.dismiss': { actions: assign({ error: null }) },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendCommand',
        src: 'sendCommand',
        input: ({ context }) => ({ eventId: context.eventId, command: context.pending as ClockCommand }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ pending: null, status: ({ event }) => event.output }),
            emit(({ event }) => ({ type: 'clock.changed' as const, status: event.output })),
          ],
        },
        onError: {
          target: 'ready',
          actions: assign({ pending: null, error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
  },
});
