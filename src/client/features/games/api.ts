import * as endpoints from '../../../shared/contract/endpoints';
import type { SearchEventsBody, SearchNearbyBody } from '../../../shared/contract/game';
import { callApi } from '../../api/client';

export const searchEvents = (body: SearchEventsBody, signal?: AbortSignal) =>
  callApi(endpoints.searchEvents, { body, signal });
export const searchNearbyEvents = (body: SearchNearbyBody, signal?: AbortSignal) =>
  callApi(endpoints.searchNearbyEvents, { body, signal });
export const getCalendarSubscription = () => callApi(endpoints.getCalendarSubscription);
export const rotateCalendarSubscription = () => callApi(endpoints.rotateCalendarSubscription);
export const getFeaturedArticles = (state: string, signal?: AbortSignal) =>
  callApi(endpoints.getFeaturedArticles, { query: { state }, signal });
export const getFeaturedPhotos = (stateId: number, regionId: number | null, signal?: AbortSignal) =>
  callApi(endpoints.getFeaturedPhotos, { query: { stateId, regionId }, signal });
export const getHomeBanners = (state: string, signal?: AbortSignal) =>
  callApi(endpoints.getHomeBanners, { query: { state }, signal });
