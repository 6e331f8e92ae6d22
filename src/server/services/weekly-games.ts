import { and, asc, count, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  ComingNight,
  NightChangeAnswer,
  NightChangeBody,
  VenueSchedule,
  WeeklyGame,
  WeeklyGameBody,
} from '../../shared/contract/venue-admin';
import { EVENT_STATUS, EVENT_TYPE } from '../../shared/event-types';
import { dateFormat } from '../../shared/intl';
import { formatDollars } from '../../shared/money';
import { timeZoneOf } from '../../shared/states';
import {
  addMinutes,
  describeRule,
  lateRegoTime,
  localInstant,
  type Night,
  nightsAhead,
  playsOn,
  type WeeklyRule,
} from '../../shared/weekly-games';
import { requireEventScope, requireVenueScope } from '../auth/venue-scope';
import type { Db } from '../db/client';
import {
  blindLevels,
  blindStructures,
  events,
  favourites,
  gameScoreboards,
  members,
  venueDays,
  venues,
  weeklyGames,
} from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import type { SmsSender } from '../providers/sms';
import type { MemberRow } from './account';
import { recordStaffChange } from './staff-audit';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * An event nothing hangs on but members' saved games: no results, bust-outs, floor, tickets, purchases, transfer
 * requests, clock, photos or major-event links. Only such a night follows its weekly game's changes (or goes).
 */
const UNTOUCHED = sql.raw(`(
  not exists (select 1 from results r where r.event_id = events.id)
  and not exists (select 1 from bust_outs b where b.event_id = events.id)
  and not exists (select 1 from floor_requests f where f.event_id = events.id)
  and not exists (select 1 from vouchers v where v.event_id = events.id or v.satellite_event_id = events.id)
  and not exists (select 1 from ticket_purchases p where p.event_id = events.id)
  and not exists (select 1 from voucher_change_requests c
    where c.current_event_id = events.id or c.request_event_id = events.id)
  and not exists (select 1 from tournament_clocks t where t.event_id = events.id)
  and not exists (select 1 from photos ph where ph.event_id = events.id)
  and not exists (select 1 from major_events m where m.event_id = events.id)
  and not exists (select 1 from sub_major_events s where s.event_id = events.id)
)`);

const GAME_TYPE_NAMES: Record<number, string> = {
  [EVENT_TYPE.special]: 'Special Event',
  [EVENT_TYPE.satellite]: 'Satellite',
  [EVENT_TYPE.aplpt]: 'APL PT',
  [EVENT_TYPE.cashGames]: 'Cash Game',
  [EVENT_TYPE.away]: 'Away League',
  [EVENT_TYPE.venue]: 'Venue League',
};

type TemplateRow = typeof weeklyGames.$inferSelect;
type VenueRow = typeof venues.$inferSelect;

const ruleOf = (t: Pick<TemplateRow, 'weekday' | 'recurrence' | 'firstDate' | 'startTime'>): WeeklyRule => ({
  weekday: t.weekday,
  recurrence: t.recurrence,
  firstDate: t.firstDate,
  startTime: t.startTime,
});

const weeklyGameOf = (t: TemplateRow): WeeklyGame => ({
  id: t.id,
  name: t.name,
  weekday: t.weekday,
  recurrence: t.recurrence,
  firstDate: t.firstDate,
  startTime: t.startTime,
  typeId: t.typeId,
  buyInAmount: t.buyInAmount,
  guaranteeAmount: t.guaranteeAmount,
  ptcCredit: t.ptcCredit,
  blindStructureId: t.blindStructureId,
  lateRegoLevel: t.lateRegoLevel,
  reEntryFee: t.reEntryFee,
  startingStack: t.startingStack,
  rule: describeRule(t),
});

async function levelsOf(db: Db, structureId: number) {
  return db
    .select({
      roundLengthSeconds: blindLevels.roundLengthSeconds,
      breakLengthSeconds: blindLevels.breakLengthSeconds,
    })
    .from(blindLevels)
    .where(eq(blindLevels.structureId, structureId))
    .orderBy(asc(blindLevels.roundNumber));
}

