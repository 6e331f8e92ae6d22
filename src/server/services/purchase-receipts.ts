import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PurchaseReceipt } from '../../shared/contract/tickets';
import type { Db } from '../db/client';
import { events, ticketPurchases, venues } from '../db/schema';
import { notFound } from '../errors';
import { orderIdOf, type PurchaseRow } from './purchase-states';

type EventRow = typeof events.$inferSelect;

/** A finished purchase as its member's receipt tells it: every amount as the purchase recorded it. */
function receiptOf(purchase: PurchaseRow, event: EventRow, venueName: string): PurchaseReceipt {
  return {
    purchaseGuid: purchase.guid,
    orderId: orderIdOf(purchase),
    redeemCode: purchase.redeemCode ?? '',
    purchasedAt: (purchase.completedAt ?? purchase.createdAt).toISOString(),
    event: {
      id: event.id,
      title: event.title,
      dateTime: event.startsAt.toISOString(),
      startTime: event.startTime,
      venueName,
    },
    buyInAmount: purchase.ptcAmount + purchase.cardAmountCents / 100,
    ptcAmount: purchase.ptcAmount,
    cardAmountCents: purchase.cardAmountCents,
    surchargeCents: purchase.surchargeCents,
    chargedCents: purchase.cardAmountCents + purchase.surchargeCents,
  };
}

/** The member's issued purchases matching `where`, each with the ticket it issued and its receipt. */
async function issuedPurchases(db: Db, memberId: number, where: SQL) {
  const rows = await db
    .select({ purchase: ticketPurchases, event: events, venueName: venues.name })
    .from(ticketPurchases)
    .innerJoin(events, eq(events.id, ticketPurchases.eventId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(and(eq(ticketPurchases.memberId, memberId), eq(ticketPurchases.status, 'issued'), where));
  return rows.map((row) => ({
    voucherId: row.purchase.voucherId,
    receipt: receiptOf(row.purchase, row.event, row.venueName),
  }));
}

/** The receipt at /redeem/receipt/{guid}: only for the member who bought it (anyone else's answers 404). */
export async function purchaseReceipt(db: Db, memberId: number, guid: string): Promise<PurchaseReceipt> {
  const [found] = await issuedPurchases(db, memberId, eq(ticketPurchases.guid, guid));
  if (!found) throw notFound('No such purchase.');
  return found.receipt;
}

/** The receipts of the tickets among `voucherIds` that the member bought, by voucher id. */
export async function receiptsOfVouchers(db: Db, memberId: number, voucherIds: number[]) {
  const found =
    voucherIds.length === 0
      ? []
      : await issuedPurchases(db, memberId, inArray(ticketPurchases.voucherId, voucherIds));
  return new Map(found.map(({ voucherId, receipt }) => [voucherId, receipt]));
}
