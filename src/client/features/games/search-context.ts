import { createActorContext } from '@xstate/react';
import { gameSearchMachine } from '../../../../machines/game-search';

export const GameSearchContext = createActorContext(gameSearchMachine);
