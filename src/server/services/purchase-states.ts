import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RedeemResult } from '../../shared/contract/tickets';
import type { Db } from '../db/client';
import {
  events,
  members,
  type PurchaseState,
  TICKET_ORIGIN,
  ticketPurchases,
  VOUCHER_SOURCE,
  venues,
  vouchers,
} from '../db/schema';
import { withTransactionRetry } from '../db/transaction-retry';
import { badRequest, HttpError } from '../errors';
import type { PaymentProvider } from '../providers/payments';
import type { SmsSender } from '../providers/sms';
import { eventRegistrationOpen } from './event-registration-open';
import { spendPtc, withLockedMembers } from './ptc-ledger';

/*
 * A ticket purchase's steps (its states are PURCHASE_STATES in the schema), each committed before the next
 * starts: what a live request and the recovery both run, so a purchase ends the same way whichever runs it.
 */

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A redeem code as the venues' terminals take it: 6 letters and digits without look-alikes. */
export const newRedeemCode = () =>
  Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

export async function eventWithVenue(db: Db, id: number) {
  const [row] = await db
    .select({ event: events, venue: venues })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(eq(events.id, id));
  return row ?? null;
}

type EventRow = typeof events.$inferSelect;

export const purchasable = (event: EventRow, now: Date) =>
  event.buyInAmount > 0 &&
  (event.ptcRedeemable || event.creditCardRedeemable) &&
  eventRegistrationOpen(event, now);

export interface PurchaseDeps {
  db: Db;
  payments: PaymentProvider;
  sms: SmsSender;
  log?: FastifyBaseLogger;
}

export type PurchaseRow = typeof ticketPurchases.$inferSelect;

/** The states a purchase can still move from; the others are its outcome. */
const UNFINISHED: readonly PurchaseState[] = ['created', 'charging', 'charged', 'refunding'];
export const unfinished = (row: PurchaseRow) => UNFINISHED.includes(row.status);

/** What the processor knows the purchase by: the same key for the first charge and every repeat of it. */
const chargeKeyOf = (purchase: { id: number }) => `purchase-${purchase.id}`;
/** The order number the processor, the ticket and the receipt show. */
export const orderIdOf = (purchase: { id: number }) => `APL-T${purchase.id}`;
const cardTotal = (row: PurchaseRow) => row.cardAmountCents + row.surchargeCents;

const stillProcessing = () =>
  new HttpError(409, 'This purchase is still being processed. Please check your tickets shortly.');

/** The answer a purchase gives in the state it is in: its code, or why it was refused (4xx). */
export function answerOf(row: PurchaseRow, eventName: string): RedeemResult {
  if (row.status === 'issued' && row.redeemCode)
    return { redeemCode: row.redeemCode, eventName, purchaseGuid: row.guid };
  const reason = row.failure ?? 'The purchase failed.';
  if (row.status === 'failed') throw badRequest(reason);
  if (row.status === 'refunded') throw badRequest(`${reason} Your card payment was refunded.`);
  if (row.status === 'refunding') throw badRequest(`${reason} Your card payment will be refunded.`);
  throw stillProcessing();
}

/** Moves the purchase on from one of `from`, committed at once; nothing when another step moved it first. */
async function move(
  db: Db,
  id: number,
  from: readonly PurchaseState[],
  set: Partial<typeof ticketPurchases.$inferInsert>,
  now: Date,
) {
  const [row] = await db
    .update(ticketPurchases)
    .set({ ...set, updatedAt: now })
    .where(and(eq(ticketPurchases.id, id), inArray(ticketPurchases.status, [...from])))
    .returning();
  return row;
}

export const reload = async (db: Db, id: number) => {
  const [row] = await db.select().from(ticketPurchases).where(eq(ticketPurchases.id, id));
  if (!row) throw new Error(`purchase ${id} vanished`);
  return row;
};

class PurchaseRefused extends Error {}

/**
 * Spends the PTC and issues the ticket in one transaction that also marks the purchase issued; when the
 * event no longer takes it or the PTC are gone, marks it failed (nothing was charged) or refunding.
 */
async function issue(deps: PurchaseDeps, purchase: PurchaseRow, now: Date): Promise<PurchaseRow> {
  const { db } = deps;
  const orderId = orderIdOf(purchase);
  const done = await withLockedMembers(db, [purchase.memberId], async (tx) => {
    const [row] = await tx
      .select()
      .from(ticketPurchases)
      .where(eq(ticketPurchases.id, purchase.id))
      .for('update');
    if (!row || (row.status !== 'created' && row.status !== 'charged')) return { row, issued: false };
    const found = await eventWithVenue(tx, row.eventId);
    try {
      // The seat is judged as it was when the member asked: a recovery after registration closed still issues.
      if (!found || !purchasable(found.event, row.createdAt))
        throw new PurchaseRefused('Registration for this event has closed, or it cannot be bought online.');
      if (row.ptcAmount > 0) {
        const spent = await spendPtc(tx, {
          memberId: row.memberId,
          amount: row.ptcAmount,
          purpose: 'redeem',
          description: `Ticket: ${found.event.title} (${orderId})`,
          now,
        });
        if (!spent)
          throw new PurchaseRefused("Please note! You don't have sufficient PTC to redeem this event.");
      }
    } catch (error) {
      if (!(error instanceof PurchaseRefused)) throw error;
      const [refused] = await tx
        .update(ticketPurchases)
        .set({
          status: row.status === 'charged' ? 'refunding' : 'failed',
          failure: error.message,
          updatedAt: now,
          ...(row.status === 'charged' ? {} : { completedAt: now }),
        })
        .where(and(eq(ticketPurchases.id, row.id), eq(ticketPurchases.status, row.status)))
        .returning();
      return { row: refused, issued: false };
    }
    const redeemCode = newRedeemCode();
    const [ticket] = await tx
      .insert(vouchers)
      .values({
        guid: randomUUID(),
        gameMembershipGuid: randomUUID(),
        ticketOrigin: TICKET_ORIGIN.ptcRedeemed,
        memberId: row.memberId,
        sourceType: VOUCHER_SOURCE.purchaseOnline,
        shopOrderId: orderId,
        eventId: row.eventId,
        redeemCode,
        allowSwap: true,
        allowTransfer: true,
        autoVoucherTransfer: true,
        selfRegistrationEnabled: true,
        createdAt: now,
      })
      .returning({ id: vouchers.id });
    const [issued] = await tx
      .update(ticketPurchases)
      .set({ status: 'issued', voucherId: ticket?.id ?? null, redeemCode, completedAt: now, updatedAt: now })
      .where(and(eq(ticketPurchases.id, row.id), eq(ticketPurchases.status, row.status)))
      .returning();
    return { row: issued, issued: true, title: found.event.title };
  });
  if (!done.row) throw new Error(`purchase ${purchase.id} vanished`);
  if (done.issued && done.row.redeemCode) await textCode(deps, done.row, done.title ?? '');
  return done.row;
}

