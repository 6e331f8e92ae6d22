import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../shared/api-prefix';
import type { ThrottleRule } from './auth/login-throttle';
import { sessionPlugin } from './auth/session';
import { CacheInvalidation } from './cache/cache-invalidation';
import { SharedResponseCache } from './cache/shared-response-cache';
import { clientAddress } from './client-address';
import {
  type ConnectionLimits,
  connectionOptions,
  DEFAULT_CONNECTION_LIMITS,
  limitConnections,
} from './connection-limits';
import type { Db } from './db/client';
import { registerErrorHandler, registerNotFound } from './errors';
import { type ClockHubOptions, registerClockHub } from './hub/tournament-clock-hub';
import { schedulePtcExpiryReminders } from './jobs/ptc-expiry-reminders';
import { schedulePublishScheduledNews } from './jobs/publish-scheduled-news';
import { type PurchaseRecoveryOptions, schedulePurchaseRecovery } from './jobs/purchase-recovery';
import { scheduleWeeklyGames } from './jobs/weekly-games';
import { type LimitsOptions, openLimits } from './limits/limits';
import { registerMedia } from './media';
import { googleGeocoder, localitiesGeocoder } from './providers/geocode';
import { type PaymentProvider, sandboxPaymentProvider } from './providers/payments';
import { outboxSmsSender, type SmsSender } from './providers/sms';
import { accountRoutes } from './routes/account';
import { accountSettingsRoutes } from './routes/account-settings';
import { adminRoutes } from './routes/admin';
import { adminMajorEventsRoutes } from './routes/admin-major-events';
import { adminNewsRoutes } from './routes/admin-news';
import { adminPagesRoutes } from './routes/admin-pages';
import { articleRoutes } from './routes/articles';
import { calendarRoutes } from './routes/calendar';
import { registerDocs } from './routes/docs';
import { eventPhotoRoutes } from './routes/event-photos';
import { eventRoutes } from './routes/events';
import { floorRoutes } from './routes/floor';
import { homeBannerRoutes } from './routes/home-banners';
import { leaderboardRoutes } from './routes/leaderboard';
import { majorEventRoutes } from './routes/major-events';
import { mapRoutes } from './routes/maps';
import { membershipRoutes } from './routes/membership';
import { photoRoutes } from './routes/photos';
import { profileRoutes } from './routes/profile';
import { ptcRoutes } from './routes/ptc';
import { invalidateOnWrites } from './routes/public-route';
import { regionRoutes } from './routes/regions';
import { registrationRoutes } from './routes/registration';
import { resultsRecordingRoutes } from './routes/results-recording';
import { seasonRoutes } from './routes/seasons';
import { staffQueueRoutes } from './routes/staff-queues';
import { ticketRoutes } from './routes/tickets';
import { tournamentClockRoutes } from './routes/tournament-clock';
import { venueAdminRoutes } from './routes/venue-admin';
import { venueRoutes } from './routes/venues';
import { registerSecurity } from './security';
import { majorEventBanner } from './services/major-events';
import { WorkLimiter, type WorkLimits } from './services/work-limiter';
import { builtPages, inlineScriptHashes, registerSpa } from './spa';

