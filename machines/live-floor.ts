import { assign, fromCallback, fromPromise, not, setup } from 'xstate';
import type { MySeat, PublicFloor } from '../src/shared/contract/floor';

export type FloorMove = PublicFloor['recentMoves'][number];
export type SeatRef = FloorMove['to'];

export interface LiveFloorContext {
  eventId: number;
  signedIn: boolean;
  /** The newest floor seen (the highest version), from the call or a push. */
  floor: PublicFloor | null;
  /** The signed-in player's seat ticket: how their seat and moves are found in every push. */
  ticket: string | null;
  /** Whether the player has been in the event while this page was open (their ticket seated, or playing). */
  wasPlaying: boolean;
  /** The latest move of the player's that the page has seen (its command's `at`); null until the first look. */
  seenMoveAt: number | null;
  /** A move of the player's made while the page was open, until they dismiss it or sit elsewhere. */
  notice: FloorMove | null;
}

export type LiveFloorEvent =
  | { type: 'floor.received'; floor: PublicFloor }
  | { type: 'hub.connected' }
  | { type: 'hub.disconnected' }
  | { type: 'notice.dismiss' };

/** Where a ticket sits on a floor, or null. */
export function seatOf(floor: PublicFloor, ticket: string | null): SeatRef | null {
  if (!ticket) return null;
  for (const table of floor.tables) {
    const seat = table.seats.find((s) => s.ticket === ticket);
    if (seat) return { table: table.table, seat: seat.seat };
  }
  return null;
}

export type Standing = { kind: 'seated'; seat: SeatRef } | { kind: 'waiting' } | { kind: 'out' };

/**
 * What the player's phone says of them: their seat; before the draw that it is coming; once they are in no seat
 * of a drawn floor, that they are out. Nothing for a visitor, a member not playing, or a closed event.
 */
export function standingOf(context: LiveFloorContext): Standing | null {
  const { floor, ticket, wasPlaying } = context;
  if (!floor || !ticket || floor.closed) return null;
  const seat = seatOf(floor, ticket);
  if (seat) return { kind: 'seated', seat };
  if (!wasPlaying) return null;
  return floor.drawn ? { kind: 'out' } : { kind: 'waiting' };
}

const sameSeat = (a: SeatRef | null, b: SeatRef) => a !== null && a.table === b.table && a.seat === b.seat;

/**
 * A new floor in the context: the player's latest move in it, when newer than the one they saw, becomes the
 * notice (the first look only notes it: a move made before the page opened is where they already sit); a
 * notice whose seat they no longer hold (a move undone, another move) goes.
 */
function withFloor(context: LiveFloorContext, floor: PublicFloor): Partial<LiveFloorContext> {
  const { ticket } = context;
  if (!ticket) return { floor };
  const seat = seatOf(floor, ticket);
  const latest = floor.recentMoves.find((m) => m.ticket === ticket) ?? null;
  let notice = context.notice;
  if (context.seenMoveAt !== null && latest && latest.at > context.seenMoveAt) notice = latest;
  if (notice && !sameSeat(seat, notice.to)) notice = null;
  return {
    floor,
    notice,
    seenMoveAt: latest?.at ?? 0,
    wasPlaying: context.wasPlaying || seat !== null,
  };
}

/**
 * The tournament floor as a viewer follows it (the TV, the event page): loaded once, then kept by the hub's
 * pushes, a push older than the floor shown being ignored; read again whenever the hub (re)joins the event, as
 * pushes sent while it was down are lost. A signed-in player's seat ticket is read once: their seat is then found
 * in every push, and a move of theirs made while the page is open is shown until dismissed.
 */
export const liveFloorMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as LiveFloorContext,
    events: {} as LiveFloorEvent,
    input: {} as { eventId: number; signedIn: boolean },
  },
  actors: {
    loadFloor: fromPromise<PublicFloor, number>(async () => {
      throw new Error('loadFloor not provided');
    }),
    loadMySeat: fromPromise<MySeat, number>(async () => {
      throw new Error('loadMySeat not provided');
    }),
    /** Reports each notifyFloorUpdate for the event as 'floor.received', and the hub's joins and drops. */
    hub: fromCallback<LiveFloorEvent, number>(() => () => {}),
  },
  actions: {
    takeFloor: assign(({ context }, floor: PublicFloor) => withFloor(context, floor)),
    takeSeat: assign(({ context }, mine: MySeat) => {
      const ticket = mine.ticket;
      const { floor } = context;
      const latest = floor?.recentMoves.find((m) => m.ticket === ticket);
      return {
        ticket,
        wasPlaying: mine.playing || (floor !== null && seatOf(floor, ticket) !== null),
        // The first look: moves already made are where the player sits now, not news.
        seenMoveAt: floor ? (latest?.at ?? 0) : null,
      };
    }),
    dismissNotice: assign({ notice: null }),
  },
  guards: {
    isNewer: ({ context }, floor: PublicFloor) => !context.floor || floor.version > context.floor.version,
    signedIn: ({ context }) => context.signedIn,
    hasNotice: ({ context }) => context.notice !== null,
  },
}).createMachine({
  id: 'liveFloor',
  type: 'parallel',
  context: ({ input }) => ({
    eventId: input.eventId,
    signedIn: input.signedIn,
    floor: null,
    ticket: null,
    wasPlaying: false,
    seenMoveAt: null,
    notice: null,
  }),
  invoke: { id: 'hub', src: 'hub', input: ({ context }) => context.eventId },
  states: {
    floor: {
      initial: 'loading',
      on: {
        'floor.received': {
          guard: { type: 'isNewer', params: ({ event }) => event.floor },
          target: '.shown',
          actions: { type: 'takeFloor', params: ({ event }) => event.floor },
        },
        // Joined (again): read the floor, as pushes made before the join were not heard.
        'hub.connected': '.loading',
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadFloor',
            src: 'loadFloor',
            input: ({ context }) => context.eventId,
            onDone: [
              {
                guard: { type: 'isNewer', params: ({ event }) => event.output },
                target: 'shown',
                actions: { type: 'takeFloor', params: ({ event }) => event.output },
              },
              // A push newer than the answer came while it was on its way.
              { target: 'shown' },
            ],
            // Silent, as the clock's: the panel shows nothing, and a push or the next join tries again.
            onError: 'failed',
          },
        },
        shown: {},
        failed: {},
      },
    },
    me: {
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'signedIn', target: 'loading' }, { target: 'visitor' }] },
        visitor: {},
        loading: {
          invoke: {
            id: 'loadMySeat',
            src: 'loadMySeat',
            input: ({ context }) => context.eventId,
            onDone: { target: 'known', actions: { type: 'takeSeat', params: ({ event }) => event.output } },
            // Nothing of their own is shown; the floor still is.
            onError: 'unknown',
          },
        },
        known: {},
        unknown: {},
      },
    },
    notice: {
      initial: 'hidden',
      states: {
        hidden: { always: { guard: 'hasNotice', target: 'shown' } },
        shown: {
          // A newer move replaces the notice in place; an undone one takes it away.
          always: { guard: not('hasNotice'), target: 'hidden' },
          on: { 'notice.dismiss': { target: 'hidden', actions: 'dismissNotice' } },
        },
      },
    },
  },
});
