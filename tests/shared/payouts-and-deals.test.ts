import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chipChop,
  dealAmounts,
  dealInputError,
  evenChop,
  icmDeal,
  icmEquities,
  wholeDollarShares,
} from '../../src/shared/deals';
import {
  PAYOUT_PRESETS,
  payoutsError,
  placesPaid,
  prizePool,
  proposePayouts,
  roundingStep,
} from '../../src/shared/payouts';

/** Issue 35's rules, with the expected values worked out by hand (never read from the module under test). */

describe('the prize pool', () => {
  it.each([
    // entries x what each puts in, rebuys, add-ons, guarantee: the larger of collected and guarantee
    [{ entries: 20, entryToPool: 45 }, 900],
    [{ entries: 20, entryToPool: 45, guarantee: 899 }, 900],
    [{ entries: 20, entryToPool: 45, guarantee: 900 }, 900],
    [{ entries: 20, entryToPool: 45, guarantee: 901 }, 901],
    [{ entries: 20, entryToPool: 45, guarantee: 1000 }, 1000],
    [{ entries: 0, entryToPool: 45, guarantee: 0 }, 0],
    [{ entries: 10, entryToPool: 20, rebuys: 4, rebuyToPool: 20, addOns: 6, addOnToPool: 10 }, 340],
  ])('%o holds $%d', (entries, expected) => {
    expect(prizePool(entries)).toBe(expected);
  });
});

describe('the places paid and the rounding step', () => {
  it.each([
    [0, 0],
    [1, 1],
    [3, 1],
    [4, 2],
    [6, 2],
    [7, 3],
    [20, 3],
    [23, 3],
    [24, 4],
    [100, 15],
  ])('a field of %d pays %d places (standard)', (entries, places) => {
    expect(placesPaid(entries)).toBe(places);
  });

  it.each([
    [999, 5],
    [1000, 10],
    [9999, 10],
    [10_000, 50],
  ])('a pool of $%d is paid in steps of $%d', (pool, step) => {
    expect(roundingStep(pool)).toBe(step);
  });

  it.each([
    [1000, 20, [550, 270, 180]],
    [487, 10, [272, 130, 85]],
    // 66.67 and 33.33 rounded down to $5 steps leave $5, which goes to first place.
    [100, 5, [70, 30]],
    // 54.55, 27.27 and 18.18 rounded down leave two $5 steps: one each to first and second place.
    [100, 10, [55, 30, 15]],
    [7, 10, [7]],
    [0, 20, []],
    [500, 0, []],
  ])('$%d among %d entries is proposed as %o', (pool, entries, expected) => {
    expect(proposePayouts(pool, entries)).toEqual(expected);
  });

  it.each([
    [[], 0, null],
    [[], 100, 'Pay at least one place.'],
    [[500, 300, 200], 1000, null],
    [[300, 500, 200], 1000, 'Place 2 cannot be paid more than place 1.'],
    [[500, 300, 300], 1100, null],
    [[500, 300, 100], 1000, 'The payouts add up to $900; the prize pool is $1,000.'],
    [[500, 0], 500, 'Each payout is a whole number of dollars above $0.'],
    [[499.5, 500.5], 1000, 'Each payout is a whole number of dollars above $0.'],
  ])('edited payouts %o for a $%d pool: %s', (amounts, pool, error) => {
    expect(payoutsError(amounts, pool)).toBe(error);
  });

  it('always sums to the pool, never pays a later place more, and pays no more places than the preset', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 600 }),
        fc.constantFrom(...(Object.keys(PAYOUT_PRESETS) as (keyof typeof PAYOUT_PRESETS)[])),
        (pool, entries, name) => {
          const amounts = proposePayouts(pool, entries, PAYOUT_PRESETS[name]);
          expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(pool);
          expect(amounts.length).toBeLessThanOrEqual(placesPaid(entries, PAYOUT_PRESETS[name]));
          expect(payoutsError(amounts, pool)).toBeNull();
        },
      ),
    );
  });
});

