import { type ActorRefFrom, fromCallback, fromPromise } from 'xstate';
import { type EventPageEvent, eventPageMachine } from '../../../../machines/event-page';
import { eventResultsMachine } from '../../../../machines/event-results';
import type { favouritesMachine } from '../../../../machines/favourites';
import type { EventResult } from '../../../shared/contract/event-detail';
import { getEventPhotos, getEventResult, searchLeaderboardByEvent } from './api';

/** The app's favourites machine's saved changes, as events for the event page. */
export const favouriteChangesOf = (favourites: ActorRefFrom<typeof favouritesMachine>) =>
  fromCallback<EventPageEvent, number>(({ sendBack }) => {
    const subscription = favourites.on('favourite.changed', ({ eventId, isFavourite }) =>
      sendBack({ type: 'favourite.changed', eventId, isFavourite }),
    );
    return () => subscription.unsubscribe();
  });

/** The event page machine wired to the server and to the app's favourites (whose saved changes it follows). */
export function liveEventPageMachine(favourites: ActorRefFrom<typeof favouritesMachine>) {
  return eventPageMachine.provide({
    actors: {
      loadLeaderboard: fromPromise(({ input }: { input: number }) =>
        searchLeaderboardByEvent({ eventId: input }),
      ),
      loadPhotos: fromPromise(({ input }: { input: number }) => getEventPhotos(input)),
      favouriteChanges: favouriteChangesOf(favourites),
      results: eventResultsMachine.provide({
        actors: { loadResult: fromPromise<EventResult, number>(({ input }) => getEventResult(input)) },
      }),
    },
  });
}
