import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { applyClockAction, getClockStatus } from '../../src/server/services/tournament-clock';
import type { ClockStatus } from '../../src/shared/contract/clock';
import type { EventDetail } from '../../src/shared/contract/event-detail';
import type { Game } from '../../src/shared/contract/game';
import { HUB_MESSAGES, HUB_METHODS, HUB_PATH } from '../../src/shared/contract/hub';
import { hubMessageSchemas } from '../../src/shared/contract/hub-schemas';
import { lateRegistrationClosesAt } from '../../src/shared/event-registration';
import { describeOnEachDatabase, signIn } from './test-app';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describeOnEachDatabase('tournament clock', (ctx) => {
  const moved = new Set<number>();
  /**
   * A tournament of the coming week that no earlier test of this file has moved. Picked by its properties, never
   * by its position in the list: which game comes first depends on the hour the suite runs.
   */
  async function tournament({ paid = false, moves = false } = {}) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/umbraco/api/event/searchevents',
      payload: { stateId: 1, fromDate: day(1), toDate: day(7) },
    });
    const game = (response.json() as Game[]).find(
      (g) => g.typeId !== 14 && !moved.has(g.id) && (!paid || g.buyInAmount > 0),
    );
    if (!game) throw new Error('The seed has no tournament of the coming week left for this test');
    if (moves) moved.add(game.id);
    return game;
  }
  const act = (cookie: string, eventId: number, action: string, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/umbraco/api/tournamentClock/${action}?eventId=${eventId}`,
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
      ...(payload ? { payload } : {}),
    });

  it('answers a clock that has not started, and 404 or 400 for unknown or bad ids', async () => {
    const game = await tournament();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/umbraco/api/tournamentClock/getTournamentClockStatus?eventId=${game.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      eventId: game.id,
      runStatus: 1,
      runStatusName: 'NOT_START',
      currentRound: 1,
      isRound: true,
      currentBlind: '25/50',
      nextBlind: '50/100',
      prizeStructureList: {},
    });
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/umbraco/api/tournamentClock/getTournamentClockStatus?eventId=99999999',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/umbraco/api/tournamentClock/getTournamentClockStatus?eventId=x',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('closes late registration where the event page says it does (the shared rule, in the venue time zone)', async () => {
    const game = await tournament();
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/umbraco/api/event/getById?eventId=${game.id}` })
    ).json() as EventDetail;
    const status = (
      await ctx.app.inject({
        method: 'GET',
        url: `/umbraco/api/tournamentClock/getTournamentClockStatus?eventId=${game.id}`,
      })
    ).json() as ClockStatus;
    expect(detail.lateRego).not.toBeNull();
    expect(status.lateRegistrationDateTime).toBe(lateRegistrationClosesAt(detail)?.toISOString());
    // The seed's late rego is an hour after the start.
    expect(
      new Date(status.lateRegistrationDateTime ?? 0).getTime() - new Date(detail.dateTime).getTime(),
    ).toBe(3_600_000);
  });

  it("draws a QR code of the event page's address (PUBLIC_URL, whatever the Host says) for the TV view", async () => {
    const game = await tournament();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/qr/event/${game.id}.svg`,
      headers: { host: 'evil.example.com', 'x-forwarded-host': 'evil.example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toMatch(/^<svg[^>]+viewBox="0 0 (\d+) \1"/);
    const QRCode = (await import('qrcode')).default;
    const expected = await QRCode.toString(`http://localhost:3000/event/${game.id}`, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
    });
    expect(response.body.match(/ d="[^"]+"/g)?.at(-1)).toBe(expected.match(/ d="[^"]+"/g)?.at(-1));
    for (const [url, status] of [
      ['/qr/event/99999999.svg', 404],
      ['/qr/event/9999999999.svg', 400],
      ['/qr/event/abc.svg', 400],
      ['/qr/event/12.png', 404],
    ] as const) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(status);
    }
  });

  it('lets only tournament directors move the clock', async () => {
    const game = await tournament();
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/umbraco/api/tournamentClock/start?eventId=${game.id}` }))
        .statusCode,
    ).toBe(401);
    const member = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    expect((await act(member, game.id, 'start')).statusCode).toBe(403);
  });

  it('runs a tournament: start, entries, players, pause, resume, levels, time, end', async () => {
    const director = await signIn(ctx.app, 'director@example.com', 'Director#2026');
    const game = await tournament({ paid: true, moves: true });
    const status = async (action: string, payload?: object) => {
      const response = await act(director, game.id, action, payload);
      expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
      return response.json() as ClockStatus;
    };
    expect((await status('start')).runStatusName).toBe('RUNNING');
    expect((await act(director, game.id, 'start')).statusCode).toBe(409);

    const entered = await status('entries', { entries: 20, reEntries: 4 });
    expect(entered).toMatchObject({ totalPlayers: 24, playersRemaining: 24 });
    expect(entered.prizePool).toBeGreaterThan(0);
    expect(Object.keys(entered.prizeStructureList)).toHaveLength(5);
    expect(entered.averageChip).toBe(entered.startStack);

    const thinned = await status('players', { playersRemaining: 12 });
    expect(thinned.averageChip).toBe(Math.round((thinned.startStack * 24) / 12));
    expect((await act(director, game.id, 'players', { playersRemaining: 99 })).statusCode).toBe(400);

    const paused = await status('pause');
    expect(paused.runStatusName).toBe('PAUSED');
    expect((await act(director, game.id, 'pause')).statusCode).toBe(409);
    const added = await status('addTime', { seconds: 60 });
    expect(added.remainingSeconds).toBe(paused.remainingSeconds + 60);
    expect((await status('resume')).runStatusName).toBe('RUNNING');
    expect((await status('next')).currentRound).toBe(2);
    expect((await status('previous')).currentRound).toBe(1);
    expect((await act(director, game.id, 'previous')).statusCode).toBe(409);
    expect((await act(director, game.id, 'addTime', {})).statusCode).toBe(400);
    expect((await act(director, game.id, 'fold')).statusCode).toBe(400);
    expect((await act(director, game.id, 'addTime', { seconds: 'lots' })).statusCode).toBe(400);
    expect((await status('end')).runStatusName).toBe('END_OF_ALL_ROUND');

    // The clock lives in the database: a new server process sees the same tournament.
    const restarted = await buildApp({ db: ctx.database.db });
    const after = await restarted.inject({
      method: 'GET',
      url: `/umbraco/api/tournamentClock/getTournamentClockStatus?eventId=${game.id}`,
    });
    await restarted.close();
    expect(after.json()).toMatchObject({
      runStatusName: 'END_OF_ALL_ROUND',
      totalPlayers: 24,
      playersRemaining: 12,
    });
  });

  it('counts down while running and moves on to the next level by itself', async () => {
    const game = await tournament({ moves: true });
    const t0 = new Date('2030-01-01T09:00:00Z');
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
    const started = await applyClockAction(ctx.database.db, game.id, 'start', undefined, t0);
    const [first, second] = started.blindStructureList;
    const later = await getClockStatus(ctx.database.db, game.id, at(first!.roundLength + 10));
    expect(later).toMatchObject({
      runStatus: 2,
      currentRound: 2,
      isRound: true,
      remainingSeconds: second!.roundLength - 10,
    });
    await applyClockAction(ctx.database.db, game.id, 'pause', undefined, at(first!.roundLength + 100));
    const paused = await getClockStatus(ctx.database.db, game.id, at(first!.roundLength + 5000));
    expect(paused).toMatchObject({
      runStatus: 3,
      currentRound: 2,
      remainingSeconds: second!.roundLength - 100,
    });
  });

  it("pushes every director action to the event's group at once", async () => {
    const app = await buildApp({ db: ctx.database.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const game = await tournament({ moves: true });
      const connection = new HubConnectionBuilder()
        .withUrl(`${base}/hubs/tournamentClock`, { transport: HttpTransportType.WebSockets })
        .configureLogging(LogLevel.None)
        .build();
      const updates: ClockStatus[] = [];
      connection.on('notifyTournamentClockStatusUpdate', (s: ClockStatus) => updates.push(s));
      await connection.start();
      await connection.invoke('JoinEvent', game.id);
      const director = await signIn(ctx.app, 'director@example.com', 'Director#2026');
      await app.inject({
        method: 'POST',
        url: `/umbraco/api/tournamentClock/start?eventId=${game.id}`,
        headers: { cookie: director, 'x-requested-with': 'XMLHttpRequest' },
      });
      const deadline = Date.now() + 3000;
      while (updates.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(updates[0]).toMatchObject({ eventId: game.id, runStatusName: 'RUNNING' });
      await connection.stop();
    } finally {
      await app.close();
    }
  });

  it('closing an event ends its clock: every action is refused with 409 and a message, and the status reads ended', async () => {
    const game = await tournament({ moves: true });
    const director = await signIn(ctx.app, 'director@example.com', 'Director#2026');
    const [player, winner] = (
      (await ctx.database.db.execute(
        sql`select id from members where role = 'member' order by id desc limit 2`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const results = (url: string, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/umbraco/api/Event/${url}?eventId=${game.id}`,
        headers: { cookie: director, 'x-requested-with': 'XMLHttpRequest' },
        payload,
      });
    // The clock never ran: closing the event leaves it as it was, not started.
    expect((await results('RecordBustOut', { memberId: player!.id })).statusCode).toBe(200);
    expect((await results('CloseEvent', { memberId: winner!.id })).statusCode).toBe(200);

    for (const [action, payload] of [
      ['start', undefined],
      ['entries', { entries: 3, reEntries: 0 }],
      ['players', { playersRemaining: 0 }],
      ['end', undefined],
    ] as const) {
      const refused = await act(director, game.id, action, payload);
      expect(refused.statusCode, action).toBe(409);
      expect(refused.json()).toEqual({
        message: 'This event is closed: its results are final and its clock can no longer change.',
      });
    }
    const status = await ctx.app.inject({
      method: 'GET',
      url: `/umbraco/api/tournamentClock/getTournamentClockStatus?eventId=${game.id}`,
    });
    expect(status.json()).toMatchObject({ runStatus: 5, runStatusName: 'END_OF_ALL_ROUND' });
  });

  it("sends each hub message only where a handler waits: the clock to the event's group, a close's standings to the leaderboards group", async () => {
    const app = await buildApp({ db: ctx.database.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const connections: { stop(): Promise<void> }[] = [];
    /** A page following the hub as the app does: a handler for its own messages only, the client's warnings kept. */
    const follow = async (join: () => [string, ...unknown[]], handled: string[]) => {
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const warnings: string[] = [];
      const received: Record<string, unknown[][]> = {};
      const connection = new HubConnectionBuilder()
        .withUrl(`${base}${HUB_PATH}`, { transport: HttpTransportType.WebSockets })
        .configureLogging({
          log: (level, message) => {
            if (level >= LogLevel.Warning) warnings.push(message);
          },
        })
        .build();
      for (const name of handled)
        connection.on(name, (...args: unknown[]) => {
          received[name] = [...(received[name] ?? []), args];
        });
      await connection.start();
      const [method, ...args] = join();
      await connection.invoke(method, ...args);
      connections.push(connection);
      return { warnings, received };
    };
    try {
      const game = await tournament({ moves: true });
      const clock = await follow(() => [HUB_METHODS.joinEvent, game.id], [HUB_MESSAGES.clockStatus]);
      const standings = await follow(() => [HUB_METHODS.joinLeaderboards], [HUB_MESSAGES.standingsChanged]);
      const director = await signIn(ctx.app, 'director@example.com', 'Director#2026');
      const [player, winner] = (
        (await ctx.database.db.execute(
          sql`select id from members where role = 'member' order by id desc limit 2 offset 2`,
        )) as unknown as { rows: { id: number }[] }
      ).rows;
      const results = (url: string, payload: object) =>
        app.inject({
          method: 'POST',
          url: `/umbraco/api/Event/${url}?eventId=${game.id}`,
          headers: { cookie: director, 'x-requested-with': 'XMLHttpRequest' },
          payload,
        });
      expect((await results('RecordBustOut', { memberId: player!.id })).statusCode).toBe(200);
      expect((await results('CloseEvent', { memberId: winner!.id })).statusCode).toBe(200);
      const deadline = Date.now() + 3000;
      while (
        !(
          standings.received[HUB_MESSAGES.standingsChanged] &&
          clock.received[HUB_MESSAGES.clockStatus]?.length === 2
        ) &&
        Date.now() < deadline
      )
        await new Promise((r) => setTimeout(r, 10));
      // A moment for anything else the server might send to arrive.
      await new Promise((r) => setTimeout(r, 100));

      const [update] = standings.received[HUB_MESSAGES.standingsChanged] ?? [];
      expect(hubMessageSchemas[HUB_MESSAGES.standingsChanged].parse(update)[0]).toMatchObject({
        eventId: game.id,
      });
      const last = clock.received[HUB_MESSAGES.clockStatus]?.at(-1);
      expect(hubMessageSchemas[HUB_MESSAGES.clockStatus].parse(last)[0]).toMatchObject({
        eventId: game.id,
        runStatusName: 'END_OF_ALL_ROUND',
      });
      // Neither page met a message it has no handler for ("No client method with the name ...").
      expect(clock.warnings).toEqual([]);
      expect(standings.warnings).toEqual([]);
    } finally {
      for (const connection of connections) await connection.stop();
      await app.close();
    }
  });
});
