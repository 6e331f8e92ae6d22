import { eq } from 'drizzle-orm';
import {
  advance,
  type ClockLevel,
  type ClockPosition,
  formatBlind,
  nextPosition,
  RUN_STATUS,
  type RunStatus,
} from '../../shared/clock';
import type { ClockActionBody, ClockStatus } from '../../shared/contract/clock';
import { lateRegistrationClosesAt } from '../../shared/event-registration';
import { EVENT_STATUS } from '../../shared/event-types';
import { type FloorState, floorPayouts, floorPrizePool } from '../../shared/floor';
import type { Db } from '../db/client';
import { events, tournamentClocks } from '../db/schema';
import { conflict, HttpError, notFound } from '../errors';
import { loadBlindLevels } from './blinds';
import { floorCounts, loadFloorState } from './floor-log';
import { recordStaffChange } from './staff-audit';

type ClockRow = typeof tournamentClocks.$inferSelect;
type EventRow = Pick<
  typeof events.$inferSelect,
  | 'id'
  | 'startsAt'
  | 'startTime'
  | 'lateRego'
  | 'stateId'
  | 'startingStack'
  | 'buyInAmount'
  | 'takeHomeAmount'
  | 'blindStructureId'
  | 'eventStatusId'
  | 'rebuyInFee'
  | 'addons'
>;

const RUN_STATUS_NAMES = Object.fromEntries(
  Object.entries(RUN_STATUS).map(([name, value]) => [value, name]),
) as Record<number, string>;

/** Payout shares by field size, a common pub-league table. */
function prizeShares(entries: number): number[] {
  if (entries < 2) return [];
  if (entries < 10) return [0.65, 0.35];
  if (entries < 20) return [0.5, 0.3, 0.2];
  if (entries < 40) return [0.4, 0.25, 0.15, 0.12, 0.08];
  return [0.3, 0.2, 0.14, 0.1, 0.08, 0.06, 0.05, 0.04, 0.03];
}

const eventColumns = {
  id: events.id,
  startsAt: events.startsAt,
  startTime: events.startTime,
  lateRego: events.lateRego,
  stateId: events.stateId,
  startingStack: events.startingStack,
  buyInAmount: events.buyInAmount,
  takeHomeAmount: events.takeHomeAmount,
  blindStructureId: events.blindStructureId,
  eventStatusId: events.eventStatusId,
  rebuyInFee: events.rebuyInFee,
  addons: events.addons,
};

/** The clock's view of a structure's levels, made once per structure read (see loadBlindLevels). */
const clockLevelsOf = new WeakMap<object, ClockLevel[]>();

export async function levelsOf(db: Db, structureId: number | null): Promise<ClockLevel[]> {
  const rows = await loadBlindLevels(db, structureId);
  let levels = clockLevelsOf.get(rows);
  if (!levels) {
    levels = rows.map((r) => ({
      roundNumber: r.roundNumber,
      roundLength: r.roundLengthSeconds,
      breakLength: r.breakLengthSeconds,
      smallBlind: r.smallBlind,
      bigBlind: r.bigBlind,
      ante: r.ante,
    }));
    clockLevelsOf.set(rows, levels);
  }
  return levels;
}

async function loadEvent(db: Db, eventId: number): Promise<{ event: EventRow; levels: ClockLevel[] }> {
  const [event] = await db.select(eventColumns).from(events).where(eq(events.id, eventId));
  if (!event) throw notFound(`Event ${eventId} not found`);
  return { event, levels: await levelsOf(db, event.blindStructureId) };
}

function freshClock(eventId: number, levels: ClockLevel[], now: Date): ClockRow {
  return {
    eventId,
    runStatus: RUN_STATUS.NOT_START,
    currentRound: levels[0]?.roundNumber ?? 1,
    isRound: true,
    remainingSeconds: levels[0]?.roundLength ?? 900,
    triggeredAt: now,
    playersRemaining: 0,
    entries: 0,
    reEntries: 0,
  };
}

/** Where the clock is now: a running clock has counted down (and moved on) since it was last set. */
function livePosition(
  clock: ClockRow,
  levels: ClockLevel[],
  now: Date,
): ClockPosition & { runStatus: RunStatus } {
  const position = {
    currentRound: clock.currentRound,
    isRound: clock.isRound,
    remainingSeconds: clock.remainingSeconds,
  };
  if (clock.runStatus !== RUN_STATUS.RUNNING) return { ...position, runStatus: clock.runStatus as RunStatus };
  const moved = advance(position, levels, Math.max(0, (now.getTime() - clock.triggeredAt.getTime()) / 1000));
  return {
    currentRound: moved.currentRound,
    isRound: moved.isRound,
    remainingSeconds: Math.round(moved.remainingSeconds),
    runStatus: moved.ended ? RUN_STATUS.END_OF_ALL_ROUND : RUN_STATUS.RUNNING,
  };
}

const formatLevel = (l: ClockLevel) => ({
  roundNumber: l.roundNumber,
  roundLength: l.roundLength,
  breakLength: l.breakLength,
  formatBlind: formatBlind(l),
  formatAnte: l.ante.toLocaleString('en-AU'),
});