export interface AppOptions {
  db: Db;
  /** A pino logger; without one the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  /** Serve the SPA: 'build' from dist/client, 'dev' through Vite, or false for API-only tests. */
  spa?: 'build' | 'dev' | false;
  apiBase?: string;
  sessionDays?: number;
  /** How failed sign-ins slow down (default: ACCOUNT_RULE and ADDRESS_RULE in auth/login-throttle). */
  signInThrottle?: { account: ThrottleRule; address: ThrottleRule };
  /** The site's own address for absolute links (QR codes, calendars); default http://localhost:3000. */
  publicUrl?: string;
  /** Reverse proxies in front (true: one); only that many X-Forwarded-For hops are believed. */
  trustProxy?: boolean | number;
  /** With a key, geocoding asks Google first; without one it uses the localities table only. */
  googleMapsApiKey?: string;
  /** How long visitors' search answers are reused; 0 (the default here) turns the cache off. */
  searchCacheSeconds?: number;
  /** How long answers that are the same for every visitor are reused (a write drops those it changes); 0: off. */
  publicCacheSeconds?: number;
  /** How many expensive queries (searches, leaderboards, hub lookups) may run at once, in all and per client. */
  searchLimits?: WorkLimits;
  /** The realtime hub: its token secret (shared across instances), timings, and the Redis backplane. */
  hub?: ClockHubOptions;
  /** Texts members a week before their PTC expire (hourly, through `sms`); the server turns it on, tests do not. */
  ptcExpiryReminders?: boolean;
  /** Marks scheduled news published when due (every 30 s); the server turns it on, tests run it themselves. */
  publishScheduledNews?: boolean;
  /** Keeps the weekly games' nights filled four weeks ahead (daily); the server turns it on, tests do not. */
  weeklyGames?: boolean;
  /** Finishes interrupted card purchases at start-up and on a timer; off unless given (tests run it themselves). */
  purchaseRecovery?: PurchaseRecoveryOptions;
  /** How SMS go out; the local outbox (kept in the database and logged) unless given. */
  sms?: SmsSender;
  /** Card payments; the sandbox processor unless given. */
  payments?: PaymentProvider;
  /** Serve the development SMS outbox page (/dev/sms-outbox): off unless asked for (SMS_OUTBOX_PAGE, --dev). */
  smsOutbox?: boolean;
  /** Where uploaded files (avatars) are kept: DATA_DIR; a temporary directory unless given (tests). */
  dataDir?: string;
  /** Slow-header, request and idle timeouts, and connections at once (DEFAULT_CONNECTION_LIMITS unless given). */
  connections?: ConnectionLimits;
  /** With a Redis URL the limits and the sign-in throttle are shared through it (REDIS_URL). */
  limits?: LimitsOptions;
}

const isViteHotReload = (request: IncomingMessage) =>
  ['vite-hmr', 'vite-ping'].includes(String(request.headers['sec-websocket-protocol']));

const proxyHops = (trustProxy: boolean | number | undefined) =>
  trustProxy === true ? 1 : Number(trustProxy ?? 0);

