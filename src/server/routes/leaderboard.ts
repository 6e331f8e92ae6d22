import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { leaderboardByEvent } from '../services/leaderboard';
import { leaderboardPrintPage } from '../services/leaderboard-print';
import { contractRoute } from './contract-route';

export const leaderboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, 'searchLeaderboardByEvent', (request) => leaderboardByEvent(db, request.body));

  // The print link opens this in a new tab: a plain page laid out for A4.
  contractRoute(app, 'leaderboardPrint', async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(await leaderboardPrintPage(db, request.query)),
  );
};
