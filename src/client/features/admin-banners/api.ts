import type { SaveBannerBody } from '../../../shared/contract/home-banners';
import * as endpoints from '../../../shared/contract/office-endpoints';
import { callApi } from '../../api/client';

export const listStaffBanners = (signal?: AbortSignal) => callApi(endpoints.listStaffBanners, { signal });
export const listStaffMajorEvents = (signal?: AbortSignal) =>
  callApi(endpoints.listStaffMajorEvents, { signal });
export const saveHomeBanner = (body: SaveBannerBody, signal?: AbortSignal) =>
  callApi(endpoints.saveHomeBanner, { body, signal });
export const orderHomeBanners = (ids: number[], signal?: AbortSignal) =>
  callApi(endpoints.orderHomeBanners, { body: { ids }, signal });
export const removeHomeBanner = (id: number, signal?: AbortSignal) =>
  callApi(endpoints.removeHomeBanner, { body: { id }, signal });
