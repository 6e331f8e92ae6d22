import type { FastifyRequest } from 'fastify';

/** The origin (scheme, host and port) a request was addressed to. */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Where a browser says a request comes from: the Origin header, else the Referer's origin. Undefined when
 * neither was sent (a non-browser client); 'null' (an opaque origin) never matches anything.
 */
export function declaredOrigin(request: FastifyRequest): string | null | undefined {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return originOf(origin);
  if (referer !== undefined) return originOf(referer);
  return undefined;
}

/** True when the declared origin is this site, scheme included: the public address or the one asked for. */
export function isOwnOrigin(origin: string | null | undefined, request: FastifyRequest, publicUrl: string) {
  return typeof origin === 'string' && (origin === publicUrl || origin === requestOrigin(request));
}
