import { describe, expect, it } from 'vitest';
import {
  type FloorEvent,
  floorSettingsOf,
  lateRegistrationLevelOf,
} from '../../src/server/services/floor-log';
import { STATE_ID } from '../../src/shared/states';

/** 20-minute levels, a 10-minute break after level 2. */
const LEVELS = [1, 2, 3, 4].map((roundNumber) => ({
  roundNumber,
  roundLength: 1200,
  breakLength: roundNumber === 2 ? 600 : 0,
  smallBlind: 25 * roundNumber,
  bigBlind: 50 * roundNumber,
  ante: 0,
}));

/** 7 pm in Melbourne on Monday 2 March 2026 (daylight saving: UTC+11). */
const EVENT: FloorEvent = {
  startsAt: new Date('2026-03-02T08:00:00Z'),
  startTime: '19:00',
  lateRego: null,
  stateId: STATE_ID.VIC,
  buyInAmount: 40,
  takeHomeAmount: 1000,
  rebuyInFee: null,
  addons: null,
};

describe("the floor's opening settings (issue 35)", () => {
  it('closes late registration at the level in play at the late rego time, a break counting with its level', () => {
    const level = (lateRego: string | null) => lateRegistrationLevelOf({ ...EVENT, lateRego }, LEVELS);
    // Level 1 19:00-19:20, level 2 19:20-19:40, its break to 19:50, level 3 to 20:10, level 4 to 20:30.
    expect(level('19:10')).toBe(1);
    expect(level('19:40')).toBe(2);
    expect(level('19:45')).toBe(2);
    expect(level('20:10')).toBe(3);
    expect(level('20:11')).toBe(4);
    expect(level('21:00')).toBe(0);
    expect(level('18:30')).toBe(0);
    expect(level(null)).toBe(0);
    expect(level('soon')).toBe(0);
  });

  it('takes the pool, the guarantee and the add-ons from the event', () => {
    expect(floorSettingsOf({ ...EVENT, lateRego: '19:40' }, LEVELS)).toEqual({
      tableSize: 9,
      entryToPool: 40,
      rebuyToPool: 40,
      addOnToPool: 0,
      bounty: 0,
      guarantee: 1000,
      lateRegistrationLevel: 2,
      preset: 'standard',
      payouts: null,
      breakOrder: [],
    });
    expect(
      floorSettingsOf({ ...EVENT, rebuyInFee: 30, addons: '10,000 chips for $40' }, LEVELS),
    ).toMatchObject({
      rebuyToPool: 30,
      addOnToPool: 40,
    });
  });
});
