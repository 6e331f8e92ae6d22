import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { type Database, openDatabase } from '../../src/server/db/client';
import { seedDatabase } from '../../src/server/seed/index';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

const databaseUrl = (baseUrl: string, name: string) => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A fresh seeded PGlite, loaded from this run's seeded dump (tests/seed-template.ts): the first suite to need
 * it seeds and writes it while the others wait.
 */
async function seededPglite(): Promise<Database> {
  const file = path.join(inject('seedTemplate').dir, 'pglite.tar');
  if (!existsSync(file)) {
    let seeding = true;
    try {
      mkdirSync(`${file}.lock`);
    } catch {
      seeding = false;
    }
    if (seeding) {
      const fresh = await openDatabase({ dataDir: null });
      await seedDatabase(fresh.db, { scale: 'small' });
      const dump = await (fresh.dumpDataDir as () => Promise<Blob>)();
      writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
      renameSync(`${file}.part`, file);
      await fresh.close();
    }
    for (let waited = 0; !existsSync(file); waited += 200) {
      if (waited > 120_000) throw new Error('The seeded PGlite template was not written within 2 minutes');
      await sleep(200);
    }
  }
  return openDatabase({ dataDir: null, loadDataDir: new Blob([readFileSync(file)]), migrate: false });
}

/**
 * A throwaway PostgreSQL database on the server TEST_DATABASE_URL points at, copied from this run's seeded
 * template (seeded by the first suite that needs it, under an advisory lock the others wait on).
 */
export async function createPostgresDatabase(baseUrl: string) {
  const pg = (await import('pg')).default;
  const template = inject('seedTemplate').postgresTemplate;
  const name = `apl_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (!found.rowCount) {
      await admin.query(`create database ${template}`);
      const seeding = await openDatabase({ url: databaseUrl(baseUrl, template) });
      try {
        await seedDatabase(seeding.db, { scale: 'small' });
      } catch (error) {
        await seeding.close();
        await admin.query(`drop database ${template} with (force)`);
        throw error;
      }
      await seeding.close();
    }
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
    await admin.end();
  }
  return {
    url: databaseUrl(baseUrl, name),
    drop: async () => {
      const again = new pg.Client({ connectionString: baseUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/** PostgreSQL runs only with TEST_DATABASE_URL; without it its half of every suite reports as skipped. */
export const DATABASE_KINDS = ['pglite', 'postgres'] as const;
const unavailable = (kind: (typeof DATABASE_KINDS)[number]) =>
  kind === 'postgres' && !process.env.TEST_DATABASE_URL;

/**
 * Runs a suite once on a fresh seeded PGlite and, when TEST_DATABASE_URL is set, once on a fresh
 * PostgreSQL database, each a copy of this run's seeded league; `context.app` is the real app with `app.inject`.
 */
export function describeOnEachDatabase(
  name: string,
  suite: (context: { app: TestApp; database: Database }) => void,
) {
  for (const kind of DATABASE_KINDS) {
    const label = unavailable(kind) ? `${name} [${kind}: TEST_DATABASE_URL unset]` : `${name} [${kind}]`;
    describe.skipIf(unavailable(kind))(label, () => {
      const context = {} as { app: TestApp; database: Database };
      let drop: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        if (kind === 'postgres') {
          const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL as string);
          drop = created.drop;
          context.database = await openDatabase({ url: created.url, migrate: false });
        } else {
          context.database = await seededPglite();
        }
        context.app = await buildApp({ db: context.database.db, smsOutbox: true });
      });
      afterAll(async () => {
        await context.app?.close();
        await context.database?.close();
        await drop?.();
      });
      // Suites read context.app lazily inside their tests, after beforeAll has filled it.
      suite(context as { app: TestApp; database: Database });
    });
  }
}

export function cookieFrom(response: { headers: Record<string, unknown> }, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [String(header)] : [];
  return cookies.find((c) => c.startsWith(`${name}=`));
}

/** Signs in through the real login form and returns the session cookie as a Cookie header value. */
export async function signIn(app: TestApp, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password }).toString(),
  });
  const cookie = cookieFrom(response, '.AspNet.ApplicationCookie');
  if (!cookie) throw new Error(`could not sign in as ${email}`);
  return cookie.split(';')[0] ?? '';
}

/**
 * An instant some days from the app's clock, for a query: the database's own now() is the real time even when
 * a test run moves the clock (faketime moves Node's, not PostgreSQL's).
 */
export const daysFromNow = (days: number) =>
  sql`${new Date(Date.now() + days * 86_400_000).toISOString()}::timestamptz`;
