import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from './test-app';

describeOnEachDatabase('featured content and major events', (ctx) => {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('lists featured news for a state with the national stories, newest first', async () => {
    const vic = (await get('/umbraco/api/article/GetFeaturedArticles?state=vic')).json() as {
      urlName: string;
      articleDate: string;
      bannerUrl: string;
    }[];
    const names = vic.map((a) => a.urlName);
    expect(names).toContain('vic-state-championship-dates');
    expect(names).toContain('apl-million-2025-qualifiers-open');
    expect(names).not.toContain('nsw-grand-final-week');
    const dates = vic.map((a) => a.articleDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const banner = await get(vic[0]!.bannerUrl);
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toContain('image/svg+xml');
    expect((await get('/umbraco/api/article/GetFeaturedArticles?state=ZZ')).statusCode).toBe(400);
  });

  it('lists featured photos, optionally by state', async () => {
    const all = await get('/umbraco/api/EventPhoto/GetFeaturedPhotos');
    expect(all.statusCode).toBe(200);
    const photos = all.json() as { mediumPhotoUrl: string; venueName: string }[];
    expect(photos.length).toBeLessThanOrEqual(12);
    for (const photo of photos.slice(0, 2)) expect((await get(photo.mediumPhotoUrl)).statusCode).toBe(200);
    expect((await get('/umbraco/api/EventPhoto/GetFeaturedPhotos?stateId=1&regionId=2')).statusCode).toBe(
      200,
    );
    expect((await get('/umbraco/api/EventPhoto/GetFeaturedPhotos?stateId=x')).statusCode).toBe(400);
  });

  it("fills a region's featured photos with the rest of its state's, the region's first", async () => {
    const query = async <T>(text: ReturnType<typeof sql>) =>
      ((await ctx.database.db.execute(text)) as unknown as { rows: T[] }).rows;
    // Two regions of NSW with venues: one featured photo in the first (the oldest), five in the second.
    const [lone, busy] = await query<{ venue_id: number; region_id: number }>(sql`
      select distinct on (region_id) id as venue_id, region_id from venues
      where state_id = 2 order by region_id, id limit 2`);
    await ctx.database.db.execute(sql`delete from photos where state_id = 2 and featured`);
    const add = (venue: { venue_id: number; region_id: number }, day: number) => sql`
      (${venue.venue_id}, 2, ${venue.region_id}, '/media/photos/photo-01.svg', '/media/photos/photo-01.svg',
       ${`Photo ${day}`}, true, ${`2026-01-${String(day).padStart(2, '0')}T10:00:00Z`}::timestamptz)`;
    await ctx.database.db.execute(sql`
      insert into photos (venue_id, state_id, region_id, large_url, medium_url, caption, featured, taken_at)
      values ${sql.join([add(lone!, 1), ...[2, 3, 4, 5, 6].map((day) => add(busy!, day))], sql`, `)}`);
    const answer = await get(
      `/umbraco/api/EventPhoto/GetFeaturedPhotos?stateId=2&regionId=${lone!.region_id}`,
    );
    expect((answer.json() as { eventName: string }[]).map((photo) => photo.eventName)).toEqual([
      'Photo 1',
      'Photo 6',
      'Photo 5',
      'Photo 4',
      'Photo 3',
      'Photo 2',
    ]);
  });

  it('lists upcoming major events for the banner, and APLPT events apart', async () => {
    const major = (await get('/umbraco/api/majorevent/getall?state=VIC')).json() as {
      urlName: string;
      aplpt: boolean;
    }[];
    expect(major.map((m) => m.urlName)).toContain('vic-state-championship');
    expect(major.every((m) => !m.aplpt)).toBe(true);
    const nsw = (await get('/umbraco/api/majorevent/getall?state=NSW')).json() as { urlName: string }[];
    expect(nsw.map((m) => m.urlName)).not.toContain('vic-state-championship');
    const aplpt = (await get('/umbraco/api/majorevent/GetAllAPLPT?state=VIC')).json() as {
      urlName: string;
      aplpt: boolean;
    }[];
    expect(aplpt.map((m) => m.urlName)).toContain('apl-million-2025');
    // A card's event is the next day of the schedule and where it is played; none before the schedule is out.
    type Card = { urlName: string; event: { title: string; venueAddress: string; dateTime: string } };
    const cards = [...(major as unknown as Card[]), ...(aplpt as unknown as Card[])];
    const card = (urlName: string) => cards.find((m) => m.urlName === urlName)?.event;
    expect(card('aplpt-sydney')).toMatchObject({ title: '', venueAddress: '' });
    expect(card('vic-state-championship')).toMatchObject({ title: 'Main Event' });
    expect(card('vic-state-championship')?.venueAddress).toMatch(/VIC|, /);
    // The Million's first day has been played: its card moves on to the next.
    expect(card('apl-million-2025')?.title).toBe('Day 1B');
    expect(new Date(card('apl-million-2025')?.dateTime ?? '').getTime()).toBeGreaterThan(Date.now());
    // The detail names the same next day as the card.
    for (const [path, urlName] of [
      ['majorevent/get?name=vic-state-championship', 'vic-state-championship'],
      ['majorevent/getAPLPT?name=apl-million-2025', 'apl-million-2025'],
      ['majorevent/getAPLPT?name=aplpt-sydney', 'aplpt-sydney'],
    ]) {
      const detail = (await get(`/umbraco/api/${path}`)).json() as Card;
      expect(detail.event, path).toMatchObject(card(urlName ?? '') ?? {});
    }
    expect(aplpt.every((m) => m.aplpt)).toBe(true);
    expect((await get('/umbraco/api/majorevent/getall?state=Victoria')).statusCode).toBe(400);
  });

  it('serves shipped media and answers missing files with 404', async () => {
    expect((await get('/media/photos/photo-01.svg')).statusCode).toBe(200);
    expect((await get('/media/photos/nope.svg')).statusCode).toBe(404);
    expect((await get('/media/../package.json')).statusCode).not.toBe(200);
  });
});
