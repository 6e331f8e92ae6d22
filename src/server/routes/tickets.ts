import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireMember } from '../auth/session';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import type { PaymentProvider } from '../providers/payments';
import type { SmsSender } from '../providers/sms';
import { purchaseReceipt } from '../services/purchase-receipts';
import { purchaseTicket, redeemableEvents } from '../services/ticket-purchase';
import {
  pendingChanges,
  respondChange,
  swapFlight,
  swappableEvents,
  ticketDetail,
  transferTicket,
  voucherEvents,
} from '../services/tickets';
import { contractRoute } from './contract-route';

/** The cookie the card form reads its access token from (member spec, section 7). */
const TOKEN_COOKIE = 'secure-pay-access_token';

export const ticketRoutes: FastifyPluginAsyncZod<{
  db: Db;
  sms: SmsSender;
  payments: PaymentProvider;
  /** How long a purchase may stand unfinished before a retry of it finishes it (the recovery's staleness). */
  staleAfterMs?: number;
}> = async (app, { db, sms, payments, staleAfterMs }) => {
  contractRoute(app, 'searchPtcRedeemableEvents', async (request) =>
    redeemableEvents(db, request.query.id, new Date()),
  );

  contractRoute(app, 'getSecurePayToken', async (request, reply) => {
    await requireMember(request);
    const token = await payments.accessToken(new Date());
    reply.setCookie(TOKEN_COOKIE, token.accessToken, {
      path: '/',
      maxAge: token.expiresIn,
      sameSite: 'strict',
      secure: request.protocol === 'https',
    });
    return { access_token: token.accessToken, expires_in: token.expiresIn };
  });

  contractRoute(app, 'getCardForm', async () => payments.cardForm);

  contractRoute(app, 'tokenizeCard', async (request) => {
    await requireMember(request);
    if (!payments.tokenize) throw notFound('This payment provider tokenises cards in the browser.');
    return payments.tokenize(request.body, new Date());
  });

  // The client's address comes from the connection (and our own proxies' X-Forwarded-For hops, see
  // trustProxy), never from the body or a third-party lookup: the processor's fraud checks need the real one.
  contractRoute(app, 'purchaseEventTicket', async (request) =>
    purchaseTicket(
      { db, payments, sms, log: request.log },
      await requireMember(request),
      request.body,
      request.ip,
      new Date(),
      staleAfterMs,
    ),
  );

  contractRoute(app, 'purchaseReceipt', async (request) =>
    purchaseReceipt(db, (await requireMember(request)).id, request.query.purchaseGuid),
  );

  contractRoute(app, 'eventTicketDetail', async (request) =>
    ticketDetail(db, (await requireMember(request)).id, {
      kind: 'ticket',
      guid: request.query.gameMembership,
    }),
  );
  contractRoute(app, 'voucherDetail', async (request) =>
    ticketDetail(db, (await requireMember(request)).id, { kind: 'voucher', guid: request.query.voucherGuid }),
  );
  contractRoute(app, 'voucherListEvents', async (request) =>
    voucherEvents(db, (await requireMember(request)).id, request.query.voucherGuid, new Date()),
  );
  contractRoute(app, 'searchSwappableEvents', async (request) => {
    await requireMember(request);
    return swappableEvents(db, request.body.eventId, new Date());
  });
  contractRoute(app, 'swapFlight', async (request) =>
    swapFlight(db, await requireMember(request), request.body, new Date()),
  );
  contractRoute(app, 'transferTicket', async (request) =>
    transferTicket(db, await requireMember(request), request.body, new Date()),
  );

  contractRoute(app, 'pendingChangeRequests', async (request) => {
    await requireAdmin(request);
    return pendingChanges(db);
  });
  contractRoute(app, 'respondChangeRequest', async (request) =>
    respondChange(db, await requireAdmin(request), request.body, new Date()),
  );
};
