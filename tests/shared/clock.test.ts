import { describe, expect, it } from 'vitest';
import {
  advance,
  bigBlindOf,
  type ClockLevel,
  cueBetween,
  estimateFinish,
  formatBlind,
  nextPosition,
  RUN_STATUS,
  stackInBigBlinds,
  toRunStatus,
} from '../../src/shared/clock';

const LEVELS: ClockLevel[] = [
  { roundNumber: 1, roundLength: 900, breakLength: 0, smallBlind: 25, bigBlind: 50, ante: 0 },
  { roundNumber: 2, roundLength: 900, breakLength: 600, smallBlind: 50, bigBlind: 100, ante: 0 },
  { roundNumber: 3, roundLength: 600, breakLength: 0, smallBlind: 75, bigBlind: 150, ante: 150 },
];

describe('clock rules', () => {
  it('reads both notations of the run status', () => {
    expect(toRunStatus(2)).toBe(RUN_STATUS.RUNNING);
    expect(toRunStatus('PAUSED')).toBe(RUN_STATUS.PAUSED);
    expect(toRunStatus('end_of_all_round')).toBe(RUN_STATUS.END_OF_ALL_ROUND);
    expect(toRunStatus('3')).toBe(RUN_STATUS.PAUSED);
    expect(toRunStatus('nonsense')).toBe(RUN_STATUS.INVALID);
    expect(toRunStatus(9)).toBe(RUN_STATUS.INVALID);
    // Both ends of 1-5 in either notation; nothing outside them, no fractions.
    expect([0, 1, 5, 6].map(toRunStatus)).toEqual([4, 1, 5, 4]);
    expect(['0', '1', '5', '6', '2.5', ''].map(toRunStatus)).toEqual([4, 1, 5, 4, 4, 4]);
    expect(toRunStatus(null)).toBe(RUN_STATUS.INVALID);
  });

  it('shows a blind as small/big with thousands separated', () => {
    expect(formatBlind({ smallBlind: 25, bigBlind: 50 })).toBe('25/50');
    expect(formatBlind({ smallBlind: 1000, bigBlind: 2000 })).toBe('1,000/2,000');
  });

  it('goes from a round to its break, from a break or a round without one to the next round, and stops at the end', () => {
    expect(nextPosition({ currentRound: 1, isRound: true, remainingSeconds: 0 }, LEVELS)).toEqual({
      currentRound: 2,
      isRound: true,
      remainingSeconds: 900,
    });
    expect(nextPosition({ currentRound: 2, isRound: true, remainingSeconds: 0 }, LEVELS)).toEqual({
      currentRound: 2,
      isRound: false,
      remainingSeconds: 600,
    });
    expect(nextPosition({ currentRound: 2, isRound: false, remainingSeconds: 0 }, LEVELS)).toEqual({
      currentRound: 3,
      isRound: true,
      remainingSeconds: 600,
    });
    expect(nextPosition({ currentRound: 3, isRound: true, remainingSeconds: 0 }, LEVELS)).toBeNull();
  });

  it('advances a running clock through several levels and caps it at the last', () => {
    const start = { currentRound: 1, isRound: true, remainingSeconds: 900 };
    expect(advance(start, LEVELS, 100)).toEqual({
      currentRound: 1,
      isRound: true,
      remainingSeconds: 800,
      ended: false,
    });
    expect(advance(start, LEVELS, 900 + 900 + 30)).toEqual({
      currentRound: 2,
      isRound: false,
      remainingSeconds: 570,
      ended: false,
    });
    expect(advance(start, LEVELS, 100_000)).toMatchObject({
      currentRound: 3,
      remainingSeconds: 0,
      ended: true,
    });
  });
});

describe('stack in big blinds, finish estimate and cues', () => {
  it('reads the big blind out of a formatted blind and prices a stack in big blinds', () => {
    expect(bigBlindOf('1,000/2,000')).toBe(2000);
    expect(bigBlindOf('Break')).toBeNull();
    expect(stackInBigBlinds(25_000, '500/1,000')).toBe(25);
    expect(stackInBigBlinds(10_000, '---')).toBeNull();
  });

  it('estimates the finish at the level whose big blind reaches a fifteenth of the chips in play', () => {
    const now = new Date('2026-11-22T09:00:00.000Z');
    const levels = [
      { roundNumber: 1, roundLength: 900, breakLength: 300, bigBlind: 100 },
      { roundNumber: 2, roundLength: 900, breakLength: 0, bigBlind: 1000 },
      { roundNumber: 3, roundLength: 900, breakLength: 0, bigBlind: 5000 },
    ];
    const position = { currentRound: 1, isRound: true, remainingSeconds: 600 };
    // 15 x 1000 chips: ends when level 2 starts, after 600 s of level 1 and its 300 s break.
    expect(estimateFinish(position, levels, 15_000, now)?.toISOString()).toBe('2026-11-22T09:15:00.000Z');
    // More chips than the structure can shrink: the end of the structure.
    expect(estimateFinish(position, levels, 10_000_000, now)?.toISOString()).toBe('2026-11-22T09:45:00.000Z');
    expect(estimateFinish(position, levels, 0, now)).toBeNull();
  });

  it('cues a new level, a break and the last minute of a round, once each', () => {
    const at = (currentRound: number, isRound: boolean, remainingSeconds: number) => ({
      currentRound,
      isRound,
      remainingSeconds,
    });
    expect(cueBetween(at(1, true, 1), at(1, false, 300))).toBe('break');
    expect(cueBetween(at(1, false, 1), at(2, true, 900))).toBe('level');
    expect(cueBetween(at(1, true, 61), at(1, true, 60))).toBe('minute');
    expect(cueBetween(at(1, true, 60), at(1, true, 59))).toBeNull();
    expect(cueBetween(null, at(1, true, 30))).toBeNull();
  });
});
