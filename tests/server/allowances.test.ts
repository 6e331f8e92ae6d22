import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Allowance, Allowances } from '../../src/server/limits/allowances';
import { databaseAllowances } from '../../src/server/limits/database-allowances';
import { redisLimits } from '../../src/server/limits/redis-limits';
import { describeOnEachDatabase } from './test-app';

const t0 = new Date('2026-11-18T09:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

/** What every store of allowances must do, whichever it is. */
function allowanceRules(store: () => Allowances) {
  let seq = 0;
  const fresh = (limit: number, windowSeconds: number): Allowance => ({
    key: `test-${randomBytes(4).toString('hex')}-${seq++}`,
    limit,
    windowSeconds,
  });

  it('takes as many uses as the limit of many asked at once, and no more', async () => {
    const allowance = fresh(7, 3600);
    const takings = await Promise.all(Array.from({ length: 30 }, () => store().take([allowance], t0)));
    expect(takings.filter((t) => t.taken)).toHaveLength(7);
  });

  it('frees each use when its window has passed since it was taken, and says how long to wait', async () => {
    const allowance = fresh(2, 90);
    expect((await store().take([allowance], at(0))).taken).toBe(true);
    expect((await store().take([allowance], at(30))).taken).toBe(true);
    const refused = await store().take([allowance], at(60));
    expect(refused).toEqual({ taken: false, refused: allowance, retryAfterSeconds: 30 });
    expect((await store().take([allowance], at(90))).taken).toBe(true);
    expect((await store().take([allowance], at(100))).taken).toBe(false);
  });

  it('takes all of several allowances or none, naming the first that had no room', async () => {
    const roomy = fresh(5, 3600);
    const full = fresh(1, 3600);
    expect((await store().take([full], t0)).taken).toBe(true);
    const refused = await store().take([roomy, full], t0);
    expect(refused).toMatchObject({ taken: false, refused: full });
    const four = await Promise.all(Array.from({ length: 4 }, () => store().take([roomy], t0)));
    expect(four.every((t) => t.taken)).toBe(true);
    // The refused take above counted nothing against `roomy`: five of five are now used.
    expect((await store().take([roomy], t0)).taken).toBe(true);
    expect((await store().take([roomy], t0)).taken).toBe(false);
  });

  it('gives uses back', async () => {
    const one = fresh(1, 3600);
    const other = fresh(1, 3600);
    const taking = await store().take([one, other], t0);
    if (!taking.taken) throw new Error('expected room');
    expect((await store().take([one], t0)).taken).toBe(false);
    await taking.giveBack();
    expect((await store().take([one], t0)).taken).toBe(true);
    expect((await store().take([other], t0)).taken).toBe(true);
  });
}

describeOnEachDatabase('allowances in the database', (ctx) => {
  allowanceRules(() => databaseAllowances(ctx.database.db));
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)(`allowances in Redis${redisUrl ? '' : ' [TEST_REDIS_URL unset]'}`, () => {
  const limits = redisUrl ? redisLimits(redisUrl, `apl-test-${randomBytes(6).toString('hex')}:`) : undefined;
  afterAll(async () => limits?.close());
  allowanceRules(() => limits!.allowances);

  it('refuses with 503 when Redis cannot be reached, never letting the use through', async () => {
    const down = redisLimits('redis://127.0.0.1:1', 'apl-test-down:');
    try {
      await expect(down.allowances.take([{ key: 'x', limit: 1, windowSeconds: 60 }])).rejects.toMatchObject({
        statusCode: 503,
      });
    } finally {
      await down.close();
    }
  });
});
