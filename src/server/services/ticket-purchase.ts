import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PurchaseBody, RedeemableEvent, RedeemResult } from '../../shared/contract/tickets';
import { isRegistrationOpen } from '../../shared/event-registration';
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

/** The states a purchase can still move from; the others are its outcome. */
export const UNFINISHED: readonly PurchaseState[] = ['created', 'charging', 'charged', 'refunding'];
const unfinished = (row: PurchaseRow) => UNFINISHED.includes(row.status);

/** What the processor knows the purchase by: the same key for the first charge and every repeat of it. */
export const chargeKeyOf = (purchase: { id: number }) => `purchase-${purchase.id}`;
export const orderIdOf = (purchase: { id: number }) => `APL-T${purchase.id}`;
const cardTotal = (row: PurchaseRow) => row.cardAmountCents + row.surchargeCents;

const STILL_PROCESSING_POLLS = 40;
const POLL_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stillProcessing = () =>
  new HttpError(409, 'This purchase is still being processed. Please check your tickets shortly.');

/** The answer a purchase gives in the state it is in: its code, or why it was refused (4xx). */
function answerOf(row: PurchaseRow, eventName: string): RedeemResult {
  if (row.status === 'issued' && row.redeemCode) return { redeemCode: row.redeemCode, eventName };
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

const reload = async (db: Db, id: number) => {
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
async function claimStale(db: Db, staleBefore: Date, now: Date, id?: number) {
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
async function finishStale(deps: PurchaseDeps, claimed: PurchaseRow, now: Date) {
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

export interface RecoveryReport {
  finished: Record<PurchaseState, number>;
  /** Purchases left for the next run (the processor could not be reached). */
  deferred: number;
}

/**
 * Brings every purchase unfinished for longer than `staleAfterMs` to its outcome: a charge that went through
 * issues the ticket while the event still takes it, otherwise it is refunded; a purchase never charged
 * fails. Safe to run on several instances at once. Stops at `limit` purchases.
 */
export async function recoverPurchases(
  deps: PurchaseDeps,
  now: () => Date,
  staleAfterMs: number,
  limit = 500,
): Promise<RecoveryReport> {
  const report: RecoveryReport = {
    finished: { created: 0, charging: 0, charged: 0, issued: 0, refunding: 0, refunded: 0, failed: 0 },
    deferred: 0,
  };
  // Stale as of the run's start: a purchase this run claimed (and could not finish) waits for the next run.
  const staleBefore = new Date(now().getTime() - staleAfterMs);
  for (let taken = 0; taken < limit; taken++) {
    const at = now();
    const claimed = await claimStale(deps.db, staleBefore, at);
    if (!claimed) break;
    try {
      const row = await finishStale(deps, claimed, at);
      report.finished[row.status]++;
      deps.log?.warn(
        { purchase: row.id, from: claimed.status, to: row.status },
        'recovered an interrupted purchase',
      );
    } catch (error) {
      report.deferred++;
      deps.log?.error({ err: error, purchase: claimed.id }, 'purchase recovery failed; it is retried later');
    }
  }
  return report;
}

/** How long an unfinished purchase is left to the request working on it before the recovery takes it over. */
export const PURCHASE_STALE_MS = 60_000;

/**
 * The answer to a repeated request: the outcome once the attempt holding the purchase has finished; a
 * purchase stale for `staleAfterMs` (its attempt crashed) is finished here and then.
 */
async function outcomeOf(
  deps: PurchaseDeps,
  start: PurchaseRow,
  eventName: string,
  now: Date,
  staleAfterMs: number,
): Promise<RedeemResult> {
  let row = start;
  for (let i = 0; unfinished(row) && i < STILL_PROCESSING_POLLS; i++) {
    const staleBefore = new Date(now.getTime() + i * POLL_MS - staleAfterMs);
    if (row.updatedAt < staleBefore) {
      const claimed = await claimStale(deps.db, staleBefore, new Date(now.getTime() + i * POLL_MS), row.id);
      if (claimed) {
        row = await finishStale(deps, claimed, now).catch(() => claimed);
        continue;
      }
    }
    await sleep(POLL_MS);
    row = await reload(deps.db, row.id);
  }
  return answerOf(row, eventName);
}

/**
 * Buys a ticket (member spec, Redeem). Every amount comes from the event and the member's balance; the
 * client's card amount must agree. The purchase row is written first (one per idempotency key and one per
 * card token), then advancePurchase charges the card, spends the PTC and issues the ticket, or refunds.
 * A retry with the same key answers the same code (or the same refusal) without charging again.
 */
export async function purchaseTicket(
  deps: PurchaseDeps,
  buyer: Buyer,
  body: PurchaseBody,
  ip: string,
  now: Date,
  staleAfterMs = PURCHASE_STALE_MS,
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
  const byKey = async () =>
    (
      await db
        .select()
        .from(ticketPurchases)
        .where(and(eq(ticketPurchases.memberId, buyer.id), eq(ticketPurchases.idempotencyKey, key)))
    )[0];
  const earlier = await byKey();
  if (earlier) return outcomeOf(deps, earlier, event.title, now, staleAfterMs);

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

  // A token is taken by one purchase only, atomically, before anything is charged: the unique card token
  // turns a second purchase with it (under any other key) away here.
  const [purchase] = await db
    .insert(ticketPurchases)
    .values({
      memberId: buyer.id,
      eventId: event.id,
      idempotencyKey: key,
      status: 'created',
      cardToken: cardCents > 0 ? (body.cardToken ?? null) : null,
      ptcAmount: ptc,
      cardAmountCents: cardCents,
      surchargeCents: cardCents > 0 ? surchargeCents(cardCents) : 0,
      provider: cardCents > 0 ? payments.name : null,
      ip,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!purchase) {
    const racing = await byKey();
    if (racing) return outcomeOf(deps, racing, event.title, now, staleAfterMs);
    throw badRequest('The card details were already used. Please enter them again.', {
      cardToken: 'was already used',
    });
  }
  let done: PurchaseRow;
  try {
    done = await advancePurchase(deps, purchase, now);
  } catch (error) {
    // The processor could not be reached or did not answer: whether it charged is unknown until the
    // recovery asks it again under the same key; a retry of this request answers what it found.
    deps.log?.error({ err: error, purchase: purchase.id }, 'purchase interrupted; the recovery finishes it');
    throw new HttpError(
      409,
      'The payment could not be confirmed yet. The purchase will be completed or refunded shortly: check your tickets.',
    );
  }
  return answerOf(done, event.title);
}
