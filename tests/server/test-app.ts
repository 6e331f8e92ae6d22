import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../../src/server/app';
import { type Database, openDatabase } from '../../src/server/db/client';
import { seedDatabase } from '../../src/server/seed/index';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/** A throwaway PostgreSQL database on the server TEST_DATABASE_URL points at. */
async function createPostgresDatabase(baseUrl: string) {
  const pg = (await import('pg')).default;
  const name = `apl_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
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
 * PostgreSQL database; `context.app` is the real app with `app.inject`.
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
          context.database = await openDatabase({ url: created.url });
        } else {
          context.database = await openDatabase({ dataDir: null });
        }
        await seedDatabase(context.database.db, { scale: 'small' });
        context.app = await buildApp({ db: context.database.db });
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
