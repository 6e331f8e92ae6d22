import { setImmediate as nextTurn } from 'node:timers/promises';

interface QueryClient {
  query: (...args: never[]) => Promise<unknown>;
  exec: (...args: never[]) => Promise<unknown>;
  transaction: (...args: never[]) => Promise<unknown>;
}

/**
 * PGlite answers a query within the event loop's current turn, and a job's next query starts from the previous
 * one's promise: without a pause before each, a job of several queries would run to its end before any waiting
 * request was even read (a cached answer included), and the fair limiter would never see anyone queueing. Each query
 * first lets the event loop read what has arrived, so a request waits for at most the query running, not the job.
 */
export function yieldBeforeQueries(client: QueryClient) {
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const run = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    client[name] = (async (...args: unknown[]) => {
      await nextTurn();
      return run(...args);
    }) as QueryClient[typeof name];
  }
}
