import * as endpoints from '../../../shared/contract/endpoints';
import { callApi } from '../../api/client';

export const getVenueById = (id: number) => callApi(endpoints.getVenueById, { query: { id } });
export const getVenueByName = (venueName: string) =>
  callApi(endpoints.getVenueByName, { query: { venueName } });
export const getEventsByVenue = (venueId: number) =>
  callApi(endpoints.getEventsByVenue, { query: { venueId, currentWeek: 'true' } });
export const listSeasons = () => callApi(endpoints.listSeasons);
export const listVenues = (season?: number | null) => callApi(endpoints.listVenues, { query: { season } });
export const searchLeaderboardByEvent = (body: {
  seasonId?: number | null;
  gameScoreboardId?: number | null;
}) => callApi(endpoints.searchLeaderboardByEvent, { body });
export const getEventResult = (eventId: number) => callApi(endpoints.getEventResult, { query: { eventId } });
export const getVenuePhotos = (venueId: number) =>
  callApi(endpoints.getVenuePhotos, { query: { venue: venueId } });
