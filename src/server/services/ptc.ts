import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type {
  ConsumeItem,
  PlayerSearchBody,
  PlayerSearchResult,
  PtcLot,
  PtcSummary,
  PtcTransaction,
  TransferResult,
} from '../../shared/contract/ptc';
import {
  formatMemberDate,
  PTC_EXPIRING_SOON_DAYS,
  PTC_REMINDER_DAYS,
  PTC_STEP,
  PTC_TRANSFER_RULES,
  PTC_VALIDITY_DAYS,
} from '../../shared/ptc-rules';
import { STATES } from '../../shared/states';
import type { Db } from '../db/client';
import { events, members, ptcCredits, ptcLedger, results } from '../db/schema';
import { badRequest } from '../errors';
import type { SmsSender } from '../providers/sms';
import {
  creditPtc,
  expireDue,
  planConsumption,
  spendableLots,
  spendPtc,
  withLockedMembers,
} from './ptc-ledger';
import { escapeLike } from './sql-text';

const DAY_MS = 86_400_000;
const iso = (date: Date) => date.toISOString();
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Writes off the member's expired lots (a read shows the balance as it stands now). */
const settleExpiry = (db: Db, memberId: number, now: Date) =>
  withLockedMembers(db, [memberId], (tx) => expireDue(tx, memberId, now));

export async function ptcSummary(db: Db, memberId: number, now: Date): Promise<PtcSummary> {
  await settleExpiry(db, memberId, now);
  const [member] = await db
    .select({ balance: members.ptcBalance })
    .from(members)
    .where(eq(members.id, memberId));
  const lots = await db
    .select()
    .from(ptcCredits)
    .where(eq(ptcCredits.memberId, memberId))
    .orderBy(desc(ptcCredits.creditedAt), desc(ptcCredits.id));
  const spends = await db
    .select({
      movementGuid: ptcLedger.movementGuid,
      description: sql<string>`min(${ptcLedger.description})`,
      amount: sql<number>`sum(${ptcLedger.amount})::int`,
      createdAt: sql<Date>`max(${ptcLedger.createdAt})`,
    })
    .from(ptcLedger)
    .where(and(eq(ptcLedger.memberId, memberId), eq(ptcLedger.kind, 'spend')))
    .groupBy(ptcLedger.movementGuid);

  const credits: PtcTransaction[] = lots.map((lot) => ({
    guid: lot.guid,
    transactionDate: iso(lot.creditedAt),
    description: lot.description,
    totalCredit: lot.amount,
    expired: lot.expiredAmount > 0,
    expiredPTC: lot.expiredAmount,
    expiryDate: iso(lot.expiresAt),
  }));
  const spent: PtcTransaction[] = spends.map((spend) => ({
    guid: spend.movementGuid,
    transactionDate: iso(new Date(spend.createdAt)),
    description: spend.description,
    totalCredit: spend.amount,
    expired: false,
    expiredPTC: 0,
    expiryDate: null,
  }));
  const transactions = [...credits, ...spent].sort((a, b) =>
    b.transactionDate.localeCompare(a.transactionDate),
  );

  const soonLimit = now.getTime() + PTC_EXPIRING_SOON_DAYS * DAY_MS;
  const live = lots.filter((lot) => lot.remaining > 0 && lot.expiresAt.getTime() > now.getTime());
  const soon = live
    .filter((lot) => lot.expiresAt.getTime() <= soonLimit)
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());
  const expiredLots = lots.filter((lot) => lot.expiredAmount > 0);
  return {
    currentBalance: member?.balance ?? 0,
    expired: expiredLots.length,
    used: spends.length,
    totalUsedValue: -sum(spends.map((spend) => spend.amount)),
    totalExpiredValue: sum(expiredLots.map((lot) => lot.expiredAmount)),
    totalAvailableTransfer: sum(live.filter((lot) => lot.transferable).map((lot) => lot.remaining)),
    expiringSoon: {
      amount: sum(soon.map((lot) => lot.remaining)),
      firstExpiryDate: soon[0] ? iso(soon[0].expiresAt) : null,
    },
    transactions,
    transferRules: [...PTC_TRANSFER_RULES],
  };
}

