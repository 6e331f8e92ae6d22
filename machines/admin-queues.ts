import { assign, fromPromise, setup } from 'xstate';
import type { PendingAvatar } from '../src/shared/contract/account-settings';
import type { DeleteRequest, RefundablePurchase } from '../src/shared/contract/staff-queues';
import type { PendingChange } from '../src/shared/contract/tickets';
import { messageOf } from '../src/shared/error-message';

/** The queues a league admin works through on /admin/queues, loaded together. */
export interface StaffQueues {
  avatars: PendingAvatar[];
  transfers: PendingChange[];
  deletions: DeleteRequest[];
  /** Ticket purchases: the newest, or those the search names. */
  purchases: RefundablePurchase[];
}

/** One answer to one queue item, as the server takes it. */
export type QueueAction =
  | { kind: 'avatar'; id: number; approve: boolean }
  | { kind: 'transfer'; id: number; approve: boolean; reason?: string }
  | { kind: 'verify'; id: number; memberId: number }
  | { kind: 'erase'; id: number }
  | { kind: 'refund'; id: number; reason: string };

export interface AdminQueuesContext {
  queues: StaffQueues | null;
  loadError: string | null;
  /** The transfer being rejected and the reason typed for it (the member sees it in Voucher History). */
  rejecting: number | null;
  reason: string;
  reasonError: string | null;
  /** The deletion request whose erasure waits for a second click. */
  erasing: number | null;
  /** The purchase being refunded (its reason is `reason`). */
  refunding: number | null;
  /** The purchase search as typed, and as last asked of the server. */
  searchDraft: string;
  search: string;
  /** The action sent, while it is on its way. */
  acting: QueueAction | null;
  /** The server's answer to the last action: its message, or why it was refused. */
  notice: string | null;
  actionError: string | null;
}

export type AdminQueuesEvent =
  | { type: 'queues.retry' }
  | { type: 'avatar.approve'; id: number }
  | { type: 'avatar.reject'; id: number }
  | { type: 'transfer.approve'; id: number }
  | { type: 'transfer.reject'; id: number }
  | { type: 'reason.change'; value: string }
  | { type: 'reject.submit' }
  | { type: 'reject.cancel' }
  | { type: 'deletion.verify'; id: number; memberId: number }
  | { type: 'deletion.erase'; id: number }
  | { type: 'erase.confirm' }
  | { type: 'erase.cancel' }
  | { type: 'search.change'; value: string }
  | { type: 'search.submit' }
  | { type: 'refund.start'; id: number }
  | { type: 'refund.submit' }
  | { type: 'refund.cancel' };

export const REASON_REQUIRED = 'Please give the member a reason.';

/**
 * /admin/queues (issue 34), league admins: avatars waiting (approve or reject), transfers waiting (approve, or
 * reject with a reason the member then reads in Voucher History), account deletion requests (verify that the
 * request is the shown account's, then erase it after a confirmation) and ticket purchases (found by order
 * number, membership number or e-mail; refunded with a reason). One answer is sent at a time; once it is
 * taken the queues load again, so what is shown is what the server holds. A refusal (say, another admin answered
 * first: 409) shows its message and leaves the queues as they were.
 */
