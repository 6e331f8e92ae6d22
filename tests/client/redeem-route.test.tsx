// @vitest-environment happy-dom
import '../support/dom-setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as RedeemRoute } from '../../src/client/features/redeem/redeem-route';
import type { RedeemableEvent } from '../../src/shared/contract/tickets';
import { renderInMantine } from '../support/render-flow';

/** The redeem page's calls, answered here: the route itself (its navigation and URLs) is the real one. */
const api = vi.hoisted(() => ({
  getLoggedMember: vi.fn(),
  searchRedeemableEvents: vi.fn(),
  getCardForm: vi.fn(),
  getSecurePayToken: vi.fn(),
  tokenizeCard: vi.fn(),
  purchaseEventTicket: vi.fn(),
  generateTotp: vi.fn(),
  verifyTotp: vi.fn(),
}));
vi.mock('../../src/client/features/redeem/api', () => api);

const EVENT: RedeemableEvent = {
  id: 42,
  title: 'Crown Casino',
  description: 'Sunday Deepstack',
  dateTime: '2026-11-22T08:00:00.000Z',
  startTime: '19:00',
  venueAddress: 'Crown Casino, 8 Whiteman St, Southbank 3006',
  buyInAmount: 50,
  ptcRedeemable: true,
  creditCardRedeemable: true,
};

function ReceiptStandIn() {
  const location = useLocation();
  return <p data-testid="receipt-page">{location.pathname}</p>;
}

function VerifyStandIn() {
  const location = useLocation();
  return <p data-testid="verify-page">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <p>Profile</p> },
      { path: '/redeem/event/:id', element: <RedeemRoute /> },
      { path: '/redeem/verify', element: <VerifyStandIn /> },
      { path: '/redeem/receipt/:purchaseGuid', element: <ReceiptStandIn /> },
    ],
    { initialEntries: ['/profile', url], initialIndex: 1 },
  );
  renderInMantine(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.searchRedeemableEvents.mockResolvedValue([EVENT]);
  api.getCardForm.mockResolvedValue({ provider: 'sandbox' });
});

describe('redeem route: a member whose mobile is not verified', () => {
  it('is sent on to /redeem/verify with this page as the return URL, replacing the redeem page', async () => {
    api.getLoggedMember.mockResolvedValue({ ptc: 30, mobileVerified: false });
    const router = renderAt('/redeem/event/42');
    await waitFor(() => expect(screen.getByTestId('verify-page')).toBeTruthy());
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe('/redeem/verify?returnUrl=%2Fredeem%2Fevent%2F42');
    expect(screen.getByTestId('verify-page').textContent).toBe(
      '/redeem/verify?returnUrl=%2Fredeem%2Fevent%2F42',
    );
    // Back leaves for the page before, not the redeem page that would redirect again.
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('a verified member stays on /redeem/event/{id}', async () => {
    api.getLoggedMember.mockResolvedValue({ ptc: 30, mobileVerified: true });
    const router = renderAt('/redeem/event/42');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Total Amount' })).toBeTruthy());
    expect(router.state.location.pathname).toBe('/redeem/event/42');
    expect(screen.queryByTestId('verify-page')).toBeNull();
  });
});

describe('redeem route: a finished purchase', () => {
  it('goes on to the purchase’s own address in place of the payment form: a reload shows the code, Back leaves', async () => {
    api.getLoggedMember.mockResolvedValue({ ptc: 30, mobileVerified: true });
    api.searchRedeemableEvents.mockResolvedValue([
      { ...EVENT, buyInAmount: 20, creditCardRedeemable: false },
    ]);
    api.purchaseEventTicket.mockResolvedValue({
      redeemCode: 'K7Q2M9',
      eventName: 'Crown Casino',
      purchaseGuid: '5f1c2e9a-7d4b-4c3e-9a8f-0b1d2c3e4f5a',
    });
    const router = renderAt('/redeem/event/42');
    const pay = await screen.findByRole('button', { name: 'Pay with PTC' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    await waitFor(() => expect(screen.getByTestId('receipt-page')).toBeTruthy());
    expect(router.state.location.pathname).toBe('/redeem/receipt/5f1c2e9a-7d4b-4c3e-9a8f-0b1d2c3e4f5a');
    expect(api.purchaseEventTicket).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: 42, ptcAmount: 20, creditCardAmount: 0 }),
      expect.anything(),
    );
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/profile');
  });
});
