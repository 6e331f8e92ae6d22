/**
 * A small time-limited cache of serialized answers (micro-caching): many visitors ask the same public
 * question within seconds (the week's games of a state, a popular suburb). Entries expire after ttlMs and are
 * dropped then (a timer sweeps them even when nobody asks again); the oldest go first beyond maxBytes (keys
 * and bodies counted); an answer too large to be worth keeping is not kept. Each entry names the groups of data
 * it was read from: drop() removes the entries a change can have touched, clear() everything.
 */
export class ResponseCache {
  private readonly entries = new Map<
    string,
    { body: Buffer; expires: number; bytes: number; groups: readonly string[] }
  >();
  private totalBytes = 0;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  /** What the entries hold now, keys included. */
  get bytes() {
    return this.totalBytes;
  }

  get size() {
    return this.entries.size;
  }

  get(key: string, now = Date.now()): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.remove(key);
      return undefined;
    }
    return entry.body;
  }

  /** Keeps the encoded bytes, so a hit sends them without encoding the text again. */
  set(key: string, body: Buffer, now = Date.now(), groups: readonly string[] = []) {
    if (!this.enabled) return;
    const bytes = body.length + key.length * 2;
    if (bytes > this.maxBytes / 8) return;
    this.remove(key);
    this.sweep(now);
    this.entries.set(key, { body, expires: now + this.ttlMs, bytes, groups });
    this.totalBytes += bytes;
    // Every entry lives as long, so the first in the map is the oldest and the first to expire.
    for (const oldest of this.entries.keys()) {
      if (this.totalBytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    this.sweeper ??= setTimeout(() => this.sweepLater(), this.ttlMs).unref();
  }

  /** Removes every entry read from any of these groups. */
  drop(groups: readonly string[]) {
    for (const [key, entry] of this.entries)
      if (entry.groups.some((group) => groups.includes(group))) this.remove(key);
  }

  clear() {
    this.entries.clear();
    this.totalBytes = 0;
  }

  private sweepLater() {
    this.sweeper = undefined;
    this.sweep(Date.now());
    if (this.entries.size > 0) this.sweeper = setTimeout(() => this.sweepLater(), this.ttlMs).unref();
  }

  private sweep(now: number) {
    for (const [key, entry] of this.entries) {
      if (entry.expires > now) break;
      this.remove(key);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}
