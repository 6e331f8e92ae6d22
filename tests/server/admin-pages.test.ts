import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { staffAudit } from '../../src/server/db/schema';
import { describeOnEachDatabase, signIn, type TestApp } from './test-app';

const EDITOR = ['editor@example.com', 'Editor#2026'] as const;
const ADMIN = ['admin@example.com', 'Admin#2026'] as const;
const LIST = '/umbraco/api/Admin/Pages';
const ONE = '/umbraco/api/Admin/Page';
const SAVE = '/umbraco/api/Admin/SavePage';
const PREVIEW = '/umbraco/api/Admin/PreviewPage';
const MENU = '/umbraco/api/Article/ListGeneralArticles';
const PUBLIC = '/umbraco/api/article/GetGeneralArticle';
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

const page = (overrides: Record<string, unknown> = {}) => ({
  title: 'Host a League Night',
  urlName: 'host-a-league-night',
  excerpt: 'Bring the league to your pub.',
  content: '<h1>Why host</h1><p>Full tables on a <strong>Tuesday</strong>.</p><script>alert(1)</script>',
  showInNavbar: true,
  navOrder: 0,
  status: 'draft',
  ...overrides,
});

const menuNames = async (app: TestApp) =>
  (await get(app, MENU))
    .json()
    .filter((a: { showInNavbar: boolean }) => a.showInNavbar)
    .map((a: { name: string }) => a.name);

describeOnEachDatabase('the league office: About pages (issue 34)', (ctx) => {
  it('answers a visitor 401, and a member or a director 403', async () => {
    const member = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const director = await signIn(ctx.app, 'director@example.com', 'Director#2026');
    expect((await get(ctx.app, LIST)).statusCode).toBe(401);
    expect((await get(ctx.app, LIST, member)).statusCode).toBe(403);
    expect((await get(ctx.app, `${ONE}?id=1`, director)).json()).toEqual({
      message: 'Only content editors may do this.',
    });
    expect((await post(ctx.app, SAVE, undefined, page())).statusCode).toBe(401);
    expect((await post(ctx.app, SAVE, director, { bad: 1 })).statusCode).toBe(403);
  });

  it('lists the seeded pages for editors and admins, in the menu order (by name at one order)', async () => {
    const editor = await signIn(ctx.app, ...EDITOR);
    const admin = await signIn(ctx.app, ...ADMIN);
    const pages = (await get(ctx.app, LIST, editor)).json();
    expect(pages.map((p: { title: string }) => p.title).slice(0, 3)).toEqual([
      'About APL',
      'FAQs',
      'Privacy Policy',
    ]);
    expect(pages[0]).toMatchObject({
      urlName: 'about-us',
      status: 'published',
      showInNavbar: true,
      navOrder: 0,
    });
    expect((await get(ctx.app, LIST, admin)).statusCode).toBe(200);
    expect((await get(ctx.app, `${ONE}?id=999999`, editor)).statusCode).toBe(404);
  });

  it('creates a draft visitors cannot see, publishes it into the menu at its order at once, and unpublishes it', async () => {
    const editor = await signIn(ctx.app, ...EDITOR);
    // Read once so the shared answer is cached: the writes below must drop it.
    expect(await menuNames(ctx.app)).not.toContain('Host a League Night');

    const created = await post(ctx.app, SAVE, editor, page({ urlName: 'Host-A-League-Night' }));
    expect(created.statusCode).toBe(200);
    const saved = created.json();
    expect(saved).toMatchObject({ urlName: 'host-a-league-night', status: 'draft', navOrder: 0 });
    expect(saved.content).toBe('<h2>Why host</h2><p>Full tables on a <strong>Tuesday</strong>.</p>');
    expect(await menuNames(ctx.app)).not.toContain('Host a League Night');
    expect((await get(ctx.app, `${PUBLIC}?name=host-a-league-night`)).statusCode).toBe(404);
    expect((await get(ctx.app, `${ONE}?id=${saved.id}`, editor)).json()).toEqual(saved);

    const published = await post(ctx.app, SAVE, editor, page({ id: saved.id, status: 'published' }));
    expect(published.json().status).toBe('published');
    // Order 0, by name: between 'FAQs' and 'Privacy Policy'.
    expect((await menuNames(ctx.app)).slice(0, 4)).toEqual([
      'About APL',
      'FAQs',
      'Host a League Night',
      'Privacy Policy',
    ]);
    const shown = (await get(ctx.app, `${PUBLIC}?name=host-a-league-night`)).json();
    expect(shown).toMatchObject({ name: 'Host a League Night', content: saved.content });

    await post(ctx.app, SAVE, editor, page({ id: saved.id, status: 'published', navOrder: 50 }));
    expect((await menuNames(ctx.app)).at(-1)).toBe('Host a League Night');
    await post(
      ctx.app,
      SAVE,
      editor,
      page({ id: saved.id, status: 'published', navOrder: 50, showInNavbar: false }),
    );
    expect(await menuNames(ctx.app)).not.toContain('Host a League Night');
    expect((await get(ctx.app, `${PUBLIC}?name=host-a-league-night`)).statusCode).toBe(200);

    const unpublished = await post(ctx.app, SAVE, editor, page({ id: saved.id, status: 'unpublished' }));
    expect(unpublished.json().status).toBe('unpublished');
    expect((await get(ctx.app, `${PUBLIC}?name=host-a-league-night`)).statusCode).toBe(404);

    const trail = await ctx.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.entityId, String(saved.id)));
    expect(trail.map((row) => row.action).sort()).toEqual([
      'page.create',
      'page.published',
      'page.unpublished',
      'page.update',
      'page.update',
    ]);
    const unpublishing = trail.find((row) => row.action === 'page.unpublished');
    expect(unpublishing?.before).toMatchObject({ status: 'published', showInNavbar: false, navOrder: 50 });
    expect(unpublishing?.after).toMatchObject({ status: 'unpublished', showInNavbar: true, navOrder: 0 });
  });

  it('refuses a URL name another About page has, and bad fields, each under its field', async () => {
    const editor = await signIn(ctx.app, ...EDITOR);
    const taken = await post(ctx.app, SAVE, editor, page({ urlName: 'faq' }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      message: 'Another About page already has this URL name.',
      errors: { urlName: 'Another About page already has this URL name.' },
    });
    const bad = await post(
      ctx.app,
      SAVE,
      editor,
      page({ title: '', urlName: 'not ok!', navOrder: 1000, status: 'scheduled' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['navOrder', 'status', 'title', 'urlName']);
    expect((await post(ctx.app, SAVE, editor, page({ id: 999999 }))).statusCode).toBe(404);
  });

  it('previews the page as /about/{slug} will show it, sanitised, without saving it', async () => {
    const editor = await signIn(ctx.app, ...EDITOR);
    const preview = await post(ctx.app, PREVIEW, editor, page({ urlName: 'preview-only' }));
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      name: 'Host a League Night',
      urlName: 'preview-only',
      content: '<h2>Why host</h2><p>Full tables on a <strong>Tuesday</strong>.</p>',
      bannerUrl: null,
    });
    expect((await get(ctx.app, `${PUBLIC}?name=preview-only`)).statusCode).toBe(404);
  });
});
