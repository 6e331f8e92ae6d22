import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/session';
import type { Db } from '../db/client';
import type { PaymentProvider } from '../providers/payments';
import type { SmsSender } from '../providers/sms';
import { eraseDeleteRequest, listDeleteRequests, verifyDeleteRequest } from '../services/member-erasure';
import { listRefundablePurchases, refundPurchase } from '../services/purchase-refunds';
import { contractRoute } from './contract-route';

/**
 * The staff queues' account deletion requests and ticket refunds (issue 34): league admins only, checked by the contract's auth.
 * (The avatar and transfer queues are served beside the member's own calls: account-settings.ts, tickets.ts.)
 */
export const staffQueueRoutes: FastifyPluginAsyncZod<{
  db: Db;
  dataDir: string;
  payments: PaymentProvider;
  sms: SmsSender;
}> = async (app, { db, dataDir, payments, sms }) => {
  contractRoute(app, 'listDeleteRequests', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listDeleteRequests(db);
  });
  contractRoute(app, 'verifyDeleteRequest', async (request) =>
    verifyDeleteRequest(db, (await requireAdmin(request)).id, request.body),
  );
  contractRoute(app, 'eraseDeleteRequest', async (request) =>
    eraseDeleteRequest(db, dataDir, (await requireAdmin(request)).id, request.body.id),
  );
  contractRoute(app, 'listRefundablePurchases', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listRefundablePurchases(db, request.query.q);
  });
  contractRoute(app, 'refundPurchase', async (request) =>
    refundPurchase({ db, payments, sms, log: request.log }, (await requireAdmin(request)).id, request.body),
  );
};
