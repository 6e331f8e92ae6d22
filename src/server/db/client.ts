import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { ROOT_DIR } from '../root-dir';
import * as schema from './schema';
import { yieldBeforeQueries } from './yield-before-queries';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The embedded database's files as one tarball (PGlite only), which `loadDataDir` opens again. */
  dumpDataDir?(): Promise<Blob>;
}

// No min_wal_size: it must be twice the segment size, and a data folder from before these settings has 16 MB
// segments (PostgreSQL then refuses to start); with wal_recycle off, old segments are removed anyway.
const PGLITE_SETTINGS = ['wal_level=minimal', 'max_wal_senders=0', 'max_wal_size=128MB', 'wal_recycle=off'];

const migrationsFolder = path.join(ROOT_DIR, 'src/server/db/migrations');

/**
 * Opens the embedded PGlite in dataDir (or in memory when dataDir is null; `loadDataDir` starts it from a
 * dump), or PostgreSQL when url is given, and brings its schema up to date unless told not to.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string | null;
  loadDataDir?: Blob;
  migrate?: boolean;
}): Promise<Database> {
  if (options.url) {
    const [{ drizzle }, { migrate }, pg] = await Promise.all([
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
      import('pg'),
    ]);
    const pool = new pg.default.Pool({ connectionString: options.url, max: 10 });
    // A connection the database ends (a restart, an administrator's kill) must not take the process down:
    // the pool drops it and the next query opens a new one; a query that was running gets the error itself.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzle(pool, { schema });
    if (options.migrate !== false) await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const [{ drizzle }, { migrate }, { PGlite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('@electric-sql/pglite'),
  ]);
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  // The options form: PGlite ignores loadDataDir when it comes after a dataDir argument.
  // One embedded server writes no replicas: a minimal write-ahead log lets the seed's bulk load skip it
  // (seed/batch.ts, takeEmptyTables), and small 1 MB segments removed at each checkpoint keep pg_wal to a few
  // megabytes instead of hundreds. The segment size is set when the data directory is created.
  const client = new PGlite({
    dataDir,
    loadDataDir: options.loadDataDir,
    initDbStartParams: ['--wal-segsize=1'],
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
  });
  yieldBeforeQueries(client);
  const db = drizzle(client, { schema });
  if (options.migrate !== false) await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
