import { fromPromise } from 'xstate';
import { floorConsoleMachine } from '../../../../machines/floor-console';
import type { FloorCommandBody } from '../../../shared/contract/floor';
import { browserConnectivity } from '../../components/connectivity';
import { searchResultPlayers } from './api';
import { getDirectorFloor, runFloorCommand } from './floor-api';
import { keepFloorQueue } from './floor-queue-storage';

/** The floor console wired to the server, the browser's connectivity and the phone's storage. */
export const liveFloorConsoleMachine = floorConsoleMachine.provide({
  actors: {
    loadFloor: fromPromise(({ input, signal }: { input: number; signal: AbortSignal }) =>
      getDirectorFloor(input, signal),
    ),
    sendCommand: fromPromise(
      ({ input, signal }: { input: { eventId: number; command: FloorCommandBody }; signal: AbortSignal }) =>
        runFloorCommand(input.eventId, input.command, signal),
    ),
    searchPlayers: fromPromise(({ input }: { input: string }) => searchResultPlayers(input)),
    connectivity: browserConnectivity,
  },
  actions: {
    keepQueue: ({ context }, queue) => keepFloorQueue(context.eventId, queue),
  },
});
