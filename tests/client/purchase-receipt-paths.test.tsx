// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { purchaseReceiptMachine } from '../../machines/purchase-receipt';
import { ApiError } from '../../src/client/api/client';
import { PurchaseReceiptContext, ReceiptPage } from '../../src/client/features/redeem/ReceiptPage';
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

const GUID = '5f1c2e9a-7d4b-4c3e-9a8f-0b1d2c3e4f5a';
/** A $20 buy-in paid by card: the 2% surcharge makes $20.40. */
const CARD: PurchaseReceipt = {
  purchaseGuid: GUID,
  orderId: 'APL-T12',
  redeemCode: 'K7Q2M9',
  purchasedAt: '2026-11-20T01:00:00.000Z',
  event: {
    id: 42,
    title: 'Crown Casino',
    dateTime: '2026-11-22T08:00:00.000Z',
    startTime: '19:00',
    venueName: 'Crown Casino',
  },
  buyInAmount: 20,
  ptcAmount: 0,
  cardAmountCents: 2000,
  surchargeCents: 40,
  chargedCents: 2040,
};
type Outcome = EventObject & { output?: unknown; error?: unknown };
const OUTCOMES: Outcome[] = [
  { type: 'xstate.done.actor.loadReceipt', output: CARD },
  { type: 'xstate.error.actor.loadReceipt', error: new ApiError(404, 'No such purchase.', null) },
  { type: 'xstate.error.actor.loadReceipt', error: new ApiError(503, 'The server is offline', null) },
];
const cases = generatePathCases(purchaseReceiptMachine, {
  inputs: { purchase: { purchaseGuid: GUID } },
  events: (s) => [{ type: 'receipt.retry' }, ...(s.children.loadReceipt ? OUTCOMES : [])],
});
const coverage = createCoverage(purchaseReceiptMachine);
let load = fakeActor<PurchaseReceipt, { purchaseGuid: string }>('loadReceipt');
beforeEach(() => {
  load = fakeActor('loadReceipt');
});

function renderPage(input: unknown, inspect: Coverage['inspect']) {
  const logic = purchaseReceiptMachine.provide({ actors: { loadReceipt: load.logic } });
  return renderFlow(
    PurchaseReceiptContext,
    { logic, options: { input: input as never, inspect }, at: `/redeem/receipt/${GUID}` },
    <ReceiptPage />,
  );
}

const rowsOf = () =>
  within(screen.getByTestId('receipt'))
    .getAllByRole('row')
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      within(row).getByRole('cell').textContent,
    ]);

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: () => {
    expect(screen.getByLabelText('Loading your ticket')).toBeTruthy();
    expect(load.pending()).toHaveLength(1);
    expect(load.inputs().at(-1)).toEqual({ purchaseGuid: GUID });
  },
  shown: () => {
    const heading = screen.getByRole('heading', { name: 'Success! Your code is K7Q2M9' });
    // The result's heading takes the focus (and comes into view: tests/e2e/purchase.spec.ts).
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/An SMS with the code will arrive shortly/)).toBeTruthy();
    expect(screen.getByText(/self-registration terminal/)).toBeTruthy();
    expect(rowsOf()).toEqual([
      ['Order', 'APL-T12'],
      ['Event', 'Crown Casino'],
      ['Date Time', 'Sun, 22/11/2026 19:00'],
      ['Venue', 'Crown Casino'],
      ['Purchased', '20/11/2026'],
      ['Buy In', '$20'],
      ['PTC used', '0 PTC'],
      ['Card amount', '$20.00 AUD'],
      ['Surcharge (2%)', '$0.40 AUD'],
      ['Charged to your card', '$20.40 AUD'],
    ]);
    expect(screen.getByRole('link', { name: 'Voucher History' }).getAttribute('href')).toBe(
      '/profile/ticketChange',
    );
    expect(screen.getByRole('link', { name: 'My tickets' }).getAttribute('href')).toBe('/profile');
  },
  missing: () => {
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Purchase not found' }));
    expect(screen.queryByTestId('receipt')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
  failed: () => {
    expect(screen.getByRole('alert').textContent).toContain('The server is offline');
    expect(screen.queryByTestId('receipt')).toBeNull();
  },
};

describe('Purchase receipt: the model’s paths on /redeem/receipt/{purchaseGuid}', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(purchaseReceiptMachine, c, {
      render: renderPage,
      events: {
        'receipt.retry': () => {
          const retry = screen.queryByRole('button', { name: 'Try again' });
          if (!retry) return NOT_OFFERED;
          fireEvent.click(retry);
          return undefined;
        },
      },
      fakes: { loadReceipt: load },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
