import { Writable } from 'node:stream';
import pino from 'pino';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { Db } from '../../src/server/db/client';
import { formTokenFor } from '../../src/server/services/account';
import { EVENT_STATUS } from '../../src/shared/event-types';
import { cookieFrom, describeOnEachDatabase, type TestApp } from './test-app';

const COOKIE = '.AspNet.ApplicationCookie';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function session(app: TestApp, username = 'member@example.com', password = 'Member#2026') {
  const response = await app.inject({
    method: 'POST',
    url: '/login',
    headers: FORM,
    payload: new URLSearchParams({ username, password }).toString(),
  });
  const value = cookieFrom(response, COOKIE)?.split(';')[0] ?? '';
  expect(value).not.toBe('');
  return { cookie: value, token: decodeURIComponent(value.slice(COOKIE.length + 1)) };
}

async function upcomingGameId(app: TestApp): Promise<number> {
  const from = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const response = await app.inject({
    method: 'POST',
    url: '/umbraco/api/event/searchevents',
    payload: { stateId: 1, fromDate: from, toDate: to },
  });
  // Some of the seed's games are on hold, and only an active one can be saved.
  const game = (response.json() as { id: number; eventStatusId: number }[]).find(
    (g) => g.eventStatusId === EVENT_STATUS.active,
  );
  expect(game).toBeDefined();
  return game!.id;
}

