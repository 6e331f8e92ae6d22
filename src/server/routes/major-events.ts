import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../../shared/api-prefix';
import { majorEventSchema, stateQuerySchema } from '../../shared/contract/content';
import type { Db } from '../db/client';
import { localToday } from '../services/games';
import { listMajorEvents } from '../services/major-events';

export const majorEventRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const schema = { querystring: stateQuerySchema, response: { 200: z.array(majorEventSchema) } };
  app.get(`${API_PREFIX}/majorevent/getall`, { schema }, (request) =>
    listMajorEvents(db, {
      stateShort: request.query.state,
      aplpt: false,
      today: localToday(new Date(), null),
    }),
  );
  app.get(`${API_PREFIX}/majorevent/GetAllAPLPT`, { schema }, (request) =>
    listMajorEvents(db, {
      stateShort: request.query.state,
      aplpt: true,
      today: localToday(new Date(), null),
    }),
  );
};
