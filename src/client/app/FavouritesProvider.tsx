import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { favouritesMachine } from '../../../machines/favourites';
import { addFavouriteGame, deleteFavouriteGame, getFavouriteGames } from '../api/games';
import { redirectToLogin } from '../api/login-redirect';
import { FavouritesContext } from '../components/favourites/favourites-context';
import { inspectOptions } from '../components/inspector';
import { isLoggedIn } from './runtime-config';

const liveFavouritesMachine = favouritesMachine.provide({
  actors: {
    listFavourites: fromPromise(() => getFavouriteGames()),
    saveFavourite: fromPromise<void, { eventId: number; add: boolean }>(async ({ input }) => {
      await (input.add ? addFavouriteGame(input.eventId) : deleteFavouriteGame(input.eventId));
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
