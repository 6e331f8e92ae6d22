import { fromPromise } from 'xstate';
import { adminVenuesMachine } from '../../../../machines/admin-venues';
import { venueEditorMachine } from '../../../../machines/venue-editor';
import { weeklyGamesMachine } from '../../../../machines/weekly-games';
import * as api from './api';

/** The league office's venue flows wired to the server. */
export const liveAdminVenuesMachine = adminVenuesMachine.provide({
  actors: { loadVenues: fromPromise(({ input, signal }) => api.listVenues(input, signal)) },
});

export const liveVenueEditorMachine = venueEditorMachine.provide({
  actors: {
    loadVenue: fromPromise(({ input, signal }) => api.getVenue(input.venueId, signal)),
    saveVenue: fromPromise(({ input, signal }) => api.saveVenue(input.venueId, input.body, signal)),
    loadDirectors: fromPromise(({ signal }) => api.listStaff(signal)),
  },
});

export const liveWeeklyGamesMachine = weeklyGamesMachine.provide({
  actors: {
    loadSchedule: fromPromise(({ input, signal }) => api.getSchedule(input.venueId, signal)),
    saveGame: fromPromise(({ input, signal }) =>
      api.saveWeeklyGame(input.venueId, input.id, input.body, signal),
    ),
    deleteGame: fromPromise(({ input, signal }) => api.deleteWeeklyGame(input.id, signal)),
    changeNight: fromPromise(({ input, signal }) => api.changeNight(input.eventId, input.body, signal)),
  },
});
