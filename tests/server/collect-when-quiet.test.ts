import { describe, expect, it } from 'vitest';
import { QuietCollector } from '../../src/server/memory/collect-when-quiet';

const MiB = 1024 * 1024;

/** A collector over a process whose memory the test sets, counting the collections it asks for. */
function setUp() {
  let memory = 100 * MiB;
  let collections = 0;
  const collector = new QuietCollector(
    () => {
      collections++;
      memory = 110 * MiB;
    },
    () => memory,
    32 * MiB,
  );
  const interval = (requests: number, grownTo: number) => {
    for (let i = 0; i < requests; i++) collector.request();
    memory = grownTo * MiB;
    collector.intervalEnded();
    return collections;
  };
  return { interval };
}

describe('collecting when quiet', () => {
  it('collects once when the requests stop after the process grew', () => {
    const { interval } = setUp();
    expect(interval(5000, 250)).toBe(0);
    expect(interval(40, 300)).toBe(0);
    expect(interval(0, 300)).toBe(1);
    expect(interval(0, 120)).toBe(1);
    expect(interval(0, 120)).toBe(1);
  });

  it('never pauses a server with requests coming in, nor one that has not grown', () => {
    const { interval } = setUp();
    for (let i = 0; i < 10; i++) expect(interval(1 + (i % 3) * 200, 150 + i * 20)).toBe(0);
    const quiet = setUp();
    expect(quiet.interval(5000, 120)).toBe(0);
    expect(quiet.interval(0, 120)).toBe(0);
  });
});
