import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedResponseCache } from '../cache/shared-response-cache';
import type { Db } from '../db/client';
import { listSeasons } from '../services/seasons';
import { publicRoute } from './public-route';

export const seasonRoutes: FastifyPluginAsyncZod<{ db: Db; publicCache: SharedResponseCache }> = async (
  app,
  { db, publicCache },
) => {
  publicRoute(app, 'listSeasons', publicCache, (request) => listSeasons(db, request.query.brand));
};
