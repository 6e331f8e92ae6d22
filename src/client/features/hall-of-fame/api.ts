import * as endpoints from '../../../shared/contract/endpoints';
import { callApi } from '../../api/client';

export const getPreviousMajorEvents = () => callApi(endpoints.getPreviousMajorEvents);
export const getEventWinnerResult = (eventId: number) =>
  callApi(endpoints.getEventWinnerResult, { query: { eventId } });
export const getHallOfFameEventPhotos = (event: number) =>
  callApi(endpoints.getHallOfFameEventPhotos, { query: { event } });
