import { connect } from 'node:net';
import { HttpTransportType, type HubConnection, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type AppOptions, buildApp } from '../../src/server/app';
import { type Database, openDatabase } from '../../src/server/db/client';
import { redisBackplane } from '../../src/server/hub/redis-backplane';
import { CLOCK_HUB_PATH, pushClockStatus } from '../../src/server/hub/tournament-clock-hub';
import { seedDatabase } from '../../src/server/seed/index';
import type { ClockStatus } from '../../src/shared/contract/clock';
import { signInDirector } from './director-sign-in';

const RS = '\u001e';
type App = Awaited<ReturnType<typeof buildApp>>;

let database: Database;
const apps: App[] = [];

async function start(options: Partial<AppOptions> = {}) {
  const app = await buildApp({ db: database.db, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, base: `http://127.0.0.1:${port}`, ws: `ws://127.0.0.1:${port}` };
}

function client(base: string): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(`${base}${CLOCK_HUB_PATH}`, { transport: HttpTransportType.WebSockets })
    .configureLogging(LogLevel.None)
    .build();
}

async function negotiate(base: string) {
  const response = await fetch(`${base}${CLOCK_HUB_PATH}/negotiate?negotiateVersion=1`, { method: 'POST' });
  return (await response.json()) as { connectionId: string; connectionToken: string };
}

/** A raw socket that has done the handshake, collecting every record the server sends. */
async function rawClient(ws: string, token?: string) {
  const url = `${ws}${CLOCK_HUB_PATH}${token ? `?id=${encodeURIComponent(token)}` : ''}`;
  const socket = new WebSocket(url);
  const records: string[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (data) => records.push(...data.toString().split(RS).filter(Boolean)));
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', reject);
  });
  socket.send(`{"protocol":"json","version":1}${RS}`);
  await until(() => records.includes('{}'));
  return { socket, records, closed };
}

