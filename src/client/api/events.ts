import type { ClockStatus } from '../../shared/contract/clock';
import type { Photo } from '../../shared/contract/content';
import type { EventDetail, EventResult } from '../../shared/contract/event-detail';
import type { LeaderboardRow } from '../../shared/contract/leaderboard';
import type { Season } from '../../shared/contract/season';
import type { VenueListItem } from '../../shared/contract/venue';
import type { VenueDetail, VenueEvents } from '../../shared/contract/venue-detail';
import { getJson, postJson } from './client';

export const getEventById = (eventId: number) => getJson<EventDetail>('Event/GetById', { eventId });
export const getEventResult = (eventId: number) => getJson<EventResult>('Event/GetEventResult', { eventId });
export const getEventPhotos = (eventId: number) =>
  getJson<Photo[]>('EventPhoto/GetEventPhotos', { event: eventId });
export const getVenuePhotos = (venueId: number) =>
  getJson<Photo[]>('EventPhoto/GetVenuePhotos', { venue: venueId });
export const searchLeaderboardByEvent = (body: {
  eventId?: number | null;
  seasonId?: number | null;
  gameScoreboardId?: number | null;
}) => postJson<LeaderboardRow[]>('Leaderboard/SearchByEvent', body);

export const getVenueById = (id: number) => getJson<VenueDetail>('Venues/GetById', { id });
export const getVenueByName = (venueName: string) => getJson<VenueDetail>('Venues/GetByName', { venueName });
export const getEventsByVenue = (venueId: number) =>
  getJson<VenueEvents>('Venues/GetEventsByVenue', { venueId, currentWeek: true });
export const listSeasons = () => getJson<Season[]>('season/list');
export const listVenues = (season?: number | null) => getJson<VenueListItem[]>('venues/list', { season });

export const getClockStatus = (eventId: number) =>
  getJson<ClockStatus>('tournamentClock/getTournamentClockStatus', { eventId });
export const sendClockAction = (eventId: number, action: string, body: unknown) =>
  postJson<ClockStatus>(`tournamentClock/${action}`, body ?? null, { eventId });
