import { createHmac, randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { RUN_STATUS } from '../../shared/clock';
import type {
  DirectorFloor,
  FloorCommandBody,
  FloorIntentBody,
  MySeat,
  PublicFloor,
} from '../../shared/contract/floor';
import { DEAL_METHOD_NAMES } from '../../shared/deals';
import { EVENT_STATUS } from '../../shared/event-types';
import {
  applyCommand,
  type FloorCommand,
  type FloorEntry,
  FloorError,
  type FloorIntent,
  type FloorState,
  floorPayouts,
  floorPrizePool,
  knockouts,
  lateRegistrationOpen,
  nameOf,
  prizesByPlace,
  type RecordedMove,
  replay,
  resolveIntent,
  seatOfEntry,
} from '../../shared/floor';
import type { Db } from '../db/client';
import { bustOuts, events, floorCommands, floorRequests, members, tournamentClocks } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { recordFinishingOrders } from './finishing-order';
import { type FloorEvent, floorCounts, floorSettingsOf, loadFloorLog } from './floor-log';
import { recordStaffChange } from './staff-audit';
import { currentRound, levelsOf } from './tournament-clock';

/*
 * The tournament floor of an event (issue 35): the director's commands, kept as a log (floor_commands) and
 * replayed by the shared rules; the views every viewer and the director's console read.
 *
 * Lock order, for every write that touches an event's floor: the event row first (FOR UPDATE), then its floor
 * commands and requests, then its clock and results. Every floor command takes the event row, so commands of one
 * event run one at a time; closing with the old bust-out recorder takes the event row first too.
 */

const RECENT_MOVES = 12;

/** A member's seat ticket at an event: pushes carry it instead of their id, so only they know which seat is theirs. */
export const seatTicket = (secret: string, eventId: number, memberId: number) =>
  createHmac('sha256', secret).update(`${eventId}:${memberId}`).digest('base64url').slice(0, 16);

/** Uniform in [0, 1), from the system's cryptographic source: nobody can predict a draw. */
const cryptoRandom = () => randomBytes(6).readUIntBE(0, 6) / 2 ** 48;

const floorEventColumns = {
  id: events.id,
  status: events.eventStatusId,
  blindStructureId: events.blindStructureId,
  startsAt: events.startsAt,
  startTime: events.startTime,
  lateRego: events.lateRego,
  stateId: events.stateId,
  buyInAmount: events.buyInAmount,
  takeHomeAmount: events.takeHomeAmount,
  rebuyInFee: events.rebuyInFee,
  addons: events.addons,
};

type LoadedEvent = FloorEvent & { id: number; status: number; blindStructureId: number | null };

async function loadEvent(db: Db, eventId: number, lock = false): Promise<LoadedEvent> {
  const query = db.select(floorEventColumns).from(events).where(eq(events.id, eventId));
  const [event] = lock ? await query.for('update') : await query;
  if (!event) throw notFound(`Event ${eventId} not found`);
  return event;
}

async function settingsOf(db: Db, event: LoadedEvent) {
  return floorSettingsOf(event, await levelsOf(db, event.blindStructureId));
}

interface Loaded {
  event: LoadedEvent;
  log: { seq: number; command: FloorCommand; undone: boolean }[];
  state: FloorState;
  /** The requests done so far: the floor's version. */
  version: number;
}

async function loadFloor(db: Db, eventId: number, known?: LoadedEvent): Promise<Loaded> {
  const event = known ?? (await loadEvent(db, eventId));
  const log = await loadFloorLog(db, eventId);
  const state = replay(
    await settingsOf(db, event),
    log.filter((row) => !row.undone).map((row) => row.command),
  );
  const [done] = await db
    .select({ n: count() })
    .from(floorRequests)
    .where(eq(floorRequests.eventId, eventId));
  return { event, log, state, version: done?.n ?? 0 };
}

/** What undo or redo would do, in words. */
function labelOf(command: FloorCommand, state: FloorState): string {
  switch (command.type) {
    case 'settings.set':
      return 'Settings change';
    case 'entry.add':
      return `${command.reEntryOf === null ? 'Entry' : 'Re-entry'} of ${command.playerName}`;
    case 'entry.rebuy':
      return `Rebuy of ${nameOf(state, command.entry)}`;
    case 'entry.addon':
      return `Add-on of ${nameOf(state, command.entry)}`;
    case 'seats.draw':
      return 'Seat draw';
    case 'entry.bust':
      return `Bust-out of ${nameOf(state, command.entry)}`;
    case 'deal.record':
      return `Deal (${DEAL_METHOD_NAMES[command.deal.method]})`;
  }
}

const ticketOfEntry = (secret: string, eventId: number, entry: FloorEntry | undefined) =>
  entry?.memberId ? seatTicket(secret, eventId, entry.memberId) : null;

/** A move as viewers see it: the player's name and ticket instead of their entry. */
const moveView = (state: FloorState, secret: string, eventId: number) => (move: RecordedMove) => ({
  name: nameOf(state, move.player),
  ticket: ticketOfEntry(
    secret,
    eventId,
    state.entries.find((e) => e.id === move.player),
  ),
  from: move.from,
  to: move.to,
  reason: move.reason,
  at: move.at,
});

function publicView(loaded: Loaded, secret: string): PublicFloor {
  const { event, state, version } = loaded;
  const byId = new Map(state.entries.map((e) => [e.id, e]));
  const counts = floorCounts(state);
  return {
    eventId: event.id,
    version,
    drawn: state.floor !== null,
    tableSize: state.floor?.tableSize ?? state.settings.tableSize,
    tables: [...(state.floor?.tables ?? [])]
      .sort((a, b) => a.id - b.id)
      .map((table) => ({
        table: table.id,
        seats: table.seats.flatMap((occupant, i) =>
          occupant === null
            ? []
            : [
                {
                  seat: i + 1,
                  name: nameOf(state, occupant),
                  ticket: ticketOfEntry(secret, event.id, byId.get(occupant)),
                },
              ],
        ),
      })),
    recentMoves: state.moves
      .slice(-RECENT_MOVES)
      .reverse()
      .map(moveView(state, secret, event.id)),
    entries: counts.entries,
    reEntries: counts.reEntries,
    rebuys: state.entries.reduce((sum, e) => sum + e.rebuys, 0),
    addOns: state.entries.filter((e) => e.addOn).length,
    playersLeft: counts.playersRemaining,
    prizePool: floorPrizePool(state),
    payouts: floorPayouts(state),
    bounty: state.settings.bounty,
    lateRegistrationLevel: state.settings.lateRegistrationLevel,
    deal: state.deal
      ? {
          method: state.deal.method,
          shares: state.deal.shares.map((s) => ({ ...s, name: nameOf(state, s.entry) })),
        }
      : null,
    closed: event.status === EVENT_STATUS.closed,
  };
}

async function directorView(db: Db, loaded: Loaded, secret: string): Promise<DirectorFloor> {
  const view = publicView(loaded, secret);
  const { state, log } = loaded;
  const lastDone = log.findLast((row) => !row.undone);
  const firstUndone = log.find((row) => row.undone);
  const round = await currentRound(db, loaded.event.id);
  const kos = knockouts(state);
  return {
    ...view,
    settings: state.settings,
    players: state.entries.map((e) => ({
      ...e,
      seat: seatOfEntry(state, e.id),
      knockouts: kos.get(e.id) ?? 0,
    })),
    // In the order they were made, as the console announces them.
    lastMoves: state.moves
      .filter((m) => m.at === state.version)
      .map(moveView(state, secret, loaded.event.id)),
    canUndo: lastDone !== undefined,
    canRedo: firstUndone !== undefined,
    undoLabel: lastDone ? labelOf(lastDone.command, state) : null,
    redoLabel: firstUndone ? labelOf(firstUndone.command, state) : null,
    lateRegistrationOpen: lateRegistrationOpen(state.settings, round),
    currentRound: round,
  };
}

export async function getPublicFloor(db: Db, eventId: number, secret: string): Promise<PublicFloor> {
  return publicView(await loadFloor(db, eventId), secret);
}

export async function getDirectorFloor(db: Db, eventId: number, secret: string): Promise<DirectorFloor> {
  return directorView(db, await loadFloor(db, eventId), secret);
}

/** A signed-in player's ticket at the event and where their latest entry sits. */
export async function getMySeat(db: Db, eventId: number, memberId: number, secret: string): Promise<MySeat> {
  const { state } = await loadFloor(db, eventId);
  const mine = state.entries.findLast((e) => e.memberId === memberId);
  const playing = mine !== undefined && mine.out === null;
  return {
    eventId,
    ticket: seatTicket(secret, eventId, memberId),
    playing,
    seat: playing ? seatOfEntry(state, mine.id) : null,
  };
}

const audit = (t: Db, actorId: number, action: string, eventId: number, before: unknown, after: unknown) =>
  recordStaffChange(t, { actorId, action, entity: 'event', entityId: eventId, before, after });

/** The member an entry names, by their own name; 400 when there is no such member. */
async function memberOf(db: Db, memberId: number | null | undefined) {
  if (!memberId) return null;
  const [member] = await db
    .select({ firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) throw badRequest(`Member ${memberId} not found.`, { 'intent.memberId': 'is unknown' });
  return { memberId, playerName: `${member.firstName} ${member.lastName}` };
}

/** A rule's refusal, as the console shows it: 409 with the rule's words. */
function byTheRules<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof FloorError) throw conflict(error.message);
    throw error;
  }
}

