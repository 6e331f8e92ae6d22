import * as endpoints from '../../shared/contract/endpoints';
import { callApi } from '../api/client';

export const listGeneralArticles = () => callApi(endpoints.listGeneralArticles);
export const getFavouriteGames = () => callApi(endpoints.getFavouriteGames);
export const addFavouriteGame = (eventId: number) =>
  callApi(endpoints.addFavouriteGame, { query: { eventId } });
export const deleteFavouriteGame = (eventId: number) =>
  callApi(endpoints.deleteFavouriteGame, { query: { eventId } });
