import { z } from 'zod';
import { idSchema, safeText } from './common';

/**
 * The staff queues' account deletion requests (issue 34): pending (as sent), verified (a league admin has
 * matched it to the member's account), erased (the member's personal data is gone, a pseudonym stands in).
 */
export const DELETE_REQUEST_STATUSES = ['pending', 'verified', 'erased'] as const;
export type DeleteRequestStatus = (typeof DELETE_REQUEST_STATUSES)[number];

/** The account a request names (by its e-mail), as staff compare it with the request before verifying. */
export const deleteRequestAccountSchema = z.object({
  memberId: z.number(),
  membershipId: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  suburb: z.string().nullable(),
});
export type DeleteRequestAccount = z.infer<typeof deleteRequestAccountSchema>;

export const deleteRequestSchema = z.object({
  id: z.number(),
  status: z.enum(DELETE_REQUEST_STATUSES),
  createdAt: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  cardNumber: z.string().nullable(),
  email: z.string(),
  mobile: z.string().nullable(),
  reason: z.string(),
  /** The verified account, else the account the request's e-mail names (null: none, or already erased). */
  account: deleteRequestAccountSchema.nullable(),
});
export type DeleteRequest = z.infer<typeof deleteRequestSchema>;

/** Staff confirm that the request is the account's (the one shown them: a changed match is refused). */
export const verifyDeleteRequestBodySchema = z.object({ id: idSchema, memberId: idSchema });
export type VerifyDeleteRequestBody = z.infer<typeof verifyDeleteRequestBodySchema>;

export const eraseDeleteRequestBodySchema = z.object({ id: idSchema });

export const erasedMemberSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** The name the member's results, standings, tickets and ledger rows now show. */
  pseudonym: z.string(),
});
export type ErasedMember = z.infer<typeof erasedMemberSchema>;

/** A ticket purchase as staff see it when refunding one (issue 34). */
export const refundablePurchaseSchema = z.object({
  id: z.number(),
  orderId: z.string(),
  createdAt: z.string(),
  member: z.string(),
  membershipId: z.number(),
  event: z.string(),
  ptcAmount: z.number(),
  cardAmountCents: z.number(),
  surchargeCents: z.number(),
  status: z.enum(['issued', 'refunding', 'refunded']),
  /** Redeemed at the venue (or voided otherwise): no refund here. */
  ticketUsed: z.boolean(),
});
export type RefundablePurchase = z.infer<typeof refundablePurchaseSchema>;

export const refundablePurchasesQuerySchema = z.object({
  /** An order number (APL-T123), a membership number or an e-mail; empty: the newest purchases. */
  q: safeText(254).optional(),
});

export const refundPurchaseBodySchema = z.object({
  id: idSchema,
  reason: safeText(300).pipe(z.string().min(1, 'is required')),
});

export const refundResultSchema = z.object({
  success: z.boolean(),
  status: z.enum(['refunding', 'refunded']),
  message: z.string(),
});
export type RefundResult = z.infer<typeof refundResultSchema>;
