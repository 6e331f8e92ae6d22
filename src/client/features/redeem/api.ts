import * as endpoints from '../../../shared/contract/endpoints';
import type { PurchaseBody, TokenizeCardBody } from '../../../shared/contract/tickets';
import { callApi } from '../../api/client';

export const getLoggedMember = (signal?: AbortSignal) => callApi(endpoints.getLoggedMember, { signal });
export const generateTotp = (mobile: string, signal?: AbortSignal) =>
  callApi(endpoints.generateTotp, { body: { mobile }, signal });
export const verifyTotp = (mobile: string, code: string, signal?: AbortSignal) =>
  callApi(endpoints.verifyTotp, { body: { mobile, code }, signal });
export const searchRedeemableEvents = (id: number, signal?: AbortSignal) =>
  callApi(endpoints.searchPtcRedeemableEvents, { query: { id }, signal });
export const getSecurePayToken = (signal?: AbortSignal) => callApi(endpoints.getSecurePayToken, { signal });
export const getCardForm = (signal?: AbortSignal) => callApi(endpoints.getCardForm, { signal });
export const tokenizeCard = (body: TokenizeCardBody, signal?: AbortSignal) =>
  callApi(endpoints.tokenizeCard, { body, signal });
export const purchaseEventTicket = (body: PurchaseBody, signal?: AbortSignal) =>
  callApi(endpoints.purchaseEventTicket, { body, signal });
export const getPurchaseReceipt = (purchaseGuid: string, signal?: AbortSignal) =>
  callApi(endpoints.purchaseReceipt, { query: { purchaseGuid }, signal });
