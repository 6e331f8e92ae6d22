import { assign, fromPromise, setup } from 'xstate';
import type { Photo } from '../src/shared/contract/content';
import type { PreviousMajorEvent, WinnerResult } from '../src/shared/contract/major-event';

export interface EventDetails {
  result: WinnerResult[];
  photos: Photo[];
}

export type HallOfFameFlowEvent = { type: 'list.retry' } | { type: 'details.load'; eventId: number };

interface Context {
  majors: PreviousMajorEvent[];
  details: Record<number, EventDetails>;
  /** Events whose details were asked for and are not loaded yet; the first is loading. */
  queue: number[];
  failed: number[];
}

/**
 * The hall of fame (spec, 'Hall of fame'): the past major events load; opening an event (a sub-event's
 * panel, or the major event itself when it is a single event) loads its details once, one event at a
 * time in the order they were opened. A failed list or a failed event's details can be tried again.
 */
export const hallOfFameMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as Context,
    events: {} as HallOfFameFlowEvent,
  },
  actors: {
    loadMajors: fromPromise<PreviousMajorEvent[]>(async () => {
      throw new Error('loadMajors not provided');
    }),
    loadDetails: fromPromise<EventDetails, number>(async () => {
      throw new Error('loadDetails not provided');
    }),
  },
  actions: {
    enqueue: assign(({ context, event }) => {
      const { eventId } = event as Extract<HallOfFameFlowEvent, { type: 'details.load' }>;
      return { queue: [...context.queue, eventId], failed: context.failed.filter((id) => id !== eventId) };
    }),
  },
  guards: {
    hasItems: (_, params: { items: readonly unknown[] }) => params.items.length > 0,
    notLoaded: ({ context, event }) =>
      event.type === 'details.load' &&
      !(event.eventId in context.details) &&
      !context.queue.includes(event.eventId),
    queued: ({ context }) => context.queue.length > 0,
  },
}).createMachine({
  id: 'hallOfFame',
  context: { majors: [], details: {}, queue: [], failed: [] },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadMajors',
        src: 'loadMajors',
        onDone: [
          {
            guard: { type: 'hasItems', params: ({ event }) => ({ items: event.output }) },
            target: 'shown',
            actions: assign({ majors: ({ event }) => event.output }),
          },
          { target: 'empty' },
        ],
        onError: 'failed',
      },
    },
    empty: {},
    failed: { on: { 'list.retry': 'loading' } },
    shown: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'details.load': { guard: 'notLoaded', target: 'loadingDetails', actions: 'enqueue' } },
        },
        loadingDetails: {
          on: { 'details.load': { guard: 'notLoaded', actions: 'enqueue' } },
          invoke: {
            id: 'loadDetails',
            src: 'loadDetails',
            input: ({ context }) => context.queue[0] as number,
            onDone: {
              target: 'next',
              actions: assign(({ context, event }) => ({
                details: { ...context.details, [context.queue[0] as number]: event.output },
                queue: context.queue.slice(1),
              })),
            },
            onError: {
              target: 'next',
              actions: assign(({ context }) => ({
                failed: [...context.failed, context.queue[0] as number],
                queue: context.queue.slice(1),
              })),
            },
          },
        },
        next: {
          always: [{ guard: 'queued', target: 'loadingDetails' }, { target: 'idle' }],
        },
      },
    },
  },
});
