// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { ptcSummaryMachine } from '../../machines/ptc-summary';
import { PtcSummaryContext, PtcSummaryPage } from '../../src/client/features/profile/PtcSummaryPage';
import type { PtcSummary } from '../../src/shared/contract/ptc';
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
import { actorCapture, renderInMantine } from '../support/render-flow';

const SUMMARY: PtcSummary = {
  currentBalance: 250,
  expired: 1,
  used: 1,
  totalUsedValue: 40,
  totalExpiredValue: 30,
  totalAvailableTransfer: 250,
  expiringSoon: { amount: 50, firstExpiryDate: '2026-12-08T00:00:00.000Z' },
  transactions: [
    {
      guid: 'a',
      transactionDate: '2026-10-09T00:00:00.000Z',
      description: 'Prize PTC: 1st place, weekly league game',
      totalCredit: 100,
      expired: false,
      expiredPTC: 0,
      expiryDate: '2027-10-09T00:00:00.000Z',
    },
    {
      guid: 'b',
      transactionDate: '2026-06-21T00:00:00.000Z',
      description: 'Event ticket redeemed with PTC',
      totalCredit: -40,
      expired: false,
      expiredPTC: 0,
      expiryDate: null,
    },
    {
      guid: 'c',
      transactionDate: '2025-10-14T00:00:00.000Z',
      description: 'Manual allocation: league ambassador',
      totalCredit: 30,
      expired: true,
      expiredPTC: 30,
      expiryDate: '2026-10-14T00:00:00.000Z',
    },
  ],
  transferRules: [],
};
const EMPTY: PtcSummary = {
  ...SUMMARY,
  currentBalance: 0,
  totalAvailableTransfer: 0,
  totalUsedValue: 0,
  totalExpiredValue: 0,
  expiringSoon: { amount: 0, firstExpiryDate: null },
  transactions: [],
};

type Outcome = EventObject & { output?: unknown; error?: unknown };
const OUTCOMES: Outcome[] = [
  { type: 'xstate.done.actor.loadSummary', output: SUMMARY },
  { type: 'xstate.done.actor.loadSummary', output: EMPTY },
  { type: 'xstate.error.actor.loadSummary', error: new Error('The server is offline') },
];
const cases = generatePathCases(ptcSummaryMachine, {
  inputs: { member: undefined },
  events: (s) => [{ type: 'summary.retry' }, ...(s.children.loadSummary ? OUTCOMES : [])],
});
const coverage = createCoverage(ptcSummaryMachine);
let load = fakeActor<PtcSummary>('loadSummary');
let router: ReturnType<typeof createMemoryRouter>;
beforeEach(() => {
  load = fakeActor<PtcSummary>('loadSummary');
});

function renderPage(_input: unknown, inspect: Coverage['inspect']) {
  const logic = ptcSummaryMachine.provide({ actors: { loadSummary: load.logic } });
  const { Capture, actor } = actorCapture(PtcSummaryContext);
  router = createMemoryRouter(
    [
      {
        path: '/profile/ptc',
        element: (
          <PtcSummaryContext.Provider logic={logic} options={{ inspect }}>
            <Capture />
            <PtcSummaryPage />
          </PtcSummaryContext.Provider>
        ),
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/profile/ptc'] },
  );
  renderInMantine(<RouterProvider router={router} />);
  return actor;
}

const lastSummary = (history: readonly PathStep[]) =>
  (history.findLast((s) => s.event.type === 'xstate.done.actor.loadSummary')!.event as Outcome)
    .output as PtcSummary;

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: (_, history) => {
    expect(screen.getByLabelText('Loading your PTC')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load.pending()).toHaveLength(1);
    expect(load.calls).toHaveLength(1 + history.filter((s) => s.event.type === 'summary.retry').length);
  },
  ready: (_, history) => {
    expect(screen.queryByLabelText('Loading your PTC')).toBeNull();
    const summary = lastSummary(history);
    if (summary === SUMMARY) {
      expect(screen.getByTestId('ptc-balance').textContent).toBe('250 PTC');
      expect(screen.getByTestId('ptc-available').textContent).toBe('250 PTC');
      expect(screen.getByTestId('ptc-used').textContent).toBe('40 PTC');
      expect(screen.getByTestId('ptc-expired').textContent).toBe('30 PTC');
      expect(screen.getByTestId('ptc-expiring').textContent).toContain(
        '50 PTC expire in the next 30 days, the first on 8/12/2026.',
      );
      expect(screen.getByRole('link', { name: 'Transfer PTC' }).getAttribute('href')).toBe(
        '/profile/ptcTransfer',
      );
      const rows = within(screen.getByRole('table', { name: 'PTC transactions' }))
        .getAllByRole('row')
        .slice(1);
      expect(
        rows.map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
      ).toEqual([
        ['9/10/2026', 'Prize PTC: 1st place, weekly league game', '100 PTC', 'No', '9/10/2027'],
        ['21/06/2026', 'Event ticket redeemed with PTC', '-40 PTC', 'No', '-'],
        ['14/10/2025', 'Manual allocation: league ambassador', '30 PTC', 'Expired 30 PTC', '14/10/2026'],
      ]);
    } else {
      expect(screen.getByTestId('ptc-balance').textContent).toBe('0 PTC');
      expect(screen.queryByTestId('ptc-expiring')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Transfer PTC' })).toBeNull();
      expect(screen.getByText('No PTC transactions yet.')).toBeTruthy();
    }
  },
  failed: () => {
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong: The server is offline');
    expect(screen.queryByTestId('ptc-balance')).toBeNull();
  },
};

describe('PTC Summary: the model’s paths on /profile/ptc', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(ptcSummaryMachine, c, {
      render: renderPage,
      events: {
        'summary.retry': () => {
          const retry = screen.queryByRole('button', { name: 'Try again' });
          if (!retry) return NOT_OFFERED;
          fireEvent.click(retry);
          return undefined;
        },
      },
      fakes: { loadSummary: load },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });

  it('sends a tab click back to /profile?section={tab}', async () => {
    renderPage(undefined, () => {});
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Achievements' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Achievements' }));
    await act(async () => {});
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/profile?section=achievements',
    );
  });
});
