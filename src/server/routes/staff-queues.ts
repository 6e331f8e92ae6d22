import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/session';
import type { Db } from '../db/client';
import { eraseDeleteRequest, listDeleteRequests, verifyDeleteRequest } from '../services/member-erasure';
import { contractRoute } from './contract-route';

/**
 * The staff queues' account deletion requests (issue 34): league admins only, checked by the contract's auth.
 * (The avatar and transfer queues are served beside the member's own calls: account-settings.ts, tickets.ts.)
 */
export const staffQueueRoutes: FastifyPluginAsyncZod<{ db: Db; dataDir: string }> = async (
  app,
  { db, dataDir },
) => {
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
};
