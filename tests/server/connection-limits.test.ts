import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { describeOnEachDatabase, type TestApp } from './test-app';

/**
 * Node counts a connection's time from when it is accepted, so on a busy machine a stalled event loop (the embedded
 * database's first query runs in it) eats into these: a second is well beyond any such stall.
 */
const LIMITS = {
  headersTimeoutMs: 1000,
  requestTimeoutMs: 2500,
  keepAliveTimeoutMs: 1000,
  maxConnections: 6,
};
const REGIONS = 'GET /umbraco/api/region/list HTTP/1.1\r\nHost: 127.0.0.1\r\n';

/** A raw connection: what the server sent, when it closed, and a way to keep writing slowly. */
function rawClient(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  const opened = performance.now();
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => resolve(performance.now() - opened)),
  );
  /**
   * Writes one piece every `everyMs` until the server closes the connection (or `pieces` run out); answers whether
   * the server closed it while the client was still writing.
   */
  const trickle = async (pieces: string[], everyMs: number) => {
    for (const piece of pieces) {
      if (socket.destroyed) return true;
      socket.write(piece);
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, everyMs))]);
    }
    return socket.destroyed;
  };
  return { socket, closed, trickle, received: () => received };
}

describeOnEachDatabase('slow and idle connections', (ctx) => {
  let app: TestApp;
  let port = 0;
  beforeAll(async () => {
    app = await buildApp({ db: ctx.database.db, connections: LIMITS });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
    // The first query's work (the embedded database warming up) is done before any connection is timed.
    expect(await regionsAnswered()).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  const regionsAnswered = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/umbraco/api/region/list`);
    await response.arrayBuffer();
    return response.status;
  };

  it('cuts off a client trickling its headers, while others are answered', async () => {
    const slow = rawClient(port);
    // A header line every 100 ms that never ends: without a limit the connection would stay open for ever.
    const lines = Array.from({ length: 60 }, (_, i) => (i === 0 ? REGIONS : `X-Slow-${i}: a\r\n`));
    const trickling = slow.trickle(lines, 100);
    expect(await regionsAnswered()).toBe(200);
    const closedAfter = await slow.closed;
    // Cut off long before its last line (6 s of them), however busy the machine: no wall-clock ceiling here.
    expect(await trickling).toBe(true);
    expect(closedAfter).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs - 50);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off a body trickled past the request timeout, and a connection that never says anything', async () => {
    const silent = rawClient(port);
    const slowBody = rawClient(port);
    const head = `POST /umbraco/api/event/searchevents HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`;
    const trickling = slowBody.trickle([head, ...Array.from({ length: 60 }, () => ' ')], 100);
    const [silentAfter, bodyAfter] = await Promise.all([silent.closed, slowBody.closed]);
    expect(await trickling).toBe(true);
    // The silent one goes at the header limit, the slow body (which began at the same time) at the request limit.
    expect(silentAfter).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs - 50);
    expect(silentAfter).toBeLessThan(bodyAfter);
    expect(bodyAfter).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs - 50);
    expect(slowBody.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a kept-alive connection left idle, after answering it', async () => {
    const idle = rawClient(port);
    idle.socket.write(`${REGIONS}Connection: keep-alive\r\n\r\n`);
    const closedAfter = await idle.closed;
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(closedAfter).toBeGreaterThanOrEqual(LIMITS.keepAliveTimeoutMs - 50);
    // Node's own idle limit (5 s) would close it too: the server must have been given ours.
    expect(app.server.keepAliveTimeout).toBe(LIMITS.keepAliveTimeoutMs);
  });

  it('refuses connections beyond the limit at once, and takes new ones when others have gone', async () => {
    // Earlier tests' kept-alive connections have gone by now.
    await new Promise((resolve) => setTimeout(resolve, LIMITS.keepAliveTimeoutMs + 100));
    const held = Array.from({ length: LIMITS.maxConnections }, () => rawClient(port));
    await Promise.all(held.map((client) => new Promise((resolve) => client.socket.once('connect', resolve))));
    // The server counts a connection once it has accepted it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const extra = rawClient(port);
    extra.socket.write(`${REGIONS}\r\n`);
    // Refused at once: closed before any held connection reaches its header limit.
    const firstClosed = await Promise.race([
      extra.closed.then(() => 'extra'),
      ...held.map((client) => client.closed.then(() => 'held')),
    ]);
    expect(firstClosed).toBe('extra');
    expect(extra.received()).toBe('');
    await Promise.all(held.map((client) => client.closed));
    expect(await regionsAnswered()).toBe(200);
  });
});
