import type { ClockAction, ClockActionBody } from '../../../shared/contract/clock';
import * as endpoints from '../../../shared/contract/endpoints';
import { callApi } from '../../api/client';

export const getEventById = (eventId: number) => callApi(endpoints.getEventById, { query: { eventId } });
export const getEventResult = (eventId: number) => callApi(endpoints.getEventResult, { query: { eventId } });
export const getEventPhotos = (eventId: number) =>
  callApi(endpoints.getEventPhotos, { query: { event: eventId } });
export const searchLeaderboardByEvent = (body: {
  eventId?: number | null;
  seasonId?: number | null;
  gameScoreboardId?: number | null;
}) => callApi(endpoints.searchLeaderboardByEvent, { body });
export const getClockStatus = (eventId: number) => callApi(endpoints.getClockStatus, { query: { eventId } });
export const sendClockAction = (eventId: number, action: ClockAction, body: ClockActionBody) =>
  callApi(endpoints.sendClockAction, { params: { action }, query: { eventId }, body: body ?? null });
