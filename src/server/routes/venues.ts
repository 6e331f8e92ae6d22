import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { getEventsByVenue, getVenueById, getVenueByName } from '../services/venue-detail';
import { listVenues, nearestVenue } from '../services/venues';
import { contractRoute } from './contract-route';

export const venueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, 'listVenues', (request) => listVenues(db, request.query.season));
  contractRoute(app, 'getNearestVenue', (request) =>
    nearestVenue(db, request.query.latitude, request.query.longitude),
  );
  contractRoute(app, 'getVenueById', (request) => getVenueById(db, request.query.id));
  contractRoute(app, 'getVenueByName', (request) => getVenueByName(db, request.query.venueName));
  contractRoute(app, 'getEventsByVenue', async (request) =>
    getEventsByVenue(db, request.query.venueId, (await request.currentMember())?.id),
  );
};
