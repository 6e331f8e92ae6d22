import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import type { PublicAnswers } from '../services/public-answers';
import { listRegions } from '../services/regions';
import { publicRoute } from './public-route';

export const regionRoutes: FastifyPluginAsyncZod<{ db: Db; publicAnswers: PublicAnswers }> = async (
  app,
  { db, publicAnswers },
) => {
  publicRoute(app, 'listRegions', publicAnswers, () => listRegions(db));
};
