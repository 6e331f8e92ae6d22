import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { MajorEvent } from '../../shared/contract/content';
import type {
  HallOfFameEvent,
  MajorEventDetail,
  PreviousMajorEvent,
  Qualifier,
  SubMajorEvent,
  Winner,
  WinnerResult,
} from '../../shared/contract/major-event';
import type { Qualification } from '../../shared/contract/profile';
import { dateFormat } from '../../shared/intl';
import { SUB_MAJOR_EVENT_TYPE } from '../../shared/major-event-rules';
import { venueAddressLine } from '../../shared/names';
import { DEFAULT_AVATAR } from '../../shared/site';
import { stateByShort, timeZoneOf } from '../../shared/states';
import type { Db } from '../db/client';
import { events, majorEvents, members, results, subMajorEvents, venues } from '../db/schema';
import { notFound } from '../errors';

const RECENT_WINNERS = 6;

type MajorEventRow = typeof majorEvents.$inferSelect;

const formatDay = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

const dateRange = (m: MajorEventRow) =>
  m.startsOn === m.endsOn ? formatDay(m.startsOn) : `${formatDay(m.startsOn)} - ${formatDay(m.endsOn)}`;

/** A major event's headline on its card: the next day of its schedule, its venue and start. */
interface NextDay {
  title: string;
  venueAddress: string;
  dateTime: string;
}

/** A day of a schedule, with its calendar day where it is played. */
interface ScheduledDay extends NextDay {
  day: string;
}

/** The next day of a schedule (soonest first) on or after `today`, else its last; none before it is out. */
function nextDayOf(schedule: ScheduledDay[], today: string): NextDay | undefined {
  const day = schedule.find((d) => d.day >= today) ?? schedule.at(-1);
  return day && { title: day.title, venueAddress: day.venueAddress, dateTime: day.dateTime };
}

