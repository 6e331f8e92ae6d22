import type { Db } from './client';

/** PostgreSQL's serialization failure and deadlock: the transaction did nothing and may simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 5;

/** The SQLSTATE of an error or of what it wraps (Drizzle wraps the driver's error as its cause). */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isRetryable = (error: unknown) => RETRYABLE.has(sqlState(error) ?? '');

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 5 * 2 ** attempt + Math.random() * 20 * attempt));

/**
 * Runs `work` in a transaction, again (a bounded number of times) when PostgreSQL aborts it as a deadlock
 * victim or a serialization failure: such a transaction changed nothing, so the member sees the outcome of a
 * clean run instead of a 500. `work` must do nothing outside the database (it may run more than once).
 */
export async function withTransactionRetry<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((transaction) => work(transaction as unknown as Db));
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
      await pause(attempt);
    }
  }
}
