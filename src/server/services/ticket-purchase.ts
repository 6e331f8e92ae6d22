import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PurchaseBody, RedeemableEvent, RedeemResult } from '../../shared/contract/tickets';
import { isRegistrationOpen } from '../../shared/event-registration';
import type { Db } from '../db/client';
import {
  events,
  members,
  TICKET_ORIGIN,
  ticketPurchases,
  VOUCHER_SOURCE,
  venues,
  vouchers,
} from '../db/schema';
import { badRequest, HttpError, notFound } from '../errors';
import type { PaymentProvider } from '../providers/payments';
import type { SmsSender } from '../providers/sms';
import { spendPtc, withLockedMembers } from './ptc-ledger';

/** The card surcharge: 2% of the card's part (member spec, section 9). */
export const SURCHARGE_RATE = 0.02;
export const surchargeCents = (cardCents: number) => Math.round(cardCents * SURCHARGE_RATE);

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A redeem code as the venues' terminals take it: 6 letters and digits without look-alikes. */
export const newRedeemCode = () =>
  Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

async function eventWithVenue(db: Db, id: number) {
  const [row] = await db
    .select({ event: events, venue: venues })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(eq(events.id, id));
  return row ?? null;
}

type EventRow = typeof events.$inferSelect;

const purchasable = (event: EventRow, now: Date) =>
  event.buyInAmount > 0 &&
  (event.ptcRedeemable || event.creditCardRedeemable) &&
  isRegistrationOpen(
    {
      dateTime: event.startsAt,
      startTime: event.startTime,
      rego: event.rego,
      lateRego: event.lateRego,
      stateId: event.stateId,
      eventStatusId: event.eventStatusId,
    },
    now,
  );

/** The event when a ticket to it can be bought now, else none (member spec: SearchPTCRedeemableEvents). */
export async function redeemableEvents(db: Db, id: number, now: Date): Promise<RedeemableEvent[]> {
  const row = await eventWithVenue(db, id);
  if (!row || !purchasable(row.event, now)) return [];
  const { event, venue } = row;
  return [
    {
      id: event.id,
      title: event.title,
      description: event.description,
      dateTime: event.startsAt.toISOString(),
      startTime: event.startTime,
      venueAddress: `${venue.name}, ${venue.address}, ${venue.suburb} ${venue.postcode}`,
      buyInAmount: event.buyInAmount,
      ptcRedeemable: event.ptcRedeemable,
      creditCardRedeemable: event.creditCardRedeemable,
    },
  ];
}

export interface PurchaseDeps {
  db: Db;
  payments: PaymentProvider;
  sms: SmsSender;
  log?: FastifyBaseLogger;
}

interface Buyer {
  id: number;
  mobile: string | null;
  mobileVerified: boolean;
}

type PurchaseRow = typeof ticketPurchases.$inferSelect;

const STILL_PROCESSING_POLLS = 40;
const POLL_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The answer a purchase row gives, now or once the attempt holding it has finished. */
async function outcomeOf(db: Db, row: PurchaseRow, eventName: string): Promise<RedeemResult> {
  let current = row;
  for (let i = 0; current.status === 'pending' && i < STILL_PROCESSING_POLLS; i++) {
    await sleep(POLL_MS);
    const [again] = await db.select().from(ticketPurchases).where(eq(ticketPurchases.id, row.id));
    if (again) current = again;
  }
  if (current.status === 'completed' && current.redeemCode)
    return { redeemCode: current.redeemCode, eventName };
  if (current.status === 'failed') throw badRequest(current.failure ?? 'The purchase failed.');
  throw new HttpError(409, 'This purchase is still being processed. Please check your tickets shortly.');
}

class PurchaseRefused extends Error {}

/**
 * Buys a ticket (member spec, Redeem). Every amount comes from the event and the member's balance; the
 * client's card amount must agree. The card is charged first (idempotently), then the PTC are spent and the
 * ticket with its redeem code is issued in one transaction; if that fails the charge is refunded. One row
 * per idempotency key makes a retry answer the same code (or the same refusal) without charging again.
 */
