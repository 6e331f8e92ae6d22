import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { isRetryable, withTransactionRetry } from '../../src/server/db/transaction-retry';
import { createPostgresDatabase } from './test-app';

it('knows a deadlock and a serialization failure, also wrapped as a cause, and nothing else', () => {
  expect(isRetryable(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBe(true);
  expect(isRetryable(new Error('Failed query', { cause: { code: '40001' } }))).toBe(true);
  expect(isRetryable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  expect(isRetryable(new Error('no code'))).toBe(false);
});

const BASE_DATABASE_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(!BASE_DATABASE_URL)(
  `withTransactionRetry on a real deadlock [postgres${BASE_DATABASE_URL ? '' : ': TEST_DATABASE_URL unset'}]`,
  () => {
    let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let database: Database;
    beforeAll(async () => {
      created = await createPostgresDatabase(BASE_DATABASE_URL as string);
      database = await openDatabase({ url: created.url, migrate: false });
    });
    afterAll(async () => {
      await database?.close();
      await created?.drop();
    });

    it('two transactions locking two rows in opposite orders both succeed: the deadlock victim runs again', async () => {
      const { rows } = (await database.db.execute(
        sql`select id from members order by id limit 2`,
      )) as unknown as { rows: { id: number }[] };
      const [a, b] = rows.map((row) => row.id) as [number, number];
      const lock = (tx: typeof database.db, id: number) =>
        tx.execute(sql`select id from members where id = ${id} for update`);
      // Each holds its first row before either asks for its second: a deadlock on the first attempt, for sure.
      let firstHeld: () => void = () => {};
      let secondHeld: () => void = () => {};
      const bothHeld = Promise.all([
        new Promise<void>((resolve) => {
          firstHeld = resolve;
        }),
        new Promise<void>((resolve) => {
          secondHeld = resolve;
        }),
      ]);
      let attempts = 0;
      const crossing = (first: number, second: number, held: () => void) =>
        withTransactionRetry(database.db, async (tx) => {
          attempts++;
          await lock(tx, first);
          held();
          await bothHeld;
          await lock(tx, second);
          return 'done';
        });
      const results = await Promise.all([crossing(a, b, firstHeld), crossing(b, a, secondHeld)]);
      expect(results).toEqual(['done', 'done']);
      expect(attempts).toBe(3);
    });
  },
);
