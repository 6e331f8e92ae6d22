import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../../shared/api-prefix';
import { seasonListQuerySchema, seasonSchema } from '../../shared/contract/season';
import type { Db } from '../db/client';
import { listSeasons } from '../services/seasons';

export const seasonRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${API_PREFIX}/season/list`,
    { schema: { querystring: seasonListQuerySchema, response: { 200: z.array(seasonSchema) } } },
    (request) => listSeasons(db, request.query.brand),
  );
};
