import type { PhotoSearch } from '../../../shared/contract/content';
import * as endpoints from '../../../shared/contract/endpoints';
import { callApi } from '../../api/client';

export const listRegions = (signal?: AbortSignal) => callApi(endpoints.listRegions, { signal });
export const listSeasons = (signal?: AbortSignal) => callApi(endpoints.listSeasons, { signal });
export const listVenues = (signal?: AbortSignal) => callApi(endpoints.listVenues, { signal });
export const searchPhotos = (body: PhotoSearch, signal?: AbortSignal) =>
  callApi(endpoints.searchPhotos, { body, signal });
