import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { articles, staffAudit } from '../../src/server/db/schema';
import { publishDueArticles } from '../../src/server/services/admin-news';
import { sanitiseArticleHtml } from '../../src/server/services/article-html';
import { getNewsArticle, listNews } from '../../src/server/services/news';
import { describeOnEachDatabase, signIn, type TestApp } from './test-app';

const EDITOR = ['editor@example.com', 'Editor#2026'] as const;
const ADMIN = ['admin@example.com', 'Admin#2026'] as const;
const LIST = '/umbraco/api/Admin/News';
const ONE = '/umbraco/api/Admin/NewsArticle';
const SAVE = '/umbraco/api/Admin/SaveNewsArticle';
const PREVIEW = '/umbraco/api/Admin/PreviewNewsArticle';
const CLIENT = { 'x-requested-with': 'XMLHttpRequest' };
const IMAGE = '/umbraco/api/Admin/NewsArticleImage';

function multipart(fileName: string, type: string, bytes: Buffer) {
  const boundary = '----apl-news-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { 'content-type': `multipart/form-data; boundary=${boundary}`, payload };
}
const upload = (
  app: TestApp,
  cookie: string | undefined,
  query: string,
  file: ReturnType<typeof multipart>,
) =>
  app.inject({
    method: 'POST',
    url: `${IMAGE}?${query}`,
    headers: { ...CLIENT, ...(cookie ? { cookie } : {}), 'content-type': file['content-type'] },
    payload: file.payload,
  });
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c03030' } })
    .png()
    .toBuffer();

const get = (app: TestApp, url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: { ...CLIENT, ...(cookie ? { cookie } : {}) } });
const post = (app: TestApp, url: string, cookie: string | undefined, payload: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...CLIENT, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Sydney Spring Series: the final',
  urlName: 'sydney-spring-series-final',
  excerpt: 'Who took the trophy home.',
  content: '<h2>The final</h2><p>A <strong>big</strong> night at the <a href="/venue/x">Raise Room</a>.</p>',
  states: ['NSW'],
  featured: false,
  articleDate: '2026-11-20',
  status: 'draft',
  ...overrides,
});

const newsNames = async (app: TestApp, state: string) =>
  (await get(app, `/umbraco/api/article/list?state=${state}`))
    .json()
    .articles.map((a: { urlName: string }) => a.urlName);

describe('the article HTML sanitiser', () => {
  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<img src="/media/news/a.png" onerror="alert(1)" alt="A">', '<img src="/media/news/a.png" alt="A" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<img src="data:image/png;base64,AAAA">', '<img />'],
    ['<img src="https://example.com/a.png">', '<img src="https://example.com/a.png" />'],
    ['<h1>Title</h1><p style="color:red" class="x">t</p>', '<h2>Title</h2><p>t</p>'],
    ['<iframe src="https://example.com"></iframe><p>ok</p>', '<p>ok</p>'],
    [
      '<ul><li><em>a</em></li></ul><ol><li><b>b</b></li></ol><blockquote>q</blockquote>',
      '<ul><li><em>a</em></li></ul><ol><li><b>b</b></li></ol><blockquote>q</blockquote>',
    ],
    [
      '<a href="mailto:a@b.c">m</a><a href="https://x.y/z">w</a>',
      '<a href="mailto:a@b.c">m</a><a href="https://x.y/z">w</a>',
    ],
  ])('%s', (html, clean) => {
    expect(sanitiseArticleHtml(html)).toBe(clean);
  });
});

