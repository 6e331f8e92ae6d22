import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ResponseCache } from './response-cache';

export type Encoding = 'br' | 'gzip';

/** Below this an answer goes out as it is (the compression plugin's threshold too). */
const COMPRESS_FROM = 1024;

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  // The compression plugin's own settings, so a shared answer is what it would have sent.
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => gzipSync(body),
};

/**
 * Serialized answers that are the same for every visitor (the week's games of a state, an event's or a
 * venue's page, a leaderboard), kept for a few seconds and dropped by invalidate() whenever anything is written.
 * Visitors asking the same question while it is being answered share that one answer (one query, not one each).
 * An answer whose work started before a write is not kept: it may have read what the write changed.
 * Compressed forms are made once per kept answer and kept beside it, not compressed again for every visitor.
 */
export class PublicAnswers {
  private readonly cache: ResponseCache;
  private readonly pending = new Map<string, Promise<Buffer>>();
  private generation = 0;

  constructor(ttlMs: number, maxBytes?: number) {
    this.cache = new ResponseCache(ttlMs, maxBytes);
  }

  get enabled() {
    return this.cache.enabled;
  }

  /** The kept answer for key, else produce()'s, shared with whoever asks the same meanwhile. */
  answer(key: string, produce: () => Promise<string | Buffer>): Promise<Buffer> {
    if (!this.enabled) return produce().then(toBuffer);
    const kept = this.cache.get(key);
    if (kept !== undefined) return Promise.resolve(kept);
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.generation;
    const work = produce()
      .then(toBuffer)
      .then((body) => {
        if (generation === this.generation) this.cache.set(key, body);
        return body;
      })
      .finally(() => {
        if (this.pending.get(key) === work) this.pending.delete(key);
      });
    this.pending.set(key, work);
    return work;
  }

  /** The answer compressed as the client accepts (when worth it), and the encoding it is in. */
  async encoded(
    key: string,
    produce: () => Promise<string | Buffer>,
    encoding: Encoding | undefined,
  ): Promise<{ body: Buffer; encoding?: Encoding }> {
    const generation = this.generation;
    const body = await this.answer(key, produce);
    if (!encoding || body.length < COMPRESS_FROM) return { body };
    const compressedKey = `${encoding} ${key}`;
    const kept = this.cache.get(compressedKey);
    if (kept !== undefined) return { body: kept, encoding };
    const compressed = compressors[encoding](body);
    if (generation === this.generation && this.cache.get(key) === body)
      this.cache.set(compressedKey, compressed);
    return { body: compressed, encoding };
  }

  /** Something changed: nothing kept or being answered now may be given out again. */
  invalidate() {
    this.generation++;
    this.pending.clear();
    this.cache.clear();
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
