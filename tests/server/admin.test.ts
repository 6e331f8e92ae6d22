import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { avatarUploads, members, voucherChangeRequests } from '../../src/server/db/schema';
import { describeOnEachDatabase, signIn, type TestApp } from './test-app';

const ADMIN = ['admin@example.com', 'Admin#2026'] as const;
const ROLES = '/umbraco/api/Admin/SetRole';
const STAFF = '/umbraco/api/Admin/Staff';
const AUDIT = '/umbraco/api/Admin/Audit';
const AUDIT_CSV = '/umbraco/api/Admin/AuditCsv';
const CLIENT = { 'x-requested-with': 'XMLHttpRequest' };

const setRole = (app: TestApp, cookie: string, payload: unknown) =>
  app.inject({ method: 'POST', url: ROLES, headers: { ...CLIENT, cookie }, payload: payload as object });
const get = (app: TestApp, url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: { ...CLIENT, ...(cookie ? { cookie } : {}) } });
const role = async (app: TestApp, cookie: string) =>
  (await get(app, '/umbraco/api/account/getLoggedMember', cookie)).json().role;

/** A venue director's call (the floor), to see whether a role given holds. */
const FLOOR_PROBE = '/umbraco/api/Event/GetBustOuts';

describeOnEachDatabase('the league office: roles and the audit trail (issue 34)', (ctx) => {
  it('answers a visitor 401, and a member or a director 403, before reading the input', async () => {
    const member = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const director = await signIn(ctx.app, 'director@example.com', 'Director#2026');
    for (const url of [STAFF, AUDIT, `${AUDIT}?page=x`, AUDIT_CSV]) {
      expect((await get(ctx.app, url)).statusCode, url).toBe(401);
      expect((await get(ctx.app, url, member)).statusCode, url).toBe(403);
      const refused = await get(ctx.app, url, director);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ message: 'Only league admins may do this.' });
    }
    expect(
      (await setRole(ctx.app, member, { email: 'member@example.com', role: 'league_admin' })).statusCode,
    ).toBe(403);
    expect((await setRole(ctx.app, director, { email: 1 })).statusCode).toBe(403);
    expect(await role(ctx.app, member)).toBe('member');
  });

  it('lists the staff, admins first', async () => {
    const admin = await signIn(ctx.app, ...ADMIN);
    const staff = (await get(ctx.app, STAFF, admin)).json();
    expect(staff[0]).toMatchObject({ email: 'admin@example.com', name: 'Alex Moreau', role: 'league_admin' });
    expect(staff).toContainEqual(
      expect.objectContaining({ email: 'director@example.com', name: 'Dana Whitlock', role: 'director' }),
    );
    expect(staff.map((s: { role: string }) => s.role)).not.toContain('member');
  });

  it('a role given holds from the next request, and the trail keeps who, what, before and after', async () => {
    const admin = await signIn(ctx.app, ...ADMIN);
    const rival = await signIn(ctx.app, 'rival@example.com', 'Rival#2026');
    expect((await get(ctx.app, FLOOR_PROBE, rival)).statusCode).toBe(403);

    const given = await setRole(ctx.app, admin, { email: ' Rival@Example.com ', role: 'director' });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({ email: 'rival@example.com', role: 'director' });
    // The same session, the next request: the role holds.
    expect(await role(ctx.app, rival)).toBe('director');
    // A floor call: the role check passes (the missing event is then bad input, not a refusal).
    expect((await get(ctx.app, FLOOR_PROBE, rival)).statusCode).toBe(400);

    expect((await setRole(ctx.app, admin, { email: 'rival@example.com', role: 'member' })).statusCode).toBe(
      200,
    );
    expect(await role(ctx.app, rival)).toBe('member');
    expect((await get(ctx.app, FLOOR_PROBE, rival)).statusCode).toBe(403);

    const trail = (await get(ctx.app, `${AUDIT}?entity=member&action=role.set`, admin)).json();
    expect(trail.total).toBe(2);
    expect(trail.rows.map((r: { before: unknown; after: unknown }) => [r.before, r.after])).toEqual([
      [{ role: 'director' }, { role: 'member' }],
      [{ role: 'member' }, { role: 'director' }],
    ]);
    expect(trail.rows[0]).toMatchObject({ actorName: 'Alex Moreau', action: 'role.set', entity: 'member' });
    expect(new Date(trail.rows[0].at).getTime()).not.toBeNaN();
  });

  it('refuses an unknown member, a malformed request, and an admin taking away their own role', async () => {
    const admin = await signIn(ctx.app, ...ADMIN);
    const unknown = await setRole(ctx.app, admin, { email: 'nobody@example.com', role: 'director' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual({ email: 'No member has this e-mail address.' });

    for (const [payload, field] of [
      [{ email: 'not an address', role: 'director' }, 'email'],
      [{ email: '', role: 'director' }, 'email'],
      [{ email: 'member@example.com', role: 'owner' }, 'role'],
      [{ email: 'member@example.com' }, 'role'],
    ] as const) {
      const refused = await setRole(ctx.app, admin, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(refused.json().errors ?? {}), JSON.stringify(payload)).toContain(field);
    }

    const self = await setRole(ctx.app, admin, { email: 'admin@example.com', role: 'member' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot take away your own admin role: ask another league admin.');
    expect(await role(ctx.app, admin)).toBe('league_admin');
    // Giving a member the role they have changes nothing and records nothing.
    const before = (await get(ctx.app, AUDIT, admin)).json().total;
    expect(
      (await setRole(ctx.app, admin, { email: 'director@example.com', role: 'director' })).statusCode,
    ).toBe(200);
    expect((await get(ctx.app, AUDIT, admin)).json().total).toBe(before);
  });

  it('pages the trail 50 at a time, newest first, filters it, and exports it as CSV', async () => {
    const admin = await signIn(ctx.app, ...ADMIN);
    const adminId = (await get(ctx.app, STAFF, admin)).json()[0].memberId;
    for (let i = 0; i < 52; i++) {
      const answer = await setRole(ctx.app, admin, {
        email: 'forgetful@example.com',
        role: i % 2 ? 'director' : 'content_editor',
      });
      expect(answer.statusCode).toBe(200);
    }
    const first = (await get(ctx.app, `${AUDIT}?actorId=${adminId}&action=role.set`, admin)).json();
    expect(first.pageSize).toBe(50);
    expect(first.rows).toHaveLength(50);
    expect(first.total).toBeGreaterThanOrEqual(52);
    expect(first.rows[0].after).toEqual({ role: 'director' });
    const ids = first.rows.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = (await get(ctx.app, `${AUDIT}?actorId=${adminId}&action=role.set&page=2`, admin)).json();
    expect(second.rows.length).toBe(first.total - 50);
    expect((await get(ctx.app, `${AUDIT}?action=nothing.done`, admin)).json()).toEqual({
      rows: [],
      total: 0,
      page: 1,
      pageSize: 50,
    });
    expect((await get(ctx.app, `${AUDIT}?from=2999-01-01`, admin)).json().total).toBe(0);
    expect((await get(ctx.app, `${AUDIT}?to=2000-01-01`, admin)).json().total).toBe(0);
    expect((await get(ctx.app, `${AUDIT}?from=2000-01-01&to=2999-12-31`, admin)).json().total).toBe(
      first.total,
    );
    expect((await get(ctx.app, `${AUDIT}?from=2026-02-30`, admin)).statusCode).toBe(400);

    const csv = await get(ctx.app, `${AUDIT_CSV}?action=role.set`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('When,Who,Action,Entity,Id,Before,After');
    expect(lines).toHaveLength(first.total + 1);
    expect(lines[1]).toMatch(
      /^\d{4}-\d\d-\d\dT[^,]+,Alex Moreau,role\.set,member,\d+,"{""role"":""content_editor""}","{""role"":""director""}"$/,
    );
  });
});

describeOnEachDatabase("the directors' changes in the audit trail", (ctx) => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it('records the clock, the bust-outs and their undoing, each with the values before and after', async () => {
    const director = await signIn(ctx.app, 'director@example.com', 'Director#2026');
    const admin = await signIn(ctx.app, ...ADMIN);
    const games = (
      await ctx.app.inject({
        method: 'POST',
        url: '/umbraco/api/event/searchevents',
        payload: { stateId: 1, fromDate: day(1), toDate: day(7) },
      })
    ).json() as { id: number; typeId: number }[];
    const game = games.find((g) => g.typeId !== 14);
    if (!game) throw new Error('no tournament in the coming week');
    const post = (url: string, payload?: object) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...CLIENT, cookie: director },
        ...(payload ? { payload } : {}),
      });
    expect((await post(`/umbraco/api/tournamentClock/start?eventId=${game.id}`)).statusCode).toBe(200);
    expect((await post(`/umbraco/api/tournamentClock/pause?eventId=${game.id}`)).statusCode).toBe(200);
    expect(
      (await post(`/umbraco/api/Event/RecordBustOut?eventId=${game.id}`, { playerName: 'Wanda Walkin' }))
        .statusCode,
    ).toBe(200);
    expect((await post(`/umbraco/api/Event/RemoveBustOut?eventId=${game.id}`, { seq: 1 })).statusCode).toBe(
      200,
    );
    // A refused change records nothing.
    expect((await post(`/umbraco/api/tournamentClock/resume?eventId=${game.id}`)).statusCode).toBe(200);
    expect((await post(`/umbraco/api/tournamentClock/resume?eventId=${game.id}`)).statusCode).toBe(409);

    const trail = (await get(ctx.app, `${AUDIT}?entity=event`, admin)).json();
    const mine = trail.rows.filter((r: { entityId: string }) => r.entityId === String(game.id));
    expect(mine.map((r: { action: string }) => r.action)).toEqual([
      'clock.resume',
      'results.undoBustOut',
      'results.bustOut',
      'clock.pause',
      'clock.start',
    ]);
    for (const row of mine) expect(row.actorName).toBe('Dana Whitlock');
    const [resume, undo, out, pause, start] = mine;
    expect([start.before.runStatus, start.after.runStatus]).toEqual([1, 2]);
    expect([pause.before.runStatus, pause.after.runStatus]).toEqual([2, 3]);
    expect([resume.before.runStatus, resume.after.runStatus]).toEqual([3, 2]);
    expect(out.before).toBeNull();
    expect(out.after).toEqual({ seq: 1, memberId: null, playerName: 'Wanda Walkin' });
    expect(undo.before).toEqual({ seq: 1, memberId: null, playerName: 'Wanda Walkin' });
    expect(undo.after).toBeNull();

    // Closing the event: its status and the places it recorded.
    expect(
      (await post(`/umbraco/api/Event/RecordBustOut?eventId=${game.id}`, { playerName: 'Wanda Walkin' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(`/umbraco/api/Event/CloseEvent?eventId=${game.id}`, { playerName: 'Winnie Winner' }))
        .statusCode,
    ).toBe(200);
    const [closed] = (await get(ctx.app, `${AUDIT}?entity=event&action=results.close`, admin)).json().rows;
    expect(closed).toMatchObject({
      actorName: 'Dana Whitlock',
      entityId: String(game.id),
      before: { eventStatusId: 1 },
      after: {
        eventStatusId: 2,
        places: [
          { memberId: null, playerName: 'Winnie Winner', place: 1 },
          { memberId: null, playerName: 'Wanda Walkin', place: 2 },
        ],
      },
    });
  });
});

describeOnEachDatabase("the staff queues' answers in the audit trail", (ctx) => {
  it('records an avatar approved and a change request rejected by a league admin, with who and the status before and after; a venue director is refused', async () => {
    const director = await signIn(ctx.app, 'director@example.com', 'Director#2026');
    const admin = await signIn(ctx.app, ...ADMIN);
    const { db } = ctx.database;
    const [member] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'rival@example.com'));
    if (!member) throw new Error('no rival in the seed');
    const [upload] = await db
      .insert(avatarUploads)
      .values({
        memberId: member.id,
        fileName: `${'a'.repeat(32)}.png`,
        contentType: 'image/png',
        sizeBytes: 1000,
        createdAt: new Date(),
      })
      .returning({ id: avatarUploads.id });
    const [request] = await db
      .insert(voucherChangeRequests)
      .values({ memberId: member.id, requestType: 2, requestStatus: 1, requestDate: new Date() })
      .returning({ id: voucherChangeRequests.id });
    if (!upload || !request) throw new Error('not inserted');
    const post = (url: string, payload: object, cookie = admin) =>
      ctx.app.inject({ method: 'POST', url, headers: { ...CLIENT, cookie }, payload });
    // The queues are league admins' (issue 34): a venue director is refused before anything changes.
    expect(
      (await post('/umbraco/api/Membership/ReviewAvatar', { id: upload.id, approve: true }, director))
        .statusCode,
    ).toBe(403);
    expect(
      (await post('/umbraco/api/staff/respondChangeRequest', { id: request.id, approve: true }, director))
        .statusCode,
    ).toBe(403);
    expect(
      (await post('/umbraco/api/Membership/ReviewAvatar', { id: upload.id, approve: true })).statusCode,
    ).toBe(200);
    expect(
      (
        await post('/umbraco/api/staff/respondChangeRequest', {
          id: request.id,
          approve: false,
          reason: 'Not a transfer we make',
        })
      ).statusCode,
    ).toBe(200);

    const avatar = (await get(ctx.app, `${AUDIT}?entity=avatar`, admin)).json().rows[0];
    expect(avatar).toMatchObject({
      actorName: 'Alex Moreau',
      action: 'avatar.approve',
      entityId: String(upload.id),
      before: { status: 'pending', memberId: member.id },
      after: { status: 'approved', memberId: member.id },
    });
    const answered = (await get(ctx.app, `${AUDIT}?entity=changeRequest`, admin)).json().rows[0];
    expect(answered).toMatchObject({
      actorName: 'Alex Moreau',
      action: 'changeRequest.reject',
      entityId: String(request.id),
      before: { requestStatus: 1 },
      after: { requestStatus: 3, respondReason: 'Not a transfer we make' },
    });
  });
});

describe('the contract', () => {
  it('declares the four league-office calls for league admins only', async () => {
    const { allEndpoints } = await import('../../src/shared/contract/all-endpoints');
    expect(
      [
        allEndpoints.listStaff,
        allEndpoints.setStaffRole,
        allEndpoints.staffAudit,
        allEndpoints.staffAuditCsv,
      ].map((e) => e.auth),
    ).toEqual(['admin', 'admin', 'admin', 'admin']);
  });
});
