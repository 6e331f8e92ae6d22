import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { eventCalendar, memberCalendar } from '../services/calendar';

const idFile = z.object({ file: z.string().regex(/^\d{1,10}\.ics$/, 'must look like 123.ics') });
const tokenFile = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/, 'is not a calendar') });

export const calendarRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  app.get('/calendar/event/:file', { schema: { params: idFile } }, async (request, reply) => {
    const eventId = Number(request.params.file.replace(/\.ics$/, ''));
    const body = await eventCalendar(db, eventId, publicUrl);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="apl-event-${eventId}.ics"`)
      .send(body);
  });

  app.get('/calendar/member/:file', { schema: { params: tokenFile } }, async (request, reply) => {
    const body = await memberCalendar(db, request.params.file.replace(/\.ics$/, ''), publicUrl);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=900')
      .send(body);
  });
};
