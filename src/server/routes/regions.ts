import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../../shared/api-prefix';
import { regionListSchema } from '../../shared/contract/location';
import type { Db } from '../db/client';
import { listRegions } from '../services/regions';

export const regionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(`${API_PREFIX}/region/list`, { schema: { response: { 200: regionListSchema } } }, () =>
    listRegions(db),
  );
};
