/**
 * What the director's consoles (floor and clock) share about sending queued commands through a flaky
 * connection: which failures drop a command, and how long to wait before trying again.
 */

/** The first retry waits 2 s, each next twice as long, up to 30 s. */
export const retryDelay = (retries: number) => Math.min(30_000, 2000 * 2 ** Math.max(0, retries - 1));

/**
 * A refusal (the server read the command and said no): resending it would be refused again. Anything else (no
 * connection, a 5xx, 408 or 429) leaves the command queued for another try.
 */
export const isRefusalError = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
};
