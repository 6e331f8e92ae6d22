import { fromPromise } from 'xstate';
import { tournamentClockMachine } from '../../../../machines/tournament-clock';
import type { ClockStatus } from '../../../shared/contract/clock';
import { getClockStatus } from './api';
import { clockHub } from './clock-hub';

/** The clock machine wired to the server: status calls and the realtime hub. */
export const liveClockMachine = tournamentClockMachine.provide({
  actors: {
    loadStatus: fromPromise<ClockStatus, number>(({ input }) => getClockStatus(input)),
    hub: clockHub,
  },
});
