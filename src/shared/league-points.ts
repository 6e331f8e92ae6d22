/**
 * The league's points table (README, "Points and standings"): every player scores 10 points for each
 * player they outlast plus 10 for playing, and the top places add a bonus.
 */
export const FINAL_TABLE_PLACES = 9;

export const PLACE_BONUS = [
  { upTo: 1, bonus: 50 },
  { upTo: 3, bonus: 25 },
  { upTo: FINAL_TABLE_PLACES, bonus: 10 },
] as const;

export function placeBonus(place: number): number {
  return PLACE_BONUS.find((row) => place <= row.upTo)?.bonus ?? 0;
}

export function leaguePoints(place: number, entrants: number): number {
  return (entrants - place + 1) * 10 + placeBonus(place);
}

/** The prize pool's split: half, 30% and 20% to the top three, once at least three played. */
export const PRIZE_SHARES = [0.5, 0.3, 0.2] as const;
export const MIN_ENTRANTS_FOR_PRIZES = 3;

export function prizeFor(place: number, entrants: number, prizePool: number): number {
  if (entrants < MIN_ENTRANTS_FOR_PRIZES) return 0;
  return Math.round(prizePool * (PRIZE_SHARES[place - 1] ?? 0));
}
