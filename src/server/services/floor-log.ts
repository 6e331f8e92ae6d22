import { and, asc, eq } from 'drizzle-orm';
import { advance, type ClockLevel } from '../../shared/clock';
import { eventDayTime } from '../../shared/event-registration';
import { type FloorSettings, type FloorState, replay } from '../../shared/floor';
import type { Db } from '../db/client';
import { type events, floorCommands, floorRequests } from '../db/schema';

/** What the floor's opening settings are made from. */
export type FloorEvent = Pick<
  typeof events.$inferSelect,
  | 'startsAt'
  | 'startTime'
  | 'lateRego'
  | 'stateId'
  | 'buyInAmount'
  | 'takeHomeAmount'
  | 'rebuyInFee'
  | 'addons'
>;

/**
 * The level late registration closes at: the one in play at the event's late rego time, counted from the start
 * along the blind structure (a break belongs to the level before it). 0 (until the director closes it) when the
 * time is missing, not after the start, or after the structure's last level.
 */
export function lateRegistrationLevelOf(event: FloorEvent, levels: readonly ClockLevel[]): number {
  const times = { dateTime: event.startsAt, startTime: event.startTime, rego: null, stateId: event.stateId };
  const start = eventDayTime({ ...times, lateRego: null }, event.startTime);
  const closes = eventDayTime({ ...times, lateRego: event.lateRego }, event.lateRego);
  const first = levels[0];
  if (!start || !closes || !first || closes <= start) return 0;
  const at = advance(
    { currentRound: first.roundNumber, isRound: true, remainingSeconds: first.roundLength },
    [...levels],
    // A second before: a time that ends a level closes at that level, not the next.
    (closes.getTime() - start.getTime()) / 1000 - 1,
  );
  return at.ended ? 0 : at.currentRound;
}

/**
 * The floor's settings before the director changes any ('settings.set' commands in the log change them): the
 * event's buy-in to the pool, its rebuy fee (else the buy-in) for a rebuy, the buy-in for an add-on when the event
 * has add-ons, its advertised take-home as the guarantee, tables of nine, the standard payouts.
 */
export function floorSettingsOf(event: FloorEvent, levels: readonly ClockLevel[]): FloorSettings {
  return {
    tableSize: 9,
    entryToPool: event.buyInAmount,
    rebuyToPool: event.rebuyInFee ?? event.buyInAmount,
    addOnToPool: event.addons?.trim() ? event.buyInAmount : 0,
    bounty: 0,
    guarantee: event.takeHomeAmount,
    lateRegistrationLevel: lateRegistrationLevelOf(event, levels),
    preset: 'standard',
    payouts: null,
    breakOrder: [],
  };
}

/** The event's commands in order, the undone ones too. */
export const loadFloorLog = (db: Db, eventId: number) =>
  db
    .select({ seq: floorCommands.seq, command: floorCommands.command, undone: floorCommands.undone })
    .from(floorCommands)
    .where(eq(floorCommands.eventId, eventId))
    .orderBy(asc(floorCommands.seq));

/** The floor as its commands made it, or null when the event has none (it runs without the floor). */
export async function loadFloorState(
  db: Db,
  eventId: number,
  event: FloorEvent,
  levels: readonly ClockLevel[],
): Promise<FloorState | null> {
  const rows = await db
    .select({ command: floorCommands.command })
    .from(floorCommands)
    .where(and(eq(floorCommands.eventId, eventId), eq(floorCommands.undone, false)))
    .orderBy(asc(floorCommands.seq));
  if (rows.length === 0) return null;
  return replay(
    floorSettingsOf(event, levels),
    rows.map((r) => r.command),
  );
}

/** The clock's counts as the floor has them: first entries, re-entries, and the players still in. */
export function floorCounts(state: FloorState) {
  const reEntries = state.entries.filter((e) => e.reEntryOf !== null).length;
  return {
    entries: state.entries.length - reEntries,
    reEntries,
    playersRemaining: state.entries.filter((e) => e.out === null).length,
  };
}

/** Whether the event runs on the floor: the old bust-out recorder then leaves it alone. */
export async function runsOnTheFloor(db: Db, eventId: number) {
  const [row] = await db
    .select({ id: floorRequests.commandId })
    .from(floorRequests)
    .where(eq(floorRequests.eventId, eventId))
    .limit(1);
  return row !== undefined;
}
