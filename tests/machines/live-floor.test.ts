import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { type LiveFloorEvent, liveFloorMachine, standingOf } from '../../machines/live-floor';
import type { MySeat, PublicFloor } from '../../src/shared/contract/floor';
import { FLOORS, MINE } from '../client/live-floor-fixtures';

function start(signedIn = true) {
  let push: (event: LiveFloorEvent) => void = () => {};
  const actor = createActor(
    liveFloorMachine.provide({
      actors: {
        loadFloor: fromPromise<PublicFloor, number>(async () => FLOORS.loaded),
        loadMySeat: fromPromise<MySeat, number>(async () => MINE),
        hub: fromCallback<LiveFloorEvent, number>(({ sendBack }) => {
          push = sendBack;
          return () => {};
        }),
      },
    }),
    { input: { eventId: 5, signedIn } },
  ).start();
  return { actor, push: (floor: PublicFloor) => push({ type: 'floor.received', floor }) };
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the floor as a player follows it', () => {
  it('takes back the notice when the move is undone, and shows the next one', async () => {
    const { actor, push } = start();
    await settled();
    expect(standingOf(actor.getSnapshot().context)).toEqual({ kind: 'seated', seat: { table: 2, seat: 7 } });
    push(FLOORS.moved);
    expect(actor.getSnapshot().matches({ notice: 'shown' })).toBe(true);
    // Undone: version 6 has Ann back at Table 2, Seat 7 and her move gone from the list.
    push({ ...FLOORS.loaded, version: 6 });
    expect(actor.getSnapshot().matches({ notice: 'hidden' })).toBe(true);
    expect(standingOf(actor.getSnapshot().context)).toEqual({ kind: 'seated', seat: { table: 2, seat: 7 } });
    // Made again by a later command: news again.
    push({
      ...FLOORS.moved,
      version: 7,
      recentMoves: FLOORS.moved.recentMoves.map((m) => ({ ...m, at: 7 })),
    });
    expect(actor.getSnapshot().context.notice?.to).toEqual({ table: 1, seat: 4 });
  });

  it('says the seat is coming before the draw, nothing once the event is closed, and nothing to a visitor', async () => {
    const { actor, push } = start();
    await settled();
    push({ ...FLOORS.loaded, version: 4, drawn: false, tables: [] });
    expect(standingOf(actor.getSnapshot().context)).toEqual({ kind: 'waiting' });
    push({ ...FLOORS.busted, version: 9, closed: true });
    expect(standingOf(actor.getSnapshot().context)).toBeNull();
    const visitor = start(false);
    await settled();
    expect(visitor.actor.getSnapshot().matches({ me: 'visitor' })).toBe(true);
    expect(standingOf(visitor.actor.getSnapshot().context)).toBeNull();
  });

  it('shows nothing of their own to a member not playing, until they are seated', async () => {
    const { actor, push } = start();
    await settled();
    const context = { ...actor.getSnapshot().context, wasPlaying: false };
    expect(standingOf({ ...context, floor: FLOORS.busted })).toBeNull();
    push(FLOORS.moved);
    expect(standingOf(actor.getSnapshot().context)).toEqual({ kind: 'seated', seat: { table: 1, seat: 4 } });
  });
});