export async function purchaseTicket(
  deps: PurchaseDeps,
  buyer: Buyer,
  body: PurchaseBody,
  ip: string,
  now: Date,
): Promise<RedeemResult> {
  const { db, payments } = deps;
  if (!buyer.mobileVerified)
    throw new HttpError(403, 'Please verify your mobile number before buying a ticket.');
  const row = await eventWithVenue(db, body.eventId);
  if (!row) throw notFound('Event not found.');
  const { event } = row;
  const key =
    body.idempotencyKey ??
    (body.cardToken
      ? `card:${body.cardToken}`
      : body.currentTimeMilliseconds !== undefined
        ? `ptc:${body.eventId}:${body.currentTimeMilliseconds}`
        : randomUUID());
  const [earlier] = await db
    .select()
    .from(ticketPurchases)
    .where(and(eq(ticketPurchases.memberId, buyer.id), eq(ticketPurchases.idempotencyKey, key)));
  if (earlier) return outcomeOf(db, earlier, event.title);

  if (!purchasable(event, now))
    throw badRequest('Registration for this event has closed, or it cannot be bought online.');
  const ptc = body.ptcAmount;
  if (ptc > 0 && !event.ptcRedeemable) throw badRequest('This event cannot be paid with PTC.');
  if (ptc > event.buyInAmount) throw badRequest('You cannot use more PTC than the buy-in.');
  const cardCents = (event.buyInAmount - ptc) * 100;
  if (cardCents > 0 && !event.creditCardRedeemable)
    throw badRequest("Please note! You don't have sufficient PTC to redeem this event.");
  if (body.creditCardAmount !== cardCents)
    throw badRequest('The amount to pay has changed. Please review it and try again.', {
      creditCardAmount: `must be ${cardCents} for ${ptc} PTC`,
    });
  if (cardCents > 0 && !body.cardToken)
    throw badRequest('Please enter your card details.', { cardToken: 'is required' });
  const [balance] = await db
    .select({ ptc: members.ptcBalance })
    .from(members)
    .where(eq(members.id, buyer.id));
  if ((balance?.ptc ?? 0) < ptc)
    throw badRequest("Please note! You don't have sufficient PTC to redeem this event.");

  const surcharge = cardCents > 0 ? surchargeCents(cardCents) : 0;
  const [purchase] = await db
    .insert(ticketPurchases)
    .values({
      memberId: buyer.id,
      eventId: event.id,
      idempotencyKey: key,
      status: 'pending',
      ptcAmount: ptc,
      cardAmountCents: cardCents,
      surchargeCents: surcharge,
      provider: cardCents > 0 ? payments.name : null,
      ip,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!purchase) {
    const [racing] = await db
      .select()
      .from(ticketPurchases)
      .where(and(eq(ticketPurchases.memberId, buyer.id), eq(ticketPurchases.idempotencyKey, key)));
    if (!racing) throw new Error('the purchase row vanished');
    return outcomeOf(db, racing, event.title);
  }
  const orderId = `APL-T${purchase.id}`;
  const fail = async (message: string, refunded = false) => {
    await db
      .update(ticketPurchases)
      .set({ status: 'failed', failure: message, refunded, completedAt: now })
      .where(and(eq(ticketPurchases.id, purchase.id), eq(ticketPurchases.status, 'pending')));
    return badRequest(message);
  };

  let chargeId: string | null = null;
  if (cardCents > 0) {
    try {
      const outcome = await payments.charge(
        {
          cardToken: body.cardToken as string,
          amountCents: cardCents + surcharge,
          ip,
          orderId,
          idempotencyKey: `purchase-${purchase.id}`,
        },
        now,
      );
      if (!outcome.approved) throw await fail(outcome.reason);
      chargeId = outcome.chargeId;
      await db.update(ticketPurchases).set({ chargeId }).where(eq(ticketPurchases.id, purchase.id));
    } catch (error) {
      if (error instanceof HttpError) throw error;
      deps.log?.error({ err: error }, 'card charge failed');
      throw await fail('The payment could not be processed. No payment was taken. Please try again.');
    }
  }

  const redeemCode = newRedeemCode();
  try {
    await withLockedMembers(db, [buyer.id], async (tx) => {
      if (ptc > 0) {
        const spent = await spendPtc(tx, {
          memberId: buyer.id,
          amount: ptc,
          purpose: 'redeem',
          description: `Ticket: ${event.title} (${orderId})`,
          now,
        });
        if (!spent)
          throw new PurchaseRefused("Please note! You don't have sufficient PTC to redeem this event.");
      }
      const [ticket] = await tx
        .insert(vouchers)
        .values({
          guid: randomUUID(),
          gameMembershipGuid: randomUUID(),
          ticketOrigin: TICKET_ORIGIN.ptcRedeemed,
          memberId: buyer.id,
          sourceType: VOUCHER_SOURCE.purchaseOnline,
          shopOrderId: orderId,
          eventId: event.id,
          redeemCode,
          allowSwap: true,
          allowTransfer: true,
          autoVoucherTransfer: true,
          selfRegistrationEnabled: true,
          createdAt: now,
        })
        .returning({ id: vouchers.id });
      await tx
        .update(ticketPurchases)
        .set({ status: 'completed', voucherId: ticket?.id ?? null, redeemCode, completedAt: now })
        .where(and(eq(ticketPurchases.id, purchase.id), eq(ticketPurchases.status, 'pending')));
    });
  } catch (error) {
    let refunded = false;
    if (chargeId) {
      try {
        await payments.refund(chargeId, cardCents + surcharge, orderId, now);
        refunded = true;
      } catch (refundError) {
        deps.log?.error({ err: refundError, orderId }, 'refund failed: staff must refund this order');
      }
    }
    if (!(error instanceof PurchaseRefused)) deps.log?.error({ err: error, orderId }, 'ticket issue failed');
    const reason = error instanceof PurchaseRefused ? error.message : 'The ticket could not be issued.';
    throw await fail(
      chargeId
        ? `${reason} ${refunded ? 'Your card payment was refunded.' : 'Your card payment will be refunded.'}`
        : reason,
      refunded,
    );
  }
  if (buyer.mobile) {
    try {
      await deps.sms.send(
        buyer.mobile,
        `APL: your ticket code for ${event.title} is ${redeemCode}. Enter it at the venue's self-registration terminal.`,
      );
    } catch (error) {
      // The ticket is bought; the code is on the page and the profile even when the SMS fails.
      deps.log?.error({ err: error }, 'ticket code SMS failed');
    }
  }
  return { redeemCode, eventName: event.title };
}
