import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMoves,
  drawSeats,
  type Floor,
  nextMoves,
  playerCount,
  removePlayer,
  seatEntry,
  seatOf,
} from '../../src/shared/seating';

/** A repeatable stand-in for Math.random (mulberry32). */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A draw that always comes out last leaves every shuffle as it was: players in turn, seats in order.
const LAST = () => 0.999_999;
const FIRST = () => 0;
const counts = (floor: Floor) =>
  floor.tables.map((table) => table.seats.filter((seat) => seat !== null).length);
const ids = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i);
const settle = (floor: Floor, random: () => number) => applyMoves(floor, nextMoves(floor, random));

describe('the seat draw', () => {
  it.each([
    [9, 9, [9]],
    [10, 9, [5, 5]],
    [18, 9, [9, 9]],
    [19, 9, [7, 6, 6]],
    [20, 9, [7, 7, 6]],
    [20, 10, [10, 10]],
    [21, 10, [7, 7, 7]],
  ])('%d players at tables of %d sit %o', (players, size, expected) => {
    const floor = drawSeats(ids(players), size, seeded(players));
    expect(counts(floor)).toEqual(expected);
    expect(floor.tables.map((table) => table.id)).toEqual(ids(expected.length));
    for (const player of ids(players)) expect(seatOf(floor, player)).not.toBeNull();
  });

  it('deals the players to the tables in turn, each to the seat drawn', () => {
    const floor = drawSeats(ids(10), 9, LAST);
    expect(floor.tables.map((table) => table.seats)).toEqual([
      [1, 3, 5, 7, 9, null, null, null, null],
      [2, 4, 6, 8, 10, null, null, null, null],
    ]);
    expect(drawSeats(ids(10), 9, seeded(1))).not.toEqual(drawSeats(ids(10), 9, seeded(2)));
  });

  it('draws among the empty seats: the first or the last of them as the draw comes out', () => {
    const floor = drawSeats(ids(4), 6, LAST); // seats 1-4
    expect(seatEntry(floor, 5, FIRST).seat).toEqual({ table: 1, seat: 5 });
    expect(seatEntry(floor, 5, LAST).seat).toEqual({ table: 1, seat: 6 });
  });

  it('seats a late entry at the lowest-numbered of the tables with the fewest players', () => {
    const floor: Floor = {
      tableSize: 6,
      tables: [
        { id: 3, seats: [31, 32, 33, 34, null, null] },
        { id: 2, seats: [21, 22, 23, 24, null, null] },
        { id: 1, seats: [11, 12, 13, 14, 15, null] },
      ],
    };
    expect(seatEntry(floor, 99, FIRST).seat).toEqual({ table: 2, seat: 5 });
  });

  it('leaves the floor as it was when a player not seated is removed', () => {
    const floor = drawSeats(ids(10), 9, LAST);
    expect(removePlayer(floor, 99)).toEqual(floor);
  });

  it('seats a late entry at the table with the fewest players', () => {
    const floor = drawSeats(ids(20), 9, seeded(1)); // 7, 7, 6
    const { floor: after, seat } = seatEntry(floor, 21, seeded(2));
    expect(seat.table).toBe(3);
    expect(counts(after)).toEqual([7, 7, 7]);
    expect(seatOf(after, 21)).toEqual(seat);
  });

  it('opens a table when every seat is taken, and balancing then fills it', () => {
    const floor = drawSeats(ids(18), 9, seeded(3));
    const { floor: after, seat } = seatEntry(floor, 19, seeded(4));
    expect(seat.table).toBe(3);
    expect(counts(settle(after, seeded(5)))).toEqual([6, 7, 6]);
  });
});

