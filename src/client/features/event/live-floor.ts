import { fromPromise } from 'xstate';
import { liveFloorMachine } from '../../../../machines/live-floor';
import type { MySeat, PublicFloor } from '../../../shared/contract/floor';
import * as endpoints from '../../../shared/contract/floor-endpoints';
import { callApi } from '../../api/client';
import { eventFloorFeed } from '../../api/realtime-hub';

/**
 * The floor as viewers follow it, wired to the server and the page's hub. Only the TV view and the event page's
 * floor panel (loaded when drawn) import this, so the floor's calls stay out of the first load.
 */
export const serverFloorMachine = liveFloorMachine.provide({
  actors: {
    loadFloor: fromPromise<PublicFloor, number>(({ input, signal }) =>
      callApi(endpoints.getPublicFloor, { query: { eventId: input }, signal }),
    ),
    loadMySeat: fromPromise<MySeat, number>(({ input, signal }) =>
      callApi(endpoints.getMySeat, { query: { eventId: input }, signal }),
    ),
    hub: eventFloorFeed,
  },
});
