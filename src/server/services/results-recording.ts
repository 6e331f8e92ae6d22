import { and, asc, eq, gt, ilike, or, sql } from 'drizzle-orm';
import { RUN_STATUS } from '../../shared/clock';
import type { BustOuts, PlayerChoice, PlayerMatch } from '../../shared/contract/results-recording';
import { EVENT_STATUS } from '../../shared/event-types';
import { normaliseMobile } from '../../shared/mobile';
import type { Db } from '../db/client';
import { bustOuts, events, members, tournamentClocks } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { recordFinishingOrders } from './finishing-order';
import { runsOnTheFloor } from './floor-log';
import { recordStaffChange } from './staff-audit';

const MATCHES = 10;

/** Members a director may mean by a name, a mobile number or a membership number. */
export async function searchPlayers(db: Db, q: string): Promise<PlayerMatch[]> {
  const text = q.trim();
  const digits = text.replace(/\D/g, '');
  const byNumber =
    /^\d+$/.test(text) && digits.length <= 9 ? eq(members.membershipId, Number(digits)) : undefined;
  const mobile = digits.length >= 8 ? normaliseMobile(text) : null;
  const words = text.split(/\s+/).filter((w) => /\D/.test(w));
  const byName =
    words.length > 0
      ? and(
          ...words.map((w) => {
            const pattern = `${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
            return or(ilike(members.firstName, pattern), ilike(members.lastName, pattern));
          }),
        )
      : undefined;
  const rows = await db
    .select({
      memberId: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      membershipId: members.membershipId,
      mobile: members.mobile,
    })
    .from(members)
    .where(
      and(eq(members.active, true), or(byNumber, mobile ? eq(members.mobile, mobile) : undefined, byName)),
    )
    .orderBy(asc(members.lastName), asc(members.firstName), asc(members.id))
    .limit(MATCHES);
  return rows.map((r) => ({
    memberId: r.memberId,
    name: `${r.firstName} ${r.lastName}`,
    membershipId: r.membershipId,
    mobileEnding: r.mobile ? r.mobile.slice(-3) : null,
  }));
}

async function lockEvent(db: Db, eventId: number) {
  const [event] = await db
    .select({ id: events.id, status: events.eventStatusId })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  if (!event) throw notFound(`Event ${eventId} not found`);
  return event;
}

export async function getBustOuts(db: Db, eventId: number): Promise<BustOuts> {
  const [event] = await db
    .select({ status: events.eventStatusId })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound(`Event ${eventId} not found`);
  const rows = await db
    .select({ seq: bustOuts.seq, memberId: bustOuts.memberId, playerName: bustOuts.playerName })
    .from(bustOuts)
    .where(eq(bustOuts.eventId, eventId))
    .orderBy(asc(bustOuts.seq));
  return { eventId, closed: event.status === EVENT_STATUS.closed, bustOuts: rows };
}

/** The player as recorded: a member's own name, or the walk-in's name as typed. */
async function resolvePlayer(db: Db, eventId: number, player: PlayerChoice) {
  if (!player.memberId) return { memberId: null, playerName: player.playerName?.trim() ?? '' };
  const [member] = await db
    .select({ firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(eq(members.id, player.memberId));
  if (!member) throw badRequest(`Member ${player.memberId} not found.`, { memberId: 'is unknown' });
  const [already] = await db
    .select({ seq: bustOuts.seq })
    .from(bustOuts)
    .where(and(eq(bustOuts.eventId, eventId), eq(bustOuts.memberId, player.memberId)));
  if (already) throw conflict(`${member.firstName} ${member.lastName} is already out (#${already.seq}).`);
  return { memberId: player.memberId, playerName: `${member.firstName} ${member.lastName}` };
}

/** The clock's players-remaining count follows the bust-outs (when the event runs a clock). */
async function moveClockPlayers(db: Db, eventId: number, change: number) {
  await db
    .update(tournamentClocks)
    .set({
      playersRemaining: sql`greatest(0, least(${tournamentClocks.entries} + ${tournamentClocks.reEntries}, ${tournamentClocks.playersRemaining} + ${change}))`,
    })
    .where(eq(tournamentClocks.eventId, eventId));
}

function openEvent(status: number) {
  if (status === EVENT_STATUS.closed) throw conflict('This event is closed: its results are final.');
}

/** An event run on the floor records its bust-outs and closes there: two records of one night would differ. */
async function notOnTheFloor(db: Db, eventId: number) {
  if (await runsOnTheFloor(db, eventId))
    throw conflict('This event runs on the floor: record its bust-outs and close it from the floor console.');
}

/** The director who made a change, for the staff audit trail (recorded in the change's own transaction). */
const audit = (
  t: Db,
  actorId: number | undefined,
  action: string,
  eventId: number,
  before: unknown,
  after: unknown,
) =>
  actorId === undefined
    ? undefined
    : recordStaffChange(t, { actorId, action, entity: 'event', entityId: eventId, before, after });

export async function recordBustOut(
  db: Db,
  eventId: number,
  player: PlayerChoice,
  actorId?: number,
): Promise<BustOuts> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    openEvent((await lockEvent(t, eventId)).status);
    await notOnTheFloor(t, eventId);
    const { memberId, playerName } = await resolvePlayer(t, eventId, player);
    const [last] = await t
      .select({ seq: sql<number>`coalesce(max(${bustOuts.seq}), 0)::int` })
      .from(bustOuts)
      .where(eq(bustOuts.eventId, eventId));
    const next = (last?.seq ?? 0) + 1;
    await t.insert(bustOuts).values({ eventId, seq: next, memberId, playerName });
    await moveClockPlayers(t, eventId, -1);
    await audit(t, actorId, 'results.bustOut', eventId, null, { seq: next, memberId, playerName });
  });
  return getBustOuts(db, eventId);
}

export async function removeBustOut(
  db: Db,
  eventId: number,
  seq: number,
  actorId?: number,
): Promise<BustOuts> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    openEvent((await lockEvent(t, eventId)).status);
    const removed = await t
      .delete(bustOuts)
      .where(and(eq(bustOuts.eventId, eventId), eq(bustOuts.seq, seq)))
      .returning({ seq: bustOuts.seq, memberId: bustOuts.memberId, playerName: bustOuts.playerName });
    if (removed.length === 0) throw notFound(`No bust-out #${seq} in this event.`);
    // Two steps: the key (event, seq) must stay unique after every row, whatever order they move in.
    const later = and(eq(bustOuts.eventId, eventId), gt(bustOuts.seq, seq));
    await t
      .update(bustOuts)
      .set({ seq: sql`-(${bustOuts.seq} - 1)` })
      .where(later);
    await t
      .update(bustOuts)
      .set({ seq: sql`-${bustOuts.seq}` })
      .where(and(eq(bustOuts.eventId, eventId), sql`${bustOuts.seq} < 0`));
    await moveClockPlayers(t, eventId, 1);
    await audit(t, actorId, 'results.undoBustOut', eventId, removed[0], null);
  });
  return getBustOuts(db, eventId);
}

