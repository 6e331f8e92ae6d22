import type { SaveMajorEventBody } from '../../../shared/contract/admin-major-events';
import * as endpoints from '../../../shared/contract/office-endpoints';
import { callApi } from '../../api/client';

export const listStaffMajorEvents = (signal?: AbortSignal) =>
  callApi(endpoints.listStaffMajorEvents, { signal });
export const getStaffMajorEvent = (id: number, signal?: AbortSignal) =>
  callApi(endpoints.getStaffMajorEvent, { query: { id }, signal });
export const saveMajorEvent = (body: SaveMajorEventBody, signal?: AbortSignal) =>
  callApi(endpoints.saveMajorEvent, { body, signal });
export const searchEventsToPick = (q: string, signal?: AbortSignal) =>
  callApi(endpoints.searchEventsToPick, { query: { q }, signal });
