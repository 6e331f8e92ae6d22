import * as endpoints from '../../shared/contract/endpoints';
import { callApi } from '../api/client';

export const listGeneralArticles = () => callApi(endpoints.listGeneralArticles);
export const getFavouriteGames = (signal?: AbortSignal) => callApi(endpoints.getFavouriteGames, { signal });
export const addFavouriteGame = (eventId: number, signal?: AbortSignal) =>
  callApi(endpoints.addFavouriteGame, { query: { eventId }, signal });
export const deleteFavouriteGame = (eventId: number, signal?: AbortSignal) =>
  callApi(endpoints.deleteFavouriteGame, { query: { eventId }, signal });