/** Formatting numbers for the locale is slow; a structure's levels are formatted once per read of it. */
const formattedByLevels = new WeakMap<ClockLevel[], ReturnType<typeof formatLevel>[]>();

function formattedLevels(levels: ClockLevel[]) {
  let formatted = formattedByLevels.get(levels);
  if (!formatted) {
    formatted = levels.map(formatLevel);
    formattedByLevels.set(levels, formatted);
  }
  return formatted;
}

/** The prize pool and its payouts (first place first): the floor's when the event runs one, else the old table. */
function prizes(event: EventRow, totalEntries: number, floor: FloorState | null) {
  if (floor) return { prizePool: floorPrizePool(floor), payouts: floorPayouts(floor) };
  const prizePool = totalEntries > 0 ? Math.max(event.takeHomeAmount, event.buyInAmount * totalEntries) : 0;
  const shares = prizePool > 0 ? prizeShares(totalEntries) : [];
  return { prizePool, payouts: shares.map((share) => Math.round(prizePool * share)) };
}

function toStatus(
  event: EventRow,
  levels: ClockLevel[],
  stored: ClockRow,
  now: Date,
  floor: FloorState | null,
): ClockStatus {
  // The floor, where the event runs one, keeps the entries and the players left.
  const clock = floor ? { ...stored, ...floorCounts(floor) } : stored;
  const position = livePosition(clock, levels, now);
  // A closed event's clock is over, whether or not it ever ran (closing ends only a clock that has a row).
  const live =
    event.eventStatusId === EVENT_STATUS.closed
      ? { ...position, runStatus: RUN_STATUS.END_OF_ALL_ROUND }
      : position;
  const index = Math.max(
    0,
    levels.findIndex((l) => l.roundNumber === live.currentRound),
  );
  const level = levels[index];
  const next = levels[index + 1];
  const formatted = formattedLevels(levels);
  const totalEntries = clock.entries + clock.reEntries;
  const { prizePool, payouts } = prizes(event, totalEntries, floor);
  const startStack = event.startingStack ?? 0;
  const lateRegistration = lateRegistrationClosesAt({
    dateTime: event.startsAt,
    startTime: event.startTime,
    rego: null,
    lateRego: event.lateRego,
    stateId: event.stateId,
  });
  return {
    eventId: event.id,
    runStatus: live.runStatus,
    runStatusName: RUN_STATUS_NAMES[live.runStatus] ?? 'INVALID',
    currentRound: live.currentRound,
    isRound: live.isRound,
    remainingSeconds: live.remainingSeconds,
    triggeredDateTime: now.toISOString(),
    currentBlind: level ? (live.isRound ? (formatted[index]?.formatBlind ?? '---') : 'Break') : '---',
    nextBlind: next ? (formatted[index + 1]?.formatBlind ?? '---') : '---',
    ante: formatted[index]?.formatAnte ?? '0',
    currentBlindStructure: formatted[index] ?? null,
    blindStructureList: formatted,
    lateRegistrationDateTime: lateRegistration?.toISOString() ?? null,
    totalPlayers: totalEntries,
    playersRemaining: clock.playersRemaining,
    entries: clock.entries,
    reEntries: clock.reEntries,
    startStack,
    averageChip:
      clock.playersRemaining > 0 ? Math.round((startStack * totalEntries) / clock.playersRemaining) : 0,
    alternateClockMessage: live.isRound
      ? null
      : `Break - ${Math.round((level?.breakLength ?? 0) / 60)} minute(s)`,
    prizePool,
    prizeStructureList: Object.fromEntries(payouts.map((amount, i) => [String(i + 1), amount])),
  };
}

export async function getClockStatus(db: Db, eventId: number, now = new Date()): Promise<ClockStatus> {
  // One query for the event and its clock: every event page asks for this.
  const [row] = await db
    .select({ event: eventColumns, clock: tournamentClocks })
    .from(events)
    .leftJoin(tournamentClocks, eq(tournamentClocks.eventId, events.id))
    .where(eq(events.id, eventId));
  if (!row) throw notFound(`Event ${eventId} not found`);
  const levels = await levelsOf(db, row.event.blindStructureId);
  const floor = await loadFloorState(db, eventId, row.event, levels);
  return toStatus(row.event, levels, row.clock ?? freshClock(eventId, levels, now), now, floor);
}

/** The level the clock is at now (the first before it starts), for the floor's late registration. */
export async function currentRound(db: Db, eventId: number, now = new Date()): Promise<number> {
  const { levels } = await loadEvent(db, eventId);
  const [clock] = await db.select().from(tournamentClocks).where(eq(tournamentClocks.eventId, eventId));
  return livePosition(clock ?? freshClock(eventId, levels, now), levels, now).currentRound;
}

