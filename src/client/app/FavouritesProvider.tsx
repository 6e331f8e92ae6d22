import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { favouritesMachine } from '../../../machines/favourites';
import { redirectToLogin } from '../api/login-redirect';
import { FavouritesContext } from '../components/favourites/favourites-context';
import { inspectOptions } from '../components/inspector';
import { isLoggedIn } from '../config/runtime-config';
import { useSsrActor } from '../ssr/ssr-actors';
import { addFavouriteGame, deleteFavouriteGame, getFavouriteGames } from './api';

const liveFavouritesMachine = favouritesMachine.provide({
  actors: {
    listFavourites: fromPromise(({ signal }) => getFavouriteGames(signal)),
    saveFavourite: fromPromise<void, { eventId: number; add: boolean }>(async ({ input, signal }) => {
      await (input.add
        ? addFavouriteGame(input.eventId, signal)
        : deleteFavouriteGame(input.eventId, signal));
    }),
  },
  actions: { requireLogin: () => redirectToLogin('favourite') },
});

/**
 * A member's favourites are loaded while the server draws the page (from the member's session), and the browser
 * starts from that list: the hearts and 'My Poker Games' are drawn the same in both places, and a part of the
 * page taken over later does not meet a list that arrived meanwhile.
 */
export function FavouritesProvider({ children }: { children: ReactNode }) {
  const isMember = isLoggedIn();
  // A visitor's favourites are none, from the start: nothing to wait for while the page is drawn.
  const options = useSsrActor(liveFavouritesMachine, { input: { isMember }, ...inspectOptions() }, isMember);
  return (
    <FavouritesContext.Provider logic={liveFavouritesMachine} options={options}>
      {children}
    </FavouritesContext.Provider>
  );
}
