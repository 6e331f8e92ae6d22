/**
 * A small time-limited cache of serialized answers (micro-caching): many visitors ask the same public
 * question within seconds (the week's games of a state, a popular suburb). Entries expire after ttlMs; the
 * oldest go first beyond maxEntries; clear() drops everything when the underlying data changes.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { body: Buffer; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  get(key: string, now = Date.now()): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.body;
  }

  /** Keeps the encoded bytes, so a hit sends them without encoding the text again. */
  set(key: string, body: Buffer, now = Date.now()) {
    if (!this.enabled) return;
    this.entries.delete(key);
    this.entries.set(key, { body, expires: now + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear() {
    this.entries.clear();
  }
}
