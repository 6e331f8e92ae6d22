import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  type FloorCommand,
  type FloorIntent,
  type FloorSettings,
  type FloorState,
  finishingOrder,
  floorPayouts,
  floorPrizePool,
  initialFloor,
  knockouts,
  lateRegistrationOpen,
  prizesByPlace,
  remainingPayouts,
  replay,
  resolveIntent,
} from '../../src/shared/floor';
import { PAYOUT_PRESETS, type PayoutPresetName } from '../../src/shared/payouts';

/** A repeatable stream in [0, 1) (mulberry32), so a failing case replays the same draws. */
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

const SETTINGS: FloorSettings = {
  tableSize: 9,
  entryToPool: 50,
  rebuyToPool: 50,
  addOnToPool: 0,
  bounty: 0,
  guarantee: 0,
  lateRegistrationLevel: 0,
  preset: 'standard',
  payouts: null,
  breakOrder: [],
};

/** Resolves and applies an intent, as the server does; returns the command too. */
function step(state: FloorState, intent: FloorIntent, random: () => number) {
  const command = resolveIntent(state, intent, random);
  return { command, state: applyCommand(state, command) };
}

/** Walk-ins named Player 1, Player 2, ... */
function entered(count: number, settings = SETTINGS, random = seeded(1)) {
  let state = initialFloor(settings);
  for (let i = 1; i <= count; i++)
    state = step(state, { type: 'entry.add', playerName: `Player ${i}` }, random).state;
  return state;
}

const tableSizes = (state: FloorState) =>
  (state.floor?.tables ?? []).map((t) => t.seats.filter((s) => s !== null).length);
const playing = (state: FloorState) => state.entries.filter((e) => e.out === null);

