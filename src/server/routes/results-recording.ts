import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireDirector } from '../auth/session';
import { requireEventScope } from '../auth/venue-scope';
import type { CacheInvalidation } from '../cache/cache-invalidation';
import { CHANGES } from '../cache/cache-tags';
import type { Db } from '../db/client';
import type { Hub } from '../hub/hub-server';
import { pushClockStatus, pushStandingsUpdate } from '../hub/tournament-clock-hub';
import {
  closeEvent,
  eventScopes,
  getBustOuts,
  recordBustOut,
  removeBustOut,
  searchPlayers,
} from '../services/results-recording';
import { getClockStatus } from '../services/tournament-clock';
import { contractRoute } from './contract-route';

/** The director's console records who went out and closes the event; viewers see it through the hub. */
export const resultsRecordingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  hub: Hub;
  invalidation: CacheInvalidation;
}> = async (app, { db, hub, invalidation }) => {
  const pushClock = async (eventId: number) => {
    const status = await getClockStatus(db, eventId).catch(() => null);
    if (status) await pushClockStatus(hub, eventId, status);
  };

  /** The director of the event's venue, or a league admin: another venue's director is answered 403. */
  const eventDirector = async (request: FastifyRequest<{ Querystring: { eventId: number } }>) => {
    const director = await requireDirector(request);
    await requireEventScope(db, director, request.query.eventId);
    return director;
  };

  // Finding a player is not about one venue: every director may search the league's players.
  contractRoute(app, 'searchResultPlayers', (request) => searchPlayers(db, request.query.q));
  contractRoute(app, 'getBustOuts', async (request) => {
    await eventDirector(request);
    return getBustOuts(db, request.query.eventId);
  });
  contractRoute(app, 'recordBustOut', async (request) => {
    const director = await eventDirector(request);
    const answer = await recordBustOut(db, request.query.eventId, request.body, director.id);
    await pushClock(request.query.eventId);
    return answer;
  });
  contractRoute(app, 'removeBustOut', async (request) => {
    const director = await eventDirector(request);
    const answer = await removeBustOut(db, request.query.eventId, request.body.seq, director.id);
    await pushClock(request.query.eventId);
    return answer;
  });
  contractRoute(app, 'closeEvent', async (request) => {
    const director = await eventDirector(request);
    const answer = await closeEvent(db, request.query.eventId, request.body, director.id);
    const scopes = await eventScopes(db, request.query.eventId);
    // Pages re-read results and leaderboards the moment the push reaches them, before this reply (and the
    // usual drop of shared answers on a write) goes out: the shared answers must already be gone.
    await invalidation.drop(CHANGES.closeEvent);
    if (scopes) await pushStandingsUpdate(hub, scopes);
    await pushClock(request.query.eventId);
    return answer;
  });
};
