import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { Game } from '../../src/shared/contract/game';
import { describeOnEachDatabase, signIn } from './test-app';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const WEEK = { fromDate: day(-1), toDate: day(7) };
const MELBOURNE = { currentLat: -37.8136, currentLng: 144.9631 };

describeOnEachDatabase('game search', (ctx) => {
  const search = async (body: Record<string, unknown>, path = '/umbraco/api/event/searchevents') => {
    const response = await ctx.app.inject({ method: 'POST', url: path, payload: body });
    return { status: response.statusCode, games: response.json() as Game[], body: response.json() };
  };

  it('lists the week’s upcoming games of a state nearest first', async () => {
    const { status, games } = await search({ stateId: 1, ...WEEK, ...MELBOURNE });
    expect(status).toBe(200);
    expect(games.length).toBeGreaterThan(3);
    expect(games.every((g) => g.stateId === 1 && [1, 6].includes(g.eventStatusId))).toBe(true);
    const distances = games.map((g) => g.distanceAway ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(games[0]).toMatchObject({
      venue: { friendlyUrlSlug: expect.any(String), latitude: expect.any(Number) },
      goingCount: expect.any(Number),
      isFavourite: false,
      type: expect.any(String),
    });
  });

  it('sorts by start without a position, and keeps to the distance limit with one', async () => {
    const { games } = await search({ stateId: 1, ...WEEK });
    const starts = games.map((g) => g.dateTime);
    expect(starts).toEqual([...starts].sort());
    expect(games.every((g) => g.distanceAway === null)).toBe(true);

    const near = await search({ stateId: 1, ...WEEK, ...MELBOURNE, withinDistance: 25000 });
    expect(near.games.every((g) => (g.distanceAway ?? Infinity) <= 25000)).toBe(true);
    expect(near.games.length).toBeLessThanOrEqual(games.length);
  });

  it('filters by mode, division, guarantee and buy-in', async () => {
    const cases: [Record<string, unknown>, (g: Game) => boolean][] = [
      [{ mode: 'satellite' }, (g) => g.typeId === 4],
      [{ mode: 'cashGames' }, (g) => g.typeId === 14],
      [{ mode: 'special' }, (g) => g.typeId === 3],
      [{ mode: 'away' }, (g) => g.typeId === 1],
      [{ guarantee: true }, (g) => g.takeHomeAmount > 0],
      [{ buyInMin: 25, buyInMax: 100 }, (g) => g.buyInAmount >= 25 && g.buyInAmount <= 100],
      [{ stateId: null, divisionName: 'raise' }, (g) => g.divisionName === 'Raise'],
      [{ grandSlam: true }, (g) => g.brandName.startsWith('ALH')],
    ];
    for (const [filter, rule] of cases) {
      const { status, games } = await search({ stateId: 1, ...WEEK, ...filter });
      expect(status, JSON.stringify(filter)).toBe(200);
      expect(games.every(rule), JSON.stringify(filter)).toBe(true);
    }
    const raise = await search({ stateId: null, divisionName: 'Raise', ...WEEK });
    expect(raise.games.length).toBeGreaterThan(0);
  });

  it('finds games by venue name, suburb, postcode and game name on the same path in any case', async () => {
    const { games: all } = await search({ stateId: 1, ...WEEK });
    const sample = all[0]!;
    const byVenue = await search(
      { venueName: sample.title.slice(0, 8), ...WEEK },
      '/umbraco/api/Event/SearchEvents',
    );
    expect(byVenue.games.some((g) => g.id === sample.id)).toBe(true);
    const bySuburb = await search({ suburb: sample.venue.suburb, stateId: 1, ...WEEK });
    expect(bySuburb.games.length).toBeGreaterThan(0);
    expect(
      bySuburb.games.every((g) => g.venue.suburb.toLowerCase().startsWith(sample.venue.suburb.toLowerCase())),
    ).toBe(true);
    const byName = await search({ searchByGameName: 'main event', ...WEEK });
    expect(byName.games.every((g) => /main event/i.test(`${g.title} ${g.description} ${g.gameType}`))).toBe(
      true,
    );
    const nothing = await search({ venueName: '%_%', ...WEEK });
    expect(nothing.games).toEqual([]);
  });

  it.each([
    [{ stateId: 'abc' }, 'stateId'],
    [{ page: -1 }, 'page'],
    [{ mode: 'poker' }, 'mode'],
    [{ withinDistance: 12 }, 'withinDistance'],
    [{ venueName: 'x'.repeat(10_000) }, 'venueName'],
    [{ fromDate: '22/11/2026' }, 'fromDate'],
    [{ regions: 'all' }, 'regions'],
    [{ currentLat: 123 }, 'currentLat'],
    [{ postcode: '30000' }, 'postcode'],
    [{ grandSlam: 'yes' }, 'grandSlam'],
  ])('rejects %j with 400 naming the field', async (body, field) => {
    const { status, body: answer } = await search(body);
    expect(status).toBe(400);
    expect(answer.message).toEqual(expect.any(String));
    expect(answer.errors[field]).toEqual(expect.any(String));
  });

  it('falls back to the games around a geocoded suburb or postcode', async () => {
    const byName = await ctx.app.inject({
      method: 'POST',
      url: '/umbraco/api/Event/SearchNearbyEvents',
      payload: { text: 'Richmond', stateId: 1 },
    });
    expect(byName.statusCode).toBe(200);
    const result = byName.json() as { place: { suburb: string; postcode: string }; games: Game[] };
    expect(result.place).toMatchObject({ suburb: 'Richmond', postcode: '3121' });
    const distances = result.games.map((g) => g.distanceAway ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    const byPostcode = await ctx.app.inject({
      method: 'POST',
      url: '/umbraco/api/event/searchnearbyevents',
      payload: { text: '3006' },
    });
    expect(byPostcode.json().place).toMatchObject({ postcode: '3006', stateId: 1 });

    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/umbraco/api/Event/SearchNearbyEvents',
      payload: { text: 'Qwxzzy' },
    });
    expect(unknown.json()).toEqual({ place: null, games: [] });

    const blank = await ctx.app.inject({
      method: 'POST',
      url: '/umbraco/api/Event/SearchNearbyEvents',
      payload: { text: ' ' },
    });
    expect(blank.statusCode).toBe(400);
  });
});

