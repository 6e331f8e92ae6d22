import { z } from 'zod';
import { MAX_INT32, queryNumber, safeText, wholeNumber } from './common';

export const ptcTransactionSchema = z.object({
  guid: z.string(),
  transactionDate: z.string(),
  description: z.string(),
  /** Positive for a credit, negative for PTC spent (a transfer, a redemption). */
  totalCredit: z.number(),
  expired: z.boolean(),
  expiredPTC: z.number(),
  /** When a credit expires; null for spending. */
  expiryDate: z.string().nullable(),
});
export type PtcTransaction = z.infer<typeof ptcTransactionSchema>;

export const ptcSummarySchema = z.object({
  currentBalance: z.number(),
  /** How many credits expired, and how many spends there were. */
  expired: z.number(),
  used: z.number(),
  /** The PTC spent, and the PTC that expired unused. */
  totalUsedValue: z.number(),
  totalExpiredValue: z.number(),
  totalAvailableTransfer: z.number(),
  /** Beyond the spec: the PTC that expire within 30 days, and the first such date. */
  expiringSoon: z.object({ amount: z.number(), firstExpiryDate: z.string().nullable() }),
  transactions: z.array(ptcTransactionSchema),
  transferRules: z.array(z.string()),
});
export type PtcSummary = z.infer<typeof ptcSummarySchema>;

/** A lot with PTC left, as listPTC gives it. */
export const ptcLotSchema = ptcTransactionSchema.extend({ remaining: z.number(), transferable: z.boolean() });
export type PtcLot = z.infer<typeof ptcLotSchema>;

const queryBoolean = z
  .enum(['true', 'false', 'True', 'False'], { message: 'must be true or false' })
  .transform((text) => text.toLowerCase() === 'true');

export const listPtcQuerySchema = z.object({ allowTransfer: queryBoolean.optional() });

export const consumeQuerySchema = z.object({
  amount: queryNumber.pipe(wholeNumber(1, MAX_INT32)),
  purpose: z.enum(['transfer', 'redeem'], { message: 'must be transfer or redeem' }).optional(),
});

export const consumeItemSchema = z.object({
  consumeAmount: z.number(),
  description: z.string(),
  transactionDate: z.string(),
});
export type ConsumeItem = z.infer<typeof consumeItemSchema>;

export const transferPtcBodySchema = z.object({
  PTCAmount: wholeNumber(1, MAX_INT32),
  destMembershipId: wholeNumber(1, MAX_INT32),
});
export type TransferPtcBody = z.infer<typeof transferPtcBodySchema>;

export const transferResultSchema = z.object({ success: z.boolean(), reason: z.string() });
export type TransferResult = z.infer<typeof transferResultSchema>;

export const playerSearchBodySchema = z.object({
  mode: z.literal(4, { message: 'must be 4' }).optional(),
  firstName: safeText(50).optional(),
  lastName: safeText(50).optional(),
  cardNumber: safeText(20).optional(),
});
export type PlayerSearchBody = z.infer<typeof playerSearchBodySchema>;

export const playerSearchResultSchema = z.object({
  id: z.number(),
  name: z.string(),
  cardNumber: z.string(),
  membershipId: z.number(),
  lastPlayedEvent: z.object({ title: z.string(), stateName: z.string(), dateTime: z.string() }).nullable(),
});
export type PlayerSearchResult = z.infer<typeof playerSearchResultSchema>;
