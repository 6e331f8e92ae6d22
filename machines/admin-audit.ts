import { assign, fromPromise, setup } from 'xstate';
import type { StaffAuditPage, StaffAuditQuery, StaffMember } from '../src/shared/contract/admin';
import { messageOf } from '../src/shared/error-message';

/** The filters as the admin types them: '' is "any". actorId is a member id as text. */
export interface AuditFilters {
  actorId: string;
  entity: string;
  action: string;
  from: string;
  to: string;
}
export type AuditFilterField = keyof AuditFilters;

export const NO_FILTERS: AuditFilters = { actorId: '', entity: '', action: '', from: '', to: '' };

export interface AdminAuditContext {
  /** The filters being typed. */
  draft: AuditFilters;
  /** The filters of the page shown (and of its CSV download). */
  applied: AuditFilters;
  page: number;
  audit: StaffAuditPage | null;
  /** The staff, for the "who" filter. */
  staff: StaffMember[];
  error: string | null;
}

export type AdminAuditEvent =
  | { type: 'filter.change'; field: AuditFilterField; value: string }
  | { type: 'filter.apply' }
  | { type: 'filter.clear' }
  | { type: 'page.go'; page: number }
  | { type: 'audit.retry' };

/** The query the server is asked: the filters given, and the page. */
export const auditQueryOf = (filters: AuditFilters, page?: number): StaffAuditQuery => {
  const query: Record<string, string | number> = {};
  for (const [field, value] of Object.entries(filters)) if (value.trim() !== '') query[field] = value.trim();
  if (page !== undefined && page > 1) query.page = page;
  return query as unknown as StaffAuditQuery;
};

const pagesOf = (audit: StaffAuditPage | null) =>
  audit ? Math.max(1, Math.ceil(audit.total / audit.pageSize)) : 1;
const LOAD_FAILED = 'The audit trail could not be loaded.';

/**
 * /admin/audit (issue 34): league admins read the staff's changes newest first, 50 a page, filtered by who, the
 * kind of thing, the action and a date range; the CSV download has the same filters as the page shown. A
 * filter applies when asked (Apply, or Clear), and starts again at page 1.
 */
export const adminAuditMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as AdminAuditContext,
    events: {} as AdminAuditEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadAudit: fromPromise<
      { audit: StaffAuditPage; staff: StaffMember[] },
      { filters: AuditFilters; page: number }
    >(async () => {
      throw new Error('loadAudit not provided');
    }),
  },
  guards: {
    isOtherPage: ({ context, event }) =>
      event.type === 'page.go' &&
      event.page !== context.page &&
      event.page >= 1 &&
      event.page <= pagesOf(context.audit),
    // From after To finds nothing: the admin is told instead of asking.
    isRange: ({ context }) =>
      !context.draft.from || !context.draft.to || context.draft.from <= context.draft.to,
  },
}).createMachine({
  id: 'adminAudit',
  context: {
    draft: NO_FILTERS,
    applied: NO_FILTERS,
    page: 1,
    audit: null,
    staff: [],
    error: null,
  },
  on: {
    'filter.change': {
      actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }) }),
    },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'loadAudit',
        src: 'loadAudit',
        input: ({ context }) => ({ filters: context.applied, page: context.page }),
        onDone: {
          target: 'shown',
          actions: assign({
            audit: ({ event }) => event.output.audit,
            staff: ({ event }) => event.output.staff,
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error, LOAD_FAILED) }),
        },
      },
    },
    shown: {
      on: {
        'filter.apply': [
          {
            guard: 'isRange',
            target: 'loading',
            actions: assign({ applied: ({ context }) => context.draft, page: 1 }),
          },
          { actions: assign({ error: 'The From date must not be after the To date.' }) },
        ],
        'filter.clear': {
          target: 'loading',
          actions: assign({ draft: NO_FILTERS, applied: NO_FILTERS, page: 1 }),
        },
        'page.go': {
          guard: 'isOtherPage',
          target: 'loading',
          actions: assign({ page: ({ event }) => event.page }),
        },
      },
    },
    failed: {
      on: { 'audit.retry': 'loading' },
    },
  },
});
