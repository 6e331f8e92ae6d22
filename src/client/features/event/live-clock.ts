import { fromPromise } from 'xstate';
import { tournamentClockMachine } from '../../../../machines/tournament-clock';
import type { ClockStatus } from '../../../shared/contract/clock';
import { eventClockFeed } from '../../api/realtime-hub';
import { getClockStatus } from './api';
import { playCue } from './sound-cues';

/** The clock machine wired to the server (status calls and the realtime hub) and to the speakers. */
export const liveClockMachine = tournamentClockMachine.provide({
  actions: { playCue: (_, { cue }) => playCue(cue) },
  actors: {
    loadStatus: fromPromise<ClockStatus, number>(({ input }) => getClockStatus(input)),
    hub: eventClockFeed,
  },
});
