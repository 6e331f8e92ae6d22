import { assign, fromPromise, setup } from 'xstate';
import type { Ticket } from '../src/shared/contract/profile';
import type { ChangeResult, Flight } from '../src/shared/contract/tickets';
import { messageOf } from '../src/shared/error-message';
import {
  type TicketChangeContext,
  type TicketChangeTag,
  type TicketRef,
  ticketChangeStart,
} from './shared/ticket-change';

export interface SwapFlightContext extends TicketChangeContext {
  flights: Flight[];
  /** The chosen flight's id; 0 when none is. */
  selectedId: number;
}

export type SwapFlightEvent =
  | { type: 'flight.select'; id: number }
  | { type: 'flight.unselect' }
  | { type: 'step.confirm' }
  | { type: 'step.back' }
  | { type: 'swap.submit' };

/**
 * Swap Event Flight (member spec, sections 2, 4, 5 and 8), for a ticket (/tickets/swap-flight/{guid}) or a
 * voucher (/voucher/swap-flight/{guid}): step 0 lists the flights with Select/Unselect; Confirm needs one
 * (for a voucher, one other than its own); step 1 confirms with Previous and Swap Flight; step 2 is the
 * result, reached only when the swap succeeds (a failure stays on step 1 with the server's message).
 * A failed load sends the member to /profile.
 */
export const swapFlightMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as SwapFlightContext,
    events: {} as SwapFlightEvent,
    input: {} as TicketRef,
    tags: {} as TicketChangeTag,
  },
  actors: {
    load: fromPromise<{ ticket: Ticket; flights: Flight[] }, TicketRef>(async () => {
      throw new Error('load not provided');
    }),
    swap: fromPromise<ChangeResult, TicketRef & { newEventId: number }>(async () => {
      throw new Error('swap not provided');
    }),
  },
  actions: {
    goToProfile: () => {},
  },
  guards: {
    isSelectable: ({ context, event }) =>
      event.type === 'flight.select' &&
      event.id !== context.selectedId &&
      context.flights.some((flight) => flight.id === event.id),
    hasSelection: ({ context }) => context.selectedId > 0,
    canConfirm: ({ context }) =>
      context.selectedId > 0 &&
      (context.kind === 'ticket' || context.selectedId !== context.ticket?.eventTicket?.id),
  },
}).createMachine({
  id: 'swapFlight',
  context: ({ input }) => ({ ...ticketChangeStart(input), flights: [], selectedId: 0 }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ kind: context.kind, guid: context.guid }),
        onDone: {
          target: 'choose',
          actions: assign({
            ticket: ({ event }) => event.output.ticket,
            flights: ({ event }) => event.output.flights,
          }),
        },
        onError: 'leaving',
      },
    },
    // Leaving the page: a page drawn on the server is not drawn in this state (src/client/app/entry-server.tsx).
    leaving: { tags: ['navigating'], entry: 'goToProfile' },
    choose: {
      tags: ['step0'],
      on: {
        'flight.select': { guard: 'isSelectable', actions: assign({ selectedId: ({ event }) => event.id }) },
        'flight.unselect': { guard: 'hasSelection', actions: assign({ selectedId: 0 }) },
        'step.confirm': { guard: 'canConfirm', target: 'confirm' },
      },
    },
    confirm: {
      tags: ['step1'],
      on: {
        'step.back': { target: 'choose', actions: assign({ failure: null }) },
        'swap.submit': 'swapping',
      },
    },
    swapping: {
      tags: ['step1', 'busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'swap',
        src: 'swap',
        input: ({ context }) => ({ kind: context.kind, guid: context.guid, newEventId: context.selectedId }),
        onDone: { target: 'result', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'confirm', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    result: { tags: ['step2'] },
  },
});
