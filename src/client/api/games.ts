import type { MajorEvent, NewsArticle, Photo } from '../../shared/contract/content';
import type { Game, SearchEventsBody, SearchNearbyBody } from '../../shared/contract/game';
import { type CallOptions, deleteJson, getJson, postJson } from './client';

export const searchEvents = (body: SearchEventsBody, options?: CallOptions) =>
  postJson<Game[]>('event/searchevents', body, undefined, options);
export const searchNearbyEvents = (body: SearchNearbyBody, options?: CallOptions) =>
  postJson<{ place: { suburb: string; postcode: string } | null; games: Game[] }>(
    'Event/SearchNearbyEvents',
    body,
    undefined,
    options,
  );
export const getFavouriteGames = (options?: CallOptions) =>
  getJson<Game[]>('Membership/GetFavoriteGames', undefined, options);
export const addFavouriteGame = (eventId: number, options?: CallOptions) =>
  postJson<{ success: boolean }>('Membership/AddFavoriteGame', null, { eventId }, options);
export const deleteFavouriteGame = (eventId: number, options?: CallOptions) =>
  deleteJson<{ success: boolean }>('Membership/DeleteFavoriteGame', { eventId }, options);
export const getCalendarSubscription = () =>
  getJson<{ url: string; webcalUrl: string }>('Membership/GetCalendarSubscription');
export const getFeaturedArticles = (state: string) =>
  getJson<NewsArticle[]>('article/GetFeaturedArticles', { state });
export const getFeaturedPhotos = (stateId: number, regionId?: number | null) =>
  getJson<Photo[]>('EventPhoto/GetFeaturedPhotos', { stateId, regionId });
export const getMajorEvents = (state: string) => getJson<MajorEvent[]>('majorevent/getall', { state });
