import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedResponseCache } from '../cache/shared-response-cache';
import type { Db } from '../db/client';
import { featuredPhotos, photosOf, searchPhotos } from '../services/photos';
import type { WorkLimiter } from '../services/work-limiter';
import { contractRoute } from './contract-route';
import { publicRoute } from './public-route';

export const photoRoutes: FastifyPluginAsyncZod<{
  db: Db;
  publicCache: SharedResponseCache;
  /** A photo search over any span of dates goes through the fair limiter. */
  limiter: WorkLimiter;
}> = async (app, { db, publicCache, limiter }) => {
  publicRoute(app, 'getFeaturedPhotos', publicCache, (request) => featuredPhotos(db, request.query));
  publicRoute(app, 'getEventPhotos', publicCache, (request) =>
    photosOf(db, { eventId: request.query.event }),
  );
  publicRoute(app, 'getVenuePhotos', publicCache, (request) =>
    photosOf(db, { venueId: request.query.venue }),
  );
  contractRoute(app, 'getHallOfFameEventPhotos', (request) => photosOf(db, { eventId: request.query.event }));
  contractRoute(app, 'searchPhotos', (request) =>
    limiter.run(request.ip, () => searchPhotos(db, request.body)),
  );
};
