import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, type PtcSource, ptcCredits, ptcLedger } from '../db/schema';
import { withTransactionRetry } from '../db/transaction-retry';

/**
 * The PTC ledger. Every function here takes a transaction that has already locked the members it touches
 * (lockMembers), so a balance check and the movement it allows cannot interleave with another movement.
 * members.ptc_balance, the lots' remaining amounts and the ledger's sum move together, always.
 *
 * Lock order. Every transaction that moves money, PTC or tickets (PTC transfers, ticket transfers, swaps and
 * staff approvals, purchases and their recovery) takes its row locks in this one order, so two of them can
 * wait for each other but never in a circle:
 *   1. members, by ascending id (lockMembers), before any row that refers to them is written;
 *   2. voucher change requests, by id;
 *   3. vouchers (tickets), by ascending id;
 *   4. ticket purchases, by id.
 * Each runs through withTransactionRetry, so a deadlock or serialization failure that happens anyway (another
 * path, PostgreSQL's own choices) runs the transaction again instead of answering 500.
 */

export interface CreditLot {
  id: number;
  remaining: number;
  expiresAt: Date;
  creditedAt: Date;
  description: string;
}

export interface Consumption {
  creditId: number;
  amount: number;
  description: string;
  creditedAt: Date;
}

/** Which lots pay for `amount`: the ones that expire first (then the oldest). Null when they do not cover it. */
export function planConsumption(lots: readonly CreditLot[], amount: number): Consumption[] | null {
  const ordered = [...lots].sort(
    (a, b) =>
      a.expiresAt.getTime() - b.expiresAt.getTime() ||
      a.creditedAt.getTime() - b.creditedAt.getTime() ||
      a.id - b.id,
  );
  const plan: Consumption[] = [];
  let left = amount;
  for (const lot of ordered) {
    if (left <= 0) break;
    const take = Math.min(lot.remaining, left);
    if (take <= 0) continue;
    plan.push({ creditId: lot.id, amount: take, description: lot.description, creditedAt: lot.creditedAt });
    left -= take;
  }
  return left > 0 ? null : plan;
}

/**
 * Locks the members' rows in id order (step 1 of the lock order). No key update: it excludes every other
 * money path, yet lets a plain insert that merely refers to the member (a session, a result) go by.
 */
export async function lockMembers(tx: Db, ids: readonly number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return tx
    .select({ id: members.id, active: members.active, ptcBalance: members.ptcBalance })
    .from(members)
    .where(inArray(members.id, unique))
    .orderBy(asc(members.id))
    .for('no key update');
}

async function moveBalance(tx: Db, memberId: number, delta: number) {
  await tx
    .update(members)
    .set({ ptcBalance: sql`${members.ptcBalance} + ${delta}` })
    .where(eq(members.id, memberId));
}

export interface NewCredit {
  memberId: number;
  source: PtcSource;
  description: string;
  amount: number;
  transferable: boolean;
  creditedAt: Date;
  expiresAt: Date;
  movementGuid?: string;
}

/** Credits a new lot: the lot, its ledger row and the balance. */
export async function creditPtc(tx: Db, credit: NewCredit) {
  const [lot] = await tx
    .insert(ptcCredits)
    .values({
      guid: randomUUID(),
      memberId: credit.memberId,
      source: credit.source,
      description: credit.description,
      amount: credit.amount,
      remaining: credit.amount,
      transferable: credit.transferable,
      creditedAt: credit.creditedAt,
      expiresAt: credit.expiresAt,
    })
    .returning({ id: ptcCredits.id });
  if (!lot) throw new Error('the credit was not written');
  await tx.insert(ptcLedger).values({
    movementGuid: credit.movementGuid ?? randomUUID(),
    memberId: credit.memberId,
    creditId: lot.id,
    kind: 'credit',
    purpose: 'credit',
    amount: credit.amount,
    description: credit.description,
    createdAt: credit.creditedAt,
  });
  await moveBalance(tx, credit.memberId, credit.amount);
  return lot.id;
}

