import * as endpoints from '../../../shared/contract/endpoints';
import type { SearchEventsBody, SearchNearbyBody } from '../../../shared/contract/game';
import { callApi } from '../../api/client';

export const searchEvents = (body: SearchEventsBody, signal?: AbortSignal) =>
  callApi(endpoints.searchEvents, { body, signal });
export const searchNearbyEvents = (body: SearchNearbyBody, signal?: AbortSignal) =>
  callApi(endpoints.searchNearbyEvents, { body, signal });
export const getCalendarSubscription = () => callApi(endpoints.getCalendarSubscription);
export const rotateCalendarSubscription = () => callApi(endpoints.rotateCalendarSubscription);
export const getFeaturedArticles = (state: string) =>
  callApi(endpoints.getFeaturedArticles, { query: { state } });
export const getFeaturedPhotos = (stateId: number, regionId?: number | null) =>
  callApi(endpoints.getFeaturedPhotos, { query: { stateId, regionId } });
export const getMajorEvents = (state: string) => callApi(endpoints.getMajorEvents, { query: { state } });
