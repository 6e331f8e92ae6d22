import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
  app.post(
    `${API_PREFIX}/event/searchevents`,
    { schema: { body: searchEventsSchema, response: { 200: z.array(gameSchema) } } },
    async (request) => searchEvents(db, request.body, { memberId: (await request.currentMember())?.id }),
  );

  app.post(
    `${API_PREFIX}/Event/SearchNearbyEvents`,
    { schema: { body: searchNearbySchema, response: { 200: nearbyResultSchema } } },
    async (request) =>
      searchNearbyEvents(db, geocoder, request.body, { memberId: (await request.currentMember())?.id }),
  );
};