/** Trusts the socket's peer and the X-Forwarded-For hops our own proxies added, never the client's. */
function proxyTrust(trustProxy: boolean | number | undefined) {
  const hops = proxyHops(trustProxy);
  return hops > 0 ? (_address: string, hop: number) => hop < hops : false;
}

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: proxyTrust(options.trustProxy),
    bodyLimit: 1024 * 1024,
    ...connectionOptions(options.connections ?? DEFAULT_CONNECTION_LIMITS),
    // A caller's request id is kept only when it looks like one: it goes into every log line and answer.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID();
    },
  });
  limitConnections(app.server, options.connections ?? DEFAULT_CONNECTION_LIMITS);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const publicUrl = new URL(options.publicUrl ?? 'http://localhost:3000').origin;

  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(sessionPlugin, { db: options.db });

  const payments = options.payments ?? sandboxPaymentProvider(options.db);
  await registerSecurity(app, {
    apiBase: API_PREFIX,
    publicUrl,
    dev: options.spa === 'dev',
    googleMaps: Boolean(options.googleMapsApiKey),
    cardFormOrigin:
      payments.cardForm.provider === 'securepay' ? new URL(payments.cardForm.scriptUrl).origin : undefined,
    inlineScripts: options.spa === 'build' ? inlineScriptHashes(builtPages()) : [],
  });

  // The fair limiter: every query a client can make expensive takes turns in it, by client address.
  const searchLimiter = new WorkLimiter(options.searchLimits);
  // One secret for the hub's connection tokens and, derived from it, the floor's seat tickets (set HUB_SECRET
  // when several instances run, so each accepts the others' tokens and issues the same tickets).
  const hubSecret = options.hub?.secret ?? randomBytes(32).toString('base64url');
  const hub = registerClockHub(app, options.db, {
    ...options.hub,
    secret: hubSecret,
    limiter: searchLimiter,
    clientAddress: (request) => clientAddress(request, proxyHops(options.trustProxy)),
    leaveUpgrade: options.spa === 'dev' ? isViteHotReload : undefined,
  });
  const searchCache = new SharedResponseCache((options.searchCacheSeconds ?? 0) * 1000);
  const publicCache = new SharedResponseCache((options.publicCacheSeconds ?? 0) * 1000);
  // The hub's backplane carries the invalidations too: a write on any instance drops what it changed on all of them.
  const invalidation = new CacheInvalidation([searchCache, publicCache], options.hub?.backplane);
  await invalidation.listen();
  invalidateOnWrites(app, invalidation);
  const routeOptions = { db: options.db };
  const limits = await openLimits(options.db, options.limits);
  app.addHook('onClose', () => limits.close());
  const publicRouteOptions = { ...routeOptions, publicCache, limiter: searchLimiter };
  await app.register(accountRoutes, {
    ...routeOptions,
    sessionDays: options.sessionDays ?? 30,
    publicUrl,
    throttle: limits.signInThrottle(options.signInThrottle),
  });
  await app.register(regionRoutes, publicRouteOptions);
  await app.register(adminRoutes, routeOptions);
  await app.register(adminNewsRoutes, {
    ...routeOptions,
    dataDir: options.dataDir ?? path.join(tmpdir(), 'apl-data'),
  });
  await app.register(adminPagesRoutes, routeOptions);
  await app.register(adminMajorEventsRoutes, routeOptions);
  await app.register(seasonRoutes, publicRouteOptions);
  await app.register(venueRoutes, publicRouteOptions);
  await app.register(articleRoutes, publicRouteOptions);
  await app.register(photoRoutes, publicRouteOptions);
  await app.register(eventPhotoRoutes, {
    ...routeOptions,
    dataDir: options.dataDir ?? path.join(tmpdir(), 'apl-data'),
  });
  await app.register(leaderboardRoutes, { ...publicRouteOptions, publicUrl });
  await app.register(mapRoutes, { ...routeOptions, googleMapsApiKey: options.googleMapsApiKey });
  await app.register(tournamentClockRoutes, { ...routeOptions, hub, publicUrl });
  await app.register(resultsRecordingRoutes, {
    ...routeOptions,
    hub,
    invalidation,
  });
  await app.register(floorRoutes, {
    ...routeOptions,
    hub,
    invalidation,
    ticketSecret: createHmac('sha256', hubSecret).update('floor seat tickets').digest('base64url'),
  });
  await app.register(majorEventRoutes, publicRouteOptions);
  await app.register(homeBannerRoutes, publicRouteOptions);
  await app.register(membershipRoutes, { ...routeOptions, publicUrl });
  await app.register(calendarRoutes, { ...routeOptions, publicUrl });
  await app.register(profileRoutes, routeOptions);
  await app.register(ptcRoutes, routeOptions);
  const offline = localitiesGeocoder(options.db);
  const geocoder = options.googleMapsApiKey ? googleGeocoder(options.googleMapsApiKey, offline) : offline;
  await app.register(eventRoutes, { ...publicRouteOptions, geocoder, searchCache, searchLimiter });
  const sms = options.sms ?? outboxSmsSender(options.db, options.logger);
  await app.register(ticketRoutes, {
    ...routeOptions,
    sms: sms,
    payments,
    staleAfterMs: options.purchaseRecovery?.staleAfterMs,
  });
  // Scheduled work (jobs/): run once across the instances sharing the database.
  if (options.purchaseRecovery)
    schedulePurchaseRecovery(app, { db: options.db, payments, sms: sms }, options.purchaseRecovery);
  if (options.ptcExpiryReminders) schedulePtcExpiryReminders(app, options.db, sms);
  if (options.publishScheduledNews) schedulePublishScheduledNews(app, options.db, invalidation);
  if (options.weeklyGames) scheduleWeeklyGames(app, options.db);
  await app.register(venueAdminRoutes, { ...routeOptions, sms });
  await app.register(registrationRoutes, {
    ...routeOptions,
    allowances: limits.allowances,
    sms: options.sms ?? outboxSmsSender(options.db, options.logger),
    smsOutbox: options.smsOutbox ?? false,
  });
  await app.register(staffQueueRoutes, {
    ...routeOptions,
    dataDir: options.dataDir ?? path.join(tmpdir(), 'apl-data'),
    payments,
    sms,
  });
  await app.register(accountSettingsRoutes, {
    ...routeOptions,
    dataDir: options.dataDir ?? path.join(tmpdir(), 'apl-data'),
    allowances: limits.allowances,
  });
  await registerMedia(app);
  await registerDocs(app);

  const spa = options.spa
    ? await registerSpa(app, {
        dev: options.spa === 'dev',
        apiBase: options.apiBase ?? API_PREFIX,
        mapsKey: options.googleMapsApiKey,
        banner: (urlName, aplpt) => majorEventBanner(options.db, urlName, aplpt),
        pages: publicCache,
      })
    : undefined;
  registerNotFound(app, API_PREFIX, spa);
  return app;
}