/** The details a weekly game gives each of its nights (not the date, time or status). */
function detailsOf(t: TemplateRow, venue: VenueRow, venueDayId: number) {
  const paid = t.buyInAmount > 0 && t.typeId !== EVENT_TYPE.cashGames;
  return {
    venueId: venue.id,
    venueDayId,
    gameScoreboardId: t.gameScoreboardId,
    blindStructureId: t.blindStructureId,
    title: venue.name,
    description:
      t.guaranteeAmount > 0 ? `${t.name} - ${formatDollars(t.guaranteeAmount)} Guaranteed` : t.name,
    typeId: t.typeId,
    gameType: GAME_TYPE_NAMES[t.typeId] ?? 'League',
    brandName: venue.brandName,
    divisionName: null,
    isSpecialEvent: t.typeId === EVENT_TYPE.special,
    buyInAmount: t.buyInAmount,
    buyInDescription:
      t.typeId === EVENT_TYPE.cashGames && t.buyInAmount > 0 ? `Minimum buy-in $${t.buyInAmount}` : null,
    takeHomeAmount: t.guaranteeAmount,
    takeHomeAmountDescription:
      t.guaranteeAmount > 0 ? `${formatDollars(t.guaranteeAmount)} Guaranteed` : null,
    totalPtCredit: t.ptcCredit,
    ptcRedeemable: paid,
    creditCardRedeemable: paid,
    startingStack: t.startingStack,
    rebuyInFee: t.reEntryFee,
    stateId: venue.stateId,
    regionId: venue.regionId,
    lat: venue.lat,
    lng: venue.lng,
  };
}

/** The columns that follow a night's start time: the time itself, registration and late registration. */
function timesOf(startTime: string, startsAt: Date, lateRego: string | null) {
  return { startsAt, startTime, rego: addMinutes(startTime, -30), lateRego };
}

const seasonOn = (date: string) =>
  sql<
    number | null
  >`(select s.id from seasons s where s.brand_id = 2 and ${date}::date between s.starts_on and s.ends_on order by s.id limit 1)`;

/** The venue's game day for a weekday (made when it has none), which the day's leaderboard sums. */
async function venueDayFor(tx: Db, venueId: number, weekday: number) {
  await tx
    .insert(venueDays)
    .values({ venueId, weekday, name: WEEKDAY_NAMES[weekday] ?? '' })
    .onConflictDoNothing();
  const [day] = await tx
    .select({ id: venueDays.id })
    .from(venueDays)
    .where(and(eq(venueDays.venueId, venueId), eq(venueDays.weekday, weekday)));
  if (!day) throw new Error('venue day not made');
  return day.id;
}

/**
 * Adds the nights of the weeks ahead that a weekly game has no event for yet (all weekly games without an id).
 * An existing night is never touched: one event per game and date (a unique index), so running it twice, or on
 * two instances at once, adds nothing. Returns how many events were added.
 */
