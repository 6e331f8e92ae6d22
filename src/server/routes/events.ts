import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READS } from '../cache/cache-tags';
import type { SharedResponseCache } from '../cache/shared-response-cache';
import type { Db } from '../db/client';
import type { Geocoder } from '../providers/geocode';
import { covidLogEvents } from '../services/covid-log';
import { getEventDetail, getEventResult } from '../services/event-detail';
import { searchEvents, searchNearbyEvents } from '../services/games';
import type { WorkLimiter } from '../services/work-limiter';
import { contractRoute } from './contract-route';
import { publicRoute, sendShared } from './public-route';

interface EventRouteOptions {
  db: Db;
  geocoder: Geocoder;
  /** Search answers for visitors; members' answers carry their own hearts and are never shared. */
  searchCache: SharedResponseCache;
  /** Event pages and results, the same for every visitor. */
  publicCache: SharedResponseCache;
  /** Searches that reach the database run a few at a time, fairly between clients. */
  searchLimiter: WorkLimiter;
}

export const eventRoutes: FastifyPluginAsyncZod<EventRouteOptions> = async (
  app,
  { db, geocoder, searchCache, publicCache, searchLimiter },
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
    return sendShared(request, reply, searchCache, JSON.stringify(request.body), READS.searchEvents, () =>
      searchLimiter.run(request.ip, async () => JSON.stringify(await searchEvents(db, request.body))),
    );
  });

  contractRoute(app, 'searchNearbyEvents', async (request) => {
    const memberId = (await request.currentMember())?.id;
    return searchLimiter.run(request.ip, () => searchNearbyEvents(db, geocoder, request.body, { memberId }));
  });

  publicRoute(app, 'getEventById', publicCache, async (request) =>
    getEventDetail(db, request.query.eventId, (await request.currentMember())?.id),
  );

  publicRoute(app, 'getEventResult', publicCache, (request) => getEventResult(db, request.query.eventId));
  contractRoute(app, 'searchCovidLogEvents', (request) =>
    covidLogEvents(db, request.query.stateId, new Date()),
  );
};
