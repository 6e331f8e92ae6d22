import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireDirector } from '../auth/session';
import type { Db } from '../db/client';
import type { SmsSender } from '../providers/sms';
import { createVenue, getAdminVenue, listAdminVenues, updateVenue } from '../services/venue-admin';
import {
  changeNight,
  createWeeklyGame,
  deleteWeeklyGame,
  updateWeeklyGame,
  venueSchedule,
} from '../services/weekly-games';
import { contractRoute } from './contract-route';

/**
 * The league office's venues and weekly games (issue 34). The contract's auth lets in venue directors and league
 * admins; the services check a director's venue scope on the venue each call is about.
 */
export const venueAdminRoutes: FastifyPluginAsyncZod<{ db: Db; sms: SmsSender }> = async (
  app,
  { db, sms },
) => {
  contractRoute(app, 'adminListVenues', async (request) =>
    listAdminVenues(db, await requireDirector(request), request.query),
  );
  contractRoute(app, 'adminGetVenue', async (request) =>
    getAdminVenue(db, await requireDirector(request), request.query.venueId),
  );
  contractRoute(app, 'adminCreateVenue', async (request) =>
    createVenue(db, await requireAdmin(request), request.body),
  );
  contractRoute(app, 'adminUpdateVenue', async (request) =>
    updateVenue(db, await requireDirector(request), request.query.venueId, request.body),
  );
  contractRoute(app, 'adminVenueSchedule', async (request) =>
    venueSchedule(db, await requireDirector(request), request.query.venueId),
  );
  contractRoute(app, 'adminCreateWeeklyGame', async (request) =>
    createWeeklyGame(db, await requireDirector(request), request.query.venueId, request.body),
  );
  contractRoute(app, 'adminUpdateWeeklyGame', async (request) =>
    updateWeeklyGame(db, await requireDirector(request), request.query.weeklyGameId, request.body),
  );
  contractRoute(app, 'adminDeleteWeeklyGame', async (request) =>
    deleteWeeklyGame(db, await requireDirector(request), request.query.weeklyGameId),
  );
  contractRoute(app, 'adminChangeNight', async (request) =>
    changeNight(
      db,
      sms,
      await requireDirector(request),
      request.query.eventId,
      request.body,
      new Date(),
      request.log,
    ),
  );
};
