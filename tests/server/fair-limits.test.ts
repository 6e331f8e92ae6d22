import { request } from 'node:http';
import { connect, createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type AppOptions, buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { CLOCK_HUB_PATH } from '../../src/server/hub/tournament-clock-hub';
import { describeOnEachDatabase, type TestApp } from './test-app';

const RS = '\u001e';
const ONE_AT_A_TIME = { concurrency: 1, perClient: 1, queuePerClient: 1, queueTotal: 50 };

/**
 * Counts the queries the database client is sent (a job's queries, whatever builds them), and can hold them until
 * a gate opens, so that a burst is certainly in flight at once whatever the machine's speed.
 */
function watchQueries(database: Database) {
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  const names = ['query', 'exec', 'transaction'].filter((name) => typeof client[name] === 'function');
  const originals = new Map(names.map((name) => [name, client[name] as (...args: unknown[]) => unknown]));
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  const watch = {
    count: 0,
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    open: () => open(),
    restore() {
      open();
      for (const [name, original] of originals) client[name] = original;
    },
  };
  for (const [name, original] of originals)
    client[name] = async (...args: unknown[]) => {
      watch.count++;
      await gate;
      return original.apply(client, args);
    };
  return watch;
}

async function until(check: () => boolean, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describeOnEachDatabase('fair limits', (ctx) => {
  const apps: TestApp[] = [];
  let watch: ReturnType<typeof watchQueries>;
  beforeAll(() => {
    watch = watchQueries(ctx.database);
  });
  afterAll(async () => {
    watch.restore();
    for (const app of apps) await app.close();
  });
  const start = async (options: Partial<AppOptions>) => {
    const app = await buildApp({ db: ctx.database.db, ...options });
    apps.push(app);
    await app.ready();
    return app;
  };

  it("lets the event loop read what has arrived between a job's queries", async () => {
    // The embedded database answers within the current turn: a job of several queries must still leave the
    // event loop a turn between them, or no request (not even one for a cached answer) is read until it ends.
    const log: string[] = [];
    const server = createServer((socket) => socket.on('data', () => log.push('read')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = connect((server.address() as { port: number }).port, '127.0.0.1');
    await new Promise((resolve) => client.on('connect', resolve));
    await ctx.database.db.execute(sql`select 1`);
    const job = (async () => {
      for (let i = 0; i < 5; i++) await ctx.database.db.execute(sql`select pg_sleep(0.02)`);
      log.push('job done');
    })();
    client.write('a request');
    await job;
    await until(() => log.length === 2, 'the read');
    expect(log).toEqual(['read', 'job done']);
    client.destroy();
    server.close();
  });

  it('sends an answer kept in the cache to a visitor without asking the database anything', async () => {
    const app = await start({ publicCacheSeconds: 300, searchCacheSeconds: 300 });
    const calls = [
      { method: 'GET' as const, url: '/umbraco/api/region/list' },
      { method: 'GET' as const, url: '/umbraco/api/Event/GetById?eventId=1' },
      { method: 'POST' as const, url: '/umbraco/api/event/searchevents', payload: { stateId: 2 } },
      { method: 'POST' as const, url: '/umbraco/api/Leaderboard/search', payload: { mode: 'overall' } },
    ];
    for (const call of calls) await app.inject(call);
    const before = watch.count;
    for (const call of calls) {
      const response = await app.inject({ ...call, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, call.url).toBeLessThan(500);
    }
    expect(watch.count - before).toBe(0);
  });

  it('takes every query a client can make expensive through the fair limiter: past its queue, 503', async () => {
    const app = await start({ searchLimits: ONE_AT_A_TIME });
    const heavy = [
      { method: 'POST' as const, url: '/umbraco/api/Leaderboard/search', payload: { mode: 'overall' } },
      { method: 'POST' as const, url: '/umbraco/api/Leaderboard/SearchByEvent', payload: { eventId: 1 } },
      { method: 'GET' as const, url: '/leaderboard/csv?mode=overall' },
      { method: 'GET' as const, url: '/leaderboard/print?regionId=1' },
      { method: 'GET' as const, url: '/embed/leaderboard?mode=prize' },
      { method: 'POST' as const, url: '/umbraco/api/EventPhoto/SearchPhotos', payload: {} },
      { method: 'GET' as const, url: '/umbraco/api/majorevent/majorEventQualifiers?majorEventId=1' },
      { method: 'POST' as const, url: '/umbraco/api/event/searchevents', payload: { stateId: 3 } },
    ];
    for (const call of heavy) {
      watch.hold();
      const statuses: number[] = [];
      const burst = Array.from({ length: 4 }, () =>
        app.inject({ ...call, remoteAddress: '198.51.100.7' }).then((response) => {
          statuses.push(response.statusCode);
          return response;
        }),
      );
      // One runs (held at the gate) and one waits: the other two are refused at once.
      await until(() => statuses.length === 2, `${call.url}: two refusals`);
      watch.open();
      const answers = await Promise.all(burst);
      expect(statuses.slice(0, 2), call.url).toEqual([503, 503]);
      const busy = answers.find((a) => a.statusCode === 503);
      expect(busy?.headers['retry-after']).toBe('1');
      expect(answers.filter((a) => a.statusCode === 503)).toHaveLength(2);
    }
  });

  it("refuses one client's game searches past its queue even with the search cache on", async () => {
    const app = await start({
      searchCacheSeconds: 60,
      searchLimits: { ...ONE_AT_A_TIME, queuePerClient: 2 },
    });
    watch.hold();
    const searches = Array.from({ length: 12 }, (_, i) =>
      app.inject({
        method: 'POST',
        url: '/umbraco/api/event/searchevents',
        remoteAddress: '198.51.100.8',
        payload: { stateId: (i % 8) + 1, buyInMax: 1000 + i },
      }),
    );
    const other = app.inject({
      method: 'POST',
      url: '/umbraco/api/event/searchevents',
      remoteAddress: '198.51.100.9',
      payload: { stateId: 1, buyInMax: 5 },
    });
    await until(() => watch.count > 0, 'the first search to reach the database');
    watch.open();
    const statuses = (await Promise.all(searches)).map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 503)).toHaveLength(9);
    expect((await other).statusCode).toBe(200);
  });
});

describeOnEachDatabase('fair limits over the network', (ctx) => {
  let app: TestApp;
  let port = 0;
  let watch: ReturnType<typeof watchQueries>;
  beforeAll(async () => {
    watch = watchQueries(ctx.database);
    app = await buildApp({
      db: ctx.database.db,
      searchLimits: ONE_AT_A_TIME,
      connections: {
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 60_000,
        keepAliveTimeoutMs: 10_000,
        maxConnections: 1000,
        maxConnectionsPerClient: 3,
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    watch.restore();
    await app?.close();
  });

  /** A hub connection past its handshake, with every record the server sends it. */
  async function hubClient() {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${CLOCK_HUB_PATH}`);
    const records: string[] = [];
    socket.on('message', (data) => records.push(...data.toString().split(RS).filter(Boolean)));
    await new Promise<void>((resolve, reject) => {
      socket.on('open', () => resolve());
      socket.on('error', reject);
    });
    socket.send(`{"protocol":"json","version":1}${RS}`);
    await until(() => records.includes('{}'), 'the handshake');
    let next = 0;
    const join = (eventId: number) => {
      const invocationId = String(next++);
      socket.send(JSON.stringify({ type: 1, invocationId, target: 'JoinEvent', arguments: [eventId] }) + RS);
      return invocationId;
    };
    const completion = (invocationId: string) =>
      records
        .map((r) => JSON.parse(r) as { type?: number; invocationId?: string; error?: string })
        .find((r) => r.type === 3 && r.invocationId === invocationId);
    return { socket, join, completion };
  }

  it('asks the database once about an unknown event, however many hub calls ask about it', async () => {
    const clients = await Promise.all([hubClient(), hubClient()]);
    const before = watch.count;
    const asked: [Awaited<ReturnType<typeof hubClient>>, string][] = [];
    for (let round = 0; round < 3; round++)
      for (const client of clients) asked.push([client, client.join(2_000_000_001)]);
    await until(() => asked.every(([client, id]) => client.completion(id)), 'every completion');
    for (const [client, id] of asked) expect(client.completion(id)?.error).toMatch(/not found/);
    expect(watch.count - before).toBe(1);
    for (const client of clients) client.socket.close();
  });

  it('takes hub joins that must ask the database through the fair limiter', async () => {
    const client = await hubClient();
    watch.hold();
    const ids = [2_000_000_011, 2_000_000_012, 2_000_000_013, 2_000_000_014].map((eventId) =>
      client.join(eventId),
    );
    await until(
      () => ids.filter((id) => client.completion(id)).length === 2,
      'two joins refused while one runs and one waits',
    );
    watch.open();
    await until(() => ids.every((id) => client.completion(id)), 'every completion');
    const errors = ids.map((id) => client.completion(id)?.error ?? '');
    expect(errors.filter((e) => /busy/.test(e))).toHaveLength(2);
    expect(errors.filter((e) => /not found/.test(e))).toHaveLength(2);
    client.socket.close();
  });

  it("closes an address's connections past its cap, while another address still gets through", async () => {
    const open = (localAddress: string) => {
      const socket: Socket = connect({ port, host: '127.0.0.1', localAddress });
      socket.on('error', () => {});
      return socket;
    };
    const status = (localAddress: string) =>
      new Promise<number>((resolve) => {
        const req = request(
          { port, host: '127.0.0.1', localAddress, path: '/umbraco/api/region/list' },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', () => resolve(0));
        req.end();
      });
    const held = Array.from({ length: 5 }, () => open('127.0.0.3'));
    await until(() => held.filter((s) => s.destroyed).length >= 2, 'two connections closed by the server');
    const kept = held.filter((s) => !s.destroyed);
    expect(kept).toHaveLength(3);
    expect(await status('127.0.0.3')).toBe(0);
    expect(await status('127.0.0.4')).toBe(200);
    kept[0]?.destroy();
    // Once the server has seen that one close, the address gets a connection again.
    let answered = 0;
    for (const deadline = Date.now() + 10_000; answered !== 200 && Date.now() < deadline; ) {
      answered = await status('127.0.0.3');
      if (answered !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(answered).toBe(200);
    for (const socket of held) socket.destroy();
  });
});