export async function listPtcLots(
  db: Db,
  memberId: number,
  now: Date,
  transferableOnly: boolean,
): Promise<PtcLot[]> {
  await settleExpiry(db, memberId, now);
  const lots = await spendableLots(db, memberId, now, transferableOnly);
  return lots.map((lot) => ({
    guid: lot.guid,
    transactionDate: iso(lot.creditedAt),
    description: lot.description,
    totalCredit: lot.amount,
    expired: false,
    expiredPTC: 0,
    expiryDate: iso(lot.expiresAt),
    remaining: lot.remaining,
    transferable: lot.transferable,
  }));
}

/** What a spend of `amount` would take from which credits, without moving anything. */
export async function consumeBreakdown(
  db: Db,
  memberId: number,
  now: Date,
  amount: number,
  purpose: 'transfer' | 'redeem',
): Promise<ConsumeItem[]> {
  const lots = await listPtcLots(db, memberId, now, purpose === 'transfer');
  const plan = planConsumption(
    lots.map((lot, index) => ({
      id: index,
      remaining: lot.remaining,
      expiresAt: new Date(lot.expiryDate ?? 0),
      creditedAt: new Date(lot.transactionDate),
      description: lot.description,
    })),
    amount,
  );
  if (!plan) throw badRequest(`You don't have ${amount} PTC available for this.`, { amount: 'is too large' });
  return plan.map((part) => ({
    consumeAmount: part.amount,
    description: part.description,
    transactionDate: iso(part.creditedAt),
  }));
}

const refused = (reason: string): TransferResult => ({ success: false, reason });

/**
 * Transfers PTC: the rules first, then in one transaction with both members locked the available-transfer
 * check, the spend from the sender's lots that expire first and a new lot for the receiver.
 */
