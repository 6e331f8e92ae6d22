import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../../shared/api-prefix';
import { queryId } from '../../shared/contract/common';
import { featuredPhotosQuerySchema, photoSchema } from '../../shared/contract/content';
import type { Db } from '../db/client';
import { featuredPhotos, photosOf } from '../services/photos';

export const photoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${API_PREFIX}/EventPhoto/GetFeaturedPhotos`,
    { schema: { querystring: featuredPhotosQuerySchema, response: { 200: z.array(photoSchema) } } },
    (request) => featuredPhotos(db, request.query),
  );

  app.get(
    `${API_PREFIX}/EventPhoto/GetEventPhotos`,
    { schema: { querystring: z.object({ event: queryId }), response: { 200: z.array(photoSchema) } } },
    (request) => photosOf(db, { eventId: request.query.event }),
  );

  app.get(
    `${API_PREFIX}/EventPhoto/GetVenuePhotos`,
    { schema: { querystring: z.object({ venue: queryId }), response: { 200: z.array(photoSchema) } } },
    (request) => photosOf(db, { venueId: request.query.venue }),
  );
};
