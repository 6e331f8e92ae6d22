import * as endpoints from '../../../shared/contract/endpoints';
import { callApi } from '../../api/client';

export const getMajorEvents = (state: string, signal?: AbortSignal) =>
  callApi(endpoints.getMajorEvents, { query: { state }, signal });
export const getAplptMajorEvents = (state: string, signal?: AbortSignal) =>
  callApi(endpoints.getAplptMajorEvents, { query: { state }, signal });
export const getMajorEvent = (name: string, signal?: AbortSignal) =>
  callApi(endpoints.getMajorEvent, { query: { name }, signal });
export const getAplptMajorEvent = (name: string, signal?: AbortSignal) =>
  callApi(endpoints.getAplptMajorEvent, { query: { name }, signal });
export const getMajorEventQualifiers = (majorEventId: number, signal?: AbortSignal) =>
  callApi(endpoints.getMajorEventQualifiers, { query: { majorEventId }, signal });
export const getMasterQualifiers = (masterEventId: number, signal?: AbortSignal) =>
  callApi(endpoints.getMasterQualifiers, { query: { masterEventId }, signal });
