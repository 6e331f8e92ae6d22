import { assign, fromPromise, setup } from 'xstate';
import type { AdminVenuePage } from '../src/shared/contract/venue-admin';
import { messageOf } from '../src/shared/error-message';

export interface AdminVenuesContext {
  /** What the search box holds; `asked` is the search the list shows. */
  query: string;
  asked: string;
  page: number;
  result: AdminVenuePage | null;
  error: string | null;
}

export type AdminVenuesEvent =
  | { type: 'search.change'; query: string }
  | { type: 'search.submit' }
  | { type: 'page.change'; page: number }
  | { type: 'list.retry' };

/**
 * /admin/venues (issue 34): the venues the member runs (a league admin: all), searched by name, suburb, address or page address,
 * 50 a page. A new search starts at page 1; a failed load can be tried again.
 */
export const adminVenuesMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as AdminVenuesContext,
    events: {} as AdminVenuesEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadVenues: fromPromise<AdminVenuePage, { q: string; page: number }>(async () => {
      throw new Error('loadVenues not provided');
    }),
  },
  guards: {
    isOtherPage: ({ context, event }) =>
      event.type === 'page.change' &&
      event.page !== context.page &&
      event.page >= 1 &&
      event.page <= Math.max(1, Math.ceil((context.result?.total ?? 0) / (context.result?.pageSize ?? 50))),
  },
}).createMachine({
  id: 'adminVenues',
  context: { query: '', asked: '', page: 1, result: null, error: null },
  on: {
    'search.change': { actions: assign({ query: ({ event }) => event.query }) },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadVenues',
        src: 'loadVenues',
        input: ({ context }) => ({ q: context.asked, page: context.page }),
        onDone: { target: 'ready', actions: assign({ result: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    ready: {
      on: {
        'search.submit': {
          target: 'loading',
          actions: assign({ asked: ({ context }) => context.query.trim(), page: 1 }),
        },
        'page.change': {
          guard: 'isOtherPage',
          target: 'loading',
          actions: assign({ page: ({ event }) => event.page }),
        },
      },
    },
    failed: {
      on: {
        'list.retry': 'loading',
        'search.submit': {
          target: 'loading',
          actions: assign({ asked: ({ context }) => context.query.trim(), page: 1 }),
        },
      },
    },
  },
});
