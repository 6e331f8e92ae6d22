import { fromPromise } from 'xstate';
import { type ClockCommand, clockDirectorMachine } from '../../../../machines/clock-director';
import type { ClockStatus } from '../../../shared/contract/clock';
import { sendClockAction } from './api';
import { liveClockMachine } from './live-clock';

/** The director's console wired to the server: the live clock, and commands sent as clock actions. */
export const liveDirectorMachine = clockDirectorMachine.provide({
  actors: {
    clock: liveClockMachine,
    sendCommand: fromPromise<ClockStatus, { eventId: number; command: ClockCommand }>(({ input }) =>
      sendClockAction(input.eventId, input.command.action, input.command.body ?? null),
    ),
  },
});
