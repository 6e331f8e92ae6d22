import { useSyncExternalStore } from 'react';
import { pageData } from '../ssr/page-data';
import { onServer, serverRequest } from '../ssr/server-request';

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    // The value kept from the last reader may be old: start from the time now (React re-reads it).
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The time the page was drawn at: the server's clock, read again by the browser as it takes the page over. */
const renderedAt = () => (onServer ? serverRequest()?.now : pageData()?.now) ?? now;

/** The wall clock, one shared timer for every reader, advancing each second (for countdowns to a date). */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now, renderedAt);
}
