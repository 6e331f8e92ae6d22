import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireDirector } from '../auth/session';
import { requireEventScope } from '../auth/venue-scope';
import type { Db } from '../db/client';
import type { Hub } from '../hub/hub-server';
import { pushClockStatus } from '../hub/tournament-clock-hub';
import { eventQrSvg } from '../services/event-qr';
import { applyClockAction, getClockStatus } from '../services/tournament-clock';
import { contractRoute } from './contract-route';

export const tournamentClockRoutes: FastifyPluginAsyncZod<{ db: Db; hub: Hub; publicUrl: string }> = async (
  app,
  { db, hub, publicUrl },
) => {
  contractRoute(app, 'getClockStatus', (request) => getClockStatus(db, request.query.eventId));

  // The director's console and any other tool drive the clock with these plain calls: a venue director of the
  // event's venue, or a league admin (another venue's director is answered 403).
  contractRoute(app, 'sendClockAction', async (request) => {
    const director = await requireDirector(request);
    await requireEventScope(db, director, request.query.eventId);
    const status = await applyClockAction(
      db,
      request.query.eventId,
      request.params.action,
      request.body,
      new Date(),
      director.id,
    );
    await pushClockStatus(hub, request.query.eventId, status);
    return status;
  });

  // The TV view's QR code: the event page's address on this site (PUBLIC_URL: it is cached publicly).
  contractRoute(app, 'eventQr', async (request, reply) => {
    const svg = await eventQrSvg(db, request.params.id, publicUrl);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(svg);
  });
};
