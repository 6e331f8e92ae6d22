import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../../shared/api-prefix';
import { nearestVenueQuerySchema, nearestVenueSchema } from '../../shared/contract/location';
import { venueListItemSchema, venueListQuerySchema } from '../../shared/contract/venue';
import type { Db } from '../db/client';
import { listVenues, nearestVenue } from '../services/venues';

export const venueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${API_PREFIX}/venues/list`,
    { schema: { querystring: venueListQuerySchema, response: { 200: z.array(venueListItemSchema) } } },
    (request) => listVenues(db, request.query.season),
  );

  app.get(
    `${API_PREFIX}/Venues/GetNearestVenue`,
    { schema: { querystring: nearestVenueQuerySchema, response: { 200: nearestVenueSchema } } },
    (request) => nearestVenue(db, request.query.latitude, request.query.longitude),
  );
};
