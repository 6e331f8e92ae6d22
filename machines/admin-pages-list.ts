import { assign, fromPromise, setup } from 'xstate';
import type { StaffPageSummary } from '../src/shared/contract/admin-pages';
import { messageOf } from '../src/shared/error-message';

export type AdminPagesListEvent = { type: 'list.retry' };

export interface AdminPagesListContext {
  pages: StaffPageSummary[];
  error: string | null;
}

/** /admin/pages: every About page with its state, in the About menu's order; a failed load can be retried. */
export const adminPagesListMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as AdminPagesListContext,
    events: {} as AdminPagesListEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadPages: fromPromise<StaffPageSummary[]>(async () => {
      throw new Error('loadPages not provided');
    }),
  },
}).createMachine({
  id: 'adminPagesList',
  context: { pages: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPages',
        src: 'loadPages',
        onDone: { target: 'ready', actions: assign({ pages: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    ready: {},
    failed: { on: { 'list.retry': 'loading' } },
  },
});
