import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { members, ptcCredits, ptcLedger } from '../../src/server/db/schema';
import {
  consumeBreakdown,
  ptcSummary,
  sendExpiryReminders,
  transferPtc,
} from '../../src/server/services/ptc';
import {
  creditPtc,
  expireDue,
  planConsumption,
  spendPtc,
  withLockedMembers,
} from '../../src/server/services/ptc-ledger';

const DAY = 86_400_000;
const NOW = new Date('2026-11-18T00:00:00Z');
const day = (n: number) => new Date(NOW.getTime() + n * DAY);

let database: Database;
let db: Database['db'];
let nextMembership = 500_000;

async function newMember(firstName = 'Ada') {
  const [row] = await db
    .insert(members)
    .values({
      customerGuid: randomUUID(),
      membershipId: nextMembership++,
      firstName,
      lastName: 'Tester',
      brandId: 2,
    })
    .returning();
  if (!row) throw new Error('no member');
  return row;
}

const credit = (memberId: number, amount: number, expiresInDays: number, transferable = true, from = -10) =>
  withLockedMembers(db, [memberId], (tx) =>
    creditPtc(tx, {
      memberId,
      source: transferable ? 'result' : 'transfer',
      description: `credit ${amount} expiring day ${expiresInDays}`,
      amount,
      transferable,
      creditedAt: day(from),
      expiresAt: day(expiresInDays),
    }),
  );

const redeem = (memberId: number, amount: number, now = NOW) =>
  withLockedMembers(db, [memberId], (tx) =>
    spendPtc(tx, { memberId, amount, purpose: 'redeem', description: 'ticket', now }),
  );

/** Every member: balance >= 0, and the balance = the ledger's sum = the lots' remaining PTC. */
async function expectLedgerHolds() {
  const { rows } = (await db.execute(sql`
    select m.id, m.ptc_balance as balance,
      coalesce((select sum(amount) from ptc_ledger l where l.member_id = m.id), 0)::int as ledger,
      coalesce((select sum(remaining) from ptc_credits c where c.member_id = m.id), 0)::int as lots
    from members m`)) as unknown as { rows: { id: number; balance: number; ledger: number; lots: number }[] };
  for (const row of rows) {
    expect(row.balance, `member ${row.id}`).toBeGreaterThanOrEqual(0);
    expect(row.ledger, `member ${row.id} ledger`).toBe(row.balance);
    expect(row.lots, `member ${row.id} lots`).toBe(row.balance);
  }
}

const balanceOf = async (id: number) =>
  (await db.select({ b: members.ptcBalance }).from(members).where(eq(members.id, id)))[0]?.b;

beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  db = database.db;
});
afterAll(() => database.close());

describe('planConsumption', () => {
  const lot = (id: number, remaining: number, expires: number, credited = 0) => ({
    id,
    remaining,
    expiresAt: day(expires),
    creditedAt: day(credited),
    description: `lot ${id}`,
  });

  it('takes from the lots that expire first, then the oldest', () => {
    const plan = planConsumption([lot(1, 50, 300), lot(2, 20, 10), lot(3, 30, 10, -5)], 60);
    expect(plan?.map((p) => [p.creditId, p.amount])).toEqual([
      [3, 30],
      [2, 20],
      [1, 10],
    ]);
  });

  it('answers null when the lots do not cover the amount', () => {
    expect(planConsumption([lot(1, 10, 5)], 11)).toBeNull();
    expect(planConsumption([], 5)).toBeNull();
  });
});

