import { fromPromise } from 'xstate';
import { type AuditFilters, adminAuditMachine, auditQueryOf } from '../../../../machines/admin-audit';
import { API_PREFIX } from '../../../shared/api-prefix';
import * as endpoints from '../../../shared/contract/office-endpoints';
import { callApi } from '../../api/client';
import { runtimeConfig } from '../../config/runtime-config';

/** The CSV download of the trail with these filters (a plain link: the browser sends the session cookie). */
export function auditCsvUrl(filters: AuditFilters): string {
  const query = new URLSearchParams(auditQueryOf(filters) as unknown as Record<string, string>).toString();
  const path = `${runtimeConfig.apiBase}${endpoints.staffAuditCsv.path.slice(API_PREFIX.length)}`;
  return query ? `${path}?${query}` : path;
}

/** The audit trail wired to the server: a page of it, and the staff for the "who" filter. */
export const liveAdminAuditMachine = adminAuditMachine.provide({
  actors: {
    loadAudit: fromPromise(
      async ({ input, signal }: { input: { filters: AuditFilters; page: number }; signal: AbortSignal }) => {
        const [audit, staff] = await Promise.all([
          callApi(endpoints.staffAudit, { query: auditQueryOf(input.filters, input.page), signal }),
          callApi(endpoints.listStaff, { signal }),
        ]);
        return { audit, staff };
      },
    ),
  },
});
