import { type ActorRefFrom, fromCallback } from 'xstate';
import type { favouritesMachine } from '../../../../machines/favourites';

/** For a game list's machine to invoke: passes on each saved favourite change, so its hearts follow. */
export const followFavourites = (favourites: ActorRefFrom<typeof favouritesMachine>) =>
  fromCallback(({ sendBack }) => {
    const subscription = favourites.on('favourite.changed', (change) => sendBack(change));
    return () => subscription.unsubscribe();
  });
