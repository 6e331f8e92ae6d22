import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allEndpoints as endpoints } from '../shared/contract/all-endpoints';
import { type EndpointSchemas, endpointSchemas } from '../shared/contract/endpoint-schemas';
import { needsSession } from '../shared/contract/roles';
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

/** How the matched route's body is sent (its contract declaration); JSON for every other route. */
function bodyTypeOf(request: FastifyRequest) {
  const name = request.routeOptions.config.endpoint;
  return (name ? (endpointSchemas[name] as EndpointSchemas).bodyType : undefined) ?? 'json';
}

/** The body types an HTML form of another site can send without our consent. */
function formEncodingOf(contentType: string | undefined) {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type === 'multipart/form-data') return 'multipart';
  return undefined;
}

/**
 * Any state-changing call but the forms: refused when its Origin is another site, or when it carries the
 * session cookie without our clients' header or this site's origin (a page of another site may post forms
 * here, but cannot add a custom header without our consent).
 */
function crossSiteCall(request: FastifyRequest, publicUrl: string) {
  const ownOrigin = isOwnOrigin(declaredOrigin(request), request, publicUrl);
  const foreign = request.headers.origin !== undefined && !ownOrigin;
  const fromOurClient = typeof request.headers['x-requested-with'] === 'string';
  const withSession = request.cookies[SESSION_COOKIE] !== undefined;
  return foreign || (withSession && !fromOurClient && !ownOrigin);
}

/**
 * The sign-in and log-out forms: refused when posted from another site (Origin or Referer); a client that
 * names no origin is not a browser on another site. Log-out also checks its form token (routes/account.ts).
 */
function crossSiteForm(request: FastifyRequest, publicUrl: string) {
  const origin = declaredOrigin(request);
  return origin !== undefined && !isOwnOrigin(origin, request, publicUrl);
}

/** API answers, members' and staff answers, and answers no route gave (errors), whatever the path's spelling. */
function answersPrivately(request: FastifyRequest, apiBase: string) {
  const { url, config } = request.routeOptions;
  if (url === undefined || url.toLowerCase().startsWith(apiBase)) return true;
  const auth = config.endpoint ? endpoints[config.endpoint].auth : 'none';
  return needsSession(auth);
}

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
 * answers unless a route says otherwise (members' answers must never sit in a shared cache), and every
 * state-changing request refused when it comes from another site, and form bodies refused but where a form
 * posts. All of it is decided on the route the router matched (its contract declaration), never on the raw
 * URL, which can spell one route many ways (percent-encoding, case, dot segments, trailing slashes).
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

  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const bodyType = bodyTypeOf(request);
    const refused =
      bodyType === 'form'
        ? crossSiteForm(request, options.publicUrl)
        : crossSiteCall(request, options.publicUrl);
    if (refused) return reply.status(403).send({ message: 'This request did not come from our site.' });
    const encoding = formEncodingOf(request.headers['content-type']);
    if (encoding && encoding !== bodyType) {
      const takes = bodyType === 'multipart' ? 'a file (multipart/form-data)' : 'JSON';
      return reply.status(415).send({ message: `This call takes ${takes}, not a form of this kind.` });
    }
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (!reply.hasHeader('cache-control') && answersPrivately(request, apiBase)) {
      reply.header('cache-control', 'no-store');
    }
  });
}