export const adminQueuesMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as AdminQueuesContext,
    events: {} as AdminQueuesEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadQueues: fromPromise<StaffQueues, { search: string }>(async () => {
      throw new Error('loadQueues not provided');
    }),
    act: fromPromise<{ message: string }, QueueAction>(async () => {
      throw new Error('act not provided');
    }),
  },
  guards: {
    reasonGiven: ({ context }) => context.reason.trim().length > 0,
    // An answer goes only to an item the queues hold (and, for a deletion, in the step it is at).
    avatarListed: ({ context, event }) =>
      'id' in event && (context.queues?.avatars.some((a) => a.id === event.id) ?? false),
    transferListed: ({ context, event }) =>
      'id' in event && (context.queues?.transfers.some((t) => t.id === event.id) ?? false),
    deletionPending: ({ context, event }) =>
      event.type === 'deletion.verify' &&
      (context.queues?.deletions.some(
        (d) => d.id === event.id && d.status === 'pending' && d.account?.memberId === event.memberId,
      ) ??
        false),
    purchaseRefundable: ({ context, event }) =>
      event.type === 'refund.start' &&
      (context.queues?.purchases.some((p) => p.id === event.id && p.status === 'issued' && !p.ticketUsed) ??
        false),
    deletionVerified: ({ context, event }) =>
      'id' in event &&
      (context.queues?.deletions.some((d) => d.id === event.id && d.status === 'verified' && d.account) ??
        false),
  },
}).createMachine({
  id: 'adminQueues',
  context: {
    queues: null,
    loadError: null,
    rejecting: null,
    reason: '',
    reasonError: null,
    erasing: null,
    refunding: null,
    searchDraft: '',
    search: '',
    acting: null,
    notice: null,
    actionError: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadQueues',
        src: 'loadQueues',
        input: ({ context }) => ({ search: context.search }),
        onDone: { target: 'ready', actions: assign({ queues: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      on: { 'queues.retry': { target: 'loading', actions: assign({ loadError: null }) } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'avatar.approve': {
              guard: 'avatarListed',
              target: 'working',
              actions: assign(({ event }) => ({
                acting: { kind: 'avatar', id: event.id, approve: true } as QueueAction,
                notice: null,
                actionError: null,
              })),
            },
            'avatar.reject': {
              guard: 'avatarListed',
              target: 'working',
              actions: assign(({ event }) => ({
                acting: { kind: 'avatar', id: event.id, approve: false } as QueueAction,
                notice: null,
                actionError: null,
              })),
            },
            'transfer.approve': {
              guard: 'transferListed',
              target: 'working',
              actions: assign(({ event }) => ({
                acting: { kind: 'transfer', id: event.id, approve: true } as QueueAction,
                notice: null,
                actionError: null,
              })),
            },
            'transfer.reject': {
              guard: 'transferListed',
              target: 'rejecting',
              actions: assign(({ event }) => ({ rejecting: event.id, reason: '', reasonError: null })),
            },
            'deletion.verify': {
              guard: 'deletionPending',
              target: 'working',
              actions: assign(({ event }) => ({
                acting: { kind: 'verify', id: event.id, memberId: event.memberId } as QueueAction,
                notice: null,
                actionError: null,
              })),
            },
            'search.change': { actions: assign({ searchDraft: ({ event }) => event.value }) },
            'search.submit': {
              target: '#adminQueues.loading',
              actions: assign(({ context }) => ({
                search: context.searchDraft.trim(),
                notice: null,
                actionError: null,
              })),
            },
            'refund.start': {
              guard: 'purchaseRefundable',
              target: 'refundingPurchase',
              actions: assign(({ event }) => ({ refunding: event.id, reason: '', reasonError: null })),
            },
            'deletion.erase': {
              guard: 'deletionVerified',
              target: 'confirmingErase',
              actions: assign(({ event }) => ({ erasing: event.id })),
            },
          },
        },
        rejecting: {
          on: {
            'reason.change': { actions: assign({ reason: ({ event }) => event.value, reasonError: null }) },
            'reject.submit': [
              {
                guard: 'reasonGiven',
                target: 'working',
                actions: assign(({ context }) => ({
                  acting: {
                    kind: 'transfer',
                    id: context.rejecting ?? 0,
                    approve: false,
                    reason: context.reason.trim(),
                  } as QueueAction,
                  notice: null,
                  actionError: null,
                })),
              },
              { actions: assign({ reasonError: REASON_REQUIRED }) },
            ],
            'reject.cancel': {
              target: 'idle',
              actions: assign({ rejecting: null, reason: '', reasonError: null }),
            },
          },
        },
        refundingPurchase: {
          on: {
            'reason.change': { actions: assign({ reason: ({ event }) => event.value, reasonError: null }) },
            'refund.submit': [
              {
                guard: 'reasonGiven',
                target: 'working',
                actions: assign(({ context }) => ({
                  acting: {
                    kind: 'refund',
                    id: context.refunding ?? 0,
                    reason: context.reason.trim(),
                  } as QueueAction,
                  notice: null,
                  actionError: null,
                })),
              },
              { actions: assign({ reasonError: REASON_REQUIRED }) },
            ],
            'refund.cancel': {
              target: 'idle',
              actions: assign({ refunding: null, reason: '', reasonError: null }),
            },
          },
        },
        confirmingErase: {
          on: {
            'erase.confirm': {
              target: 'working',
              actions: assign(({ context }) => ({
                acting: { kind: 'erase', id: context.erasing ?? 0 } as QueueAction,
                notice: null,
                actionError: null,
              })),
            },
            'erase.cancel': { target: 'idle', actions: assign({ erasing: null }) },
          },
        },
        working: {
          tags: ['busy'],
          invoke: {
            id: 'act',
            src: 'act',
            input: ({ context }) => context.acting as QueueAction,
            onDone: {
              target: '#adminQueues.loading',
              actions: assign(({ event }) => ({
                notice: event.output.message,
                acting: null,
                rejecting: null,
                refunding: null,
                reason: '',
                erasing: null,
              })),
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({
                actionError: messageOf(event.error),
                acting: null,
                rejecting: null,
                refunding: null,
                reason: '',
                erasing: null,
              })),
            },
          },
        },
      },
    },
  },
});
