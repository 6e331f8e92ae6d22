import type { LoggedMember } from './contract/account';

/**
 * How the server draws a page for its first paint (src/client/app/entry-server.tsx, built for Node) and what it
 * gets back (src/server/page-render.ts): the two sides meet only in these shapes.
 */

/** An API call made while a page is drawn, answered in-process; `path` is under the API base, with its query. */
export type PageCall = (
  method: string,
  path: string,
  json: unknown,
) => Promise<{ status: number; body: unknown }>;

export interface PageRequestShape {
  url: string;
  apiBase: string;
  formToken: string;
  /** The signed-in member, as `account/getLoggedMember` answers (null for a visitor). */
  member: LoggedMember | null;
  mapsKey: string;
  now: number;
  mobile: boolean;
  storedLocation: string | null;
  call: PageCall;
}

export type RenderedPageShape =
  | { kind: 'redirect'; status: number; location: string }
  /** The browser draws this page itself (a loader failed). */
  | { kind: 'client' }
  /**
   * `modules`: the source files of the page's routes, whose scripts and stylesheets the page names; `calls`: the
   * calls answered while drawing it (ssrCallKey), which the browser's early script need not make again.
   */
  | { kind: 'page'; status: number; html: string; data: unknown; modules: string[]; calls: string[] };

export type RenderPage = (request: PageRequestShape) => Promise<RenderedPageShape>;

/**
 * Calls a page may make while the server draws it: reads only. Searches are POSTs (their filters are a body);
 * anything else that is not a GET changes something and waits for the browser.
 */
export function drawingMayCall(method: string, path: string): boolean {
  if (method === 'GET') return true;
  const name = path.split('?')[0]?.split('/').pop() ?? '';
  return method === 'POST' && /^search/i.test(name);
}

/** The script element (JSON) that carries a drawn page's data to the browser. */
export const PAGE_DATA_ID = 'apl-page-data';

/** The meta tag that lists the scripts of a drawn page's routes, which the page asks for after its first paint. */
export const PAGE_SCRIPTS_META = 'apl-page-scripts';

/** The meta tag that lists a drawn page's calls for the prefetch script (src/client/prefetch/prefetch-main.ts). */
export const SSR_CALLS_META = 'apl-drawn-calls';

/** Objects with their keys sorted, so two encodings of the same body compare equal. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, item]) => [key, sortedKeys(item)]));
}

/**
 * A call as a string: method, path with query, and the body as JSON with sorted keys. The prefetch script has its
 * own copy (it imports nothing); tests/client/prefetch-requests.test.ts checks the two agree.
 */
export const ssrCallKey = (method: string, path: string, body: unknown) =>
  `${method} ${path} ${body === undefined || body === null ? '' : JSON.stringify(sortedKeys(body))}`;
