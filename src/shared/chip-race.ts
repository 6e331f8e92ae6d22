/**
 * The chip race (colour-up) of a tournament: at a break, the smallest chip still in play is raced off once no
 * blind or ante from the next level on needs it. The TV shows it during that break; the blind structure notes
 * it on the break's row.
 */

/** A pub tournament's chip set, smallest first. */
export const CHIP_SET: readonly number[] = [25, 100, 500, 1000, 5000, 25_000];

export interface RaceLevel {
  smallBlind: number;
  bigBlind: number;
  ante: number;
}

const payableWith = (levels: readonly RaceLevel[], chip: number) =>
  levels.every((l) => [l.smallBlind, l.bigBlind, l.ante].every((amount) => amount % chip === 0));

/**
 * The chip raced off at each break, by the index of the level the break comes before (L). At each break the
 * smallest chip still in play goes when every blind and ante from level L on is a multiple of the next chip and
 * some level before L needed it; a chip no level before L needed leaves play without a race (it was never
 * handed out for a blind), and the next one is looked at. At most one chip is raced off per break.
 */
export function chipRaces(
  levels: readonly RaceLevel[],
  breaksBefore: readonly number[],
  chips: readonly number[] = CHIP_SET,
): Map<number, number> {
  const races = new Map<number, number>();
  let smallest = 0;
  for (const before of [...breaksBefore].sort((a, b) => a - b)) {
    if (before <= 0 || before >= levels.length) continue;
    while (smallest < chips.length - 1) {
      const next = chips[smallest + 1] as number;
      if (!payableWith(levels.slice(before), next)) break;
      const chip = chips[smallest] as number;
      smallest += 1;
      if (!payableWith(levels.slice(0, before), next)) {
        races.set(before, chip);
        break;
      }
    }
  }
  return races;
}

/**
 * The chip raced off at each break of a blind structure as the event lists it (a break row follows the round
 * it comes after and carries that round's number), keyed by that round number: the clock's round during the
 * break.
 */
export function chipRacesByBreak(
  rows: readonly (RaceLevel & { roundNumber: number; breakRow: boolean })[],
  chips: readonly number[] = CHIP_SET,
): Map<number, number> {
  const levels: RaceLevel[] = [];
  const breaks = new Map<number, number>();
  for (const row of rows) {
    if (row.breakRow) breaks.set(levels.length, row.roundNumber);
    else levels.push(row);
  }
  const races = chipRaces(levels, [...breaks.keys()], chips);
  return new Map([...races].map(([before, chip]) => [breaks.get(before) as number, chip]));
}

/** What the TV and the blind structure say at a break with a chip race. */
export const chipRaceText = (chip: number) => `Colour up: race off the ${chip} chips`;
