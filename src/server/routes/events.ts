import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import type { Geocoder } from '../providers/geocode';
import { covidLogEvents } from '../services/covid-log';
import { getEventDetail, getEventResult } from '../services/event-detail';
import { searchEvents, searchNearbyEvents } from '../services/games';
import type { ResponseCache } from '../services/response-cache';
import type { WorkLimiter } from '../services/work-limiter';
import { contractRoute } from './contract-route';

interface EventRouteOptions {
  db: Db;
  geocoder: Geocoder;
  /** Answers for visitors; members' answers carry their own hearts and are never cached. */
  searchCache: ResponseCache;
  /** Searches that reach the database run a few at a time, fairly between clients. */
  searchLimiter: WorkLimiter;
}

export const eventRoutes: FastifyPluginAsyncZod<EventRouteOptions> = async (
  app,
  { db, geocoder, searchCache, searchLimiter },
) => {
  // One path for the filter search and the text search: the spec spells it SearchEvents and searchevents.
  // The answers (up to 500 games) are built from typed rows by toGame and not validated again on the way
  // out (answerTrusted in the contract). Searches that reach the database go through the fair limiter.
  contractRoute(app, 'searchEvents', async (request, reply) => {
    const member = await request.currentMember();
    reply.type('application/json; charset=utf-8');
    if (member)
      return searchLimiter.run(request.ip, async () =>
        JSON.stringify(await searchEvents(db, request.body, { memberId: member.id })),
      );
    const key = JSON.stringify(request.body);
    const cached = searchCache.get(key);
    if (cached !== undefined) return cached;
    const body = await searchLimiter.run(request.ip, async () =>
      Buffer.from(JSON.stringify(await searchEvents(db, request.body))),
    );
    searchCache.set(key, body);
    return body;
  });

  contractRoute(app, 'searchNearbyEvents', async (request) => {
    const memberId = (await request.currentMember())?.id;
    return searchLimiter.run(request.ip, () => searchNearbyEvents(db, geocoder, request.body, { memberId }));
  });

  contractRoute(app, 'getEventById', async (request) =>
    getEventDetail(db, request.query.eventId, (await request.currentMember())?.id),
  );

  contractRoute(app, 'getEventResult', (request) => getEventResult(db, request.query.eventId));
  contractRoute(app, 'searchCovidLogEvents', (request) =>
    covidLogEvents(db, request.query.stateId, new Date()),
  );
};
