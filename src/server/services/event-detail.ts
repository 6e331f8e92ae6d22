import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { BlindRow, EventDetail, EventResult } from '../../shared/contract/event-detail';
import { EVENT_STATUS, EVENT_TYPE } from '../../shared/event-types';
import { stateById, timeZoneOf } from '../../shared/states';
import type { Db } from '../db/client';
import type { blindLevels } from '../db/schema';
import { events, members, results, venues } from '../db/schema';
import { notFound } from '../errors';
import { loadBlindLevels } from './blinds';
import { gameColumns, toGame } from './games';

const RELATED_EVENTS = 6;

/** One formatter per time zone: making one costs far more than formatting (an event page has ~40 rows). */
const clockTimes = new Map<string, Intl.DateTimeFormat>();

/** 'HH:mm' in the state's time zone; midnight is 00:00 (hour12: false gives '24:00' in en-AU). */
export function localTime(date: Date, stateId: number) {
  const zone = timeZoneOf(stateId);
  let format = clockTimes.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    });
    clockTimes.set(zone, format);
  }
  return format.format(date);
}

/** Levels with their clock start times from the event's start, and a break row after each break. */
function blindRows(levels: readonly (typeof blindLevels.$inferSelect)[], start: Date, stateId: number) {
  const rows: BlindRow[] = [];
  let at = start.getTime();
  for (const level of levels) {
    rows.push({
      roundNumber: level.roundNumber,
      blindStartTime: localTime(new Date(at), stateId),
      smallBlind: level.smallBlind,
      bigBlind: level.bigBlind,
      ante: level.ante,
      breakRow: false,
      breakLength: 0,
    });
    at += level.roundLengthSeconds * 1000;
    if (level.breakLengthSeconds > 0) {
      rows.push({
        roundNumber: level.roundNumber,
        blindStartTime: localTime(new Date(at), stateId),
        smallBlind: 0,
        bigBlind: 0,
        ante: 0,
        breakRow: true,
        breakLength: level.breakLengthSeconds / 60,
      });
      at += level.breakLengthSeconds * 1000;
    }
  }
  return { rows, endsAt: new Date(at) };
}

/** An event with everything its page shows: details, blind structure and the related sessions. */
export async function getEventDetail(
  db: Db,
  eventId: number,
  memberId?: number | null,
): Promise<EventDetail> {
  const [row] = await db
    .select({
      ...gameColumns(memberId, null),
      rego: events.rego,
      lateRego: events.lateRego,
      startingStack: events.startingStack,
      rebuyInFee: events.rebuyInFee,
      addons: events.addons,
      seasonId: events.seasonId,
      dayId: events.venueDayId,
      gameScoreboardId: events.gameScoreboardId,
      blindStructureId: events.blindStructureId,
      startsAt: events.startsAt,
    })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(eq(events.id, eventId));
  if (!row) throw notFound(`Event ${eventId} not found`);

  const levels = await loadBlindLevels(db, row.blindStructureId);
  const blinds = blindRows(levels, row.startsAt, row.stateId);

  const related = row.gameScoreboardId
    ? await db
        .select({ id: events.id, startsAt: events.startsAt, startTime: events.startTime })
        .from(events)
        .where(
          and(
            eq(events.gameScoreboardId, row.gameScoreboardId),
            eq(events.eventStatusId, EVENT_STATUS.closed),
            lt(events.startsAt, row.startsAt),
          ),
        )
        .orderBy(desc(events.startsAt))
        .limit(RELATED_EVENTS)
    : [];

  return {
    ...toGame(row),
    rego: row.rego,
    lateRego: row.lateRego,
    startingStack: row.startingStack,
    rebuyInFee: row.rebuyInFee,
    reEntryLabel: row.rebuyInFee ? `Re-entry $${row.rebuyInFee}` : null,
    addons: row.addons,
    blindStructures: blinds.rows,
    seasonId: row.seasonId,
    dayId: row.dayId,
    gameScoreboardId: row.gameScoreboardId,
    stateName: stateById(row.stateId)?.short ?? '',
    eventEndDate: blinds.endsAt.toISOString(),
    canShowTournamentClock:
      row.eventStatusId === EVENT_STATUS.active && row.typeId !== EVENT_TYPE.cashGames && levels.length > 0,
    relatedEvents: [
      { id: row.id, dateTime: row.startsAt.toISOString(), startTime: row.startTime },
      ...related.map((r) => ({ id: r.id, dateTime: r.startsAt.toISOString(), startTime: r.startTime })),
    ],
  };
}

/** The finishing order of an event; empty until it is closed. */
export async function getEventResult(db: Db, eventId: number): Promise<EventResult> {
  const [event] = await db
    .select({
      id: events.id,
      startsAt: events.startsAt,
      startTime: events.startTime,
      status: events.eventStatusId,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound(`Event ${eventId} not found`);
  const rows =
    event.status === EVENT_STATUS.closed
      ? await db
          .select({
            place: results.place,
            firstName: members.firstName,
            lastName: members.lastName,
            walkIn: results.playerName,
            customerGuid: members.customerGuid,
            points: results.points,
            cash: results.cash,
            ptc: results.ptc,
          })
          .from(results)
          .leftJoin(members, eq(members.id, results.memberId))
          .where(eq(results.eventId, eventId))
          .orderBy(asc(results.place))
      : [];
  return {
    id: event.id,
    dateTime: event.startsAt.toISOString(),
    startTime: event.startTime,
    closed: event.status === EVENT_STATUS.closed,
    rows: rows.map((r) => ({
      place: r.place,
      playerName: r.firstName ? `${r.firstName} ${r.lastName}` : (r.walkIn ?? ''),
      customerGuid: r.customerGuid,
      pointsValue: r.points,
      cash: r.cash,
      ptc: r.ptc,
      gamePrizeMoney: r.cash,
    })),
  };
}
