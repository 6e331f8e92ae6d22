import { aliasedTable, and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Ticket } from '../../shared/contract/profile';
import type {
  ChangeResult,
  Flight,
  PendingChange,
  SwapFlightBody,
  TransferTicketBody,
  VoucherEvent,
} from '../../shared/contract/tickets';
import { utcOffsetMinutes } from '../../shared/event-dates';
import { timeZoneOf } from '../../shared/states';
import { flightLabel } from '../../shared/ticket-rules';
import type { Db } from '../db/client';
import { events, members, results, venues, voucherChangeRequests, vouchers } from '../db/schema';
import { badRequest, HttpError, notFound } from '../errors';
import { eventRegistrationOpen } from './event-registration-open';
import { withLockedMembers } from './ptc-ledger';
import { newRedeemCode } from './purchase-states';
import { recordStaffChange } from './staff-audit';

export const REQUEST_TYPE = { swap: 1, transfer: 2 } as const;
export const REQUEST_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;

type VoucherRow = typeof vouchers.$inferSelect;
type EventRow = typeof events.$inferSelect;
type VenueRow = typeof venues.$inferSelect;

/** Section 3's eventPrizeId, to select beside a voucher: the holder's result in the satellite that won it. */
export const satellitePrizeId = () =>
  sql<number | null>`(select r.id from ${results} r
    where r.event_id = ${vouchers.satelliteEventId} and r.member_id = ${vouchers.memberId}
    order by r.place limit 1)`.mapWith(Number);

export function ticketOf(
  voucher: VoucherRow,
  event: EventRow | null,
  venue: VenueRow | null,
  pendingChange: boolean,
  /** The holder's result in the satellite that won this voucher (satellitePrizeId), when there is one. */
  prizeId: number | null,
): Ticket {
  return {
    voucherGuid: voucher.guid,
    gameMembershipGuid: voucher.gameMembershipGuid,
    redeemCode: voucher.redeemCode,
    majorEventId: null,
    majorEventName: voucher.majorEventName,
    allowSwap: voucher.allowSwap,
    allowTransfer: voucher.allowTransfer,
    autoVoucherTransfer: voucher.autoVoucherTransfer,
    pendingChange,
    eventTicket:
      event && venue
        ? {
            id: event.id,
            selfRegistrationEnabled: voucher.selfRegistrationEnabled,
            dateTime: event.startsAt.toISOString(),
            startTime: event.startTime,
            rego: event.rego,
            lateRego: event.lateRego,
            description: event.title,
            eventStartTimeOffset: utcOffsetMinutes(event.startsAt, timeZoneOf(venue.stateId)),
            venue: { id: venue.id, name: venue.name, friendlyUrlSlug: venue.slug },
            gameMembershipGuid: voucher.gameMembershipGuid,
            eventPrizeId: prizeId,
            satelliteEventId: voucher.satelliteEventId,
          }
        : null,
  };
}

