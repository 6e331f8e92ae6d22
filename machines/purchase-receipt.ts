import { assign, fromPromise, setup } from 'xstate';
import type { PurchaseReceipt } from '../src/shared/contract/tickets';
import { messageOf } from '../src/shared/error-message';

export type PurchaseReceiptEvent = { type: 'receipt.retry' };

/** The server knows no such purchase of this member's (or the address is not one). */
const isMissing = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  [400, 404].includes(error.status as number);

/**
 * /redeem/receipt/{purchaseGuid} (member spec, Redeem flow, step Receive): a finished purchase's own address.
 * Its receipt (the code, the event, the PTC used and what the card was charged) loads from the server, so a
 * reload, or the link from the Voucher History, shows what the purchase recorded; an address that is not one of
 * the member's purchases says so; a failed load offers Try again.
 */
export const purchaseReceiptMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    input: {} as { purchaseGuid: string },
    context: {} as { purchaseGuid: string; receipt: PurchaseReceipt | null; error: string | null },
    events: {} as PurchaseReceiptEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadReceipt: fromPromise<PurchaseReceipt, { purchaseGuid: string }>(async () => {
      throw new Error('loadReceipt not provided');
    }),
  },
  guards: {
    isMissing: ({ event }) => isMissing((event as unknown as { error: unknown }).error),
  },
}).createMachine({
  id: 'purchaseReceipt',
  context: ({ input }) => ({ purchaseGuid: input.purchaseGuid, receipt: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadReceipt',
        src: 'loadReceipt',
        input: ({ context }) => ({ purchaseGuid: context.purchaseGuid }),
        onDone: { target: 'shown', actions: assign({ receipt: ({ event }) => event.output }) },
        onError: [
          { guard: 'isMissing', target: 'missing' },
          { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
        ],
      },
    },
    shown: {},
    missing: {},
    failed: {
      on: { 'receipt.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});
