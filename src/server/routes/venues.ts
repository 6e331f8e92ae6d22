import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import type { PublicAnswers } from '../services/public-answers';
import { getEventsByVenue, getVenueById, getVenueByName } from '../services/venue-detail';
import { listVenues, nearestVenue } from '../services/venues';
import { contractRoute } from './contract-route';
import { publicRoute } from './public-route';

export const venueRoutes: FastifyPluginAsyncZod<{ db: Db; publicAnswers: PublicAnswers }> = async (
  app,
  { db, publicAnswers },
) => {
  publicRoute(app, 'listVenues', publicAnswers, (request) => listVenues(db, request.query.season));
  contractRoute(app, 'getNearestVenue', (request) =>
    nearestVenue(db, request.query.latitude, request.query.longitude),
  );
  publicRoute(app, 'getVenueById', publicAnswers, (request) => getVenueById(db, request.query.id));
  publicRoute(app, 'getVenueByName', publicAnswers, (request) => getVenueByName(db, request.query.venueName));
  publicRoute(app, 'getEventsByVenue', publicAnswers, async (request) =>
    getEventsByVenue(db, request.query.venueId, (await request.currentMember())?.id),
  );
};
