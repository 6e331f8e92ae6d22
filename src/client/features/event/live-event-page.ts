import { type ActorRefFrom, fromCallback, fromPromise } from 'xstate';
import { type EventPageEvent, eventPageMachine } from '../../../../machines/event-page';
import { eventResultsMachine } from '../../../../machines/event-results';
import type { favouritesMachine } from '../../../../machines/favourites';
import type { EventResult } from '../../../shared/contract/event-detail';
import { standingsHub } from '../../components/standings-hub';
import { getEventPhotos, getEventResult, searchLeaderboardByEvent } from './api';

/** The app's favourites machine's saved changes, as events for the event page. */
export const favouriteChangesOf = (favourites: ActorRefFrom<typeof favouritesMachine>) =>
  fromCallback<EventPageEvent, number>(({ sendBack }) => {
    const subscription = favourites.on('favourite.changed', ({ eventId, isFavourite }) =>
      sendBack({ type: 'favourite.changed', eventId, isFavourite }),
    );
    return () => subscription.unsubscribe();
  });

/**
 * The event page machine wired to the server, the hub (standings pushes) and the app's favourites (whose saved
 * changes it follows).
 */
export function liveEventPageMachine(favourites: ActorRefFrom<typeof favouritesMachine>) {
  return eventPageMachine.provide({
    actors: {
      loadLeaderboard: fromPromise(({ input, signal }: { input: number; signal: AbortSignal }) =>
        searchLeaderboardByEvent({ eventId: input }, signal),
      ),
      loadPhotos: fromPromise(({ input }: { input: number }) => getEventPhotos(input)),
      favouriteChanges: favouriteChangesOf(favourites),
      watchStandings: standingsHub,
      results: eventResultsMachine.provide({
        actors: {
          loadResult: fromPromise<EventResult, number>(({ input, signal }) => getEventResult(input, signal)),
        },
      }),
    },
  });
}
