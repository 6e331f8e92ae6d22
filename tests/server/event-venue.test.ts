import { expect, it } from 'vitest';
import type { EventDetail, EventResult } from '../../src/shared/contract/event-detail';
import type { Game } from '../../src/shared/contract/game';
import type { VenueDetail, VenueEvents } from '../../src/shared/contract/venue-detail';
import { describeOnEachDatabase } from './test-app';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describeOnEachDatabase('event and venue pages', (ctx) => {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  async function someGames() {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/umbraco/api/event/searchevents',
      payload: { stateId: 1, fromDate: day(1), toDate: day(10) },
    });
    return response.json() as Game[];
  }

  it('answers an event with its details, blind structure and related closed sessions', async () => {
    const game = (await someGames()).find((g) => g.typeId !== 14)!;
    const response = await get(`/umbraco/api/Event/GetById?eventId=${game.id}`);
    expect(response.statusCode).toBe(200);
    const event = response.json() as EventDetail;
    expect(event).toMatchObject({
      id: game.id,
      title: game.title,
      stateName: 'VIC',
      gameScoreboardId: expect.any(Number),
    });
    expect(event.blindStructures.length).toBeGreaterThan(10);
    const firstRound = event.blindStructures[0]!;
    expect(firstRound).toMatchObject({ roundNumber: 1, breakRow: false, smallBlind: 25, bigBlind: 50 });
    expect(firstRound.blindStartTime).toBe(game.startTime);
    const breakRow = event.blindStructures.find((r) => r.breakRow);
    expect(breakRow?.breakLength).toBeGreaterThan(0);
    expect(event.relatedEvents[0]?.id).toBe(game.id);
    expect(event.relatedEvents.length).toBeGreaterThan(1);
    expect(new Date(event.eventEndDate).getTime()).toBeGreaterThan(new Date(event.dateTime).getTime());
  });

  it('answers the results of a closed event in finishing order, and none before it closes', async () => {
    const game = (await someGames())[0]!;
    const event = (await get(`/umbraco/api/event/getbyid?eventId=${game.id}`)).json() as EventDetail;
    const closedId = event.relatedEvents[1]!.id;
    const closed = (await get(`/umbraco/api/Event/GetEventResult?eventId=${closedId}`)).json() as EventResult;
    expect(closed.closed).toBe(true);
    expect(closed.rows.length).toBeGreaterThan(2);
    expect(closed.rows.map((r) => r.place)).toEqual(closed.rows.map((_, i) => i + 1));
    expect(closed.rows[0]!.pointsValue).toBeGreaterThan(closed.rows[1]!.pointsValue);
    const open = (await get(`/umbraco/api/Event/GetEventResult?eventId=${game.id}`)).json() as EventResult;
    expect(open).toMatchObject({ closed: false, rows: [] });
  });

  it('ranks the event’s scoreboard for its season', async () => {
    const game = (await someGames())[0]!;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/umbraco/api/Leaderboard/SearchByEvent',
      payload: { eventId: game.id },
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { rank: number; pts: number; played: number; won: number }[];
    expect(rows.length).toBeGreaterThan(0);
    // Equal scores share a rank and the next one skips (1, 2, 2, 4).
    expect(rows.map((r) => r.rank)).toEqual(
      rows.map((r) => 1 + rows.filter((other) => other.pts > r.pts).length),
    );
    expect(rows.map((r) => r.pts)).toEqual([...rows.map((r) => r.pts)].sort((a, b) => b - a));
    expect(rows.every((r) => r.played >= r.won)).toBe(true);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/umbraco/api/Leaderboard/SearchByEvent',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });

  it('answers a venue by id, by slug and by name, with its days', async () => {
    const game = (await someGames())[0]!;
    const byId = (await get(`/umbraco/api/Venues/GetById?id=${game.venue.id}`)).json() as VenueDetail;
    expect(byId).toMatchObject({ id: game.venue.id, friendlyUrlSlug: game.venue.friendlyUrlSlug });
    expect(byId.days.length).toBeGreaterThan(0);
    const bySlug = (
      await get(`/umbraco/api/Venues/GetByName?venueName=${game.venue.friendlyUrlSlug}`)
    ).json();
    expect(bySlug.id).toBe(game.venue.id);
    const byName = await get(
      `/umbraco/api/venues/getbyname?venueName=${encodeURIComponent(byId.name.toUpperCase())}`,
    );
    expect(byName.json().id).toBe(game.venue.id);
  });

  it("lists a venue's past, this week's and future events", async () => {
    const game = (await someGames())[0]!;
    const response = await get(
      `/umbraco/api/Venues/GetEventsByVenue?venueId=${game.venue.id}&currentWeek=true`,
    );
    expect(response.statusCode).toBe(200);
    const lists = response.json() as VenueEvents;
    expect(lists.past.length).toBeGreaterThan(0);
    expect(lists.past.every((g) => g.eventStatusId === 2)).toBe(true);
    const starts = (games: Game[]) => games.map((g) => g.dateTime);
    expect(starts(lists.past)).toEqual([...starts(lists.past)].sort().reverse());
    const lastPast = lists.past[0]!.dateTime;
    for (const g of [...lists.currentWeek, ...lists.future]) expect(g.venue.id).toBe(game.venue.id);
    if (lists.future[0]) expect(lists.future[0].dateTime > lastPast).toBe(true);
  });

  it('answers photos of an event and of a venue', async () => {
    const event = await get('/umbraco/api/EventPhoto/GetEventPhotos?event=1');
    expect(event.statusCode).toBe(200);
    expect(Array.isArray(event.json())).toBe(true);
    const venue = await get('/umbraco/api/EventPhoto/GetVenuePhotos?venue=1');
    expect(venue.statusCode).toBe(200);
  });

  it.each([
    '/umbraco/api/Event/GetById?eventId=99999999',
    '/umbraco/api/Event/GetEventResult?eventId=99999999',
    '/umbraco/api/Venues/GetById?id=99999999',
    '/umbraco/api/Venues/GetByName?venueName=no-such-venue',
    '/umbraco/api/Venues/GetEventsByVenue?venueId=99999999',
  ])('answers %s with 404', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it.each([
    '/umbraco/api/Event/GetById',
    '/umbraco/api/Event/GetById?eventId=abc',
    '/umbraco/api/Event/GetEventResult?eventId=-1',
    '/umbraco/api/Venues/GetById?id=1.5',
    '/umbraco/api/Venues/GetByName?venueName=',
    '/umbraco/api/Venues/GetEventsByVenue?venueId=x',
    '/umbraco/api/Venues/GetEventsByVenue?venueId=1&currentWeek=maybe',
    '/umbraco/api/EventPhoto/GetEventPhotos',
    '/umbraco/api/EventPhoto/GetVenuePhotos?venue=0',
  ])('answers %s with 400', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toBeDefined();
  });
});

