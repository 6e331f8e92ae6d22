import { API_PREFIX } from '../../shared/api-prefix';
import { onServer, serverRequest } from '../ssr/server-request';

function meta(name: string): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
}

interface RuntimeConfig {
  apiBase: string;
  formToken: string;
  mapsKey: string;
}

let browserConfig: RuntimeConfig | undefined;

/**
 * The server writes these into the page it serves. The session cookie is HttpOnly, so instead of reading
 * it the app reads apl-session: the log-out form token when a session exists, empty otherwise. While a page is
 * drawn on the server they come from the request instead.
 */
function currentConfig(): RuntimeConfig {
  const request = onServer ? serverRequest() : undefined;
  if (request) return request;
  browserConfig ??= {
    apiBase: meta('apl-api-base') || API_PREFIX,
    formToken: meta('apl-session') ?? '',
    mapsKey: meta('apl-maps-key') ?? '',
  };
  return browserConfig;
}

export const runtimeConfig: Readonly<RuntimeConfig> = {
  get apiBase() {
    return currentConfig().apiBase;
  },
  get formToken() {
    return currentConfig().formToken;
  },
  /** Set only when the server has a Google Maps key; without it the app draws its own maps. */
  get mapsKey() {
    return currentConfig().mapsKey;
  },
};

export const isLoggedIn = () => runtimeConfig.formToken !== '';

/**
 * Where the server's own pages and images live (static maps, print views, QR codes, the realtime hub): the
 * API's origin when the API base is absolute, otherwise this site.
 */
export function serverUrl(path: string): string {
  return /^https?:\/\//i.test(runtimeConfig.apiBase) ? new URL(path, runtimeConfig.apiBase).href : path;
}