async function textCode(deps: PurchaseDeps, purchase: PurchaseRow, title: string) {
  const [buyer] = await deps.db
    .select({ mobile: members.mobile })
    .from(members)
    .where(eq(members.id, purchase.memberId));
  if (!buyer?.mobile) return;
  try {
    await deps.sms.send(
      buyer.mobile,
      `APL: your ticket code for ${title} is ${purchase.redeemCode}. Enter it at the venue's self-registration terminal.`,
    );
  } catch (error) {
    // The ticket is bought; the code is on the page and the profile even when the SMS fails.
    deps.log?.error({ err: error }, 'ticket code SMS failed');
  }
}

/**
 * Drives a purchase from whatever state it is in to its outcome, committing each step before the next one
 * starts: created → charging → charged → issued, or failed (declined, nothing taken) or refunding → refunded.
 * The charge is sent (and, after a crash, sent again) under the purchase's own idempotency key, so the
 * processor charges it at most once and a repeat only tells what became of it. A processor that cannot be
 * reached leaves the purchase where it is, for the recovery to take up again.
 */
export async function advancePurchase(
  deps: PurchaseDeps,
  start: PurchaseRow,
  now: Date,
): Promise<PurchaseRow> {
  const { db, payments } = deps;
  let row = start;
  for (let step = 0; unfinished(row) && step < 8; step++) {
    if (row.status === 'created') {
      row =
        row.cardAmountCents > 0
          ? ((await move(db, row.id, ['created'], { status: 'charging' }, now)) ?? (await reload(db, row.id)))
          : await issue(deps, row, now);
    } else if (row.status === 'charging') {
      const outcome = await payments.charge(
        {
          cardToken: row.cardToken ?? '',
          amountCents: cardTotal(row),
          ip: row.ip,
          orderId: orderIdOf(row),
          idempotencyKey: chargeKeyOf(row),
        },
        now,
      );
      const next = outcome.approved
        ? await move(db, row.id, ['charging'], { status: 'charged', chargeId: outcome.chargeId }, now)
        : await move(
            db,
            row.id,
            ['charging'],
            { status: 'failed', failure: outcome.reason, completedAt: now },
            now,
          );
      row = next ?? (await reload(db, row.id));
    } else if (row.status === 'charged') {
      row = await issue(deps, row, now);
    } else {
      await payments.refund(row.chargeId ?? '', cardTotal(row), orderIdOf(row), now);
      row =
        (await move(
          db,
          row.id,
          ['refunding'],
          { status: 'refunded', refunded: true, completedAt: now },
          now,
        )) ?? (await reload(db, row.id));
    }
  }
  return row;
}

/**
 * Takes the oldest purchase left unfinished for longer than `staleBefore` allows, and marks it as taken (a
 * lease as long as the staleness): rows another instance holds are skipped, not waited for.
 */
export async function claimStale(db: Db, staleBefore: Date, now: Date, id?: number) {
  return withTransactionRetry(db, async (tx) => {
    const [next] = await tx
      .select({ id: ticketPurchases.id })
      .from(ticketPurchases)
      .where(
        and(
          inArray(ticketPurchases.status, [...UNFINISHED]),
          lt(ticketPurchases.updatedAt, staleBefore),
          id === undefined ? undefined : eq(ticketPurchases.id, id),
        ),
      )
      .orderBy(asc(ticketPurchases.updatedAt), asc(ticketPurchases.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return undefined;
    const [claimed] = await tx
      .update(ticketPurchases)
      .set({ updatedAt: now })
      .where(eq(ticketPurchases.id, next.id))
      .returning();
    return claimed;
  });
}

/**
 * Finishes a purchase whose request stopped (crashed) midway. One that never reached the processor fails and
 * frees its card token for another try; any other goes on from where it stood.
 */
export async function finishStale(deps: PurchaseDeps, claimed: PurchaseRow, now: Date) {
  if (claimed.status !== 'created') return advancePurchase(deps, claimed, now);
  const failed = await move(
    deps.db,
    claimed.id,
    ['created'],
    {
      status: 'failed',
      cardToken: null,
      failure: 'The purchase was interrupted before any payment was taken. Please try again.',
      completedAt: now,
    },
    now,
  );
  return failed ?? advancePurchase(deps, await reload(deps.db, claimed.id), now);
}
