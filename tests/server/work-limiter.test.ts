import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../src/server/errors';
import { WorkLimiter } from '../../src/server/services/work-limiter';

/** A job that runs until released, recording when it started. */
function gate(log: string[], name: string) {
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    job: async () => {
      log.push(name);
      await done;
      return name;
    },
    release: () => release(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('work limiter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at most the limit at once, and at most the per-client limit for one client', async () => {
    const limiter = new WorkLimiter({ concurrency: 3, perClient: 2, queuePerClient: 10, queueTotal: 100 });
    const log: string[] = [];
    const gates = ['a1', 'a2', 'a3', 'b1', 'c1', 'c2'].map((name) => ({ name, ...gate(log, name) }));
    const runs = gates.map((g) => limiter.run(g.name[0] ?? '', g.job));
    await tick();
    expect(log).toEqual(['a1', 'a2', 'b1']);
    gates[0]?.release();
    await tick();
    // The slot goes to c (waiting, none running), not a's third job.
    expect(log).toEqual(['a1', 'a2', 'b1', 'c1']);
    for (const g of gates) g.release();
    expect(await Promise.all(runs)).toEqual(['a1', 'a2', 'a3', 'b1', 'c1', 'c2']);
  });

  it("serves clients in turn, so one client's burst does not hold another back", async () => {
    const limiter = new WorkLimiter({ concurrency: 1, perClient: 1, queuePerClient: 20, queueTotal: 100 });
    const log: string[] = [];
    const burst = Array.from({ length: 8 }, (_, i) => gate(log, `a${i}`));
    const runs = burst.map((g) => limiter.run('a', g.job));
    await tick();
    const other = gate(log, 'b');
    const otherRun = limiter.run('b', other.job);
    burst[0]?.release();
    await tick();
    // b has had no time yet, a has: b goes before the rest of a's burst.
    expect(log).toEqual(['a0', 'b']);
    other.release();
    for (const g of burst) g.release();
    await Promise.all([...runs, otherRun]);
    expect(log).toHaveLength(9);
  });

  it('shares out running time, not turns: a client of slow jobs waits while others have had less', async () => {
    let now = 0;
    const limits = { concurrency: 1, perClient: 1, queuePerClient: 20, queueTotal: 100 };
    const limiter = new WorkLimiter(limits, () => now);
    const log: string[] = [];
    const ends = new Map<string, () => void>();
    const job = (name: string, ms: number) => () =>
      new Promise<void>((resolve) => {
        log.push(name);
        ends.set(name, () => {
          now += ms;
          resolve();
        });
      });
    const end = async (name: string) => {
      ends.get(name)?.();
      await tick();
    };
    const slow = [0, 1, 2].map((i) => limiter.run('a', job(`a${i}`, 100)));
    await tick();
    // b and c come while a's first job runs, each asking again as soon as it has its answer.
    const quick = async (client: string) => {
      for (let i = 0; i < 3; i++) await limiter.run(client, job(`${client}${i}`, 1));
    };
    const others = [quick('b'), quick('c')];
    await tick();
    for (const name of ['a0', 'b0', 'c0', 'b1', 'c1', 'b2', 'c2']) await end(name);
    // By turns a would have run between every two of theirs; by time theirs all go first.
    expect(log).toEqual(['a0', 'b0', 'c0', 'b1', 'c1', 'b2', 'c2', 'a1']);
    await end('a1');
    await end('a2');
    await Promise.all([...slow, ...others]);
  });

  it('rests a client as long as its job ran before its next starts, while others start at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const limits = { concurrency: 1, perClient: 1, queuePerClient: 20, queueTotal: 100, restPerJob: 1 };
    const limiter = new WorkLimiter(limits, () => Date.now());
    const log: string[] = [];
    const [a0, a1, b] = ['a0', 'a1', 'b'].map((name) => gate(log, name));
    const runs = [limiter.run('a', a0!.job), limiter.run('a', a1!.job)];
    await tick();
    vi.advanceTimersByTime(100);
    a0?.release();
    await tick();
    // a's first job ran 100 ms: the free slot waits for a while b, who has not run, starts at once.
    expect(log).toEqual(['a0']);
    runs.push(limiter.run('b', b!.job));
    await tick();
    vi.advanceTimersByTime(10);
    b?.release();
    await tick();
    expect(log).toEqual(['a0', 'b']);
    vi.advanceTimersByTime(89);
    await tick();
    expect(log).toEqual(['a0', 'b']);
    vi.advanceTimersByTime(1);
    await tick();
    expect(log).toEqual(['a0', 'b', 'a1']);
    a1?.release();
    await Promise.all(runs);
  });

  it('refuses with 503 past the waiting limits, and frees the slot when a job fails', async () => {
    const limiter = new WorkLimiter({ concurrency: 1, perClient: 1, queuePerClient: 1, queueTotal: 2 });
    const log: string[] = [];
    const first = gate(log, 'a0');
    const running = limiter.run('a', first.job);
    const waiting = limiter.run('a', async () => 'a1');
    await expect(limiter.run('a', async () => 'a2')).rejects.toMatchObject({ statusCode: 503 });
    const b = limiter.run('b', async () => 'b');
    await expect(limiter.run('c', async () => 'c')).rejects.toBeInstanceOf(HttpError);
    first.release();
    expect(await Promise.all([running, waiting, b])).toEqual(['a0', 'a1', 'b']);
    await expect(limiter.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run('a', async () => 'after')).toBe('after');
  });
});
