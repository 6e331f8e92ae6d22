import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedResponseCache } from '../cache/shared-response-cache';
import type { Db } from '../db/client';
import { listRegions } from '../services/regions';
import { publicRoute } from './public-route';

export const regionRoutes: FastifyPluginAsyncZod<{ db: Db; publicCache: SharedResponseCache }> = async (
  app,
  { db, publicCache },
) => {
  publicRoute(app, 'listRegions', publicCache, () => listRegions(db));
};
