import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_DIST, ROOT_DIR } from './client-build';
import type { SpaHandler } from './errors';
import { formTokenFor } from './services/account';

/** The built page (dist/client/index.html), which every app route is served from. */
export const builtPage = () => readFileSync(path.join(CLIENT_DIST, 'index.html'), 'utf8');

/** CSP sources for the scripts written into a page (the early-requests script): the hash of each. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script type="module" async>([\s\S]*?)<\/script>/g)].map(
    ([, code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );
}

const escapeAttr = (text: string) => text.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The served page tells the SPA its API base and whether a session exists (the HttpOnly session cookie
 * is invisible to scripts), carrying the form token the log-out form needs.
 */
async function runtimeConfigTags(request: FastifyRequest, apiBase: string, mapsKey?: string) {
  const member = await request.currentMember();
  const token = request.sessionToken();
  const session = member && token ? formTokenFor(token) : '';
  const maps = mapsKey ? `<meta name="apl-maps-key" content="${escapeAttr(mapsKey)}">` : '';
  return `<meta name="apl-api-base" content="${escapeAttr(apiBase)}"><meta name="apl-session" content="${session}">${maps}`;
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

/** The page's charset declaration (index.html): the runtime config goes right after it, before the early script. */
const PAGE_CHARSET = '<meta charset="UTF-8" />';
const withRuntimeConfig = (html: string, tags: string) =>
  html.replace(PAGE_CHARSET, `${PAGE_CHARSET}${tags}`);

function sendPage(reply: FastifyReply, html: string) {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** Serves the built SPA (or Vite in dev) and returns the history-fallback handler for app routes. */
export async function registerSpa(
  app: FastifyInstance,
  options: { dev: boolean; apiBase: string; mapsKey?: string; banner: BannerLookup },
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
      const template = readFileSync(path.join(ROOT_DIR, 'index.html'), 'utf8');
      const html = await vite.transformIndexHtml(request.url, template);
      return sendPage(
        reply,
        withRuntimeConfig(html, await runtimeConfigTags(request, options.apiBase, options.mapsKey)),
      );
    };
  }

  const template = builtPage();
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
  const servePage: SpaHandler = async (request, reply) => {
    const [config, preloads] = await Promise.all([
      runtimeConfigTags(request, options.apiBase, options.mapsKey),
      pagePreloads(request.url, options.banner),
    ]);
    return sendPage(reply, withRuntimeConfig(template, `${config}${preloads}`));
  };
  // The static handler would answer the bare root (a directory) with 403.
  app.get('/', servePage);
  return servePage;
}
