import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type {
  ConsumeItem,
  PlayerSearchBody,
  PlayerSearchResult,
  PtcSummary,
  TransferResult,
} from '../src/shared/contract/ptc';
import { messageOf } from '../src/shared/error-message';
import {
  EMPTY_PLAYER_SEARCH,
  type PlayerSearchDraft,
  type PlayerSearchField,
  withSearchField,
} from '../src/shared/player-search';
import { PTC_STEP, preselectedTransferAmount } from '../src/shared/ptc-rules';

export interface PtcTransferContext {
  /** The signed-in member the wizard was started for; another one resets it. */
  memberId: number | null;
  summary: PtcSummary | null;
  amount: number;
  searchDraft: PlayerSearchDraft;
  players: PlayerSearchResult[];
  searched: boolean;
  selected: PlayerSearchResult | null;
  searchError: string | null;
  consume: ConsumeItem[];
  consumeError: string | null;
  result: TransferResult | null;
  loadError: string | null;
}

export type PtcTransferEvent =
  | { type: 'amount.change'; amount: number }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'search.change'; field: PlayerSearchField; value: string }
  | { type: 'search.submit' }
  | { type: 'player.select'; player: PlayerSearchResult }
  | { type: 'transfer.submit' }
  | { type: 'transfer.restart' }
  | { type: 'summary.retry' }
  | { type: 'member.changed'; memberId: number | null };

const fresh = (memberId: number | null): PtcTransferContext => ({
  memberId,
  summary: null,
  amount: 0,
  searchDraft: EMPTY_PLAYER_SEARCH,
  players: [],
  searched: false,
  selected: null,
  searchError: null,
  consume: [],
  consumeError: null,
  result: null,
  loadError: null,
});

/** The slider's value: a multiple of the step between 0 and what may be transferred. */
const clampAmount = (amount: number, available: number) =>
  Math.max(
    0,
    Math.min(Math.floor(available / PTC_STEP) * PTC_STEP, Math.round(amount / PTC_STEP) * PTC_STEP),
  );

/**
 * /profile/ptctransfer (member spec, sections 2, 4, 5 and 8): Transfer PT Credit in three steps: the amount
 * (slider, step 5, preselected 30% capped at 50), the receiving player (search, then a radio table), and the
 * summary with the consume breakdown, loaded before it shows. The result replaces the wizard; with nothing
 * to transfer, the 'Insufficient PTC' warning does. Another signed-in member starts it again.
 */