/** One command of the director's: a new command, undo, redo or the close. */
async function runIntent(t: Db, loaded: Loaded, intent: FloorIntentBody, commandId: string, actorId: number) {
  const eventId = loaded.event.id;
  const { log, state } = loaded;
  const at = (seq: number) => and(eq(floorCommands.eventId, eventId), eq(floorCommands.seq, seq));
  switch (intent.type) {
    case 'undo': {
      const last = log.findLast((row) => !row.undone);
      if (!last) throw conflict('Nothing to undo.');
      await t.update(floorCommands).set({ undone: true }).where(at(last.seq));
      await audit(t, actorId, 'floor.undo', eventId, null, { undone: labelOf(last.command, state) });
      return;
    }
    case 'redo': {
      const next = log.find((row) => row.undone);
      if (!next) throw conflict('Nothing to redo.');
      await t.update(floorCommands).set({ undone: false }).where(at(next.seq));
      await audit(t, actorId, 'floor.redo', eventId, null, { redone: labelOf(next.command, state) });
      return;
    }
    case 'event.close':
      await closeWithFloor(t, loaded, actorId);
      return;
    default: {
      if (intent.type === 'entry.add' || intent.type === 'entry.rebuy') {
        const round = await currentRound(t, eventId);
        if (!lateRegistrationOpen(state.settings, round))
          throw conflict(
            `Late registration closed at the end of level ${state.settings.lateRegistrationLevel}.`,
          );
      }
      const member = intent.type === 'entry.add' ? await memberOf(t, intent.memberId) : null;
      const command = byTheRules(() => {
        const resolved = resolveIntent(state, intent as FloorIntent, cryptoRandom, member);
        applyCommand(state, resolved);
        return resolved;
      });
      // A new command ends what redo could bring back.
      await t
        .delete(floorCommands)
        .where(and(eq(floorCommands.eventId, eventId), eq(floorCommands.undone, true)));
      const seq = (log.findLast((row) => !row.undone)?.seq ?? 0) + 1;
      await t.insert(floorCommands).values({ eventId, seq, command, commandId, madeBy: actorId });
      await audit(t, actorId, `floor.${command.type}`, eventId, null, {
        label: labelOf(command, applyCommand(state, command)),
        command,
      });
    }
  }
}

