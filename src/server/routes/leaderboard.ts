import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../../shared/api-prefix';
import { leaderboardByEventSchema, leaderboardRowSchema } from '../../shared/contract/leaderboard';
import type { Db } from '../db/client';
import { leaderboardByEvent } from '../services/leaderboard';
import { leaderboardPrintPage } from '../services/leaderboard-print';

const optionalId = z.coerce.number().int().positive().max(2_147_483_647).optional();
const printQuery = z.object({
  seasonId: optionalId,
  month: optionalId,
  regionId: optionalId,
  orgEntityId: optionalId,
  dayId: optionalId,
  gameScoreboardId: optionalId,
  divisionId: optionalId,
});

export const leaderboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    `${API_PREFIX}/Leaderboard/SearchByEvent`,
    { schema: { body: leaderboardByEventSchema, response: { 200: z.array(leaderboardRowSchema) } } },
    (request) => leaderboardByEvent(db, request.body),
  );

  // The print link opens this in a new tab: a plain page laid out for A4.
  app.get('/leaderboard/print', { schema: { querystring: printQuery } }, async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(await leaderboardPrintPage(db, request.query)),
  );
};
