import { API_PREFIX } from '../../shared/api-prefix';

function meta(name: string): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
}

/**
 * The server writes these into the page it serves. The session cookie is HttpOnly, so instead of reading
 * it the app reads apl-session: the log-out form token when a session exists, empty otherwise.
 */
export const runtimeConfig = {
  apiBase: meta('apl-api-base') || API_PREFIX,
  formToken: meta('apl-session') ?? '',
  /** Set only when the server has a Google Maps key; without it the app draws its own maps. */
  mapsKey: meta('apl-maps-key') ?? '',
};

export const isLoggedIn = () => runtimeConfig.formToken !== '';

/**
 * Where the server's own pages and images live (static maps, print views, QR codes, the realtime hub): the
 * API's origin when the API base is absolute, otherwise this site.
 */
export function serverUrl(path: string): string {
  return /^https?:\/\//i.test(runtimeConfig.apiBase) ? new URL(path, runtimeConfig.apiBase).href : path;
}
