import { enqueueActions, fromCallback, fromPromise, raise, setup, stateIn } from 'xstate';
import {
  type ClockCue,
  type ClockLevel,
  cueBetween,
  nextPosition,
  RUN_STATUS,
  toRunStatus,
} from '../src/shared/clock';
import type { ClockStatus } from '../src/shared/contract/clock';

export const RESYNC_MS = 10_000;
export const ABOUT_TO_END_SECONDS = 60;

export interface TournamentClockContext {
  eventId: number;
  status: ClockStatus | null;
}

export type TournamentClockEvent =
  | { type: 'status.received'; status: ClockStatus }
  | { type: 'tick' }
  | { type: 'hub.connected' }
  | { type: 'hub.disconnected' }
  | { type: 'sound.toggle' };

/** The blind levels as the shared clock rules read them (blinds are not needed to step). */
function levelsOf(status: ClockStatus): ClockLevel[] {
  return status.blindStructureList.map((l) => ({
    roundNumber: l.roundNumber,
    roundLength: l.roundLength,
    breakLength: l.breakLength,
    smallBlind: 0,
    bigBlind: 0,
    ante: 0,
  }));
}

/**
 * One second of the local countdown (spec, "Local clock advance"): at zero a round with a break becomes
 * that break, otherwise the next round starts and its blind shows until the server says more ('---' next).
 */
export function tickStatus(status: ClockStatus): ClockStatus {
  if (status.remainingSeconds > 1) return { ...status, remainingSeconds: status.remainingSeconds - 1 };
  const position = { currentRound: status.currentRound, isRound: status.isRound, remainingSeconds: 0 };
  const next = nextPosition(position, levelsOf(status));
  if (!next) return { ...status, remainingSeconds: 0 };
  const level = status.blindStructureList.find((l) => l.roundNumber === next.currentRound);
  return {
    ...status,
    ...next,
    currentBlind: next.isRound && level ? level.formatBlind : 'Break',
    ante: next.isRound && level ? level.formatAnte : status.ante,
    nextBlind: '---',
    alternateClockMessage: next.isRound
      ? null
      : `Break - ${Math.round(next.remainingSeconds / 60)} minute(s)`,
  };
}

/** A push this much later than the clock shown, at most, is drift (a late or reordered push), not a change. */
export const DRIFT_SECONDS = 2;

/**
 * The status to show for a push: the push's, except that the digits never go up by drift alone. For the same
 * level or break of the same run, a push with less than DRIFT_SECONDS more left than shown (one sent before the
 * last tick, or overtaken by a later one) keeps the time shown; a director's change (a minute more, the previous
 * level, a new level) still shows at once.
 */
export function steadyStatus(shown: ClockStatus | null, pushed: ClockStatus): ClockStatus {
  if (
    !shown ||
    shown.runStatus !== pushed.runStatus ||
    shown.currentRound !== pushed.currentRound ||
    shown.isRound !== pushed.isRound
  )
    return pushed;
  const gain = pushed.remainingSeconds - shown.remainingSeconds;
  return gain > 0 && gain < DRIFT_SECONDS ? { ...pushed, remainingSeconds: shown.remainingSeconds } : pushed;
}

export type ClockLook = 'scheduled' | 'paused' | 'aboutToEnd' | 'inProgress';

/** How the panel looks: not started, invalid and ended look scheduled; under 60 s of a round is about to end. */
export function clockLook(status: ClockStatus | null): ClockLook {
  const run = toRunStatus(status?.runStatus);
  if (
    !status ||
    run === RUN_STATUS.NOT_START ||
    run === RUN_STATUS.INVALID ||
    run === RUN_STATUS.END_OF_ALL_ROUND
  ) {
    return 'scheduled';
  }
  if (run === RUN_STATUS.PAUSED) return 'paused';
  return status.isRound && status.remainingSeconds < ABOUT_TO_END_SECONDS ? 'aboutToEnd' : 'inProgress';
}

