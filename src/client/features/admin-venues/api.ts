import * as endpoints from '../../../shared/contract/office-endpoints';
import type { CreateVenueBody, NightChangeBody, WeeklyGameBody } from '../../../shared/contract/venue-admin';
import { callApi } from '../../api/client';

export const listVenues = (query: { q: string; page: number }, signal?: AbortSignal) =>
  callApi(endpoints.adminListVenues, { query: { q: query.q || null, page: query.page }, signal });
export const getVenue = (venueId: number, signal?: AbortSignal) =>
  callApi(endpoints.adminGetVenue, { query: { venueId }, signal });
export const saveVenue = (venueId: number | null, body: CreateVenueBody, signal?: AbortSignal) =>
  venueId === null
    ? callApi(endpoints.adminCreateVenue, { body, signal })
    : callApi(endpoints.adminUpdateVenue, { query: { venueId }, body, signal });
/** The staff, for a new venue's form to offer its venue directors (only league admins open venues). */
export const listStaff = (signal?: AbortSignal) => callApi(endpoints.listStaff, { signal });
export const getSchedule = (venueId: number, signal?: AbortSignal) =>
  callApi(endpoints.adminVenueSchedule, { query: { venueId }, signal });
export const saveWeeklyGame = (
  venueId: number,
  id: number | null,
  body: WeeklyGameBody,
  signal?: AbortSignal,
) =>
  id === null
    ? callApi(endpoints.adminCreateWeeklyGame, { query: { venueId }, body, signal })
    : callApi(endpoints.adminUpdateWeeklyGame, { query: { weeklyGameId: id }, body, signal });
export const deleteWeeklyGame = (id: number, signal?: AbortSignal) =>
  callApi(endpoints.adminDeleteWeeklyGame, { query: { weeklyGameId: id }, signal });
export const changeNight = (eventId: number, body: NightChangeBody, signal?: AbortSignal) =>
  callApi(endpoints.adminChangeNight, { query: { eventId }, body, signal });
