import { and, asc, eq, gt, isNotNull, ne } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { events } from '../../src/server/db/schema';
import { STATE_ID } from '../../src/shared/states';
import { daysFromNow, describeOnEachDatabase, signIn, type TestApp } from './test-app';

const CLIENT = { 'x-requested-with': 'XMLHttpRequest' };
const NOT_YOURS = { message: 'This venue is not one of yours.' };
const AUDIT = '/umbraco/api/Admin/Audit';

type Call = { method: 'GET' | 'POST'; url: (eventId: number) => string; payload?: object };

/** Every tournament-floor call about one event (each with input it would take). */
const FLOOR_CALLS: Record<string, Call> = {
  clockStart: { method: 'POST', url: (id) => `/umbraco/api/tournamentClock/start?eventId=${id}` },
  clockEntries: {
    method: 'POST',
    url: (id) => `/umbraco/api/tournamentClock/entries?eventId=${id}`,
    payload: { entries: 9, reEntries: 0 },
  },
  getBustOuts: { method: 'GET', url: (id) => `/umbraco/api/Event/GetBustOuts?eventId=${id}` },
  recordBustOut: {
    method: 'POST',
    url: (id) => `/umbraco/api/Event/RecordBustOut?eventId=${id}`,
    payload: { playerName: 'Scope Tester' },
  },
  removeBustOut: {
    method: 'POST',
    url: (id) => `/umbraco/api/Event/RemoveBustOut?eventId=${id}`,
    payload: { seq: 1 },
  },
  closeEvent: {
    method: 'POST',
    url: (id) => `/umbraco/api/Event/CloseEvent?eventId=${id}`,
    payload: { playerName: 'Scope Winner' },
  },
};

const call = (app: TestApp, c: Call, eventId: number, cookie?: string) =>
  app.inject({
    method: c.method,
    url: c.url(eventId),
    headers: { ...CLIENT, ...(cookie ? { cookie } : {}) },
    ...(c.payload ? { payload: c.payload } : {}),
  });

describeOnEachDatabase("the tournament floor's calls check the event's venue (issue 34)", (ctx) => {
  /** Upcoming open tournaments with a blind structure in a state, soonest first. */
  const upcoming = async (stateId: number, count: number) => {
    const rows = await ctx.database.db
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          eq(events.stateId, stateId),
          eq(events.eventStatusId, 1),
          ne(events.typeId, 14),
          isNotNull(events.blindStructureId),
          gt(events.startsAt, daysFromNow(1)),
        ),
      )
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(count);
    if (rows.length < count) throw new Error(`fewer than ${count} upcoming tournaments in state ${stateId}`);
    return rows.map((r) => r.id);
  };
  const trail = async (admin: string, eventId: number) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `${AUDIT}?entity=event`,
        headers: { ...CLIENT, cookie: admin },
      })
    )
      .json()
      .rows.filter((r: { entityId: string }) => r.entityId === String(eventId))
      .map((r: { action: string; actorName: string }) => `${r.action} by ${r.actorName}`);

  it('answers a visitor 401 and a member 403 on every floor call, before anything changes', async () => {
    const [vic] = await upcoming(STATE_ID.VIC, 1);
    const member = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    for (const [name, c] of Object.entries(FLOOR_CALLS)) {
      expect((await call(ctx.app, c, vic as number)).statusCode, name).toBe(401);
      const refused = await call(ctx.app, c, vic as number, member);
      expect(refused.statusCode, name).toBe(403);
      expect(refused.json().message, name).not.toBe(NOT_YOURS.message);
    }
  });

  it('lets the Victorian director run a Victorian event, refuses them a NSW event, and lets the admin run both', async () => {
    const [vic] = await upcoming(STATE_ID.VIC, 1);
    const [nsw, nswForAdmin] = await upcoming(STATE_ID.NSW, 2);
    const director = await signIn(ctx.app, 'director@example.com', 'Director#2026');
    const admin = await signIn(ctx.app, 'admin@example.com', 'Admin#2026');

    // Another venue's event: every call is refused with the same words, and nothing is recorded.
    for (const [name, c] of Object.entries(FLOOR_CALLS)) {
      const refused = await call(ctx.app, c, nsw as number, director);
      expect(refused.statusCode, name).toBe(403);
      expect(refused.json(), name).toEqual(NOT_YOURS);
    }
    expect(await trail(admin, nsw as number)).toEqual([]);
    const clock = await ctx.app.inject({
      method: 'GET',
      url: `/umbraco/api/tournamentClock/getTournamentClockStatus?eventId=${nsw}`,
    });
    expect(clock.json().runStatus).toBe(1);

    // Their own venue's event: every call goes through, in the order a night runs.
    const ok = async (id: number, cookie: string) => {
      for (const [name, c] of Object.entries(FLOOR_CALLS)) {
        const answer = await call(ctx.app, c, id, cookie);
        expect(answer.statusCode, `${name}: ${answer.body}`).toBe(200);
        // The bust-out undone is recorded again, so the event can close with someone out.
        if (name === 'removeBustOut')
          expect((await call(ctx.app, FLOOR_CALLS.recordBustOut as Call, id, cookie)).statusCode).toBe(200);
      }
    };
    await ok(vic as number, director);
    expect(await trail(admin, vic as number)).toEqual([
      'results.close by Dana Whitlock',
      'results.bustOut by Dana Whitlock',
      'results.undoBustOut by Dana Whitlock',
      'results.bustOut by Dana Whitlock',
      'clock.entries by Dana Whitlock',
      'clock.start by Dana Whitlock',
    ]);

    // A league admin runs every venue's events.
    await ok(nswForAdmin as number, admin);
    expect(await trail(admin, nswForAdmin as number)).toHaveLength(6);
  });

  it('a director with no venues runs none, and an event that does not exist is still 404', async () => {
    const [vic] = await upcoming(STATE_ID.VIC, 1);
    const admin = await signIn(ctx.app, 'admin@example.com', 'Admin#2026');
    const given = await ctx.app.inject({
      method: 'POST',
      url: '/umbraco/api/Admin/SetRole',
      headers: { ...CLIENT, cookie: admin },
      payload: { email: 'rival@example.com', role: 'director' },
    });
    expect(given.statusCode).toBe(200);
    const rival = await signIn(ctx.app, 'rival@example.com', 'Rival#2026');
    const refused = await call(ctx.app, FLOOR_CALLS.getBustOuts as Call, vic as number, rival);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(NOT_YOURS);
    const missing = await call(
      ctx.app,
      FLOOR_CALLS.getBustOuts as Call,
      999_999_999,
      await signIn(ctx.app, 'director@example.com', 'Director#2026'),
    );
    expect(missing.statusCode).toBe(404);
  });
});
