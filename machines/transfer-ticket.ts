import { assign, fromPromise, setup } from 'xstate';
import type { Ticket } from '../src/shared/contract/profile';
import type { PlayerSearchBody, PlayerSearchResult } from '../src/shared/contract/ptc';
import type { ChangeResult } from '../src/shared/contract/tickets';
import { messageOf } from '../src/shared/error-message';
import {
  EMPTY_PLAYER_SEARCH,
  type PlayerSearchDraft,
  type PlayerSearchField,
  withSearchField,
} from '../src/shared/player-search';
import {
  type TicketChangeContext,
  type TicketChangeTag,
  type TicketRef,
  ticketChangeStart,
} from './shared/ticket-change';

export interface TransferTicketContext extends TicketChangeContext {
  searchDraft: PlayerSearchDraft;
  players: PlayerSearchResult[];
  searched: boolean;
  selected: PlayerSearchResult | null;
  searchError: string | null;
}

export type TransferTicketEvent =
  | { type: 'search.change'; field: PlayerSearchField; value: string }
  | { type: 'search.submit' }
  | { type: 'player.select'; player: PlayerSearchResult }
  | { type: 'step.confirm' }
  | { type: 'step.back' }
  | { type: 'transfer.submit' };

/**
 * Transfer a ticket (/tickets/transfer/{guid}) or a voucher (/voucher/transfer/{guid}) to another player
 * (member spec, sections 2, 4, 5 and 8): step 0 searches players and picks one; Confirm needs a player with
 * a membershipId; step 1 confirms with Previous and Transfer Ticket / Transfer Voucher; step 2 is the result
 * (done at once, or pending staff approval), reached only when the transfer succeeds. A failure stays on
 * step 1 with the server's message. A failed load sends the member to /profile.
 */
export const transferTicketMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as TransferTicketContext,
    events: {} as TransferTicketEvent,
    input: {} as TicketRef,
    tags: {} as TicketChangeTag,
  },
  actors: {
    loadTicket: fromPromise<Ticket, TicketRef>(async () => {
      throw new Error('loadTicket not provided');
    }),
    searchPlayers: fromPromise<PlayerSearchResult[], Omit<PlayerSearchBody, 'mode'>>(async () => {
      throw new Error('searchPlayers not provided');
    }),
    transfer: fromPromise<ChangeResult, TicketRef & { toMembershipId: number }>(async () => {
      throw new Error('transfer not provided');
    }),
  },
  actions: {
    goToProfile: () => {},
    takeSearchField: assign({
      searchDraft: ({ context, event }) =>
        withSearchField(
          context.searchDraft,
          event as Extract<TransferTicketEvent, { type: 'search.change' }>,
        ),
    }),
  },
  guards: {
    isListedPlayer: ({ context, event }) =>
      event.type === 'player.select' &&
      event.player.id !== context.selected?.id &&
      context.players.some((player) => player.id === event.player.id),
    hasPlayer: ({ context }) => (context.selected?.membershipId ?? 0) > 0,
  },
}).createMachine({
  id: 'transferTicket',
  context: ({ input }) => ({
    ...ticketChangeStart(input),
    searchDraft: EMPTY_PLAYER_SEARCH,
    players: [],
    searched: false,
    selected: null,
    searchError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadTicket',
        src: 'loadTicket',
        input: ({ context }) => ({ kind: context.kind, guid: context.guid }),
        onDone: { target: 'choose', actions: assign({ ticket: ({ event }) => event.output }) },
        onError: 'leaving',
      },
    },
    // Leaving the page: a page drawn on the server is not drawn in this state (src/client/app/entry-server.tsx).
    leaving: { tags: ['navigating'], entry: 'goToProfile' },
    choose: {
      tags: ['step0'],
      // The search starts empty each time its step opens again.
      exit: assign({ searchDraft: EMPTY_PLAYER_SEARCH }),
      on: { 'search.change': { actions: 'takeSearchField' } },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'search.submit': { target: 'searching', actions: assign({ selected: null, searchError: null }) },
            'player.select': {
              guard: 'isListedPlayer',
              actions: assign({ selected: ({ event }) => event.player }),
            },
            'step.confirm': { guard: 'hasPlayer', target: '#transferTicket.confirm' },
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
    confirm: {
      tags: ['step1'],
      on: {
        'step.back': { target: 'choose', actions: assign({ failure: null }) },
        'transfer.submit': 'transferring',
      },
    },
    transferring: {
      tags: ['step1', 'busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'transfer',
        src: 'transfer',
        input: ({ context }) => ({
          kind: context.kind,
          guid: context.guid,
          toMembershipId: context.selected?.membershipId ?? 0,
        }),
        onDone: { target: 'result', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'confirm', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    result: { tags: ['step2'] },
  },
});
