import { randomUUID } from 'node:crypto';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { and, asc, eq, gt, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { events, members, results, standings } from '../../src/server/db/schema';
import type { DirectorFloor, MySeat, PublicFloor } from '../../src/shared/contract/floor';
import { HUB_MESSAGES, HUB_METHODS, HUB_PATH } from '../../src/shared/contract/hub';
import { hubMessageSchemas } from '../../src/shared/contract/hub-schemas';
import { STATE_ID } from '../../src/shared/states';
import { daysFromNow, describeOnEachDatabase, signIn } from './test-app';

const CLIENT = { 'x-requested-with': 'XMLHttpRequest' };
const DEMOS = ['member@example.com', 'rival@example.com', 'forgetful@example.com'];

describeOnEachDatabase('the tournament floor (issue 35)', (ctx) => {
  let taken = 0;
  /** An upcoming Victorian tournament (the demo director's state) no earlier test of this file has used. */
  async function tournament() {
    const rows = await ctx.database.db
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          eq(events.stateId, STATE_ID.VIC),
          eq(events.eventStatusId, 1),
          ne(events.typeId, 14),
          isNotNull(events.blindStructureId),
          gt(events.startsAt, daysFromNow(1)),
        ),
      )
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(taken + 1);
    const row = rows[taken++];
    if (!row) throw new Error('The seed has too few upcoming Victorian tournaments for this file');
    // $50 a head to the pool, no guarantee, rebuys or add-ons, late registration until the director closes it.
    await ctx.database.db
      .update(events)
      .set({ buyInAmount: 50, takeHomeAmount: 0, rebuyInFee: null, addons: null, lateRego: null })
      .where(eq(events.id, row.id));
    return row.id;
  }

  const director = () => signIn(ctx.app, 'director@example.com', 'Director#2026');
  const command = (cookie: string | null, eventId: number, intent: object, commandId = randomUUID()) =>
    ctx.app.inject({
      method: 'POST',
      url: `/umbraco/api/Floor/Command?eventId=${eventId}`,
      headers: { ...CLIENT, ...(cookie ? { cookie } : {}) },
      payload: { commandId, intent },
    });
  const run = async (cookie: string, eventId: number, intent: object) => {
    const answer = await command(cookie, eventId, intent);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as DirectorFloor;
  };
  const publicFloor = async (eventId: number) =>
    (
      await ctx.app.inject({ method: 'GET', url: `/umbraco/api/Floor/GetFloor?eventId=${eventId}` })
    ).json() as PublicFloor;
  const mySeat = async (cookie: string, eventId: number) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/umbraco/api/Floor/GetMySeat?eventId=${eventId}`,
        headers: { ...CLIENT, cookie },
      })
    ).json() as MySeat;
  const clock = async (eventId: number) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/umbraco/api/tournamentClock/getTournamentClockStatus?eventId=${eventId}`,
      })
    ).json();

  // About forty commands, each its own transaction: past the default 30 s on two busy cores.
  it('runs a night of 20: the draw, a table broken, the final table, an ICM deal, the close', async () => {
    const eventId = await tournament();
    const cookie = await director();
    const demo = await ctx.database.db
      .select({ id: members.id, email: members.email })
      .from(members)
      .where(sql`${members.email} in ${DEMOS}`);
    const others = await ctx.database.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.active, true), notInArray(members.email, [...DEMOS, 'director@example.com'])))
      .orderBy(asc(members.id))
      .limit(9);
    const memberIds = [...demo.map((m) => m.id), ...others.map((m) => m.id)];
    expect(memberIds).toHaveLength(12);
    for (const memberId of memberIds) await run(cookie, eventId, { type: 'entry.add', memberId });
    for (let i = 1; i <= 8; i++)
      await run(cookie, eventId, { type: 'entry.add', playerName: `Walk-in ${i}` });

    let floor = await run(cookie, eventId, { type: 'seats.draw' });
    expect(floor.tables.map((t) => t.seats.length)).toEqual([7, 7, 6]);
    expect(floor.prizePool).toBe(1000);
    expect(floor.payouts).toEqual([550, 270, 180]);
    expect(floor.undoLabel).toBe('Seat draw');
    const status = await clock(eventId);
    expect(status).toMatchObject({ entries: 20, reEntries: 0, playersRemaining: 20, prizePool: 1000 });
    expect(status.prizeStructureList).toEqual({ '1': 550, '2': 270, '3': 180 });

    // Mia, Riley and the forgetful demo member play to the end; the others go out in entry order.
    const keep = floor.players.filter((p) => p.memberId !== null && demo.some((d) => d.id === p.memberId));
    const [winner, second, third] = [
      keep.find((p) => p.memberId === demo.find((d) => d.email === 'member@example.com')?.id),
      keep.find((p) => p.memberId === demo.find((d) => d.email === 'rival@example.com')?.id),
      keep.find((p) => p.memberId === demo.find((d) => d.email === 'forgetful@example.com')?.id),
    ];
    if (!winner || !second || !third) throw new Error('the demo members were not entered');
    const goers = floor.players.filter((p) => ![winner.id, second.id, third.id].includes(p.id));

    await run(cookie, eventId, { type: 'entry.bust', entry: goers[0]?.id, eliminatedBy: winner.id });
    floor = await run(cookie, eventId, { type: 'entry.bust', entry: goers[1]?.id });
    // 18 fit at two tables of nine: table 3 breaks, its players each drawing a seat at tables 1 and 2.
    expect(floor.tables.map((t) => t.table)).toEqual([1, 2]);
    expect(floor.tables.map((t) => t.seats.length)).toEqual([9, 9]);
    expect(floor.lastMoves.length).toBeGreaterThan(0);
    expect(new Set(floor.lastMoves.map((m) => m.reason))).toEqual(new Set(['break']));
    expect(floor.lastMoves.every((m) => m.from.table === 3 && m.to.table !== 3)).toBe(true);
    expect(floor.undoLabel).toBe(`Bust-out of ${goers[1]?.playerName}`);
    // Every viewer sees the same tables; a moved player's ticket finds their new seat.
    const seen = await publicFloor(eventId);
    expect(seen.tables).toEqual(floor.tables);
    expect(seen.recentMoves.slice(0, floor.lastMoves.length)).toEqual([...floor.lastMoves].reverse());
    const mia = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const mine = await mySeat(mia, eventId);
    expect(mine.playing).toBe(true);
    const bySeat = seen.tables.flatMap((t) => t.seats.map((s) => ({ ...s, table: t.table })));
    expect(bySeat.find((s) => s.ticket === mine.ticket)).toMatchObject({
      table: mine.seat?.table,
      seat: mine.seat?.seat,
    });
    expect(bySeat.filter((s) => s.ticket === null)).toHaveLength(
      floor.players.filter((p) => p.memberId === null && p.out === null).length,
    );

    for (const goer of goers.slice(2)) {
      floor = await run(cookie, eventId, { type: 'entry.bust', entry: goer.id, eliminatedBy: second.id });
      const sizes = floor.tables.map((t) => t.seats.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
    expect(floor.tables).toHaveLength(1);
    expect(floor.playersLeft).toBe(3);
    expect(floor.players.find((p) => p.id === second.id)?.knockouts).toBe(15);

    // ICM, stacks 50/30/20 for 550/270/180: 395.54, 324.75, 279.71 to the dollar by the largest remainders.
    floor = await run(cookie, eventId, {
      type: 'deal.record',
      method: 'icm',
      stacks: [
        { entry: winner.id, stack: 50_000 },
        { entry: second.id, stack: 30_000 },
        { entry: third.id, stack: 20_000 },
      ],
    });
    expect(floor.deal?.shares.map((s) => s.amount)).toEqual([395, 325, 280]);
    expect(floor.undoLabel).toBe('Deal (ICM)');
    const early = await command(cookie, eventId, { type: 'event.close' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'The event closes when one player is left: record the bust-outs first.',
    );

    // Places stay as played: the biggest share goes out third.
    await run(cookie, eventId, { type: 'entry.bust', entry: winner.id, eliminatedBy: second.id });
    await run(cookie, eventId, { type: 'entry.bust', entry: third.id, eliminatedBy: second.id });
    const before = await ctx.database.db
      .select({ pts: standings.pts, won: standings.won, winnings: standings.winnings })
      .from(standings)
      .where(
        and(
          eq(standings.scope, 0),
          eq(standings.seasonId, 0),
          eq(standings.monthId, 0),
          eq(standings.divisionId, 0),
          eq(standings.memberId, second.memberId as number),
        ),
      );
    floor = await run(cookie, eventId, { type: 'event.close' });
    expect(floor.closed).toBe(true);
    const rows = await ctx.database.db
      .select({
        place: results.place,
        memberId: results.memberId,
        cash: results.cash,
        points: results.points,
      })
      .from(results)
      .where(eq(results.eventId, eventId))
      .orderBy(asc(results.place));
    expect(rows).toHaveLength(20);
    expect(rows.slice(0, 4)).toEqual([
      { place: 1, memberId: second.memberId, cash: 325, points: 250 },
      { place: 2, memberId: third.memberId, cash: 280, points: 215 },
      { place: 3, memberId: winner.memberId, cash: 395, points: 205 },
      { place: 4, memberId: goers.at(-1)?.memberId ?? null, cash: 0, points: 180 },
    ]);
    expect(rows.reduce((sum, r) => sum + r.cash, 0)).toBe(1000);
    const after = await ctx.database.db
      .select({ pts: standings.pts, won: standings.won, winnings: standings.winnings })
      .from(standings)
      .where(
        and(
          eq(standings.scope, 0),
          eq(standings.seasonId, 0),
          eq(standings.monthId, 0),
          eq(standings.divisionId, 0),
          eq(standings.memberId, second.memberId as number),
        ),
      );
    const was = before[0] ?? { pts: 0, won: 0, winnings: 0 };
    expect(after[0]).toEqual({ pts: was.pts + 250, won: was.won + 1, winnings: was.winnings + 325 });
    expect(await clock(eventId)).toMatchObject({ runStatusName: 'END_OF_ALL_ROUND', playersRemaining: 1 });

    // Closed: nothing more, and the old recorder leaves it alone.
    const late = await command(cookie, eventId, { type: 'entry.add', playerName: 'Too Late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This event is closed: its results are final.');
  }, 120_000);

  it('does a resent command once, and undoes and redoes in order', async () => {
    const eventId = await tournament();
    const cookie = await director();
    const id = randomUUID();
    const first = await command(cookie, eventId, { type: 'entry.add', playerName: 'Ann Lee' }, id);
    const again = await command(cookie, eventId, { type: 'entry.add', playerName: 'Ann Lee' }, id);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((again.json() as DirectorFloor).players).toHaveLength(1);

    await run(cookie, eventId, { type: 'entry.add', playerName: 'Bo Chen' });
    let floor = await run(cookie, eventId, { type: 'entry.rebuy', entry: 1 });
    expect(floor.undoLabel).toBe('Rebuy of Ann Lee');
    floor = await run(cookie, eventId, { type: 'undo' });
    expect([floor.undoLabel, floor.redoLabel]).toEqual(['Entry of Bo Chen', 'Rebuy of Ann Lee']);
    floor = await run(cookie, eventId, { type: 'undo' });
    expect([floor.undoLabel, floor.redoLabel]).toEqual(['Entry of Ann Lee', 'Entry of Bo Chen']);
    expect(floor.players.map((p) => p.playerName)).toEqual(['Ann Lee']);
    floor = await run(cookie, eventId, { type: 'redo' });
    expect(floor.players.map((p) => p.playerName)).toEqual(['Ann Lee', 'Bo Chen']);
    expect([floor.undoLabel, floor.redoLabel, floor.rebuys]).toEqual([
      'Entry of Bo Chen',
      'Rebuy of Ann Lee',
      0,
    ]);
    // The version only grows, through undo and redo alike.
    expect(floor.version).toBe(6);

    // A new command ends the redo: the rebuy undone is gone.
    floor = await run(cookie, eventId, { type: 'entry.add', playerName: 'Cy Dunn' });
    expect([floor.canRedo, floor.redoLabel, floor.undoLabel]).toEqual([false, null, 'Entry of Cy Dunn']);
    const nothing = await command(cookie, eventId, { type: 'redo' });
    expect([nothing.statusCode, nothing.json().message]).toEqual([409, 'Nothing to redo.']);
    expect(await clock(eventId)).toMatchObject({ entries: 3, playersRemaining: 3, prizePool: 150 });
  });

  it('closes late registration at the end of the level set', async () => {
    const eventId = await tournament();
    const cookie = await director();
    await run(cookie, eventId, { type: 'entry.add', playerName: 'Ann Lee' });
    await run(cookie, eventId, { type: 'settings.set', settings: { lateRegistrationLevel: 1 } });
    // Level 2 (through level 1's break, where the structure has one).
    for (const action of ['start', 'next', 'next']) {
      if ((await clock(eventId)).currentRound === 2) break;
      const moved = await ctx.app.inject({
        method: 'POST',
        url: `/umbraco/api/tournamentClock/${action}?eventId=${eventId}`,
        headers: { ...CLIENT, cookie },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    expect((await clock(eventId)).currentRound).toBe(2);
    const floor = (
      await ctx.app.inject({
        method: 'GET',
        url: `/umbraco/api/Floor/GetDirectorFloor?eventId=${eventId}`,
        headers: { ...CLIENT, cookie },
      })
    ).json() as DirectorFloor;
    expect(floor.lateRegistrationOpen).toBe(false);
    for (const intent of [
      { type: 'entry.add', playerName: 'Bo Chen' },
      { type: 'entry.rebuy', entry: 1 },
    ]) {
      const refused = await command(cookie, eventId, intent);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Late registration closed at the end of level 1.');
    }
    // The clock's own count is the floor's.
    const players = await ctx.app.inject({
      method: 'POST',
      url: `/umbraco/api/tournamentClock/entries?eventId=${eventId}`,
      headers: { ...CLIENT, cookie },
      payload: { entries: 30, reEntries: 0 },
    });
    expect(players.statusCode).toBe(409);
  });

  it('refuses visitors, members and other venues, bad intents and what the rules do not allow', async () => {
    const eventId = await tournament();
    const cookie = await director();
    const intent = { type: 'entry.add', playerName: 'Ann Lee' };
    expect((await command(null, eventId, intent)).statusCode).toBe(401);
    const mia = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    expect((await command(mia, eventId, intent)).statusCode).toBe(403);
    const consoleRefused = await ctx.app.inject({
      method: 'GET',
      url: `/umbraco/api/Floor/GetDirectorFloor?eventId=${eventId}`,
      headers: { ...CLIENT, cookie: mia },
    });
    expect(consoleRefused.statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/umbraco/api/Floor/GetMySeat?eventId=${eventId}` }))
        .statusCode,
    ).toBe(401);

    const [nsw] = await ctx.database.db
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          eq(events.stateId, STATE_ID.NSW),
          eq(events.eventStatusId, 1),
          gt(events.startsAt, daysFromNow(1)),
        ),
      )
      .limit(1);
    const elsewhere = await command(cookie, nsw?.id as number, intent);
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([
      403,
      'This venue is not one of yours.',
    ]);

    for (const bad of [
      { type: 'entry.add' },
      { type: 'entry.fly' },
      { type: 'entry.bust', entry: 0 },
      { type: 'deal.record', method: 'coin', stacks: [] },
    ])
      expect((await command(cookie, eventId, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    const noId = await ctx.app.inject({
      method: 'POST',
      url: `/umbraco/api/Floor/Command?eventId=${eventId}`,
      headers: { ...CLIENT, cookie },
      payload: { commandId: 'not-a-uuid', intent },
    });
    expect(noId.statusCode).toBe(400);
    const unknown = await command(cookie, eventId, { type: 'entry.add', memberId: 999_999_999 });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'Member 999999999 not found.']);

    const ruled = await command(cookie, eventId, { type: 'entry.bust', entry: 5 });
    expect([ruled.statusCode, ruled.json().message]).toEqual([409, 'There is no entry #5.']);
    const draw = await command(cookie, eventId, { type: 'seats.draw' });
    expect([draw.statusCode, draw.json().message]).toEqual([
      409,
      'Enter at least two players before the draw.',
    ]);
    expect((await publicFloor(eventId)).version).toBe(0);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/umbraco/api/Floor/GetFloor?eventId=999999999',
    });
    expect(missing.statusCode).toBe(404);
  });

  it("pushes the floor to the event's group after each command, as GetFloor answers it", async () => {
    const app = await buildApp({ db: ctx.database.db, hub: { secret: 'a shared hub secret for this test' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const eventId = await tournament();
      const connection = new HubConnectionBuilder()
        .withUrl(`${base}${HUB_PATH}`, { transport: HttpTransportType.WebSockets })
        .configureLogging(LogLevel.None)
        .build();
      const pushes: unknown[] = [];
      connection.on(HUB_MESSAGES.floorUpdate, (floor: unknown) => pushes.push(floor));
      await connection.start();
      await connection.invoke(HUB_METHODS.joinEvent, eventId);
      const cookie = await signIn(app, 'director@example.com', 'Director#2026');
      const answer = await app.inject({
        method: 'POST',
        url: `/umbraco/api/Floor/Command?eventId=${eventId}`,
        headers: { ...CLIENT, cookie },
        payload: { commandId: randomUUID(), intent: { type: 'entry.add', playerName: 'Ann Lee' } },
      });
      expect(answer.statusCode).toBe(200);
      const deadline = Date.now() + 3000;
      while (pushes.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      const [floor] = hubMessageSchemas[HUB_MESSAGES.floorUpdate].parse([pushes[0]]);
      expect(floor).toMatchObject({ eventId, version: 1, entries: 1, playersLeft: 1, prizePool: 50 });
      expect('players' in (pushes[0] as object)).toBe(false);
      const read = await app.inject({ method: 'GET', url: `/umbraco/api/Floor/GetFloor?eventId=${eventId}` });
      expect(read.json()).toEqual(floor);
      await connection.stop();
    } finally {
      await app.close();
    }
  });
});
