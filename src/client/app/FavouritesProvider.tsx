import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { favouritesMachine } from '../../../machines/favourites';
import { redirectToLogin } from '../api/login-redirect';
import { FavouritesContext } from '../components/favourites/favourites-context';
import { inspectOptions } from '../components/inspector';
import { addFavouriteGame, deleteFavouriteGame, getFavouriteGames } from './api';
import { isLoggedIn } from './runtime-config';

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

export function FavouritesProvider({ children }: { children: ReactNode }) {
  return (
    <FavouritesContext.Provider
      logic={liveFavouritesMachine}
      options={{ input: { isMember: isLoggedIn() }, ...inspectOptions() }}
    >
      {children}
    </FavouritesContext.Provider>
  );
}
