import { describe, expect, it } from 'vitest';
import { CHIP_SET, chipRaces, chipRacesByBreak, chipRaceText } from '../../src/shared/chip-race';

const lv = (smallBlind: number, bigBlind: number, ante = 0) => ({ smallBlind, bigBlind, ante });

describe('the chip race at a break', () => {
  it('uses the pub set 25, 100, 500, 1000, 5000, 25000', () => {
    expect(CHIP_SET).toEqual([25, 100, 500, 1000, 5000, 25000]);
  });

  // One break, before the third level (index 2); the first two levels need the 25s.
  it.each([
    ['every later blind a multiple of 100 (at the boundary)', [lv(100, 200), lv(200, 400)], 25],
    ['a later blind of 75/150 still needs the 25s (below)', [lv(75, 150), lv(100, 200)], undefined],
    ['the next level is 100/200 but the one after 150/300', [lv(100, 200), lv(150, 300)], undefined],
    ['an ante of 25 from the next level on keeps the 25s', [lv(100, 200, 25)], undefined],
    ['an ante of 100 does not', [lv(100, 200, 100)], 25],
    ['everything a multiple of 500 still races off only the 25s', [lv(500, 1000)], 25],
  ])('%s', (_name, after, raced) => {
    expect(chipRaces([lv(25, 50), lv(50, 100), ...after], [2]).get(2)).toBe(raced);
  });

  it('races off nothing that no level before the break needed, and looks at the next chip instead', () => {
    // Nothing before the break needed a 25 (all multiples of 100): the 100s go, since 500/1000 on are multiples of 500.
    expect([...chipRaces([lv(100, 200), lv(200, 400), lv(500, 1000)], [2])]).toEqual([[2, 100]]);
    // Neither the 25s nor the 100s were ever needed: the 500s (500/1000 needed them) go, as 2000/4000 is paid in 1000s.
    expect([...chipRaces([lv(500, 1000), lv(1000, 2000), lv(2000, 4000)], [2])]).toEqual([[2, 500]]);
    expect([...chipRaces([lv(1000, 2000), lv(2000, 4000), lv(4000, 8000)], [2])]).toEqual([]);
    // 400 needs the 100s (not a multiple of 500): the boundary of "needed before".
    expect([...chipRaces([lv(100, 200), lv(200, 400), lv(1000, 2000)], [2])]).toEqual([[2, 100]]);
  });

  it('carries what was raced off to the next break, one chip a break', () => {
    const levels = [lv(25, 50), lv(50, 100), lv(100, 200), lv(200, 400), lv(500, 1000), lv(1000, 2000)];
    expect([...chipRaces(levels, [2, 4])]).toEqual([
      [2, 25],
      [4, 100],
    ]);
    // Both chips redundant at the first break: the 25s go there, the 100s at the next.
    const jump = [lv(25, 50), lv(500, 1000), lv(1000, 2000)];
    expect([...chipRaces(jump, [1, 2])]).toEqual([
      [1, 25],
      [2, 100],
    ]);
    // A break before the first level or after the last races nothing.
    expect([...chipRaces(levels, [0, 6])]).toEqual([]);
  });

  it('follows a chip set of its own', () => {
    expect([...chipRaces([lv(5, 10), lv(25, 50)], [1], [5, 25, 100])]).toEqual([[1, 5]]);
    expect([...chipRaces([lv(5, 10), lv(20, 40)], [1], [5, 25, 100])]).toEqual([]);
  });
});

describe('the chip race of a blind structure', () => {
  const row = (roundNumber: number, smallBlind: number, bigBlind: number, breakRow = false) => ({
    roundNumber,
    smallBlind: breakRow ? 0 : smallBlind,
    bigBlind: breakRow ? 0 : bigBlind,
    ante: 0,
    breakRow,
  });

  it('keys each race by the round the break follows', () => {
    const races = chipRacesByBreak([
      row(1, 25, 50),
      row(2, 50, 100),
      row(2, 0, 0, true),
      row(3, 100, 200),
      row(4, 200, 400),
      row(4, 0, 0, true),
      row(5, 500, 1000),
      row(5, 0, 0, true),
    ]);
    expect([...races]).toEqual([
      [2, 25],
      [4, 100],
    ]);
  });

  it('says it the way the room does', () => {
    expect(chipRaceText(25)).toBe('Colour up: race off the 25 chips');
  });
});
