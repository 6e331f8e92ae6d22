import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { ResponseCache } from './response-cache';

export type Encoding = 'br' | 'gzip';

/** Below this an answer goes out as it is (the compression plugin's threshold too). */
const COMPRESS_FROM = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The compression plugin's own settings, so a shared answer is what it would have sent. Off the event loop
 * (zlib's thread pool): a large answer (a 500-game search) would hold every other request for milliseconds.
 */
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => gzipAsync(body),
};

/**
 * Serialized answers that are the same for every visitor (the week's games of a state, an event's or a
 * venue's page, a leaderboard), kept for a few seconds. Each answer names the groups of data it is read from
 * (cache/cache-tags.ts); drop(groups) forgets the answers a write can have changed, here and now.
 * Visitors asking the same question while it is being answered share that one answer (one query, not one each).
 * An answer whose work started before a write to its groups is not kept: it may have read what the write changed.
 * Compressed forms are made once per kept answer and kept beside it, not compressed again for every visitor.
 */
export class SharedResponseCache {
  private readonly cache: ResponseCache;
  private readonly pending = new Map<string, { work: Promise<Buffer>; groups: readonly string[] }>();
  private readonly compressing = new Map<string, { body: Buffer; work: Promise<Buffer> }>();
  /** How many drops each group has seen: an answer is kept only when its groups saw none while it was made. */
  private readonly drops = new Map<string, number>();

  constructor(ttlMs: number, maxBytes?: number) {
    this.cache = new ResponseCache(ttlMs, maxBytes);
  }

  get enabled() {
    return this.cache.enabled;
  }

  /** The kept answer for key, else produce()'s, shared with whoever asks the same meanwhile. */
  answer(key: string, groups: readonly string[], produce: () => Promise<string | Buffer>): Promise<Buffer> {
    if (!this.enabled) return produce().then(toBuffer);
    const kept = this.cache.get(key);
    if (kept !== undefined) return Promise.resolve(kept);
    const running = this.pending.get(key);
    if (running) return running.work;
    const stamp = this.stamp(groups);
    const work = produce()
      .then(toBuffer)
      .then((body) => {
        if (stamp === this.stamp(groups)) this.cache.set(key, body, Date.now(), groups);
        return body;
      })
      .finally(() => {
        if (this.pending.get(key)?.work === work) this.pending.delete(key);
      });
    this.pending.set(key, { work, groups });
    return work;
  }

  /** The answer compressed as the client accepts (when worth it), and the encoding it is in. */
  async encoded(
    key: string,
    groups: readonly string[],
    produce: () => Promise<string | Buffer>,
    encoding: Encoding | undefined,
  ): Promise<{ body: Buffer; encoding?: Encoding }> {
    const stamp = this.stamp(groups);
    const body = await this.answer(key, groups, produce);
    if (!encoding || body.length < COMPRESS_FROM) return { body };
    const compressedKey = `${encoding} ${key}`;
    const kept = this.cache.get(compressedKey);
    if (kept !== undefined) return { body: kept, encoding };
    // Visitors asking for the same fresh answer meanwhile share one compression of it.
    let compressing = this.compressing.get(compressedKey);
    if (!compressing || compressing.body !== body) {
      const work = compressors[encoding](body).finally(() => {
        if (this.compressing.get(compressedKey)?.work === work) this.compressing.delete(compressedKey);
      });
      compressing = { body, work };
      this.compressing.set(compressedKey, compressing);
    }
    const compressed = await compressing.work;
    if (stamp === this.stamp(groups) && this.cache.get(key) === body)
      this.cache.set(compressedKey, compressed, Date.now(), groups);
    return { body: compressed, encoding };
  }

  /** Data of these groups changed: no answer read from them, kept or being made now, may be given out again. */
  drop(groups: readonly string[]) {
    if (groups.length === 0) return;
    for (const group of groups) this.drops.set(group, (this.drops.get(group) ?? 0) + 1);
    for (const [key, running] of this.pending)
      if (running.groups.some((group) => groups.includes(group))) this.pending.delete(key);
    this.cache.drop(groups);
  }

  private stamp(groups: readonly string[]) {
    let sum = 0;
    for (const group of groups) sum += this.drops.get(group) ?? 0;
    return sum;
  }
}

const toBuffer = (body: string | Buffer) => (typeof body === 'string' ? Buffer.from(body) : body);

/** The encoding to send a shared answer in, by the client's Accept-Encoding (brotli first, as the plugin does). */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  return (['br', 'gzip'] as const).find((name) => (weights.get(name) ?? weights.get('*') ?? 0) > 0);
}
