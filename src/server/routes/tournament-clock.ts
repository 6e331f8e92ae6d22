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
import { eventQrSvg } from '../services/event-qr';
import { applyClockAction, getClockStatus } from '../services/tournament-clock';

export const tournamentClockRoutes: FastifyPluginAsyncZod<{ db: Db; hub: Hub; publicUrl: string }> = async (
  app,
  { db, hub, publicUrl },
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

  // The TV view's QR code: the event page's address on this site (PUBLIC_URL: it is cached publicly).
  app.get(
    '/qr/event/:file',
    {
      schema: {
        params: z.object({ file: z.string().regex(/^[1-9]\d{0,9}\.svg$/, 'must look like 123.svg') }),
      },
    },
    async (request, reply) => {
      const eventId = Number(request.params.file.replace(/\.svg$/, ''));
      const svg = await eventQrSvg(db, eventId, publicUrl);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(svg);
    },
  );
};
