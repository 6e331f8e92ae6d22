import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../shared/api-prefix';
import { LOCATION_COOKIE } from '../shared/location-cookie';
import {
  drawingMayCall,
  PAGE_DATA_ID,
  PAGE_SCRIPTS_META,
  type PageCall,
  type PageRequestShape,
  type RenderedPageShape,
  type RenderPage,
  SSR_CALLS_META,
} from '../shared/server-rendering';
import { CACHE_TAGS } from './cache/cache-tags';
import { acceptedEncoding, type Encoding, type SharedResponseCache } from './cache/shared-response-cache';
import { SERVER_DIST } from './client-build';
import { type BuildManifest, type PageAssets, pageAssets } from './page-assets';

/** The server's build of the app (dist/ssr), or null when there is none (the browser then draws every page). */
export async function loadBuiltDrawer(): Promise<RenderPage | null> {
  const file = path.join(SERVER_DIST, 'entry-server.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

/**
 * The API answered in-process for a page being drawn: as the visitor's browser would call it (its cookies, its
 * address for the API's per-client limits), reads only.
 */
export function pageCall(app: FastifyInstance, request: FastifyRequest): PageCall {
  return async (method, apiPath, json) => {
    if (!drawingMayCall(method, apiPath))
      return { status: 405, body: { message: 'Not while drawing a page' } };
    const response = await app.inject({
      method: method as 'GET' | 'POST',
      url: `${API_PREFIX}/${apiPath}`,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(json === undefined ? {} : { payload: JSON.stringify(json) }),
    });
    let body: unknown = response.body;
    try {
      body = response.json();
    } catch {
      // not JSON: the text as it is
    }
    return { status: response.statusCode, body };
  };
}

/** What a page is served with, from its request: the runtime config, and the member it is drawn for. */
export type PageConfig = Pick<PageRequestShape, 'apiBase' | 'mapsKey' | 'formToken' | 'member'>;

const PHONE = /\b(Mobi|Android|iPhone|iPod)/;

/** The browser says it is a phone: the page is drawn with a phone's layout until it can measure the screen. */
export const askedFromPhone = (request: FastifyRequest) =>
  request.headers['sec-ch-ua-mobile'] === '?1' || PHONE.test(request.headers['user-agent'] ?? '');

/** Draws the page asked for; a failure leaves it to the browser (logged), as before pages were drawn here. */
export async function renderPageFor(
  app: FastifyInstance,
  request: FastifyRequest,
  draw: RenderPage,
  config: PageConfig,
): Promise<RenderedPageShape> {
  try {
    return await draw({
      url: request.url,
      ...config,
      now: Date.now(),
      mobile: askedFromPhone(request),
      storedLocation: request.cookies[LOCATION_COOKIE] ?? null,
      call: pageCall(app, request),
    });
  } catch (error) {
    request.log.warn({ kind: (error as Error)?.name, url: request.url }, 'drawing the page failed');
    return { kind: 'client' };
  }
}

export const escapeAttr = (text: string) => text.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** JSON inside a script element: no `</script>` or comment opener can end it early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const PAGE_ROOT = '<div id="root"></div>';

/** The page's charset declaration (index.html): the runtime config goes right after it, before the prefetch script. */
const PAGE_CHARSET = '<meta charset="UTF-8" />';

/** The page with the server's meta tags (its runtime config) right after its charset. */
export const withRuntimeConfig = (html: string, tags: string) =>
  html.replace(PAGE_CHARSET, () => `${PAGE_CHARSET}${tags}`);

/** The page with the server's drawing in its root, its data beside it and its routes' assets named in its head. */
export function withRenderedPage(
  html: string,
  drawn: { html: string; data: unknown },
  assets: PageAssets,
): string {
  const links = [
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttr(href)}">`),
    `<meta name="${PAGE_SCRIPTS_META}" content="${escapeAttr(JSON.stringify(assets.scripts))}">`,
  ].join('');
  // Replaced by functions: a `$` in the page or its data is not a replacement pattern.
  return html
    .replace('</head>', () => `${links}</head>`)
    .replace(
      PAGE_ROOT,
      () =>
        `<div id="root">${drawn.html}</div><script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(drawn.data)}</script>`,
    );
}

/** Scripts asked for in one task by the page's loader (entryAfterFirstPaint). */
const PRELOADS_PER_TASK = 6;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The page template for pages drawn here: the app's scripts are asked for only once the page has been painted
 * (the browser reports its first paint; without such reports, a frame later; in a tab never painted, after a
 * while). The page is readable without them: asked for with the page, they would share the phone's slow link
 * with the stylesheets and run before the browser paints (a browser runs scripts that are ready first).
 */
export function entryAfterFirstPaint(template: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return template;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  // Each step is a task of its own, short enough not to keep a tap waiting on a phone. First the scripts, the
  // entry's then the page's routes' (a few to a task: each asked for is a fraction of a millisecond, and a page has
  // twenty), so they download beside the entry; the app's own loader finds them asked for already. Then the
  // browser's first formatters, which load its locale's data (ICU, tens of milliseconds on a phone): built here,
  // before the app's code, they do not lengthen its first render.
  const steps = [
    `p(${JSON.stringify(preloads)})`,
    `p(JSON.parse(document.querySelector('meta[name="${PAGE_SCRIPTS_META}"]')?.content??"[]"))`,
    'new Intl.Locale("en-AU").maximize()',
    'new Intl.NumberFormat("en-AU").format(1)',
    'new Intl.DateTimeFormat("en-AU",{weekday:"short",timeZone:"Australia/Sydney"}).format(0)',
    `import(${JSON.stringify(entry)})`,
  ];
  const loader =
    `let s=0;const go=()=>{if(s++)return;const t=[${steps.map((step) => `()=>${step}`).join(',')}];` +
    `const p=(a)=>{for(const h of a.slice(0,${PRELOADS_PER_TASK})){const l=document.createElement("link");` +
    `l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.append(l)}if(a.length>${PRELOADS_PER_TASK})t.unshift(()=>p(a.slice(${PRELOADS_PER_TASK})))};` +
    `const n=()=>{const f=t.shift();if(f){f();setTimeout(n)}};n()};` +
    `if(PerformanceObserver.supportedEntryTypes?.includes("paint"))` +
    `new PerformanceObserver((_,o)=>{o.disconnect();setTimeout(go)}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(()=>setTimeout(go));setTimeout(go,3000)`;
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `<script type="module" async>${loader}</script></body>`);
}

