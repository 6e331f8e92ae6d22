import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { accountDeleteRequests } from '../../src/server/db/schema';
import { describeOnEachDatabase, signIn, type TestApp } from './test-app';

const API = '/umbraco/api';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
  // Some weight, so that a file on disk is not nothing.
  Buffer.alloc(64 * 1024),
]);

function upload(app: TestApp, cookie: string) {
  const boundary = '----apl-limits-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="uploadAvatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: `${API}/Membership/UploadAvatar`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie, ...XHR },
    payload,
  });
}

const deleteRequest = (app: TestApp, ip: string, i: number) =>
  app.inject({
    method: 'POST',
    url: `${API}/account/AccountDeleteRequest`,
    remoteAddress: ip,
    headers: XHR,
    payload: { firstName: 'Sam', lastName: `Lee ${i}`, emailAddress: 'sam@example.org', reason: 'Leaving.' },
  });

const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((count, a) => {
    count[a.statusCode] = (count[a.statusCode] ?? 0) + 1;
    return count;
  }, {});

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describeOnEachDatabase('limits, checked and counted in one step', (ctx) => {
  let dataDir: string;
  let app: TestApp;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'apl-limits-'));
    app = await buildApp({ db: ctx.database.db, dataDir });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const avatarFiles = () => {
    try {
      return readdirSync(path.join(dataDir, 'avatars')).sort();
    } catch {
      return [];
    }
  };
  const fileOf = (url: string) => /\/avatars\/([a-f0-9]{32}\.png)/.exec(url)?.[1];

  it('takes 10 avatar uploads an hour of 20 at once, writes no refused one, and keeps only the pending file', async () => {
    const cookie = await signIn(app, 'member@example.com', 'Member#2026');
    const answers = await Promise.all(Array.from({ length: 20 }, () => upload(app, cookie)));
    expect(statuses(answers)).toEqual({ 200: 10, 429: 10 });
    expect(Number(answers.find((a) => a.statusCode === 429)?.headers['retry-after'])).toBeGreaterThan(0);
    // Each upload withdrew the one pending before it, whose file went with it.
    const settings = (
      await app.inject({ url: `${API}/Membership/GetPlayerAccountSettings`, headers: { cookie } })
    ).json();
    expect(avatarFiles()).toEqual([fileOf(settings.pendingAvatarUrl)]);
  });

  it('deletes the file of an upload staff reject, and of the approved one a newer approval replaces', async () => {
    const before = avatarFiles();
    const cookie = await signIn(app, 'rival@example.com', 'Rival#2026');
    const staff = await signIn(app, 'admin@example.com', 'Admin#2026');
    const send = async () => (await upload(app, cookie)).json().pendingAvatarUrl as string;
    const review = async (url: string, approve: boolean) => {
      const pending = (
        await app.inject({ url: `${API}/Membership/PendingAvatars`, headers: { cookie: staff } })
      ).json() as { id: number; url: string }[];
      const answer = await app.inject({
        method: 'POST',
        url: `${API}/Membership/ReviewAvatar`,
        headers: { cookie: staff, ...XHR },
        payload: { id: pending.find((p) => p.url === url)?.id, approve },
      });
      expect(answer.statusCode).toBe(200);
    };
    const first = await send();
    await review(first, true);
    const withdrawn = await send();
    const second = await send();
    expect(avatarFiles()).toEqual([...before, fileOf(first), fileOf(second)].sort());
    expect(avatarFiles()).not.toContain(fileOf(withdrawn));
    await review(second, true);
    expect(avatarFiles()).toEqual([...before, fileOf(second)].sort());
    const settings = (
      await app.inject({ url: `${API}/Membership/GetPlayerAccountSettings`, headers: { cookie } })
    ).json();
    expect(settings.avatarUrl).toBe(second);
    expect((await app.inject({ url: second })).statusCode).toBe(200);
    const rejected = await send();
    await review(rejected, false);
    expect(avatarFiles()).toEqual([...before, fileOf(second)].sort());
  });

  it('sends 20 SMS codes an hour to one address of 40 asked at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: `${API}/player/otpCodeSend`,
          remoteAddress: '10.30.0.1',
          headers: XHR,
          payload: { mobile: `0451${String(100_000 + i)}` },
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 20, 429: 20 });
  });

  it('records 5 account deletion requests an hour from one address of 60 sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => deleteRequest(app, '10.30.0.2', i)),
    );
    expect(statuses(answers)).toEqual({ 200: 5, 429: 55 });
    const rows = await ctx.database.db
      .select()
      .from(accountDeleteRequests)
      .where(eq(accountDeleteRequests.ip, '10.30.0.2'));
    expect(rows).toHaveLength(5);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  describe.skipIf(!redisUrl)(
    `two instances sharing Redis${redisUrl ? '' : ' [TEST_REDIS_URL unset]'}`,
    () => {
      // A prefix of this run's own, so other runs and the other database's suite count apart.
      const keyPrefix = `apl-test-${randomBytes(6).toString('hex')}:`;
      const instances: TestApp[] = [];
      let redis: Redis;
      beforeAll(async () => {
        redis = new Redis(redisUrl as string, { keyPrefix });
        for (let i = 0; i < 2; i++) {
          instances.push(
            await buildApp({
              db: ctx.database.db,
              limits: { redisUrl, keyPrefix },
              // Long delays, so that however slowly the attempts run, none runs out between them.
              signInThrottle: {
                account: { freeFailures: 5, baseDelayMs: 60_000, maxDelayMs: 60_000 },
                address: { freeFailures: 100, baseDelayMs: 60_000, maxDelayMs: 60_000 },
              },
            }),
          );
        }
      });
      afterAll(async () => {
        for (const instance of instances) await instance.close();
        const keys = await redis.keys(`${keyPrefix}*`);
        if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(keyPrefix.length)));
        await redis.quit();
      });

      it('checks five passwords of one account in all, however the attempts are spread', async () => {
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            instances[i % 2]!.inject({
              method: 'POST',
              url: '/login',
              remoteAddress: `10.31.0.${i}`,
              ...form({ username: 'forgetful@example.com', password: `wrong-${i}`, returnUrl: '/' }),
            }),
          ),
        );
        expect(statuses(answers)).toEqual({ 401: 5, 429: 35 });
      });

      it('takes failures back on every instance when the account signs in on one', async () => {
        const attempt = (instance: TestApp, password: string) =>
          instance.inject({
            method: 'POST',
            url: '/login',
            ...form({ username: 'director@example.com', password, returnUrl: '/' }),
          });
        const [one, two] = instances as [TestApp, TestApp];
        for (let i = 0; i < 4; i++) expect((await attempt(one, `wrong-${i}`)).statusCode).toBe(401);
        expect((await attempt(two, 'Director#2026')).statusCode).toBe(302);
        for (let i = 0; i < 4; i++) expect((await attempt(one, `wrong-${i}`)).statusCode).toBe(401);
      });

      it('counts a limit once across both instances, in Redis', async () => {
        const ip = '10.31.1.1';
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, i) => deleteRequest(instances[i % 2]!, ip, i)),
        );
        expect(statuses(answers)).toEqual({ 200: 5, 429: 25 });
        expect(await redis.zcard(`allowance:delete-request:${ip}`)).toBe(5);
      });
    },
  );
});
