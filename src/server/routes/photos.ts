import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { featuredPhotos, photosOf, searchPhotos } from '../services/photos';
import type { PublicAnswers } from '../services/public-answers';
import type { WorkLimiter } from '../services/work-limiter';
import { contractRoute } from './contract-route';
import { publicRoute } from './public-route';

export const photoRoutes: FastifyPluginAsyncZod<{
  db: Db;
  publicAnswers: PublicAnswers;
  /** A photo search over any span of dates goes through the fair limiter. */
  limiter: WorkLimiter;
}> = async (app, { db, publicAnswers, limiter }) => {
  publicRoute(app, 'getFeaturedPhotos', publicAnswers, (request) => featuredPhotos(db, request.query));
  publicRoute(app, 'getEventPhotos', publicAnswers, (request) =>
    photosOf(db, { eventId: request.query.event }),
  );
  publicRoute(app, 'getVenuePhotos', publicAnswers, (request) =>
    photosOf(db, { venueId: request.query.venue }),
  );
  contractRoute(app, 'getHallOfFameEventPhotos', (request) => photosOf(db, { eventId: request.query.event }));
  contractRoute(app, 'searchPhotos', (request) =>
    limiter.run(request.ip, () => searchPhotos(db, request.body)),
  );
};
