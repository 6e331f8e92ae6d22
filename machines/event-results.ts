import { assign, fromPromise, setup } from 'xstate';
import type { EventResult } from '../src/shared/contract/event-detail';

export interface EventResultsInput {
  /** The events whose results can be shown, oldest first. */
  eventIds: number[];
  currentId: number | null;
  /** Results already fetched by whoever opened the list. */
  preloaded?: EventResult[];
}

export interface EventResultsContext {
  eventIds: number[];
  currentId: number | null;
  results: Record<number, EventResult>;
}

export type EventResultsEvent =
  | { type: 'result.select'; eventId: number }
  | { type: 'result.previous' }
  | { type: 'result.next' }
  | { type: 'result.retry' }
  // From the page that owns the list, when a push says this event's results changed.
  | { type: 'result.refresh'; eventIds: number[]; eventId: number };

const indexOfCurrent = (context: EventResultsContext) =>
  context.currentId === null ? -1 : context.eventIds.indexOf(context.currentId);

/** The current event's result when it has been fetched. */
export const currentResult = (context: EventResultsContext): EventResult | null =>
  context.currentId === null ? null : (context.results[context.currentId] ?? null);

/**
 * Results of a list of events (an event's related sessions, a venue's closed events): one is current,
 * previous/next or a pick changes it, and each result is fetched once, when first shown (spec, "Results tab").
 * A refresh (the event's results changed) fetches that result again and then shows it, the list as the page
 * now knows it; what was on show stays until it arrives, and stays if it fails.
 */
export const eventResultsMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as EventResultsContext,
    events: {} as EventResultsEvent,
    input: {} as EventResultsInput,
  },
  actors: {
    loadResult: fromPromise<EventResult, number>(async () => {
      throw new Error('loadResult not provided');
    }),
  },
  guards: {
    // Picking the result already on show changes nothing (its chip is already the checked one).
    isOtherListed: ({ context, event }) =>
      event.type === 'result.select' &&
      event.eventId !== context.currentId &&
      context.eventIds.includes(event.eventId),
    hasPrevious: ({ context }) => indexOfCurrent(context) > 0,
    hasNext: ({ context }) => {
      const index = indexOfCurrent(context);
      return index >= 0 && index < context.eventIds.length - 1;
    },
    isFetched: ({ context }) => context.currentId === null || context.currentId in context.results,
  },
}).createMachine({
  id: 'eventResults',
  context: ({ input }) => ({
    eventIds: input.eventIds,
    currentId: input.currentId,
    results: Object.fromEntries((input.preloaded ?? []).map((r) => [r.id, r])),
  }),
  initial: 'choosing',
  on: {
    'result.select': {
      guard: 'isOtherListed',
      target: '.choosing',
      actions: assign({ currentId: ({ event }) => event.eventId }),
    },
    'result.previous': {
      guard: 'hasPrevious',
      target: '.choosing',
      actions: assign({ currentId: ({ context }) => context.eventIds[indexOfCurrent(context) - 1] ?? null }),
    },
    'result.next': {
      guard: 'hasNext',
      target: '.choosing',
      actions: assign({ currentId: ({ context }) => context.eventIds[indexOfCurrent(context) + 1] ?? null }),
    },
    'result.refresh': {
      target: '.refreshing',
      actions: assign({ eventIds: ({ event }) => event.eventIds }),
    },
  },
  states: {
    choosing: {
      always: [{ guard: 'isFetched', target: 'shown' }, { target: 'loading' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadResult',
        src: 'loadResult',
        input: ({ context }) => context.currentId as number,
        onDone: {
          target: 'shown',
          actions: assign({
            results: ({ context, event }) => ({ ...context.results, [event.output.id]: event.output }),
          }),
        },
        onError: 'failed',
      },
    },
    shown: {},
    failed: {
      tags: ['failed'],
      on: { 'result.retry': 'loading' },
    },
    refreshing: {
      invoke: {
        id: 'refreshResult',
        src: 'loadResult',
        input: ({ event }) => (event as Extract<EventResultsEvent, { type: 'result.refresh' }>).eventId,
        onDone: {
          target: 'shown',
          actions: assign({
            currentId: ({ event }) => event.output.id,
            results: ({ context, event }) => ({ ...context.results, [event.output.id]: event.output }),
          }),
        },
        onError: 'choosing',
      },
    },
  },
});
