// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { type VoucherHistory, voucherHistoryMachine } from '../../machines/voucher-history';
import {
  VoucherHistoryContext,
  VoucherHistoryPage,
} from '../../src/client/features/profile/VoucherHistoryPage';
import type { PurchaseReceipt } from '../../src/shared/contract/tickets';
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

const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 2)).toISOString();
const BOUGHT: PurchaseReceipt = {
  purchaseGuid: '5f1c2e9a-7d4b-4c3e-9a8f-0b1d2c3e4f5a',
  orderId: 'APL-T3',
  redeemCode: 'K7Q2M9',
  purchasedAt: day(22),
  event: {
    id: 42,
    title: 'Crown Casino',
    dateTime: '2026-11-29T08:00:00.000Z',
    startTime: '19:00',
    venueName: 'Crown Casino',
  },
  buyInAmount: 20,
  ptcAmount: 0,
  cardAmountCents: 2000,
  surchargeCents: 40,
  chargedCents: 2040,
};
/** 25 items: a page of 20, then 5; the newest is the pending swap, the oldest the refund. */
const HISTORY: VoucherHistory = {
  changes: [
    {
      id: 1,
      requestDate: day(28),
      requestType: 1,
      requestStatus: 1,
      requestEvent: 'Friday League',
      currentEvent: 'Thursday League',
      currentPlayer: null,
      requestPlayer: null,
      respondDate: null,
      respondName: null,
      respondReason: null,
    },
    {
      id: 2,
      requestDate: day(27),
      requestType: 2,
      requestStatus: 2,
      requestEvent: null,
      currentEvent: 'Thursday League',
      currentPlayer: 'Mia Callaghan',
      requestPlayer: 'Riley Ashford',
      respondDate: day(27),
      respondName: 'League office',
      respondReason: 'Automatic transfer',
    },
    {
      id: 3,
      requestDate: day(26),
      requestType: 1,
      requestStatus: 3,
      requestEvent: 'Monday League',
      currentEvent: 'Friday League',
      currentPlayer: null,
      requestPlayer: null,
      respondDate: day(26),
      respondName: 'League office',
      respondReason: 'The requested flight is full',
    },
  ],
  received: Array.from({ length: 21 }, (_, i) => ({
    guid: `r${i}`,
    createdDate: day(25 - i),
    voucherType: 1 + (i % 4),
    satelliteEvent: i % 4 === 0 ? 'Satellite to the State Championship' : null,
    shopOrderId: i % 4 === 3 ? `APL-T${i}` : null,
    firstName: 'Mia',
    lastName: 'Callaghan',
    // The fourth is a ticket bought online ($20 by card): its receipt is the server's.
    receipt: i === 3 ? BOUGHT : null,
  })),
  consumed: [
    {
      guid: 'c1',
      redeemedDate: '2026-10-01T02:00:00.000Z',
      consumedType: 'Refunded',
      revokedReason: null,
      redeemedBy: 'League office',
    },
  ],
};
const EMPTY: VoucherHistory = { changes: [], received: [], consumed: [] };

type Outcome = EventObject & { output?: unknown; error?: unknown };
const OUTCOMES: Outcome[] = [
  { type: 'xstate.done.actor.loadHistory', output: HISTORY },
  { type: 'xstate.done.actor.loadHistory', output: EMPTY },
  { type: 'xstate.error.actor.loadHistory', error: new Error('The server is offline') },
];
const cases = generatePathCases(voucherHistoryMachine, {
  inputs: { member: undefined },
  events: (s) => [
    { type: 'page.select', page: 2 },
    { type: 'page.select', page: 1 },
    { type: 'history.retry' },
    ...(s.children.loadHistory ? OUTCOMES : []),
  ],
});
const coverage = createCoverage(voucherHistoryMachine);
let load = fakeActor<VoucherHistory>('loadHistory');
beforeEach(() => {
  load = fakeActor<VoucherHistory>('loadHistory');
});

function renderPage(_input: unknown, inspect: Coverage['inspect']) {
  const logic = voucherHistoryMachine.provide({ actors: { loadHistory: load.logic } });
  return renderFlow(
    VoucherHistoryContext,
    { logic: logic, options: { inspect }, at: '/profile/ticketChange' },
    <VoucherHistoryPage />,
  );
}

function expectedPage(history: readonly PathStep[]) {
  const start = history.findLastIndex((s) => s.event.type === 'xstate.done.actor.loadHistory');
  const pick = history.slice(start + 1).findLast((s) => s.event.type === 'page.select') as
    | PathStep
    | undefined;
  return pick ? (pick.event as unknown as { page: number }).page : 1;
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: () => {
    expect(screen.getByLabelText('Loading your voucher history')).toBeTruthy();
    expect(load.pending()).toHaveLength(1);
  },
  failed: () => {
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong: The server is offline');
  },
  ready: (_, history) => {
    const output = (
      history.findLast((s) => s.event.type === 'xstate.done.actor.loadHistory')!.event as Outcome
    ).output as VoucherHistory;
    if (output === EMPTY) {
      expect(screen.getByText('No Voucher')).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Voucher history pages' })).toBeNull();
      return;
    }
    const cards = within(screen.getByTestId('voucher-history')).getAllByText(
      /request$|^Voucher received$|^Voucher consumed$/,
    );
    const page = expectedPage(history);
    expect(cards).toHaveLength(page === 1 ? 20 : 5);
    if (page === 1) {
      expect(cards.slice(0, 3).map((c) => c.textContent)).toEqual([
        'Swap request',
        'Transfer request',
        'Swap request',
      ]);
      const statuses = screen.getAllByText(/^(Pending|Approved|Rejected)$/);
      expect(statuses.map((s) => [s.textContent, s.closest('[data-status]')?.getAttribute('style')])).toEqual(
        [
          ['Pending', expect.stringContaining('orange')],
          ['Approved', expect.stringContaining('green')],
          ['Rejected', expect.stringContaining('red')],
        ],
      );
      expect(screen.getByText('29/11/2026')).toBeTruthy();
      const bought = screen.getByText('APL-T3').closest('[data-kind]') as HTMLElement;
      expect(within(bought).getByText('Code:').parentElement?.textContent).toBe('Code: K7Q2M9');
      expect(within(bought).getByText('PTC used:').parentElement?.textContent).toBe('PTC used: 0 PTC');
      expect(within(bought).getByText('Charged to your card:').parentElement?.textContent).toBe(
        'Charged to your card: $20.40 AUD',
      );
      expect(within(bought).getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(
        '/redeem/receipt/5f1c2e9a-7d4b-4c3e-9a8f-0b1d2c3e4f5a',
      );
      expect(screen.getAllByRole('link', { name: 'View receipt' })).toHaveLength(1);
    } else {
      expect(cards.at(-1)?.textContent).toBe('Voucher consumed');
      expect(screen.getByText('Refunded')).toBeTruthy();
    }
  },
};

describe('Voucher History: the model’s paths on /profile/ticketChange', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(voucherHistoryMachine, c, {
      render: renderPage,
      events: {
        'page.select': (event) => {
          const { page } = event as unknown as { page: number };
          const pages = screen.queryByRole('navigation', { name: 'Voucher history pages' });
          const button = pages && within(pages).queryByRole('button', { name: String(page) });
          if (!button) return NOT_OFFERED;
          fireEvent.click(button);
          return undefined;
        },
        'history.retry': () => {
          const retry = screen.queryByRole('button', { name: 'Try again' });
          if (!retry) return NOT_OFFERED;
          fireEvent.click(retry);
          return undefined;
        },
      },
      fakes: { loadHistory: load },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
