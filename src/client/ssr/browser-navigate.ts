import { type NavigateFunction, useNavigate } from 'react-router-dom';
import { onServer } from './server-request';

const stay: NavigateFunction = () => {};

/**
 * React Router's navigate, for a page machine's actions. The server runs a page's machines to draw it; leaving the
 * page is the browser's to do (the state is tagged `navigating`, and the browser runs the machine again), so there
 * it does nothing instead of calling navigate before anything has mounted.
 */
export function useBrowserNavigate(): NavigateFunction {
  const navigate = useNavigate();
  return onServer ? stay : navigate;
}
