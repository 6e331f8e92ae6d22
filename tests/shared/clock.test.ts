import { describe, expect, it } from 'vitest';
import { advance, type ClockLevel, nextPosition, RUN_STATUS, toRunStatus } from '../../src/shared/clock';

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
