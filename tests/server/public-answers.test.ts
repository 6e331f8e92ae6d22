import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { events } from '../../src/server/db/schema';
import { publicRoute } from '../../src/server/routes/public-route';
import { acceptedEncoding, PublicAnswers } from '../../src/server/services/public-answers';
import type { EventDetail } from '../../src/shared/contract/event-detail';
import type { Game } from '../../src/shared/contract/game';
import { describeOnEachDatabase, signIn, type TestApp } from './test-app';

const API = '/umbraco/api';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('public answers', () => {
  it('answers the same question asked meanwhile with one piece of work', async () => {
    const answers = new PublicAnswers(60_000);
    let runs = 0;
    let finish = (_: string) => {};
    const produce = () => {
      runs++;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const asked = [answers.answer('a', produce), answers.answer('a', produce), answers.answer('a', produce)];
    finish('[1]');
    expect((await Promise.all(asked)).map(String)).toEqual(['[1]', '[1]', '[1]']);
    expect(await answers.answer('a', async () => '[2]')).toEqual(Buffer.from('[1]'));
    expect(runs).toBe(1);
  });

  it('keeps no answer whose work began before a write, and nothing kept before it', async () => {
    const answers = new PublicAnswers(60_000);
    await answers.answer('kept', async () => 'old');
    let finish = (_: string) => {};
    const straddling = answers.answer(
      'straddling',
      () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
    );
    answers.invalidate();
    finish('read before the write');
    expect(String(await straddling)).toBe('read before the write');
    expect(String(await answers.answer('straddling', async () => 'new'))).toBe('new');
    expect(String(await answers.answer('kept', async () => 'new'))).toBe('new');
  });

  it('keeps nothing when turned off, and shares no failure once it is over', async () => {
    const off = new PublicAnswers(0);
    await off.answer('a', async () => '1');
    expect(String(await off.answer('a', async () => '2'))).toBe('2');
    const on = new PublicAnswers(60_000);
    await expect(on.answer('b', async () => Promise.reject(new Error('busy')))).rejects.toThrow('busy');
    expect(String(await on.answer('b', async () => 'ok'))).toBe('ok');
  });

  it('picks the encoding the client accepts, brotli first', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });

  it('compresses a kept answer once, and a small one never', async () => {
    const answers = new PublicAnswers(60_000);
    const large = JSON.stringify(
      Array.from({ length: 200 }, (_, id) => ({ id, title: 'The Golden Fleece' })),
    );
    const first = await answers.encoded('large', async () => large, 'br');
    expect(first.encoding).toBe('br');
    expect(brotliDecompressSync(first.body).toString()).toBe(large);
    expect((await answers.encoded('large', async () => 'other', 'br')).body).toBe(first.body);
    const gzip = await answers.encoded('large', async () => 'other', 'gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(large);
    expect(await answers.encoded('small', async () => '[1]', 'br')).toEqual({ body: Buffer.from('[1]') });
  });

  it('refuses to share the answers of members-only calls', () => {
    expect(() =>
      publicRoute({} as never, 'getLoggedMember', new PublicAnswers(1000), () => ({}) as never),
    ).toThrow(/members only/);
  });
});

describeOnEachDatabase('answers shared between visitors', (ctx) => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await buildApp({ db: ctx.database.db, publicCacheSeconds: 60, searchCacheSeconds: 60 });
  });
  afterAll(async () => {
    await cached?.close();
  });

  const upcomingGame = async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/event/searchevents`,
      payload: { stateId: 1, fromDate: day(1), toDate: day(7), pageSize: 1 },
    });
    return (response.json() as Game[])[0]!;
  };
  const eventPage = async (app: TestApp, id: number, cookie?: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `${API}/Event/GetById?eventId=${id}`,
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode).toBe(200);
    return { text: response.body, event: response.json() as EventDetail };
  };
  const retitle = (id: number, title: string) =>
    ctx.database.db.update(events).set({ title }).where(eq(events.id, id));

  it('answers visitors the same bytes as without sharing, and never a member’s own answer', async () => {
    const game = await upcomingGame();
    const shared = await eventPage(cached, game.id);
    expect(shared.text).toBe((await eventPage(ctx.app, game.id)).text);
    const cookie = await signIn(cached, 'member@example.com', 'Member#2026');
    const add = await cached.inject({
      method: 'POST',
      url: `${API}/Membership/AddFavoriteGame?eventId=${game.id}`,
      headers: { cookie, ...XHR },
    });
    expect(add.statusCode).toBe(200);
    try {
      expect((await eventPage(cached, game.id, cookie)).event.isFavourite).toBe(true);
      const visitor = await eventPage(cached, game.id);
      expect(visitor.event.isFavourite).toBe(false);
      expect(visitor.event.goingCount).toBe(shared.event.goingCount + 1);
    } finally {
      await cached.inject({
        method: 'DELETE',
        url: `${API}/Membership/DeleteFavoriteGame?eventId=${game.id}`,
        headers: { cookie, ...XHR },
      });
    }
  });

  it('sends a shared answer compressed as the client accepts, the same answer underneath', async () => {
    const body = { stateId: 3, fromDate: day(1), toDate: day(7) };
    const plain = await cached.inject({ method: 'POST', url: `${API}/event/searchevents`, payload: body });
    const call = (encoding: string) =>
      cached.inject({
        method: 'POST',
        url: `${API}/event/searchevents`,
        payload: body,
        headers: { 'accept-encoding': encoding },
      });
    const br = await call('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await call('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('keeps a shared answer until a write succeeds: not for reads, refused writes or searches', async () => {
    const game = await upcomingGame();
    const before = await eventPage(cached, game.id);
    await retitle(game.id, 'Changed behind the cache');
    try {
      // Only a write through the API says the data changed; these do not.
      const refused = await cached.inject({
        method: 'POST',
        url: `${API}/Membership/AddFavoriteGame?eventId=${game.id}`,
        headers: XHR,
      });
      expect(refused.statusCode).toBe(401);
      const search = await cached.inject({
        method: 'POST',
        url: `${API}/event/searchevents`,
        payload: { stateId: 2 },
      });
      expect(search.statusCode).toBe(200);
      expect((await eventPage(cached, game.id)).text).toBe(before.text);

      const cookie = await signIn(cached, 'rival@example.com', 'Rival#2026');
      const rotated = await cached.inject({
        method: 'POST',
        url: `${API}/Membership/RotateCalendarSubscription`,
        headers: { cookie, ...XHR },
      });
      expect(rotated.statusCode).toBe(200);
      expect((await eventPage(cached, game.id)).event.title).toBe('Changed behind the cache');
    } finally {
      await retitle(game.id, before.event.title);
    }
  });

  it("shares visitors' searches, leaderboards and venue pages until a write", async () => {
    const game = await upcomingGame();
    const calls = [
      {
        method: 'POST' as const,
        url: `${API}/event/searchevents`,
        payload: { stateId: 1, fromDate: day(1), toDate: day(7) },
      },
      {
        method: 'GET' as const,
        url: `${API}/Venues/GetEventsByVenue?venueId=${game.venue.id}&currentWeek=true`,
      },
      { method: 'POST' as const, url: `${API}/Leaderboard/SearchByEvent`, payload: { eventId: game.id } },
    ];
    const first = await Promise.all(calls.map((call) => cached.inject(call)));
    expect(first.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    await retitle(game.id, 'Changed behind the cache');
    try {
      const again = await Promise.all(calls.map((call) => cached.inject(call)));
      expect(again.map((r) => r.body)).toEqual(first.map((r) => r.body));
      expect(first[0]!.body).toContain(game.title);

      const cookie = await signIn(cached, 'rival@example.com', 'Rival#2026');
      await cached.inject({
        method: 'POST',
        url: `${API}/Membership/RotateCalendarSubscription`,
        headers: { cookie, ...XHR },
      });
      const after = await Promise.all(calls.slice(0, 2).map((call) => cached.inject(call)));
      for (const response of after) expect(response.body).toContain('Changed behind the cache');
    } finally {
      await retitle(game.id, game.title);
    }
  });
});
