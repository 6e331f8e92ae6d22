import type { IncomingMessage } from 'node:http';

/**
 * The client's address as Fastify's `request.ip` reads it with `trustProxy` set to `hops`: the socket's peer, or
 * behind our own proxies the X-Forwarded-For entry the last of them added, never one the client wrote itself.
 */
export function clientAddress(request: IncomingMessage, hops: number) {
  const forwarded = [request.headers['x-forwarded-for'] ?? []]
    .flat()
    .flatMap((header) => header.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse();
  const addresses = [request.socket.remoteAddress ?? '', ...forwarded];
  return addresses[Math.min(hops, addresses.length - 1)] ?? '';
}
