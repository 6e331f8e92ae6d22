import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../../shared/api-prefix';
import { nearestVenueQuerySchema, nearestVenueSchema } from '../../shared/contract/location';
import { venueListItemSchema, venueListQuerySchema } from '../../shared/contract/venue';
import {
  venueByIdQuerySchema,
  venueByNameQuerySchema,
  venueDetailSchema,
  venueEventsQuerySchema,
  venueEventsSchema,
} from '../../shared/contract/venue-detail';
import type { Db } from '../db/client';
import { getEventsByVenue, getVenueById, getVenueByName } from '../services/venue-detail';
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

  app.get(
    `${API_PREFIX}/Venues/GetById`,
    { schema: { querystring: venueByIdQuerySchema, response: { 200: venueDetailSchema } } },
    (request) => getVenueById(db, request.query.id),
  );

  app.get(
    `${API_PREFIX}/Venues/GetByName`,
    { schema: { querystring: venueByNameQuerySchema, response: { 200: venueDetailSchema } } },
    (request) => getVenueByName(db, request.query.venueName),
  );

  app.get(
    `${API_PREFIX}/Venues/GetEventsByVenue`,
    { schema: { querystring: venueEventsQuerySchema, response: { 200: venueEventsSchema } } },
    async (request) => getEventsByVenue(db, request.query.venueId, (await request.currentMember())?.id),
  );
};
