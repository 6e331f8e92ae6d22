import { redirectToLogin } from '../api/login-redirect';
import { isLoggedIn } from './runtime-config';

/** A loader step for protected pages: visitors go to the login page and come back here afterwards. */
export function requireSession(reason?: string) {
  return () => {
    if (isLoggedIn()) return null;
    redirectToLogin(reason);
    return new Promise<never>(() => {});
  };
}
