import { and, asc, eq, isNull } from 'drizzle-orm';
import { EVENT_STATUS, EVENT_TYPE } from '../../shared/event-types';
import { SETUP_MODE, SUB_MAJOR_EVENT_TYPE } from '../../shared/major-event-rules';
import { formatDollars } from '../../shared/money';
import { RAISE_ROOM_SLUG } from '../../shared/site';
import { timeZoneOf } from '../../shared/states';
import type { Db } from '../db/client';
import {
  events,
  majorEvents,
  members,
  photoPlayers,
  photos,
  results,
  subMajorEvents,
  venues,
} from '../db/schema';

const DAY_MS = 86_400_000;
const CHIP_SURVIVOR_SHARE = 0.4;

interface Day {
  name: string;
  typeId: number;
  /** Days from now; negative days are played (closed, with results). */
  inDays: number;
  buyIn: number;
  guarantee: number;
  ptcRedeemable?: boolean;
  entrants?: number;
}

interface Plan {
  urlName: string;
  name: string;
  series: string;
  aplpt: boolean;
  state: number | null;
  logo: string;
  banner: string;
  address: string;
  feature: boolean;
  setupModeId: number;
  buyTicketUrl?: string;
  linkedTo?: string;
  days: Day[];
  /** For an event whose schedule is not out yet (no days): its dates, in days from now. */
  dates?: { from: number; to: number };
}

const Q = SUB_MAJOR_EVENT_TYPE.qualifier;
const M = SUB_MAJOR_EVENT_TYPE.master;
const OTHER = 3;
const MILLION_ADDRESS = 'Crown Melbourne, 8 Whiteman St, Southbank VIC 3006';

const upcoming: Plan[] = [
  // Announced, its schedule not out yet: its card shows 'TBA'.
  {
    urlName: 'aplpt-sydney',
    name: 'APL Poker Tour Sydney',
    series: 'aplpt-sydney',
    aplpt: true,
    state: null,
    logo: 'aplpt',
    banner: 'aplpt-melbourne',
    address: 'The Star, 80 Pyrmont St, Pyrmont NSW 2009',
    feature: false,
    setupModeId: SETUP_MODE.subEvents,
    days: [],
    dates: { from: 90, to: 93 },
  },
  {
    urlName: 'apl-million-2025',
    name: 'The APL Million',
    series: 'apl-million',
    aplpt: true,
    state: null,
    logo: 'apl-million',
    banner: 'apl-million',
    address: MILLION_ADDRESS,
    feature: true,
    setupModeId: SETUP_MODE.subEvents,
    buyTicketUrl: 'https://tickets.apl.example.com/apl-million-2025',
    days: [
      { name: 'Day 1A', typeId: Q, inDays: -3, buyIn: 1100, guarantee: 0, entrants: 36 },
      { name: 'Day 1B', typeId: Q, inDays: 44, buyIn: 1100, guarantee: 0, ptcRedeemable: true },
      { name: 'Day 1C', typeId: Q, inDays: 45, buyIn: 1100, guarantee: 0, ptcRedeemable: true },
      { name: 'Day 2 Final', typeId: M, inDays: 47, buyIn: 0, guarantee: 1_000_000 },
      {
        name: 'Million Side Event',
        typeId: OTHER,
        inDays: 46,
        buyIn: 330,
        guarantee: 50_000,
        ptcRedeemable: true,
      },
    ],
  },
  {
    urlName: 'vic-state-championship',
    name: 'VIC State Championship',
    series: 'vic-state-championship',
    aplpt: false,
    state: 1,
    logo: 'state-championships',
    banner: 'state-championships',
    address: 'The Raise Room Southbank, Southbank VIC 3006',
    feature: true,
    setupModeId: SETUP_MODE.single,
    days: [{ name: 'Main Event', typeId: OTHER, inDays: 21, buyIn: 0, guarantee: 20_000 }],
  },
  {
    urlName: 'aplpt-melbourne',
    name: 'APL Poker Tour Melbourne',
    series: 'aplpt-melbourne',
    aplpt: true,
    state: 1,
    logo: 'aplpt',
    banner: 'aplpt-melbourne',
    address: 'Crown Melbourne, Southbank VIC 3006',
    feature: false,
    setupModeId: SETUP_MODE.subEvents,
    linkedTo: 'apl-million-2025',
    days: [
      { name: 'Day 1A', typeId: Q, inDays: 30, buyIn: 550, guarantee: 0, ptcRedeemable: true },
      { name: 'Day 1B', typeId: Q, inDays: 31, buyIn: 550, guarantee: 0, ptcRedeemable: true },
      { name: 'Day 2', typeId: M, inDays: 33, buyIn: 0, guarantee: 200_000 },
    ],
  },
  {
    urlName: 'nsw-grand-final',
    name: 'NSW Grand Final',
    series: 'nsw-grand-final',
    aplpt: false,
    state: 2,
    logo: 'grand-final',
    banner: 'grand-final',
    address: 'Star Sydney, 80 Pyrmont St, Pyrmont NSW 2009',
    feature: true,
    setupModeId: SETUP_MODE.subEvents,
    days: [
      { name: 'Day 1', typeId: Q, inDays: 14, buyIn: 0, guarantee: 0 },
      { name: 'Final Day', typeId: M, inDays: 15, buyIn: 0, guarantee: 25_000 },
    ],
  },
  {
    urlName: 'apl-100k-invitational',
    name: 'APL $100K Invitational',
    series: 'apl-100k-invitational',
    aplpt: false,
    state: null,
    logo: 'apl-million',
    banner: 'state-championships',
    address: MILLION_ADDRESS,
    feature: false,
    setupModeId: SETUP_MODE.single,
    days: [{ name: 'Invitational', typeId: OTHER, inDays: 60, buyIn: 0, guarantee: 100_000 }],
  },
];

