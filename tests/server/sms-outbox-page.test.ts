import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/client';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
});
afterAll(async () => {
  await database?.close();
});

it('serves the SMS outbox page only when switched on: SMS_OUTBOX_PAGE=1, or npm run dev unless 0', () => {
  expect(loadConfig({}, []).smsOutboxPage).toBe(false);
  expect(loadConfig({ NODE_ENV: 'development' }, []).smsOutboxPage).toBe(false);
  expect(loadConfig({ SMS_OUTBOX_PAGE: '1' }, []).smsOutboxPage).toBe(true);
  expect(loadConfig({}, ['--dev']).smsOutboxPage).toBe(true);
  expect(loadConfig({ SMS_OUTBOX_PAGE: '0' }, ['--dev']).smsOutboxPage).toBe(false);
  expect(() => loadConfig({ SMS_OUTBOX_PAGE: 'yes' }, [])).toThrow(/SMS_OUTBOX_PAGE/);
});

it('has no SMS outbox page unless the app is told to serve it', async () => {
  for (const [smsOutbox, status] of [
    [undefined, 404],
    [false, 404],
    [true, 200],
  ] as const) {
    const app = await buildApp({ db: database.db, ...(smsOutbox === undefined ? {} : { smsOutbox }) });
    try {
      const response = await app.inject('/dev/sms-outbox');
      expect(response.statusCode, String(smsOutbox)).toBe(status);
    } finally {
      await app.close();
    }
  }
});
