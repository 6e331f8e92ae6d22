import { assign, fromPromise, setup } from 'xstate';
import type { BustOuts, PlayerChoice, PlayerMatch } from '../src/shared/contract/results-recording';
import { messageOf } from '../src/shared/error-message';

export interface ResultsRecordingContext {
  eventId: number;
  /** The event's bust-outs, first out first, as the server last answered. */
  record: BustOuts | null;
  matches: PlayerMatch[];
  error: string | null;
  /** The Find a player field as the director types it. */
  query: string;
  /** The Walk-in field as the director types it: a player without an account, by name. */
  walkIn: string;
  /** The player the call in flight records out or names winner, and the field's text they came from. */
  pending: { player: PlayerChoice; typed: string } | null;
}

export type ResultsRecordingEvent =
  | { type: 'query.change'; query: string }
  | { type: 'walkin.change'; name: string }
  /** Searches the typed query. */
  | { type: 'player.search' }
  /** A member found (by memberId), or without one the walk-in typed. */
  | { type: 'bustout.record'; memberId?: number }
  | { type: 'bustout.remove'; seq: number }
  /** The winner: a member found (by memberId), or without one the walk-in typed. */
  | { type: 'event.close'; memberId?: number };

type Pending = NonNullable<ResultsRecordingContext['pending']>;
type ChoiceEvent = Extract<ResultsRecordingEvent, { type: 'bustout.record' | 'event.close' }>;
const choiceOf = (context: ResultsRecordingContext, event: ChoiceEvent) =>
  event.memberId
    ? { player: { memberId: event.memberId }, typed: context.query }
    : { player: { playerName: context.walkIn.trim() }, typed: context.walkIn };

/** A member chosen, or a walk-in's name typed. */
const hasPlayer = (context: ResultsRecordingContext, event: ResultsRecordingEvent) =>
  (event.type === 'bustout.record' || event.type === 'event.close') &&
  (Boolean(event.memberId) || context.walkIn.trim().length > 0);

/** The fields typed, while they are drawn (not once the event is closed or failed to load). */
const DRAFTS = {
  'query.change': { actions: 'takeQuery' },
  'walkin.change': { actions: 'takeWalkIn' },
} as const;

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
  actions: {
    takeQuery: assign({
      query: ({ context, event }) => (event.type === 'query.change' ? event.query : context.query),
    }),
    takeWalkIn: assign({
      walkIn: ({ context, event }) => (event.type === 'walkin.change' ? event.name : context.walkIn),
    }),
    takeChoice: assign({
      error: null,
      pending: ({ context, event }) =>
        event.type === 'bustout.record' || event.type === 'event.close' ? choiceOf(context, event) : null,
    }),
    // The field the player came from is emptied for the next one, unless it was changed while recording.
    clearRecorded: assign(({ context }) => {
      const { pending } = context;
      if (!pending) return {};
      const field = pending.player.memberId ? 'query' : 'walkIn';
      return context[field] === pending.typed ? { [field]: '', pending: null } : { pending: null };
    }),
  },
  guards: {
    isClosed: ({ event }) => (event as { output?: BustOuts }).output?.closed === true,
    isSearchable: ({ context }) => context.query.trim().length >= 2,
    hasPlayer: ({ context, event }) => hasPlayer(context, event),
    // The winner closes the event once someone is out.
    canClose: ({ context, event }) => (context.record?.bustOuts.length ?? 0) > 0 && hasPlayer(context, event),
  },
}).createMachine({
  id: 'resultsRecording',
  context: ({ input }) => ({
    eventId: input.eventId,
    record: null,
    matches: [],
    error: null,
    query: '',
    walkIn: '',
    pending: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      on: DRAFTS,
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
        ...DRAFTS,
        'player.search': { guard: 'isSearchable', target: 'searching', actions: assign({ error: null }) },
        'bustout.record': { guard: 'hasPlayer', target: 'recording', actions: 'takeChoice' },
        'bustout.remove': { target: 'removing', actions: assign({ error: null }) },
        'event.close': { guard: 'canClose', target: 'closing', actions: 'takeChoice' },
      },
    },
    searching: {
      on: DRAFTS,
      invoke: {
        id: 'searchPlayers',
        src: 'searchPlayers',
        input: ({ context }) => context.query.trim(),
        onDone: { target: 'ready', actions: assign({ matches: ({ event }) => event.output }) },
        onError: {
          target: 'ready',
          actions: assign({ matches: [], error: ({ event }) => messageOf(event.error, CHANGE_REFUSED) }),
        },
      },
    },
    recording: {
      on: DRAFTS,
      invoke: {
        id: 'recordBustOut',
        src: 'recordBustOut',
        input: ({ context }) => ({ eventId: context.eventId, player: (context.pending as Pending).player }),
        onDone: {
          target: 'ready',
          actions: [assign({ record: ({ event }) => event.output, matches: [] }), 'clearRecorded'],
        },
        onError: {
          target: 'ready',
          actions: assign({ pending: null, error: ({ event }) => messageOf(event.error, CHANGE_REFUSED) }),
        },
      },
    },
    removing: {
      on: DRAFTS,
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
      on: DRAFTS,
      invoke: {
        id: 'closeEvent',
        src: 'closeEvent',
        input: ({ context }) => ({ eventId: context.eventId, winner: (context.pending as Pending).player }),
        onDone: {
          target: 'closed',
          actions: assign({ record: ({ event }) => event.output, matches: [], pending: null }),
        },
        onError: {
          target: 'ready',
          actions: assign({ pending: null, error: ({ event }) => messageOf(event.error, CHANGE_REFUSED) }),
        },
      },
    },
    closed: { type: 'final' },
    failed: {},
  },
});