function edition(urlName: string): Plan {
  const plan = upcoming.find((p) => p.urlName === urlName);
  if (!plan) throw new Error(`No upcoming major event ${urlName}`);
  return plan;
}

/**
 * Last year's editions: played, with results and photos, for the hall of fame and recent winners. Their names
 * and addresses take the year (and month) they were played in (`edited`), which follows the seed's clock.
 */
const past: Plan[] = [
  {
    ...edition('apl-million-2025'),
    name: 'The APL Million',
    buyTicketUrl: undefined,
    feature: false,
    days: [
      { name: 'Day 1A', typeId: Q, inDays: -340, buyIn: 1100, guarantee: 0, entrants: 40 },
      { name: 'Day 1B', typeId: Q, inDays: -339, buyIn: 1100, guarantee: 0, entrants: 38 },
      { name: 'Day 2 Final', typeId: M, inDays: -337, buyIn: 0, guarantee: 1_000_000, entrants: 30 },
      { name: 'High Roller', typeId: OTHER, inDays: -338, buyIn: 2200, guarantee: 0, entrants: 18 },
    ],
  },
  {
    ...edition('vic-state-championship'),
    name: 'VIC State Championship',
    feature: false,
    days: [{ name: 'Main Event', typeId: OTHER, inDays: -300, buyIn: 0, guarantee: 20_000, entrants: 60 }],
  },
  {
    ...edition('nsw-grand-final'),
    name: 'NSW Grand Final',
    feature: false,
    days: [
      { name: 'Day 1', typeId: Q, inDays: -320, buyIn: 0, guarantee: 0, entrants: 48 },
      { name: 'Final Day', typeId: M, inDays: -319, buyIn: 0, guarantee: 25_000, entrants: 20 },
    ],
  },
  {
    ...edition('apl-100k-invitational'),
    name: 'APL $100K Invitational',
    days: [{ name: 'Invitational', typeId: OTHER, inDays: -280, buyIn: 0, guarantee: 100_000, entrants: 24 }],
  },
];

const QUALIFICATION = `<p>Win a seat at any satellite marked for this event: the top finishers of each satellite qualify.</p>
<ul><li>Satellites run every week at venues across the country: look for the Satellite tag in Find Game.</li>
<li>Qualifiers can also buy in directly, with PTC or by card, where the schedule shows Purchase Ticket.</li>
<li>Day 1 survivors bag their chips; the Day 2 chip stack list shows where everyone stands.</li></ul>`;

const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);

async function venueFor(db: Db, stateId: number | null) {
  const [raiseRoom] = await db.select().from(venues).where(eq(venues.slug, RAISE_ROOM_SLUG));
  if ((stateId ?? 1) === 1 && raiseRoom) return raiseRoom;
  const [first] = await db
    .select()
    .from(venues)
    .where(eq(venues.stateId, stateId ?? 1))
    .orderBy(asc(venues.id))
    .limit(1);
  if (!first) throw new Error(`The seed has no venue in state ${stateId}`);
  return first;
}

