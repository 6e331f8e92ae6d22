// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, EventObject, InspectionEvent } from 'xstate';
import {
  type AdminAuditContext,
  type AdminAuditEvent,
  type AuditFilters,
  adminAuditMachine,
} from '../../machines/admin-audit';
import { ApiError } from '../../src/client/api/client';
import { AuditPage } from '../../src/client/features/admin-audit/AuditPage';
import type { StaffAuditPage, StaffMember } from '../../src/shared/contract/admin';
import {
  type AnySnapshot,
  type Coverage,
  createCoverage,
  fakeActor,
  generatePathCases,
  NOT_OFFERED,
  type PathStep,
  replayPath,
} from '../support/path-harness';
import { renderInMantine } from '../support/render-flow';

const inspector = vi.hoisted(() => ({ current: undefined as ((e: InspectionEvent) => void) | undefined }));
vi.mock('../../src/client/components/inspector', () => ({
  inspectOptions: () => ({ inspect: (e: InspectionEvent) => inspector.current?.(e) }),
}));

const STAFF: StaffMember[] = [
  {
    memberId: 1,
    membershipId: 100001,
    name: 'Alex Moreau',
    email: 'admin@example.com',
    role: 'league_admin',
    venues: [],
  },
];
/** 51 changes: two pages of 50, the first showing its newest two. */
const FULL: StaffAuditPage = {
  total: 51,
  page: 1,
  pageSize: 50,
  rows: [
    {
      id: 9,
      at: '2026-11-27T23:30:00.000Z',
      actorId: 1,
      actorName: 'Alex Moreau',
      action: 'venues.set',
      entity: 'member',
      entityId: '3',
      before: { venueIds: [], venues: [] },
      after: { venueIds: [11], venues: ['The Raise Room'] },
    },
    {
      id: 8,
      at: '2026-11-27T23:29:00.000Z',
      actorId: 1,
      actorName: 'Alex Moreau',
      action: 'role.set',
      entity: 'member',
      entityId: '3',
      before: { role: 'member' },
      after: { role: 'director' },
    },
  ],
};
const EMPTY: StaffAuditPage = { total: 0, page: 1, pageSize: 50, rows: [] };

type Outcome = EventObject & { output?: unknown; error?: unknown };
const OUTCOMES: Outcome[] = [
  { type: 'xstate.done.actor.loadAudit', output: { audit: FULL, staff: STAFF } },
  { type: 'xstate.done.actor.loadAudit', output: { audit: EMPTY, staff: STAFF } },
  { type: 'xstate.error.actor.loadAudit', error: new ApiError(503, 'The server is offline.', null) },
];

const cases = generatePathCases(adminAuditMachine, {
  inputs: { page: undefined },
  events: (snapshot) => {
    const context = snapshot.context as AdminAuditContext;
    const user: AdminAuditEvent[] = [];
    if (snapshot.matches('failed')) user.push({ type: 'audit.retry' });
    if (snapshot.matches('shown')) {
      const { draft } = context;
      if (draft.actorId === '') user.push({ type: 'filter.change', field: 'actorId', value: '1' });
      if (draft.action === '') user.push({ type: 'filter.change', field: 'action', value: 'role.set' });
      if (draft.from === '') user.push({ type: 'filter.change', field: 'from', value: '2026-11-20' });
      if (draft.to === '') user.push({ type: 'filter.change', field: 'to', value: '2026-11-01' });
      user.push(
        { type: 'filter.apply' },
        { type: 'filter.clear' },
        { type: 'page.go', page: context.page + 1 },
        { type: 'page.go', page: context.page - 1 },
      );
    }
    return [...user, ...(snapshot.children.loadAudit ? OUTCOMES : [])];
  },
});

const coverage = createCoverage(adminAuditMachine);
let load = fakeActor<unknown, { filters: AuditFilters; page: number }>('loadAudit');
beforeEach(() => {
  load = fakeActor('loadAudit');
});

function renderPage(_input: unknown, inspect: Coverage['inspect']): () => AnyActorRef {
  let actor: AnyActorRef | undefined;
  inspector.current = (event) => {
    const logic = (event.actorRef as unknown as { logic?: { id?: string } }).logic;
    if (event.type === '@xstate.actor' && logic?.id === 'adminAudit') actor = event.actorRef as AnyActorRef;
    inspect(event);
  };
  const logic = adminAuditMachine.provide({ actors: { loadAudit: load.logic as never } });
  renderInMantine(<AuditPage logic={logic as never} />);
  return () => actor as AnyActorRef;
}

const LABELS = { actorId: 'Who', entity: 'Kind of thing', action: 'Action', from: 'From', to: 'To' } as const;
const field = (name: keyof typeof LABELS) =>
  screen.getByLabelText(LABELS[name], { selector: 'input' }) as HTMLInputElement;
const click = (control: HTMLElement | null) => {
  if (!control || (control as HTMLButtonElement).disabled) return NOT_OFFERED;
  fireEvent.click(control);
  return undefined;
};

