import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppOptions, buildApp } from '../../src/server/app';
import { acceptedEncoding, SharedResponseCache } from '../../src/server/cache/shared-response-cache';
import { articles, events } from '../../src/server/db/schema';
import { redisBackplane } from '../../src/server/hub/redis-backplane';
import { publicRoute } from '../../src/server/routes/public-route';
import type { EventDetail } from '../../src/shared/contract/event-detail';
import type { Game } from '../../src/shared/contract/game';
import { EVENT_STATUS } from '../../src/shared/event-types';
import { describeOnEachDatabase, signIn, type TestApp } from './test-app';

const API = '/umbraco/api';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('public answers', () => {
  it('answers the same question asked meanwhile with one piece of work', async () => {
    const answers = new SharedResponseCache(60_000);
    let runs = 0;
    let finish = (_: string) => {};
    const produce = () => {
      runs++;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const asked = [1, 2, 3].map(() => answers.answer('a', ['games'], produce));
    finish('[1]');
    expect((await Promise.all(asked)).map(String)).toEqual(['[1]', '[1]', '[1]']);
    expect(await answers.answer('a', ['games'], async () => '[2]')).toEqual(Buffer.from('[1]'));
    expect(runs).toBe(1);
  });

  it('keeps no answer whose work began before a write, and nothing kept before it', async () => {
    const answers = new SharedResponseCache(60_000);
    await answers.answer('kept', ['going'], async () => 'old');
    let finish = (_: string) => {};
    const straddling = answers.answer(
      'straddling',
      ['games', 'going'],
      () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
    );
    answers.drop(['going']);
    finish('read before the write');
    expect(String(await straddling)).toBe('read before the write');
    expect(String(await answers.answer('straddling', ['games', 'going'], async () => 'new'))).toBe('new');
    expect(String(await answers.answer('kept', ['going'], async () => 'new'))).toBe('new');
  });

  it('drops only the answers read from the groups a write changed', async () => {
    const answers = new SharedResponseCache(60_000);
    const large = 'x'.repeat(2048);
    await answers.encoded('leaderboard', ['results', 'players'], async () => large, 'gzip');
    await answers.answer('news', [], async () => 'news');
    let finish = (_: string) => {};
    const straddling = answers.answer(
      'event page',
      ['games', 'results'],
      () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
    );
    answers.drop(['going']);
    finish('made while someone saved a game');
    await straddling;
    expect(String(await answers.answer('event page', ['games'], async () => 'new'))).toBe(
      'made while someone saved a game',
    );
    expect(String(await answers.answer('news', [], async () => 'new'))).toBe('news');

    answers.drop(['players']);
    const again = await answers.encoded('leaderboard', ['results', 'players'], async () => 'new', 'gzip');
    expect(again.body.toString()).toBe('new');
    expect(String(await answers.answer('event page', ['games'], async () => 'new'))).toBe(
      'made while someone saved a game',
    );
    expect(String(await answers.answer('news', [], async () => 'new'))).toBe('news');
  });

  it('keeps nothing when turned off, and shares no failure once it is over', async () => {
    const off = new SharedResponseCache(0);
    await off.answer('a', [], async () => '1');
    expect(String(await off.answer('a', [], async () => '2'))).toBe('2');
    const on = new SharedResponseCache(60_000);
    await expect(on.answer('b', [], async () => Promise.reject(new Error('busy')))).rejects.toThrow('busy');
    expect(String(await on.answer('b', [], async () => 'ok'))).toBe('ok');
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
    const answers = new SharedResponseCache(60_000);
    const large = JSON.stringify(
      Array.from({ length: 200 }, (_, id) => ({ id, title: 'The Golden Fleece' })),
    );
    const first = await answers.encoded('large', [], async () => large, 'br');
    expect(first.encoding).toBe('br');
    expect(brotliDecompressSync(first.body).toString()).toBe(large);
    expect((await answers.encoded('large', [], async () => 'other', 'br')).body).toBe(first.body);
    const gzip = await answers.encoded('large', [], async () => 'other', 'gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(large);
    expect(await answers.encoded('small', [], async () => '[1]', 'br')).toEqual({ body: Buffer.from('[1]') });
  });

  it('refuses to share the answers of members-only calls', () => {
    expect(() =>
      publicRoute({} as never, 'getLoggedMember', new SharedResponseCache(1000), () => ({}) as never),
    ).toThrow(/members only/);
  });
});

async function saveGame(app: TestApp, cookie: string, eventId: number) {
  const response = await app.inject({
    method: 'POST',
    url: `${API}/Membership/AddFavoriteGame?eventId=${eventId}`,
    headers: { cookie, ...XHR },
  });
  expect(response.statusCode).toBe(200);
}

async function unsaveGame(app: TestApp, cookie: string, eventId: number) {
  const response = await app.inject({
    method: 'DELETE',
    url: `${API}/Membership/DeleteFavoriteGame?eventId=${eventId}`,
    headers: { cookie, ...XHR },
  });
  expect(response.statusCode).toBe(200);
}

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
      payload: { stateId: 1, fromDate: day(1), toDate: day(7) },
    });
    // Some of the seed's games are on hold, and only an active one can be saved.
    return (response.json() as Game[]).find((g) => g.eventStatusId === EVENT_STATUS.active)!;
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
  const renameArticle = (urlName: string, name: string) =>
    ctx.database.db
      .update(articles)
      .set({ name })
      .where(and(eq(articles.kind, 'general'), eq(articles.urlName, urlName)));

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

  it('keeps a shared answer until a write that changes it succeeds: not for reads, refused or other writes', async () => {
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
      const cookie = await signIn(cached, 'rival@example.com', 'Rival#2026');
      // A write that no shared answer reads from.
      const rotated = await cached.inject({
        method: 'POST',
        url: `${API}/Membership/RotateCalendarSubscription`,
        headers: { cookie, ...XHR },
      });
      expect(rotated.statusCode).toBe(200);
      expect((await eventPage(cached, game.id)).text).toBe(before.text);

      await saveGame(cached, cookie, game.id);
      expect((await eventPage(cached, game.id)).event.title).toBe('Changed behind the cache');
      await unsaveGame(cached, cookie, game.id);
    } finally {
      await retitle(game.id, before.event.title);
    }
  });

  it("drops visitors' searches and venue pages when someone saves a game, not the news or leaderboards", async () => {
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
      { method: 'GET' as const, url: `${API}/Article/ListGeneralArticles` },
    ];
    const first = await Promise.all(calls.map((call) => cached.inject(call)));
    expect(first.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const [article] = first[3]!.json() as { name: string; urlName: string }[];
    await retitle(game.id, 'Changed behind the cache');
    await renameArticle(article!.urlName, 'Renamed behind the cache');
    try {
      const again = await Promise.all(calls.map((call) => cached.inject(call)));
      expect(again.map((r) => r.body)).toEqual(first.map((r) => r.body));
      expect(first[0]!.body).toContain(game.title);

      const cookie = await signIn(cached, 'rival@example.com', 'Rival#2026');
      await saveGame(cached, cookie, game.id);
      await unsaveGame(cached, cookie, game.id);
      const after = await Promise.all(calls.map((call) => cached.inject(call)));
      for (const response of after.slice(0, 2)) expect(response.body).toContain('Changed behind the cache');
      expect(after.slice(2).map((r) => r.body)).toEqual(first.slice(2).map((r) => r.body));
      // The same answers without the cache: the leaderboard and the news were kept, not simply unchanged.
      const fresh = await Promise.all(calls.slice(3).map((call) => ctx.app.inject(call)));
      expect(fresh[0]!.body).toContain('Renamed behind the cache');
    } finally {
      await retitle(game.id, game.title);
      await renameArticle(article!.urlName, article!.name);
    }
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  describe.skipIf(!redisUrl)(
    `across instances through Redis${redisUrl ? '' : ' [TEST_REDIS_URL unset]'}`,
    () => {
      const instances: TestApp[] = [];
      afterAll(async () => {
        for (const instance of instances) await instance.close();
      });
      const start = async () => {
        const options: AppOptions = {
          db: ctx.database.db,
          publicCacheSeconds: 60,
          searchCacheSeconds: 60,
          hub: {
            secret: 'a-shared-secret-for-both-instances',
            backplane: redisBackplane(redisUrl as string),
          },
        };
        const instance = await buildApp(options);
        instances.push(instance);
        return instance;
      };

      it('drops on every instance the answers a write on one of them changed, and only those', async () => {
        const [one, two] = [await start(), await start()];
        const game = await upcomingGame();
        const news = { method: 'GET' as const, url: `${API}/Article/ListGeneralArticles` };
        const search = {
          method: 'POST' as const,
          url: `${API}/event/searchevents`,
          payload: { stateId: game.stateId, fromDate: day(1), toDate: day(7) },
        };
        const before = await eventPage(two, game.id);
        const newsBefore = (await two.inject(news)).body;
        const searchBefore = (await two.inject(search)).body;
        const [article] = JSON.parse(newsBefore) as { name: string; urlName: string }[];
        await retitle(game.id, 'Changed behind the cache');
        await renameArticle(article!.urlName, 'Renamed behind the cache');
        const cookie = await signIn(one, 'rival@example.com', 'Rival#2026');
        try {
          expect((await eventPage(two, game.id)).text).toBe(before.text);
          await saveGame(one, cookie, game.id);
          const deadline = Date.now() + 3000;
          let after = await eventPage(two, game.id);
          while (after.text === before.text && Date.now() < deadline) {
            await new Promise((resolve) => setTimeout(resolve, 20));
            after = await eventPage(two, game.id);
          }
          expect(after.event.title).toBe('Changed behind the cache');
          expect(after.event.goingCount).toBe(before.event.goingCount + 1);
          expect((await two.inject(search)).body).not.toBe(searchBefore);
          expect((await two.inject(news)).body).toBe(newsBefore);
        } finally {
          await unsaveGame(one, cookie, game.id);
          await retitle(game.id, before.event.title);
          await renameArticle(article!.urlName, article!.name);
        }
      });
    },
  );
});