/**
 * An event's clock as a visitor sees it: loaded once, then kept true by the hub's pushes and a resync every
 * 10 s, counting down locally between them. The hub feed follows the event for the machine's life and reports
 * whether it is live (the page's one hub connection reconnects, 5 s after a drop, and joins again). With the sound on,
 * each new level, break and last minute plays its cue.
 */
export const tournamentClockMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as TournamentClockContext,
    events: {} as TournamentClockEvent,
    input: {} as { eventId: number },
  },
  actions: {
    showStatus: enqueueActions(({ context, event, enqueue, check }) => {
      const next =
        event.type === 'status.received'
          ? steadyStatus(context.status, event.status)
          : event.type === 'tick' && context.status
            ? tickStatus(context.status)
            : null;
      if (!next) return;
      const cue = cueBetween(context.status, next);
      enqueue.assign({ status: next });
      // Actions and guards named in the same setup are not typed inside enqueueActions yet, hence the casts.
      if (cue && check(stateIn({ sound: 'on' }) as never))
        enqueue({ type: 'playCue', params: { cue } } as never);
    }),
    /** A new level, a break, or the last minute of a round, as a sound (provided by the TV view). */
    playCue: (_, _params: { cue: ClockCue }) => {},
  },
  actors: {
    loadStatus: fromPromise<ClockStatus, number>(async () => {
      throw new Error('loadStatus not provided');
    }),
    ticker: fromCallback(({ sendBack }) => {
      const timer = setInterval(() => sendBack({ type: 'tick' }), 1000);
      return () => clearInterval(timer);
    }),
    hub: fromCallback<TournamentClockEvent, number>(() => () => {}),
  },
  guards: {
    isRunning: ({ event }) =>
      event.type === 'status.received' && toRunStatus(event.status.runStatus) === RUN_STATUS.RUNNING,
    isPaused: ({ event }) =>
      event.type === 'status.received' && toRunStatus(event.status.runStatus) === RUN_STATUS.PAUSED,
    hasEnded: ({ event }) =>
      event.type === 'status.received' && toRunStatus(event.status.runStatus) === RUN_STATUS.END_OF_ALL_ROUND,
  },
  delays: { resync: RESYNC_MS },
}).createMachine({
  id: 'tournamentClock',
  type: 'parallel',
  context: ({ input }) => ({ eventId: input.eventId, status: null }),
  states: {
    clock: {
      initial: 'loading',
      on: {
        'status.received': [
          {
            guard: 'isRunning',
            target: '.running',
            actions: 'showStatus',
          },
          { guard: 'isPaused', target: '.paused', actions: 'showStatus' },
          { guard: 'hasEnded', target: '.ended', actions: 'showStatus' },
          { target: '.scheduled', actions: 'showStatus' },
        ],
      },
      states: {
        loading: { tags: ['busy'] },
        scheduled: {},
        running: {
          invoke: { id: 'ticker', src: 'ticker' },
          on: {
            tick: { actions: 'showStatus' },
          },
        },
        paused: {},
        ended: {},
      },
    },
    sync: {
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            id: 'loadStatus',
            src: 'loadStatus',
            input: ({ context }) => context.eventId,
            // The answer goes through the same routing as a push, so both look alike to the panel.
            onDone: {
              target: 'waiting',
              actions: raise(({ event }) => ({ type: 'status.received' as const, status: event.output })),
            },
            // Spec section 8: a failed status load is silent; the next resync tries again.
            onError: 'waiting',
          },
        },
        waiting: { after: { resync: 'fetching' } },
      },
    },
    hub: {
      invoke: { id: 'hub', src: 'hub', input: ({ context }) => context.eventId },
      initial: 'connecting',
      states: {
        connecting: { on: { 'hub.connected': 'connected' } },
        connected: { on: { 'hub.disconnected': 'reconnecting' } },
        reconnecting: { on: { 'hub.connected': 'connected' } },
      },
    },
    // Sound cues play only after the viewer turns them on (browsers allow sound only after a tap).
    sound: {
      initial: 'off',
      states: {
        off: { on: { 'sound.toggle': 'on' } },
        on: { on: { 'sound.toggle': 'off' } },
      },
    },
  },
});
