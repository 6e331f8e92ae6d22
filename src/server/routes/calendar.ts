import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { eventCalendar, memberCalendar } from '../services/calendar';
import { contractRoute } from './contract-route';

export const calendarRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  contractRoute(app, 'eventCalendar', async (request, reply) => {
    const eventId = request.params.id;
    const body = await eventCalendar(db, eventId, publicUrl);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="apl-event-${eventId}.ics"`)
      .send(body);
  });

  contractRoute(app, 'memberCalendar', async (request, reply) => {
    const body = await memberCalendar(db, request.params.token, publicUrl);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=900')
      .send(body);
  });
};