describeOnEachDatabase('the league office: news (issue 34)', (ctx) => {
  it('answers a visitor 401, and a member or a director 403, before reading the input', async () => {
    const member = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const director = await signIn(ctx.app, 'director@example.com', 'Director#2026');
    for (const url of [LIST, `${ONE}?id=1`, `${ONE}?id=x`]) {
      expect((await get(ctx.app, url)).statusCode, url).toBe(401);
      expect((await get(ctx.app, url, member)).statusCode, url).toBe(403);
      const refused = await get(ctx.app, url, director);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ message: 'Only content editors may do this.' });
    }
    for (const url of [SAVE, PREVIEW]) {
      expect((await post(ctx.app, url, undefined, article())).statusCode).toBe(401);
      expect((await post(ctx.app, url, member, article())).statusCode).toBe(403);
      expect((await post(ctx.app, url, director, { bad: 1 })).statusCode).toBe(403);
    }
  });

  it('lists every article with its state for editors and admins, and filters by state', async () => {
    const editor = await signIn(ctx.app, ...EDITOR);
    const admin = await signIn(ctx.app, ...ADMIN);
    const all = (await get(ctx.app, LIST, editor)).json();
    expect(all.length).toBeGreaterThan(30);
    expect(all).toContainEqual(
      expect.objectContaining({ urlName: 'nsw-grand-final-week', status: 'published', states: ['NSW'] }),
    );
    expect(all).toContainEqual(expect.objectContaining({ urlName: 'how-league-points-work', states: [] }));
    expect((await get(ctx.app, LIST, admin)).statusCode).toBe(200);
    const drafts = (await get(ctx.app, `${LIST}?status=draft`, editor)).json();
    expect(drafts.every((a: { status: string }) => a.status === 'draft')).toBe(true);
    expect((await get(ctx.app, `${LIST}?status=gone`, editor)).statusCode).toBe(400);
  });

  it('creates a draft (sanitised, audited) that visitors cannot see, then publishes it for its states only', async () => {
    const editor = await signIn(ctx.app, ...EDITOR);
    const created = await post(
      ctx.app,
      SAVE,
      editor,
      article({
        urlName: 'Draft-Then-Published',
        content:
          '<p>Hello</p><script>alert(1)</script><img src="/media/news/day-two.png" onerror="alert(1)" alt="Day two"><a href="javascript:alert(1)">bad link</a>',
      }),
    );
    expect(created.statusCode).toBe(200);
    const saved = created.json();
    expect(saved).toMatchObject({
      urlName: 'draft-then-published',
      status: 'draft',
      publishAt: null,
      states: ['NSW'],
    });
    expect(saved.content).toBe(
      '<p>Hello</p><img src="/media/news/day-two.png" alt="Day two" /><a>bad link</a>',
    );
    expect(await newsNames(ctx.app, 'NSW')).not.toContain('draft-then-published');
    expect((await get(ctx.app, '/umbraco/api/article/Get?name=draft-then-published')).statusCode).toBe(404);

    const again = (await get(ctx.app, `${ONE}?id=${saved.id}`, editor)).json();
    expect(again).toEqual(saved);

    const published = await post(
      ctx.app,
      SAVE,
      editor,
      article({ id: saved.id, urlName: 'draft-then-published', status: 'published', featured: true }),
    );
    expect(published.statusCode).toBe(200);
    expect(published.json().status).toBe('published');
    expect(published.json().publishAt).not.toBeNull();
    expect(await newsNames(ctx.app, 'NSW')).toContain('draft-then-published');
    expect(await newsNames(ctx.app, 'VIC')).not.toContain('draft-then-published');
    // The featured news is a shared answer: the write dropped it, so it shows at once.
    const featured = (await get(ctx.app, '/umbraco/api/article/GetFeaturedArticles?state=NSW')).json();
    expect(featured.map((a: { urlName: string }) => a.urlName)).toContain('draft-then-published');

    const unpublished = await post(
      ctx.app,
      SAVE,
      editor,
      article({ id: saved.id, urlName: 'draft-then-published', status: 'unpublished' }),
    );
    expect(unpublished.json().status).toBe('unpublished');
    expect(await newsNames(ctx.app, 'NSW')).not.toContain('draft-then-published');
    expect((await get(ctx.app, '/umbraco/api/article/Get?name=draft-then-published')).statusCode).toBe(404);

    const trail = await ctx.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.entityId, String(saved.id)));
    expect(trail.map((row) => row.action).sort()).toEqual([
      'news.create',
      'news.published',
      'news.unpublished',
    ]);
    const create = trail.find((row) => row.action === 'news.create');
    expect(create?.before).toBeNull();
    expect(create?.after).toMatchObject({ title: 'Sydney Spring Series: the final', status: 'draft' });
    const unpublishing = trail.find((row) => row.action === 'news.unpublished');
    expect(unpublishing?.before).toMatchObject({ status: 'published', featured: true });
    expect(unpublishing?.after).toMatchObject({ status: 'unpublished', featured: false });
  });

  it('refuses a URL name another article has, under its field, and bad input with field errors', async () => {
    const editor = await signIn(ctx.app, ...EDITOR);
    const taken = await post(ctx.app, SAVE, editor, article({ urlName: 'nsw-grand-final-week' }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ urlName: 'Another article already has this URL name.' });
    for (const [payload, field] of [
      [article({ title: '' }), 'title'],
      [article({ urlName: 'two  words' }), 'urlName'],
      [article({ urlName: 'a--b' }), 'urlName'],
      [article({ states: ['NSW', 'NSW'] }), 'states'],
      [article({ states: ['XYZ'] }), 'states.0'],
      [article({ articleDate: '2026-02-30' }), 'articleDate'],
      [article({ status: 'scheduled' }), 'publishAt'],
      [article({ status: 'scheduled', publishAt: '2020-01-01T10:00:00+11:00' }), 'publishAt'],
      [article({ status: 'live' }), 'status'],
      [article({ id: 999_999 }), null],
    ] as const) {
      const refused = await post(ctx.app, SAVE, editor, payload);
      if (field === null) {
        expect(refused.statusCode).toBe(404);
        continue;
      }
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(refused.json().errors ?? {}), JSON.stringify(payload)).toContain(field);
    }
  });

  it('a NSW article scheduled for a time appears in the NSW news (not VIC) from that time, and the job marks it published', async () => {
    const editor = await signIn(ctx.app, ...EDITOR);
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 3_600_000);
    const scheduled = await post(
      ctx.app,
      SAVE,
      editor,
      article({ urlName: 'nsw-scheduled-story', status: 'scheduled', publishAt: at.toISOString() }),
    );
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', publishAt: at.toISOString() });
    // Now (an hour before): nobody sees it.
    expect(await newsNames(ctx.app, 'NSW')).not.toContain('nsw-scheduled-story');
    const names = async (state: string, now: Date) =>
      (await listNews(ctx.database.db, { stateShort: state }, now)).articles.map((a) => a.urlName);
    const justBefore = new Date(at.getTime() - 1);
    expect(await names('NSW', justBefore)).not.toContain('nsw-scheduled-story');
    await expect(getNewsArticle(ctx.database.db, 'nsw-scheduled-story', justBefore)).rejects.toThrow();
    // From its time on, whether the job has run or not: NSW sees it, VIC does not.
    expect(await names('NSW', at)).toContain('nsw-scheduled-story');
    expect(await names('VIC', at)).not.toContain('nsw-scheduled-story');
    expect((await getNewsArticle(ctx.database.db, 'nsw-scheduled-story', at)).name).toBe(
      'Sydney Spring Series: the final',
    );
    // The job: nothing is due before its time; at it, the article becomes published.
    expect(await publishDueArticles(ctx.database.db, justBefore)).toBe(0);
    expect(await publishDueArticles(ctx.database.db, at)).toBe(1);
    const [row] = await ctx.database.db
      .select()
      .from(articles)
      .where(eq(articles.urlName, 'nsw-scheduled-story'));
    expect(row?.status).toBe('published');
    expect(row?.publishAt?.toISOString()).toBe(at.toISOString());
  });

  it('previews the article as /news/{name} will show it, sanitised, with its related news, saving nothing', async () => {
    const editor = await signIn(ctx.app, ...EDITOR);
    const preview = await post(
      ctx.app,
      PREVIEW,
      editor,
      article({ urlName: 'preview-only', content: '<p onclick="x()">Preview</p><script>1</script>' }),
    );
    expect(preview.statusCode).toBe(200);
    const page = preview.json();
    expect(page).toMatchObject({
      name: 'Sydney Spring Series: the final',
      urlName: 'preview-only',
      content: '<p>Preview</p>',
    });
    expect(page.relatedArticles).toHaveLength(3);
    expect(
      (await get(ctx.app, `${LIST}`, editor)).json().map((a: { urlName: string }) => a.urlName),
    ).not.toContain('preview-only');
  });

  it('takes a banner and a logo, decoded and resized to the sizes the news pages show, and refuses what is not an image', async () => {
    const editor = await signIn(ctx.app, ...EDITOR);
    const member = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const created = (
      await post(ctx.app, SAVE, editor, article({ urlName: 'pictured-story', status: 'published' }))
    ).json();
    const png = multipart('wide.png', 'image/png', await picture(2400, 1200));
    expect((await upload(ctx.app, undefined, `id=${created.id}&kind=banner`, png)).statusCode).toBe(401);
    expect((await upload(ctx.app, member, `id=${created.id}&kind=banner`, png)).statusCode).toBe(403);

    const banner = await upload(ctx.app, editor, `id=${created.id}&kind=banner`, png);
    expect(banner.statusCode).toBe(200);
    const bannerUrl: string = banner.json().bannerUrl;
    expect(bannerUrl).toMatch(/^\/news-images\/[a-f0-9]{32}\.jpg$/);
    const served = await get(ctx.app, bannerUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1600,
      height: 560,
    });

    const logo = await upload(
      ctx.app,
      editor,
      `id=${created.id}&kind=logo`,
      multipart(
        'logo.jpg',
        'image/jpeg',
        await sharp(await picture(600, 300))
          .jpeg()
          .toBuffer(),
      ),
    );
    expect(logo.statusCode).toBe(200);
    const logoServed = await get(ctx.app, logo.json().logoUrl);
    expect(await sharp(logoServed.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 256,
      height: 256,
    });

    // Visitors see them at once.
    const page = (await get(ctx.app, '/umbraco/api/article/Get?name=pictured-story')).json();
    expect(page).toMatchObject({ bannerUrl, logoUrl: logo.json().logoUrl });

    // A second banner replaces the first, whose file goes.
    const again = await upload(ctx.app, editor, `id=${created.id}&kind=banner`, png);
    expect(again.json().bannerUrl).not.toBe(bannerUrl);
    expect((await get(ctx.app, bannerUrl)).statusCode).toBe(404);

    for (const [name, type, bytes] of [
      ['notes.txt', 'text/plain', Buffer.from('not an image at all')],
      ['fake.png', 'image/png', Buffer.from('\x89PNG\r\n\x1a\n broken')],
      [
        'drawing.svg',
        'image/svg+xml',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ],
    ] as const) {
      const refused = await upload(
        ctx.app,
        editor,
        `id=${created.id}&kind=banner`,
        multipart(name, type, bytes),
      );
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().errors, name).toEqual({ image: 'Please choose a JPG, PNG or WebP image.' });
    }
    expect((await upload(ctx.app, editor, 'id=999999&kind=banner', png)).statusCode).toBe(404);
    expect((await upload(ctx.app, editor, `id=${created.id}&kind=poster`, png)).statusCode).toBe(400);
    const trail = await ctx.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.entityId, String(created.id)));
    expect(trail.filter((row) => row.action === 'news.banner')).toHaveLength(2);
    expect(trail.filter((row) => row.action === 'news.logo')).toHaveLength(1);
  });
});
