import * as endpoints from '../../../shared/contract/endpoints';
import { callApi } from '../../api/client';

export const listRegions = () => callApi(endpoints.listRegions);
export const getNearestVenue = (latitude: number, longitude: number) =>
  callApi(endpoints.getNearestVenue, { query: { latitude, longitude } });
