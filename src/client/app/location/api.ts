import * as endpoints from '../../../shared/contract/endpoints';
import { callApi } from '../../api/client';

export const listRegions = (signal?: AbortSignal) => callApi(endpoints.listRegions, { signal });
export const getNearestVenue = (latitude: number, longitude: number, signal?: AbortSignal) =>
  callApi(endpoints.getNearestVenue, { query: { latitude, longitude }, signal });
