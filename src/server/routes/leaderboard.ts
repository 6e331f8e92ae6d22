import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../../shared/api-prefix';
import { leaderboardByEventSchema, leaderboardRowSchema } from '../../shared/contract/leaderboard';
import type { Db } from '../db/client';
import { leaderboardByEvent } from '../services/leaderboard';

export const leaderboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    `${API_PREFIX}/Leaderboard/SearchByEvent`,
    { schema: { body: leaderboardByEventSchema, response: { 200: z.array(leaderboardRowSchema) } } },
    (request) => leaderboardByEvent(db, request.body),
  );
};
