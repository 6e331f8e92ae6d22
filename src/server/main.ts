import './fixed-clock';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from './app';
import { ensureClientBuild } from './client-build';
import { loadConfig } from './config';
import { DEFAULT_CONNECTION_LIMITS } from './connection-limits';
import { openDatabase } from './db/client';
import { collectWhenQuiet } from './memory/collect-when-quiet';
import { paymentProvider } from './providers/payments-config';
import { smsSender } from './providers/sms-config';
import { isSeeded, seedDatabase } from './seed/index';
import { DEFAULT_WORK_LIMITS, EMBEDDED_WORK_LIMITS } from './services/work-limiter';

const config = loadConfig();
const PURCHASE_RECOVERY_EVERY_MS = 30_000;
const logger = pino({ level: config.LOG_LEVEL });
const started = Date.now();

// The browser app builds (Vite, most of it on its own threads) while the database opens and seeds.
const clientBuild = config.dev ? undefined : ensureClientBuild((message) => logger.info(message));
clientBuild?.catch(() => {}); // awaited below; a failure is reported there, not as an unhandled rejection.

const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
logger.info({ database: database.kind }, 'database ready');
if (!(await isSeeded(database.db))) {
  logger.info('Empty database: seeding the league (about 15 seconds)...');
  await seedDatabase(database.db);
  // The embedded database keeps the seed's write-ahead log until a checkpoint removes it (db/client.ts).
  if (database.kind === 'pglite') await database.db.execute(sql`checkpoint`);
  logger.info({ ms: Date.now() - started }, 'seeded');
}
await clientBuild;

const app = await buildApp({
  db: database.db,
  logger,
  spa: config.dev ? 'dev' : 'build',
  apiBase: config.API_BASE,
  sessionDays: config.SESSION_DAYS,
  trustProxy: config.TRUST_PROXY,
  publicUrl: config.PUBLIC_URL,
  googleMapsApiKey: config.GOOGLE_MAPS_API_KEY || undefined,
  searchCacheSeconds: config.SEARCH_CACHE_SECONDS,
  searchLimits: database.kind === 'pglite' ? EMBEDDED_WORK_LIMITS : DEFAULT_WORK_LIMITS,
  publicCacheSeconds: config.PUBLIC_CACHE_SECONDS,
  connections: {
    headersTimeoutMs: config.HEADERS_TIMEOUT_SECONDS * 1000,
    requestTimeoutMs: config.REQUEST_TIMEOUT_SECONDS * 1000,
    keepAliveTimeoutMs: config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    maxConnections: config.MAX_CONNECTIONS,
    maxConnectionsPerClient:
      config.MAX_CONNECTIONS_PER_CLIENT ??
      (config.TRUST_PROXY > 0 ? 0 : DEFAULT_CONNECTION_LIMITS.maxConnectionsPerClient),
  },
  sms: smsSender(config, database.db),
  payments: paymentProvider(config, database.db),
  smsOutbox: config.smsOutboxPage,
  dataDir: config.DATA_DIR,
  ptcExpiryReminders: true,
  publishScheduledNews: true,
  weeklyGames: true,
  purchaseRecovery: {
    staleAfterMs: config.PURCHASE_RECOVERY_AFTER_SECONDS * 1000,
    everyMs: PURCHASE_RECOVERY_EVERY_MS,
  },
  limits: { redisUrl: config.REDIS_URL },
  hub: {
    secret: config.HUB_SECRET,
    // Redis's client is loaded only when there is one: a restart should not wait for what it does not use.
    backplane: config.REDIS_URL
      ? (await import('./hub/redis-backplane')).redisBackplane(config.REDIS_URL)
      : undefined,
  },
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
collectWhenQuiet(app.server);
logger.info({ ms: Date.now() - started, url: config.PUBLIC_URL }, 'APL is up');
