import { fromPromise } from 'xstate';
import { type ClockCommand, clockDirectorMachine } from '../../../../machines/clock-director';
import type { ClockStatus } from '../../../shared/contract/clock';
import { sendClockAction } from './api';

export const liveDirectorMachine = clockDirectorMachine.provide({
  actors: {
    sendCommand: fromPromise<ClockStatus, { eventId: number; command: ClockCommand }>(({ input }) =>
      sendClockAction(input.eventId, input.command.action, input.command.body ?? null),
    ),
  },
});
