import { createActorContext } from '@xstate/react';
import { favouritesMachine } from '../../../../machines/favourites';

export const FavouritesContext = createActorContext(favouritesMachine);
