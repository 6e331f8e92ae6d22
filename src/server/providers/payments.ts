import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { cardBrand, luhnValid } from '../../shared/card-rules';
import type { CardForm, CardToken, TokenizeCardBody } from '../../shared/contract/tickets';
import type { Db } from '../db/client';
import { sandboxCardTokens, sandboxCharges } from '../db/schema';
import { badRequest } from '../errors';
import { paymentFormTokens } from './form-tokens';

export interface AccessToken {
  accessToken: string;
  expiresIn: number;
}

export interface ChargeRequest {
  cardToken: string;
  /** What the card pays in cents, surcharge included. */
  amountCents: number;
  /** The member's address as the connection gives it (never a third-party lookup). */
  ip: string;
  orderId: string;
  /** The same key never charges twice. */
  idempotencyKey: string;
}

export type ChargeOutcome = { approved: true; chargeId: string } | { approved: false; reason: string };

/**
 * A card payment processor. The card form tokenises the card (in the browser with the processor's own
 * script, or through tokenize for the sandbox); the server only ever charges and refunds tokens.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'securepay';
  /** What the browser needs for the processor's card form (public identifiers only). */
  readonly cardForm: CardForm;
  /** The token the browser's card form needs, valid for expiresIn seconds. */
  accessToken(now: Date): Promise<AccessToken>;
  /** Only processors whose card form posts to this server (the sandbox). */
  tokenize?(card: TokenizeCardBody, now: Date): Promise<CardToken>;
  charge(request: ChargeRequest, now: Date): Promise<ChargeOutcome>;
  refund(chargeId: string, amountCents: number, orderId: string, now: Date): Promise<void>;
}

/** The sandbox's documented test cards (any other valid Visa or Mastercard number approves). */
export const SANDBOX_TEST_CARDS = {
  approveVisa: '4111111111111111',
  approveMastercard: '5555555555554444',
  decline: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const DECLINED = 'Your card was declined. No payment was taken.';
export const INSUFFICIENT_FUNDS = 'Your card was declined for insufficient funds. No payment was taken.';

const CARD_TOKEN_MS = 15 * 60 * 1000;

/**
 * The default processor: behaves like a real one (tokens, Luhn and expiry checks, Visa and Mastercard only,
 * approvals, declines, insufficient funds, idempotent charges and refunds) and keeps its books in the
 * database. Access tokens are signed with `secret` (set one shared secret when several servers run).
 */
export function sandboxPaymentProvider(db: Db, secret: string = randomBytes(32).toString('hex')) {
  const formTokens = paymentFormTokens(secret, 'sbx');

  const provider: PaymentProvider = {
    name: 'sandbox',
    cardForm: { provider: 'sandbox' },
    async accessToken(now) {
      return formTokens.issue(now);
    },
    async tokenize(card, now) {
      if (!formTokens.valid(card.accessToken, now))
        throw badRequest('The payment form has expired. Please reload the page.', {
          accessToken: 'has expired',
        });
      const digits = card.cardNumber.replace(/ /g, '');
      if (digits.length < 12 || digits.length > 19 || !luhnValid(digits))
        throw badRequest('The card number is not valid.', { cardNumber: 'is not a valid card number' });
      const brand = cardBrand(digits);
      if (!brand)
        throw badRequest('Only Visa and Mastercard are accepted.', {
          cardNumber: 'is not Visa or Mastercard',
        });
      // A card is good until the end of its expiry month.
      if (Date.UTC(card.expiryYear, card.expiryMonth, 1) <= now.getTime())
        throw badRequest('The card has expired.', { expiryYear: 'has passed' });
      const behaviour =
        digits === SANDBOX_TEST_CARDS.decline
          ? 'decline'
          : digits === SANDBOX_TEST_CARDS.insufficientFunds
            ? 'insufficient_funds'
            : 'approve';
      const token = `tok_${randomUUID().replace(/-/g, '')}`;
      await db.insert(sandboxCardTokens).values({
        token,
        brand,
        last4: digits.slice(-4),
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        behaviour,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CARD_TOKEN_MS),
      });
      return { token, brand, last4: digits.slice(-4) };
    },
    async charge(request, now) {
      const answer = (row: { id: string; status: string }): ChargeOutcome =>
        row.status === 'approved'
          ? { approved: true, chargeId: row.id }
          : { approved: false, reason: row.status === 'insufficient_funds' ? INSUFFICIENT_FUNDS : DECLINED };
      const byKey = async () =>
        (
          await db
            .select()
            .from(sandboxCharges)
            .where(eq(sandboxCharges.idempotencyKey, request.idempotencyKey))
        )[0];
      const earlier = await byKey();
      if (earlier) return answer(earlier);
      // The token is used up in the same transaction that records the charge: of any number of charges sent
      // with one token at once, exactly one gets it.
      const charged = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [card] = await tx
          .update(sandboxCardTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(sandboxCardTokens.token, request.cardToken),
              isNull(sandboxCardTokens.usedAt),
              gt(sandboxCardTokens.expiresAt, now),
            ),
          )
          .returning({ behaviour: sandboxCardTokens.behaviour });
        if (!card) return null;
        const [row] = await tx
          .insert(sandboxCharges)
          .values({
            id: `ch_${randomUUID().replace(/-/g, '')}`,
            idempotencyKey: request.idempotencyKey,
            token: request.cardToken,
            amountCents: request.amountCents,
            status:
              card.behaviour === 'approve'
                ? 'approved'
                : card.behaviour === 'decline'
                  ? 'declined'
                  : card.behaviour,
            ip: request.ip,
            createdAt: now,
          })
          .returning();
        return row ?? null;
      });
      if (charged) return answer(charged);
      // The same key may have been charged meanwhile by a request that held the token first.
      const racing = await byKey();
      if (racing) return answer(racing);
      const [card] = await db
        .select({ usedAt: sandboxCardTokens.usedAt })
        .from(sandboxCardTokens)
        .where(and(eq(sandboxCardTokens.token, request.cardToken), gt(sandboxCardTokens.expiresAt, now)));
      return card
        ? { approved: false, reason: 'The card details were already used. Please enter them again.' }
        : { approved: false, reason: 'The card details have expired. Please enter them again.' };
    },
    // As a processor does: only an approved charge is refunded, never for more than it took; a refund sent
    // again (after a crash, by the recovery) finds it refunded and changes nothing.
    async refund(chargeId, amountCents, _orderId, now) {
      const [charge] = await db
        .select({ status: sandboxCharges.status, amountCents: sandboxCharges.amountCents })
        .from(sandboxCharges)
        .where(eq(sandboxCharges.id, chargeId));
      if (charge?.status !== 'approved') throw new Error(`The sandbox has no approved charge ${chargeId}.`);
      if (amountCents > charge.amountCents)
        throw new Error(`A refund of ${amountCents} cents is more than charge ${chargeId} took.`);
      await db
        .update(sandboxCharges)
        .set({ refundedAt: now })
        .where(and(eq(sandboxCharges.id, chargeId), isNull(sandboxCharges.refundedAt)));
    },
  };
  return provider;
}
