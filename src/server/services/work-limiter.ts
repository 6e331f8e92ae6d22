import { HttpError } from '../errors';

export interface WorkLimits {
  /** Expensive jobs running at once, over all clients (the database has few cores too). */
  concurrency: number;
  /** Jobs one client may have running at once. */
  perClient: number;
  /** Jobs one client may have waiting; past this it is told to come back later (503). */
  queuePerClient: number;
  /** Jobs waiting over all clients. */
  queueTotal: number;
}

export const DEFAULT_WORK_LIMITS: WorkLimits = {
  concurrency: 4,
  perClient: 1,
  queuePerClient: 8,
  queueTotal: 400,
};

/**
 * The embedded database answers one query at a time: a second expensive job would only wait inside it, and every
 * cheap query (a page's cache miss) would wait behind both. So one at a time, still taking turns between clients.
 */
export const EMBEDDED_WORK_LIMITS: WorkLimits = { ...DEFAULT_WORK_LIMITS, concurrency: 1 };

interface Waiting {
  start: () => void;
}

/**
 * Runs expensive work (searches that miss the cache) a few at a time, and fairly: when a slot frees, the
 * next job comes from the waiting client with the fewest jobs running, first in line among equals, and a
 * served client goes to the back of the line; so one client's burst mostly slows that client.
 */
export class WorkLimiter {
  private running = 0;
  private waitingTotal = 0;
  private readonly runningBy = new Map<string, number>();
  /** Clients with waiting jobs, in turn order (a Map keeps insertion order). */
  private readonly queues = new Map<string, Waiting[]>();

  constructor(private readonly limits: WorkLimits = DEFAULT_WORK_LIMITS) {}

  async run<T>(client: string, job: () => Promise<T>): Promise<T> {
    // A waiting job is given its slot by next() before it resumes, so no other job takes it meanwhile.
    if (this.canStart(client)) this.reserve(client);
    else await this.wait(client);
    try {
      return await job();
    } finally {
      this.running--;
      const left = (this.runningBy.get(client) ?? 1) - 1;
      if (left === 0) this.runningBy.delete(client);
      else this.runningBy.set(client, left);
      this.next();
    }
  }

  private reserve(client: string) {
    this.running++;
    this.runningBy.set(client, (this.runningBy.get(client) ?? 0) + 1);
  }

  private canStart(client: string) {
    return (
      this.running < this.limits.concurrency &&
      (this.runningBy.get(client) ?? 0) < this.limits.perClient &&
      !this.queues.has(client)
    );
  }

  private wait(client: string) {
    const queue = this.queues.get(client) ?? [];
    if (queue.length >= this.limits.queuePerClient || this.waitingTotal >= this.limits.queueTotal)
      throw new HttpError(503, 'The server is busy. Please try again in a moment.');
    return new Promise<void>((resolve) => {
      queue.push({ start: resolve });
      this.queues.set(client, queue);
      this.waitingTotal++;
    });
  }

  private next() {
    while (this.running < this.limits.concurrency) {
      const client = this.nextClient();
      if (client === undefined) return;
      const queue = this.queues.get(client) ?? [];
      const waiting = queue.shift();
      this.queues.delete(client);
      // Its turn is taken: it goes to the back of the line with whatever it still has waiting.
      if (queue.length > 0) this.queues.set(client, queue);
      if (!waiting) continue;
      this.waitingTotal--;
      this.reserve(client);
      waiting.start();
    }
  }

  /** The waiting client with the fewest jobs running, the one first in line among equals. */
  private nextClient(): string | undefined {
    let best: string | undefined;
    let bestRunning = Number.POSITIVE_INFINITY;
    for (const client of this.queues.keys()) {
      const running = this.runningBy.get(client) ?? 0;
      if (running < this.limits.perClient && running < bestRunning) {
        best = client;
        bestRunning = running;
      }
    }
    return best;
  }
}
