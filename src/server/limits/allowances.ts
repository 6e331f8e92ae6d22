import { tooManyRequests } from '../errors';

/**
 * A limit on how often something may happen: at most `limit` uses of `key` in any `windowSeconds` (a sliding
 * window: each use counts for that long after it was taken).
 */
export interface Allowance {
  key: string;
  limit: number;
  windowSeconds: number;
}

export type Taking =
  | {
      taken: true /** Returns the uses (work that did not happen, such as an SMS that was not sent). */;
      giveBack(): Promise<void>;
    }
  | { taken: false; refused: Allowance; retryAfterSeconds: number };

/**
 * Where uses are counted: the database, or Redis when instances share one. `take` checks and counts in one
 * atomic step, all or nothing: either every allowance had room and each now counts one more use, or none
 * was counted and the answer names the first one (in the order given) that had no room.
 */
export interface Allowances {
  take(wanted: readonly Allowance[], now?: Date): Promise<Taking>;
}

/** Takes one use of an hourly allowance, or refuses the request with 429, `message` and Retry-After. */
export async function takeHourly(
  allowances: Allowances,
  key: string,
  limit: number,
  message: string,
  now?: Date,
) {
  const taking = await allowances.take([{ key, limit, windowSeconds: 3600 }], now);
  if (!taking.taken) throw tooManyRequests(message, taking.retryAfterSeconds);
}