/**
 * Closes the event with its winner: the last one out is second, the first one out last. The results get the
 * league's points and prizes, the event is closed and every standing it counts in moves, in one transaction.
 */
export async function closeEvent(
  db: Db,
  eventId: number,
  winner: PlayerChoice,
  actorId?: number,
): Promise<BustOuts> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const event = await lockEvent(t, eventId);
    if (event.status === EVENT_STATUS.closed) throw conflict('This event is already closed.');
    await notOnTheFloor(t, eventId);
    const { memberId, playerName } = await resolvePlayer(t, eventId, winner);
    const out = await t
      .select({ seq: bustOuts.seq, memberId: bustOuts.memberId, playerName: bustOuts.playerName })
      .from(bustOuts)
      .where(eq(bustOuts.eventId, eventId));
    if (out.length === 0) throw conflict('Record the players who went out before closing the event.');
    const entrants = out.length + 1;
    const placed = [
      { memberId, playerName, place: 1 },
      ...out.map((b) => ({ memberId: b.memberId, playerName: b.playerName, place: entrants - b.seq + 1 })),
    ];
    await recordFinishingOrders(
      t,
      sql`select ${eventId}::int as event_id, p.member_id, p.player_name, p.place, ${entrants}::int as entrants
        from json_to_recordset(${JSON.stringify(
          placed.map((p) => ({
            member_id: p.memberId,
            player_name: p.memberId ? null : p.playerName,
            place: p.place,
          })),
        )}::json) as p(member_id int, player_name text, place int)`,
      sql`select ${eventId}::int`,
    );
    await t.update(events).set({ eventStatusId: EVENT_STATUS.closed }).where(eq(events.id, eventId));
    await t
      .update(tournamentClocks)
      .set({ playersRemaining: 1, runStatus: RUN_STATUS.END_OF_ALL_ROUND })
      .where(eq(tournamentClocks.eventId, eventId));
    await audit(
      t,
      actorId,
      'results.close',
      eventId,
      { eventStatusId: event.status },
      { eventStatusId: EVENT_STATUS.closed, places: placed },
    );
  });
  return getBustOuts(db, eventId);
}

/** Where the event is, for the pushes that tell open leaderboards to reload. */
export async function eventScopes(db: Db, eventId: number) {
  const [event] = await db
    .select({
      eventId: events.id,
      venueId: events.venueId,
      regionId: events.regionId,
      stateId: events.stateId,
      seasonId: events.seasonId,
      dayId: events.venueDayId,
      gameScoreboardId: events.gameScoreboardId,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return event ?? null;
}