export async function transferPtc(
  db: Db,
  sender: { id: number; membershipId: number; firstName: string; lastName: string },
  amount: number,
  destMembershipId: number,
  now: Date,
): Promise<TransferResult> {
  if (amount <= 0 || amount % PTC_STEP !== 0)
    return refused(`PTC can only be transferred in multiples of ${PTC_STEP}.`);
  if (destMembershipId === sender.membershipId) return refused('You cannot transfer PTC to yourself.');
  const [receiver] = await db
    .select({
      id: members.id,
      active: members.active,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(members)
    .where(eq(members.membershipId, destMembershipId));
  if (!receiver?.active) return refused(`No active member has the membership number ${destMembershipId}.`);
  const receiverName = `${receiver.firstName} ${receiver.lastName}`;
  return withLockedMembers(db, [sender.id, receiver.id], async (tx) => {
    const movementGuid = randomUUID();
    const plan = await spendPtc(tx, {
      memberId: sender.id,
      amount,
      purpose: 'transfer',
      description: `Transfer to ${receiverName} (${destMembershipId})`,
      now,
      movementGuid,
    });
    if (!plan) return refused(`You don't have ${amount} PTC available to transfer.`);
    await creditPtc(tx, {
      memberId: receiver.id,
      source: 'transfer',
      description: `Transfer from ${sender.firstName} ${sender.lastName} (${sender.membershipId})`,
      amount,
      transferable: false,
      creditedAt: now,
      expiresAt: new Date(now.getTime() + PTC_VALIDITY_DAYS * DAY_MS),
      movementGuid,
    });
    return { success: true, reason: `${amount} PTC transferred to ${receiverName} (${destMembershipId}).` };
  });
}

const SEARCH_LIMIT = 20;

/** Active members other than the one searching, by name prefixes and card (membership) number. */
export async function searchPlayers(
  db: Db,
  searcherId: number,
  filters: PlayerSearchBody,
): Promise<PlayerSearchResult[]> {
  const firstName = filters.firstName?.trim() ?? '';
  const lastName = filters.lastName?.trim() ?? '';
  const cardNumber = filters.cardNumber?.replace(/\s/g, '') ?? '';
  if (!firstName && !lastName && !cardNumber) return [];
  if (cardNumber && !/^\d{1,10}$/.test(cardNumber)) return [];
  const found = await db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      membershipId: members.membershipId,
    })
    .from(members)
    .where(
      and(
        eq(members.active, true),
        ne(members.id, searcherId),
        firstName ? sql`${members.firstName} ilike ${`${escapeLike(firstName)}%`}` : undefined,
        lastName ? sql`${members.lastName} ilike ${`${escapeLike(lastName)}%`}` : undefined,
        cardNumber ? eq(members.membershipId, Number(cardNumber)) : undefined,
      ),
    )
    .orderBy(asc(members.lastName), asc(members.firstName), asc(members.id))
    .limit(SEARCH_LIMIT);
  if (found.length === 0) return [];
  const last = await db
    .selectDistinctOn([results.memberId], {
      memberId: results.memberId,
      title: events.title,
      stateId: events.stateId,
      startsAt: events.startsAt,
    })
    .from(results)
    .innerJoin(events, eq(events.id, results.eventId))
    .where(
      sql`${results.memberId} in (${sql.join(
        found.map((m) => sql`${m.id}`),
        sql`, `,
      )})`,
    )
    .orderBy(results.memberId, desc(events.startsAt));
  const lastByMember = new Map(last.map((row) => [row.memberId, row]));
  return found.map((member) => {
    const event = lastByMember.get(member.id);
    return {
      id: member.id,
      name: `${member.firstName} ${member.lastName}`,
      cardNumber: String(member.membershipId),
      membershipId: member.membershipId,
      lastPlayedEvent: event
        ? {
            title: event.title,
            stateName: STATES.find((s) => s.id === event.stateId)?.name ?? '',
            dateTime: iso(event.startsAt),
          }
        : null,
    };
  });
}

/**
 * Texts each member whose PTC expire within a week, once per credit: one SMS per member with the total and
 * the first date. Returns how many members were told.
 */
export async function sendExpiryReminders(db: Db, sms: SmsSender, now: Date) {
  const limit = new Date(now.getTime() + PTC_REMINDER_DAYS * DAY_MS);
  const due = await db
    .select({
      creditId: ptcCredits.id,
      memberId: ptcCredits.memberId,
      remaining: ptcCredits.remaining,
      expiresAt: ptcCredits.expiresAt,
      mobile: members.mobile,
    })
    .from(ptcCredits)
    .innerJoin(members, eq(members.id, ptcCredits.memberId))
    .where(
      and(
        gt(ptcCredits.remaining, 0),
        gt(ptcCredits.expiresAt, now),
        lte(ptcCredits.expiresAt, limit),
        isNull(ptcCredits.reminderSentAt),
      ),
    )
    .orderBy(asc(ptcCredits.memberId), asc(ptcCredits.expiresAt));
  const byMember = new Map<number, typeof due>();
  for (const row of due) byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), row]);
  let told = 0;
  for (const rows of byMember.values()) {
    const first = rows[0];
    if (!first) continue;
    // Marked first: a reminder that fails to send is not retried into a flood of duplicates.
    for (const row of rows)
      await db.update(ptcCredits).set({ reminderSentAt: now }).where(eq(ptcCredits.id, row.creditId));
    if (!first.mobile) continue;
    const total = sum(rows.map((row) => row.remaining));
    const date = formatMemberDate(first.expiresAt.toISOString());
    await sms.send(
      first.mobile,
      `APL: ${total} of your PTC expire on ${date}. Use or transfer them before then: see your PTC Summary.`,
    );
    told++;
  }
  return told;
}
