import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, signIn } from './test-app';

const API = '/umbraco/api';
const LIST = `${API}/Admin/DeleteRequests`;
const VERIFY = `${API}/Admin/VerifyDeleteRequest`;
const ERASE = `${API}/Admin/EraseDeleteRequest`;
const CLIENT = { 'x-requested-with': 'XMLHttpRequest' };
const PASSWORD = 'Member#2026';

interface Listed {
  id: number;
  status: string;
  email: string;
  firstName: string;
  account: { memberId: number; membershipId: number; name: string; email: string | null } | null;
}

describeOnEachDatabase('the staff queues: account deletion requests (issue 34)', (ctx) => {
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { ...CLIENT, ...(cookie ? { cookie } : {}) }, payload });
  const query = async <T>(text: ReturnType<typeof sql>) =>
    ((await ctx.database.db.execute(text)) as unknown as { rows: T[] }).rows;
  const admin = () => signIn(ctx.app, 'admin@example.com', 'Admin#2026');

  it('answers a visitor 401 and a member or a venue director 403 before reading the input, bad input 400', async () => {
    const member = await signIn(ctx.app, 'member@example.com', PASSWORD);
    const director = await signIn(ctx.app, 'director@example.com', 'Director#2026');
    for (const [method, url] of [
      ['GET', LIST],
      ['POST', VERIFY],
      ['POST', ERASE],
    ] as const) {
      expect((await call(method, url, undefined, { nonsense: true })).statusCode, url).toBe(401);
      expect((await call(method, url, member, { nonsense: true })).statusCode, url).toBe(403);
      expect((await call(method, url, director, { nonsense: true })).statusCode, url).toBe(403);
    }
    const cookie = await admin();
    const bad = await call('POST', VERIFY, cookie, { id: 'one', memberId: -1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['id', 'memberId']);
    const missing = await call('POST', ERASE, cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['id']);
    expect((await call('POST', ERASE, cookie, { id: 2_000_000_000 })).statusCode).toBe(404);
  });

  it('verify then erase: the member cannot sign in, the boards and the ledger still add up, the trail says so', async () => {
    // The player with the most results, given an e-mail and a known password; the demo member sends them PTC first, so the
    // ledger names them on both sides.
    const [target] = await query<{
      id: number;
      membership_id: number;
      email: string;
      first_name: string;
    }>(sql`
      update members set password_hash = (select password_hash from members where email = 'member@example.com'),
        email = 'leaving.player@example.org'
      where id = (select member_id from results where member_id is not null
                  group by member_id order by count(*) desc, member_id limit 1)
      returning id, membership_id, email, first_name`);
    if (!target) throw new Error('no player with results in the seed');
    const before = await signIn(ctx.app, target.email, PASSWORD);
    expect((await call('GET', `${API}/account/getLoggedMember`, before)).json().id).toBe(target.id);
    const giver = await signIn(ctx.app, 'member@example.com', PASSWORD);
    const sent = await call('POST', `${API}/membership/transferPTC`, giver, {
      PTCAmount: 10,
      destMembershipId: target.membership_id,
    });
    expect(sent.json()).toMatchObject({ success: true });

    const totals = () =>
      query<{
        pts: number;
        winnings: number;
        points: number;
        ledger: number;
        balances: number;
        mine: number;
      }>(sql`
        select (select sum(pts)::int from standings) as pts,
               (select sum(winnings)::int from standings) as winnings,
               (select sum(points)::int from results) as points,
               (select sum(amount)::int from ptc_ledger) as ledger,
               (select sum(ptc_balance)::int from members) as balances,
               (select count(*)::int from results where member_id = ${target.id}) as mine`);
    const board = async () =>
      (await call('POST', `${API}/Leaderboard/search`, undefined, { stateId: null })).json() as {
        id: number;
        name: string;
        pts: number;
      }[];
    const [totalsBefore] = await totals();
    const boardBefore = await board();

    // The member asks through the public form, as anyone can.
    const asked = await call('POST', `${API}/account/AccountDeleteRequest`, undefined, {
      firstName: target.first_name,
      lastName: 'Whoever',
      cardNumber: String(target.membership_id),
      emailAddress: target.email.toUpperCase(),
      mobile: '',
      reason: 'I no longer play.',
    });
    expect(asked.statusCode).toBe(200);

    const cookie = await admin();
    const listed = (await call('GET', LIST, cookie)).json() as Listed[];
    const request = listed.find((r) => r.email === target.email);
    expect(request).toMatchObject({ status: 'pending', account: { memberId: target.id } });
    if (!request) throw new Error('not listed');
    // Erasing before verifying, or verifying another account, is refused.
    expect((await call('POST', ERASE, cookie, { id: request.id })).statusCode).toBe(409);
    expect((await call('POST', VERIFY, cookie, { id: request.id, memberId: target.id + 1 })).statusCode).toBe(
      409,
    );
    const verified = await call('POST', VERIFY, cookie, { id: request.id, memberId: target.id });
    expect(verified.statusCode).toBe(200);
    expect((await call('POST', VERIFY, cookie, { id: request.id, memberId: target.id })).statusCode).toBe(
      409,
    );

    const erased = await call('POST', ERASE, cookie, { id: request.id });
    expect(erased.statusCode).toBe(200);
    const pseudonym = `Deleted player ${target.id}`;
    expect(erased.json()).toMatchObject({ success: true, pseudonym });
    expect((await call('POST', ERASE, cookie, { id: request.id })).statusCode).toBe(409);

    // No sign-in any more: not by e-mail, nor membership number; the old session is gone.
    for (const username of [target.email, String(target.membership_id)]) {
      const attempt = await ctx.app.inject({
        method: 'POST',
        url: '/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, password: PASSWORD }).toString(),
      });
      expect(attempt.statusCode, username).toBe(401);
    }
    expect((await call('GET', `${API}/account/getLoggedMember`, before)).statusCode).toBe(401);

    // The personal data is gone; the row stays under the pseudonym with its results, standings and ledger.
    const [row] = await query<Record<string, unknown>>(sql`
      select first_name, last_name, email, mobile, password_hash, avatar, suburb, postcode, date_of_birth,
             calendar_token, erased_at is not null as erased,
             (select count(*)::int from sessions where member_id = members.id) as sessions
      from members where id = ${target.id}`);
    expect(row).toEqual({
      first_name: 'Deleted',
      last_name: `player ${target.id}`,
      email: null,
      mobile: null,
      password_hash: null,
      avatar: null,
      suburb: null,
      postcode: null,
      date_of_birth: null,
      calendar_token: null,
      erased: true,
      sessions: 0,
    });
    const [totalsAfter] = await totals();
    expect(totalsAfter).toEqual(totalsBefore);
    expect(totalsAfter?.mine).toBeGreaterThan(0);
    const boardAfter = await board();
    expect(boardAfter.map((r) => [r.id, r.pts])).toEqual(boardBefore.map((r) => [r.id, r.pts]));
    const mine = boardAfter.find((r) => r.id === target.id);
    if (mine) expect(mine.name).toBe(pseudonym);
    expect(boardAfter.some((r) => r.name.includes(target.first_name) && r.id === target.id)).toBe(false);
    // Every member's balance is still the ledger's sum and the lots' remaining PTC.
    const broken = await query<{ id: number }>(sql`
      select m.id from members m
      where m.ptc_balance <> coalesce((select sum(amount) from ptc_ledger l where l.member_id = m.id), 0)
         or m.ptc_balance <> coalesce((select sum(remaining) from ptc_credits c where c.member_id = m.id), 0)`);
    expect(broken).toEqual([]);
    // The transfer's rows name the pseudonym on both sides.
    const described = await query<{ description: string }>(sql`
      select description from ptc_ledger where description like ${`%(${target.membership_id})`}`);
    expect(described.length).toBeGreaterThan(0);
    for (const { description } of described) expect(description).toContain(pseudonym);

    // The request keeps nothing of the member either, and the trail records the erasure without the values.
    const after = (await call('GET', LIST, cookie)).json() as Listed[];
    expect(after.find((r) => r.id === request.id)).toMatchObject({
      status: 'erased',
      email: '',
      firstName: 'Deleted',
      account: { memberId: target.id, name: pseudonym, email: null },
    });
    const trail = (await call('GET', `${API}/Admin/Audit?entity=member&action=member.erase`, cookie)).json();
    expect(trail.rows[0]).toMatchObject({
      actorName: 'Alex Moreau',
      entityId: String(target.id),
      after: { name: pseudonym, canSignIn: false },
    });
    const text = JSON.stringify(trail.rows[0]);
    expect(text).not.toContain(target.email);
    expect(text).not.toContain(target.first_name);
    const verifiedTrail = (await call('GET', `${API}/Admin/Audit?entity=deleteRequest`, cookie)).json();
    expect(verifiedTrail.rows[0]).toMatchObject({
      action: 'deleteRequest.verify',
      after: { status: 'verified', memberId: target.id },
    });
  });
});
