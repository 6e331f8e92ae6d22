import { fromPromise } from 'xstate';
import { eventResultsMachine } from '../../../../machines/event-results';
import { type LeaderboardChoice, venuePageMachine } from '../../../../machines/venue-page';
import type { EventResult } from '../../../shared/contract/event-detail';
import { standingsFeed } from '../../api/realtime-hub';
import {
  getEventResult,
  getEventsByVenue,
  getVenueById,
  getVenueByName,
  getVenuePhotos,
  listSeasons,
  listVenues,
  searchLeaderboardByEvent,
} from './api';

const VENUE_ID = /^[1-9]\d{0,9}$/;
const loadResult = fromPromise<EventResult, number>(({ input, signal }) => getEventResult(input, signal));

/**
 * The venue page machine wired to the server and the hub; a numeric key is an id, anything else a name or
 * slug.
 */
export const liveVenuePageMachine = venuePageMachine.provide({
  actors: {
    loadVenue: fromPromise(({ input }: { input: string }) =>
      VENUE_ID.test(input) ? getVenueById(Number(input)) : getVenueByName(input),
    ),
    loadEvents: fromPromise(({ input, signal }: { input: number; signal: AbortSignal }) =>
      getEventsByVenue(input, signal),
    ),
    loadSeasons: fromPromise(() => listSeasons()),
    loadVenueDays: fromPromise(async ({ input }: { input: { venueId: number; seasonId: number | null } }) => {
      const venues = await listVenues(input.seasonId);
      return venues.find((v) => v.id === input.venueId)?.days ?? [];
    }),
    loadLeaderboard: fromPromise(({ input, signal }: { input: LeaderboardChoice; signal: AbortSignal }) =>
      searchLeaderboardByEvent(
        { seasonId: input.seasonId, gameScoreboardId: input.gameScoreboardId },
        signal,
      ),
    ),
    loadResult,
    loadPhotos: fromPromise(({ input }: { input: number }) => getVenuePhotos(input)),
    results: eventResultsMachine.provide({ actors: { loadResult } }),
    watchStandings: standingsFeed,
  },
});
