import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { listSeasons } from '../services/seasons';
import { contractRoute } from './contract-route';

export const seasonRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, 'listSeasons', (request) => listSeasons(db, request.query.brand));
};
