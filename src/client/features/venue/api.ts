import * as endpoints from '../../../shared/contract/endpoints';
import { callApi } from '../../api/client';

export const getVenueById = (id: number) => callApi(endpoints.getVenueById, { query: { id } });
export const getVenueByName = (venueName: string) =>
  callApi(endpoints.getVenueByName, { query: { venueName } });
export const getEventsByVenue = (venueId: number, signal?: AbortSignal) =>
  callApi(endpoints.getEventsByVenue, { query: { venueId, currentWeek: 'true' }, signal });
export const listSeasons = () => callApi(endpoints.listSeasons);
export const listVenues = (season?: number | null) => callApi(endpoints.listVenues, { query: { season } });
export const searchLeaderboardByEvent = (
  body: { seasonId?: number | null; gameScoreboardId?: number | null },
  signal?: AbortSignal,
) => callApi(endpoints.searchLeaderboardByEvent, { body, signal });
export const getEventResult = (eventId: number, signal?: AbortSignal) =>
  callApi(endpoints.getEventResult, { query: { eventId }, signal });
export const getVenuePhotos = (venueId: number) =>
  callApi(endpoints.getVenuePhotos, { query: { venue: venueId } });
