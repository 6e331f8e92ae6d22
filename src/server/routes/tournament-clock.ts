import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../../shared/api-prefix';
import {
  CLOCK_ACTIONS,
  clockActionBodySchema,
  clockQuerySchema,
  clockStatusSchema,
} from '../../shared/contract/clock';
import { requireDirector } from '../auth/session';
import type { Db } from '../db/client';
import type { Hub } from '../hub/hub-server';
import { pushClockStatus } from '../hub/tournament-clock-hub';
import { applyClockAction, getClockStatus } from '../services/tournament-clock';

export const tournamentClockRoutes: FastifyPluginAsyncZod<{ db: Db; hub: Hub }> = async (
  app,
  { db, hub },
) => {
  app.get(
    `${API_PREFIX}/tournamentClock/getTournamentClockStatus`,
    { schema: { querystring: clockQuerySchema, response: { 200: clockStatusSchema } } },
    (request) => getClockStatus(db, request.query.eventId),
  );

  // The director's console and any other tool drive the clock with these plain calls.
  app.post(
    `${API_PREFIX}/tournamentClock/:action`,
    {
      schema: {
        params: z.object({
          action: z.enum(CLOCK_ACTIONS, { message: `must be one of ${CLOCK_ACTIONS.join(', ')}` }),
        }),
        querystring: clockQuerySchema,
        body: clockActionBodySchema,
        response: { 200: clockStatusSchema },
      },
    },
    async (request) => {
      await requireDirector(request);
      const status = await applyClockAction(db, request.query.eventId, request.params.action, request.body);
      await pushClockStatus(hub, request.query.eventId, status);
      return status;
    },
  );
};
