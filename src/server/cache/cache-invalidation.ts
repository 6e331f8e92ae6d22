import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { Backplane } from '../hub/hub-server';
import { CACHE_TAGS, type CacheTag } from './cache-tags';
import type { SharedResponseCache } from './shared-response-cache';

const CHANNEL = 'shared-answers:drop';

/**
 * Drops the shared answers a write can have changed, on this instance at once and, through the backplane
 * (Redis pub/sub, the hub's), on every other instance. The hub's pushes travel the same connections, so an
 * instance drops its answers before it passes on a push sent after the drop (pages re-read on a push).
 */
export class CacheInvalidation {
  private readonly instance = randomUUID();

  constructor(
    private readonly caches: readonly SharedResponseCache[],
    private readonly backplane?: Backplane,
  ) {}

  /**
   * Listens to the other instances' drops: resolves once subscribed, or after waitMs, so that Redis being
   * down does not keep the server from starting (if it stays down, this instance's answers just expire).
   */
  async listen(waitMs = 2000) {
    if (!this.backplane) return;
    const subscribed = this.backplane
      .subscribe(CHANNEL, (text) => {
        const [from, names = ''] = text.split(' ');
        if (from !== this.instance) this.dropHere(groupsIn(names));
      })
      .catch(() => {});
    await Promise.race([subscribed, delay(waitMs, undefined, { ref: false })]);
  }

  async drop(groups: readonly CacheTag[]) {
    if (groups.length === 0) return;
    this.dropHere(groups);
    // Redis down must not fail a write that is already done; the others' answers expire by themselves.
    await this.backplane?.publish(CHANNEL, `${this.instance} ${groups.join(',')}`).catch(() => {});
  }

  private dropHere(groups: readonly CacheTag[]) {
    for (const cache of this.caches) cache.drop(groups);
  }
}

/** The groups a message names, unknown names left out. */
const groupsIn = (names: string) =>
  names.split(',').filter((name): name is CacheTag => (CACHE_TAGS as readonly string[]).includes(name));