async function until(check: () => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function upgradeStatus(url: string) {
  return new Promise<number>((resolve) => {
    const socket = new WebSocket(url);
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('open', () => {
      resolve(101);
      socket.close();
    });
    socket.on('error', () => {});
  });
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  await seedDatabase(database.db, { scale: 'small' });
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

describe('tournament clock hub', () => {
  it('negotiates, joins an event and receives its clock updates with the official client', async () => {
    const { app, base } = await start();
    const answer = await fetch(`${base}${CLOCK_HUB_PATH}/negotiate?negotiateVersion=1`, { method: 'POST' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: expect.arrayContaining(['Text']) }],
    });

    const connection = client(base);
    const updates: unknown[] = [];
    connection.on('notifyTournamentClockStatusUpdate', (status) => updates.push(status));
    await connection.start();
    await connection.invoke('JoinEvent', 1);
    await pushClockStatus(app.clockHub, 1, { eventId: 1, runStatus: 2 } as ClockStatus);
    await pushClockStatus(app.clockHub, 2, { eventId: 2, runStatus: 2 } as ClockStatus);
    await until(() => updates.length > 0);
    expect(updates).toEqual([{ eventId: 1, runStatus: 2 }]);

    await connection.invoke('LeaveEvent', 1);
    await pushClockStatus(app.clockHub, 1, { eventId: 1, runStatus: 3 } as ClockStatus);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(updates).toHaveLength(1);

    await expect(connection.invoke('JoinEvent', 99999999)).rejects.toThrow(/Event 99999999 not found/);
    await expect(connection.invoke('JoinEvent', 'abc')).rejects.toThrow(/needs an event id/);
    await expect(connection.invoke('NoSuchMethod')).rejects.toThrow(/Unknown hub method/);
    expect(connection.state).toBe('Connected');
    await connection.stop();
  });

  it('refuses unknown connection ids with 404 and a second socket for one id with 409', async () => {
    const { base, ws } = await start();
    expect(await upgradeStatus(`${ws}${CLOCK_HUB_PATH}?id=forged.123.abc`)).toBe(404);
    const { connectionToken } = await negotiate(base);
    const first = await rawClient(ws, connectionToken);
    expect(await upgradeStatus(`${ws}${CLOCK_HUB_PATH}?id=${encodeURIComponent(connectionToken)}`)).toBe(409);
    first.socket.close();
    await first.closed;
    expect(await upgradeStatus(`${ws}${CLOCK_HUB_PATH}?id=${encodeURIComponent(connectionToken)}`)).toBe(404);
  });

  it('closes on bad frames with an error and keeps serving', async () => {
    const { base, ws } = await start();
    for (const bad of ['{not json', '{"type":42}', '[1,2]']) {
      const raw = await rawClient(ws);
      raw.socket.send(`${bad}${RS}`);
      expect(await raw.closed).toBe(1000);
      const close = JSON.parse(raw.records.at(-1) ?? '{}');
      expect(close).toMatchObject({ type: 7, error: expect.any(String) });
    }
    const oversized = await rawClient(ws);
    oversized.socket.send(`{"type":1,"target":"JoinEvent","arguments":["${'x'.repeat(40 * 1024)}"]}${RS}`);
    expect(await oversized.closed).toBe(1009);

    const badHandshake = new WebSocket(`${ws}${CLOCK_HUB_PATH}`);
    const answers: string[] = [];
    badHandshake.on('message', (d) => answers.push(d.toString()));
    await new Promise((resolve) => badHandshake.on('open', resolve));
    badHandshake.send(`{"protocol":"messagepack","version":1}${RS}`);
    await new Promise((resolve) => badHandshake.on('close', resolve));
    expect(answers.join('')).toContain('"error"');

    expect((await negotiate(base)).connectionId).toEqual(expect.any(String));
  });

  it('answers and closes WebSocket upgrades to any other path, so they hold no descriptor', async () => {
    const { app, ws } = await start();
    const port = Number(new URL(ws).port);
    const before = await new Promise<number>((resolve, reject) =>
      app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
    const answers = await Promise.all(
      ['/', '/hubs/other', '/umbraco/api/region/list', '/hubs/tournamentClock/negotiate'].map(
        (path) =>
          new Promise<{ text: string; closed: boolean }>((resolve) => {
            const socket = connect(port, '127.0.0.1');
            let text = '';
            socket.on('data', (d) => {
              text += d.toString();
            });
            // The client never closes its side: the server must.
            socket.on('close', () => resolve({ text, closed: true }));
            socket.on('error', () => {});
            setTimeout(() => resolve({ text, closed: false }), 2500);
            socket.write(
              `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
                'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
            );
          }),
      ),
    );
    for (const answer of answers) {
      expect(answer.text).toMatch(/^HTTP\/1\.1 404/);
      expect(answer.closed).toBe(true);
    }
    const after = await new Promise<number>((resolve, reject) =>
      app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
    expect(after).toBeLessThanOrEqual(before);
    // The hub itself still upgrades.
    expect(await upgradeStatus(`${ws}${CLOCK_HUB_PATH}`)).toBe(101);
  });

  it('bounds a hub message across frames, not per frame, and closes the connection past it', async () => {
    const { base, ws } = await start({ hub: { limits: { maxMessageBytes: 4096 } } });
    const raw = await rawClient(ws);
    // Many small frames, none with a record separator: one message growing without end.
    for (let i = 0; i < 10 && raw.socket.readyState === WebSocket.OPEN; i++)
      raw.socket.send('x'.repeat(1000));
    expect(await raw.closed).toBe(1009);
    expect(JSON.parse(raw.records.at(-1) ?? '{}')).toMatchObject({
      type: 7,
      error: expect.stringMatching(/limited/),
    });

    // A message split across frames under the limit still works, and so do several in one frame.
    const split = await rawClient(ws);
    const call = `{"type":1,"invocationId":"a","target":"JoinEvent","arguments":[1]}${RS}`;
    split.socket.send(call.slice(0, 20));
    split.socket.send(call.slice(20, 40));
    split.socket.send(`${call.slice(40)}{"type":6}${RS}${call.replace('"a"', '"b"').slice(0, 30)}`);
    split.socket.send(call.replace('"a"', '"b"').slice(30));
    await until(() =>
      ['"a"', '"b"'].every((id) => split.records.some((r) => r.includes(`"invocationId":${id}`))),
    );
    expect(split.records.filter((r) => r.includes('"error"'))).toEqual([]);
    split.socket.close();
    expect((await negotiate(base)).connectionId).toEqual(expect.any(String));
  });

  it('limits invocations per second and groups per connection with error completions', async () => {
    const { ws } = await start({
      hub: { limits: { invocationsPerSecond: 5, invocationBurst: 5, maxGroups: 3 } },
    });
    const raw = await rawClient(ws);
    const calls = Array.from(
      { length: 200 },
      (_, i) => `{"type":1,"invocationId":"${i}","target":"JoinEvent","arguments":[${(i % 50) + 1}]}${RS}`,
    );
    raw.socket.send(calls.join(''));
    await until(() => raw.records.filter((r) => r.includes('"type":3')).length === 200);
    const completions = raw.records.map((r) => JSON.parse(r)).filter((m) => m.type === 3);
    const ok = completions.filter((c) => !c.error);
    const slowed = completions.filter((c) => /slow down/.test(c.error ?? ''));
    const tooMany = completions.filter((c) => /at most 3 events/.test(c.error ?? ''));
    expect(ok).toHaveLength(3);
    expect(tooMany).toHaveLength(2);
    expect(slowed).toHaveLength(195);

    // The budget refills with time; joining an event already joined costs no group.
    await new Promise((resolve) => setTimeout(resolve, 450));
    raw.socket.send(`{"type":1,"invocationId":"again","target":"JoinEvent","arguments":[1]}${RS}`);
    await until(() => raw.records.some((r) => r.includes('"invocationId":"again"')));
    expect(JSON.parse(raw.records.find((r) => r.includes('"again"')) ?? '{}').error).toBeUndefined();
    raw.socket.close();
  });

  it('refuses new sockets with 503 past the connection limit, and takes them again once one closes', async () => {
    const { ws } = await start({ hub: { limits: { maxConnections: 2 } } });
    const first = await rawClient(ws);
    const second = await rawClient(ws);
    expect(await upgradeStatus(`${ws}${CLOCK_HUB_PATH}`)).toBe(503);
    first.socket.close();
    await first.closed;
    expect(await upgradeStatus(`${ws}${CLOCK_HUB_PATH}`)).toBe(101);
    second.socket.close();
  });

  it('pings after its own silence and drops a silent client', async () => {
    const { ws } = await start({ hub: { timings: { pingIntervalMs: 150, clientTimeoutMs: 600 } } });
    const raw = await rawClient(ws);
    await until(() => raw.records.includes('{"type":6}'), 2000);
    expect(await raw.closed).toBe(1000);
    expect(raw.records.at(-1)).toContain('Server timeout');
  });

  it('reconnects after the server restarts, rejoins the event and finds the clock as it was', async () => {
    const first = await start({ hub: { secret: 'restart-test-secret-0123456789' } });
    // An event still open with a blind structure (a closed event's clock cannot be started), at a venue the
    // demo director runs.
    const [open] = (
      (await database.db.execute(
        sql`select e.id from events e
          join staff_venues sv on sv.venue_id = e.venue_id
          join members m on m.id = sv.member_id and m.email = 'director@example.com'
          where e.event_status_id = 1 and e.blind_structure_id is not null order by e.id limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const eventId = open?.id as number;
    const port = Number(new URL(first.base).port);
    const director = await signInDirector(first.base);
    await fetch(`${first.base}/umbraco/api/tournamentClock/start?eventId=${eventId}`, {
      method: 'POST',
      headers: { cookie: director, 'x-requested-with': 'XMLHttpRequest' },
    });

    const connection = new HubConnectionBuilder()
      .withUrl(`${first.base}${CLOCK_HUB_PATH}`, { transport: HttpTransportType.WebSockets })
      .withAutomaticReconnect([0, 200, 500, 1000, 2000])
      .configureLogging(LogLevel.None)
      .build();
    const updates: { runStatusName: string }[] = [];
    connection.on('notifyTournamentClockStatusUpdate', (status) => updates.push(status));
    // As the app does: join again after every reconnect.
    connection.onreconnected(() => void connection.invoke('JoinEvent', eventId));
    await connection.start();
    await connection.invoke('JoinEvent', eventId);

    await first.app.close();
    const again = await buildApp({ db: database.db, hub: { secret: 'restart-test-secret-0123456789' } });
    await again.listen({ port, host: '127.0.0.1' });
    apps.push(again);
    await until(() => connection.state === 'Connected', 8000);

    const status = await (
      await fetch(`${first.base}/umbraco/api/tournamentClock/getTournamentClockStatus?eventId=${eventId}`)
    ).json();
    expect(status.runStatusName).toBe('RUNNING');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const cookie = await signInDirector(first.base);
    await fetch(`${first.base}/umbraco/api/tournamentClock/pause?eventId=${eventId}`, {
      method: 'POST',
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    await until(() => updates.some((u) => u.runStatusName === 'PAUSED'), 3000);
    await connection.stop();
  });

  it('tells clients to reconnect when the server shuts down', async () => {
    const { app, ws } = await start();
    const raw = await rawClient(ws);
    await app.close();
    await raw.closed;
    expect(JSON.parse(raw.records.at(-1) ?? '{}')).toMatchObject({ type: 7, allowReconnect: true });
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('hub across instances through Redis', () => {
  it('accepts a token issued by another instance and delivers group messages across instances', async () => {
    const url = process.env.TEST_REDIS_URL as string;
    const shared = { secret: 'a-shared-secret-for-both-instances' };
    const one = await start({ hub: { ...shared, backplane: redisBackplane(url) } });
    const two = await start({ hub: { ...shared, backplane: redisBackplane(url) } });

    const { connectionToken } = await negotiate(one.base);
    const raw = await rawClient(two.ws, connectionToken);
    raw.socket.send(`{"type":1,"invocationId":"1","target":"JoinEvent","arguments":[3]}${RS}`);
    await until(() => raw.records.some((r) => r.includes('"invocationId":"1"')));

    const official = client(one.base);
    const updates: unknown[] = [];
    official.on('notifyTournamentClockStatusUpdate', (status) => updates.push(status));
    await official.start();
    await official.invoke('JoinEvent', 3);

    await pushClockStatus(two.app.clockHub, 3, { eventId: 3, runStatus: 2 } as ClockStatus);
    await until(
      () => updates.length === 1 && raw.records.some((r) => r.includes('notifyTournamentClockStatusUpdate')),
    );
    expect(updates).toEqual([{ eventId: 3, runStatus: 2 }]);
    await official.stop();
    raw.socket.close();
  });
});
