import { expect, it } from 'vitest';
import { majorEventBanner } from '../../src/server/services/major-events';
import type { NewsArticleDetail, NewsPage, PhotoPage } from '../../src/shared/contract/content';
import type {
  MajorEventDetail,
  PreviousMajorEvent,
  Qualifier,
  WinnerResult,
} from '../../src/shared/contract/major-event';
import { describeOnEachDatabase } from './test-app';

describeOnEachDatabase('news, major events, hall of fame, gallery and covid tracing', (ctx) => {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const post = (url: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url, payload });

  it('pages a state’s news ten at a time, newest first, with the national stories', async () => {
    const first = (await get('/umbraco/api/article/list?state=VIC')).json() as NewsPage;
    expect(first.articles).toHaveLength(10);
    const dates = first.articles.map((a) => a.articleDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = (await get('/umbraco/api/article/list?state=VIC&page=2')).json() as NewsPage;
    expect(second.pageIndex).toBe(2);
    expect(second.hasMoreArticles).toBe(false);
    const names = [...first.articles, ...second.articles].map((a) => a.urlName);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('vic-player-of-the-month');
    expect(names).not.toContain('nsw-player-of-the-month');
    const everywhere = (await get('/umbraco/api/article/list')).json() as NewsPage;
    expect(everywhere.hasMoreArticles).toBe(true);
    const last = (await get('/umbraco/api/article/list?page=5')).json() as NewsPage;
    expect(last.hasMoreArticles).toBe(false);
    expect(last.articles.length).toBeGreaterThan(0);
    expect((await get('/umbraco/api/article/list?page=0')).statusCode).toBe(400);
    expect((await get('/umbraco/api/article/list?state=XX')).statusCode).toBe(400);
  });

  it('answers an article with its content, images that load and related news', async () => {
    const response = await get('/umbraco/api/article/Get?name=VIC-Satellite-Winners');
    expect(response.statusCode).toBe(200);
    const article = response.json() as NewsArticleDetail;
    expect(article.urlName).toBe('vic-satellite-winners');
    expect(article.relatedArticles).toHaveLength(3);
    expect(article.relatedArticles.map((a) => a.urlName)).not.toContain(article.urlName);
    const image = /href="(\/media\/news\/[a-z-]+\.png)"/.exec(article.content)?.[1] as string;
    const served = await get(image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/png');
    const safer = (await get('/umbraco/api/article/Get?name=apl-responsible-gambling')).json();
    expect(safer.content).toContain('1800 858 858');
    expect((await get('/umbraco/api/article/Get?name=no-such-story')).statusCode).toBe(404);
    expect((await get('/umbraco/api/article/Get?name=../x')).statusCode).toBe(400);
  });

  it('answers a major event with its days, and APLPT events only by their own call', async () => {
    const million = (
      await get('/umbraco/api/majorevent/getAPLPT?name=apl-million-2025')
    ).json() as MajorEventDetail;
    expect(million.setupModeId).toBe(2);
    expect(million.subMajorEvents.map((s) => s.subMajorEventName)).toContain('Day 2 Final');
    expect(million.previousWinners).toHaveLength(1);
    // Last year's edition, named for the year it was played in (checked in the hall of fame test).
    expect(million.previousWinners[0]?.seasonName).toMatch(/^The APL Million \d{4}$/);
    expect((await get('/umbraco/api/majorevent/get?name=apl-million-2025')).statusCode).toBe(404);
    const melbourne = (
      await get('/umbraco/api/majorevent/getAPLPT?name=aplpt-melbourne')
    ).json() as MajorEventDetail;
    expect(melbourne.linkedMajorEventId).toBe(million.id);
    const vic = (
      await get('/umbraco/api/majorevent/get?name=vic-state-championship')
    ).json() as MajorEventDetail;
    expect(vic.setupModeId).toBe(1);
    expect(vic.linkedMajorEventId).toBe(0);
    expect((await get('/umbraco/api/majorevent/get?name=')).statusCode).toBe(400);

    // The banner the page preloads is the one its answer draws, found the same way (name in any case).
    const db = ctx.database.db;
    expect(await majorEventBanner(db, 'VIC-State-Championship', false)).toBe(vic.bannerUrl);
    expect(await majorEventBanner(db, 'apl-million-2025', true)).toBe(million.bannerUrl);
    expect(await majorEventBanner(db, 'apl-million-2025', false)).toBeNull();
  });

  it('makes qualifiers of the satellites’ top finishers, and the chip stack list of the day 1 flights', async () => {
    const million = (
      await get('/umbraco/api/majorevent/getAPLPT?name=apl-million-2025')
    ).json() as MajorEventDetail;
    const qualifiers = (
      await get(`/umbraco/api/majorevent/majorEventQualifiers?majorEventId=${million.id}`)
    ).json() as Qualifier[];
    expect(qualifiers.length).toBeGreaterThan(0);
    const { rows } = (await ctx.database.db.execute(
      `select count(distinct r.member_id)::int as n from results r join events e on e.id = r.event_id
       where e.qualifies_for_major_event_id = ${million.id} and r.place <= e.qualifying_places`,
    )) as unknown as { rows: { n: number }[] };
    expect(qualifiers).toHaveLength(rows[0]?.n ?? -1);
    const master = million.subMajorEvents.find((s) => s.subMajorEventTypeId === 2);
    const chips = (
      await get(`/umbraco/api/majorevent/masterQualifiers?masterEventId=${master?.subMajorEventId}`)
    ).json() as Qualifier[];
    expect(chips.length).toBeGreaterThan(0);
    const stacks = chips.map((c) => c.chipStack ?? 0);
    expect([...stacks].sort((a, b) => b - a)).toEqual(stacks);
    const nsw = (await get('/umbraco/api/majorevent/get?name=nsw-grand-final')).json() as MajorEventDetail;
    const nswMaster = nsw.subMajorEvents.find((s) => s.subMajorEventTypeId === 2);
    expect(
      (
        await get(`/umbraco/api/majorevent/masterQualifiers?masterEventId=${nswMaster?.subMajorEventId}`)
      ).json(),
    ).toEqual([]);
    expect((await get('/umbraco/api/majorevent/masterQualifiers?masterEventId=abc')).statusCode).toBe(400);
  });

  it('lists past major events with their days, winners and photos for the hall of fame', async () => {
    const past = (await get('/umbraco/api/majorEvent/getPreviousMajorEvents')).json() as PreviousMajorEvent[];
    // Each edition's name and address say the year (and the address the month) its first day was played in.
    const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
    const dated = past.filter((m) => m.subMajorEvents.length > 0);
    expect(dated.length).toBeGreaterThan(1);
    for (const m of dated) {
      const first = new Date(m.subMajorEvents.map((s) => s.event.dateTime).sort()[0] as string);
      const year = first.getUTCFullYear();
      expect(m.name.endsWith(` ${year}`), m.name).toBe(true);
      expect(m.urlName.endsWith(`-${MONTHS[first.getUTCMonth()]}-${year}`), m.urlName).toBe(true);
    }
    const million = past.find((m) => /^The APL Million \d{4}$/.test(m.name)) as PreviousMajorEvent;
    expect(million.subMajorEvents.map((s) => s.subMajorEventName)).toEqual([
      'Day 1A',
      'Day 1B',
      'Day 2 Final',
      'High Roller',
    ]);
    const final = million.subMajorEvents[2]?.event;
    expect(final?.players).toBe(30);
    const winners = (
      await get(`/umbraco/api/event/getEventWinnerResult?eventId=${final?.id}`)
    ).json() as WinnerResult[];
    expect(winners[0]?.place).toBe(1);
    expect(winners.reduce((s, w) => s + w.gamePrizeMoney, 0)).toBeGreaterThan(0);
    const photos = (await get(`/umbraco/api/EventPhoto/getHallOfFameEventPhotos?event=${final?.id}`)).json();
    expect(photos[0].players).toHaveLength(3);
    expect((await get('/umbraco/api/event/getEventWinnerResult?eventId=999999999')).statusCode).toBe(404);
  });

  it.each([
    ['/umbraco/api/majorevent/getAPLPT?name=../x', 'name'],
    ['/umbraco/api/majorevent/getAPLPT?name=', 'name'],
    ['/umbraco/api/majorevent/GetAllAPLPT?state=XX', 'state'],
    ['/umbraco/api/majorevent/majorEventQualifiers?majorEventId=abc', 'majorEventId'],
    ['/umbraco/api/majorevent/majorEventQualifiers', 'majorEventId'],
    ['/umbraco/api/event/getEventWinnerResult?eventId=1.5', 'eventId'],
    ['/umbraco/api/event/getEventWinnerResult?eventId=abc', 'eventId'],
    ['/umbraco/api/EventPhoto/getHallOfFameEventPhotos?event=x', 'event'],
    ['/umbraco/api/EventPhoto/getHallOfFameEventPhotos?event=2.5', 'event'],
  ])('answers GET %s with 400 and a JSON message naming %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().message).toEqual(expect.any(String));
    expect(Object.keys(response.json().errors ?? {})).toContain(field);
  });

  it('searches gallery photos by filters, twelve to a page', async () => {
    const first = (await post('/umbraco/api/EventPhoto/SearchPhotos', {})).json() as PhotoPage;
    expect(first.photos).toHaveLength(12);
    expect(first.hasMore).toBe(true);
    const second = (await post('/umbraco/api/EventPhoto/SearchPhotos', { pageIndex: 2 })).json() as PhotoPage;
    expect(second.photos.map((p) => p.id)).not.toContain(first.photos[0]?.id);
    const vic = (await post('/umbraco/api/EventPhoto/SearchPhotos', { stateId: 2 })).json() as PhotoPage;
    expect(vic.photos.length).toBeGreaterThan(0);
    const bad = await post('/umbraco/api/EventPhoto/SearchPhotos', { stateId: 'x', pageIndex: 0 });
    expect(bad.statusCode).toBe(400);
  });

  it('lists a state’s games of the day for covid tracing', async () => {
    const response = await get('/umbraco/api/Event/SearchCovidLogEvents?stateId=1');
    expect(response.statusCode).toBe(200);
    const list = response.json() as { title: string }[];
    expect(Array.isArray(list)).toBe(true);
    for (const e of list) expect(e.title).toEqual(expect.any(String));
    expect((await get('/umbraco/api/Event/SearchCovidLogEvents')).statusCode).toBe(400);
  });
});
