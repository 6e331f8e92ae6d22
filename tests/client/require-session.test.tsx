// @vitest-environment happy-dom
import '../support/dom-setup';
import { createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectToLogin } from '../../src/client/api/login-redirect';
import { requireSession } from '../../src/client/api/require-session';

// Leaving the app for /login is the one thing replaced: the test DOM cannot follow window.location.assign.
vi.mock('../../src/client/api/login-redirect', async (original) => ({
  ...(await original<typeof import('../../src/client/api/login-redirect')>()),
  redirectToLogin: vi.fn(),
}));

/** A visitor (no apl-session meta) on an open page, following links to pages behind a session. */
function visitorOn(url: string) {
  return createMemoryRouter(
    [
      { path: '/', element: null },
      { path: '/event/:id', element: null },
      { path: '/redeem/verify', loader: requireSession('redeem'), element: null },
      { path: '/profile', loader: requireSession(), element: null },
    ],
    { initialEntries: [url] },
  );
}

beforeEach(() => vi.mocked(redirectToLogin).mockReset());

describe('requireSession: a visitor following a link to a member page signs in and returns to that page', () => {
  it("the event page's Purchase Ticket returns to the purchase (/redeem/verify?returnUrl=/redeem/event/{id})", async () => {
    const router = visitorOn('/event/5');
    void router.navigate('/redeem/verify?returnUrl=%2Fredeem%2Fevent%2F5');
    await vi.waitFor(() => expect(redirectToLogin).toHaveBeenCalled());
    expect(redirectToLogin).toHaveBeenCalledWith('redeem', '/redeem/verify?returnUrl=%2Fredeem%2Fevent%2F5');
  });

  it('the PROFILE tab returns to /profile, not to the page it was tapped on', async () => {
    const router = visitorOn('/');
    void router.navigate('/profile?section=dashboard');
    await vi.waitFor(() => expect(redirectToLogin).toHaveBeenCalled());
    expect(redirectToLogin).toHaveBeenCalledWith(undefined, '/profile?section=dashboard');
  });
});
