import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { featuredPhotos, photosOf, searchPhotos } from '../services/photos';
import { contractRoute } from './contract-route';

export const photoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, 'getFeaturedPhotos', (request) => featuredPhotos(db, request.query));
  contractRoute(app, 'getEventPhotos', (request) => photosOf(db, { eventId: request.query.event }));
  contractRoute(app, 'getVenuePhotos', (request) => photosOf(db, { venueId: request.query.venue }));
  contractRoute(app, 'getHallOfFameEventPhotos', (request) => photosOf(db, { eventId: request.query.event }));
  contractRoute(app, 'searchPhotos', (request) => searchPhotos(db, request.body));
};
