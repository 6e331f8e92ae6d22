import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { localToday } from '../services/games';
import { listMajorEvents } from '../services/major-events';
import { contractRoute } from './contract-route';

export const majorEventRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, 'getMajorEvents', (request) =>
    listMajorEvents(db, {
      stateShort: request.query.state,
      aplpt: false,
      today: localToday(new Date(), null),
    }),
  );
  contractRoute(app, 'getAplptMajorEvents', (request) =>
    listMajorEvents(db, {
      stateShort: request.query.state,
      aplpt: true,
      today: localToday(new Date(), null),
    }),
  );
};
