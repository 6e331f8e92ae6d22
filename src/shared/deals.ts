/**
 * Final-table deals (issue 35): how the prize money still to be paid is split among the players left, from their
 * chip stacks and the payouts of the places still to be played for. Amounts are whole dollars; each split sums to
 * exactly what is left.
 */

export const DEAL_METHODS = ['even', 'chips', 'icm'] as const;
export type DealMethod = (typeof DEAL_METHODS)[number];

/** Each method's name in a sentence ("Deal (chip chop)"). */
export const DEAL_METHOD_NAMES: Record<DealMethod, string> = {
  even: 'even chop',
  chips: 'chip chop',
  icm: 'ICM',
};

/** ICM's work grows as 2^players: the calculator takes a final table of up to this many. */
export const MAX_DEAL_PLAYERS = 10;

/** What is wrong with a deal's input, or null. `payouts`: the remaining places' payouts, first place first. */
export function dealInputError(stacks: readonly number[], payouts: readonly number[]): string | null {
  if (stacks.length < 2) return 'A deal needs at least two players.';
  if (stacks.length > MAX_DEAL_PLAYERS)
    return `A deal is worked out for at most ${MAX_DEAL_PLAYERS} players.`;
  if (stacks.some((stack) => !Number.isInteger(stack) || stack <= 0))
    return 'Every stack is a whole number of chips above 0.';
  if (payouts.length === 0) return 'No prize money is left to share.';
  if (payouts.length > stacks.length) return 'More places are paid than players are left.';
  if (payouts.some((amount) => !Number.isInteger(amount) || amount < 0)) return 'Payouts are whole dollars.';
  return null;
}

/** The remaining places' payouts, one per player: the places beyond the paid ones pay nothing. */
const perPlace = (players: number, payouts: readonly number[]) =>
  Array.from({ length: players }, (_, i) => payouts[i] ?? 0);

/**
 * Shares in whole dollars summing exactly to `total`: each share rounded down, then the dollars left to the
 * largest remainders (the earlier player on a tie).
 */
export function wholeDollarShares(exact: readonly number[], total: number): number[] {
  const floors = exact.map((share) => Math.floor(share + 1e-9));
  let left = total - floors.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((share, i) => ({ i, remainder: share - Math.floor(share + 1e-9) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

/** An even chop: what is left, shared equally. */
export function evenChop(players: number, payouts: readonly number[]): number[] {
  const total = payouts.reduce((sum, amount) => sum + amount, 0);
  return wholeDollarShares(
    Array.from({ length: players }, () => total / players),
    total,
  );
}

/**
 * A chip chop: everyone is given the last remaining place's payout, and the rest is shared in proportion to the
 * chips.
 */
export function chipChop(stacks: readonly number[], payouts: readonly number[]): number[] {
  const places = perPlace(stacks.length, payouts);
  const floor = places[places.length - 1] ?? 0;
  const total = places.reduce((sum, amount) => sum + amount, 0);
  const chips = stacks.reduce((sum, stack) => sum + stack, 0);
  const surplus = total - floor * stacks.length;
  return wholeDollarShares(
    stacks.map((stack) => floor + (surplus * stack) / chips),
    total,
  );
}

/**
 * ICM (the Malmuth-Harville model): a player finishes first with the share of the chips they hold; given who
 * finished above, each place after that likewise among the players left. A player's equity is each place's
 * payout times the chance of finishing there. Worked out once for each set of players still in (2^n sets).
 */
export function icmEquities(stacks: readonly number[], payouts: readonly number[]): number[] {
  const n = stacks.length;
  const places = perPlace(n, payouts);
  const full = (1 << n) - 1;
  const memo = new Map<number, number[]>();
  const equityOf = (mask: number): number[] => {
    const known = memo.get(mask);
    if (known) return known;
    const equity = new Array<number>(n).fill(0);
    let chips = 0;
    let inPlay = 0;
    for (let i = 0; i < n; i++) {
      if (mask & (1 << i)) {
        chips += stacks[i] ?? 0;
        inPlay++;
      }
    }
    const place = n - inPlay;
    for (let i = 0; i < n; i++) {
      if (!(mask & (1 << i))) continue;
      const chance = (stacks[i] ?? 0) / chips;
      equity[i] = (equity[i] ?? 0) + chance * (places[place] ?? 0);
      if (inPlay > 1) {
        const below = equityOf(mask & ~(1 << i));
        for (let j = 0; j < n; j++) equity[j] = (equity[j] ?? 0) + chance * (below[j] ?? 0);
      }
    }
    memo.set(mask, equity);
    return equity;
  };
  return equityOf(full);
}

/** An ICM deal in whole dollars, summing to what is left. */
export function icmDeal(stacks: readonly number[], payouts: readonly number[]): number[] {
  const total = perPlace(stacks.length, payouts).reduce((sum, amount) => sum + amount, 0);
  return wholeDollarShares(icmEquities(stacks, payouts), total);
}

/** The deal by the chosen method. */
export function dealAmounts(
  method: DealMethod,
  stacks: readonly number[],
  payouts: readonly number[],
): number[] {
  if (method === 'even') return evenChop(stacks.length, perPlace(stacks.length, payouts));
  if (method === 'chips') return chipChop(stacks, payouts);
  return icmDeal(stacks, payouts);
}
