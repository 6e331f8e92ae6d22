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
