export function loginUrl(returnUrl: string, reason?: string) {
  const params = new URLSearchParams({ returnUrl });
  if (reason) params.set('reason', reason);
  return `/login?${params}`;
}

export function currentAddress() {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** Leaves the app for the server's login page, returning here afterwards. */
export function redirectToLogin(reason?: string) {
  window.location.assign(loginUrl(currentAddress(), reason));
}
