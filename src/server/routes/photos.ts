import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../../shared/api-prefix';
import { featuredPhotosQuerySchema, photoSchema } from '../../shared/contract/content';
import type { Db } from '../db/client';
import { featuredPhotos } from '../services/photos';

export const photoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${API_PREFIX}/EventPhoto/GetFeaturedPhotos`,
    { schema: { querystring: featuredPhotosQuerySchema, response: { 200: z.array(photoSchema) } } },
    (request) => featuredPhotos(db, request.query),
  );
};
