import { assign, fromPromise, setup } from 'xstate';
import type { StaffMajorEventSummary } from '../src/shared/contract/admin-major-events';
import { messageOf } from '../src/shared/error-message';

export type AdminMajorEventsListEvent = { type: 'list.retry' };

export interface AdminMajorEventsListContext {
  majorEvents: StaffMajorEventSummary[];
  error: string | null;
}

/** /admin/major-events: every major event, the latest first, with its days and satellites; a failed load can be retried. */
export const adminMajorEventsListMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as AdminMajorEventsListContext,
    events: {} as AdminMajorEventsListEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadMajorEvents: fromPromise<StaffMajorEventSummary[]>(async () => {
      throw new Error('loadMajorEvents not provided');
    }),
  },
}).createMachine({
  id: 'adminMajorEventsList',
  context: { majorEvents: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMajorEvents',
        src: 'loadMajorEvents',
        onDone: {
          target: 'ready',
          actions: assign({ majorEvents: ({ event }) => event.output, error: null }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    ready: {},
    failed: { on: { 'list.retry': 'loading' } },
  },
});
