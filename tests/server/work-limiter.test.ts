import { describe, expect, it } from 'vitest';
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
    burst[1]?.release();
    await tick();
    // Turns alternate: a's second job was first in line, then b comes before the rest of a's burst.
    expect(log).toEqual(['a0', 'a1', 'b']);
    other.release();
    for (const g of burst) g.release();
    await Promise.all([...runs, otherRun]);
    expect(log).toHaveLength(9);
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