export async function fillWeeklyGames(db: Db, now: Date, weeklyGameId?: number): Promise<number> {
  const templates = await db
    .select({ t: weeklyGames, v: venues })
    .from(weeklyGames)
    .innerJoin(venues, eq(venues.id, weeklyGames.venueId))
    .where(weeklyGameId === undefined ? undefined : eq(weeklyGames.id, weeklyGameId));
  let added = 0;
  for (const { t, v } of templates) {
    const nights = nightsAhead(ruleOf(t), now, v.stateId);
    if (nights.length === 0) continue;
    const levels = await levelsOf(db, t.blindStructureId);
    const venueDayId = await venueDayFor(db, v.id, t.weekday);
    const details = detailsOf(t, v, venueDayId);
    const lateRego = lateRegoTime(t.startTime, levels, t.lateRegoLevel);
    const rows = await db
      .insert(events)
      .values(
        nights.map((night: Night) => ({
          ...details,
          ...timesOf(t.startTime, night.startsAt, lateRego),
          seasonId: seasonOn(night.date),
          eventStatusId: EVENT_STATUS.active,
          weeklyGameId: t.id,
          occursOn: night.date,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: events.id });
    added += rows.length;
  }
  return added;
}

const localDateSql = (zone: string) =>
  sql<string>`to_char(${events.startsAt} at time zone ${zone}, 'YYYY-MM-DD')`;

/** A venue's weekly games and coming nights (active, on hold or cancelled), for its staff. */
export async function venueSchedule(db: Db, member: MemberRow, venueId: number, now = new Date()) {
  await requireVenueScope(db, member, venueId);
  return scheduleOf(db, venueId, now);
}

async function scheduleOf(db: Db, venueId: number, now: Date): Promise<VenueSchedule> {
  const [venue] = await db.select().from(venues).where(eq(venues.id, venueId));
  if (!venue) throw notFound(`Venue ${venueId} not found`);
  const zone = timeZoneOf(venue.stateId);
  const [templates, nights, structures] = await Promise.all([
    db
      .select()
      .from(weeklyGames)
      .where(eq(weeklyGames.venueId, venueId))
      .orderBy(asc(weeklyGames.weekday), asc(weeklyGames.startTime), asc(weeklyGames.id)),
    db
      .select({
        eventId: events.id,
        weeklyGameId: events.weeklyGameId,
        title: events.description,
        date: localDateSql(zone),
        startTime: events.startTime,
        dateTime: sql<string>`to_char(${events.startsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        eventStatusId: events.eventStatusId,
        moved: events.moved,
        hasEntrants: sql<boolean>`not ${UNTOUCHED}`,
        favourites: sql<number>`(select count(*)::int from ${favourites} where ${favourites.eventId} = ${events.id})`,
      })
      .from(events)
      .where(
        and(
          eq(events.venueId, venueId),
          gt(events.startsAt, now),
          inArray(events.eventStatusId, [EVENT_STATUS.active, EVENT_STATUS.onHold, EVENT_STATUS.cancelled]),
        ),
      )
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(200),
    db
      .select({ id: blindStructures.id, name: blindStructures.name, levels: count(blindLevels.id) })
      .from(blindStructures)
      .leftJoin(blindLevels, eq(blindLevels.structureId, blindStructures.id))
      .groupBy(blindStructures.id)
      .orderBy(asc(blindStructures.id)),
  ]);
  return {
    venue: { id: venue.id, name: venue.name, slug: venue.slug, stateId: venue.stateId },
    weeklyGames: templates.map(weeklyGameOf),
    nights: nights.map(
      (n): ComingNight => ({
        ...n,
        hasEntrants: Boolean(n.hasEntrants),
        favourites: Number(n.favourites),
      }),
    ),
    blindStructures: structures.map((s) => ({ ...s, levels: Number(s.levels) })),
  };
}

async function checkStructure(db: Db, body: WeeklyGameBody) {
  const levels = await levelsOf(db, body.blindStructureId);
  if (levels.length === 0) {
    const message = 'is not a blind structure';
    throw badRequest(`blindStructureId: ${message}`, { blindStructureId: message });
  }
  if (body.lateRegoLevel !== null && body.lateRegoLevel > levels.length) {
    const message = `must be at most ${levels.length}, the structure's last level`;
    throw badRequest(`lateRegoLevel: ${message}`, { lateRegoLevel: message });
  }
}

const templateColumns = (body: WeeklyGameBody) => ({
  name: body.name,
  weekday: body.weekday,
  recurrence: body.recurrence,
  firstDate: body.recurrence === 'fortnightly' ? body.firstDate : null,
  startTime: body.startTime,
  typeId: body.typeId,
  buyInAmount: body.buyInAmount,
  guaranteeAmount: body.guaranteeAmount,
  ptcCredit: body.ptcCredit,
  blindStructureId: body.blindStructureId,
  lateRegoLevel: body.lateRegoLevel,
  reEntryFee: body.reEntryFee,
  startingStack: body.startingStack,
});

/** Adds a weekly game to one of the member's venues; its nights for the weeks ahead are games at once. */
export async function createWeeklyGame(
  db: Db,
  actor: MemberRow,
  venueId: number,
  body: WeeklyGameBody,
  now = new Date(),
): Promise<VenueSchedule> {
  await requireVenueScope(db, actor, venueId);
  const [venue] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId));
  if (!venue) throw notFound(`Venue ${venueId} not found`);
  await checkStructure(db, body);
  await db.transaction(async (tx) => {
    const venueDayId = await venueDayFor(tx, venueId, body.weekday);
    const [board] = await tx
      .insert(gameScoreboards)
      .values({ venueDayId, name: body.name, startTime: body.startTime })
      .returning({ id: gameScoreboards.id });
    if (!board) throw new Error('scoreboard not made');
    const columns = templateColumns(body);
    const [template] = await tx
      .insert(weeklyGames)
      .values({ ...columns, venueId, gameScoreboardId: board.id })
      .returning();
    if (!template) throw new Error('weekly game not made');
    await fillWeeklyGames(tx, now, template.id);
    await recordStaffChange(tx, {
      actorId: actor.id,
      action: 'create',
      entity: 'weekly_game',
      entityId: template.id,
      before: null,
      after: { venueId, ...columns },
    });
  });
  return scheduleOf(db, venueId, now);
}

async function templateInScope(db: Db, actor: MemberRow, weeklyGameId: number) {
  const [template] = await db.select().from(weeklyGames).where(eq(weeklyGames.id, weeklyGameId));
  if (!template) throw notFound(`Weekly game ${weeklyGameId} not found`);
  await requireVenueScope(db, actor, template.venueId);
  return template;
}

/** The weekly game's coming nights that nothing hangs on (see UNTOUCHED). */
const untouchedComing = (weeklyGameId: number, now: Date): SQL | undefined =>
  and(eq(events.weeklyGameId, weeklyGameId), gt(events.startsAt, now), UNTOUCHED);

/** Removes events, with the members' saves of them (the only rows an untouched night can have). */
async function deleteEvents(tx: Db, ids: number[]) {
  if (ids.length === 0) return;
  await tx.delete(favourites).where(inArray(favourites.eventId, ids));
  await tx.delete(events).where(inArray(events.id, ids));
}

/**
 * Changes a weekly game. Its coming nights without entrants follow: the details, and the time unless the night
 * was moved; those its new rule no longer plays go, and the new rule's nights are added. Nights with entrants,
 * and past ones, stay as they were.
 */
export async function updateWeeklyGame(
  db: Db,
  actor: MemberRow,
  weeklyGameId: number,
  body: WeeklyGameBody,
  now = new Date(),
): Promise<VenueSchedule> {
  const before = await templateInScope(db, actor, weeklyGameId);
  await checkStructure(db, body);
  const [venue] = await db.select().from(venues).where(eq(venues.id, before.venueId));
  if (!venue) throw notFound(`Venue ${before.venueId} not found`);
  await db.transaction(async (tx) => {
    const columns = templateColumns(body);
    const venueDayId = await venueDayFor(tx, venue.id, body.weekday);
    await tx
      .update(gameScoreboards)
      .set({ venueDayId, name: body.name, startTime: body.startTime })
      .where(eq(gameScoreboards.id, before.gameScoreboardId));
    const [template] = await tx
      .update(weeklyGames)
      .set(columns)
      .where(eq(weeklyGames.id, weeklyGameId))
      .returning();
    if (!template) throw notFound(`Weekly game ${weeklyGameId} not found`);

    const coming = await tx
      .select({ id: events.id, occursOn: events.occursOn, moved: events.moved })
      .from(events)
      .where(untouchedComing(weeklyGameId, now));
    const rule = ruleOf(template);
    const gone = coming.filter((e) => !e.occursOn || !playsOn(rule, e.occursOn)).map((e) => e.id);
    await deleteEvents(tx, gone);
    const kept = coming.filter((e) => !gone.includes(e.id));
    const details = detailsOf(template, venue, venueDayId);
    const lateRego = lateRegoTime(
      template.startTime,
      await levelsOf(tx, template.blindStructureId),
      template.lateRegoLevel,
    );
    const keptIds = kept.map((e) => e.id);
    if (keptIds.length > 0) await tx.update(events).set(details).where(inArray(events.id, keptIds));
    for (const night of kept) {
      if (night.moved || !night.occursOn) continue;
      await tx
        .update(events)
        .set(
          timesOf(
            template.startTime,
            localInstant(night.occursOn, template.startTime, venue.stateId),
            lateRego,
          ),
        )
        .where(eq(events.id, night.id));
    }
    await fillWeeklyGames(tx, now, weeklyGameId);
    const { id: _id, venueId: _venue, gameScoreboardId: _board, createdAt: _at, ...was } = before;
    await recordStaffChange(tx, {
      actorId: actor.id,
      action: 'update',
      entity: 'weekly_game',
      entityId: weeklyGameId,
      before: was,
      after: { ...columns, nightsRemoved: gone.length, nightsChanged: kept.length },
    });
  });
  return scheduleOf(db, venue.id, now);
}

/** Ends a weekly game: its coming nights without entrants go; past nights and those with entrants stay. */
export async function deleteWeeklyGame(
  db: Db,
  actor: MemberRow,
  weeklyGameId: number,
  now = new Date(),
): Promise<VenueSchedule> {
  const before = await templateInScope(db, actor, weeklyGameId);
  await db.transaction(async (tx) => {
    const coming = await tx.select({ id: events.id }).from(events).where(untouchedComing(weeklyGameId, now));
    await deleteEvents(
      tx,
      coming.map((e) => e.id),
    );
    // The nights that stay keep their link through ON DELETE SET NULL.
    await tx.delete(weeklyGames).where(eq(weeklyGames.id, weeklyGameId));
    const { id: _id, createdAt: _at, ...was } = before;
    await recordStaffChange(tx, {
      actorId: actor.id,
      action: 'delete',
      entity: 'weekly_game',
      entityId: weeklyGameId,
      before: was,
      after: { nightsRemoved: coming.length },
    });
  });
  return scheduleOf(db, before.venueId, now);
}

/** 'Tue 1 Dec 7:00 pm' in the venue's time zone. */
function whenText(startsAt: Date, stateId: number) {
  return dateFormat('en-AU', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: timeZoneOf(stateId),
  })
    .format(startsAt)
    .replace(/,/g, '')
    .replace(/\s+/g, ' ');
}

/**
 * One night's exception: on hold (status 6), back on, cancelled (status 3: it leaves the searches and the
 * members' saved games) or moved to another date and time. Members who saved the night and have a verified
 * mobile are told by SMS once the change is kept; a text that fails is logged and does not undo the change.
 */
export async function changeNight(
  db: Db,
  sms: SmsSender,
  actor: MemberRow,
  eventId: number,
  body: NightChangeBody,
  now = new Date(),
  logger?: FastifyBaseLogger,
): Promise<NightChangeAnswer> {
  await requireEventScope(db, actor, eventId);
  const [event] = await db
    .select({ e: events, venueName: venues.name })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(eq(events.id, eventId));
  if (!event) throw notFound(`Event ${eventId} not found`);
  const e = event.e;
  if (e.startsAt.getTime() <= now.getTime() || e.eventStatusId === EVENT_STATUS.closed)
    throw conflict('This night has already started: it can no longer be changed.');

  let change: Partial<typeof events.$inferInsert>;
  let text: string;
  const was = whenText(e.startsAt, e.stateId);
  const name = `${event.venueName} ${was}`;
  switch (body.action) {
    case 'hold':
      if (e.eventStatusId !== EVENT_STATUS.active)
        throw conflict('Only a night that is on can be put on hold.');
      change = { eventStatusId: EVENT_STATUS.onHold };
      text = `APL: poker at ${name} is ON HOLD. We will text you if it goes ahead.`;
      break;
    case 'resume':
      if (e.eventStatusId === EVENT_STATUS.active) throw conflict('This night is already on.');
      change = { eventStatusId: EVENT_STATUS.active };
      text = `APL: poker at ${name} is ON again. See you there!`;
      break;
    case 'cancel':
      if (e.eventStatusId === EVENT_STATUS.cancelled) throw conflict('This night is already cancelled.');
      change = { eventStatusId: EVENT_STATUS.cancelled };
      text = `APL: poker at ${name} is CANCELLED. Sorry!`;
      break;
    case 'move': {
      const date = body.date ?? '';
      const startTime = body.startTime ?? '';
      const startsAt = localInstant(date, startTime, e.stateId);
      if (startsAt.getTime() <= now.getTime()) {
        const message = 'must be in the future';
        throw badRequest(`date: ${message}`, { date: message });
      }
      const levels = e.blindStructureId ? await levelsOf(db, e.blindStructureId) : [];
      const [template] = e.weeklyGameId
        ? await db
            .select({ lateRegoLevel: weeklyGames.lateRegoLevel })
            .from(weeklyGames)
            .where(eq(weeklyGames.id, e.weeklyGameId))
        : [];
      const lateRego = template
        ? lateRegoTime(startTime, levels, template.lateRegoLevel)
        : e.lateRego && e.startTime
          ? addMinutes(e.lateRego, minutesBetween(e.startTime, startTime))
          : null;
      change = { ...timesOf(startTime, startsAt, lateRego), moved: true };
      text = `APL: poker at ${name} has MOVED to ${whenText(startsAt, e.stateId)}.`;
      break;
    }
  }

  await db.transaction(async (tx) => {
    await tx.update(events).set(change).where(eq(events.id, eventId));
    await recordStaffChange(tx, {
      actorId: actor.id,
      action: body.action,
      entity: 'event',
      entityId: eventId,
      before: {
        eventStatusId: e.eventStatusId,
        startsAt: e.startsAt.toISOString(),
        startTime: e.startTime,
      },
      after: {
        ...change,
        ...(change.startsAt instanceof Date ? { startsAt: change.startsAt.toISOString() } : {}),
      },
    });
  });

  const savers = await db
    .select({ mobile: members.mobile })
    .from(favourites)
    .innerJoin(members, eq(members.id, favourites.memberId))
    .where(
      and(
        eq(favourites.eventId, eventId),
        eq(members.mobileVerified, true),
        eq(members.active, true),
        ne(members.mobile, ''),
      ),
    );
  let texted = 0;
  for (const saver of savers) {
    if (!saver.mobile) continue;
    try {
      await sms.send(saver.mobile, text);
      texted++;
    } catch (error) {
      logger?.warn({ eventId, error: (error as Error).message }, 'night change SMS not sent');
    }
  }
  return { schedule: await scheduleOf(db, e.venueId, now), texted };
}

function minutesBetween(from: string, to: string) {
  const minutes = (time: string) => {
    const [h = 0, m = 0] = time.split(':').map(Number);
    return h * 60 + m;
  };
  return minutes(to) - minutes(from);
}
