import { assign, fromPromise, setup } from 'xstate';
import type { BustOuts, PlayerChoice, PlayerMatch } from '../src/shared/contract/results-recording';
import { messageOf } from '../src/shared/error-message';

export interface ResultsRecordingContext {
  eventId: number;
  /** The event's bust-outs, first out first, as the server last answered. */
  record: BustOuts | null;
  matches: PlayerMatch[];
  error: string | null;
}

export type ResultsRecordingEvent =
  | { type: 'player.search'; query: string }
  | { type: 'bustout.record'; player: PlayerChoice }
  | { type: 'bustout.remove'; seq: number }
  | { type: 'event.close'; winner: PlayerChoice };

const CHANGE_REFUSED = 'The server did not take that change.';

/**
 * The director records the night's finishing order (issue 13): each player out as it happens (a member found
 * by name, mobile or membership number, or a walk-in by name), takes back a mistake, and closes the event by
 * naming the winner. One call at a time; the server's refusal is shown until the next action.
 */
export const resultsRecordingMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as ResultsRecordingContext,
    events: {} as ResultsRecordingEvent,
    input: {} as { eventId: number },
  },
  actors: {
    loadBustOuts: fromPromise<BustOuts, number>(async () => {
      throw new Error('loadBustOuts not provided');
    }),
    searchPlayers: fromPromise<PlayerMatch[], string>(async () => {
      throw new Error('searchPlayers not provided');
    }),
    recordBustOut: fromPromise<BustOuts, { eventId: number; player: PlayerChoice }>(async () => {
      throw new Error('recordBustOut not provided');
    }),
    removeBustOut: fromPromise<BustOuts, { eventId: number; seq: number }>(async () => {
      throw new Error('removeBustOut not provided');
    }),
    closeEvent: fromPromise<BustOuts, { eventId: number; winner: PlayerChoice }>(async () => {
      throw new Error('closeEvent not provided');
    }),
  },
  guards: {
    isClosed: ({ event }) => (event as { output?: BustOuts }).output?.closed === true,
    hasBustOuts: ({ context }) => (context.record?.bustOuts.length ?? 0) > 0,
    isSearchable: ({ event }) => event.type === 'player.search' && event.query.trim().length >= 2,
  },
}).createMachine({
  id: 'resultsRecording',
  context: ({ input }) => ({ eventId: input.eventId, record: null, matches: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBustOuts',
        src: 'loadBustOuts',
        input: ({ context }) => context.eventId,
        onDone: [
          { guard: 'isClosed', target: 'closed', actions: assign({ record: ({ event }) => event.output }) },
          { target: 'ready', actions: assign({ record: ({ event }) => event.output }) },
        ],
        onError: 'failed',
      },
    },
    ready: {
      on: {
        'player.search': { guard: 'isSearchable', target: 'searching', actions: assign({ error: null }) },
        'bustout.record': { target: 'recording', actions: assign({ error: null }) },
        'bustout.remove': { target: 'removing', actions: assign({ error: null }) },
        'event.close': { guard: 'hasBustOuts', target: 'closing', actions: assign({ error: null }) },
      },
    },
    searching: {
      invoke: {
        id: 'searchPlayers',
        src: 'searchPlayers',
        input: ({ event }) => (event as { query: string }).query.trim(),
        onDone: { target: 'ready', actions: assign({ matches: ({ event }) => event.output }) },
        onError: {
          target: 'ready',
          actions: assign({ matches: [], error: ({ event }) => messageOf(event.error, CHANGE_REFUSED) }),
        },
      },
    },
    recording: {
      invoke: {
        id: 'recordBustOut',
        src: 'recordBustOut',
        input: ({ context, event }) => ({
          eventId: context.eventId,
          player: (event as { player: PlayerChoice }).player,
        }),
        onDone: { target: 'ready', actions: assign({ record: ({ event }) => event.output, matches: [] }) },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => messageOf(event.error, CHANGE_REFUSED) }),
        },
      },
    },
    removing: {
      invoke: {
        id: 'removeBustOut',
        src: 'removeBustOut',
        input: ({ context, event }) => ({ eventId: context.eventId, seq: (event as { seq: number }).seq }),
        onDone: { target: 'ready', actions: assign({ record: ({ event }) => event.output }) },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => messageOf(event.error, CHANGE_REFUSED) }),
        },
      },
    },
    closing: {
      invoke: {
        id: 'closeEvent',
        src: 'closeEvent',
        input: ({ context, event }) => ({
          eventId: context.eventId,
          winner: (event as { winner: PlayerChoice }).winner,
        }),
        onDone: { target: 'closed', actions: assign({ record: ({ event }) => event.output, matches: [] }) },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => messageOf(event.error, CHANGE_REFUSED) }),
        },
      },
    },
    closed: { type: 'final' },
    failed: {},
  },
});
