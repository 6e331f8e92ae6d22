import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PurchaseBody, RedeemableEvent, RedeemResult } from '../../shared/contract/tickets';
import { venueAddressLine } from '../../shared/names';
import { surchargeCentsFor } from '../../shared/ticket-rules';
import type { Db } from '../db/client';
import { members, ticketPurchases } from '../db/schema';
import { badRequest, HttpError, notFound } from '../errors';
import {
  advancePurchase,
  answerOf,
  claimStale,
  eventWithVenue,
  finishStale,
  type PurchaseDeps,
  type PurchaseRow,
  purchasable,
  reload,
  unfinished,
} from './purchase-states';

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
      venueAddress: venueAddressLine(venue),
      buyInAmount: event.buyInAmount,
      ptcRedeemable: event.ptcRedeemable,
      creditCardRedeemable: event.creditCardRedeemable,
    },
  ];
}

interface Buyer {
  id: number;
  mobile: string | null;
  mobileVerified: boolean;
}

const STILL_PROCESSING_POLLS = 40;
const POLL_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  // A retry repeats its request: a key met again with another event or other amounts is another purchase.
  const answerRetry = (earlier: PurchaseRow) => {
    if (
      earlier.eventId !== event.id ||
      earlier.ptcAmount !== body.ptcAmount ||
      earlier.cardAmountCents !== body.creditCardAmount
    )
      throw badRequest(
        'This purchase was already made with other details. Please reload the page and try again.',
        {
          idempotencyKey: 'was used for another purchase',
        },
      );
    return outcomeOf(deps, earlier, event.title, now, staleAfterMs);
  };
  const earlier = await byKey();
  if (earlier) return answerRetry(earlier);

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
      surchargeCents: surchargeCentsFor(cardCents),
      provider: cardCents > 0 ? payments.name : null,
      ip,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!purchase) {
    const racing = await byKey();
    if (racing) return answerRetry(racing);
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
