import { z } from 'zod';
import { purchaseReceiptSchema } from './tickets';

export const changeHistoryItemSchema = z.object({
  id: z.number(),
  requestDate: z.string(),
  /** Swap 1, Transfer 2. */
  requestType: z.number(),
  /** Pending 1, Approved 2, Rejected 3. */
  requestStatus: z.number(),
  requestEvent: z.string().nullable(),
  currentEvent: z.string().nullable(),
  currentPlayer: z.string().nullable(),
  requestPlayer: z.string().nullable(),
  respondDate: z.string().nullable(),
  respondName: z.string().nullable(),
  respondReason: z.string().nullable(),
});
export type ChangeHistoryItem = z.infer<typeof changeHistoryItemSchema>;

export const receiveHistoryItemSchema = z.object({
  guid: z.string(),
  createdDate: z.string(),
  /** SatelliteReward 1, Converted 2, ManualAllocated 3, PurchaseOnline 4. */
  voucherType: z.number(),
  satelliteEvent: z.string().nullable(),
  shopOrderId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  /** A ticket the member bought online: the purchase's receipt (beyond the spec's fields). */
  receipt: purchaseReceiptSchema.nullable(),
});
export type ReceiveHistoryItem = z.infer<typeof receiveHistoryItemSchema>;

export const consumeHistoryItemSchema = z.object({
  guid: z.string(),
  redeemedDate: z.string(),
  consumedType: z.string(),
  revokedReason: z.string().nullable(),
  redeemedBy: z.string().nullable(),
});
export type ConsumeHistoryItem = z.infer<typeof consumeHistoryItemSchema>;
