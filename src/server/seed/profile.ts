import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { EVENT_TYPE } from '../../shared/event-types';
import type { Db } from '../db/client';
import {
  events,
  members,
  TICKET_ORIGIN,
  VOUCHER_SOURCE,
  voucherChangeRequests,
  vouchers,
} from '../db/schema';

/**
 * Photos from the demo members' own games (the gallery seed photographs only some events), so their
 * profiles' galleries and the dashboard's first four photos have something to show.
 */
export async function seedDemoPhotos(db: Db) {
  await db.execute(sql`
    insert into photos (venue_id, event_id, season_id, state_id, region_id, large_url, medium_url, caption, featured, taken_at)
    select e.venue_id, e.id, e.season_id, e.state_id, e.region_id,
      '/media/photos/photo-' || lpad((1 + (e.id + k) % 12)::text, 2, '0') || '.svg',
      '/media/photos/photo-' || lpad((1 + (e.id + k) % 12)::text, 2, '0') || '.svg',
      e.title || ' - ' || e.game_type, false, e.starts_at + make_interval(hours => 1 + k)
    from (
      select distinct on (r.member_id, r.event_id) r.event_id,
        row_number() over (partition by r.member_id order by r.event_id desc) as n
      from results r join members m on m.id = r.member_id
      where m.email in ('member@example.com', 'rival@example.com')
    ) mine
    join events e on e.id = mine.event_id
    cross join generate_series(0, 1) as k
    where mine.n <= 4`);
}

const DAY_MS = 86_400_000;
const guid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * The demo members' vouchers: one of every source type received, one of every consumed type, and swap and
 * transfer requests pending, approved and rejected, so Voucher History shows each kind of item.
 */
export async function seedDemoVouchers(db: Db, now: Date) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const demos = await db
    .select({ id: members.id, email: members.email })
    .from(members)
    .where(inArray(members.email, ['member@example.com', 'rival@example.com']));
  const member = demos.find((d) => d.email === 'member@example.com')?.id;
  const rival = demos.find((d) => d.email === 'rival@example.com')?.id;
  if (!member || !rival) throw new Error('the demo members are missing');
  const picked = await db
    .select({ id: events.id, typeId: events.typeId })
    .from(events)
    .where(inArray(events.typeId, [EVENT_TYPE.satellite, 2]))
    .orderBy(asc(events.id))
    .limit(40);
  const satellite = picked.find((e) => e.typeId === EVENT_TYPE.satellite)?.id ?? null;
  const [first, second] = picked.filter((e) => e.typeId !== EVENT_TYPE.satellite).map((e) => e.id);
  const upcoming = await db
    .select({ id: events.id })
    .from(events)
    .where(and(gt(events.startsAt, now), eq(events.eventStatusId, 1)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(4);
  const ticket = (i: number) => upcoming[i % Math.max(1, upcoming.length)]?.id ?? null;
  await db.insert(vouchers).values([
    {
      guid: guid(1),
      memberId: member,
      eventId: ticket(0),
      majorEventName: 'State Championships',
      redeemCode: 'K7Q2M9',
      allowSwap: true,
      allowTransfer: true,
      selfRegistrationEnabled: true,
      sourceType: VOUCHER_SOURCE.satelliteReward,
      satelliteEventId: satellite,
      gameMembershipGuid: guid(101),
      ticketOrigin: TICKET_ORIGIN.satelliteEntry,
      createdAt: ago(40),
    },
    {
      guid: guid(2),
      memberId: member,
      eventId: ticket(1),
      majorEventName: 'APL Million',
      redeemCode: 'P3X8D1',
      allowSwap: true,
      sourceType: VOUCHER_SOURCE.converted,
      createdAt: ago(35),
    },
    {
      guid: guid(3),
      memberId: member,
      eventId: ticket(2),
      majorEventName: 'Grand Final',
      allowTransfer: true,
      autoVoucherTransfer: false,
      sourceType: VOUCHER_SOURCE.manualAllocated,
      createdAt: ago(30),
    },
    {
      guid: guid(4),
      memberId: member,
      eventId: ticket(3),
      majorEventName: 'APL Million',
      redeemCode: 'B5N4T6',
      selfRegistrationEnabled: true,
      sourceType: VOUCHER_SOURCE.purchaseOnline,
      shopOrderId: 'APL-10421',
      gameMembershipGuid: guid(104),
      ticketOrigin: TICKET_ORIGIN.ptcRedeemed,
      createdAt: ago(25),
    },
    {
      guid: guid(5),
      memberId: member,
      sourceType: VOUCHER_SOURCE.satelliteReward,
      satelliteEventId: satellite,
      createdAt: ago(90),
      consumedType: 'Redeemed',
      consumedAt: ago(80),
      redeemedBy: 'Self-registration terminal',
    },
    {
      guid: guid(6),
      memberId: member,
      sourceType: VOUCHER_SOURCE.manualAllocated,
      createdAt: ago(120),
      consumedType: 'Converted to PTC',
      consumedAt: ago(100),
      redeemedBy: 'Mia Callaghan',
    },
    {
      guid: guid(7),
      memberId: member,
      sourceType: VOUCHER_SOURCE.manualAllocated,
      createdAt: ago(150),
      consumedType: 'Revoked',
      consumedAt: ago(140),
      revokedReason: 'Allocated twice by mistake',
      redeemedBy: 'League office',
    },
    {
      guid: guid(8),
      memberId: member,
      sourceType: VOUCHER_SOURCE.purchaseOnline,
      shopOrderId: 'APL-09977',
      createdAt: ago(170),
      consumedType: 'Refunded',
      consumedAt: ago(160),
      redeemedBy: 'League office',
    },
    {
      guid: guid(9),
      memberId: rival,
      sourceType: VOUCHER_SOURCE.purchaseOnline,
      shopOrderId: 'APL-11002',
      createdAt: ago(12),
    },
  ]);
  await db.insert(voucherChangeRequests).values([
    {
      memberId: member,
      requestType: 1,
      requestStatus: 1,
      currentEventId: first ?? null,
      requestEventId: second ?? null,
      requestDate: ago(2),
    },
    {
      memberId: member,
      requestType: 2,
      requestStatus: 2,
      currentEventId: first ?? null,
      currentPlayerId: member,
      requestPlayerId: rival,
      requestDate: ago(20),
      respondDate: ago(19),
      respondName: 'League office',
      respondReason: 'Automatic transfer',
    },
    {
      memberId: member,
      requestType: 1,
      requestStatus: 3,
      currentEventId: second ?? null,
      requestEventId: first ?? null,
      requestDate: ago(60),
      respondDate: ago(58),
      respondName: 'League office',
      respondReason: 'The requested flight is full',
    },
    {
      memberId: rival,
      requestType: 1,
      requestStatus: 1,
      currentEventId: first ?? null,
      requestEventId: second ?? null,
      requestDate: ago(3),
    },
  ]);
}
