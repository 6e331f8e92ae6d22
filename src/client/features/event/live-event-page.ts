import { type ActorRefFrom, fromCallback, fromPromise } from 'xstate';
import { type EventPageEvent, eventPageMachine } from '../../../../machines/event-page';
import { eventResultsMachine } from '../../../../machines/event-results';
import type { favouritesMachine } from '../../../../machines/favourites';
import type { EventResult } from '../../../shared/contract/event-detail';
import { standingsFeed } from '../../api/realtime-hub';
import { getEventById, getEventPhotos, getEventResult, searchLeaderboardByEvent } from './api';

/** The app's favourites machine's saved changes, as events for the event page. */
export const favouriteChangesOf = (favourites: ActorRefFrom<typeof favouritesMachine>) =>
  fromCallback<EventPageEvent, number>(({ sendBack }) => {
    const subscription = favourites.on('favourite.changed', ({ eventId, isFavourite }) =>
      sendBack({ type: 'favourite.changed', eventId, isFavourite }),
    );
    return () => subscription.unsubscribe();
  });

/**
 * The event page machine wired to the server, the page's hub connection (standings pushes) and the app's favourites (whose saved
 * changes it follows).
 */
export function liveEventPageMachine(favourites: ActorRefFrom<typeof favouritesMachine>) {
  return eventPageMachine.provide({
    actors: {
      loadLeaderboard: fromPromise(({ input, signal }: { input: number; signal: AbortSignal }) =>
        searchLeaderboardByEvent({ eventId: input }, signal),
      ),
      loadPhotos: fromPromise(({ input }: { input: number }) => getEventPhotos(input)),
      loadEvent: fromPromise(({ input }: { input: number }) => getEventById(input)),
      favouriteChanges: favouriteChangesOf(favourites),
      watchStandings: standingsFeed,
      results: eventResultsMachine.provide({
        actors: {
          loadResult: fromPromise<EventResult, number>(({ input, signal }) => getEventResult(input, signal)),
        },
      }),
    },
  });
}