/** The ids of these vouchers that have a transfer waiting for staff. */
export async function pendingVoucherIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: voucherChangeRequests.voucherId })
    .from(voucherChangeRequests)
    .where(
      and(
        inArray(voucherChangeRequests.voucherId, [...ids]),
        eq(voucherChangeRequests.requestStatus, REQUEST_STATUS.pending),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export type HeldBy = { kind: 'ticket'; guid: string } | { kind: 'voucher'; guid: string };

export const heldByOf = (body: { gameMembershipGuid?: string; voucherGuid?: string }): HeldBy =>
  body.gameMembershipGuid
    ? { kind: 'ticket', guid: body.gameMembershipGuid }
    : { kind: 'voucher', guid: body.voucherGuid ?? '' };

const notHeld = (which: HeldBy) =>
  notFound(which.kind === 'ticket' ? 'Ticket not found.' : 'Voucher not found.');

/** One of the member's own unused tickets or vouchers; anyone else's is simply not found. */
async function heldVoucher(db: Db, memberId: number, which: HeldBy) {
  const [row] = await db
    .select({ voucher: vouchers, event: events, venue: venues, prizeId: satellitePrizeId() })
    .from(vouchers)
    .leftJoin(events, eq(events.id, vouchers.eventId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(
      and(
        which.kind === 'ticket' ? eq(vouchers.gameMembershipGuid, which.guid) : eq(vouchers.guid, which.guid),
        eq(vouchers.memberId, memberId),
        isNull(vouchers.consumedAt),
      ),
    );
  if (!row) throw notHeld(which);
  return row;
}

export async function ticketDetail(db: Db, memberId: number, which: HeldBy): Promise<Ticket> {
  const { voucher, event, venue, prizeId } = await heldVoucher(db, memberId, which);
  const pending = await pendingVoucherIds(db, [voucher.id]);
  return ticketOf(voucher, event, venue, pending.has(voucher.id), prizeId);
}

const flightOf = (event: EventRow, venue: VenueRow): Flight => ({
  id: event.id,
  title: event.title,
  description: event.description,
  dateTime: event.startsAt.toISOString(),
  startTime: event.startTime,
  buyInAmount: event.buyInAmount,
  venue: { id: venue.id, name: venue.name, friendlyUrlSlug: venue.slug },
});

const MAX_FLIGHTS = 20;
const DAY_MS = 86_400_000;

/**
 * The other flights of the event's series whose registration is open, soonest first. A series is one
 * game's weekly occurrences (its scoreboard), or without one the same title and kind at the same venue.
 */
export async function openFlights(db: Db, current: EventRow, now: Date): Promise<Flight[]> {
  const rows = await db
    .select({ event: events, venue: venues })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(
      and(
        current.gameScoreboardId !== null
          ? eq(events.gameScoreboardId, current.gameScoreboardId)
          : and(
              eq(events.venueId, current.venueId),
              eq(events.title, current.title),
              eq(events.typeId, current.typeId),
            ),
        ne(events.id, current.id),
        eq(events.eventStatusId, 1),
        gt(events.startsAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(MAX_FLIGHTS * 2);
  return rows
    .filter(({ event }) => eventRegistrationOpen(event, now))
    .slice(0, MAX_FLIGHTS)
    .map(({ event, venue }) => flightOf(event, venue));
}

export async function swappableEvents(db: Db, eventId: number, now: Date): Promise<Flight[]> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) throw notFound('Event not found.');
  return openFlights(db, event, now);
}

/** A voucher's events: its own flight first, then the others it may move to. */
export async function voucherEvents(db: Db, memberId: number, voucherGuid: string, now: Date) {
  const { event, venue } = await heldVoucher(db, memberId, { kind: 'voucher', guid: voucherGuid });
  if (!event || !venue) return [];
  const others = await openFlights(db, event, now);
  return [flightOf(event, venue), ...others].map((flight): VoucherEvent => ({ event: flight }));
}

/** Locks the voucher row and checks it is still the member's and has nothing pending. */
async function lockHeld(tx: Db, voucherId: number, memberId: number, which: HeldBy) {
  const [locked] = await tx
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.id, voucherId), eq(vouchers.memberId, memberId), isNull(vouchers.consumedAt)))
    .for('update');
  if (!locked) throw notHeld(which);
  const pending = await pendingVoucherIds(tx, [voucherId]);
  if (pending.has(voucherId))
    throw new HttpError(409, `A transfer of this ${which.kind} is waiting for approval.`);
  return locked;
}

/** Moves a held ticket or voucher to another open flight of the same series, at once. */
export async function swapFlight(
  db: Db,
  member: { id: number },
  body: SwapFlightBody,
  now: Date,
): Promise<ChangeResult> {
  const which = heldByOf(body);
  const { voucher, event } = await heldVoucher(db, member.id, which);
  if (!voucher.allowSwap) throw badRequest(`This ${which.kind} cannot be swapped.`);
  if (!event) throw badRequest(`This ${which.kind} is not for an event yet.`);
  if (body.newEventId === event.id) throw badRequest(`The ${which.kind} is already for this flight.`);
  const target = (await openFlights(db, event, now)).find((flight) => flight.id === body.newEventId);
  if (!target) throw badRequest('You can only swap to another open flight of the same event.');
  return withLockedMembers(db, [member.id], async (tx) => {
    const locked = await lockHeld(tx, voucher.id, member.id, which);
    if (locked.eventId !== event.id) throw new HttpError(409, `The ${which.kind} was changed meanwhile.`);
    await tx
      .update(vouchers)
      .set({ eventId: target.id })
      .where(and(eq(vouchers.id, voucher.id), eq(vouchers.memberId, member.id)));
    await tx.insert(voucherChangeRequests).values({
      memberId: member.id,
      voucherId: voucher.id,
      requestType: REQUEST_TYPE.swap,
      requestStatus: REQUEST_STATUS.approved,
      currentEventId: event.id,
      requestEventId: target.id,
      currentPlayerId: member.id,
      requestDate: now,
      respondDate: now,
      respondName: 'Automatic swap',
    });
    return {
      success: true,
      status: 'approved' as const,
      message: `The request of swapping ${which.kind} to another flight: ${flightLabel(target)} has been submitted.`,
    };
  });
}

/** Hands the voucher to another member: a new redeem code, so the old one no longer registers. */
async function moveVoucher(tx: Db, voucherId: number, fromId: number, toId: number) {
  await tx
    .update(vouchers)
    .set({ memberId: toId, redeemCode: newRedeemCode() })
    .where(and(eq(vouchers.id, voucherId), eq(vouchers.memberId, fromId)));
}

/**
 * Gives a held ticket or voucher to another member: at once when its event transfers automatically, else as
 * a Pending request that staff approve or reject (the ticket stays with the member meanwhile).
 */
export async function transferTicket(
  db: Db,
  member: { id: number; membershipId: number },
  body: TransferTicketBody,
  now: Date,
): Promise<ChangeResult> {
  const which = heldByOf(body);
  const { voucher, event } = await heldVoucher(db, member.id, which);
  if (!voucher.allowTransfer) throw badRequest(`This ${which.kind} cannot be transferred.`);
  if (body.toMembershipId === member.membershipId)
    throw badRequest(`You cannot transfer a ${which.kind} to yourself.`);
  const [receiver] = await db
    .select({
      id: members.id,
      active: members.active,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(members)
    .where(eq(members.membershipId, body.toMembershipId));
  if (!receiver?.active)
    throw badRequest(`No active member has the membership number ${body.toMembershipId}.`);
  const receiverName = `${receiver.firstName} ${receiver.lastName}`;
  return withLockedMembers(db, [member.id, receiver.id], async (tx) => {
    const locked = await lockHeld(tx, voucher.id, member.id, which);
    const automatic = locked.autoVoucherTransfer;
    if (automatic) await moveVoucher(tx, voucher.id, member.id, receiver.id);
    await tx.insert(voucherChangeRequests).values({
      memberId: member.id,
      voucherId: voucher.id,
      requestType: REQUEST_TYPE.transfer,
      requestStatus: automatic ? REQUEST_STATUS.approved : REQUEST_STATUS.pending,
      currentEventId: event?.id ?? null,
      currentPlayerId: member.id,
      requestPlayerId: receiver.id,
      requestDate: now,
      ...(automatic ? { respondDate: now, respondName: 'Automatic transfer' } : {}),
    });
    return automatic
      ? {
          success: true,
          status: 'approved' as const,
          message: `The ${which.kind} was transferred to ${receiverName} (${body.toMembershipId}).`,
        }
      : {
          success: true,
          status: 'pending' as const,
          message: `Your request to transfer the ${which.kind} to ${receiverName} (${body.toMembershipId}) is waiting for approval (up to 1 business day).`,
        };
  });
}

const fullName = (m: { firstName: string | null; lastName: string | null } | null) =>
  m?.firstName ? `${m.firstName} ${m.lastName ?? ''}`.trim() : null;

/** Staff: the transfers waiting for approval, oldest first. */
export async function pendingChanges(db: Db): Promise<PendingChange[]> {
  const requester = aliasedTable(members, 'requester');
  const receiver = aliasedTable(members, 'receiver');
  const current = aliasedTable(events, 'current_event');
  const requested = aliasedTable(events, 'request_event');
  const rows = await db
    .select({
      id: voucherChangeRequests.id,
      requestType: voucherChangeRequests.requestType,
      requestDate: voucherChangeRequests.requestDate,
      memberFirst: requester.firstName,
      memberLast: requester.lastName,
      receiverFirst: receiver.firstName,
      receiverLast: receiver.lastName,
      currentEvent: current.title,
      requestEvent: requested.title,
    })
    .from(voucherChangeRequests)
    .leftJoin(requester, eq(requester.id, voucherChangeRequests.memberId))
    .leftJoin(receiver, eq(receiver.id, voucherChangeRequests.requestPlayerId))
    .leftJoin(current, eq(current.id, voucherChangeRequests.currentEventId))
    .leftJoin(requested, eq(requested.id, voucherChangeRequests.requestEventId))
    .where(eq(voucherChangeRequests.requestStatus, REQUEST_STATUS.pending))
    .orderBy(asc(voucherChangeRequests.requestDate), asc(voucherChangeRequests.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    requestType: row.requestType,
    requestDate: row.requestDate.toISOString(),
    member: fullName({ firstName: row.memberFirst, lastName: row.memberLast }) ?? '',
    requestPlayer: fullName({ firstName: row.receiverFirst, lastName: row.receiverLast }),
    currentEvent: row.currentEvent,
    requestEvent: row.requestEvent,
  }));
}

/**
 * Staff answer a pending request. An approved transfer moves the ticket (if the requester still holds it;
 * otherwise the request is refused); a rejected one leaves it where it is.
 */
export async function respondChange(
  db: Db,
  staff: { id: number; firstName: string; lastName: string },
  body: { id: number; approve: boolean; reason?: string },
  now: Date,
) {
  const [asked] = await db
    .select({ memberId: voucherChangeRequests.memberId, playerId: voucherChangeRequests.requestPlayerId })
    .from(voucherChangeRequests)
    .where(eq(voucherChangeRequests.id, body.id));
  if (!asked) throw notFound('Change request not found.');
  const people = asked.playerId === null ? [asked.memberId] : [asked.memberId, asked.playerId];
  return withLockedMembers(db, people, async (tx) => {
    const [request] = await tx
      .select()
      .from(voucherChangeRequests)
      .where(eq(voucherChangeRequests.id, body.id))
      .for('update');
    if (!request) throw notFound('Change request not found.');
    if (request.requestStatus !== REQUEST_STATUS.pending)
      throw new HttpError(409, 'This request has already been answered.');
    const respond = async (status: number, reason: string) => {
      await recordStaffChange(
        tx,
        {
          actorId: staff.id,
          action: status === REQUEST_STATUS.approved ? 'changeRequest.approve' : 'changeRequest.reject',
          entity: 'changeRequest',
          entityId: request.id,
          before: { requestStatus: request.requestStatus },
          after: { requestStatus: status, respondReason: reason },
        },
        now,
      );
      await tx
        .update(voucherChangeRequests)
        .set({
          requestStatus: status,
          respondDate: now,
          respondName: `${staff.firstName} ${staff.lastName}`,
          respondReason: reason,
        })
        .where(
          and(
            eq(voucherChangeRequests.id, request.id),
            eq(voucherChangeRequests.requestStatus, REQUEST_STATUS.pending),
          ),
        );
    };
    if (!body.approve) {
      await respond(REQUEST_STATUS.rejected, body.reason || 'Rejected by staff');
      return { success: true, message: 'The request was rejected.' };
    }
    if (request.voucherId === null || request.requestPlayerId === null)
      throw badRequest('This request cannot be approved here: it names no ticket or player.');
    const [held] = await tx
      .select({ id: vouchers.id })
      .from(vouchers)
      .where(
        and(
          eq(vouchers.id, request.voucherId),
          eq(vouchers.memberId, request.memberId),
          isNull(vouchers.consumedAt),
        ),
      )
      .for('update');
    if (!held) {
      await respond(REQUEST_STATUS.rejected, 'The ticket is no longer held by the member.');
      return { success: false, message: 'The member no longer holds this ticket; the request was rejected.' };
    }
    if (request.requestType === REQUEST_TYPE.transfer)
      await moveVoucher(tx, held.id, request.memberId, request.requestPlayerId);
    await respond(REQUEST_STATUS.approved, body.reason || 'Approved by staff');
    return { success: true, message: 'The request was approved.' };
  });
}
