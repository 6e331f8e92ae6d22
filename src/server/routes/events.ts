import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../../shared/api-prefix';
import {
  gameSchema,
  nearbyResultSchema,
  searchEventsSchema,
  searchNearbySchema,
} from '../../shared/contract/game';
import type { Db } from '../db/client';
import type { Geocoder } from '../providers/geocode';
import { searchEvents, searchNearbyEvents } from '../services/games';

export const eventRoutes: FastifyPluginAsyncZod<{ db: Db; geocoder: Geocoder }> = async (
  app,
  { db, geocoder },
) => {
  // One path for the filter search and the text search: the spec spells it SearchEvents and searchevents.
  // The answers (up to 500 games) are built from typed rows by toGame; validating them again on the way
  // out would cost more than the query itself, so only the requests are checked here.
  app.post(`${API_PREFIX}/event/searchevents`, { schema: { body: searchEventsSchema } }, async (request) =>
    searchEvents(db, request.body, { memberId: (await request.currentMember())?.id }),
  );

  app.post(
    `${API_PREFIX}/Event/SearchNearbyEvents`,
    { schema: { body: searchNearbySchema } },
    async (request) =>
      searchNearbyEvents(db, geocoder, request.body, { memberId: (await request.currentMember())?.id }),
  );
};