describe('the PTC ledger', () => {
  beforeEach(async () => {
    await expectLedgerHolds();
  });

  it('spends the credits that expire first', async () => {
    const m = await newMember();
    await credit(m.id, 100, 300);
    await credit(m.id, 30, 20);
    await credit(m.id, 20, 60);
    const plan = await redeem(m.id, 40);
    expect(plan?.map((p) => p.amount)).toEqual([30, 10]);
    const lots = await db
      .select({ amount: ptcCredits.amount, remaining: ptcCredits.remaining })
      .from(ptcCredits)
      .where(eq(ptcCredits.memberId, m.id))
      .orderBy(ptcCredits.expiresAt);
    expect(lots).toEqual([
      { amount: 30, remaining: 0 },
      { amount: 20, remaining: 10 },
      { amount: 100, remaining: 100 },
    ]);
    expect(await balanceOf(m.id)).toBe(110);
    await expectLedgerHolds();
  });

  it('never spends expired credits: they are written off first', async () => {
    const m = await newMember();
    await credit(m.id, 50, 10);
    await credit(m.id, 20, 100);
    expect(await redeem(m.id, 30, day(11))).toBeNull();
    expect(await balanceOf(m.id)).toBe(20);
    const expiry = await db
      .select({ amount: ptcLedger.amount })
      .from(ptcLedger)
      .where(sql`${ptcLedger.memberId} = ${m.id} and ${ptcLedger.kind} = 'expiry'`);
    expect(expiry).toEqual([{ amount: -50 }]);
    expect(await redeem(m.id, 20, day(11))).not.toBeNull();
    expect(await balanceOf(m.id)).toBe(0);
    await expectLedgerHolds();
  });

  it('refuses to update or delete ledger rows; only a description may be rewritten (an erased member)', async () => {
    await expect(db.execute(sql`update ptc_ledger set amount = amount + 1`)).rejects.toThrow();
    await expect(db.execute(sql`update ptc_ledger set member_id = member_id + 1`)).rejects.toThrow();
    await expect(
      db.execute(sql`update ptc_ledger set created_at = created_at - interval '1 day'`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from ptc_ledger`)).rejects.toThrow();
    await db.execute(
      sql`update ptc_ledger set description = description || '.' where id = (select min(id) from ptc_ledger)`,
    );
    await expectLedgerHolds();
  });

  it('summarises balance, expired, used, what may be transferred and what expires soon', async () => {
    const m = await newMember();
    const other = await newMember('Bea');
    await credit(m.id, 25, -5, true, -300); // expired before NOW
    await credit(m.id, 60, 15); // expires within 30 days
    await credit(m.id, 40, 200);
    await credit(m.id, 35, 100, false); // received from another member
    await redeem(m.id, 10);
    const sent = await transferPtc(db, m, 20, other.membershipId, NOW);
    expect(sent.success).toBe(true);
    const summary = await ptcSummary(db, m.id, NOW);
    expect(summary.currentBalance).toBe(60 + 40 + 35 - 10 - 20);
    expect(summary.expired).toBe(1);
    expect(summary.totalExpiredValue).toBe(25);
    expect(summary.used).toBe(2);
    expect(summary.totalUsedValue).toBe(30);
    expect(summary.totalAvailableTransfer).toBe(60 + 40 - 10 - 20);
    expect(summary.expiringSoon).toEqual({ amount: 30, firstExpiryDate: day(15).toISOString() });
    expect(summary.transactions.map((t) => t.totalCredit).sort((a, b) => a - b)).toEqual([
      -20, -10, 25, 35, 40, 60,
    ]);
    expect(summary.transactions.find((t) => t.totalCredit === 25)).toMatchObject({
      expired: true,
      expiredPTC: 25,
    });
    expect(summary.transferRules.length).toBeGreaterThanOrEqual(4);
    expect((await ptcSummary(db, other.id, NOW)).currentBalance).toBe(20);
    await expectLedgerHolds();
  });

  it('breaks a transfer down by the credits it would consume, without moving anything', async () => {
    const m = await newMember();
    await credit(m.id, 20, 30);
    await credit(m.id, 50, 90);
    await credit(m.id, 40, 10, false);
    const items = await consumeBreakdown(db, m.id, NOW, 45, 'transfer');
    expect(items.map((i) => i.consumeAmount)).toEqual([20, 25]);
    expect(await balanceOf(m.id)).toBe(110);
    await expect(consumeBreakdown(db, m.id, NOW, 75, 'transfer')).rejects.toThrow(/don't have/);
    expect((await consumeBreakdown(db, m.id, NOW, 75, 'redeem')).map((i) => i.consumeAmount)).toEqual([
      40, 20, 15,
    ]);
  });

  it('keeps every balance at or above 0 and the ledger equal to the balances over random movements', async () => {
    const people = [await newMember('P1'), await newMember('P2'), await newMember('P3')];
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('credit' as const),
        who: fc.nat(2),
        amount: fc.integer({ min: 1, max: 80 }),
        expires: fc.integer({ min: 1, max: 60 }),
        transferable: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('transfer' as const),
        who: fc.nat(2),
        to: fc.nat(2),
        amount: fc.integer({ min: -5, max: 120 }),
      }),
      fc.record({
        kind: fc.constant('redeem' as const),
        who: fc.nat(2),
        amount: fc.integer({ min: 1, max: 90 }),
      }),
      fc.record({ kind: fc.constant('time' as const), days: fc.integer({ min: 1, max: 30 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        let clock = 0;
        for (const step of ops) {
          const now = day(clock);
          if (step.kind === 'time') {
            clock += step.days;
            for (const p of people)
              await withLockedMembers(db, [p.id], (tx) => expireDue(tx, p.id, day(clock)));
          } else if (step.kind === 'credit') {
            await withLockedMembers(db, [people[step.who]!.id], (tx) =>
              creditPtc(tx, {
                memberId: people[step.who]!.id,
                source: 'manual',
                description: 'random',
                amount: step.amount,
                transferable: step.transferable,
                creditedAt: now,
                expiresAt: day(clock + step.expires),
              }),
            );
          } else if (step.kind === 'redeem') {
            const before = await balanceOf(people[step.who]!.id);
            const plan = await redeem(people[step.who]!.id, step.amount, now);
            if (plan)
              expect(await balanceOf(people[step.who]!.id)).toBeLessThanOrEqual((before ?? 0) - step.amount);
          } else {
            const from = people[step.who]!;
            const result = await transferPtc(db, from, step.amount, people[step.to]!.membershipId, now);
            if (step.who === step.to || step.amount <= 0 || step.amount % 5 !== 0)
              expect(result.success).toBe(false);
          }
        }
        await expectLedgerHolds();
      }),
      { seed: 20_261_118, numRuns: 30 },
    );
  });

  it('texts a member once, a week before their PTC expire', async () => {
    const m = await newMember('Cy');
    await db.update(members).set({ mobile: '0499111222' }).where(eq(members.id, m.id));
    await credit(m.id, 15, 6);
    await credit(m.id, 10, 7);
    await credit(m.id, 40, 8);
    const sent: { to: string; body: string }[] = [];
    const sms = { name: 'fake', send: async (to: string, body: string) => void sent.push({ to, body }) };
    await sendExpiryReminders(db, sms, NOW);
    const mine = sent.filter((s) => s.to === '0499111222');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.body).toMatch(/25 of your PTC expire on 24\/11\/2026/);
    sent.length = 0;
    await sendExpiryReminders(db, sms, NOW);
    expect(sent.filter((s) => s.to === '0499111222')).toEqual([]);
    await sendExpiryReminders(db, sms, day(1));
    expect(sent.filter((s) => s.to === '0499111222').map((s) => s.body)).toEqual([
      expect.stringMatching(/^APL: 40 of your PTC expire/),
    ]);
  });
});
