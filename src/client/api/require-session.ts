import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { isLoggedIn } from '../config/runtime-config';
import { onServer } from '../ssr/server-request';
import { loginUrl, redirectToLogin } from './login-redirect';

/** The address a loader's request is for: the page the visitor asked for, not the one still shown. */
const requestedAddress = (request: Request) => {
  const { pathname, search, hash } = new URL(request.url);
  return `${pathname}${search}${hash}`;
};

/** A loader step for protected pages: visitors go to the login page and come back to this page afterwards. */
export function requireSession(reason?: string) {
  return ({ request }: LoaderFunctionArgs) => {
    if (isLoggedIn()) return null;
    if (onServer) throw redirect(loginUrl(requestedAddress(request), reason));
    // On a link followed inside the app the address bar still shows the page being left.
    redirectToLogin(reason, requestedAddress(request));
    return new Promise<never>(() => {});
  };
}
