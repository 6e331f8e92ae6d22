import { expect, it } from 'vitest';
import { describeOnEachDatabase } from './test-app';

describeOnEachDatabase('regions, seasons and venues', (ctx) => {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('lists regions with their state, under any casing of the path', async () => {
    const response = await get('/umbraco/api/region/list');
    expect(response.statusCode).toBe(200);
    const regions = response.json() as { id: number; name: string; state: { id: number } }[];
    expect(regions.length).toBeGreaterThan(8);
    expect(new Set(regions.map((r) => r.state.id))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(regions.every((r) => r.id > 0 && r.name.length > 0)).toBe(true);
    expect((await get('/UMBRACO/API/Region/List')).json()).toEqual(regions);
  });

  it("lists each region under its own state only: no 'Gold Coast' or ACT among NSW's regions", async () => {
    const regions = (await get('/umbraco/api/region/list')).json() as {
      name: string;
      state: { id: number };
    }[];
    const nsw = regions.filter((r) => r.state.id === 2).map((r) => r.name);
    expect(nsw).toContain('Sydney - City and Inner South');
    expect(nsw).not.toContain('Gold Coast');
    expect(nsw).not.toContain('Australian Capital Territory');
    const statesByName = new Map<string, Set<number>>();
    for (const r of regions)
      statesByName.set(r.name, (statesByName.get(r.name) ?? new Set()).add(r.state.id));
    expect([...statesByName].filter(([, states]) => states.size > 1)).toEqual([]);
  });

  it('finds the venue nearest a position, with its state and region', async () => {
    const melbourne = await get('/umbraco/api/Venues/GetNearestVenue?latitude=-37.8136&longitude=144.9631');
    expect(melbourne.statusCode).toBe(200);
    expect(melbourne.json()).toMatchObject({
      stateId: 1,
      regionId: expect.any(Number),
      venueId: expect.any(Number),
    });

    const perth = (await get('/umbraco/api/venues/getnearestvenue?latitude=-31.95&longitude=115.86')).json();
    expect(perth.stateId).toBe(3);

    const offshore = await get('/umbraco/api/venues/getnearestvenue?latitude=0&longitude=0');
    expect(offshore.statusCode).toBe(200);
    expect(offshore.json().distance).toBeGreaterThan(1_000_000);
  });

  it.each([
    ['', 'latitude'],
    ['?latitude=-37.8', 'longitude'],
    ['?latitude=&longitude=144.9', 'latitude'],
    ['?latitude=abc&longitude=144.9', 'latitude'],
    ['?latitude=-91&longitude=144.9', 'latitude'],
    ['?latitude=-37&longitude=181', 'longitude'],
    [`?latitude=${'9'.repeat(5000)}&longitude=1`, 'latitude'],
  ])('rejects nearest-venue query %s with 400 naming %s', async (query, field) => {
    const response = await get(`/umbraco/api/Venues/GetNearestVenue${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors[field]).toEqual(expect.any(String));
  });

  it('lists seasons per brand, newest first, with exactly one current and its months', async () => {
    const apl = (await get('/umbraco/api/season/list')).json() as {
      id: number;
      isCurrent: boolean;
      months: { id: number; name: string }[];
    }[];
    expect(apl.length).toBeGreaterThanOrEqual(2);
    expect(apl.filter((s) => s.isCurrent)).toHaveLength(1);
    expect(apl[0]?.isCurrent).toBe(true);
    expect(apl.every((s) => s.months.length === 6)).toBe(true);

    const three8 = (await get('/umbraco/api/season/list?brand=1')).json() as { id: number }[];
    expect(three8.length).toBe(apl.length);
    expect(three8.map((s) => s.id)).not.toEqual(apl.map((s) => s.id));

    expect((await get('/umbraco/api/season/list?brand=99')).json()).toEqual([]);
    for (const bad of ['abc', '0', '-1', '1.5']) {
      expect((await get(`/umbraco/api/season/list?brand=${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('lists venues with days and scoreboards, optionally only those playing in a season', async () => {
    const all = (await get('/umbraco/api/venues/list')).json() as {
      id: number;
      friendlyUrlSlug: string;
      days: { id: number; name: string; gameScoreboards: { id: number }[] }[];
    }[];
    expect(all.length).toBeGreaterThan(20);
    expect(all.every((v) => v.days.length > 0 && v.days.every((d) => d.gameScoreboards.length > 0))).toBe(
      true,
    );
    expect(new Set(all.map((v) => v.friendlyUrlSlug)).size).toBe(all.length);

    const seasons = (await get('/umbraco/api/season/list')).json() as { id: number; isCurrent: boolean }[];
    const current = seasons.find((s) => s.isCurrent)!;
    const inSeason = (await get(`/umbraco/api/venues/list?season=${current.id}`)).json() as unknown[];
    expect(inSeason.length).toBeGreaterThan(0);
    expect(inSeason.length).toBeLessThanOrEqual(all.length);

    const unknown = await get('/umbraco/api/venues/list?season=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/Season 999999/);
    expect((await get('/umbraco/api/venues/list?season=-4')).statusCode).toBe(400);
  });
});
