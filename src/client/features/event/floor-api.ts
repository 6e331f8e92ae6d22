import type { FloorCommandBody } from '../../../shared/contract/floor';
import * as endpoints from '../../../shared/contract/floor-endpoints';
import { callApi } from '../../api/client';

export const getDirectorFloor = (eventId: number, signal?: AbortSignal) =>
  callApi(endpoints.getDirectorFloor, { query: { eventId }, signal });
export const runFloorCommand = (eventId: number, body: FloorCommandBody, signal?: AbortSignal) =>
  callApi(endpoints.runFloorCommand, { query: { eventId }, body, signal });