describe('breaking and balancing tables (TDA)', () => {
  it('breaks the highest-numbered table once the players fit at one fewer', () => {
    let floor = drawSeats(ids(19), 9, seeded(6)); // 7, 6, 6
    floor = removePlayer(floor, floor.tables[0]?.seats.find((seat) => seat !== null) as number);
    expect(counts(floor)).toEqual([6, 6, 6]);
    floor = removePlayer(floor, floor.tables[1]?.seats.find((seat) => seat !== null) as number);
    const moves = nextMoves(floor, seeded(7));
    expect(moves.map((move) => move.reason)).toEqual(Array(6).fill('break'));
    expect(new Set(moves.map((move) => move.from.table))).toEqual(new Set([3]));
    const after = applyMoves(floor, moves);
    expect(after.tables.map((table) => table.id)).toEqual([1, 2]);
    expect(counts(after)).toEqual([9, 8]);
  });

  it('breaks the tables in the order the director set', () => {
    let floor: Floor = { ...drawSeats(ids(19), 9, seeded(8)), breakOrder: [1] }; // 7, 6, 6
    floor = removePlayer(floor, floor.tables[0]?.seats.find((seat) => seat !== null) as number);
    const after = settle(floor, seeded(9));
    expect(after.tables.map((table) => table.id)).toEqual([2, 3]);
    expect(counts(after)).toEqual([9, 9]);
  });

  it('moves the player who would be big blind next from the longest table to the shortest', () => {
    const floor: Floor = {
      tableSize: 9,
      tables: [
        { id: 1, seats: [11, 12, 13, 14, 15, 16, 17, 18, null], button: 1 },
        { id: 2, seats: [21, 22, 23, 24, 25, 26, null, null, null] },
      ],
    };
    const moves = nextMoves(floor, seeded(10));
    expect(moves).toHaveLength(1);
    // Button at seat 1: seat 2 is the small blind, seat 3 the big blind, seat 4 the next big blind.
    expect(moves[0]).toMatchObject({ player: 14, from: { table: 1, seat: 4 }, reason: 'balance' });
    expect(moves[0]?.to.table).toBe(2);
    expect([7, 8, 9]).toContain(moves[0]?.to.seat);
  });

  it.each([
    // Button at seat 4: seat 5 small blind, seat 1 big blind, seat 2 the next big blind (around the table).
    [[11, 12, 13, 14, 15, null], 4, 12],
    [[11, 12, 13, 14, 15, null], 1, 14],
    [[11, null, 13, 14, 15, 16], 6, 14],
  ])('with seats %o and the button at seat %d, player %d moves', (seats, button, mover) => {
    const floor: Floor = {
      tableSize: 6,
      tables: [
        { id: 1, seats, button },
        { id: 2, seats: [21, 22, 23, null, null, null] },
      ],
    };
    expect(nextMoves(floor, FIRST).map((move) => move.player)).toEqual([mover]);
  });

  it('follows the button from four players at the table', () => {
    const floor: Floor = {
      tableSize: 5,
      tables: [
        { id: 1, seats: [11, 12, 13, 14, null], button: 1 },
        { id: 2, seats: [21, 22, null, null, null] },
      ],
    };
    expect(nextMoves(floor, FIRST).map((move) => move.player)).toEqual([14]);
  });

  it('draws the player to move when fewer than four play at the table (no blinds to follow)', () => {
    const floor: Floor = {
      tableSize: 3,
      tables: [
        { id: 1, seats: [11, 12, 13], button: 1 },
        { id: 2, seats: [21, null, null] },
      ],
    };
    expect(nextMoves(floor, FIRST).map((move) => move.player)).toEqual([11]);
    expect(nextMoves(floor, LAST).map((move) => move.player)).toEqual([13]);
  });

  it('leaves tables that differ by one as they are', () => {
    const floor = drawSeats(ids(20), 9, seeded(11)); // 7, 7, 6
    expect(nextMoves(floor, seeded(12))).toEqual([]);
  });

  it('draws the final table afresh once everyone fits at one table', () => {
    let floor = drawSeats(ids(10), 9, seeded(13)); // 5, 5
    floor = removePlayer(floor, 10);
    const moves = nextMoves(floor, seeded(14));
    expect(moves).toHaveLength(9);
    expect(moves.every((move) => move.reason === 'final' && move.to.table === 1)).toBe(true);
    expect(new Set(moves.map((move) => move.to.seat)).size).toBe(9);
    const after = applyMoves(floor, moves);
    expect(after.tables.map((table) => table.id)).toEqual([1]);
    expect(nextMoves(after, seeded(15))).toEqual([]);
  });
});

describe('any night on the floor', () => {
  const night = fc.record({
    seed: fc.integer(),
    tableSize: fc.integer({ min: 2, max: 10 }),
    start: fc.integer({ min: 1, max: 60 }),
    // true: an entry; a number: that many places into the field busts.
    steps: fc.array(fc.oneof(fc.constant(true as const), fc.nat()), { maxLength: 80 }),
  });

  it('keeps every player in one seat, no table over size, the fewest tables, sizes within one of each other', () => {
    fc.assert(
      fc.property(night, ({ seed, tableSize, start, steps }) => {
        const random = seeded(seed);
        let floor = settle(drawSeats(ids(start), tableSize, random), random);
        const field = new Set(ids(start));
        let next = start + 1;
        for (const step of steps) {
          if (step === true) {
            floor = seatEntry(floor, next, random).floor;
            field.add(next++);
          } else if (field.size > 1) {
            const out = [...field][step % field.size] as number;
            floor = removePlayer(floor, out);
            field.delete(out);
          }
          const moves = nextMoves(floor, random);
          for (const move of moves) expect(seatOf(floor, move.player)).toEqual(move.from);
          floor = applyMoves(floor, moves);

          const seated = floor.tables.flatMap((table) => table.seats.filter((seat) => seat !== null));
          expect(new Set(seated)).toEqual(field);
          expect(seated).toHaveLength(field.size);
          expect(playerCount(floor)).toBe(field.size);
          expect(floor.tables).toHaveLength(Math.ceil(field.size / tableSize));
          for (const table of floor.tables) expect(table.seats).toHaveLength(tableSize);
          const sizes = counts(floor);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          expect(nextMoves(floor, random)).toEqual([]);
        }
      }),
      { numRuns: 150 },
    );
  });
});
