import { Navigate } from 'react-router-dom';
import { onServer, serverRequest } from '../ssr/server-request';

/**
 * Sends the visitor on to another page in place of this one. In the browser it navigates; on the server, where a
 * router cannot navigate, the page's drawing answers with a redirect instead (entry-server.tsx).
 */
export function PageRedirect({ to }: { to: string }) {
  const request = onServer ? serverRequest() : undefined;
  if (request) {
    request.redirect ??= to;
    return null;
  }
  return <Navigate to={to} replace />;
}