describeOnEachDatabase('printable leaderboard', (ctx) => {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it("prints a venue's standings for a season and scoreboard on an A4 page", async () => {
    const seasons = (await get('/umbraco/api/season/list')).json() as { id: number; isCurrent: boolean }[];
    const season = seasons.find((s) => s.isCurrent)!;
    const venues = (await get(`/umbraco/api/venues/list?season=${season.id}`)).json() as {
      id: number;
      name: string;
      days: { id: number; gameScoreboards: { id: number; name: string }[] }[];
    }[];
    const venue = venues[0]!;
    const board = venue.days[0]!.gameScoreboards[0]!;
    const response = await get(
      `/leaderboard/print?seasonId=${season.id}&orgEntityId=${venue.id}&gameScoreboardId=${board.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('@page { size: A4');
    expect(response.body).toContain(venue.name.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    expect(response.body).toContain(board.name);
    expect(response.body).toMatch(/<tbody><tr><td>1<\/td>/);
  });

  it('needs a region or a venue, and answers unknown ids with 404', async () => {
    expect((await get('/leaderboard/print?seasonId=1')).statusCode).toBe(400);
    expect((await get('/leaderboard/print?orgEntityId=99999999')).statusCode).toBe(404);
    expect((await get('/leaderboard/print?regionId=1&month=99999999')).statusCode).toBe(404);
    expect((await get('/leaderboard/print?regionId=abc')).statusCode).toBe(400);
    const region = await get('/leaderboard/print?regionId=1');
    expect(region.statusCode).toBe(200);
  });
});
