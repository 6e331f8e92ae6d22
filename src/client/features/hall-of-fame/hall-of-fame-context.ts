import { createActorContext } from '@xstate/react';
import { hallOfFameMachine } from '../../../../machines/hall-of-fame';

export const HallOfFameContext = createActorContext(hallOfFameMachine);
