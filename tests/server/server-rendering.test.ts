import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../src/client/app/entry-server';
import type { PageData } from '../../src/client/ssr/page-data';
import { SharedResponseCache } from '../../src/server/cache/shared-response-cache';
import { type BuildManifest, pageAssets } from '../../src/server/page-assets';
import {
  askedFromPhone,
  entryAfterFirstPaint,
  PageDrawer,
  pageCall,
  withRenderedPage,
} from '../../src/server/page-render';
import { formTokenFor } from '../../src/server/services/account';
import { EVENT_STATUS } from '../../src/shared/event-types';
import { drawingMayCall, type RenderedPageShape, ssrCallKey } from '../../src/shared/server-rendering';
import { describeOnEachDatabase, signIn, type TestApp } from './test-app';

const TEMPLATE = `<!doctype html><html><head><meta charset="UTF-8" /><title>APL</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
  </head><body><div id="root"></div></body></html>`;

describe('the page template for a page drawn on the server', () => {
  it('asks for the app only once the page has been painted', () => {
    const page = entryAfterFirstPaint(TEMPLATE);
    expect(page).not.toContain('<script type="module" crossorigin src=');
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">');
    const loader = /<script type="module" async>(.*)<\/script><\/body>/.exec(page)?.[1] ?? '';
    expect(loader).toContain('import("/assets/index-A.js")');
    expect(loader).toContain('["/assets/shared-B.js"]');
    expect(loader).toContain('"paint"');
    expect(entryAfterFirstPaint('<body><div id="root"></div></body>')).toBe(
      '<body><div id="root"></div></body>',
    );
  });

  it('asks for the scripts a few to a task, builds the locale data one formatter to a task, then imports the app', () => {
    const routeScripts = [
      '/assets/r1.js',
      '/assets/r2.js',
      '/assets/r3.js',
      '/assets/r4.js',
      '/assets/r5.js',
      '/assets/r6.js',
      '/assets/r7.js',
    ];
    const page = withRenderedPage(
      entryAfterFirstPaint(TEMPLATE),
      { html: '<main></main>', data: {} },
      { styles: [], scripts: routeScripts },
    );
    const meta = /<meta name="apl-page-scripts" content="([^"]*)">/.exec(page)?.[1] ?? '';
    const loader = /<script type="module" async>(.*)<\/script><\/body>/.exec(page)?.[1] ?? '';
    const happened: string[] = [];
    const tasks: (() => void)[] = [];
    const formatter = (name: string) =>
      class {
        constructor() {
          happened.push(name);
        }
        format() {}
        maximize() {}
      };
    const intl = {
      Locale: formatter('Locale'),
      NumberFormat: formatter('NumberFormat'),
      DateTimeFormat: formatter('DateTimeFormat'),
    };
    const document = {
      createElement: () => ({}),
      head: { append: (link: { href: string }) => happened.push(`preload ${link.href}`) },
      querySelector: (selector: string) =>
        selector === 'meta[name="apl-page-scripts"]' ? { content: meta.replaceAll('&#34;', '"') } : null,
    };
    const run = new Function(
      'document, PerformanceObserver, requestAnimationFrame, setTimeout, Intl, load',
      loader.replace('import(', 'load('),
    );
    run(
      document,
      { supportedEntryTypes: [] },
      (frame: () => void) => frame(),
      (task: () => void) => tasks.push(task),
      intl,
      (url: string) => happened.push(`import ${url}`),
    );
    const perTask: string[][] = [];
    for (let task = tasks.shift(); task; task = tasks.shift()) {
      const before = happened.length;
      task();
      if (happened.length > before) perTask.push(happened.slice(before));
    }
    expect(perTask).toEqual([
      ['preload /assets/shared-B.js'],
      routeScripts.slice(0, 6).map((src) => `preload ${src}`),
      [`preload ${routeScripts[6]}`],
      ['Locale'],
      ['NumberFormat'],
      ['DateTimeFormat'],
      ['import /assets/index-A.js'],
    ]);
  });

  it('carries the drawing in its root, its data beside it, its stylesheets and the list of its scripts in its head', () => {
    const data = { text: '</script><script>alert(1)</script>', price: '$& $1 $$' };
    const page = withRenderedPage(
      TEMPLATE,
      { html: '<main>Costs $5 &amp; $&</main>', data },
      { styles: ['/assets/Tabs-D.css'], scripts: ['/assets/Tabs-E.js'] },
    );
    expect(page).toContain('<div id="root"><main>Costs $5 &amp; $&</main></div>');
    const json = /<script type="application\/json" id="apl-page-data">(.*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual(data);
    expect(page).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/Tabs-D.css"><meta name="apl-page-scripts" content="[&#34;/assets/Tabs-E.js&#34;]"></head>',
    );
  });

  it("names the stylesheets and scripts of the page's routes beyond the entry's, each once", () => {
    const manifest: BuildManifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_shared.js'],
        css: ['assets/index.css'],
      },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
      '_tabs.js': { file: 'assets/tabs.js', imports: ['_shared.js'], css: ['assets/tabs.css'] },
      'src/client/features/event/event-route.tsx': {
        file: 'assets/event-route.js',
        imports: ['_tabs.js', '_shared.js'],
        css: ['assets/event.css', 'assets/tabs.css'],
      },
    };
    expect(pageAssets(manifest, ['src/client/features/event/event-route.tsx', 'unknown.tsx'])).toEqual({
      styles: ['/assets/event.css', '/assets/tabs.css'],
      scripts: ['/assets/event-route.js', '/assets/tabs.js'],
    });
  });

  it("starts from a phone's layout when the browser says it is one", () => {
    const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;
    expect(askedFromPhone(request({ 'sec-ch-ua-mobile': '?1' }))).toBe(true);
    expect(askedFromPhone(request({ 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile' }))).toBe(
      true,
    );
    expect(askedFromPhone(request({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)' }))).toBe(true);
    expect(
      askedFromPhone(request({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)', 'sec-ch-ua-mobile': '?0' })),
    ).toBe(false);
  });

  it('lets a page read while it is drawn, nothing else: searches are reads, saving a game is not', () => {
    expect(drawingMayCall('GET', 'Membership/GetPTCSummary')).toBe(true);
    expect(drawingMayCall('POST', 'event/searchevents')).toBe(true);
    expect(drawingMayCall('POST', 'Leaderboard/search?x=1')).toBe(true);
    expect(drawingMayCall('POST', 'Membership/AddFavoriteGame?eventId=1')).toBe(false);
    expect(drawingMayCall('DELETE', 'Membership/DeleteFavoriteGame?eventId=1')).toBe(false);
    expect(drawingMayCall('POST', 'membership/transferPTC')).toBe(false);
  });
});

describe('pages drawn for visitors are shared; at most a few are drawn at once', () => {
  const request = (url: string) =>
    ({
      url,
      ip: '127.0.0.1',
      headers: {},
      cookies: {},
      log: { warn: () => {} },
    }) as unknown as FastifyRequest;
  const visitor = { apiBase: '/umbraco/api', mapsKey: '', formToken: '', member: null };
  const page = (html: string): RenderedPageShape => ({
    kind: 'page',
    status: 200,
    html,
    data: {},
    modules: [],
    calls: [],
  });
  /** A drawing that waits until released, counting how often it ran. */
  function heldDrawing(result: (url: string) => RenderedPageShape) {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const urls: string[] = [];
    const draw = async ({ url }: { url: string }) => {
      urls.push(url);
      await held;
      return result(url);
    };
    return { draw, urls, release: () => release() };
  }
  const drawer = (draw: ConstructorParameters<typeof PageDrawer>[0]['draw'], maxDrawing = 4) =>
    new PageDrawer({
      draw,
      template: TEMPLATE,
      manifest: {},
      pages: new SharedResponseCache(60_000),
      maxDrawing,
    });
  const app = {} as never;

  it("draws a visitor's page once for everyone who asks meanwhile, keeps it, and a member's every time", async () => {
    const drawing = heldDrawing((url) => page(`<main>${url}</main>`));
    const pages = drawer(drawing.draw);
    const asked = [
      pages.serve(app, request('/news'), visitor, ''),
      pages.serve(app, request('/news'), visitor, ''),
    ];
    drawing.release();
    const [first, second] = await Promise.all(asked);
    expect(String(first?.kind === 'page' && first.body)).toContain('<main>/news</main>');
    expect(second).toEqual(first);
    await pages.serve(app, request('/news'), visitor, '');
    expect(drawing.urls).toEqual(['/news']);
    const member = { ...visitor, formToken: 'token' };
    await pages.serve(app, request('/news'), member, '');
    await pages.serve(app, request('/news'), member, '');
    expect(drawing.urls).toEqual(['/news', '/news', '/news']);
  });

  it('leaves a page to the browser while as many as it draws at once are being drawn', async () => {
    const drawing = heldDrawing((url) => page(url));
    const pages = drawer(drawing.draw, 2);
    const asked = ['/a', '/b', '/c'].map((url) => pages.serve(app, request(url), visitor, ''));
    expect(await asked[2]).toBeNull();
    drawing.release();
    expect((await Promise.all(asked)).map((served) => served?.kind ?? 'browser')).toEqual([
      'page',
      'page',
      'browser',
    ]);
  });

  it('sends a redirect as one, and keeps none', async () => {
    const drawing = heldDrawing(() => ({ kind: 'redirect', status: 302, location: '/page-not-found' }));
    drawing.release();
    const pages = drawer(drawing.draw);
    for (let i = 0; i < 2; i++) {
      expect(await pages.serve(app, request('/nowhere'), visitor, '')).toEqual({
        kind: 'redirect',
        status: 302,
        location: '/page-not-found',
      });
    }
    expect(drawing.urls).toEqual(['/nowhere', '/nowhere']);
  });
});

/** What the server knows of a browser's request for a page: its address, its cookies, a phone or not. */
function browserRequest(url: string, cookie?: string) {
  return { url, ip: '127.0.0.1', headers: cookie ? { cookie } : {} } as unknown as FastifyRequest;
}

/** Draws a page as the server does; a member's as `account/getLoggedMember` answers for the session. */
async function draw(
  app: TestApp,
  url: string,
  cookie?: string,
  storedLocation: string | null = null,
): Promise<RenderedPageShape> {
  const token = cookie ? decodeURIComponent(cookie.split('=').slice(1).join('=')) : '';
  const member = cookie
    ? (
        await app.inject({ method: 'GET', url: '/umbraco/api/account/getLoggedMember', headers: { cookie } })
      ).json()
    : null;
  return renderPage({
    url,
    apiBase: '/umbraco/api',
    formToken: token ? formTokenFor(token) : '',
    member,
    mapsKey: '',
    now: Date.now(),
    mobile: true,
    storedLocation,
    call: pageCall(app, browserRequest(url, cookie)),
  });
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describeOnEachDatabase('pages drawn on the server', (ctx) => {
  it("draws an event page with its details and its sections' data, for the browser to take over", async () => {
    const search = await ctx.app.inject({
      method: 'POST',
      url: '/umbraco/api/event/searchevents',
      payload: { stateId: 1, fromDate: day(1), toDate: day(7) },
    });
    const game = (search.json() as { id: number; title: string; eventStatusId: number }[]).find(
      (g) => g.eventStatusId === EVENT_STATUS.active,
    );
    if (!game) throw new Error('The seed has no active game in the coming week');
    const page = await draw(ctx.app, `/event/${game.id}`);
    if (page.kind !== 'page') throw new Error(`Expected a page, got ${page.kind}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<h1`);
    expect(page.html).toContain(game.title.replace(/&/g, '&amp;'));
    expect(page.modules).toContain('src/client/features/event/event-route.tsx');
    expect(page.calls).toContain(ssrCallKey('GET', `Event/GetById?eventId=${game.id}`, undefined));
    const data = page.data as PageData;
    expect(Object.values(data.router.loaderData ?? {})).toContainEqual(
      expect.objectContaining({ id: game.id }),
    );
    expect(data.member).toBeNull();
    // The event page's own machine ran to its answers: the leaderboard is drawn, not its loader.
    const snapshots = Object.values(data.actors) as { status: string; value?: unknown }[];
    expect(snapshots.length).toBeGreaterThan(0);
    expect(snapshots.every((s) => s.status === 'active')).toBe(true);
    expect(JSON.stringify(snapshots)).toContain('"leaderboard":"shown"');
  });

  it("draws a member's own profile for the member, and sends a visitor to log in", async () => {
    const cookie = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const page = await draw(ctx.app, '/profile/ptc', cookie);
    if (page.kind !== 'page') throw new Error(`Expected a page, got ${page.kind}`);
    expect((page.data as PageData).member).toMatchObject({ firstName: expect.any(String) });
    expect(page.html).toContain('PTC Summary');
    expect(page.calls).toContain(ssrCallKey('GET', 'Membership/GetPTCSummary', undefined));

    expect(await draw(ctx.app, '/profile/ptc')).toEqual({
      kind: 'redirect',
      status: 302,
      location: `/login?${new URLSearchParams({ returnUrl: '/profile/ptc' })}`,
    });
  });

  it('sends an address the app does not have to the not-found page', async () => {
    for (const url of ['/no-such-page', '/event', '/test']) {
      expect(await draw(ctx.app, url)).toMatchObject({ kind: 'redirect', location: '/page-not-found' });
    }
  });

  it('answers with a redirect where the page, once drawn with its data, sends the visitor elsewhere', async () => {
    for (const url of ['/venue/no-such-venue', '/major-events/no-such-event', '/types/no-such-type']) {
      expect(await draw(ctx.app, url), url).toEqual({
        kind: 'redirect',
        status: 302,
        location: '/page-not-found',
      });
    }
    expect(await draw(ctx.app, '/tickets/purchase?eventId=12')).toEqual({
      kind: 'redirect',
      status: 302,
      location: `/redeem/verify?returnUrl=${encodeURIComponent('/redeem/event/12')}`,
    });
  });

  it('draws the home page for the place the visitor chose, and names that place in the page for the browser', async () => {
    const firstMajorEvent = async (state: string) =>
      (
        (
          await ctx.app.inject({ method: 'GET', url: `/umbraco/api/majorevent/getall?state=${state}` })
        ).json() as { name: string }[]
      )[0]?.name ?? '';
    const [nsw, vic] = [await firstMajorEvent('NSW'), await firstMajorEvent('VIC')];
    expect(nsw).not.toBe('');
    const chosen = { stateId: 2, regionId: null, coords: null, stateName: 'NSW', regionName: null };
    const page = await draw(ctx.app, '/', undefined, JSON.stringify(chosen));
    if (page.kind !== 'page') throw new Error(`Expected a page, got ${page.kind}`);
    expect((page.data as PageData).location).toEqual(chosen);
    expect(page.html).toContain(nsw);
    expect(page.html).not.toContain(vic);

    const unchosen = await draw(ctx.app, '/');
    if (unchosen.kind !== 'page') throw new Error(`Expected a page, got ${unchosen.kind}`);
    expect((unchosen.data as PageData).location).toBeNull();
  });

  it("draws a member's favourites from the session: My Poker Games and the hearts, and the list for the browser", async () => {
    const cookie = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const search = await ctx.app.inject({
      method: 'POST',
      url: '/umbraco/api/event/searchevents',
      payload: { stateId: 1, fromDate: day(1), toDate: day(7) },
    });
    const game = (search.json() as { id: number; title: string; eventStatusId: number }[]).find(
      (g) => g.eventStatusId === EVENT_STATUS.active,
    );
    if (!game) throw new Error('The seed has no active game in the coming week');
    const favourite = (method: 'POST' | 'DELETE', name: string) =>
      ctx.app.inject({
        method,
        url: `/umbraco/api/Membership/${name}?eventId=${game.id}`,
        headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
      });
    expect((await favourite('POST', 'AddFavoriteGame')).statusCode).toBeLessThan(300);
    try {
      const page = await draw(ctx.app, '/', cookie);
      if (page.kind !== 'page') throw new Error(`Expected a page, got ${page.kind}`);
      expect(page.calls).toContain(ssrCallKey('GET', 'Membership/GetFavoriteGames', undefined));
      const myGames = /data-testid="my-poker-games"(.*?)<\/section>/s.exec(page.html)?.[1] ?? '';
      expect(myGames).toContain(game.title.replace(/&/g, '&amp;'));
      expect(page.html).toContain(`Remove ${game.title.replace(/&/g, '&amp;')} from My Poker Games`);
      const snapshots = Object.values((page.data as PageData).actors);
      expect(snapshots).toContainEqual(
        expect.objectContaining({
          value: 'ready',
          context: expect.objectContaining({ favourites: [expect.objectContaining({ id: game.id })] }),
        }),
      );
    } finally {
      await favourite('DELETE', 'DeleteFavoriteGame');
    }
    // A visitor has none to load: a page without data of its own is drawn once, with no actor to run first.
    const visitor = await draw(ctx.app, '/accountDeleteRequest');
    if (visitor.kind !== 'page') throw new Error(`Expected a page, got ${visitor.kind}`);
    expect((visitor.data as PageData).actors).toEqual({});
  });

  it("calls the API as the visitor's browser would, and never for a write", async () => {
    const cookie = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const call = pageCall(ctx.app, browserRequest('/', cookie));
    const member = await call('GET', 'account/getLoggedMember', undefined);
    expect(member).toMatchObject({ status: 200, body: { firstName: expect.any(String) } });
    expect(
      (await pageCall(ctx.app, browserRequest('/'))('GET', 'account/getLoggedMember', undefined)).status,
    ).toBe(401);
    const saved = await call('POST', 'Membership/AddFavoriteGame?eventId=1', null);
    expect(saved.status).toBe(405);
    const favourites = await call('GET', 'Membership/GetFavoriteGames', undefined);
    expect(favourites.body).not.toContainEqual(expect.objectContaining({ id: 1 }));
  });
});
