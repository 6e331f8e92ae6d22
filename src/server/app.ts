import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../shared/api-prefix';
import { sessionPlugin } from './auth/session';
import type { Db } from './db/client';
import { registerErrorHandler, registerNotFound } from './errors';
import { type ClockHubOptions, registerClockHub } from './hub/tournament-clock-hub';
import { registerMedia } from './media';
import { googleGeocoder, localitiesGeocoder } from './providers/geocode';
import { accountRoutes } from './routes/account';
import { articleRoutes } from './routes/articles';
import { calendarRoutes } from './routes/calendar';
import { registerDocs } from './routes/docs';
import { eventRoutes } from './routes/events';
import { leaderboardRoutes } from './routes/leaderboard';
import { majorEventRoutes } from './routes/major-events';
import { mapRoutes } from './routes/maps';
import { membershipRoutes } from './routes/membership';
import { photoRoutes } from './routes/photos';
import { profileRoutes } from './routes/profile';
import { ptcRoutes } from './routes/ptc';
import { regionRoutes } from './routes/regions';
import { seasonRoutes } from './routes/seasons';
import { tournamentClockRoutes } from './routes/tournament-clock';
import { venueRoutes } from './routes/venues';
import { ResponseCache } from './services/response-cache';
import { registerSpa } from './spa';

export interface AppOptions {
  db: Db;
  /** A pino logger; without one the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  /** Serve the SPA: 'build' from dist/client, 'dev' through Vite, or false for API-only tests. */
  spa?: 'build' | 'dev' | false;
  apiBase?: string;
  sessionDays?: number;
  trustProxy?: boolean;
  /** With a key, geocoding asks Google first; without one it uses the localities table only. */
  googleMapsApiKey?: string;
  /** How long visitors' search answers are reused; 0 (the default here) turns the cache off. */
  searchCacheSeconds?: number;
  /** The realtime hub: its token secret (shared across instances), timings, and the Redis backplane. */
  hub?: ClockHubOptions;
  /** Texts members a week before their PTC expire (hourly); the server turns it on, tests do not. */
  ptcExpiryReminders?: boolean;
}

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(sessionPlugin, { db: options.db });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
  });

  const hub = registerClockHub(app, options.db, options.hub);
  const routeOptions = { db: options.db };
  await app.register(accountRoutes, { ...routeOptions, sessionDays: options.sessionDays ?? 30 });
  await app.register(regionRoutes, routeOptions);
  await app.register(seasonRoutes, routeOptions);
  await app.register(venueRoutes, routeOptions);
  await app.register(articleRoutes, routeOptions);
  await app.register(photoRoutes, routeOptions);
  await app.register(leaderboardRoutes, routeOptions);
  await app.register(mapRoutes, { ...routeOptions, googleMapsApiKey: options.googleMapsApiKey });
  await app.register(tournamentClockRoutes, { ...routeOptions, hub });
  await app.register(majorEventRoutes, routeOptions);
  const searchCache = new ResponseCache((options.searchCacheSeconds ?? 0) * 1000);
  await app.register(membershipRoutes, { ...routeOptions, searchCache });
  await app.register(calendarRoutes, routeOptions);
  await app.register(profileRoutes, routeOptions);
  await app.register(ptcRoutes, { ...routeOptions, expiryReminders: options.ptcExpiryReminders ?? false });
  const offline = localitiesGeocoder(options.db);
  const geocoder = options.googleMapsApiKey ? googleGeocoder(options.googleMapsApiKey, offline) : offline;
  await app.register(eventRoutes, { ...routeOptions, geocoder, searchCache });
  await registerMedia(app);
  await registerDocs(app);

  const spa = options.spa
    ? await registerSpa(app, {
        dev: options.spa === 'dev',
        apiBase: options.apiBase ?? API_PREFIX,
        mapsKey: options.googleMapsApiKey,
      })
    : undefined;
  registerNotFound(app, API_PREFIX, spa);
  return app;
}