describe('final-table deals', () => {
  it.each([
    [[100], [100], 'A deal needs at least two players.'],
    [[100, 100], [100, 50], null],
    [Array(10).fill(100), [100], null],
    [Array(11).fill(100), [100], 'A deal is worked out for at most 10 players.'],
    [[100, 0], [100], 'Every stack is a whole number of chips above 0.'],
    [[100, 100], [], 'No prize money is left to share.'],
    [[100, 100], [60, 30, 10], 'More places are paid than players are left.'],
    [[100, 100], [100, 0], null],
    [[100, 100], [100, -1], 'Payouts are whole dollars.'],
    [[100, 100], [100.5, 50], 'Payouts are whole dollars.'],
  ])('stacks %o, payouts %o: %s', (stacks, payouts, error) => {
    expect(dealInputError(stacks, payouts)).toBe(error);
  });

  it('splits an even chop to the dollar, the odd dollar to the first player', () => {
    expect(evenChop(3, [500, 300, 200])).toEqual([334, 333, 333]);
  });

  it('gives a chip chop the last payout each and the rest by chips', () => {
    expect(chipChop([50_000, 30_000, 20_000], [500, 300, 200])).toEqual([400, 320, 280]);
  });

  it('works out ICM as Malmuth-Harville does (stacks 50/30/20, payouts 50/30/20)', () => {
    const [a, b, c] = icmEquities([50, 30, 20], [50, 30, 20]);
    expect(a).toBeCloseTo(38.393, 3);
    expect(b).toBeCloseTo(32.75, 3);
    expect(c).toBeCloseTo(28.857, 3);
    expect(icmDeal([50, 30, 20], [500, 300, 200])).toEqual([384, 327, 289]);
    expect(dealAmounts('icm', [50, 30, 20], [500, 300, 200])).toEqual([384, 327, 289]);
    expect(dealAmounts('even', [50, 30, 20], [500, 300, 200])).toEqual([334, 333, 333]);
    expect(dealAmounts('chips', [50_000, 30_000, 20_000], [500, 300, 200])).toEqual([400, 320, 280]);
  });

  it('pays the places beyond the paid ones nothing in ICM', () => {
    // Two players, one paid place: each is paid their chance of winning it.
    expect(icmDeal([75, 25], [100])).toEqual([75, 25]);
  });

  it('shares whole dollars by the largest remainders', () => {
    expect(wholeDollarShares([1.5, 1.5, 1], 4)).toEqual([2, 1, 1]);
    expect(wholeDollarShares([0.2, 0.3, 0.5], 1)).toEqual([0, 0, 1]);
    // A tie goes to the earlier player.
    expect(wholeDollarShares([1 / 3, 1 / 3, 1 / 3], 1)).toEqual([1, 0, 0]);
    expect(wholeDollarShares([0.5, 1.5, 0.5, 0.5], 3)).toEqual([1, 2, 0, 0]);
  });

  const table = fc.integer({ min: 2, max: 10 }).chain((players) =>
    fc.tuple(
      fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: players, maxLength: players }),
      fc
        .array(fc.integer({ min: 0, max: 100_000 }), { minLength: players, maxLength: players })
        .map((amounts) => [...amounts].sort((x, y) => y - x)),
    ),
  );

  it('ICM sums to what is left, each amount between the smallest and the largest remaining payout', () => {
    fc.assert(
      fc.property(table, ([stacks, payouts]) => {
        const deal = icmDeal(stacks, payouts);
        const total = payouts.reduce((sum, amount) => sum + amount, 0);
        expect(deal.reduce((sum, amount) => sum + amount, 0)).toBe(total);
        for (const amount of deal) {
          expect(amount).toBeGreaterThanOrEqual(Math.min(...payouts));
          expect(amount).toBeLessThanOrEqual(Math.max(...payouts));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('every method sums to what is left, and more chips never get less in ICM or a chip chop', () => {
    fc.assert(
      fc.property(table, ([stacks, payouts]) => {
        const total = payouts.reduce((sum, amount) => sum + amount, 0);
        for (const method of ['even', 'chips', 'icm'] as const) {
          const deal = dealAmounts(method, stacks, payouts);
          expect(deal.reduce((sum, amount) => sum + amount, 0)).toBe(total);
          if (method === 'even') continue;
          for (const [i, stack] of stacks.entries()) {
            for (const [j, other] of stacks.entries()) {
              if (stack > other) expect((deal[i] ?? 0) + 1).toBeGreaterThanOrEqual(deal[j] ?? 0);
            }
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