describeOnEachDatabase('favourite games', (ctx) => {
  const member = () => signIn(ctx.app, 'member@example.com', 'Member#2026');
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie, 'x-requested-with': 'XMLHttpRequest' } : {} });

  async function upcomingGame() {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/umbraco/api/event/searchevents',
      payload: { stateId: 1, fromDate: day(1), toDate: day(7) },
    });
    return (response.json() as Game[]).find((g) => g.eventStatusId === 1)!;
  }

  it('needs a session', async () => {
    expect((await call('GET', '/umbraco/api/Membership/GetFavoriteGames')).statusCode).toBe(401);
    expect((await call('POST', '/umbraco/api/Membership/AddFavoriteGame?eventId=1')).statusCode).toBe(401);
    expect((await call('DELETE', '/umbraco/api/Membership/DeleteFavoriteGame?eventId=1')).statusCode).toBe(
      401,
    );
  });

  it('adds, lists, counts and removes a favourite, idempotently', async () => {
    const cookie = await member();
    const rival = await signIn(ctx.app, 'rival@example.com', 'Rival#2026');
    const game = await upcomingGame();

    for (let i = 0; i < 2; i++) {
      const added = await call('POST', `/umbraco/api/Membership/AddFavoriteGame?eventId=${game.id}`, cookie);
      expect(added.statusCode).toBe(200);
    }
    await call('POST', `/umbraco/api/membership/addfavoritegame?eventId=${game.id}`, rival);

    const list = (await call('GET', '/umbraco/api/Membership/GetFavoriteGames', cookie)).json() as Game[];
    expect(list.filter((g) => g.id === game.id)).toHaveLength(1);
    expect(list.find((g) => g.id === game.id)).toMatchObject({ isFavourite: true, goingCount: 2 });

    const seen = await ctx.app.inject({
      method: 'POST',
      url: '/umbraco/api/event/searchevents',
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
      payload: { stateId: 1, fromDate: day(1), toDate: day(7) },
    });
    expect((seen.json() as Game[]).find((g) => g.id === game.id)).toMatchObject({
      isFavourite: true,
      goingCount: 2,
    });

    for (let i = 0; i < 2; i++) {
      const removed = await call(
        'DELETE',
        `/umbraco/api/Membership/DeleteFavoriteGame?eventId=${game.id}`,
        cookie,
      );
      expect(removed.statusCode).toBe(200);
    }
    const after = (await call('GET', '/umbraco/api/Membership/GetFavoriteGames', cookie)).json() as Game[];
    expect(after.some((g) => g.id === game.id)).toBe(false);
  });

  it("reuses visitors' answers but never a stale 'going' count after a favourite changes", async () => {
    const cached = await buildApp({ db: ctx.database.db, searchCacheSeconds: 60 });
    try {
      const cookie = await member();
      const game = await upcomingGame();
      const visitorSearch = async () => {
        const response = await cached.inject({
          method: 'POST',
          url: '/umbraco/api/event/searchevents',
          payload: { stateId: 1, fromDate: day(1), toDate: day(7) },
        });
        return { text: response.body, game: (response.json() as Game[]).find((g) => g.id === game.id)! };
      };
      const first = await visitorSearch();
      expect((await visitorSearch()).text).toBe(first.text);
      await cached.inject({
        method: 'POST',
        url: `/umbraco/api/Membership/AddFavoriteGame?eventId=${game.id}`,
        headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
      });
      expect((await visitorSearch()).game.goingCount).toBe(first.game.goingCount + 1);
      await cached.inject({
        method: 'DELETE',
        url: `/umbraco/api/Membership/DeleteFavoriteGame?eventId=${game.id}`,
        headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
      });
      expect((await visitorSearch()).game.goingCount).toBe(first.game.goingCount);
    } finally {
      await cached.close();
    }
  });

  it('answers unknown, closed and malformed events', async () => {
    const cookie = await member();
    expect(
      (await call('POST', '/umbraco/api/Membership/AddFavoriteGame?eventId=99999999', cookie)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', '/umbraco/api/Membership/DeleteFavoriteGame?eventId=99999999', cookie))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', '/umbraco/api/Membership/AddFavoriteGame?eventId=1', cookie)).statusCode).toBe(
      400,
    );
    for (const bad of ['abc', '-3', '', '1.5']) {
      const response = await call('POST', `/umbraco/api/Membership/AddFavoriteGame?eventId=${bad}`, cookie);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().errors.eventId).toEqual(expect.any(String));
    }
  });

  it('serves calendars: one event, and a private feed of saved games', async () => {
    const cookie = await member();
    const game = await upcomingGame();
    const single = await call('GET', `/calendar/event/${game.id}.ics`);
    expect(single.statusCode).toBe(200);
    expect(single.headers['content-type']).toContain('text/calendar');
    expect(single.body).toContain('BEGIN:VEVENT');
    expect(single.body).toContain(`UID:event-${game.id}@apl-poker-league`);
    expect(single.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect((await call('GET', '/calendar/event/99999999.ics')).statusCode).toBe(404);

    await call('POST', `/umbraco/api/Membership/AddFavoriteGame?eventId=${game.id}`, cookie);
    const subscription = (
      await call('GET', '/umbraco/api/Membership/GetCalendarSubscription', cookie)
    ).json();
    expect(subscription.url).toMatch(/\/calendar\/member\/[A-Za-z0-9_-]{20,}\.ics$/);
    const again = (await call('GET', '/umbraco/api/Membership/GetCalendarSubscription', cookie)).json();
    expect(again.url).toBe(subscription.url);
    const feed = await call('GET', new URL(subscription.url).pathname);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`UID:event-${game.id}@apl-poker-league`);
    expect((await call('GET', '/calendar/member/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics')).statusCode).toBe(404);
    expect((await call('GET', '/calendar/member/short.ics')).statusCode).toBe(400);
  });
});