describe('the floor by hand', () => {
  it('pools $50 a head from 20 entries and pays $550, $270 and $180', () => {
    const state = entered(20);
    expect(floorPrizePool(state)).toBe(1000);
    expect(floorPayouts(state)).toEqual([550, 270, 180]);
  });

  it('counts rebuys and add-ons, and holds the guarantee as the least the pool is', () => {
    let state = entered(10, { ...SETTINGS, entryToPool: 40, rebuyToPool: 30, addOnToPool: 20 });
    const random = seeded(2);
    for (const entry of [1, 2, 3]) state = step(state, { type: 'entry.rebuy', entry }, random).state;
    for (const entry of [1, 4, 5, 6]) state = step(state, { type: 'entry.addon', entry }, random).state;
    expect(floorPrizePool(state)).toBe(570);
    // 5 entries of $50 is $250: the $500 guarantee holds, two places paid, rounded to $5, the odd $5 to first.
    const guaranteed = entered(5, { ...SETTINGS, guarantee: 500 });
    expect(floorPrizePool(guaranteed)).toBe(500);
    expect(floorPayouts(guaranteed)).toEqual([335, 165]);
  });

  it('keeps the director’s own payouts only while they add up to the pool', () => {
    const state = applyCommand(entered(10), { type: 'settings.set', settings: { payouts: [300, 200] } });
    expect(floorPayouts(state)).toEqual([300, 200]);
    expect(() =>
      applyCommand(entered(10), { type: 'settings.set', settings: { payouts: [300, 100] } }),
    ).toThrow('The payouts add up to $400; the prize pool is $500.');
  });

  it('places the players as they went out, each once by their latest entry, with the ICM deal’s amounts', () => {
    const random = seeded(3);
    let state = entered(3);
    // Player 1 goes out first and re-enters (entry 4); Player 2 then goes out, knocked out by Player 3.
    state = step(state, { type: 'entry.bust', entry: 1 }, random).state;
    state = step(state, { type: 'entry.add', reEntryOf: 1 }, random).state;
    state = step(state, { type: 'entry.bust', entry: 2, eliminatedBy: 3 }, random).state;
    expect(finishingOrder(state).map((e) => e.id)).toEqual([3, 4, 2]);
    expect(knockouts(state).get(3)).toBe(1);
    expect(() => step(state, { type: 'entry.add', reEntryOf: 1 }, random)).toThrow(
      'Player 1 has re-entered already.',
    );
    expect(() => step(state, { type: 'entry.add', reEntryOf: 3 }, random)).toThrow(
      'Player 3 is still playing: that is a rebuy.',
    );

    // 20 entries, three left with 50,000, 30,000 and 20,000 chips: ICM shares $1,000 as $395, $325 and $280.
    let night = entered(20);
    for (let entry = 4; entry <= 20; entry++)
      night = step(night, { type: 'entry.bust', entry }, random).state;
    night = step(
      night,
      {
        type: 'deal.record',
        method: 'icm',
        stacks: [
          { entry: 1, stack: 50_000 },
          { entry: 2, stack: 30_000 },
          { entry: 3, stack: 20_000 },
        ],
      },
      random,
    ).state;
    expect(night.deal?.shares.map((s) => s.amount)).toEqual([395, 325, 280]);
    night = step(night, { type: 'entry.bust', entry: 1 }, random).state;
    night = step(night, { type: 'entry.bust', entry: 3 }, random).state;
    expect(prizesByPlace(night).slice(0, 4)).toMatchObject([
      { place: 1, entry: { id: 2 }, amount: 325 },
      { place: 2, entry: { id: 3 }, amount: 280 },
      { place: 3, entry: { id: 1 }, amount: 395 },
      { place: 4, entry: { id: 20 }, amount: 0 },
    ]);
  });

  it('refuses what a director cannot do, in words', () => {
    const random = seeded(4);
    const state = entered(2);
    expect(() => step(initialFloor(SETTINGS), { type: 'seats.draw' }, random)).toThrow(
      'Enter at least two players before the draw.',
    );
    const drawn = step(state, { type: 'seats.draw' }, random).state;
    expect(() => step(drawn, { type: 'seats.draw' }, random)).toThrow('The seats are drawn already.');
    expect(() => applyCommand(drawn, { type: 'settings.set', settings: { tableSize: 6 } })).toThrow(
      'The seats are drawn: the table size is set.',
    );
    const member = { memberId: 7, playerName: 'Ann Lee' };
    const ann = applyCommand(
      initialFloor(SETTINGS),
      resolveIntent(initialFloor(SETTINGS), { type: 'entry.add', memberId: 7 }, random, member),
    );
    expect(() =>
      applyCommand(ann, resolveIntent(ann, { type: 'entry.add', memberId: 7 }, random, member)),
    ).toThrow('Ann Lee is already playing.');
    expect(() => step(drawn, { type: 'entry.bust', entry: 1, eliminatedBy: 1 }, random)).toThrow(
      'The eliminator must be a player still playing.',
    );
    const won = step(drawn, { type: 'entry.bust', entry: 1 }, random).state;
    expect(() => step(won, { type: 'entry.bust', entry: 2 }, random)).toThrow(
      'The winner is the last player left.',
    );
  });

  it('re-enters a member who is out and enters again, so the results place them once', () => {
    const random = seeded(5);
    const member = { memberId: 7, playerName: 'Ann Lee' };
    let state = initialFloor(SETTINGS);
    state = applyCommand(state, resolveIntent(state, { type: 'entry.add', memberId: 7 }, random, member));
    state = step(state, { type: 'entry.add', playerName: 'Bo Chen' }, random).state;
    state = step(state, { type: 'entry.bust', entry: 1 }, random).state;
    const again = resolveIntent(state, { type: 'entry.add', memberId: 7 }, random, member);
    expect(again).toMatchObject({ type: 'entry.add', memberId: 7, reEntryOf: 1 });
    expect(() => applyCommand(state, { ...again, reEntryOf: null } as FloorCommand)).toThrow(
      'Ann Lee has played already: that is a re-entry.',
    );
  });

  it('takes entries up to the end of the closing level, or always when none is set', () => {
    expect(lateRegistrationOpen({ ...SETTINGS, lateRegistrationLevel: 4 }, 4)).toBe(true);
    expect(lateRegistrationOpen({ ...SETTINGS, lateRegistrationLevel: 4 }, 5)).toBe(false);
    expect(lateRegistrationOpen(SETTINGS, 40)).toBe(true);
  });

  it('fills a table opened for a late entry from the others straight away', () => {
    const random = seeded(6);
    let state = step(entered(4, { ...SETTINGS, tableSize: 2 }), { type: 'seats.draw' }, random).state;
    expect(tableSizes(state)).toEqual([2, 2]);
    const { command, state: after } = step(state, { type: 'entry.add', playerName: 'Late' }, random);
    state = after;
    expect(command).toMatchObject({ seat: { table: 3 } });
    expect(tableSizes(state).sort()).toEqual([1, 2, 2]);
  });
});

