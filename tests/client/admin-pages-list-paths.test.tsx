// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { type AdminPagesListEvent, adminPagesListMachine } from '../../machines/admin-pages-list';
import {
  AdminPagesListContext,
  AdminPagesListPage,
} from '../../src/client/features/admin-pages/AdminPagesListPage';
import type { StaffPageSummary } from '../../src/shared/contract/admin-pages';
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
import { renderFlow } from '../support/render-flow';

const IN_MENU: StaffPageSummary = {
  id: 4,
  title: 'Work With Us',
  urlName: 'work-with-us',
  status: 'published',
  showInNavbar: true,
  navOrder: 2,
  updatedAt: '2026-11-18T00:00:00.000Z',
};
const DRAFT: StaffPageSummary = {
  id: 9,
  title: 'Host a League Night',
  urlName: 'host-a-league-night',
  status: 'draft',
  showInNavbar: false,
  navOrder: 0,
  updatedAt: '2026-11-18T00:00:00.000Z',
};

type Outcome = EventObject & { output?: unknown; error?: unknown };
const USER_EVENTS: AdminPagesListEvent[] = [{ type: 'list.retry' }];
const OUTCOMES: Outcome[] = [
  { type: 'xstate.done.actor.loadPages', output: [IN_MENU, DRAFT] },
  { type: 'xstate.done.actor.loadPages', output: [] },
  { type: 'xstate.error.actor.loadPages', error: new Error('The server is offline') },
];

const cases = generatePathCases(adminPagesListMachine, {
  inputs: { start: undefined },
  events: (snapshot) => [...USER_EVENTS, ...(snapshot.children.loadPages ? OUTCOMES : [])],
  stateKey: (s) => JSON.stringify(s.value),
});

const coverage = createCoverage(adminPagesListMachine);
let load = fakeActor<StaffPageSummary[], unknown>('loadPages');
beforeEach(() => {
  load = fakeActor('loadPages');
});

function renderList(_input: unknown, inspect: Coverage['inspect']) {
  const logic = adminPagesListMachine.provide({ actors: { loadPages: load.logic } });
  return renderFlow(
    AdminPagesListContext,
    { logic, options: { inspect }, at: '/admin/pages' },
    <AdminPagesListPage />,
  );
}

const expectNewLink = () =>
  expect(screen.getByRole('link', { name: 'New page' }).getAttribute('href')).toBe('/admin/pages/new');

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: () => {
    expectNewLink();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'About pages' })).toBeNull();
  },
  ready: (_, history) => {
    expectNewLink();
    const outcome = history.findLast((s) => s.event.type === 'xstate.done.actor.loadPages')?.event as Outcome;
    if ((outcome.output as StaffPageSummary[]).length === 0) {
      expect(screen.getByText('No About pages yet.')).toBeTruthy();
      return;
    }
    const items = within(screen.getByRole('list', { name: 'About pages' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Work With UsPublished/about/work-with-us · In the About menu, order 2',
      'Host a League NightDraft/about/host-a-league-night · Not in the menu',
    ]);
    expect(screen.getByRole('link', { name: 'Work With Us' }).getAttribute('href')).toBe('/admin/pages/4');
  },
  failed: () => {
    expectNewLink();
    expect(within(screen.getByRole('alert')).getByText('The pages could not be loaded')).toBeTruthy();
  },
};

describe('the league office’s About pages: the model’s paths on the real page', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(adminPagesListMachine, c, {
      render: renderList,
      events: {
        'list.retry': () => {
          const retry = screen.queryByRole('button', { name: 'Try again' });
          if (!retry) return NOT_OFFERED;
          fireEvent.click(retry);
          return undefined;
        },
      },
      fakes: { loadPages: load },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
