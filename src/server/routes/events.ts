import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../../shared/api-prefix';
import { eventDetailSchema, eventIdQuerySchema, eventResultSchema } from '../../shared/contract/event-detail';
import { searchEventsSchema, searchNearbySchema } from '../../shared/contract/game';
import type { Db } from '../db/client';
import type { Geocoder } from '../providers/geocode';
import { getEventDetail, getEventResult } from '../services/event-detail';
import { searchEvents, searchNearbyEvents } from '../services/games';
import type { ResponseCache } from '../services/response-cache';
import type { WorkLimiter } from '../services/work-limiter';

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
  // The answers (up to 500 games) are built from typed rows by toGame; validating them again on the way
  // out would cost more than the query itself, so only the requests are checked here.
  app.post(
    `${API_PREFIX}/event/searchevents`,
    { schema: { body: searchEventsSchema } },
    async (request, reply) => {
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
    },
  );

  app.post(
    `${API_PREFIX}/Event/SearchNearbyEvents`,
    { schema: { body: searchNearbySchema } },
    async (request) => {
      const memberId = (await request.currentMember())?.id;
      return searchLimiter.run(request.ip, () =>
        searchNearbyEvents(db, geocoder, request.body, { memberId }),
      );
    },
  );

  app.get(
    `${API_PREFIX}/Event/GetById`,
    { schema: { querystring: eventIdQuerySchema, response: { 200: eventDetailSchema } } },
    async (request) => getEventDetail(db, request.query.eventId, (await request.currentMember())?.id),
  );

  app.get(
    `${API_PREFIX}/Event/GetEventResult`,
    { schema: { querystring: eventIdQuerySchema, response: { 200: eventResultSchema } } },
    (request) => getEventResult(db, request.query.eventId),
  );
};
