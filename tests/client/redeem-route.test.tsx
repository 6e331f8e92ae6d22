// @vitest-environment jsdom
import '../support/dom-setup';
import { screen, waitFor } from '@testing-library/react';
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
