import { aliasedTable, and, desc, eq, isNotNull } from 'drizzle-orm';
import type {
  ChangeHistoryItem,
  ConsumeHistoryItem,
  ReceiveHistoryItem,
} from '../../shared/contract/voucher-history';
import type { Db } from '../db/client';
import { events, members, voucherChangeRequests, vouchers } from '../db/schema';
import { receiptsOfVouchers } from './purchase-receipts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const fullName = (m: { firstName: string; lastName: string } | null) =>
  m ? `${m.firstName} ${m.lastName}` : null;

export async function changeHistory(db: Db, memberId: number): Promise<ChangeHistoryItem[]> {
  const current = aliasedTable(events, 'current_event');
  const requested = aliasedTable(events, 'request_event');
  const currentPlayer = aliasedTable(members, 'current_player');
  const requestPlayer = aliasedTable(members, 'request_player');
  const rows = await db
    .select({
      request: voucherChangeRequests,
      currentEvent: current.title,
      requestEvent: requested.title,
      currentPlayer: { firstName: currentPlayer.firstName, lastName: currentPlayer.lastName },
      requestPlayer: { firstName: requestPlayer.firstName, lastName: requestPlayer.lastName },
    })
    .from(voucherChangeRequests)
    .leftJoin(current, eq(current.id, voucherChangeRequests.currentEventId))
    .leftJoin(requested, eq(requested.id, voucherChangeRequests.requestEventId))
    .leftJoin(currentPlayer, eq(currentPlayer.id, voucherChangeRequests.currentPlayerId))
    .leftJoin(requestPlayer, eq(requestPlayer.id, voucherChangeRequests.requestPlayerId))
    .where(eq(voucherChangeRequests.memberId, memberId))
    .orderBy(desc(voucherChangeRequests.requestDate), desc(voucherChangeRequests.id));
  return rows.map(({ request, ...row }) => ({
    id: request.id,
    requestDate: request.requestDate.toISOString(),
    requestType: request.requestType,
    requestStatus: request.requestStatus,
    requestEvent: row.requestEvent,
    currentEvent: row.currentEvent,
    currentPlayer: fullName(row.currentPlayer),
    requestPlayer: fullName(row.requestPlayer),
    respondDate: iso(request.respondDate),
    respondName: request.respondName,
    respondReason: request.respondReason,
  }));
}

export async function receiveHistory(db: Db, memberId: number): Promise<ReceiveHistoryItem[]> {
  const rows = await db
    .select({
      voucher: vouchers,
      satelliteEvent: events.title,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(vouchers)
    .innerJoin(members, eq(members.id, vouchers.memberId))
    .leftJoin(events, eq(events.id, vouchers.satelliteEventId))
    .where(eq(vouchers.memberId, memberId))
    .orderBy(desc(vouchers.createdAt), desc(vouchers.id));
  const receipts = await receiptsOfVouchers(
    db,
    memberId,
    rows.map(({ voucher }) => voucher.id),
  );
  return rows.map(({ voucher, ...row }) => ({
    guid: voucher.guid,
    createdDate: voucher.createdAt.toISOString(),
    voucherType: voucher.sourceType,
    satelliteEvent: row.satelliteEvent,
    shopOrderId: voucher.shopOrderId,
    firstName: row.firstName,
    lastName: row.lastName,
    receipt: receipts.get(voucher.id) ?? null,
  }));
}

export async function consumeHistory(db: Db, memberId: number): Promise<ConsumeHistoryItem[]> {
  const rows = await db
    .select()
    .from(vouchers)
    .where(
      and(eq(vouchers.memberId, memberId), isNotNull(vouchers.consumedAt), isNotNull(vouchers.consumedType)),
    )
    .orderBy(desc(vouchers.consumedAt), desc(vouchers.id));
  return rows.map((voucher) => ({
    guid: voucher.guid,
    redeemedDate: iso(voucher.consumedAt) ?? '',
    consumedType: voucher.consumedType ?? '',
    revokedReason: voucher.revokedReason,
    redeemedBy: voucher.redeemedBy,
  }));
}
