// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import {
  type AdminMajorEventsListEvent,
  adminMajorEventsListMachine,
} from '../../machines/admin-major-events-list';
import {
  AdminMajorEventsListContext,
  AdminMajorEventsListPage,
} from '../../src/client/features/admin-major-events/AdminMajorEventsListPage';
import type { StaffMajorEventSummary } from '../../src/shared/contract/admin-major-events';
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

const MILLION: StaffMajorEventSummary = {
  id: 3,
  name: 'The APL Million',
  urlName: 'apl-million-2026',
  aplpt: true,
  stateId: null,
  startsOn: '2027-01-14',
  endsOn: '2027-01-17',
  subEventCount: 5,
  qualifierCount: 1,
};
const FINAL: StaffMajorEventSummary = {
  id: 7,
  name: 'NSW Grand Final',
  urlName: 'nsw-grand-final',
  aplpt: false,
  stateId: 2,
  startsOn: '2026-12-12',
  endsOn: '2026-12-12',
  subEventCount: 1,
  qualifierCount: 0,
};

type Outcome = EventObject & { output?: unknown; error?: unknown };
const USER_EVENTS: AdminMajorEventsListEvent[] = [{ type: 'list.retry' }];
const OUTCOMES: Outcome[] = [
  { type: 'xstate.done.actor.loadMajorEvents', output: [MILLION, FINAL] },
  { type: 'xstate.done.actor.loadMajorEvents', output: [] },
  { type: 'xstate.error.actor.loadMajorEvents', error: new Error('The server is offline') },
];

const cases = generatePathCases(adminMajorEventsListMachine, {
  inputs: { start: undefined },
  events: (snapshot) => [...USER_EVENTS, ...(snapshot.children.loadMajorEvents ? OUTCOMES : [])],
  stateKey: (s) => JSON.stringify(s.value),
});

const coverage = createCoverage(adminMajorEventsListMachine);
let load = fakeActor<StaffMajorEventSummary[], unknown>('loadMajorEvents');
beforeEach(() => {
  load = fakeActor('loadMajorEvents');
});

function renderList(_input: unknown, inspect: Coverage['inspect']) {
  const logic = adminMajorEventsListMachine.provide({ actors: { loadMajorEvents: load.logic } });
  return renderFlow(
    AdminMajorEventsListContext,
    { logic, options: { inspect }, at: '/admin/major-events' },
    <AdminMajorEventsListPage />,
  );
}

const expectNewLink = () =>
  expect(screen.getByRole('link', { name: 'New major event' }).getAttribute('href')).toBe(
    '/admin/major-events/new',
  );

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: () => {
    expectNewLink();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Major events' })).toBeNull();
  },
  ready: (_, history) => {
    expectNewLink();
    const outcome = history.findLast((s) => s.event.type === 'xstate.done.actor.loadMajorEvents')
      ?.event as Outcome;
    if ((outcome.output as StaffMajorEventSummary[]).length === 0) {
      expect(screen.getByText('No major events yet.')).toBeTruthy();
      return;
    }
    const items = within(screen.getByRole('list', { name: 'Major events' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'The APL MillionAPLPT14 Jan 2027 – 17 Jan 2027 · All states · 5 days · 1 satellite/aplpt/apl-million-2026',
      'NSW Grand FinalMajor event12 Dec 2026 · NSW · 1 day · 0 satellites/major-events/nsw-grand-final',
    ]);
    expect(screen.getByRole('link', { name: 'NSW Grand Final' }).getAttribute('href')).toBe(
      '/admin/major-events/7',
    );
  },
  failed: () => {
    expectNewLink();
    expect(within(screen.getByRole('alert')).getByText('The major events could not be loaded')).toBeTruthy();
  },
};

describe('the league office’s major events: the model’s paths on the real page', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(adminMajorEventsListMachine, c, {
      render: renderList,
      events: {
        'list.retry': () => {
          const retry = screen.queryByRole('button', { name: 'Try again' });
          if (!retry) return NOT_OFFERED;
          fireEvent.click(retry);
          return undefined;
        },
      },
      fakes: { loadMajorEvents: load },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
