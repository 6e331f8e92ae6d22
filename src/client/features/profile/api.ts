import * as endpoints from '../../../shared/contract/endpoints';
import type { PlayerSearchBody } from '../../../shared/contract/ptc';
import { callApi } from '../../api/client';

export const getPtcSummary = (signal?: AbortSignal) => callApi(endpoints.getPtcSummary, { signal });
export const searchPlayers = (filters: Omit<PlayerSearchBody, 'mode'>, signal?: AbortSignal) =>
  callApi(endpoints.searchPlayers, { body: { mode: 4, ...filters }, signal });
export const listConsumePtc = (amount: number, signal?: AbortSignal) =>
  callApi(endpoints.listConsumePtc, { query: { amount, purpose: 'transfer' }, signal });
export const transferPtc = (PTCAmount: number, destMembershipId: number, signal?: AbortSignal) =>
  callApi(endpoints.transferPtc, { body: { PTCAmount, destMembershipId }, signal });
export const getPlayerProfile = (signal?: AbortSignal) => callApi(endpoints.getPlayerProfile, { signal });
export const getLimitedPlayerProfile = (customerGuid: string, signal?: AbortSignal) =>
  callApi(endpoints.getLimitedPlayerProfile, { query: { customerGuid }, signal });
export const getPlayerResults = (
  query: { customerId: number; seasonId: number | null; month: number | null },
  signal?: AbortSignal,
) => callApi(endpoints.getPlayerResults, { query, signal });
export const getLeaderboardProfile = (
  query: { customerId: number; seasonId: number },
  signal?: AbortSignal,
) => callApi(endpoints.getLeaderboardProfile, { query, signal });
export const loadVoucherHistory = async (signal?: AbortSignal) => {
  const [changes, received, consumed] = await Promise.all([
    callApi(endpoints.playerTicketChangeHistory, { signal }),
    callApi(endpoints.playerVoucherReceiveHistory, { signal }),
    callApi(endpoints.playerVoucherConsumeHistory, { signal }),
  ]);
  return { changes, received, consumed };
};