/** A page drawn here, as it goes out: a redirect, or the HTML (compressed when it was shared). */
export type ServedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; body: string | Buffer; encoding?: Encoding };

/** A drawing that is not the same for every visitor (a redirect, a page the browser draws): not shared. */
class NotShared extends Error {
  constructor(readonly drawn: RenderedPageShape) {
    super('not shared');
  }
}

/**
 * Draws the app's pages for the server's answers. A visitor's page is the same for every visitor who asks for
 * the same address with the same place and kind of screen: it is kept with the API's shared answers (dropped by
 * the same writes, cache/cache-tags.ts) and drawn once for visitors asking meanwhile. At most `maxDrawing`
 * pages are drawn at once: beyond that a page goes out for the browser to draw, as it would without this.
 */
export class PageDrawer {
  private drawing = 0;

  constructor(
    private readonly options: {
      draw: RenderPage;
      /** The template for pages drawn here (entryAfterFirstPaint). */
      template: string;
      manifest: BuildManifest;
      pages: SharedResponseCache;
      maxDrawing: number;
    },
  ) {}

  /** The page for the request; null when the browser is to draw it. `tags`: the runtime config's meta tags. */
  async serve(
    app: FastifyInstance,
    request: FastifyRequest,
    config: PageConfig,
    tags: string,
  ): Promise<ServedPage | null> {
    const draw = async (): Promise<RenderedPageShape> => {
      if (this.drawing >= this.options.maxDrawing) return { kind: 'client' };
      this.drawing += 1;
      try {
        return await renderPageFor(app, request, this.options.draw, config);
      } finally {
        this.drawing -= 1;
      }
    };
    if (config.formToken) return this.served(await draw(), tags);
    const key = `page ${request.url} ${askedFromPhone(request)} ${request.cookies[LOCATION_COOKIE] ?? ''}`;
    try {
      const shared = await this.options.pages.encoded(
        key,
        CACHE_TAGS,
        async () => {
          const drawn = await draw();
          if (drawn.kind !== 'page' || drawn.status !== 200) throw new NotShared(drawn);
          return this.html(drawn, tags);
        },
        acceptedEncoding(request.headers['accept-encoding']),
      );
      return { kind: 'page', status: 200, ...shared };
    } catch (error) {
      if (error instanceof NotShared) return this.served(error.drawn, tags);
      throw error;
    }
  }

  private served(drawn: RenderedPageShape, tags: string): ServedPage | null {
    if (drawn.kind === 'client') return null;
    if (drawn.kind === 'redirect') return drawn;
    return { kind: 'page', status: drawn.status, body: this.html(drawn, tags) };
  }

  private html(drawn: Extract<RenderedPageShape, { kind: 'page' }>, tags: string): string {
    const answered = `<meta name="${SSR_CALLS_META}" content="${escapeAttr(JSON.stringify(drawn.calls))}">`;
    return withRenderedPage(
      withRuntimeConfig(this.options.template, `${tags}${answered}`),
      drawn,
      pageAssets(this.options.manifest, drawn.modules),
    );
  }
}
