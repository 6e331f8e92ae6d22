/**
 * Counts failed sign-ins per username and per address in memory; after too many in the window the
 * next attempt is refused without checking the password.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(
    private readonly limit = 10,
    private readonly windowMs = 15 * 60_000,
  ) {}

  private keys(username: string, ip: string) {
    return [`u:${username.trim().toLowerCase()}`, `ip:${ip}`];
  }

  isBlocked(username: string, ip: string, now = Date.now()): boolean {
    return this.keys(username, ip).some((key) => {
      const entry = this.failures.get(key);
      return (
        entry !== undefined &&
        now - entry.since < this.windowMs &&
        entry.count >= this.limit * (key.startsWith('ip:') ? 5 : 1)
      );
    });
  }

  fail(username: string, ip: string, now = Date.now()) {
    if (this.failures.size > 50_000) this.prune(now);
    for (const key of this.keys(username, ip)) {
      const entry = this.failures.get(key);
      if (!entry || now - entry.since >= this.windowMs) this.failures.set(key, { count: 1, since: now });
      else entry.count++;
    }
  }

  succeed(username: string) {
    this.failures.delete(`u:${username.trim().toLowerCase()}`);
  }

  private prune(now: number) {
    for (const [key, entry] of this.failures)
      if (now - entry.since >= this.windowMs) this.failures.delete(key);
  }
}