/** Each listed major event's next day (nextDayOf); none for one whose schedule is not out, shown as 'TBA'. */
async function nextDays(db: Db, majorIds: number[], today: string): Promise<Map<number, NextDay>> {
  if (!majorIds.length) return new Map();
  const rows = await db
    .select({
      majorEventId: subMajorEvents.majorEventId,
      name: subMajorEvents.name,
      startsAt: events.startsAt,
      stateId: events.stateId,
      address: venues.address,
      suburb: venues.suburb,
    })
    .from(subMajorEvents)
    .innerJoin(events, eq(events.id, subMajorEvents.eventId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(inArray(subMajorEvents.majorEventId, majorIds))
    .orderBy(asc(events.startsAt), asc(subMajorEvents.eventNumber));
  const schedules = new Map<number, ScheduledDay[]>();
  for (const row of rows) {
    const schedule = schedules.get(row.majorEventId) ?? [];
    schedule.push({
      title: row.name,
      venueAddress: venueAddressLine({ address: row.address, suburb: row.suburb }),
      dateTime: row.startsAt.toISOString(),
      day: localDate(row.startsAt, row.stateId),
    });
    schedules.set(row.majorEventId, schedule);
  }
  const next = new Map<number, NextDay>();
  for (const [majorEventId, schedule] of schedules) {
    const day = nextDayOf(schedule, today);
    if (day) next.set(majorEventId, day);
  }
  return next;
}

function summary(m: MajorEventRow, next: NextDay | undefined): MajorEvent {
  return {
    id: m.id,
    name: m.name,
    urlName: m.urlName,
    aplpt: m.aplpt,
    logoUrl: m.logoUrl,
    bannerUrl: m.bannerUrl,
    description: m.description,
    featureEvent: m.featureEvent,
    eventDate: m.startsOn,
    eventEndDate: m.endsOn,
    eventDateRangeDescription: dateRange(m),
    event: {
      title: next?.title ?? '',
      venueAddress: next?.venueAddress ?? '',
      dateTime: next?.dateTime ?? m.startsOn,
      eventEndDate: m.endsOn,
    },
  };
}

/** Major events (or APLPT events) for a state and the national ones, not yet over, soonest first. */
export async function listMajorEvents(
  db: Db,
  options: { stateShort?: string; aplpt: boolean; today: string },
): Promise<MajorEvent[]> {
  const stateId = options.stateShort ? stateByShort(options.stateShort)?.id : undefined;
  const rows = await db
    .select()
    .from(majorEvents)
    .where(
      and(
        eq(majorEvents.aplpt, options.aplpt),
        gte(majorEvents.endsOn, options.today),
        stateId ? or(isNull(majorEvents.stateId), eq(majorEvents.stateId, stateId)) : undefined,
      ),
    )
    .orderBy(asc(majorEvents.startsOn), asc(majorEvents.id));
  const next = await nextDays(
    db,
    rows.map((m) => m.id),
    options.today,
  );
  return rows.map((m) => summary(m, next.get(m.id)));
}

const localDate = (instant: Date, stateId: number) =>
  dateFormat('en-CA', { timeZone: timeZoneOf(stateId) }).format(instant);

async function subEventsOf(db: Db, majorEventId: number) {
  const rows = await db
    .select({ sub: subMajorEvents, event: events, address: venues.address, suburb: venues.suburb })
    .from(subMajorEvents)
    .innerJoin(events, eq(events.id, subMajorEvents.eventId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(eq(subMajorEvents.majorEventId, majorEventId))
    .orderBy(asc(events.startsAt), asc(subMajorEvents.eventNumber));
  const totalPtc = rows.reduce((sum, r) => sum + r.event.totalPtCredit, 0);
  const subs = rows.map(({ sub, event, address, suburb }): SubMajorEvent => {
    const day = localDate(event.startsAt, event.stateId);
    return {
      subMajorEventId: sub.id,
      subMajorEventName: sub.name,
      subMajorEventTypeId: sub.typeId,
      eventNumber: sub.eventNumber,
      event: {
        id: event.id,
        dateTime: event.startsAt.toISOString(),
        startTime: event.startTime,
        venueAddress: venueAddressLine({ address, suburb }),
        buyInAmount: event.buyInAmount,
        ptcRedeemable: event.ptcRedeemable,
        takeHomeAmount: event.takeHomeAmount,
        gameType: event.gameType,
        eventDate: day,
        eventEndDate: day,
      },
    };
  });
  return { subs, totalPtc };
}

/** The event whose winner is the edition's champion: the master sub-event, else the single event. */
async function mainEventIds(db: Db, majors: MajorEventRow[]): Promise<Map<number, number>> {
  const main = new Map<number, number>();
  for (const m of majors) if (m.setupModeId !== 2 && m.eventId) main.set(m.id, m.eventId);
  const subModes = majors.filter((m) => m.setupModeId === 2).map((m) => m.id);
  if (subModes.length) {
    const masters = await db
      .select({ majorEventId: subMajorEvents.majorEventId, eventId: subMajorEvents.eventId })
      .from(subMajorEvents)
      .where(
        and(
          inArray(subMajorEvents.majorEventId, subModes),
          eq(subMajorEvents.typeId, SUB_MAJOR_EVENT_TYPE.master),
        ),
      );
    for (const m of masters) main.set(m.majorEventId, m.eventId);
  }
  return main;
}

/** Champions of the series' past editions, newest first. */
async function previousWinners(db: Db, series: string | null, today: string): Promise<Winner[]> {
  if (!series) return [];
  const past = await db
    .select()
    .from(majorEvents)
    .where(and(eq(majorEvents.series, series), lt(majorEvents.endsOn, today)))
    .orderBy(desc(majorEvents.endsOn));
  const main = await mainEventIds(db, past);
  const eventIds = [...main.values()];
  if (!eventIds.length) return [];
  const winners = await db
    .select({ eventId: results.eventId, member: members })
    .from(results)
    .innerJoin(members, eq(members.id, results.memberId))
    .where(and(inArray(results.eventId, eventIds), eq(results.place, 1)));
  return past
    .flatMap((m) => {
      const winner = winners.find((w) => w.eventId === main.get(m.id));
      if (!winner) return [];
      return [
        {
          id: winner.member.id,
          customerGuid: winner.member.customerGuid,
          avatar: winner.member.avatar ?? DEFAULT_AVATAR,
          firstName: winner.member.firstName,
          lastName: winner.member.lastName,
          seasonName: m.name,
        },
      ];
    })
    .slice(0, RECENT_WINNERS);
}

/** A major event's banner (the first thing its page draws, and its largest), or null when there is no such event. */
export async function majorEventBanner(db: Db, urlName: string, aplpt: boolean): Promise<string | null> {
  const [row] = await db
    .select({ bannerUrl: majorEvents.bannerUrl })
    .from(majorEvents)
    .where(and(eq(majorEvents.urlName, urlName.toLowerCase()), eq(majorEvents.aplpt, aplpt)))
    .limit(1);
  return row?.bannerUrl ?? null;
}

/** A major event (or APLPT event) by its URL name, with its schedule and recent winners. */
export async function getMajorEvent(
  db: Db,
  options: { urlName: string; aplpt: boolean; today: string },
): Promise<MajorEventDetail> {
  const [row] = await db
    .select()
    .from(majorEvents)
    .where(and(eq(majorEvents.urlName, options.urlName.toLowerCase()), eq(majorEvents.aplpt, options.aplpt)))
    .limit(1);
  if (!row) throw notFound(`No ${options.aplpt ? 'APLPT ' : 'major '}event named ${options.urlName}`);
  const [{ subs, totalPtc }, winners] = await Promise.all([
    subEventsOf(db, row.id),
    previousWinners(db, row.series, options.today),
  ]);
  // The card's next day from the schedule already read, in the same order.
  const schedule = subs.map((sub) => ({
    title: sub.subMajorEventName,
    venueAddress: sub.event.venueAddress,
    dateTime: sub.event.dateTime,
    day: sub.event.eventDate,
  }));
  return {
    ...summary(row, nextDayOf(schedule, options.today)),
    buyTicketUrl: row.buyTicketUrl,
    qualificationProcess: row.qualificationProcess,
    setupModeId: row.setupModeId,
    linkedMajorEventId: row.linkedMajorEventId ?? 0,
    totalPTCredit: totalPtc,
    subMajorEvents: subs,
    previousWinners: winners,
  };
}

/**
 * The qualifying rule, in one place for the major event's qualifier list and the member's Qualifications: a
 * result in a satellite that feeds a major event, placed within that satellite's qualifying places.
 */
const qualifyingResult = (only: { majorEventId: number } | { memberId: number }) =>
  and(
    'majorEventId' in only
      ? eq(events.qualifiesForMajorEventId, only.majorEventId)
      : isNotNull(events.qualifiesForMajorEventId),
    'memberId' in only ? eq(results.memberId, only.memberId) : undefined,
    isNotNull(events.qualifyingPlaces),
    lte(results.place, events.qualifyingPlaces),
  );

/** A major event's qualifiers: the top finishers (within each satellite's qualifying places) of its satellites. */
export async function majorEventQualifiers(db: Db, majorEventId: number): Promise<Qualifier[]> {
  const rows = await db
    .select({
      firstName: members.firstName,
      lastName: members.lastName,
      ptc: sql<number>`coalesce(sum(${results.ptc}), 0)::int`,
    })
    .from(results)
    .innerJoin(events, eq(events.id, results.eventId))
    .innerJoin(members, eq(members.id, results.memberId))
    .where(qualifyingResult({ majorEventId }))
    .groupBy(members.id, members.firstName, members.lastName)
    .orderBy(asc(members.firstName), asc(members.lastName), asc(members.id));
  return rows.map((r) => ({ name: `${r.firstName} ${r.lastName}`, ptc: r.ptc, chipStack: null }));
}

/** The satellites that qualified a member for a major event (the same rule as its qualifier list), newest first. */
export async function memberQualifications(db: Db, memberId: number): Promise<Qualification[]> {
  const rows = await db
    .select({
      eventId: events.id,
      eventName: events.title,
      eventDate: events.startsAt,
      qualifiedFor: majorEvents.name,
    })
    .from(results)
    .innerJoin(events, eq(events.id, results.eventId))
    .innerJoin(majorEvents, eq(majorEvents.id, events.qualifiesForMajorEventId))
    .where(qualifyingResult({ memberId }))
    .orderBy(desc(events.startsAt), desc(events.id));
  return rows.map((row) => ({ ...row, eventDate: row.eventDate.toISOString() }));
}

/** The day 2 chip stack list: every day 1 flight survivor's best stack, biggest first. */
export async function masterQualifiers(db: Db, masterSubEventId: number): Promise<Qualifier[]> {
  const [master] = await db
    .select({ majorEventId: subMajorEvents.majorEventId })
    .from(subMajorEvents)
    .where(
      and(eq(subMajorEvents.id, masterSubEventId), eq(subMajorEvents.typeId, SUB_MAJOR_EVENT_TYPE.master)),
    );
  if (!master) return [];
  const stack = sql<number>`max(${results.chipStack})::int`;
  const rows = await db
    .select({ firstName: members.firstName, lastName: members.lastName, chipStack: stack })
    .from(results)
    .innerJoin(subMajorEvents, eq(subMajorEvents.eventId, results.eventId))
    .innerJoin(members, eq(members.id, results.memberId))
    .where(
      and(
        eq(subMajorEvents.majorEventId, master.majorEventId),
        eq(subMajorEvents.typeId, SUB_MAJOR_EVENT_TYPE.qualifier),
        isNotNull(results.chipStack),
      ),
    )
    .groupBy(members.id, members.firstName, members.lastName)
    .orderBy(desc(stack), asc(members.id));
  return rows.map((r) => ({ name: `${r.firstName} ${r.lastName}`, ptc: 0, chipStack: r.chipStack }));
}

async function hallOfFameEvents(db: Db, ids: number[]): Promise<Map<number, HallOfFameEvent>> {
  if (!ids.length) return new Map();
  const [rows, counts] = await Promise.all([
    db.select().from(events).where(inArray(events.id, ids)),
    db
      .select({ eventId: results.eventId, players: sql<number>`count(*)::int` })
      .from(results)
      .where(inArray(results.eventId, ids))
      .groupBy(results.eventId),
  ]);
  const players = new Map(counts.map((c) => [c.eventId, c.players]));
  return new Map(
    rows.map((event) => [
      event.id,
      {
        id: event.id,
        description: event.description,
        buyInDescription: event.buyInDescription,
        buyInAmount: event.buyInAmount,
        startingStack: event.startingStack,
        players: players.get(event.id) ?? 0,
        takeHomeAmount: event.takeHomeAmount,
        dateTime: event.startsAt.toISOString(),
        startTime: event.startTime,
      },
    ]),
  );
}

/** Past major events, newest first, each with its single event or its sub-events. */
export async function previousMajorEvents(db: Db, today: string): Promise<PreviousMajorEvent[]> {
  const past = await db
    .select()
    .from(majorEvents)
    .where(lt(majorEvents.endsOn, today))
    .orderBy(desc(majorEvents.endsOn), desc(majorEvents.id));
  if (!past.length) return [];
  const subs = await db
    .select()
    .from(subMajorEvents)
    .where(
      inArray(
        subMajorEvents.majorEventId,
        past.map((m) => m.id),
      ),
    )
    .orderBy(asc(subMajorEvents.eventNumber));
  const details = await hallOfFameEvents(db, [
    ...subs.map((s) => s.eventId),
    ...past.flatMap((m) => (m.eventId ? [m.eventId] : [])),
  ]);
  return past.map((m) => ({
    id: m.id,
    name: m.name,
    urlName: m.urlName,
    bannerUrl: m.bannerUrl,
    logoUrl: m.logoUrl,
    eventDateRangeDescription: dateRange(m),
    setupModeId: m.setupModeId,
    event: (m.eventId && details.get(m.eventId)) || null,
    subMajorEvents: subs
      .filter((s) => s.majorEventId === m.id)
      .flatMap((s) => {
        const event = details.get(s.eventId);
        return event
          ? [
              {
                subMajorEventId: s.id,
                subMajorEventName: s.name,
                subMajorEventTypeId: s.typeId,
                eventNumber: s.eventNumber,
                event,
              },
            ]
          : [];
      }),
  }));
}

/** The paid places of an event (prize money or PTC), best first. */
export async function eventWinnerResult(db: Db, eventId: number): Promise<WinnerResult[]> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw notFound(`No event ${eventId}`);
  const rows = await db
    .select({ result: results, member: members })
    .from(results)
    .innerJoin(members, eq(members.id, results.memberId))
    .where(and(eq(results.eventId, eventId), or(sql`${results.cash} > 0`, sql`${results.ptc} > 0`)))
    .orderBy(asc(results.place));
  return rows.map(({ result, member }) => ({
    place: result.place,
    playerName: `${member.firstName} ${member.lastName}`,
    customerGuid: member.customerGuid,
    gamePrizeMoney: result.cash,
    ptc: result.ptc,
  }));
}
