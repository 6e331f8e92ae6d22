import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicFloorSchema } from '../../shared/contract/floor';
import { requireDirector, requireMember } from '../auth/session';
import { requireEventScope } from '../auth/venue-scope';
import type { CacheInvalidation } from '../cache/cache-invalidation';
import { CHANGES } from '../cache/cache-tags';
import type { Db } from '../db/client';
import type { Hub } from '../hub/hub-server';
import { pushClockStatus, pushFloorUpdate, pushStandingsUpdate } from '../hub/tournament-clock-hub';
import { getDirectorFloor, getMySeat, getPublicFloor, runFloorCommand } from '../services/floor';
import { eventScopes } from '../services/results-recording';
import { getClockStatus } from '../services/tournament-clock';
import { contractRoute } from './contract-route';

/**
 * The tournament floor (issue 35): the director's console runs it, every viewer follows it through the hub.
 * `ticketSecret` signs the players' seat tickets.
 */
export const floorRoutes: FastifyPluginAsyncZod<{
  db: Db;
  hub: Hub;
  invalidation: CacheInvalidation;
  ticketSecret: string;
}> = async (app, { db, hub, invalidation, ticketSecret }) => {
  /** The director of the event's venue, or a league admin: another venue's director is answered 403. */
  const eventDirector = async (request: FastifyRequest<{ Querystring: { eventId: number } }>) => {
    const director = await requireDirector(request);
    await requireEventScope(db, director, request.query.eventId);
    return director;
  };

  contractRoute(app, 'getDirectorFloor', async (request) => {
    await eventDirector(request);
    return getDirectorFloor(db, request.query.eventId, ticketSecret);
  });
  contractRoute(app, 'runFloorCommand', async (request) => {
    const director = await eventDirector(request);
    const { eventId } = request.query;
    const answer = await runFloorCommand(db, eventId, request.body, director.id, ticketSecret);
    const closed = request.body.intent.type === 'event.close';
    // As the bust-out recorder's close: shared answers go before a push makes pages read them again.
    if (closed) await invalidation.drop(CHANGES.closeEvent);
    // The seats before the clock: the players' phones wait for them (the director's answer has them already).
    await pushFloorUpdate(hub, eventId, publicFloorSchema.parse(answer));
    const scopes = closed ? await eventScopes(db, eventId) : null;
    if (scopes) await pushStandingsUpdate(hub, scopes);
    const status = await getClockStatus(db, eventId).catch(() => null);
    if (status) await pushClockStatus(hub, eventId, status);
    return answer;
  });
  contractRoute(app, 'getPublicFloor', (request) => getPublicFloor(db, request.query.eventId, ticketSecret));
  contractRoute(app, 'getMySeat', async (request) => {
    const member = await requireMember(request);
    return getMySeat(db, request.query.eventId, member.id, ticketSecret);
  });
};