/** The player's bounties: every entry of theirs (a re-entry and the entries it re-entered) knocked out some. */
function bountiesOf(state: FloorState, entry: FloorEntry) {
  const kos = knockouts(state);
  let total = 0;
  for (let e: FloorEntry | undefined = entry; e; e = state.entries.find((x) => x.id === e?.reEntryOf))
    total += kos.get(e.id) ?? 0;
  return total * state.settings.bounty;
}

/**
 * Closes the event from its floor: the finishing order as played, each place's prize (the deal's amount for the
 * players in it) with the bounties its player won as the cash, the league's points; then the event is closed,
 * its clock ended and every standing it counts in moves (as the bust-out recorder's close does).
 */
async function closeWithFloor(t: Db, loaded: Loaded, actorId: number) {
  const { event, state } = loaded;
  const left = state.entries.filter((e) => e.out === null).length;
  const places = prizesByPlace(state);
  if (left !== 1 || places.length < 2)
    throw conflict('The event closes when one player is left: record the bust-outs first.');
  const placed = places.map((p) => ({
    member_id: p.entry.memberId,
    player_name: p.entry.memberId ? null : p.entry.playerName,
    place: p.place,
    cash: p.amount + bountiesOf(state, p.entry),
  }));
  await recordFinishingOrders(
    t,
    sql`select ${event.id}::int as event_id, p.member_id, p.player_name, p.place, p.cash,
        ${places.length}::int as entrants
      from json_to_recordset(${JSON.stringify(placed)}::json) as p(member_id int, player_name text, place int, cash int)`,
    sql`select ${event.id}::int`,
    { cashGiven: true },
  );
  await t.update(events).set({ eventStatusId: EVENT_STATUS.closed }).where(eq(events.id, event.id));
  await t
    .update(tournamentClocks)
    .set({ playersRemaining: 1, runStatus: RUN_STATUS.END_OF_ALL_ROUND })
    .where(eq(tournamentClocks.eventId, event.id));
  await audit(
    t,
    actorId,
    'results.close',
    event.id,
    { eventStatusId: event.status },
    { eventStatusId: EVENT_STATUS.closed, places: placed },
  );
}

