import { createServer } from 'node:http';
import { buildApp } from '../../src/server/app';
import { DEFAULT_CONNECTION_LIMITS } from '../../src/server/connection-limits';
import { openDatabase } from '../../src/server/db/client';

/**
 * One server under load, in its own process: `bare` answers a fixed JSON body with node:http (the
 * ceiling), `app` is the real Fastify app on DATABASE_URL or the PGlite in DATA_DIR (SEARCH_CACHE_SECONDS
 * for the visitors' answer cache). Prints "ready PORT".
 */
const target = process.argv[2];

if (target === 'bare') {
  const body = process.env.BARE_BODY ?? '[]';
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    console.log(`ready ${typeof address === 'object' && address ? address.port : 0}`);
  });
} else {
  const database = await openDatabase({
    url: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? null,
  });
  const app = await buildApp({
    db: database.db,
    searchCacheSeconds: Number(process.env.SEARCH_CACHE_SECONDS ?? 0),
    // Every bench client comes from 127.0.0.1: the per-address cap would close all but 64 of them.
    connections: { ...DEFAULT_CONNECTION_LIMITS, maxConnectionsPerClient: 0 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`ready ${typeof address === 'object' && address ? address.port : 0}`);
}
