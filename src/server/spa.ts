import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../shared/api-prefix';
import type { RenderPage } from '../shared/server-rendering';
import { SharedResponseCache } from './cache/shared-response-cache';
import { CLIENT_DIST, ROOT_DIR } from './client-build';
import type { SpaHandler } from './errors';
import { readManifest } from './page-assets';
import {
  entryAfterFirstPaint,
  escapeAttr,
  loadBuiltDrawer,
  type PageConfig,
  PageDrawer,
  type ServedPage,
  withRuntimeConfig,
} from './page-render';
import { formTokenFor, toLoggedMember } from './services/account';

/** The built page (dist/client/index.html), which every app route is served from. */
export const builtPage = () => readFileSync(path.join(CLIENT_DIST, 'index.html'), 'utf8');

/** The built page in both its forms (drawn on the server or not): the scripts written into either. */
export const builtPages = () => {
  const page = builtPage();
  return `${page}${entryAfterFirstPaint(page)}`;
};

/** CSP sources for the scripts written into a page (the prefetch script): the hash of each. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script type="module" async>([\s\S]*?)<\/script>/g)].map(
    ([, code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/**
 * The served page tells the SPA its API base and whether a session exists (the HttpOnly session cookie
 * is invisible to scripts), carrying the form token the log-out form needs; a page drawn here is drawn for the
 * member found (as `account/getLoggedMember` answers).
 */
async function runtimeConfigOf(request: FastifyRequest, apiBase: string, mapsKey = ''): Promise<PageConfig> {
  const member = await request.currentMember();
  const token = request.sessionToken();
  if (!member || !token) return { apiBase, mapsKey, formToken: '', member: null };
  return { apiBase, mapsKey, formToken: formTokenFor(token), member: toLoggedMember(member) };
}

function runtimeConfigTags({ apiBase, mapsKey, formToken }: PageConfig) {
  const maps = mapsKey ? `<meta name="apl-maps-key" content="${escapeAttr(mapsKey)}">` : '';
  return `<meta name="apl-api-base" content="${escapeAttr(apiBase)}"><meta name="apl-session" content="${formToken}">${maps}`;
}

/** Finds a major event's banner by URL name: the database in the app, a fake in tests. */
export type BannerLookup = (urlName: string, aplpt: boolean) => Promise<string | null>;

const MAJOR_EVENT_PAGE = /^\/(major-events|aplpt)\/([^/?#]+)\/?(?:[?#]|$)/i;

/**
 * Images a page draws first and largest, asked for with the page itself instead of after the app, its route
 * and its data: a major event page's banner. Only the site's own paths (`/media/...`).
 */
export async function pagePreloads(url: string, banner: BannerLookup): Promise<string> {
  const match = MAJOR_EVENT_PAGE.exec(url);
  if (!match?.[2]) return '';
  let name: string;
  try {
    name = decodeURIComponent(match[2]);
  } catch {
    return '';
  }
  if (name.length > 200) return '';
  const src = await banner(name, match[1]?.toLowerCase() === 'aplpt');
  if (!src || !src.startsWith('/') || src.startsWith('//')) return '';
  return `<link rel="preload" as="image" href="${escapeAttr(src)}" fetchpriority="high">`;
}

/** The app's server entry, loaded through Vite in development (built to dist/ssr otherwise). */
const SERVER_ENTRY = '/src/client/app/entry-server.tsx';

/** How many pages are drawn at once (each is a few tens of milliseconds of work); more go to the browser. */
const MAX_DRAWING = 4;

function sendPage(reply: FastifyReply, page: Extract<ServedPage, { kind: 'page' }>) {
  reply.status(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-store');
  if (page.encoding) reply.header('content-encoding', page.encoding).header('vary', 'accept-encoding');
  return reply.send(page.body);
}

/**
 * The page for an app route: drawn on the server when it can be (a redirect a loader asks for is sent as one),
 * else the bare app for the browser to draw.
 */
async function appPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  page: {
    template: string;
    drawer: PageDrawer | null;
    apiBase: string;
    mapsKey?: string;
    banner: BannerLookup;
  },
) {
  const [config, preloads] = await Promise.all([
    runtimeConfigOf(request, page.apiBase, page.mapsKey),
    pagePreloads(request.url, page.banner),
  ]);
  const tags = `${runtimeConfigTags(config)}${preloads}`;
  // Drawn only against this server's own API: with another backend its answers are the browser's to fetch.
  const served =
    page.drawer && page.apiBase === API_PREFIX ? await page.drawer.serve(app, request, config, tags) : null;
  if (served?.kind === 'redirect') return reply.redirect(served.location, served.status);
  return sendPage(
    reply,
    served ?? { kind: 'page', status: 200, body: withRuntimeConfig(page.template, tags) },
  );
}

/** Serves the built SPA (or Vite in dev) and returns the history-fallback handler for app routes. */
export async function registerSpa(
  app: FastifyInstance,
  options: {
    dev: boolean;
    apiBase: string;
    mapsKey?: string;
    banner: BannerLookup;
    /** Where visitors' drawn pages are kept, with the API's shared answers. */
    pages: SharedResponseCache;
  },
): Promise<SpaHandler> {
  if (options.dev) {
    const [{ createServer }, middie] = await Promise.all([import('vite'), import('@fastify/middie')]);
    // Hot-reload messages share the app's own port, so dev needs one port like production.
    const vite = await createServer({
      root: ROOT_DIR,
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    await app.register(middie.default);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    return async (request, reply) => {
      const template = await vite.transformIndexHtml(
        request.url,
        readFileSync(path.join(ROOT_DIR, 'index.html'), 'utf8'),
      );
      const { renderPage } = (await vite.ssrLoadModule(SERVER_ENTRY)) as { renderPage: RenderPage };
      // In development the stylesheets come with the scripts (Vite injects them): none to name; nothing kept.
      const drawer = new PageDrawer({
        draw: renderPage,
        template,
        manifest: {},
        pages: new SharedResponseCache(0),
        maxDrawing: MAX_DRAWING,
      });
      return appPage(app, request, reply, { ...options, template, drawer });
    };
  }

  const template = builtPage();
  const draw = await loadBuiltDrawer();
  const drawer =
    draw &&
    new PageDrawer({
      draw,
      template: entryAfterFirstPaint(template),
      manifest: readManifest(CLIENT_DIST),
      pages: options.pages,
      maxDrawing: MAX_DRAWING,
    });
  await app.register(fastifyStatic, {
    root: CLIENT_DIST,
    index: false,
    wildcard: true,
    // The build writes .br and .gz beside scripts and stylesheets (vite.config.ts): sent as they are.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  const servePage: SpaHandler = (request, reply) =>
    appPage(app, request, reply, { ...options, template, drawer });
  // The static handler would answer the bare root (a directory) with 403.
  app.get('/', servePage);
  return servePage;
}
