import { type ActorRefFrom, fromCallback } from 'xstate';
import type { locationMachine } from '../../../../machines/location';
import { DEFAULT_STATE_ID } from '../../../shared/states';

/**
 * For a page's machine to invoke: reports the state pages use (the chosen one, else VIC) now and whenever
 * the location flow's snapshot changes, without asking the flow to resolve a location. The page's machine
 * ignores reports that change nothing.
 */
export const followState = (location: ActorRefFrom<typeof locationMachine>) =>
  fromCallback(({ sendBack }) => {
    const report = () => {
      const change: { type: 'state.change'; stateId: number } = {
        type: 'state.change',
        stateId: location.getSnapshot().context.stateId ?? DEFAULT_STATE_ID,
      };
      sendBack(change);
    };
    report();
    const subscription = location.subscribe(report);
    return () => subscription.unsubscribe();
  });