const ACTIONS: Record<string, (event: EventObject) => unknown> = {
  'audit.retry': () => click(screen.queryByRole('button', { name: 'Try again' })),
  'filter.change': (event) => {
    const change = event as Extract<AdminAuditEvent, { type: 'filter.change' }>;
    if (change.field === 'actorId') {
      fireEvent.click(field('actorId'));
      fireEvent.click(screen.getByRole('option', { name: 'Alex Moreau', hidden: true }));
      return undefined;
    }
    fireEvent.change(field(change.field), { target: { value: change.value } });
    return undefined;
  },
  'filter.apply': () => click(screen.getByRole('button', { name: 'Apply filters' })),
  'filter.clear': () => click(screen.getByRole('button', { name: 'Clear' })),
  'page.go': (event) => {
    const { page } = event as Extract<AdminAuditEvent, { type: 'page.go' }>;
    // The model's page before this step: the other button goes the other way.
    const older = screen.queryByRole('button', { name: 'Older ›' }) as HTMLButtonElement | null;
    const newer = screen.queryByRole('button', { name: '‹ Newer' }) as HTMLButtonElement | null;
    const current = Number(/page (\d+) of/.exec(screen.queryByRole('status')?.textContent ?? '')?.[1] ?? 1);
    return click(page > current ? older : newer);
  },
};

const BLANK = { actorId: '', entity: '', action: '', from: '', to: '' };

/** The filters typed and applied, the page, what was last loaded and the last error, from the steps. */
function expected(history: readonly PathStep[]) {
  let draft = { ...BLANK };
  let applied = { ...BLANK };
  let page = 1;
  let audit: StaffAuditPage | null = null;
  let error: string | null = null;
  for (const { event } of history) {
    const e = event as Outcome & Record<string, unknown>;
    if (e.type === 'filter.change') draft = { ...draft, [String(e.field)]: String(e.value) };
    if (e.type === 'filter.apply') {
      if (draft.from && draft.to && draft.from > draft.to)
        error = 'The From date must not be after the To date.';
      else {
        applied = { ...draft };
        page = 1;
        error = null;
      }
    }
    if (e.type === 'filter.clear') {
      draft = { ...BLANK };
      applied = { ...BLANK };
      page = 1;
      error = null;
    }
    if (e.type === 'page.go') {
      const pages = audit ? Math.max(1, Math.ceil(audit.total / audit.pageSize)) : 1;
      const wanted = Number(e.page);
      if (wanted !== page && wanted >= 1 && wanted <= pages) {
        page = wanted;
        error = null;
      }
    }
    if (e.type === 'audit.retry') error = null;
    if (e.type === 'xstate.done.actor.loadAudit') audit = (e.output as { audit: StaffAuditPage }).audit;
    if (e.type === 'xstate.error.actor.loadAudit') error = 'The server is offline.';
  }
  return { draft, applied, page, audit, error };
}

function expectFilters(history: readonly PathStep[]) {
  const { draft } = expected(history);
  expect(field('actorId').value).toBe(draft.actorId === '1' ? 'Alex Moreau' : '');
  expect(field('action').value).toBe(draft.action);
  expect(field('from').value).toBe(draft.from);
  expect(field('to').value).toBe(draft.to);
  expect(field('entity').value).toBe('');
}

/** The CSV link's query for the applied filters, spelled out. */
const CSV = '/umbraco/api/Admin/AuditCsv';
function csvHref(applied: typeof BLANK) {
  const parts = [
    applied.actorId && 'actorId=1',
    applied.action && 'action=role.set',
    applied.from && 'from=2026-11-20',
    applied.to && 'to=2026-11-01',
  ].filter(Boolean);
  return parts.length ? `${CSV}?${parts.join('&')}` : CSV;
}

function expectTrail(history: readonly PathStep[]) {
  const { audit, applied, page } = expected(history);
  if (!audit) {
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    return;
  }
  expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(csvHref(applied));
  if (audit.total === 0) {
    expect(screen.getByRole('status').textContent).toBe('0 changes');
    expect(screen.getByText('No change matches these filters.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Older ›' })).toBeNull();
    return;
  }
  expect(screen.getByRole('status').textContent).toBe(`51 changes · page ${page} of 2`);
  const rows = screen.getAllByTestId('audit-row');
  expect(
    rows.map((r) =>
      within(r)
        .getAllByTestId('audit-change')
        .map((c) => c.textContent),
    ),
  ).toEqual([['venueIds: none → 11', 'venues: none → The Raise Room'], ['role: member → director']]);
  expect(rows[0]?.textContent).toContain('Alex Moreau');
  expect(rows[0]?.textContent).toContain('venues.set');
  expect(rows[0]?.textContent).toContain('28 Nov 2026, 10:30 am');
  expect(rows[0]?.textContent).toContain('member #3');
  expect(rows[1]?.textContent).toContain('28 Nov 2026, 10:29 am');
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: (_, history) => {
    const { applied, page } = expected(history);
    expect(load.pending()).toHaveLength(1);
    expect(load.inputs().at(-1)).toEqual({ filters: applied, page });
    expectFilters(history);
    expect(screen.getByRole('button', { name: 'Apply filters' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expectTrail(history);
  },
  shown: (_, history) => {
    const { error, audit, page } = expected(history);
    expect(load.pending()).toHaveLength(0);
    expectFilters(history);
    expect(screen.getByRole('button', { name: 'Apply filters' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('alert')?.textContent ?? null).toBe(error);
    if (audit && audit.total > 50) {
      expect(screen.getByRole('button', { name: 'Older ›' }).hasAttribute('disabled')).toBe(page === 2);
      expect(screen.getByRole('button', { name: '‹ Newer' }).hasAttribute('disabled')).toBe(page === 1);
    }
    expectTrail(history);
  },
  failed: (_, history) => {
    expect(load.pending()).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe('The server is offline.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply filters' }).hasAttribute('disabled')).toBe(true);
    expectTrail(history);
  },
};

describe('Audit trail: the model’s paths on /admin/audit', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(adminAuditMachine, c, {
      render: renderPage,
      events: ACTIONS,
      fakes: { loadAudit: load },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
