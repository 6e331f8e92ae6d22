import type { SavePageBody } from '../../../shared/contract/admin-pages';
import * as endpoints from '../../../shared/contract/office-endpoints';
import { callApi } from '../../api/client';

export const listStaffPages = (signal?: AbortSignal) => callApi(endpoints.listStaffPages, { signal });
export const getStaffPage = (id: number, signal?: AbortSignal) =>
  callApi(endpoints.getStaffPage, { query: { id }, signal });
export const saveAboutPage = (body: SavePageBody, signal?: AbortSignal) =>
  callApi(endpoints.saveAboutPage, { body, signal });
export const previewAboutPage = (body: SavePageBody, signal?: AbortSignal) =>
  callApi(endpoints.previewAboutPage, { body, signal });
