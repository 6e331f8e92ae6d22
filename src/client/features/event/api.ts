import type { ClockAction, ClockActionBody } from '../../../shared/contract/clock';
import * as endpoints from '../../../shared/contract/endpoints';
import type { PlayerChoice } from '../../../shared/contract/results-recording';
import { callApi } from '../../api/client';

export const getEventById = (eventId: number) => callApi(endpoints.getEventById, { query: { eventId } });
export const getEventResult = (eventId: number, signal?: AbortSignal) =>
  callApi(endpoints.getEventResult, { query: { eventId }, signal });
export const getEventPhotos = (eventId: number) =>
  callApi(endpoints.getEventPhotos, { query: { event: eventId } });
export const searchLeaderboardByEvent = (
  body: { eventId?: number | null; seasonId?: number | null; gameScoreboardId?: number | null },
  signal?: AbortSignal,
) => callApi(endpoints.searchLeaderboardByEvent, { body, signal });
export const getClockStatus = (eventId: number) => callApi(endpoints.getClockStatus, { query: { eventId } });
export const sendClockAction = (eventId: number, action: ClockAction, body: ClockActionBody) =>
  callApi(endpoints.sendClockAction, { params: { action }, query: { eventId }, body: body ?? null });
export const getBustOuts = (eventId: number) => callApi(endpoints.getBustOuts, { query: { eventId } });
export const searchResultPlayers = (q: string) => callApi(endpoints.searchResultPlayers, { query: { q } });
export const recordBustOut = (eventId: number, player: PlayerChoice) =>
  callApi(endpoints.recordBustOut, { query: { eventId }, body: player });
export const removeBustOut = (eventId: number, seq: number) =>
  callApi(endpoints.removeBustOut, { query: { eventId }, body: { seq } });
export const closeEvent = (eventId: number, winner: PlayerChoice) =>
  callApi(endpoints.closeEvent, { query: { eventId }, body: winner });