describe('the floor, whatever the night', () => {
  const night = fc.record({
    seed: fc.integer(),
    tableSize: fc.integer({ min: 2, max: 10 }),
    start: fc.integer({ min: 2, max: 45 }),
    // true: a late entry; a number: the player (by position among those left) who goes out.
    steps: fc.array(fc.oneof(fc.constant(true as const), fc.nat()), { maxLength: 60 }),
  });

  /** A night's log: the start, the draw, then the entries and bust-outs, each resolved as the server does. */
  function play({
    seed,
    tableSize,
    start,
    steps,
  }: {
    seed: number;
    tableSize: number;
    start: number;
    steps: (true | number)[];
  }) {
    const random = seeded(seed);
    const settings = { ...SETTINGS, tableSize };
    let state = initialFloor(settings);
    const log: FloorCommand[] = [];
    const states: FloorState[] = [state];
    const make = (intent: FloorIntent) => {
      const done = step(state, intent, random);
      log.push(done.command);
      state = done.state;
      states.push(state);
    };
    for (let i = 1; i <= start; i++) make({ type: 'entry.add', playerName: `Player ${i}` });
    make({ type: 'seats.draw' });
    for (const next of steps) {
      const left = playing(state);
      if (next === true) make({ type: 'entry.add', playerName: `Late ${state.entries.length + 1}` });
      else if (left.length > 1)
        make({ type: 'entry.bust', entry: (left[next % left.length] as { id: number }).id });
    }
    return { settings, log, states };
  }

  it('keeps every table within one player of the others once the moves are made', () => {
    fc.assert(
      fc.property(night, (n) => {
        for (const state of play(n).states.slice(n.start + 1)) {
          const sizes = tableSizes(state);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          expect(sizes.every((size) => size <= n.tableSize)).toBe(true);
          expect(sizes.reduce((a, b) => a + b, 0)).toBe(playing(state).length);
          expect(sizes.length).toBe(Math.ceil(playing(state).length / n.tableSize));
        }
      }),
      { seed: 35, numRuns: 200 },
    );
  });

  it('gives back the earlier state when the log is replayed without its last commands (undo)', () => {
    fc.assert(
      fc.property(night, fc.nat(), (n, cut) => {
        const { settings, log, states } = play(n);
        const k = cut % (log.length + 1);
        expect(replay(settings, log.slice(0, k))).toEqual(states[k]);
      }),
      { seed: 35, numRuns: 200 },
    );
  });

  it('pays out the whole pool, never more for a later place', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.constantFrom(...(Object.keys(PAYOUT_PRESETS) as PayoutPresetName[])),
        (entries, entryToPool, guarantee, preset) => {
          const state = entered(entries, { ...SETTINGS, entryToPool, guarantee, preset });
          const payouts = floorPayouts(state);
          const pool = floorPrizePool(state);
          expect(payouts.reduce((a, b) => a + b, 0)).toBe(pool);
          for (let i = 1; i < payouts.length; i++)
            expect(payouts[i] as number).toBeLessThanOrEqual(payouts[i - 1] as number);
        },
      ),
      { seed: 35, numRuns: 150 },
    );
  });

  it('shares out by ICM what is left, each player between the smallest and the largest remaining payout', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 60 }),
        fc.integer({ min: 2, max: 10 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 10, maxLength: 10 }),
        (entries, left, chips) => {
          const random = seeded(entries);
          let state = entered(entries);
          const players = Math.min(left, entries);
          for (let entry = players + 1; entry <= entries; entry++)
            state = step(state, { type: 'entry.bust', entry }, random).state;
          const remaining = remainingPayouts(state, players);
          const perPlace = Array.from({ length: players }, (_, i) => remaining[i] ?? 0);
          const stacks = playing(state).map((e, i) => ({ entry: e.id, stack: chips[i] as number }));
          const dealt = step(state, { type: 'deal.record', method: 'icm', stacks }, random).state;
          const amounts = dealt.deal?.shares.map((s) => s.amount) ?? [];
          expect(amounts.reduce((a, b) => a + b, 0)).toBe(perPlace.reduce((a, b) => a + b, 0));
          for (const amount of amounts) {
            expect(amount).toBeGreaterThanOrEqual(Math.floor(Math.min(...perPlace)));
            expect(amount).toBeLessThanOrEqual(Math.ceil(Math.max(...perPlace)));
          }
        },
      ),
      { seed: 35, numRuns: 100 },
    );
  });
});
