/** How one kind of key (an account, an address) is slowed down after failed sign-ins. */
export interface ThrottleRule {
  /** Failures allowed before any delay (and so attempts that can run at once). */
  freeFailures: number;
  /** The first delay; each further failure doubles it... */
  baseDelayMs: number;
  /** ...up to this. */
  maxDelayMs: number;
}

export const ACCOUNT_RULE: ThrottleRule = { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 15 * 60_000 };
// Generous and short: many people can share one address (a pub's wifi, a phone carrier's NAT).
export const ADDRESS_RULE: ThrottleRule = { freeFailures: 30, baseDelayMs: 1000, maxDelayMs: 60_000 };

interface Entry {
  failures: number;
  /** No attempt for this key is checked before this time. */
  nextAt: number;
  lastAt: number;
}

export type Attempt =
  | { allowed: true; succeed(): void | Promise<void> }
  | { allowed: false; retryAfterMs: number };

/**
 * Starts a sign-in attempt for an account (a canonical key: the member, or the normalised username) from an
 * address: refused while either is slowed down, else counted as a failure of both (in one step with the
 * check) until `succeed` takes it back. In memory here; in Redis (limits/redis-limits.ts) when instances
 * share one.
 */
export interface SignInThrottle {
  begin(account: string, address: string, now?: number): Attempt | Promise<Attempt>;
}

/**
 * Slows down password guessing with an exponential delay per account and per address, in memory. An
 * attempt counts as a failure from the moment it starts (a success takes it back), so parallel attempts
 * cannot all pass before any is recorded.
 */
export class LoginThrottle implements SignInThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly rules: { account: ThrottleRule; address: ThrottleRule } = {
      account: ACCOUNT_RULE,
      address: ADDRESS_RULE,
    },
    /** A key with no failure for this long is forgotten. */
    private readonly forgetAfterMs = 60 * 60_000,
    private readonly maxEntries = 100_000,
  ) {}

  /** Synchronous, so the check and the count are one step. */
  begin(account: string, address: string, now = Date.now()): Attempt {
    const keys: [string, ThrottleRule][] = [
      [`a:${account}`, this.rules.account],
      [`ip:${address}`, this.rules.address],
    ];
    const waits = keys.map(([key]) => {
      const entry = this.live(key, now);
      return entry ? entry.nextAt - now : 0;
    });
    const retryAfterMs = Math.max(...waits);
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
    for (const [key, rule] of keys) this.recordFailure(key, rule, now);
    return {
      allowed: true,
      succeed: () => {
        this.entries.delete(`a:${account}`);
        const entry = this.entries.get(`ip:${address}`);
        if (entry) {
          entry.failures = Math.max(0, entry.failures - 1);
          entry.nextAt = now + delayFor(entry.failures, this.rules.address);
        }
      },
    };
  }

  private live(key: string, now: number) {
    const entry = this.entries.get(key);
    if (entry && now - entry.lastAt >= this.forgetAfterMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private recordFailure(key: string, rule: ThrottleRule, now: number) {
    const entry = this.live(key, now) ?? { failures: 0, nextAt: now, lastAt: now };
    entry.failures++;
    entry.lastAt = now;
    entry.nextAt = now + delayFor(entry.failures, rule);
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.prune(now);
  }

  /** Forgets stale keys, then the least recently failed ones, so memory stays bounded. */
  private prune(now: number) {
    for (const [key, entry] of this.entries)
      if (now - entry.lastAt >= this.forgetAfterMs) this.entries.delete(key);
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries * 0.9) break;
      this.entries.delete(key);
    }
  }
}

export function delayFor(failures: number, rule: ThrottleRule): number {
  const over = failures - rule.freeFailures + 1;
  if (over <= 0) return 0;
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(over - 1, 30));
}
