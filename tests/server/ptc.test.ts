import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, signIn } from './test-app';

const API = '/umbraco/api';
const MEMBER_ID = 100_000;

describeOnEachDatabase('PTC summary, transfers and player search', (ctx) => {
  const as = async (email: string, password: string) => {
    const cookie = await signIn(ctx.app, email, password);
    return {
      get: (url: string) => ctx.app.inject({ method: 'GET', url: `${API}${url}`, headers: { cookie } }),
      post: (url: string, payload: object) =>
        ctx.app.inject({
          method: 'POST',
          url: `${API}${url}`,
          headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
          payload,
        }),
    };
  };
  const member = () => as('member@example.com', 'Member#2026');
  const rival = () => as('rival@example.com', 'Rival#2026');

  async function expectLedgerHolds() {
    const { rows } = (await ctx.database.db.execute(sql`
      select m.id, m.ptc_balance as balance,
        coalesce((select sum(amount) from ptc_ledger l where l.member_id = m.id), 0)::int as ledger
      from members m where m.ptc_balance < 0 or m.ptc_balance <>
        coalesce((select sum(amount) from ptc_ledger l where l.member_id = m.id), 0)`)) as unknown as {
      rows: { id: number; balance: number; ledger: number }[];
    };
    expect(rows).toEqual([]);
  }

  it('seeds a ledger that sums to every balance, and the demo summary', async () => {
    await expectLedgerHolds();
    const response = await (await member()).get('/Membership/GetPTCSummary');
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary).toMatchObject({
      currentBalance: 250,
      expired: 1,
      totalExpiredValue: 30,
      used: 1,
      totalUsedValue: 40,
      totalAvailableTransfer: 250,
      expiringSoon: { amount: 50 },
    });
    expect(summary.transactions).toHaveLength(5);
    expect(summary.transferRules).toContain('You cannot transfer PTC to yourself.');
  });

  it('fires 200 transfers at once from a member whose PTC cover 8 of them: exactly 8 succeed', async () => {
    const from = await rival();
    const before = (await from.get('/Membership/GetPTCSummary')).json();
    const affordable = before.totalAvailableTransfer / 5;
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        from.post('/membership/transferPTC', { PTCAmount: 5, destMembershipId: MEMBER_ID }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const succeeded = answers.filter((a) => a.json().success === true).length;
    expect(succeeded).toBe(affordable);
    const after = (await from.get('/Membership/GetPTCSummary')).json();
    expect(after.currentBalance).toBe(before.currentBalance - affordable * 5);
    expect(after.totalAvailableTransfer).toBe(0);
    await expectLedgerHolds();
  });

  it('transfers PTC to another member and both summaries show it', async () => {
    const from = await member();
    const to = await rival();
    const toBefore = (await to.get('/Membership/GetPTCSummary')).json();
    const fromBefore = (await from.get('/Membership/GetPTCSummary')).json();
    const breakdown = await from.get('/membership/listConsumePTC?amount=70&purpose=transfer');
    expect(breakdown.statusCode).toBe(200);
    expect(breakdown.json().map((i: { consumeAmount: number }) => i.consumeAmount)).toEqual([50, 20]);
    const result = await from.post('/membership/transferPTC', { PTCAmount: 70, destMembershipId: 100_001 });
    expect(result.json()).toEqual({ success: true, reason: '70 PTC transferred to Riley Ashford (100001).' });
    const fromAfter = (await from.get('/Membership/GetPTCSummary')).json();
    const toAfter = (await to.get('/Membership/GetPTCSummary')).json();
    expect(fromAfter.currentBalance).toBe(fromBefore.currentBalance - 70);
    expect(toAfter.currentBalance).toBe(toBefore.currentBalance + 70);
    expect(toAfter.transactions[0]).toMatchObject({
      totalCredit: 70,
      description: expect.stringMatching(/^Transfer from Mia Callaghan/),
    });
    expect(fromAfter.transactions[0]).toMatchObject({ totalCredit: -70, expiryDate: null });
    // Received PTC cannot be passed on.
    expect(toAfter.totalAvailableTransfer).toBe(toBefore.totalAvailableTransfer);
    const logged = (await from.get('/account/getLoggedMember')).json();
    expect(logged.ptc).toBe(fromAfter.currentBalance);
    await expectLedgerHolds();
  });

  it.each([
    [{ PTCAmount: 7, destMembershipId: 100_001 }, /multiples of 5/],
    [{ PTCAmount: 5, destMembershipId: MEMBER_ID }, /yourself/],
    [{ PTCAmount: 5, destMembershipId: 999_999 }, /No active member/],
    [{ PTCAmount: 100_000, destMembershipId: 100_001 }, /don't have 100000 PTC/],
  ])('refuses the transfer %j with the reason', async (body, reason) => {
    const from = await member();
    const before = (await from.get('/Membership/GetPTCSummary')).json().currentBalance;
    const result = (await from.post('/membership/transferPTC', body)).json();
    expect(result.success).toBe(false);
    expect(result.reason).toMatch(reason);
    expect((await from.get('/Membership/GetPTCSummary')).json().currentBalance).toBe(before);
  });

  it.each([
    ['POST', '/membership/transferPTC', 'PTCAmount', { PTCAmount: 1.5, destMembershipId: 100_001 }],
    [
      'POST',
      '/membership/transferPTC',
      'destMembershipId',
      { PTCAmount: 5, destMembershipId: 2_147_483_648 },
    ],
    ['POST', '/player/search', 'firstName', { mode: 4, firstName: 'a\u0000' }],
    ['POST', '/player/search', 'mode', { mode: 3 }],
    ['GET', '/membership/listConsumePTC?amount=0', 'amount'],
    ['GET', '/membership/listConsumePTC?amount=5&purpose=gift', 'purpose'],
    ['GET', '/membership/listPTC?allowTransfer=yes', 'allowTransfer'],
  ] as const)('%s %s answers 400 naming %s', async (method, url, field, body?: object) => {
    const session = await member();
    const response = method === 'GET' ? await session.get(url) : await session.post(url, body ?? {});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors ?? {})).toContain(field);
  });

  it('answers 400 when the breakdown asks for more than may be transferred', async () => {
    const response = await (await member()).get('/membership/listConsumePTC?amount=100000&purpose=transfer');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/don't have/);
  });

  it('lists only transferable credits with allowTransfer=true', async () => {
    const session = await rival();
    const all = (await session.get('/membership/listPTC?allowTransfer=false')).json();
    const transferable = (await session.get('/membership/listPTC?allowTransfer=true')).json();
    expect(all.length).toBeGreaterThan(transferable.length);
    expect(transferable.every((lot: { transferable: boolean }) => lot.transferable)).toBe(true);
  });

  it('searches active players by name and card number, never the searcher, with their last played event', async () => {
    const session = await member();
    const byCard = (await session.post('/player/search', { mode: 4, cardNumber: '100001' })).json();
    expect(byCard).toEqual([
      expect.objectContaining({ name: 'Riley Ashford', membershipId: 100_001, cardNumber: '100001' }),
    ]);
    const byName = (
      await session.post('/player/search', { mode: 4, firstName: 'ri', lastName: 'ash' })
    ).json();
    expect(byName.map((p: { membershipId: number }) => p.membershipId)).toContain(100_001);
    expect((await session.post('/player/search', { mode: 4, cardNumber: String(MEMBER_ID) })).json()).toEqual(
      [],
    );
    expect((await session.post('/player/search', { mode: 4 })).json()).toEqual([]);
    const [someone] = (await session.post('/player/search', { mode: 4, lastName: 'S' })).json();
    expect(someone.lastPlayedEvent === null || typeof someone.lastPlayedEvent.title === 'string').toBe(true);
  });

  it('answers 401 to visitors on every PTC call', async () => {
    for (const [method, url] of [
      ['GET', '/Membership/GetPTCSummary'],
      ['GET', '/membership/listPTC?allowTransfer=true'],
      ['GET', '/membership/listConsumePTC?amount=5&purpose=transfer'],
      ['POST', '/membership/transferPTC'],
      ['POST', '/player/search'],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url: `${API}${url}`,
        ...(method === 'POST' ? { payload: { PTCAmount: 5, destMembershipId: 100_001, mode: 4 } } : {}),
      });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('shows a member only their own PTC, whatever ids the request carries', async () => {
    const session = await rival();
    const summary = (await session.get('/Membership/GetPTCSummary?customerId=1&membershipId=100000')).json();
    expect(
      summary.transactions.some((t: { description: string }) =>
        /Welcome bonus|Voucher converted/.test(t.description),
      ),
    ).toBe(false);
    const lots = (await session.get('/membership/listPTC?allowTransfer=false&membershipId=100000')).json();
    expect(lots.some((l: { description: string }) => /Welcome bonus/.test(l.description))).toBe(false);
  });
});