export const ptcTransferMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as PtcTransferContext,
    events: {} as PtcTransferEvent,
    input: {} as { memberId: number | null },
    tags: {} as 'step0' | 'step1' | 'step2' | 'busy' | 'wizard',
  },
  actors: {
    loadSummary: fromPromise<PtcSummary>(async () => {
      throw new Error('loadSummary not provided');
    }),
    searchPlayers: fromPromise<PlayerSearchResult[], Omit<PlayerSearchBody, 'mode'>>(async () => {
      throw new Error('searchPlayers not provided');
    }),
    loadConsume: fromPromise<ConsumeItem[], { amount: number }>(async () => {
      throw new Error('loadConsume not provided');
    }),
    transferPtc: fromPromise<TransferResult, { amount: number; destMembershipId: number }>(async () => {
      throw new Error('transferPtc not provided');
    }),
    /** Reports the signed-in member as `member.changed` whenever it changes. */
    watchMember: fromCallback(() => undefined),
  },
  actions: {
    takeSearchField: assign({
      searchDraft: ({ context, event }) =>
        withSearchField(context.searchDraft, event as Extract<PtcTransferEvent, { type: 'search.change' }>),
    }),
    // The search starts empty each time its step opens again.
    clearSearch: assign({ searchDraft: EMPTY_PLAYER_SEARCH }),
  },
  guards: {
    hasAvailable: ({ context }) => (context.summary?.totalAvailableTransfer ?? 0) >= PTC_STEP,
    amountAboveZero: ({ context }) => context.amount > 0,
    isListedPlayer: ({ context, event }) =>
      event.type === 'player.select' && context.players.some((player) => player.id === event.player.id),
    hasSelectedPlayer: ({ context }) => (context.selected?.id ?? 0) > 0,
    isOtherMember: ({ context, event }) =>
      event.type === 'member.changed' && event.memberId !== context.memberId,
  },
}).createMachine({
  id: 'ptcTransfer',
  context: ({ input }) => fresh(input.memberId),
  invoke: { id: 'watchMember', src: 'watchMember' },
  on: {
    'member.changed': {
      guard: 'isOtherMember',
      target: '.loading',
      actions: assign(({ event }) => fresh(event.memberId)),
    },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSummary',
        src: 'loadSummary',
        onDone: {
          target: 'checking',
          actions: assign(({ event }) => ({
            summary: event.output,
            amount: preselectedTransferAmount(event.output.totalAvailableTransfer),
          })),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ loadError: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    checking: {
      always: [{ guard: 'hasAvailable', target: 'wizard' }, { target: 'insufficient' }],
    },
    loadFailed: {
      on: { 'summary.retry': { target: 'loading', actions: assign({ loadError: null }) } },
    },
    insufficient: {},
    wizard: {
      tags: ['wizard'],
      initial: 'amount',
      states: {
        amount: {
          tags: ['step0'],
          on: {
            'amount.change': {
              actions: assign({
                amount: ({ context, event }) =>
                  clampAmount(event.amount, context.summary?.totalAvailableTransfer ?? 0),
              }),
            },
            'step.next': { guard: 'amountAboveZero', target: 'player' },
          },
        },
        player: {
          tags: ['step1'],
          initial: 'idle',
          on: {
            'search.change': { actions: 'takeSearchField' },
            'step.back': { target: '#ptcTransfer.wizard.amount', actions: 'clearSearch' },
          },
          states: {
            idle: {
              on: {
                'search.submit': {
                  target: 'searching',
                  actions: assign({ selected: null, searchError: null }),
                },
                'player.select': {
                  guard: 'isListedPlayer',
                  actions: assign({ selected: ({ event }) => event.player }),
                },
                'step.next': { guard: 'hasSelectedPlayer', target: '#ptcTransfer.wizard.loadingConsume' },
              },
            },
            searching: {
              tags: ['busy'],
              invoke: {
                id: 'searchPlayers',
                src: 'searchPlayers',
                input: ({ context }) => context.searchDraft,
                onDone: {
                  target: 'idle',
                  actions: assign({ players: ({ event }) => event.output, searched: true }),
                },
                onError: {
                  target: 'idle',
                  actions: assign({
                    players: [],
                    searched: false,
                    searchError: ({ event }) => messageOf(event.error),
                  }),
                },
              },
            },
          },
        },
        loadingConsume: {
          tags: ['step1', 'busy'],
          entry: assign({ consumeError: null }),
          // The search form stays on screen while the breakdown loads.
          on: { 'search.change': { actions: 'takeSearchField' } },
          invoke: {
            id: 'loadConsume',
            src: 'loadConsume',
            input: ({ context }) => ({ amount: context.amount }),
            onDone: {
              target: 'confirm',
              actions: [assign({ consume: ({ event }) => event.output }), 'clearSearch'],
            },
            onError: {
              target: 'player',
              actions: assign({ consumeError: ({ event }) => messageOf(event.error) }),
            },
          },
        },
        confirm: {
          tags: ['step2'],
          on: {
            'step.back': 'player',
            'transfer.submit': 'transferring',
          },
        },
        transferring: {
          tags: ['step2', 'busy'],
          invoke: {
            id: 'transferPtc',
            src: 'transferPtc',
            input: ({ context }) => ({
              amount: context.amount,
              destMembershipId: context.selected?.membershipId ?? 0,
            }),
            onDone: {
              target: '#ptcTransfer.result',
              actions: assign({ result: ({ event }) => event.output }),
            },
            onError: {
              target: '#ptcTransfer.result',
              actions: assign({
                result: ({ event }) => ({ success: false, reason: messageOf(event.error) }),
              }),
            },
          },
        },
      },
    },
    result: {
      on: {
        'transfer.restart': { target: 'loading', actions: assign(({ context }) => fresh(context.memberId)) },
      },
    },
  },
});
