import * as endpoints from '../../../shared/contract/endpoints';
import { callApi } from '../../api/client';

export const getPreviousMajorEvents = (signal?: AbortSignal) =>
  callApi(endpoints.getPreviousMajorEvents, { signal });
export const getEventWinnerResult = (eventId: number, signal?: AbortSignal) =>
  callApi(endpoints.getEventWinnerResult, { query: { eventId }, signal });
export const getHallOfFameEventPhotos = (event: number, signal?: AbortSignal) =>
  callApi(endpoints.getHallOfFameEventPhotos, { query: { event }, signal });
