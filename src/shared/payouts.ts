import { formatDollars } from './money';

/**
 * The prize pool and its payouts (issue 35). Amounts are whole dollars, as the site writes every prize.
 */

/** What goes into the pool: each kind of buy-in's count and the part of it that is prize money (fees taken off). */
export interface PoolEntries {
  entries: number;
  /** Of each buy-in or re-entry, what goes to the pool (the buy-in less the fee). */
  entryToPool: number;
  rebuys?: number;
  rebuyToPool?: number;
  addOns?: number;
  addOnToPool?: number;
  /** The least the pool holds, whatever the field (0: none). */
  guarantee?: number;
}

/** The pool: what the entries put in, or the guarantee when that is more. */
export function prizePool(pool: PoolEntries): number {
  const collected =
    pool.entries * pool.entryToPool +
    (pool.rebuys ?? 0) * (pool.rebuyToPool ?? 0) +
    (pool.addOns ?? 0) * (pool.addOnToPool ?? 0);
  return Math.max(Math.floor(collected), Math.floor(pool.guarantee ?? 0), 0);
}

/**
 * A structure family: about `share` of the field is paid (at least two places from 4 entries, three from 7), and
 * place k's share of the pool is in proportion to 1 / k^steepness (with 1, second place gets half of first's
 * share and third a third).
 */
export interface PayoutPreset {
  label: string;
  share: number;
  steepness: number;
}

export const PAYOUT_PRESETS = {
  standard: { label: 'Standard (about 15% paid)', share: 0.15, steepness: 1 },
  flat: { label: 'Flat (about 20% paid)', share: 0.2, steepness: 0.7 },
  topHeavy: { label: 'Top-heavy (about 10% paid)', share: 0.1, steepness: 1.3 },
} as const satisfies Record<string, PayoutPreset>;
export type PayoutPresetName = keyof typeof PAYOUT_PRESETS;

/** The places a field of `entries` pays under a preset: 1 up to 3 entries, 2 up to 6, then at least 3. */
export function placesPaid(entries: number, preset: PayoutPreset = PAYOUT_PRESETS.standard): number {
  if (entries <= 3) return Math.min(Math.max(entries, 0), 1);
  if (entries <= 6) return 2;
  return Math.min(entries, Math.max(3, Math.round(entries * preset.share)));
}

/** The step payouts are rounded to: $5 for a pool under $1,000, $10 under $10,000, else $50. */
export function roundingStep(pool: number): number {
  if (pool < 1000) return 5;
  if (pool < 10_000) return 10;
  return 50;
}

/**
 * The proposed payouts, first place first: each a multiple of the rounding step except first place, which takes
 * what rounding leaves over, so they always sum to the pool and never increase with the place.
 */
export function proposePayouts(
  pool: number,
  entries: number,
  preset: PayoutPreset = PAYOUT_PRESETS.standard,
): number[] {
  const places = placesPaid(entries, preset);
  if (places === 0 || pool <= 0) return [];
  const weights = Array.from({ length: places }, (_, i) => 1 / (i + 1) ** preset.steepness);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const step = roundingStep(pool);
  const amounts = weights.map((weight) => Math.floor((pool * weight) / total / step) * step);
  // Each amount lost less than a step to rounding, so fewer than `places` whole steps are left: one more for each
  // place from the top keeps the order; what is not a whole step goes to first place.
  let left = pool - amounts.reduce((sum, amount) => sum + amount, 0);
  for (let i = 0; left >= step && i < amounts.length; i++) {
    amounts[i] = (amounts[i] ?? 0) + step;
    left -= step;
  }
  amounts[0] = (amounts[0] ?? 0) + left;
  // A last place rounded to nothing is no prize: its share goes to the places above (a tiny pool, many places).
  while (amounts.length > 1 && amounts[amounts.length - 1] === 0) amounts.pop();
  return amounts;
}

/** What is wrong with a director's edited payouts, or null: whole dollars, positive, in order, summing to the pool. */
export function payoutsError(amounts: readonly number[], pool: number): string | null {
  if (amounts.length === 0) return pool > 0 ? 'Pay at least one place.' : null;
  if (amounts.some((amount) => !Number.isInteger(amount) || amount <= 0))
    return 'Each payout is a whole number of dollars above $0.';
  for (let i = 1; i < amounts.length; i++) {
    if ((amounts[i] ?? 0) > (amounts[i - 1] ?? 0))
      return `Place ${i + 1} cannot be paid more than place ${i}.`;
  }
  const sum = amounts.reduce((total, amount) => total + amount, 0);
  if (sum !== pool)
    return `The payouts add up to ${formatDollars(sum)}; the prize pool is ${formatDollars(pool)}.`;
  return null;
}
