import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { RefundablePurchase, RefundResult } from '../../shared/contract/staff-queues';
import { PTC_VALIDITY_DAYS } from '../../shared/ptc-rules';
import type { Db } from '../db/client';
import { events, members, ticketPurchases, voucherChangeRequests, vouchers } from '../db/schema';
import { withTransactionRetry } from '../db/transaction-retry';
import { HttpError, notFound } from '../errors';
import { creditPtc, lockMembers } from './ptc-ledger';
import { orderIdOf, type PurchaseDeps, reload } from './purchase-states';
import { recordStaffChange } from './staff-audit';
import { REQUEST_STATUS } from './tickets';

const DAY_MS = 86_400_000;
const SHOWN = 50;

/** The purchases staff may look up for a refund: the newest, or one order number or member's. */
export async function listRefundablePurchases(db: Db, search?: string): Promise<RefundablePurchase[]> {
  const text = search?.trim() ?? '';
  const order = /^APL-T(\d{1,9})$/i.exec(text);
  const number = /^\d{1,9}$/.test(text) ? Number(text) : null;
  const rows = await db
    .select({
      purchase: ticketPurchases,
      event: events.title,
      firstName: members.firstName,
      lastName: members.lastName,
      membershipId: members.membershipId,
      consumedType: vouchers.consumedType,
    })
    .from(ticketPurchases)
    .innerJoin(members, eq(members.id, ticketPurchases.memberId))
    .innerJoin(events, eq(events.id, ticketPurchases.eventId))
    .leftJoin(vouchers, eq(vouchers.id, ticketPurchases.voucherId))
    .where(
      and(
        inArray(ticketPurchases.status, ['issued', 'refunding', 'refunded']),
        order
          ? eq(ticketPurchases.id, Number(order[1]))
          : number !== null
            ? or(eq(members.membershipId, number), eq(ticketPurchases.id, number))
            : text
              ? sql`lower(${members.email}) = ${text.toLowerCase()}`
              : undefined,
      ),
    )
    .orderBy(desc(ticketPurchases.createdAt), desc(ticketPurchases.id))
    .limit(SHOWN);
  return rows.map((r) => ({
    id: r.purchase.id,
    orderId: orderIdOf(r.purchase),
    createdAt: r.purchase.createdAt.toISOString(),
    member: `${r.firstName} ${r.lastName}`,
    membershipId: r.membershipId,
    event: r.event,
    ptcAmount: r.purchase.ptcAmount,
    cardAmountCents: r.purchase.cardAmountCents,
    surchargeCents: r.purchase.surchargeCents,
    status: r.purchase.status as RefundablePurchase['status'],
    ticketUsed: r.consumedType !== null && r.consumedType !== 'Refunded',
  }));
}

const cardTotal = (row: { cardAmountCents: number; surchargeCents: number }) =>
  row.cardAmountCents + row.surchargeCents;

/**
 * Refunds an issued ticket purchase, recorded before and after the processor is asked, as purchases are:
 * 1. One transaction (lock order: the buyer and the ticket's holder by id, the transfer requests on the ticket,
 *    the ticket, the purchase): the ticket is voided ('Refunded'), the PTC part is credited back to the buyer
 *    as a new lot, the purchase moves issued → refunding (refunded at once when no card paid), and the audit
 *    row is written. A crash before this commit leaves the purchase issued: no refund, nothing changed.
 * 2. The processor refunds the card part (charge id, amount, order number).
 * 3. refunding → refunded. A crash between 2 and 3 (or a processor that could not be reached) leaves it
 *    refunding: the recovery job (jobs/purchase-recovery.ts) sends the refund again, which the processor
 *    answers without refunding twice, and records it refunded. So it ends refunded, never half-way.
 */
