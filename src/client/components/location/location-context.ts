import { createActorContext } from '@xstate/react';
import { locationMachine } from '../../../../machines/location';
import { DEFAULT_STATE_ID } from '../../../shared/states';

export const LocationContext = createActorContext(locationMachine);

/** The state id pages should use: the chosen one, else VIC. */
export function useEffectiveStateId(): number {
  return LocationContext.useSelector((s) => s.context.stateId ?? DEFAULT_STATE_ID);
}
