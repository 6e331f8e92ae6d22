import { z } from 'zod';
import { idSchema, MAX_INT32, safeText, wholeNumber } from './common';

const guid = z.string().trim().uuid('must be a GUID');

/** An event a ticket can be bought for with PTC and/or a card (GET /Event/SearchPTCRedeemableEvents). */
export const redeemableEventSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  dateTime: z.string(),
  startTime: z.string(),
  venueAddress: z.string(),
  /** Whole dollars. */
  buyInAmount: z.number(),
  ptcRedeemable: z.boolean(),
  creditCardRedeemable: z.boolean(),
});
export type RedeemableEvent = z.infer<typeof redeemableEventSchema>;

export const redeemableQuerySchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, 'must be a number')
    .transform(Number)
    .pipe(idSchema),
});

export const securePayTokenSchema = z.object({ access_token: z.string(), expires_in: z.number() });
export type SecurePayToken = z.infer<typeof securePayTokenSchema>;

/**
 * Which card form the redeem page shows: the sandbox's own fields (tokenised through this server) or
 * SecurePay's JavaScript SDK with the merchant's public identifiers and the SDK's script (never the secret).
 */
export const cardFormSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('sandbox') }),
  z.object({
    provider: z.literal('securepay'),
    clientId: z.string(),
    merchantCode: z.string(),
    scriptUrl: z.string(),
  }),
]);
export type CardForm = z.infer<typeof cardFormSchema>;

/**
 * The purchase (member spec, section 7). The server recomputes every amount from the event and the member's
 * balance; creditCardAmount (the card's part in cents, before the surcharge) must agree with it. ipAddress
 * is ignored: the server takes the client's address from the connection. idempotencyKey (beyond the spec)
 * makes a retry answer the first attempt's outcome; without it the card token (single use) serves.
 */
export const purchaseBodySchema = z.object({
  accessToken: safeText(200).optional(),
  cardToken: safeText(200).optional(),
  ipAddress: safeText(100).optional(),
  creditCardAmount: wholeNumber(0, MAX_INT32),
  ptcAmount: wholeNumber(0, MAX_INT32),
  eventId: idSchema,
  currentTimeMilliseconds: z.number().finite().optional(),
  idempotencyKey: z
    .string()
    .regex(/^[\w-]{8,100}$/, 'must be 8 to 100 letters, digits, - or _')
    .optional(),
});
export type PurchaseBody = z.infer<typeof purchaseBodySchema>;

/** The purchase's answer (member spec: redeemCode, eventName); purchaseGuid names its receipt. */
export const redeemResultSchema = z.object({
  redeemCode: z.string(),
  eventName: z.string(),
  purchaseGuid: z.string(),
});
export type RedeemResult = z.infer<typeof redeemResultSchema>;

export const purchaseReceiptQuerySchema = z.object({ purchaseGuid: guid });

/**
 * What a finished purchase bought and what it cost, as the server recorded it: the PTC spent, the card's part
 * of the buy-in, the surcharge on it and the total charged to the card (cents; 0 when PTC paid it all).
 */
export const purchaseReceiptSchema = z.object({
  purchaseGuid: z.string(),
  orderId: z.string(),
  redeemCode: z.string(),
  purchasedAt: z.string(),
  event: z.object({
    id: z.number(),
    title: z.string(),
    dateTime: z.string(),
    startTime: z.string(),
    venueName: z.string(),
  }),
  buyInAmount: z.number(),
  ptcAmount: z.number(),
  cardAmountCents: z.number(),
  surchargeCents: z.number(),
  chargedCents: z.number(),
});
export type PurchaseReceipt = z.infer<typeof purchaseReceiptSchema>;

/** The sandbox processor's card form posts here; the number is checked and forgotten, never stored. */
export const tokenizeCardBodySchema = z.object({
  accessToken: safeText(200).pipe(z.string().min(1, 'is required')),
  cardNumber: z.string().regex(/^[\d ]{12,23}$/, 'must be 12 to 19 digits'),
  expiryMonth: wholeNumber(1, 12),
  expiryYear: wholeNumber(2000, 2099),
  cvv: z.string().regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
  cardholderName: safeText(100).pipe(z.string().min(1, 'is required')),
});
export type TokenizeCardBody = z.infer<typeof tokenizeCardBodySchema>;

export const cardTokenSchema = z.object({
  token: z.string(),
  brand: z.enum(['visa', 'mastercard']),
  last4: z.string(),
});
export type CardToken = z.infer<typeof cardTokenSchema>;

export const ticketQuerySchema = z.object({ gameMembership: guid });
export const voucherQuerySchema = z.object({ voucherGuid: guid });

/** A flight a ticket or voucher may move to. */
export const flightSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  dateTime: z.string(),
  startTime: z.string(),
  buyInAmount: z.number(),
  venue: z.object({ id: z.number(), name: z.string(), friendlyUrlSlug: z.string() }),
});
export type Flight = z.infer<typeof flightSchema>;

export const voucherEventSchema = z.object({ event: flightSchema });
export type VoucherEvent = z.infer<typeof voucherEventSchema>;

export const swappableQueryBodySchema = z.object({ eventId: idSchema });

const oneOfTheGuids = <T extends { gameMembershipGuid?: string; voucherGuid?: string }>(body: T) =>
  (body.gameMembershipGuid === undefined) !== (body.voucherGuid === undefined);
const ONE_GUID = { message: 'Give either gameMembershipGuid or voucherGuid', path: ['voucherGuid'] };

export const swapFlightBodySchema = z
  .object({ gameMembershipGuid: guid.optional(), voucherGuid: guid.optional(), newEventId: idSchema })
  .refine(oneOfTheGuids, ONE_GUID);
export type SwapFlightBody = z.infer<typeof swapFlightBodySchema>;

export const transferTicketBodySchema = z
  .object({ gameMembershipGuid: guid.optional(), voucherGuid: guid.optional(), toMembershipId: idSchema })
  .refine(oneOfTheGuids, ONE_GUID);
export type TransferTicketBody = z.infer<typeof transferTicketBodySchema>;

/** A swap or transfer: done at once, or (a transfer whose event has automatic transfer off) pending staff. */
export const changeResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  status: z.enum(['approved', 'pending']),
});
export type ChangeResult = z.infer<typeof changeResultSchema>;

export const pendingChangeSchema = z.object({
  id: z.number(),
  requestType: z.number(),
  requestDate: z.string(),
  member: z.string(),
  requestPlayer: z.string().nullable(),
  currentEvent: z.string().nullable(),
  requestEvent: z.string().nullable(),
});
export type PendingChange = z.infer<typeof pendingChangeSchema>;

export const respondChangeBodySchema = z.object({
  id: idSchema,
  approve: z.boolean(),
  reason: safeText(300).optional(),
});
