import { assign, fromPromise, setup } from 'xstate';
import type { PtcSummary } from '../src/shared/contract/ptc';
import { messageOf } from '../src/shared/error-message';

/**
 * /profile/ptc (member spec, sections 2 and 3): the PTC Summary loads once; a failure shows its message
 * with a way to try again.
 */
export const ptcSummaryMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as { summary: PtcSummary | null; error: string | null },
    events: {} as { type: 'summary.retry' },
  },
  actors: {
    loadSummary: fromPromise<PtcSummary>(async () => {
      throw new Error('loadSummary not provided');
    }),
  },
}).createMachine({
  id: 'ptcSummary',
  context: { summary: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSummary',
        src: 'loadSummary',
        onDone: { target: 'ready', actions: assign({ summary: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    ready: {},
    failed: {
      on: { 'summary.retry': 'loading' },
    },
  },
});
