import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import type { PublicAnswers } from '../services/public-answers';
import { listSeasons } from '../services/seasons';
import { publicRoute } from './public-route';

export const seasonRoutes: FastifyPluginAsyncZod<{ db: Db; publicAnswers: PublicAnswers }> = async (
  app,
  { db, publicAnswers },
) => {
  publicRoute(app, 'listSeasons', publicAnswers, (request) => listSeasons(db, request.query.brand));
};
