import { fromPromise } from 'xstate';
import { resultsRecordingMachine } from '../../../../machines/results-recording';
import type { PlayerChoice } from '../../../shared/contract/results-recording';
import { closeEvent, getBustOuts, recordBustOut, removeBustOut, searchResultPlayers } from './api';

/** The results recorder wired to the server (the hub then tells every open page). */
export const liveResultsRecordingMachine = resultsRecordingMachine.provide({
  actors: {
    loadBustOuts: fromPromise(({ input }: { input: number }) => getBustOuts(input)),
    searchPlayers: fromPromise(({ input }: { input: string }) => searchResultPlayers(input)),
    recordBustOut: fromPromise(({ input }: { input: { eventId: number; player: PlayerChoice } }) =>
      recordBustOut(input.eventId, input.player),
    ),
    removeBustOut: fromPromise(({ input }: { input: { eventId: number; seq: number } }) =>
      removeBustOut(input.eventId, input.seq),
    ),
    closeEvent: fromPromise(({ input }: { input: { eventId: number; winner: PlayerChoice } }) =>
      closeEvent(input.eventId, input.winner),
    ),
  },
});
