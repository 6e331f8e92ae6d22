import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { CovidEvent } from '../src/shared/contract/content';

export type CovidEventsEvent = { type: 'state.change'; stateId: number };

/**
 * The covid-tracing page (spec, 'Other'): today's games of the chosen state load, and load again when the
 * state changes; a failed load is silent (spec, error catalogue) and shows the empty text. The state comes
 * from an invoked follower of the location; reports that change nothing are ignored.
 */
export const covidEventsMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    input: {} as { stateId: number },
    context: {} as { stateId: number; events: CovidEvent[] },
    events: {} as CovidEventsEvent,
  },
  actors: {
    loadEvents: fromPromise<CovidEvent[], number>(async () => {
      throw new Error('loadEvents not provided');
    }),
    followState: fromCallback(() => {}),
  },
  guards: {
    hasItems: (_, params: { items: readonly unknown[] }) => params.items.length > 0,
    otherState: ({ context, event }) => event.stateId !== context.stateId,
  },
}).createMachine({
  id: 'covidEvents',
  context: ({ input }) => ({ stateId: input.stateId, events: [] }),
  invoke: { id: 'followState', src: 'followState' },
  on: {
    'state.change': {
      guard: 'otherState',
      target: '.loading',
      actions: assign({ stateId: ({ event }) => event.stateId, events: [] }),
    },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadEvents',
        src: 'loadEvents',
        input: ({ context }) => context.stateId,
        onDone: [
          {
            guard: { type: 'hasItems', params: ({ event }) => ({ items: event.output }) },
            target: 'listed',
            actions: assign({ events: ({ event }) => event.output }),
          },
          { target: 'empty' },
        ],
        onError: 'empty',
      },
    },
    listed: {},
    empty: {},
  },
});
