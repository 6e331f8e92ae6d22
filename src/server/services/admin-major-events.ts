import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  ne,
  notInArray,
  or,
  type SQL,
} from 'drizzle-orm';
import type {
  PickedEvent,
  SaveMajorEventBody,
  StaffMajorEvent,
  StaffMajorEventSummary,
} from '../../shared/contract/admin-major-events';
import type { Db } from '../db/client';
import { events, majorEvents, subMajorEvents, venues } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { badRequest, notFound } from '../errors';
import { sanitiseArticleHtml } from './article-html';
import { escapeLike } from './sql-text';
import { recordStaffChange } from './staff-audit';

type MajorEventRow = typeof majorEvents.$inferSelect;

export const MAJOR_URL_NAME_TAKEN = 'Another major event already has this URL name.';
const NO_SUCH_EVENT = 'No event has this id.';
const PICK_LIMIT = 20;

const pickedColumns = {
  id: events.id,
  title: events.title,
  venueName: venues.name,
  startsAt: events.startsAt,
  stateId: events.stateId,
};
type PickedRow = { id: number; title: string; venueName: string; startsAt: Date; stateId: number };
const pickedOf = (row: PickedRow): PickedEvent => ({ ...row, startsAt: row.startsAt.toISOString() });

async function pickedEvents(db: Db, where: SQL | undefined) {
  const rows = await db
    .select(pickedColumns)
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(where)
    .orderBy(asc(events.startsAt), asc(events.id));
  return rows.map(pickedOf);
}

/**
 * Events to choose for a schedule or as satellites: by id, or by words of their title or venue name, soonest
 * first from the latest 20 matches.
 */
export async function searchEventsToPick(db: Db, q: string): Promise<PickedEvent[]> {
  const byId = /^\d{1,9}$/.test(q) ? eq(events.id, Number(q)) : undefined;
  const words = q.split(/\s+/).filter(Boolean);
  const byText = and(
    ...words.map((word) => {
      const like = `%${escapeLike(word)}%`;
      return or(ilike(events.title, like), ilike(venues.name, like));
    }),
  );
  const rows = await db
    .select(pickedColumns)
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(byId ? or(byId, byText) : byText)
    .orderBy(desc(events.startsAt), desc(events.id))
    .limit(PICK_LIMIT);
  return rows.map(pickedOf).reverse();
}

/** Every major event, the latest first, with how many days and satellites it has. */
export async function listStaffMajorEvents(db: Db): Promise<StaffMajorEventSummary[]> {
  const [rows, days, satellites] = await Promise.all([
    db.select().from(majorEvents).orderBy(desc(majorEvents.startsOn), desc(majorEvents.id)),
    db
      .select({ id: subMajorEvents.majorEventId, n: count() })
      .from(subMajorEvents)
      .groupBy(subMajorEvents.majorEventId),
    db
      .select({ id: events.qualifiesForMajorEventId, n: count() })
      .from(events)
      .where(isNotNull(events.qualifiesForMajorEventId))
      .groupBy(events.qualifiesForMajorEventId),
  ]);
  const dayCounts = new Map(days.map((d) => [d.id, d.n]));
  const satelliteCounts = new Map(satellites.map((s) => [s.id, s.n]));
  return rows.map((row) => summaryOf(row, dayCounts.get(row.id) ?? 0, satelliteCounts.get(row.id) ?? 0));
}

const summaryOf = (row: MajorEventRow, subEventCount: number, qualifierCount: number) => ({
  id: row.id,
  name: row.name,
  urlName: row.urlName,
  aplpt: row.aplpt,
  stateId: row.stateId,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  subEventCount,
  qualifierCount,
});

async function staffMajorEventOf(db: Db, row: MajorEventRow): Promise<StaffMajorEvent> {
  const [subs, satellites, single] = await Promise.all([
    db
      .select({ sub: subMajorEvents, event: pickedColumns })
      .from(subMajorEvents)
      .innerJoin(events, eq(events.id, subMajorEvents.eventId))
      .innerJoin(venues, eq(venues.id, events.venueId))
      .where(eq(subMajorEvents.majorEventId, row.id))
      .orderBy(asc(subMajorEvents.eventNumber), asc(events.startsAt), asc(subMajorEvents.id)),
    db
      .select({ event: pickedColumns, places: events.qualifyingPlaces })
      .from(events)
      .innerJoin(venues, eq(venues.id, events.venueId))
      .where(eq(events.qualifiesForMajorEventId, row.id))
      .orderBy(asc(events.startsAt), asc(events.id)),
    row.eventId ? pickedEvents(db, eq(events.id, row.eventId)) : Promise.resolve([]),
  ]);
  return {
    ...summaryOf(row, subs.length, satellites.length),
    logoUrl: row.logoUrl,
    bannerUrl: row.bannerUrl,
    description: row.description,
    venueAddress: row.venueAddress,
    featureEvent: row.featureEvent,
    series: row.series,
    buyTicketUrl: row.buyTicketUrl,
    qualificationProcess: row.qualificationProcess,
    setupModeId: row.setupModeId,
    linkedMajorEventId: row.linkedMajorEventId,
    event: single[0] ?? null,
    subEvents: subs.map(({ sub, event }) => ({
      event: pickedOf(event),
      name: sub.name,
      typeId: sub.typeId,
      eventNumber: sub.eventNumber,
    })),
    qualifiers: satellites.map(({ event, places }) => ({
      event: pickedOf(event),
      qualifyingPlaces: places ?? 1,
    })),
  };
}

