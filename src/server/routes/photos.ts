import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { featuredPhotos, photosOf, searchPhotos } from '../services/photos';
import type { PublicAnswers } from '../services/public-answers';
import { contractRoute } from './contract-route';
import { publicRoute } from './public-route';

export const photoRoutes: FastifyPluginAsyncZod<{ db: Db; publicAnswers: PublicAnswers }> = async (
  app,
  { db, publicAnswers },
) => {
  publicRoute(app, 'getFeaturedPhotos', publicAnswers, (request) => featuredPhotos(db, request.query));
  publicRoute(app, 'getEventPhotos', publicAnswers, (request) =>
    photosOf(db, { eventId: request.query.event }),
  );
  publicRoute(app, 'getVenuePhotos', publicAnswers, (request) =>
    photosOf(db, { venueId: request.query.venue }),
  );
  contractRoute(app, 'getHallOfFameEventPhotos', (request) => photosOf(db, { eventId: request.query.event }));
  contractRoute(app, 'searchPhotos', (request) => searchPhotos(db, request.body));
};
