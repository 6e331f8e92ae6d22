import { compareCodeUnits } from '../../shared/compare';
import type { PrefetchedResponse } from '../prefetch/prefetch-requests';

/**
 * How long after it arrived a prefetched answer may stand in for a call: the API's own cache of visitors'
 * searches keeps an answer as long (SEARCH_CACHE_SECONDS), so no page sees older data than it could anyway.
 */
export const PREFETCH_WAIT_MS = 5_000;

/** Objects with their keys sorted, so two encodings of the same body compare equal. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => compareCodeUnits(a, b))
      .map(([key, item]) => [key, canonical(item)]),
  );
}

const sameBody = (sent: string | null, body: unknown) =>
  sent === null
    ? body === undefined
    : body !== undefined && JSON.stringify(canonical(JSON.parse(sent))) === JSON.stringify(canonical(body));

const matches = (answer: PrefetchedResponse, method: string, path: string, body: unknown, now: number) =>
  answer.method === method &&
  answer.path === path &&
  (answer.arrived === undefined || now - answer.arrived <= PREFETCH_WAIT_MS) &&
  sameBody(answer.body, body);

/**
 * The answer of the same call started by the prefetch script (src/client/prefetch/prefetch-main.ts): the same method,
 * path with query, and body (undefined for none). Each answer serves as many calls as the page was expected
 * to make (its uses), so a call made once more (after a change, say) reaches the server. Undefined when there
 * is none, it failed or is too old: the caller then calls the API itself.
 */
export function prefetchedResponse(
  method: string,
  path: string,
  body: unknown,
): Promise<unknown> | undefined {
  const answers = window.aplPrefetched;
  const now = performance.now();
  const index = answers?.findIndex((answer) => matches(answer, method, path, body, now)) ?? -1;
  const found = index === -1 ? undefined : answers?.[index];
  if (!found) return undefined;
  found.uses -= 1;
  if (found.uses <= 0) answers?.splice(index, 1);
  return found.text.then((text) => (text ? (JSON.parse(text) as unknown) : undefined));
}