/** Noon on a day from now, in the venue's state. */
function startOf(now: Date, inDays: number, stateId: number) {
  const midday = new Date(`${isoDay(new Date(now.getTime() + inDays * DAY_MS))}T02:00:00Z`);
  const startTime = new Intl.DateTimeFormat('en-GB', {
    timeZone: timeZoneOf(stateId),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(midday);
  return { startsAt: midday, startTime };
}

async function insertDay(db: Db, plan: Plan, day: Day, now: Date, seasonHint: number) {
  const venue = await venueFor(db, plan.state);
  const { startsAt, startTime } = startOf(now, day.inDays, venue.stateId);
  const played = startsAt < now;
  const [event] = await db
    .insert(events)
    .values({
      venueId: venue.id,
      title: `${plan.name} ${day.name}`,
      description: `${plan.name}: ${day.name}`,
      typeId: plan.aplpt ? EVENT_TYPE.aplpt : EVENT_TYPE.special,
      gameType: plan.aplpt ? 'APL PT' : 'Special Event',
      brandName: venue.brandName,
      isSpecialEvent: !plan.aplpt,
      eventStatusId: played ? EVENT_STATUS.closed : EVENT_STATUS.active,
      startsAt,
      startTime,
      rego: startTime,
      buyInAmount: day.buyIn,
      buyInDescription: day.buyIn === 0 ? 'Qualifiers only' : null,
      takeHomeAmount: day.guarantee,
      takeHomeAmountDescription: day.guarantee > 0 ? `${formatDollars(day.guarantee)} Guaranteed` : null,
      totalPtCredit: day.buyIn > 0 ? Math.round(day.buyIn / 10) : 0,
      ptcRedeemable: day.ptcRedeemable ?? false,
      creditCardRedeemable: day.ptcRedeemable ?? false,
      startingStack: day.typeId === M ? null : 30_000,
      stateId: venue.stateId,
      regionId: venue.regionId,
      lat: venue.lat,
      lng: venue.lng,
    })
    .returning({ id: events.id });
  if (!event) throw new Error('insert returned no event');
  if (played && day.entrants) await insertResults(db, event.id, venue.stateId, day, seasonHint);
  return event.id;
}

/** Finishing order from the state's members; day 1 flights bag chips for their survivors instead of cash. */
async function insertResults(db: Db, eventId: number, stateId: number, day: Day, offset: number) {
  const field = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.stateId, stateId))
    .orderBy(asc(members.id))
    .limit(day.entrants ?? 0)
    .offset(offset * 7);
  const entrants = field.length;
  const pool = Math.max(day.guarantee, day.buyIn * entrants);
  const paid = [0.4, 0.25, 0.15, 0.1, 0.06, 0.04];
  const survivors = Math.ceil(entrants * CHIP_SURVIVOR_SHARE);
  if (!entrants) return;
  await db.insert(results).values(
    field.map((member, i) => {
      const place = i + 1;
      const flight = day.typeId === Q;
      return {
        eventId,
        memberId: member.id,
        place,
        points: (entrants - place + 1) * 10,
        cash: flight ? 0 : Math.round(pool * (paid[i] ?? 0)),
        ptc: 0,
        chipStack: flight && place <= survivors ? Math.round(240_000 / place ** 0.6 / 100) * 100 : null,
      };
    }),
  );
}

async function insertPlan(db: Db, plan: Plan, now: Date, index: number) {
  const dayIds: number[] = [];
  for (const day of plan.days) dayIds.push(await insertDay(db, plan, day, now, index));
  const offsets = plan.dates ? [plan.dates.from, plan.dates.to] : plan.days.map((d) => d.inDays);
  const first = new Date(now.getTime() + Math.min(...offsets) * DAY_MS);
  const last = new Date(now.getTime() + Math.max(...offsets) * DAY_MS);
  const [major] = await db
    .insert(majorEvents)
    .values({
      name: plan.name,
      urlName: plan.urlName,
      aplpt: plan.aplpt,
      stateId: plan.state,
      logoUrl: `/media/logos/${plan.logo}.svg`,
      bannerUrl: `/media/banners/${plan.banner}.svg`,
      description: `<p>${plan.name}: the league's biggest stage. Qualify at your local venue through the weekly satellites, or buy in directly.</p>`,
      venueAddress: plan.address,
      startsOn: isoDay(first),
      endsOn: isoDay(last),
      featureEvent: plan.feature,
      series: plan.series,
      buyTicketUrl: plan.buyTicketUrl ?? null,
      qualificationProcess: plan.setupModeId === SETUP_MODE.subEvents ? QUALIFICATION : null,
      setupModeId: plan.setupModeId,
      eventId: plan.setupModeId === SETUP_MODE.single ? (dayIds[0] ?? null) : null,
    })
    .returning({ id: majorEvents.id });
  if (!major) throw new Error('insert returned no major event');
  if (plan.days.length)
    await db.insert(subMajorEvents).values(
      plan.days.map((day, i) => ({
        majorEventId: major.id,
        eventId: dayIds[i] as number,
        name: day.name,
        typeId: day.typeId,
        eventNumber: i + 1,
      })),
    );
  return { id: major.id, dayIds };
}

