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
  /**
   * After a job a client rests this many times as long as the job ran before its next one starts (others' jobs
   * start meanwhile); 1 leaves it at most half the time. Unset: none.
   */
  restPerJob?: number;
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
 * It answers on the event loop too: a client whose searches ran back to back would hold the whole server, its
 * cached answers included, and everyone else's cheap queries would each wait behind one of them. So a client
 * rests as long as its job ran: half the time at least is left to everyone else.
 */
export const EMBEDDED_WORK_LIMITS: WorkLimits = { ...DEFAULT_WORK_LIMITS, concurrency: 1, restPerJob: 1 };

interface Waiting {
  start: () => void;
}

/** Idle clients' accounts are looked through once the map has doubled since the last look. */
const FIRST_SWEEP_AT = 64;

/**
 * Runs expensive work (searches that miss the cache) a few at a time, and fairly by the time it takes: each
 * client's account is the time its jobs have run, counted from where the busiest account stood when it came
 * (start-time fair queuing), and when a slot frees the waiting client with the fewest jobs running and the
 * smallest account goes next, first in line among equals. Taking turns by count would let a client whose
 * jobs take 100 ms run one between every two of another's 2 ms jobs: by time, the other's jobs go first until
 * they have had as much, so one client's burst mostly slows that client.
 */
export class WorkLimiter {
  private running = 0;
  private waitingTotal = 0;
  private readonly runningBy = new Map<string, number>();
  /** Clients with waiting jobs, in turn order (a Map keeps insertion order). */
  private readonly queues = new Map<string, Waiting[]>();
  /** Each client's account, kept while it is ahead of `now` (what a newcomer starts from) or has work. */
  private readonly accounts = new Map<string, number>();
  /** The account of the last job started: where a client that comes (back) starts from. */
  private virtualNow = 0;
  private sweepAt = FIRST_SWEEP_AT;
  /** When resting clients may start again (restPerJob). */
  private readonly restingUntil = new Map<string, number>();
  private wakeUp: NodeJS.Timeout | undefined;

  constructor(
    private readonly limits: WorkLimits = DEFAULT_WORK_LIMITS,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  async run<T>(client: string, job: () => Promise<T>): Promise<T> {
    // A waiting job is given its slot by next() before it resumes, so no other job takes it meanwhile.
    if (this.canStart(client)) this.reserve(client);
    else await this.wait(client);
    const started = this.clock();
    try {
      return await job();
    } finally {
      const ran = Math.max(0, this.clock() - started);
      this.accounts.set(client, this.account(client) + ran);
      if (this.limits.restPerJob) this.restingUntil.set(client, this.clock() + ran * this.limits.restPerJob);
      this.running--;
      const left = (this.runningBy.get(client) ?? 1) - 1;
      if (left === 0) this.runningBy.delete(client);
      else this.runningBy.set(client, left);
      this.next();
      this.forgetIdle();
    }
  }

  private account(client: string) {
    return Math.max(this.accounts.get(client) ?? 0, this.virtualNow);
  }

  private reserve(client: string) {
    this.accounts.set(client, this.account(client));
    this.virtualNow = this.account(client);
    this.running++;
    this.runningBy.set(client, (this.runningBy.get(client) ?? 0) + 1);
  }

  private canStart(client: string) {
    return (
      this.running < this.limits.concurrency &&
      (this.runningBy.get(client) ?? 0) < this.limits.perClient &&
      !this.queues.has(client) &&
      !this.resting(client)
    );
  }

  private resting(client: string) {
    const until = this.restingUntil.get(client);
    if (until === undefined) return false;
    if (until > this.clock()) return true;
    this.restingUntil.delete(client);
    return false;
  }

  private wait(client: string) {
    const queue = this.queues.get(client) ?? [];
    if (queue.length >= this.limits.queuePerClient || this.waitingTotal >= this.limits.queueTotal)
      throw new HttpError(503, 'The server is busy. Please try again in a moment.');
    const waiting = new Promise<void>((resolve) => {
      queue.push({ start: resolve });
      this.queues.set(client, queue);
      this.waitingTotal++;
    });
    this.next();
    return waiting;
  }

  private next() {
    while (this.running < this.limits.concurrency) {
      const client = this.nextClient();
      if (client === undefined) return this.wakeWhenRested();
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

  /** The waiting client with the fewest jobs running and then the smallest account, first in line among equals. */
  private nextClient(): string | undefined {
    let best: string | undefined;
    let bestRunning = Number.POSITIVE_INFINITY;
    let bestAccount = Number.POSITIVE_INFINITY;
    for (const client of this.queues.keys()) {
      const running = this.runningBy.get(client) ?? 0;
      if (running >= this.limits.perClient || this.resting(client)) continue;
      const account = this.account(client);
      if (running < bestRunning || (running === bestRunning && account < bestAccount)) {
        best = client;
        bestRunning = running;
        bestAccount = account;
      }
    }
    return best;
  }

  /** When every waiting client is resting and a slot is free, the first to be rested starts then. */
  private wakeWhenRested() {
    if (this.wakeUp || this.running >= this.limits.concurrency) return;
    let first = Number.POSITIVE_INFINITY;
    for (const client of this.queues.keys()) first = Math.min(first, this.restingUntil.get(client) ?? first);
    if (first === Number.POSITIVE_INFINITY) return;
    this.wakeUp = setTimeout(
      () => {
        this.wakeUp = undefined;
        this.next();
      },
      Math.max(0, first - this.clock()),
    );
  }

  /** An idle client's account no further on than a newcomer's says nothing more: it is dropped. */
  private forgetIdle() {
    for (const client of this.restingUntil.keys()) this.resting(client);
    if (this.running === 0 && this.queues.size === 0) {
      this.accounts.clear();
      this.virtualNow = 0;
      this.sweepAt = FIRST_SWEEP_AT;
      return;
    }
    if (this.accounts.size < this.sweepAt) return;
    for (const [client, account] of this.accounts)
      if (account <= this.virtualNow && !this.runningBy.has(client) && !this.queues.has(client))
        this.accounts.delete(client);
    this.sweepAt = Math.max(FIRST_SWEEP_AT, this.accounts.size * 2);
  }
}
