import { createActorContext } from '@xstate/react';
import { eventPageMachine } from '../../../../machines/event-page';

/** The event page's machine, shared by the hero, the leaderboard, the results and the photos. */
export const EventPageContext = createActorContext(eventPageMachine);
