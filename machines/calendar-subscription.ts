import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../src/shared/error-message';

export interface CalendarSubscription {
  url: string;
  webcalUrl: string;
}

export type CalendarSubscriptionEvent = { type: 'calendar.copy' } | { type: 'calendar.rotate' };

/** How long 'Copied' shows after the link went to the clipboard. */
export const COPIED_MS = 2000;

/**
 * A member's private calendar feed of saved games: loaded once, copied to the clipboard, or replaced by a new
 * private address (the old one stops working) when it was shared by mistake.
 */
export const calendarSubscriptionMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as { subscription: CalendarSubscription | null; error: string | null },
    events: {} as CalendarSubscriptionEvent,
  },
  actors: {
    loadSubscription: fromPromise<CalendarSubscription>(async () => {
      throw new Error('loadSubscription not provided');
    }),
    rotateSubscription: fromPromise<CalendarSubscription>(async () => {
      throw new Error('rotateSubscription not provided');
    }),
  },
  actions: {
    copyLink: (_, _url: string) => {},
  },
  delays: { copied: COPIED_MS },
}).createMachine({
  id: 'calendarSubscription',
  context: { subscription: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSubscription',
        src: 'loadSubscription',
        onDone: { target: 'ready', actions: assign({ subscription: ({ event }) => event.output }) },
        onError: 'unavailable',
      },
    },
    unavailable: {},
    ready: {
      initial: 'idle',
      on: { 'calendar.rotate': { target: 'rotating', actions: assign({ error: null }) } },
      states: {
        idle: {
          on: {
            'calendar.copy': {
              target: 'copied',
              actions: { type: 'copyLink', params: ({ context }) => context.subscription?.url ?? '' },
            },
          },
        },
        copied: { after: { copied: 'idle' } },
      },
    },
    rotating: {
      invoke: {
        id: 'rotateSubscription',
        src: 'rotateSubscription',
        onDone: { target: 'ready', actions: assign({ subscription: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});
