import type { QueueAction, StaffQueues } from '../../../../machines/admin-queues';
import * as endpoints from '../../../shared/contract/office-endpoints';
import { callApi } from '../../api/client';

/** The queues, asked for side by side; the purchases are the search's (the newest without one). */
export async function loadStaffQueues(search: string, signal?: AbortSignal): Promise<StaffQueues> {
  const [avatars, transfers, deletions, purchases] = await Promise.all([
    callApi(endpoints.listPendingAvatars, { signal }),
    callApi(endpoints.pendingChangeRequests, { signal }),
    callApi(endpoints.listDeleteRequests, { signal }),
    callApi(endpoints.listRefundablePurchases, { query: search ? { q: search } : {}, signal }),
  ]);
  return { avatars, transfers, deletions, purchases };
}

/** Sends one answer to one queue item; the server's message comes back. */
export async function answerQueueItem(
  action: QueueAction,
  signal?: AbortSignal,
): Promise<{ message: string }> {
  switch (action.kind) {
    case 'avatar':
      return callApi(endpoints.reviewAvatar, { body: { id: action.id, approve: action.approve }, signal });
    case 'transfer':
      return callApi(endpoints.respondChangeRequest, {
        body: { id: action.id, approve: action.approve, ...(action.reason ? { reason: action.reason } : {}) },
        signal,
      });
    case 'verify':
      return callApi(endpoints.verifyDeleteRequest, {
        body: { id: action.id, memberId: action.memberId },
        signal,
      });
    case 'erase':
      return callApi(endpoints.eraseDeleteRequest, { body: { id: action.id }, signal });
    case 'refund':
      return callApi(endpoints.refundPurchase, { body: { id: action.id, reason: action.reason }, signal });
  }
}