/** One director action, applied to the clock as it stands now, inside a transaction. */
export async function applyClockAction(
  db: Db,
  eventId: number,
  action: string,
  body: ClockActionBody,
  now = new Date(),
  /** The director, for the staff audit trail (recorded in this transaction). */
  actorId?: number,
): Promise<ClockStatus> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { event, levels } = await loadEvent(t, eventId);
    if (event.eventStatusId === EVENT_STATUS.closed)
      throw conflict('This event is closed: its results are final and its clock can no longer change.');
    if (levels.length === 0) throw conflict('This event has no blind structure to run a clock on.');
    await t
      .insert(tournamentClocks)
      .values(freshClock(eventId, levels, now))
      .onConflictDoNothing();
    const [stored] = await t
      .select()
      .from(tournamentClocks)
      .where(eq(tournamentClocks.eventId, eventId))
      .for('update');
    if (!stored) throw notFound(`Event ${eventId} not found`);
    const live = livePosition(stored, levels, now);
    const clock: ClockRow = { ...stored, ...live, triggeredAt: now };
    const floor = await loadFloorState(t, eventId, event, levels);
    if (floor && (action === 'players' || action === 'entries'))
      throw conflict("This event's floor keeps its players: enter them and record who goes out there.");
    const running = live.runStatus === RUN_STATUS.RUNNING;

    switch (action) {
      case 'start':
        if (live.runStatus !== RUN_STATUS.NOT_START && live.runStatus !== RUN_STATUS.INVALID) {
          throw conflict('The clock has already started.');
        }
        Object.assign(clock, freshClock(eventId, levels, now), {
          runStatus: RUN_STATUS.RUNNING,
          playersRemaining: stored.playersRemaining,
          entries: stored.entries,
          reEntries: stored.reEntries,
        });
        break;
      case 'pause':
        if (!running) throw conflict('The clock is not running.');
        clock.runStatus = RUN_STATUS.PAUSED;
        break;
      case 'resume':
        if (live.runStatus !== RUN_STATUS.PAUSED) throw conflict('The clock is not paused.');
        clock.runStatus = RUN_STATUS.RUNNING;
        break;
      case 'next': {
        const next = nextPosition(live, levels);
        if (!next) throw conflict('This is the last level.');
        Object.assign(clock, next);
        break;
      }
      case 'previous': {
        const index = levels.findIndex((l) => l.roundNumber === live.currentRound);
        const target = live.isRound ? levels[index - 1] : levels[index];
        if (!target) throw conflict('This is the first level.');
        Object.assign(clock, {
          currentRound: target.roundNumber,
          isRound: true,
          remainingSeconds: target.roundLength,
        });
        break;
      }
      case 'addTime':
        if (body?.seconds === undefined)
          throw new HttpError(400, 'addTime needs seconds.', { seconds: 'is required' });
        clock.remainingSeconds = Math.max(1, clock.remainingSeconds + body.seconds);
        break;
      case 'players': {
        const total = clock.entries + clock.reEntries;
        if (body?.playersRemaining === undefined) {
          throw new HttpError(400, 'players needs playersRemaining.', { playersRemaining: 'is required' });
        }
        if (body.playersRemaining > total) {
          throw new HttpError(400, `Only ${total} entries so far.`, {
            playersRemaining: `must be at most ${total}`,
          });
        }
        clock.playersRemaining = body.playersRemaining;
        break;
      }
      case 'entries': {
        const entries = body?.entries ?? clock.entries;
        const reEntries = body?.reEntries ?? clock.reEntries;
        const added = entries + reEntries - (clock.entries + clock.reEntries);
        clock.entries = entries;
        clock.reEntries = reEntries;
        // New entries are new players at the table; removed ones (a correction) leave it.
        clock.playersRemaining = Math.max(0, Math.min(entries + reEntries, clock.playersRemaining + added));
        break;
      }
      case 'end':
        clock.runStatus = RUN_STATUS.END_OF_ALL_ROUND;
        break;
      default:
        throw new HttpError(400, `Unknown clock action '${action}'.`);
    }

    await t
      .update(tournamentClocks)
      .set({
        runStatus: clock.runStatus,
        currentRound: clock.currentRound,
        isRound: clock.isRound,
        remainingSeconds: Math.round(clock.remainingSeconds),
        triggeredAt: now,
        playersRemaining: clock.playersRemaining,
        entries: clock.entries,
        reEntries: clock.reEntries,
      })
      .where(eq(tournamentClocks.eventId, eventId));
    if (actorId !== undefined) {
      const audited = (row: ClockRow) => ({
        runStatus: row.runStatus,
        currentRound: row.currentRound,
        isRound: row.isRound,
        remainingSeconds: Math.round(row.remainingSeconds),
        playersRemaining: row.playersRemaining,
        entries: row.entries,
        reEntries: row.reEntries,
      });
      await recordStaffChange(
        t,
        {
          actorId,
          action: `clock.${action}`,
          entity: 'event',
          entityId: eventId,
          before: audited({ ...stored, ...live }),
          after: audited(clock),
        },
        now,
      );
    }
    return toStatus(event, levels, { ...clock, triggeredAt: now }, now, floor);
  });
}
