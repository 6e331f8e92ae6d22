import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { listRegions } from '../services/regions';
import { contractRoute } from './contract-route';

export const regionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, 'listRegions', () => listRegions(db));
};
