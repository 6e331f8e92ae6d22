import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { staffAudit } from '../../src/server/db/schema';
import { describeOnEachDatabase, signIn, type TestApp } from './test-app';

const EDITOR = ['editor@example.com', 'Editor#2026'] as const;
const PUBLIC = '/umbraco/api/HomeBanners/Get?state=';
const LIST = '/umbraco/api/Admin/Banners';
const SAVE = '/umbraco/api/Admin/SaveBanner';
const ORDER = '/umbraco/api/Admin/OrderBanners';
const REMOVE = '/umbraco/api/Admin/RemoveBanner';
const MAJORS = '/umbraco/api/Admin/MajorEvents';
const CLIENT = { 'x-requested-with': 'XMLHttpRequest' };

const get = (app: TestApp, url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: { ...CLIENT, ...(cookie ? { cookie } : {}) } });
const post = (app: TestApp, url: string, cookie: string | undefined, payload: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...CLIENT, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });

const banner = (overrides: Record<string, unknown> = {}) => ({
  kind: 'link',
  majorEventId: null,
  articleUrlName: '',
  linkUrl: '/leaderboards',
  title: 'Climb the leaderboard',
  subtitle: 'Every game counts',
  imageUrl: '/media/banners/grand-final.svg',
  activeFrom: null,
  activeTo: null,
  states: [],
  ...overrides,
});

const titles = async (app: TestApp, state: string) =>
  (await get(app, `${PUBLIC}${state}`)).json().map((b: { title: string }) => b.title);

describeOnEachDatabase('the league office: home banners (issue 34)', (ctx) => {
  it('answers a visitor 401 and a director 403 on the office calls; the carousel is public', async () => {
    const director = await signIn(ctx.app, 'director@example.com', 'Director#2026');
    expect((await get(ctx.app, LIST)).statusCode).toBe(401);
    expect((await get(ctx.app, LIST, director)).statusCode).toBe(403);
    expect((await post(ctx.app, SAVE, director, { bad: 1 })).statusCode).toBe(403);
    expect((await get(ctx.app, `${PUBLIC}VIC`)).statusCode).toBe(200);
  });

  it('shows the major events and three featured news while the office has set no banner', async () => {
    const vic = (await get(ctx.app, `${PUBLIC}VIC`)).json();
    const events = vic.filter((b: { key: string }) => b.key.startsWith('event-'));
    const news = vic.filter((b: { key: string }) => b.key.startsWith('news-'));
    expect(events.map((b: { title: string }) => b.title)).toContain('VIC State Championship');
    expect(events[0].to).toMatch(/^\/major-events\//);
    expect(news).toHaveLength(3);
    expect(news.every((b: { subtitle: string }) => b.subtitle === 'News')).toBe(true);
  });

  it('adds, orders and removes banners; the carousel follows at once, by state and dates', async () => {
    const editor = await signIn(ctx.app, ...EDITOR);
    const before = await titles(ctx.app, 'NSW');
    const majors = (await get(ctx.app, MAJORS, editor)).json();
    const grandFinal = majors.find((m: { urlName: string }) => m.urlName === 'nsw-grand-final');

    const link = await post(ctx.app, SAVE, editor, banner());
    expect(link.statusCode).toBe(200);
    expect(link.json()).toMatchObject({ position: 1, targetName: '/leaderboards', states: [] });
    const major = await post(
      ctx.app,
      SAVE,
      editor,
      banner({
        kind: 'major_event',
        majorEventId: grandFinal.id,
        linkUrl: '',
        title: '',
        subtitle: '',
        imageUrl: '',
        states: ['NSW'],
      }),
    );
    expect(major.json()).toMatchObject({ position: 2, targetName: 'NSW Grand Final', states: ['NSW'] });
    const later = await post(
      ctx.app,
      SAVE,
      editor,
      banner({ title: 'Next year', activeFrom: '2099-01-01T00:00:00+11:00' }),
    );
    expect(later.statusCode).toBe(200);

    expect(before).not.toContain('Climb the leaderboard');
    const nsw = (await get(ctx.app, `${PUBLIC}NSW`)).json();
    expect(nsw.map((b: { title: string }) => b.title)).toEqual(['Climb the leaderboard', 'NSW Grand Final']);
    expect(nsw[1]).toMatchObject({
      to: '/major-events/nsw-grand-final',
      image: '/media/banners/grand-final.svg',
    });
    expect(await titles(ctx.app, 'VIC')).toEqual(['Climb the leaderboard']);

    const ids = (await get(ctx.app, LIST, editor)).json().map((b: { id: number }) => b.id);
    const reordered = await post(ctx.app, ORDER, editor, { ids: [ids[1], ids[0], ids[2]] });
    expect(reordered.json().map((b: { title: string }) => b.title)).toEqual([
      '',
      'Climb the leaderboard',
      'Next year',
    ]);
    expect(await titles(ctx.app, 'NSW')).toEqual(['NSW Grand Final', 'Climb the leaderboard']);
    const partial = await post(ctx.app, ORDER, editor, { ids: [ids[0]] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors).toEqual({ ids: 'Please list every banner once, as the list now stands.' });

    await post(ctx.app, REMOVE, editor, { id: ids[0] });
    await post(ctx.app, REMOVE, editor, { id: ids[1] });
    expect((await post(ctx.app, REMOVE, editor, { id: ids[1] })).statusCode).toBe(404);
    // Only a banner not yet active is left: the default carousel again.
    expect(await titles(ctx.app, 'NSW')).toEqual(before);
    await post(ctx.app, REMOVE, editor, { id: ids[2] });

    const trail = await ctx.database.db.select().from(staffAudit).where(eq(staffAudit.entity, 'home_banner'));
    expect(trail.map((row) => row.action).sort()).toEqual([
      'banner.create',
      'banner.create',
      'banner.create',
      'banner.order',
      'banner.remove',
      'banner.remove',
      'banner.remove',
    ]);
  });

  it('refuses a banner without its target, a link without its texts, and bad dates, each under its field', async () => {
    const editor = await signIn(ctx.app, ...EDITOR);
    const bad = await post(
      ctx.app,
      SAVE,
      editor,
      banner({
        linkUrl: 'javascript:alert(1)',
        title: '',
        activeFrom: '2027-01-02T00:00:00Z',
        activeTo: '2027-01-01T00:00:00Z',
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['activeTo', 'linkUrl', 'title']);
    const noEvent = await post(ctx.app, SAVE, editor, banner({ kind: 'major_event' }));
    expect(noEvent.json().errors).toEqual({ majorEventId: 'is required' });
    const noArticle = await post(
      ctx.app,
      SAVE,
      editor,
      banner({ kind: 'news', articleUrlName: 'no-such-story' }),
    );
    expect(noArticle.json().errors).toEqual({ articleUrlName: 'No news article has this URL name.' });
    expect((await get(ctx.app, LIST, editor)).json()).toEqual([]);
  });
});