export async function getStaffMajorEvent(db: Db, id: number): Promise<StaffMajorEvent> {
  const [row] = await db.select().from(majorEvents).where(eq(majorEvents.id, id)).limit(1);
  if (!row) throw notFound('No major event has this id.');
  return staffMajorEventOf(db, row);
}

/** The events a body names that do not exist, each under its field. */
async function missingEvents(tx: Db, body: SaveMajorEventBody): Promise<Record<string, string>> {
  const named = [
    ...(body.eventId === null ? [] : [{ field: 'eventId', id: body.eventId }]),
    ...body.subEvents.map((s, i) => ({ field: `subEvents.${i}.eventId`, id: s.eventId })),
    ...body.qualifiers.map((q, i) => ({ field: `qualifiers.${i}.eventId`, id: q.eventId })),
  ];
  if (!named.length) return {};
  const found = await tx
    .select({ id: events.id })
    .from(events)
    .where(
      inArray(
        events.id,
        named.map((n) => n.id),
      ),
    );
  const known = new Set(found.map((f) => f.id));
  return Object.fromEntries(named.filter((n) => !known.has(n.id)).map((n) => [n.field, NO_SUCH_EVENT]));
}

/** Days of the schedule that are already a day of another major event, each under its field. */
async function daysOfOthers(tx: Db, majorId: number | null, body: SaveMajorEventBody) {
  if (!body.subEvents.length) return {};
  const taken = await tx
    .select({ eventId: subMajorEvents.eventId, name: majorEvents.name })
    .from(subMajorEvents)
    .innerJoin(majorEvents, eq(majorEvents.id, subMajorEvents.majorEventId))
    .where(
      and(
        inArray(
          subMajorEvents.eventId,
          body.subEvents.map((s) => s.eventId),
        ),
        majorId === null ? undefined : ne(subMajorEvents.majorEventId, majorId),
      ),
    );
  const owner = new Map(taken.map((t) => [t.eventId, t.name]));
  return Object.fromEntries(
    body.subEvents.flatMap((s, i) => {
      const name = owner.get(s.eventId);
      return name ? [[`subEvents.${i}.eventId`, `is already a day of ${name}`]] : [];
    }),
  );
}

async function checkReferences(tx: Db, majorId: number | null, body: SaveMajorEventBody) {
  const errors: Record<string, string> = {
    ...(await missingEvents(tx, body)),
    ...(await daysOfOthers(tx, majorId, body)),
  };
  if (body.linkedMajorEventId !== null) {
    if (body.linkedMajorEventId === majorId) errors.linkedMajorEventId = 'cannot be this event itself';
    else {
      const [linked] = await tx
        .select({ id: majorEvents.id })
        .from(majorEvents)
        .where(eq(majorEvents.id, body.linkedMajorEventId));
      if (!linked) errors.linkedMajorEventId = 'No major event has this id.';
    }
  }
  const [first] = Object.values(errors);
  if (first) throw badRequest(`Please check the form: ${first}`, errors);
}

/** The major event's own columns from the form; blank optional texts are none, HTML sanitised. */
const valuesOf = (body: SaveMajorEventBody) => ({
  name: body.name,
  urlName: body.urlName,
  aplpt: body.aplpt,
  stateId: body.stateId,
  logoUrl: body.logoUrl,
  bannerUrl: body.bannerUrl,
  description: sanitiseArticleHtml(body.description),
  venueAddress: body.venueAddress,
  startsOn: body.startsOn,
  endsOn: body.endsOn,
  featureEvent: body.featureEvent,
  series: body.series || null,
  buyTicketUrl: body.buyTicketUrl || null,
  qualificationProcess: body.qualificationProcess.trim()
    ? sanitiseArticleHtml(body.qualificationProcess)
    : null,
  setupModeId: body.setupModeId,
  linkedMajorEventId: body.linkedMajorEventId,
  eventId: body.eventId,
});

