export function loginUrl(returnUrl: string, reason?: string) {
  const params = new URLSearchParams({ returnUrl });
  if (reason) params.set('reason', reason);
  return `/login?${params}`;
}

export function currentAddress() {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/**
 * Leaves the app for the server's login page, returning afterwards to `returnTo`: by default the address
 * shown; a page being navigated to passes its own, since the address bar still shows the page left.
 */
export function redirectToLogin(reason?: string, returnTo = currentAddress()) {
  window.location.assign(loginUrl(returnTo, reason));
}
