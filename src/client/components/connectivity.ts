import { fromCallback } from 'xstate';

/**
 * The browser's online and offline events as connectivity.online / connectivity.offline; a page opened
 * offline hears connectivity.offline at once.
 */
export const browserConnectivity = fromCallback(({ sendBack }) => {
  const online = () => sendBack({ type: 'connectivity.online' });
  const offline = () => sendBack({ type: 'connectivity.offline' });
  if (!navigator.onLine) offline();
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
});
