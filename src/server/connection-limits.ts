import type { Server } from 'node:http';

/** How long a client may hold a connection without finishing its request, and how many connections at once. */
export interface ConnectionLimits {
  /** From the first byte of a request to the end of its headers (the slow-header, slowloris, defence). */
  headersTimeoutMs: number;
  /** From the first byte of a request to the end of its body (an upload trickled byte by byte). */
  requestTimeoutMs: number;
  /** How long a kept-alive connection may sit idle between requests. */
  keepAliveTimeoutMs: number;
  /** Connections open at once, the hub's WebSockets included; beyond it new ones are closed at once. */
  maxConnections: number;
  /**
   * Connections one address may hold open at once (the socket's peer: behind a proxy, the proxy); beyond it new
   * ones are closed at once, so one client cannot take every connection. 0: no cap.
   */
  maxConnectionsPerClient?: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 10_000,
  maxConnections: 10_000,
  maxConnectionsPerClient: 64,
};

/**
 * Fastify's options for the limits. Node checks the header and request timeouts on a timer
 * (connectionsCheckingInterval, 30 s by default), so it runs often enough for the limit to hold within a
 * quarter of it; Fastify itself would turn the request timeout off (0).
 */
export function connectionOptions(limits: ConnectionLimits) {
  const requestTimeout = Math.max(1, Math.round(limits.requestTimeoutMs));
  const headersTimeout = Math.min(requestTimeout, Math.max(1, Math.round(limits.headersTimeoutMs)));
  return {
    requestTimeout,
    keepAliveTimeout: Math.max(1, Math.round(limits.keepAliveTimeoutMs)),
    http: {
      headersTimeout,
      requestTimeout,
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(headersTimeout / 4))),
    },
  };
}

/**
 * What Fastify's options cannot say: the connection caps, in all and per address, and a deadline for a connection
 * that never sends a byte (Node's header timeout starts at the first byte). Once a request has arrived Node's own
 * timeouts take over (the WebSocket hub's connections turn theirs off when they upgrade).
 */
export function limitConnections(server: Server, limits: ConnectionLimits) {
  server.maxConnections = limits.maxConnections;
  const perClient = limits.maxConnectionsPerClient ?? 0;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    if (perClient > 0) {
      const address = socket.remoteAddress ?? '';
      const count = (open.get(address) ?? 0) + 1;
      if (count > perClient) {
        socket.destroy();
        return;
      }
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    }
    socket.setTimeout(Math.max(1, Math.round(limits.headersTimeoutMs)));
  });
  server.on('request', (request) => request.socket.setTimeout(0));
}
