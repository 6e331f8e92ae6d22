import { type ReactNode, useEffect } from 'react';
import { fromPromise } from 'xstate';
import { favouritesMachine } from '../../../machines/favourites';
import { redirectToLogin } from '../api/login-redirect';
import { FavouritesContext } from '../components/favourites/favourites-context';
import { inspectOptions } from '../components/inspector';
import { addFavouriteGame, deleteFavouriteGame, getFavouriteGames } from './api';
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

function LoadOnStart() {
  const actor = FavouritesContext.useActorRef();
  useEffect(() => actor.send({ type: 'favourites.load' }), [actor]);
  return null;
}

export function FavouritesProvider({ children }: { children: ReactNode }) {
  return (
    <FavouritesContext.Provider
      logic={liveFavouritesMachine}
      options={{ input: { isMember: isLoggedIn() }, ...inspectOptions() }}
    >
      <LoadOnStart />
      {children}
    </FavouritesContext.Provider>
  );
}