/** Photos of the played major event days, each with its top three players tagged. */
async function insertHallOfFamePhotos(db: Db, eventIds: number[]) {
  const scenes = ['final-table', 'trophy-presentation', 'big-stack', 'day-two'];
  for (const [i, eventId] of eventIds.entries()) {
    const [event] = await db.select().from(events).where(eq(events.id, eventId));
    if (!event) continue;
    const top = await db
      .select({ memberId: results.memberId })
      .from(results)
      .where(eq(results.eventId, eventId))
      .orderBy(asc(results.place))
      .limit(3);
    if (!top.length) continue;
    const scene = scenes[i % scenes.length];
    const [photo] = await db
      .insert(photos)
      .values({
        venueId: event.venueId,
        eventId,
        seasonId: event.seasonId,
        stateId: event.stateId,
        regionId: event.regionId,
        largeUrl: `/media/news/${scene}.png`,
        mediumUrl: `/media/news/${scene}.png`,
        caption: event.title,
        takenAt: new Date(event.startsAt.getTime() + 6 * 3_600_000),
      })
      .returning({ id: photos.id });
    // A walk-in recorded by name only has no profile to tag.
    const tags = top.flatMap((t) =>
      t.memberId === null ? [] : [{ photoId: photo?.id ?? 0, memberId: t.memberId }],
    );
    if (photo && tags.length) await db.insert(photoPlayers).values(tags);
  }
}

/**
 * Major events and their days as real games; satellites feed them (their top places qualify), and last
 * year's played editions make the hall of fame and the recent winners.
 */
/** A past edition named for when it was played: 'The APL Million 2025', /major-events/apl-million-dec-2025. */
function edited(plan: Plan, now: Date): Plan {
  const first = new Date(now.getTime() + Math.min(...plan.days.map((d) => d.inDays)) * DAY_MS);
  const year = first.getUTCFullYear();
  const month = first.toLocaleString('en-AU', { month: 'short', timeZone: 'UTC' }).toLowerCase();
  return { ...plan, name: `${plan.name} ${year}`, urlName: `${plan.series}-${month}-${year}` };
}

export async function seedMajorEvents(db: Db, now: Date) {
  const ids = new Map<string, number>();
  const played: number[] = [];
  for (const [i, plan] of [...past.map((p) => edited(p, now)), ...upcoming].entries()) {
    const { id, dayIds } = await insertPlan(db, plan, now, i);
    ids.set(plan.urlName, id);
    plan.days.forEach((day, d) => {
      if (day.inDays < 0 && day.entrants) played.push(dayIds[d] as number);
    });
  }
  for (const plan of upcoming) {
    const linked = plan.linkedTo ? ids.get(plan.linkedTo) : undefined;
    const self = ids.get(plan.urlName);
    if (linked && self)
      await db.update(majorEvents).set({ linkedMajorEventId: linked }).where(eq(majorEvents.id, self));
  }
  const feed = async (majorUrl: string, places: number, where: ReturnType<typeof and>) => {
    const majorId = ids.get(majorUrl);
    if (majorId)
      await db
        .update(events)
        .set({ qualifiesForMajorEventId: majorId, qualifyingPlaces: places })
        .where(and(eq(events.typeId, EVENT_TYPE.satellite), where));
  };
  await feed('apl-million-2025', 2, eq(events.divisionName, 'APL Million Satellite'));
  await feed('vic-state-championship', 1, and(isNull(events.divisionName), eq(events.stateId, 1)));
  await feed('nsw-grand-final', 2, and(isNull(events.divisionName), eq(events.stateId, 2)));
  await insertHallOfFamePhotos(db, played);
}
