import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedResponseCache } from '../cache/shared-response-cache';
import type { Db } from '../db/client';
import { getEventsByVenue, getVenueById, getVenueByName } from '../services/venue-detail';
import { listVenues, nearestVenue } from '../services/venues';
import { contractRoute } from './contract-route';
import { publicRoute } from './public-route';

export const venueRoutes: FastifyPluginAsyncZod<{ db: Db; publicCache: SharedResponseCache }> = async (
  app,
  { db, publicCache },
) => {
  publicRoute(app, 'listVenues', publicCache, (request) => listVenues(db, request.query.season));
  contractRoute(app, 'getNearestVenue', (request) =>
    nearestVenue(db, request.query.latitude, request.query.longitude),
  );
  publicRoute(app, 'getVenueById', publicCache, (request) => getVenueById(db, request.query.id));
  publicRoute(app, 'getVenueByName', publicCache, (request) => getVenueByName(db, request.query.venueName));
  publicRoute(app, 'getEventsByVenue', publicCache, async (request) =>
    getEventsByVenue(db, request.query.venueId, (await request.currentMember())?.id),
  );
};
