/**
 * Whether event ids exist, as last looked up, for a while: a hub client joining made-up events costs one lookup per
 * id, not one per call, and callers asking about the same id meanwhile share that one lookup. At most `maxIds` are
 * remembered (the oldest forgotten first), each for `ttlMs`, so an event added since shows within that time.
 */
export class EventIds {
  private readonly known = new Map<number, { exists: boolean; until: number }>();
  private readonly looking = new Map<number, Promise<boolean>>();

  constructor(
    /** Asked on behalf of a client (its address): the lookup takes that client's turn in the fair limiter. */
    private readonly lookUp: (eventId: number, client: string) => Promise<boolean>,
    private readonly ttlMs = 60_000,
    private readonly maxIds = 10_000,
  ) {}

  exists(eventId: number, client: string, now = Date.now()): Promise<boolean> {
    const kept = this.known.get(eventId);
    if (kept && kept.until > now) return Promise.resolve(kept.exists);
    if (kept) this.known.delete(eventId);
    const running = this.looking.get(eventId);
    if (running) return running;
    const lookup = this.lookUp(eventId, client)
      .then((exists) => {
        this.remember(eventId, exists, Date.now());
        return exists;
      })
      .finally(() => this.looking.delete(eventId));
    this.looking.set(eventId, lookup);
    return lookup;
  }

  private remember(eventId: number, exists: boolean, now: number) {
    this.known.delete(eventId);
    this.known.set(eventId, { exists, until: now + this.ttlMs });
    // A Map keeps insertion order: the first entries are the oldest.
    for (const oldest of this.known.keys()) {
      if (this.known.size <= this.maxIds) break;
      this.known.delete(oldest);
    }
  }
}
