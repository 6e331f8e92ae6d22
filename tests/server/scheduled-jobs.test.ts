import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { type Database, openDatabase } from '../../src/server/db/client';
import { scheduledJobs } from '../../src/server/db/schema';
import { claimRun, releaseRun, scheduleJob } from '../../src/server/jobs/schedule';
import type { SmsSender } from '../../src/server/providers/sms';
import { creditPtc, withLockedMembers } from '../../src/server/services/ptc-ledger';
import { describeOnEachDatabase } from './test-app';

const NOW = new Date('2026-11-18T00:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const HOUR = 3_600_000;
const plan = (name: string) => ({ name, everyMs: HOUR, leaseMs: 2 * HOUR });

/** Two instances of the server, each with its own connections to one migrated database (no seed needed). */
function describeOnOneDatabaseTwice(suite: (instances: () => [Database, Database]) => void) {
  describe('[pglite: one database, one connection]', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openDatabase({ dataDir: null });
    }, 120_000);
    afterAll(() => database?.close());
    suite(() => [database, database]);
  });
  const baseUrl = process.env.TEST_DATABASE_URL;
  describe.skipIf(!baseUrl)('[postgres: one database, two pools]', () => {
    const name = `apl_test_jobs_${randomBytes(6).toString('hex')}`;
    let admin: Database;
    let first: Database;
    let second: Database;
    beforeAll(async () => {
      admin = await openDatabase({ url: baseUrl, migrate: false });
      await admin.db.execute(sql.raw(`create database ${name}`));
      const url = new URL(baseUrl as string);
      url.pathname = `/${name}`;
      first = await openDatabase({ url: url.toString() });
      second = await openDatabase({ url: url.toString(), migrate: false });
    }, 120_000);
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await admin?.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin?.close();
    });
    suite(() => [first, second]);
  });
}

describe('scheduled jobs', () => {
  describeOnOneDatabaseTwice((instances) => {
    it('a job never run is due at once, then not before its next run', async () => {
      const [db] = instances();
      const job = plan(`first-${randomBytes(4).toString('hex')}`);
      expect(await claimRun(db.db, job, 'a', NOW)).toBe(true);
      await releaseRun(db.db, job.name, 'a');
      expect(await claimRun(db.db, job, 'a', at(HOUR - 1))).toBe(false);
      expect(await claimRun(db.db, job, 'b', at(HOUR))).toBe(true);
    });

    it('a run held by one instance is not taken by another until its lease ends', async () => {
      const [db] = instances();
      const job = plan(`held-${randomBytes(4).toString('hex')}`);
      expect(await claimRun(db.db, job, 'a', NOW)).toBe(true);
      // Due again (a run longer than the period) but still held: no second run alongside.
      expect(await claimRun(db.db, job, 'b', at(HOUR))).toBe(false);
      // The holder crashed: its lease ended, the next due run is taken.
      expect(await claimRun(db.db, job, 'b', at(2 * HOUR))).toBe(true);
    });

    it('of two instances asking at once, one runs the job', async () => {
      const [first, second] = instances();
      for (let round = 0; round < 10; round++) {
        const job = plan(`race-${round}-${randomBytes(4).toString('hex')}`);
        const claims = await Promise.all([
          claimRun(first.db, job, 'a', NOW),
          claimRun(second.db, job, 'b', NOW),
          claimRun(first.db, job, 'c', NOW),
          claimRun(second.db, job, 'd', NOW),
        ]);
        expect(claims.filter(Boolean)).toHaveLength(1);
      }
    });

    it('two app instances run a job once, and a restart keeps its next run', async () => {
      const [first, second] = instances();
      const name = `apps-${randomBytes(4).toString('hex')}`;
      let runs = 0;
      const instance = (database: Database) => {
        const app = Fastify();
        scheduleJob(app, database.db, {
          name,
          everyMs: HOUR,
          run: async () => {
            runs++;
            await sleep(50);
          },
        });
        return app;
      };
      const apps = [instance(first), instance(second)];
      await Promise.all(apps.map((app) => app.ready()));
      await vi.waitFor(() => expect(runs).toBe(1), { timeout: 10_000, interval: 50 });
      await Promise.all(apps.map((app) => app.close()));
      const [row] = await first.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
      expect(row?.leasedBy).toBeNull();
      expect(row?.nextRunAt.getTime()).toBeGreaterThan(Date.now() + HOUR - 60_000);

      const restarted = instance(second);
      await restarted.ready();
      await sleep(300);
      await restarted.close();
      expect(runs).toBe(1);
    });
  });
});

describeOnEachDatabase('PTC expiry reminders as a scheduled job', (ctx) => {
  it('two app instances text a member once, through the SMS sender the app was given', async () => {
    const db = ctx.database.db;
    // A member with a mobile and no other PTC due for a reminder, given 35 PTC expiring in three days.
    const found = (await db.execute(sql`
      select m.id, m.mobile from members m
      where m.mobile is not null
        and not exists (select from ptc_credits c where c.member_id = m.id and c.remaining > 0
          and c.expires_at <= now() + interval '8 days' and c.reminder_sent_at is null)
      order by m.id limit 1`)) as unknown as { rows: { id: number; mobile: string }[] };
    const member = found.rows[0];
    if (!member) throw new Error('no member with a mobile');
    const now = Date.now();
    await withLockedMembers(db, [member.id], (tx) =>
      creditPtc(tx, {
        memberId: member.id,
        source: 'result',
        description: 'reminder test',
        amount: 35,
        transferable: true,
        creditedAt: new Date(now - 10 * 86_400_000),
        expiresAt: new Date(now + 3 * 86_400_000),
      }),
    );
    const mobile = member.mobile;
    const sent: { to: string; body: string }[] = [];
    const sms: SmsSender = { name: 'recording', send: async (to, body) => void sent.push({ to, body }) };
    const apps = [
      await buildApp({ db, ptcExpiryReminders: true, sms }),
      await buildApp({ db, ptcExpiryReminders: true, sms }),
    ];
    try {
      await Promise.all(apps.map((app) => app.ready()));
      await vi.waitFor(() => expect(sent.filter((s) => s.to === mobile)).toHaveLength(1), {
        timeout: 20_000,
        interval: 100,
      });
      await sleep(500);
      expect(sent.filter((s) => s.to === mobile).map((s) => s.body)).toEqual([
        expect.stringMatching(/^APL: 35 of your PTC expire on /),
      ]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