/** The database, with every select held until the gate opens. */
function gatedSelects(db: Db, gate: Promise<void>): Db {
  const hold = <T extends object>(builder: T): T => {
    const proxy: T = new Proxy(builder, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (property === 'then' && typeof value === 'function')
          return (resolve: (v: unknown) => void, reject: (e: unknown) => void) =>
            gate.then(() => value.call(target, resolve, reject));
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const result = value.apply(target, args);
          if (result === target) return proxy;
          // Builders hand on new builders (select().from() ...): hold those too.
          return result !== null && typeof result === 'object' ? hold(result) : result;
        };
      },
    });
    return proxy;
  };
  return new Proxy(db, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === 'select') return (...args: unknown[]) => hold(value.apply(target, args));
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describeOnEachDatabase('hardening', (ctx) => {
  it('builds absolute links from PUBLIC_URL, never from Host or X-Forwarded-Host', async () => {
    const app = await buildApp({
      db: ctx.database.db,
      publicUrl: 'https://poker.example.org/',
      trustProxy: true,
    });
    try {
      const crafted = {
        host: 'evil.example.com',
        'x-forwarded-host': 'evil.example.net',
        'x-forwarded-proto': 'http',
      };
      const id = await upcomingGameId(app);
      const ics = await app.inject({ method: 'GET', url: `/calendar/event/${id}.ics`, headers: crafted });
      expect(ics.statusCode).toBe(200);
      const unfolded = ics.body.replace(/\r\n /g, '');
      expect(unfolded).toContain(`URL:https://poker.example.org/event/${id}`);
      expect(unfolded).not.toMatch(/evil/);

      const { cookie } = await session(app);
      const subscription = await app.inject({
        method: 'GET',
        url: '/umbraco/api/Membership/GetCalendarSubscription',
        headers: { ...crafted, cookie },
      });
      expect(subscription.json()).toEqual({
        url: expect.stringMatching(/^https:\/\/poker\.example\.org\/calendar\/member\/[\w-]{20,}\.ics$/),
        webcalUrl: expect.stringMatching(/^webcal:\/\/poker\.example\.org\/calendar\/member\//),
      });

      const qr = await app.inject({ method: 'GET', url: `/qr/event/${id}.svg`, headers: crafted });
      const QRCode = (await import('qrcode')).default;
      const expected = await QRCode.toString(`https://poker.example.org/event/${id}`, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
      });
      expect(qr.body.match(/ d="[^"]+"/g)?.at(-1)).toBe(expected.match(/ d="[^"]+"/g)?.at(-1));
    } finally {
      await app.close();
    }
  });

  it('rotates the calendar feed token: the old address stops working', async () => {
    const { cookie } = await session(ctx.app, 'rival@example.com', 'Rival#2026');
    const get = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/umbraco/api/Membership/GetCalendarSubscription',
        headers: { cookie },
      });
    const before = (await get()).json() as { url: string };
    const oldPath = new URL(before.url).pathname;
    expect((await ctx.app.inject({ method: 'GET', url: oldPath })).statusCode).toBe(200);

    const rotated = await ctx.app.inject({
      method: 'POST',
      url: '/umbraco/api/Membership/RotateCalendarSubscription',
      headers: { cookie, ...XHR },
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.headers['cache-control']).toBe('no-store');
    const after = rotated.json() as { url: string; webcalUrl: string };
    expect(after.url).not.toBe(before.url);
    expect((await get()).json()).toEqual(after);
    expect((await ctx.app.inject({ method: 'GET', url: oldPath })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: new URL(after.url).pathname })).statusCode).toBe(200);

    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/umbraco/api/Membership/RotateCalendarSubscription',
      headers: XHR,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("never lets a member's answers be cached", async () => {
    const { cookie } = await session(ctx.app);
    for (const url of [
      '/umbraco/api/account/getLoggedMember',
      '/umbraco/api/Membership/GetFavoriteGames',
      '/umbraco/api/Membership/GetCalendarSubscription',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const searched = await ctx.app.inject({
      method: 'POST',
      url: '/umbraco/api/event/searchevents',
      headers: { cookie, ...XHR },
      payload: { stateId: 1 },
    });
    expect(searched.headers['cache-control']).toBe('no-store');
  });

  it('sends a strict Content-Security-Policy with pages and answers', async () => {
    for (const url of ['/login', '/umbraco/api/region/list']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      expect(policy, url).toContain("default-src 'self'");
      expect(policy, url).toContain("object-src 'none'");
      expect(policy, url).toContain("frame-ancestors 'self'");
      expect(policy, url).toMatch(/script-src 'self'(;|$)/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(policy).not.toMatch(/google/);
    }
    const withMaps = await buildApp({ db: ctx.database.db, googleMapsApiKey: 'test-key' });
    try {
      const policy = String(
        (await withMaps.inject({ method: 'GET', url: '/login' })).headers['content-security-policy'],
      );
      expect(policy).toMatch(/script-src 'self' https:\/\/maps\.googleapis\.com/);
      expect(policy).toContain('img-src');
      expect(policy).not.toContain("'unsafe-inline' 'unsafe-eval'");
    } finally {
      await withMaps.close();
    }
  });

  it('refuses state-changing API calls from other sites: cross-site Origin, or a session without our header', async () => {
    const { cookie } = await session(ctx.app);
    const id = await upcomingGameId(ctx.app);
    const add = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/umbraco/api/Membership/AddFavoriteGame?eventId=${id}`,
        headers: { host: 'localhost:3000', ...headers },
      });
    // What a cross-site form post looks like: the cookie, a simple content type, no custom header.
    const forged = await add({ cookie, ...FORM, origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: expect.any(String) });
    expect((await add({ cookie, ...FORM })).statusCode).toBe(403);
    expect((await add({ cookie, ...FORM, origin: 'null' })).statusCode).toBe(403);
    expect((await add({ cookie, ...XHR, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await add({ cookie, ...XHR, origin: 'https://localhost:3000' })).statusCode).toBe(403);
    expect((await add({ cookie, ...XHR })).statusCode).toBe(200);
    expect((await add({ cookie, origin: 'http://localhost:3000' })).statusCode).toBe(200);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/umbraco/api/Membership/DeleteFavoriteGame?eventId=${id}`,
      headers: { cookie, referer: 'https://evil.example/page' },
    });
    expect(removed.statusCode).toBe(403);
    // Reading stays open, and a visitor's search needs no header.
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/umbraco/api/event/searchevents', payload: {} }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a sign-in form posted from another site, and allows clients that name no origin', async () => {
    const post = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/login',
        headers: { ...FORM, host: 'localhost:3000', ...headers },
        payload: new URLSearchParams({
          username: 'director@example.com',
          password: 'Director#2026',
        }).toString(),
      });
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'https://localhost:3000' },
      { referer: 'https://evil.example/login' },
    ];
    for (const headers of crossSite) {
      const refused = await post(headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(cookieFrom(refused, COOKIE)).toBeUndefined();
    }
    expect((await post({ origin: 'http://localhost:3000' })).statusCode).toBe(302);
    expect((await post({ referer: 'http://localhost:3000/login?returnUrl=%2F' })).statusCode).toBe(302);
    expect((await post({})).statusCode).toBe(302);
  });

  it('checks the scheme of a log-out Origin, and logs out everywhere on request', async () => {
    const first = await session(ctx.app, 'director@example.com', 'Director#2026');
    const second = await session(ctx.app, 'director@example.com', 'Director#2026');
    const post = (path: string, who: { cookie: string; token: string }, origin: string) =>
      ctx.app.inject({
        method: 'POST',
        url: path,
        headers: { ...FORM, host: 'localhost:3000', cookie: who.cookie, origin },
        payload: new URLSearchParams({
          returnUrl: '/',
          __RequestVerificationToken: formTokenFor(who.token),
        }).toString(),
      });
    const me = (who: { cookie: string }) =>
      ctx.app.inject({
        method: 'GET',
        url: '/umbraco/api/account/getLoggedMember',
        headers: { cookie: who.cookie },
      });

    expect((await post('/umbraco/surface/account/logout', first, 'https://localhost:3000')).statusCode).toBe(
      403,
    );
    expect(
      (await post('/umbraco/surface/account/logouteverywhere', first, 'https://localhost:3000')).statusCode,
    ).toBe(403);
    expect((await me(first)).statusCode).toBe(200);
    const done = await post('/umbraco/surface/account/logouteverywhere', first, 'http://localhost:3000');
    expect(done.statusCode).toBe(302);
    expect(cookieFrom(done, COOKIE)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
  });

  it("keeps a caller's request id only when it looks like one", async () => {
    const echo = (id: string) =>
      ctx.app.inject({ method: 'GET', url: '/umbraco/api/region/list', headers: { 'x-request-id': id } });
    expect((await echo('abc-123')).headers['x-request-id']).toBe('abc-123');
    for (const id of ['x'.repeat(5000), 'a b', '<script>', 'a\u00e9']) {
      expect((await echo(id)).headers['x-request-id'], id.slice(0, 10)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('logs a bounded summary of a failure, not the caller’s input', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const app = await buildApp({ db: ctx.database.db, logger });
    const input = 'A'.repeat(50_000);
    app.get('/boom', async () => {
      throw Object.assign(new Error(`could not read ${input}`), { cause: { input }, detail: input });
    });
    try {
      const response = await app.inject({ method: 'GET', url: `/boom?q=${input}` });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: expect.any(String) });
      const failure = lines.find((line) => line.includes('request failed'));
      expect(failure).toBeDefined();
      expect(failure!.length).toBeLessThan(2000);
    } finally {
      await app.close();
    }
  });

  it('answers impossible dates and spans of years with 400, not a database error', async () => {
    for (const payload of [
      { fromDate: '2024-02-30' },
      { fromDate: '2026-01-01', toDate: '2026-13-01' },
      { fromDate: '0000-01-01', toDate: '0000-01-02' },
      { fromDate: '2020-01-01', toDate: '2030-01-01' },
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/umbraco/api/event/searchevents',
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
  });

  it("runs uncached searches a few at a time: one client's burst is refused past its queue, others are served", async () => {
    // Queries wait at a gate, so the burst is certainly in flight at once, whatever the database's speed.
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const app = await buildApp({
      db: gatedSelects(ctx.database.db, gate),
      searchLimits: { concurrency: 1, perClient: 1, queuePerClient: 2, queueTotal: 50 },
    });
    try {
      const search = (remoteAddress: string, stateId: number) =>
        app.inject({
          method: 'POST',
          url: '/umbraco/api/event/searchevents',
          remoteAddress,
          payload: { stateId, pageSize: 500 },
        });
      await app.ready();
      const burst = Array.from({ length: 12 }, (_, i) => search('198.51.100.1', (i % 8) + 1));
      const other = search('198.51.100.2', 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      open();
      const answers = await Promise.all(burst);
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(3);
      expect(statuses.filter((s) => s === 503)).toHaveLength(9);
      const busy = answers.find((a) => a.statusCode === 503);
      expect(busy?.headers['retry-after']).toBe('1');
      expect(busy?.json()).toEqual({ message: expect.any(String) });
      expect((await other).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
