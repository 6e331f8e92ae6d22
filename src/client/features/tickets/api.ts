import type { TicketKind } from '../../../../machines/shared/ticket-change';
import * as endpoints from '../../../shared/contract/endpoints';
import type { PlayerSearchBody } from '../../../shared/contract/ptc';
import { callApi } from '../../api/client';

export const loadTicket = (kind: TicketKind, guid: string, signal?: AbortSignal) =>
  kind === 'ticket'
    ? callApi(endpoints.eventTicketDetail, { query: { gameMembership: guid }, signal })
    : callApi(endpoints.voucherDetail, { query: { voucherGuid: guid }, signal });

/** The flights a ticket may move to: its series' other open flights (a voucher's list has its own too). */
export async function loadFlights(kind: TicketKind, guid: string, eventId: number, signal?: AbortSignal) {
  if (kind === 'voucher') {
    const entries = await callApi(endpoints.voucherListEvents, { query: { voucherGuid: guid }, signal });
    return entries.map((entry) => entry.event);
  }
  return callApi(endpoints.searchSwappableEvents, { body: { eventId }, signal });
}

const which = (kind: TicketKind, guid: string) =>
  kind === 'ticket' ? { gameMembershipGuid: guid } : { voucherGuid: guid };

export const swapFlight = (kind: TicketKind, guid: string, newEventId: number, signal?: AbortSignal) =>
  callApi(endpoints.swapFlight, { body: { ...which(kind, guid), newEventId }, signal });

export const transferTicket = (
  kind: TicketKind,
  guid: string,
  toMembershipId: number,
  signal?: AbortSignal,
) => callApi(endpoints.transferTicket, { body: { ...which(kind, guid), toMembershipId }, signal });

export const searchPlayers = (filters: Omit<PlayerSearchBody, 'mode'>, signal?: AbortSignal) =>
  callApi(endpoints.searchPlayers, { body: { mode: 4, ...filters }, signal });
