import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { loginUrl, redirectToLogin } from '../api/login-redirect';
import { isLoggedIn } from './runtime-config';
import { onServer } from './server-request';

/** A loader step for protected pages: visitors go to the login page and come back here afterwards. */
export function requireSession(reason?: string) {
  return ({ request }: LoaderFunctionArgs) => {
    if (isLoggedIn()) return null;
    if (onServer) {
      const { pathname, search } = new URL(request.url);
      throw redirect(loginUrl(`${pathname}${search}`, reason));
    }
    redirectToLogin(reason);
    return new Promise<never>(() => {});
  };
}
