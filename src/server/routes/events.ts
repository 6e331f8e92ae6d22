import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../../shared/api-prefix';
import { eventDetailSchema, eventIdQuerySchema, eventResultSchema } from '../../shared/contract/event-detail';
import { searchEventsSchema, searchNearbySchema } from '../../shared/contract/game';
import type { Db } from '../db/client';
import type { Geocoder } from '../providers/geocode';
import { getEventDetail, getEventResult } from '../services/event-detail';
import { searchEvents, searchNearbyEvents } from '../services/games';
import type { ResponseCache } from '../services/response-cache';

interface EventRouteOptions {
  db: Db;
  geocoder: Geocoder;
  /** Answers for visitors; members' answers carry their own hearts and are never cached. */
  searchCache: ResponseCache;
}

export const eventRoutes: FastifyPluginAsyncZod<EventRouteOptions> = async (
  app,
  { db, geocoder, searchCache },
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
      if (member) return JSON.stringify(await searchEvents(db, request.body, { memberId: member.id }));
      const key = JSON.stringify(request.body);
      const cached = searchCache.get(key);
      if (cached !== undefined) return cached;
      const body = Buffer.from(JSON.stringify(await searchEvents(db, request.body)));
      searchCache.set(key, body);
      return body;
    },
  );

  app.post(
    `${API_PREFIX}/Event/SearchNearbyEvents`,
    { schema: { body: searchNearbySchema } },
    async (request) =>
      searchNearbyEvents(db, geocoder, request.body, { memberId: (await request.currentMember())?.id }),
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