/** The schedule as sent: a day kept (same event) keeps its id, the rest are removed or added. */
async function saveSchedule(tx: Db, majorId: number, body: SaveMajorEventBody) {
  const existing = await tx.select().from(subMajorEvents).where(eq(subMajorEvents.majorEventId, majorId));
  const kept = new Map(existing.map((row) => [row.eventId, row]));
  const sentIds = body.subEvents.map((s) => s.eventId);
  const removed = existing.filter((row) => !sentIds.includes(row.eventId)).map((row) => row.id);
  if (removed.length)
    await tx
      .delete(subMajorEvents)
      .where(and(eq(subMajorEvents.majorEventId, majorId), inArray(subMajorEvents.id, removed)));
  for (const sub of body.subEvents) {
    const values = { name: sub.name, typeId: sub.typeId, eventNumber: sub.eventNumber };
    const row = kept.get(sub.eventId);
    if (row) await tx.update(subMajorEvents).set(values).where(eq(subMajorEvents.id, row.id));
    else await tx.insert(subMajorEvents).values({ ...values, majorEventId: majorId, eventId: sub.eventId });
  }
}

/** The satellites as sent: each feeds this event with its places; satellites left out feed nothing. */
async function saveQualifiers(tx: Db, majorId: number, body: SaveMajorEventBody) {
  const sentIds = body.qualifiers.map((q) => q.eventId);
  await tx
    .update(events)
    .set({ qualifiesForMajorEventId: null, qualifyingPlaces: null })
    .where(
      and(
        eq(events.qualifiesForMajorEventId, majorId),
        sentIds.length ? notInArray(events.id, sentIds) : undefined,
      ),
    );
  for (const q of body.qualifiers)
    await tx
      .update(events)
      .set({ qualifiesForMajorEventId: majorId, qualifyingPlaces: q.qualifyingPlaces })
      .where(eq(events.id, q.eventId));
}

/**
 * Creates or updates a major event with its schedule and satellites, recording the change in the audit trail
 * in the same transaction. Events that do not exist, a day already on another major event's schedule and a URL
 * name another major event has are refused under their fields.
 */
export async function saveMajorEvent(
  db: Db,
  actorId: number,
  body: SaveMajorEventBody,
  now = new Date(),
): Promise<StaffMajorEvent> {
  try {
    return await db.transaction(async (tx) => {
      let before: StaffMajorEvent | undefined;
      if (body.id !== undefined) {
        const [row] = await tx.select().from(majorEvents).where(eq(majorEvents.id, body.id)).for('update');
        if (!row) throw notFound('No major event has this id.');
        before = await staffMajorEventOf(tx, row);
      }
      const [taken] = await tx
        .select({ id: majorEvents.id })
        .from(majorEvents)
        .where(and(eq(majorEvents.urlName, body.urlName), before ? ne(majorEvents.id, before.id) : undefined))
        .limit(1);
      if (taken) throw badRequest(MAJOR_URL_NAME_TAKEN, { urlName: MAJOR_URL_NAME_TAKEN });
      await checkReferences(tx, before?.id ?? null, body);
      const values = valuesOf(body);
      const [saved] = before
        ? await tx.update(majorEvents).set(values).where(eq(majorEvents.id, before.id)).returning()
        : await tx.insert(majorEvents).values(values).returning();
      if (!saved) throw notFound('No major event has this id.');
      await saveSchedule(tx, saved.id, body);
      await saveQualifiers(tx, saved.id, body);
      const after = await staffMajorEventOf(tx, saved);
      await recordStaffChange(
        tx,
        {
          actorId,
          action: before ? 'majorEvent.update' : 'majorEvent.create',
          entity: 'major_event',
          entityId: saved.id,
          before: before ? auditValues(before) : null,
          after: auditValues(after),
        },
        now,
      );
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(MAJOR_URL_NAME_TAKEN, { urlName: MAJOR_URL_NAME_TAKEN });
    throw error;
  }
}

/** The audit's record: the event's fields, its days and satellites by event id. */
function auditValues(major: StaffMajorEvent) {
  const {
    id: _id,
    subEventCount: _days,
    qualifierCount: _satellites,
    event,
    subEvents,
    qualifiers,
    ...rest
  } = major;
  return {
    ...rest,
    eventId: event?.id ?? null,
    subEvents: subEvents.map((s) => ({
      eventId: s.event.id,
      name: s.name,
      typeId: s.typeId,
      eventNumber: s.eventNumber,
    })),
    qualifiers: qualifiers.map((q) => ({ eventId: q.event.id, qualifyingPlaces: q.qualifyingPlaces })),
  };
}