/** Writes off what is left of the member's lots that have expired by `now`. Returns the PTC written off. */
export async function expireDue(tx: Db, memberId: number, now: Date) {
  const due = await tx
    .select({ id: ptcCredits.id, remaining: ptcCredits.remaining, description: ptcCredits.description })
    .from(ptcCredits)
    .where(
      and(eq(ptcCredits.memberId, memberId), gt(ptcCredits.remaining, 0), lte(ptcCredits.expiresAt, now)),
    );
  let total = 0;
  for (const lot of due) {
    await tx
      .update(ptcCredits)
      .set({ remaining: 0, expiredAmount: sql`${ptcCredits.expiredAmount} + ${lot.remaining}` })
      .where(eq(ptcCredits.id, lot.id));
    await tx.insert(ptcLedger).values({
      movementGuid: randomUUID(),
      memberId,
      creditId: lot.id,
      kind: 'expiry',
      purpose: 'expiry',
      amount: -lot.remaining,
      description: `Expired: ${lot.description}`,
      createdAt: now,
    });
    total += lot.remaining;
  }
  if (total > 0) await moveBalance(tx, memberId, -total);
  return total;
}

/** The member's lots with PTC left that have not expired by `now` (only transferable ones when asked). */
export async function spendableLots(tx: Db, memberId: number, now: Date, transferableOnly: boolean) {
  return tx
    .select({
      id: ptcCredits.id,
      guid: ptcCredits.guid,
      remaining: ptcCredits.remaining,
      amount: ptcCredits.amount,
      expiresAt: ptcCredits.expiresAt,
      creditedAt: ptcCredits.creditedAt,
      description: ptcCredits.description,
      transferable: ptcCredits.transferable,
    })
    .from(ptcCredits)
    .where(
      and(
        eq(ptcCredits.memberId, memberId),
        gt(ptcCredits.remaining, 0),
        gt(ptcCredits.expiresAt, now),
        transferableOnly ? eq(ptcCredits.transferable, true) : undefined,
      ),
    )
    .orderBy(asc(ptcCredits.expiresAt), asc(ptcCredits.creditedAt), asc(ptcCredits.id));
}

export interface Spend {
  memberId: number;
  amount: number;
  purpose: 'transfer' | 'redeem';
  description: string;
  now: Date;
  movementGuid?: string;
}

/**
 * Spends from the lots that expire first (transfers only from transferable lots). The caller has locked the
 * member; expired lots are written off first so they can never pay. Null when the PTC do not cover it.
 */
export async function spendPtc(tx: Db, spend: Spend): Promise<Consumption[] | null> {
  await expireDue(tx, spend.memberId, spend.now);
  const lots = await spendableLots(tx, spend.memberId, spend.now, spend.purpose === 'transfer');
  const plan = planConsumption(lots, spend.amount);
  if (!plan) return null;
  const movementGuid = spend.movementGuid ?? randomUUID();
  for (const part of plan) {
    await tx
      .update(ptcCredits)
      .set({ remaining: sql`${ptcCredits.remaining} - ${part.amount}` })
      .where(eq(ptcCredits.id, part.creditId));
    await tx.insert(ptcLedger).values({
      movementGuid,
      memberId: spend.memberId,
      creditId: part.creditId,
      kind: 'spend',
      purpose: spend.purpose,
      amount: -part.amount,
      description: spend.description,
      createdAt: spend.now,
    });
  }
  await moveBalance(tx, spend.memberId, -spend.amount);
  return plan;
}

/** Runs `work` in a transaction with the given members locked first, retried after a deadlock. */
export function withLockedMembers<T>(db: Db, ids: readonly number[], work: (tx: Db) => Promise<T>) {
  return withTransactionRetry(db, async (tx) => {
    await lockMembers(tx, ids);
    return work(tx);
  });
}
