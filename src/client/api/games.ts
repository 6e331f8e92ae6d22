import type { MajorEvent, NewsArticle, Photo } from '../../shared/contract/content';
import type { Game, SearchEventsBody, SearchNearbyBody } from '../../shared/contract/game';
import { deleteJson, getJson, postJson } from './client';

export const searchEvents = (body: SearchEventsBody) => postJson<Game[]>('event/searchevents', body);
export const searchNearbyEvents = (body: SearchNearbyBody) =>
  postJson<{ place: { suburb: string; postcode: string } | null; games: Game[] }>(
    'Event/SearchNearbyEvents',
    body,
  );
export const getFavouriteGames = () => getJson<Game[]>('Membership/GetFavoriteGames');
export const addFavouriteGame = (eventId: number) =>
  postJson<{ success: boolean }>('Membership/AddFavoriteGame', null, { eventId });
export const deleteFavouriteGame = (eventId: number) =>
  deleteJson<{ success: boolean }>('Membership/DeleteFavoriteGame', { eventId });
export const getCalendarSubscription = () =>
  getJson<{ url: string; webcalUrl: string }>('Membership/GetCalendarSubscription');
export const rotateCalendarSubscription = () =>
  postJson<{ url: string; webcalUrl: string }>('Membership/RotateCalendarSubscription', null);
export const getFeaturedArticles = (state: string) =>
  getJson<NewsArticle[]>('article/GetFeaturedArticles', { state });
export const getFeaturedPhotos = (stateId: number, regionId?: number | null) =>
  getJson<Photo[]>('EventPhoto/GetFeaturedPhotos', { stateId, regionId });
export const getMajorEvents = (state: string) => getJson<MajorEvent[]>('majorevent/getall', { state });
