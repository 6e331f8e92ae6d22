import { fromPromise } from 'xstate';
import { type ClockCommand, clockDirectorMachine } from '../../../../machines/clock-director';
import type { ClockStatus } from '../../../shared/contract/clock';
import { browserConnectivity } from '../../components/connectivity';
import { sendClockAction } from './api';
import { liveClockMachine } from './live-clock';

/**
 * The director's console wired to the server: the live clock, commands sent as clock actions, and the browser's
 * online and offline events.
 */
export const liveDirectorMachine = clockDirectorMachine.provide({
  actors: {
    clock: liveClockMachine,
    sendCommand: fromPromise<ClockStatus, { eventId: number; command: ClockCommand }>(({ input }) =>
      sendClockAction(input.eventId, input.command.action, input.command.body ?? null),
    ),
    connectivity: browserConnectivity,
  },
});