/**
 * Runs one of the director's commands in one transaction. A resend of a command already done (the same
 * commandId) changes nothing and is answered the floor as it is now.
 */
export async function runFloorCommand(
  db: Db,
  eventId: number,
  body: FloorCommandBody,
  actorId: number,
  secret: string,
): Promise<DirectorFloor> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const event = await loadEvent(t, eventId, true);
    const [done] = await t
      .select({ id: floorRequests.commandId })
      .from(floorRequests)
      .where(and(eq(floorRequests.eventId, eventId), eq(floorRequests.commandId, body.commandId)));
    if (!done) {
      if (event.status === EVENT_STATUS.closed)
        throw conflict('This event is closed: its results are final.');
      const [recorded] = await t
        .select({ seq: bustOuts.seq })
        .from(bustOuts)
        .where(eq(bustOuts.eventId, eventId))
        .limit(1);
      if (recorded)
        throw conflict("This event's bust-outs are recorded without the floor: close it from the results.");
      await runIntent(t, await loadFloor(t, eventId, event), body.intent, body.commandId, actorId);
      await t.insert(floorRequests).values({ eventId, commandId: body.commandId });
    }
    // Read again: the command may have closed the event.
    const after = await loadFloor(t, eventId);
    if (!done && body.intent.type !== 'event.close')
      await t
        .update(tournamentClocks)
        .set(floorCounts(after.state))
        .where(eq(tournamentClocks.eventId, eventId));
    return directorView(t, after, secret);
  });
}
