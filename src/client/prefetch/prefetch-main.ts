import {
  type PrefetchContext,
  type PrefetchedResponse,
  type PrefetchRequest,
  prefetchRequests,
} from './prefetch-requests';
import { recordTypedBeforeApp } from './typed-before-app';

/**
 * A separate entry of 1.5 KB compressed (vite.config.ts adds it to the page): it starts the page's first
 * API calls at once, instead of after the app's code has downloaded, run and loaded the page's own chunk.
 * The app's API client takes their answers (src/client/api/prefetched-responses.ts).
 */
const meta = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;

/** The stored location as location-storage.ts reads it; anything unreadable counts as none. */
function storedLocation(): PrefetchContext['stored'] {
  try {
    const value = JSON.parse(localStorage.getItem('apl.geoLocation') ?? 'null') as Record<string, unknown>;
    const id = (v: unknown) => v === null || v === undefined || (Number.isInteger(v) && (v as number) > 0);
    if (typeof value !== 'object' || value === null || !id(value.stateId) || !id(value.regionId)) return null;
    const coords = (value.coords ?? null) as { lat?: unknown; long?: unknown } | null;
    const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
    if (coords !== null && !(finite(coords.lat) && finite(coords.long))) return null;
    return {
      stateId: (value.stateId as number | undefined) ?? null,
      regionId: (value.regionId as number | undefined) ?? null,
      coords: coords && { lat: coords.lat as number, long: coords.long as number },
    };
  } catch {
    return null;
  }
}

function start(apiBase: string, request: PrefetchRequest): PrefetchedResponse {
  const body = request.body === undefined ? null : JSON.stringify(request.body);
  const answer: PrefetchedResponse = {
    method: request.method,
    path: request.path,
    body,
    uses: request.uses ?? 1,
    text: fetch(`${apiBase.replace(/\/$/, '')}/${request.path}`, {
      method: request.method,
      credentials: 'include',
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        Accept: 'application/json',
        ...(body === null ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === null ? {} : { body }),
    })
      .then((response) => (response.status === 200 ? response.text() : null))
      .catch(() => null)
      .then((text) => {
        answer.arrived = performance.now();
        return text;
      }),
  };
  return answer;
}

/** The calls the server answered while it drew the page (src/server/spa.ts), as callKeys. */
function answered(): Set<string> {
  try {
    const keys = JSON.parse(meta('apl-drawn-calls') ?? '[]') as unknown;
    return new Set(Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : []);
  } catch {
    return new Set();
  }
}

const apiBase = meta('apl-api-base') || '/umbraco/api';
window.aplPrefetched = prefetchRequests({
  pathname: window.location.pathname,
  stored: storedLocation(),
  member: (meta('apl-session') ?? '') !== '',
  now: new Date(),
  answered: answered(),
}).map((request) => start(apiBase, request));

recordTypedBeforeApp(document, window);