export async function refundPurchase(
  deps: PurchaseDeps,
  staffId: number,
  body: { id: number; reason: string },
  now = new Date(),
): Promise<RefundResult> {
  const { db, payments } = deps;
  const [asked] = await db
    .select({ purchase: ticketPurchases, holderId: vouchers.memberId, event: events.title })
    .from(ticketPurchases)
    .innerJoin(events, eq(events.id, ticketPurchases.eventId))
    .leftJoin(vouchers, eq(vouchers.id, ticketPurchases.voucherId))
    .where(eq(ticketPurchases.id, body.id));
  if (!asked) throw notFound('No such purchase.');
  if (asked.purchase.status !== 'issued')
    throw new HttpError(409, 'Only an issued ticket purchase can be refunded; this one is not.');
  const buyerId = asked.purchase.memberId;
  const orderId = orderIdOf(asked.purchase);
  const row = await withTransactionRetry(db, async (tx) => {
    await lockMembers(tx, asked.holderId === null ? [buyerId] : [buyerId, asked.holderId]);
    if (asked.purchase.voucherId !== null) {
      const waiting = await tx
        .select({ id: voucherChangeRequests.id })
        .from(voucherChangeRequests)
        .where(
          and(
            eq(voucherChangeRequests.voucherId, asked.purchase.voucherId),
            eq(voucherChangeRequests.requestStatus, REQUEST_STATUS.pending),
          ),
        )
        .orderBy(voucherChangeRequests.id)
        .for('update');
      if (waiting.length > 0)
        throw new HttpError(409, 'A transfer of this ticket is waiting for approval: answer it first.');
      const [ticket] = await tx
        .select()
        .from(vouchers)
        .where(eq(vouchers.id, asked.purchase.voucherId))
        .for('update');
      if (!ticket || ticket.memberId !== asked.holderId)
        throw new HttpError(409, 'The ticket changed hands meanwhile. Please try again.');
      if (ticket.consumedAt !== null)
        throw new HttpError(409, 'The ticket has been used (or voided) already: it cannot be refunded.');
      await tx
        .update(vouchers)
        .set({ consumedType: 'Refunded', consumedAt: now, revokedReason: body.reason, redeemCode: null })
        .where(and(eq(vouchers.id, ticket.id), sql`${vouchers.consumedAt} is null`));
    }
    const [purchase] = await tx
      .select()
      .from(ticketPurchases)
      .where(eq(ticketPurchases.id, body.id))
      .for('update');
    if (purchase?.status !== 'issued')
      throw new HttpError(409, 'Only an issued ticket purchase can be refunded; this one is not.');
    if (purchase.ptcAmount > 0)
      await creditPtc(tx, {
        memberId: purchase.memberId,
        source: 'manual',
        description: `Refund: ${asked.event} (${orderId})`,
        amount: purchase.ptcAmount,
        transferable: false,
        creditedAt: now,
        expiresAt: new Date(now.getTime() + PTC_VALIDITY_DAYS * DAY_MS),
      });
    const paidByCard = cardTotal(purchase) > 0;
    const failure = `Refunded by the league office: ${body.reason}`;
    const [moved] = await tx
      .update(ticketPurchases)
      .set(
        paidByCard
          ? { status: 'refunding', failure, updatedAt: now }
          : { status: 'refunded', failure, updatedAt: now, completedAt: now },
      )
      .where(and(eq(ticketPurchases.id, purchase.id), eq(ticketPurchases.status, 'issued')))
      .returning();
    await recordStaffChange(
      tx,
      {
        actorId: staffId,
        action: 'purchase.refund',
        entity: 'purchase',
        entityId: purchase.id,
        before: { status: 'issued', ticket: 'valid' },
        after: {
          status: paidByCard ? 'refunding' : 'refunded',
          ticket: 'Refunded',
          ptcReturned: purchase.ptcAmount,
          cardRefundCents: cardTotal(purchase),
          reason: body.reason,
        },
      },
      now,
    );
    if (!moved) throw new Error(`purchase ${purchase.id} vanished`);
    return moved;
  });
  if (row.status === 'refunded')
    return { success: true, status: 'refunded', message: `${orderId} is refunded: the PTC are back.` };
  try {
    await payments.refund(row.chargeId ?? '', cardTotal(row), orderId, now);
  } catch (error) {
    deps.log?.error({ err: error, purchase: row.id }, 'card refund failed; the recovery will send it again');
    return {
      success: true,
      status: 'refunding',
      message: `${orderId}: the ticket is voided and the PTC are back; the card refund will be sent again shortly.`,
    };
  }
  const [done] = await db
    .update(ticketPurchases)
    .set({ status: 'refunded', refunded: true, completedAt: now, updatedAt: now })
    .where(and(eq(ticketPurchases.id, row.id), eq(ticketPurchases.status, 'refunding')))
    .returning();
  const final = done ?? (await reload(db, row.id));
  return {
    success: true,
    status: final.status === 'refunded' ? 'refunded' : 'refunding',
    message: `${orderId} is refunded: the card part is given back and the PTC are back.`,
  };
}
