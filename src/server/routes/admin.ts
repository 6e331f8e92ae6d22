import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/session';
import type { Db } from '../db/client';
import { staffAuditCsv, staffAuditPage } from '../services/staff-audit';
import { listStaff, setStaffRole, setStaffVenues } from '../services/staff-roles';
import { contractRoute } from './contract-route';

/** The league office's roles and audit trail (issue 34): league admins only, checked by the contract's auth. */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, 'listStaff', () => listStaff(db));
  contractRoute(app, 'setStaffRole', async (request) =>
    setStaffRole(db, await requireAdmin(request), request.body),
  );
  contractRoute(app, 'setStaffVenues', async (request) =>
    setStaffVenues(db, await requireAdmin(request), request.body),
  );
  contractRoute(app, 'staffAudit', (request) => staffAuditPage(db, request.query));
  contractRoute(app, 'staffAuditCsv', async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="staff-audit.csv"')
      .send(await staffAuditCsv(db, request.query)),
  );
};
