import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { declaredOrigin, isOwnOrigin } from './auth/same-origin';
import { SESSION_COOKIE } from './auth/session';

export interface SecurityOptions {
  apiBase: string;
  publicUrl: string;
  /** Development: Vite's inline preamble, eval'd modules and its hot-reload socket. */
  dev: boolean;
  /** With a Google Maps key, the maps' scripts, tiles and fonts come from Google. */
  googleMaps: boolean;
  /** With SecurePay, the origin its card form's script and frame come from. */
  cardFormOrigin?: string;
  /** The hashes of the scripts written into the built page (spa.ts, inlineScriptHashes). */
  inlineScripts?: string[];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Scripts only from this site and the page's own, by hash; Google's hosts only with a Maps key (what Google's CSP guide for the Maps
 * JavaScript API lists, 'unsafe-eval' and blob: included, which it needs); SecurePay's host only when it
 * takes cards (its SDK script draws the card fields in a frame from the same host); Vite's inline preamble,
 * eval'd modules and socket only in development.
 */
function contentSecurityPolicy({ dev, googleMaps, cardFormOrigin, inlineScripts = [] }: SecurityOptions) {
  const maps = (...sources: string[]) => (googleMaps ? sources : []);
  const cardForm = cardFormOrigin ? [cardFormOrigin] : [];
  const frames = [...maps('https://*.google.com'), ...cardForm];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [
      "'self'",
      ...inlineScripts,
      ...maps('https://maps.googleapis.com', 'https://maps.gstatic.com', "'unsafe-eval'", 'blob:'),
      ...cardForm,
      ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : []),
    ],
    // Mantine writes its theme variables in a <style> element and positions with style attributes.
    styleSrc: ["'self'", "'unsafe-inline'", ...maps('https://fonts.googleapis.com')],
    imgSrc: [
      "'self'",
      'data:',
      'blob:',
      ...maps(
        'https://*.googleapis.com',
        'https://*.gstatic.com',
        'https://*.google.com',
        'https://*.googleusercontent.com',
      ),
    ],
    fontSrc: ["'self'", 'data:', ...maps('https://fonts.gstatic.com')],
    connectSrc: [
      "'self'",
      ...maps('https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'),
      ...(dev ? ['ws:', 'wss:'] : []),
    ],
    frameSrc: frames.length ? frames : ["'none'"],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

/** The header's text, made once (helmet's plugin would parse the directives again for every request). */
function headerText(directives: Record<string, string[]>) {
  return Object.entries(directives)
    .map(([name, sources]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...sources].join(' '))
    .join(';');
}

/**
 * Defences in depth: a strict Content-Security-Policy and the usual headers (helmet), no caching of API
 * answers unless a route says otherwise (members' answers must never sit in a shared cache), and state-changing
 * API calls refused unless they carry the header the app's clients send or come from this site.
 */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  const csp = headerText(contentSecurityPolicy(options));
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // The Stately inspector (development) talks to the window it opens.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'sameorigin' },
    strictTransportSecurity: options.publicUrl.startsWith('https:'),
  });

  // On the raw response, as helmet does, so that it is there whatever sends the answer.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.raw.setHeader('content-security-policy', csp);
    done();
  });

  const apiBase = options.apiBase.toLowerCase();
  const isApi = (url: string) => url.toLowerCase().startsWith(apiBase);

  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !isApi(request.url)) return;
    const origin = declaredOrigin(request);
    const ownOrigin = isOwnOrigin(origin, request, options.publicUrl);
    // A page of another site may post forms here, but cannot add a custom header without our consent.
    const fromOurClient = typeof request.headers['x-requested-with'] === 'string';
    const foreign = request.headers.origin !== undefined && !ownOrigin;
    const withSession = request.cookies[SESSION_COOKIE] !== undefined;
    if (foreign || (withSession && !fromOurClient && !ownOrigin)) {
      return reply.status(403).send({ message: 'This request did not come from our site.' });
    }
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (isApi(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
