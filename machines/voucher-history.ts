import { assign, fromPromise, setup } from 'xstate';
import type {
  ChangeHistoryItem,
  ConsumeHistoryItem,
  ReceiveHistoryItem,
} from '../src/shared/contract/voucher-history';
import { messageOf } from '../src/shared/error-message';
import { VOUCHER_HISTORY_PAGE_SIZE } from '../src/shared/voucher-labels';

export interface VoucherHistory {
  changes: ChangeHistoryItem[];
  received: ReceiveHistoryItem[];
  consumed: ConsumeHistoryItem[];
}

/**
 * /profile/ticketChange (member spec, sections 2 and 8): the three histories load together; the items show
 * newest first, 20 to a page; a failure shows 'Something went wrong: {error}'.
 */
export const voucherHistoryMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as { history: VoucherHistory | null; page: number; error: string | null },
    events: {} as { type: 'page.select'; page: number } | { type: 'history.retry' },
  },
  guards: {
    isExistingPage: ({ context, event }) => {
      if (event.type !== 'page.select' || !context.history) return false;
      const { changes, received, consumed } = context.history;
      const pages = Math.ceil(
        (changes.length + received.length + consumed.length) / VOUCHER_HISTORY_PAGE_SIZE,
      );
      return event.page >= 1 && event.page <= pages;
    },
  },
  actors: {
    loadHistory: fromPromise<VoucherHistory>(async () => {
      throw new Error('loadHistory not provided');
    }),
  },
}).createMachine({
  id: 'voucherHistory',
  context: { history: null, page: 1, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        onDone: { target: 'ready', actions: assign({ history: ({ event }) => event.output, page: 1 }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    ready: {
      on: {
        'page.select': { guard: 'isExistingPage', actions: assign({ page: ({ event }) => event.page }) },
      },
    },
    failed: {
      on: { 'history.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});
