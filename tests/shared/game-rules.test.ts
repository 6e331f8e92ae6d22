import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/shared/contract/game';
import { eventTypeLabel } from '../../src/shared/event-types';
import {
  canFavourite,
  formatBuyIn,
  GAME_TYPE_KEYS,
  GAME_TYPE_LABELS,
  gameWeekday,
  grandSlamLabel,
  hasDivisions,
  isGameTypeKey,
  keepInList,
  tabRequest,
} from '../../src/shared/game-rules';

type Listed = Pick<Game, 'isSpecialEvent' | 'brandName' | 'eventStatusId'>;
const listed = (overrides: Partial<Listed> = {}): Listed => ({
  isSpecialEvent: false,
  brandName: 'APL',
  eventStatusId: 1,
  ...overrides,
});

describe('game types (spec section 4)', () => {
  it('knows the filter keys of the spec and nothing else', () => {
    for (const key of ['all', 'raise', 'satellite', 'special', 'aplmSatellite', 'grandslam', 'cashGame'])
      expect(isGameTypeKey(key), key).toBe(true);
    expect(GAME_TYPE_KEYS).toHaveLength(7);
    for (const other of ['league', 'Raise', '', undefined])
      expect(isGameTypeKey(other), String(other)).toBe(false);
  });

  it('labels the type tabs, grand slam as VIP Loyalty', () => {
    expect(GAME_TYPE_LABELS).toEqual({
      all: 'All',
      league: 'League',
      satellite: 'Satellite',
      aplmSatellite: 'APLM Satellite',
      cashGame: 'Cash Game',
      special: 'Special',
      raise: 'Raise',
      grandslam: 'VIP Loyalty',
    });
  });

  it('keeps league games without special events, grand slam ALH games that are active, all active games', () => {
    expect(keepInList(listed(), 'league')).toBe(true);
    expect(keepInList(listed({ eventStatusId: 2 }), 'league')).toBe(true);
    expect(keepInList(listed({ isSpecialEvent: true }), 'league')).toBe(false);
    expect(keepInList(listed({ brandName: 'ALH Hotels' }), 'grandslam')).toBe(true);
    expect(keepInList(listed({ brandName: 'alh hotels' }), 'grandslam')).toBe(true);
    expect(keepInList(listed({ brandName: 'ALH Hotels', eventStatusId: 6 }), 'grandslam')).toBe(false);
    expect(keepInList(listed(), 'grandslam')).toBe(false);
    expect(keepInList(listed(), 'all')).toBe(true);
    expect(keepInList(listed({ eventStatusId: 2 }), 'all')).toBe(false);
    expect(keepInList(listed({ eventStatusId: 6, isSpecialEvent: true }), 'satellite')).toBe(true);
  });

  it('asks the search for the mode, division and state scope of each tab', () => {
    expect(tabRequest('satellite')).toEqual({ mode: 'satellite' });
    expect(tabRequest('aplmSatellite')).toEqual({ mode: 'satellite', divisionName: 'APL Million Satellite' });
    expect(tabRequest('cashGame')).toEqual({ mode: 'cashGames' });
    expect(tabRequest('special')).toEqual({ mode: 'special' });
    expect(tabRequest('raise')).toEqual({ divisionName: 'Raise', anyState: true });
    expect(tabRequest('all')).toEqual({});
    expect(tabRequest('grandslam')).toEqual({});
  });

  it("reads a card's type label from its type id, Raise and APLM satellites by division", () => {
    expect(eventTypeLabel(2, null)).toBe('Home');
    expect(eventTypeLabel(1, null)).toBe('Away');
    expect(eventTypeLabel(3, null)).toBe('Special Event');
    expect(eventTypeLabel(4, null)).toBe('Satellite');
    expect(eventTypeLabel(4, 'APL Million Satellite')).toBe('APLM Satellite');
    expect(eventTypeLabel(5, null)).toBe('Venue');
    expect(eventTypeLabel(10, null)).toBe('APL PTC');
    expect(eventTypeLabel(14, null)).toBe('Cash Game');
    expect(eventTypeLabel(2, 'Raise')).toBe('Raise');
    expect(eventTypeLabel(4, 'Raise')).toBe('Raise');
  });
});

describe('filters by state and brand (spec section 5)', () => {
  it('offers VIP Loyalty in VIC and to brand 1 members elsewhere, else nothing', () => {
    expect(grandSlamLabel(1, null)).toBe('VIP Loyalty');
    expect(grandSlamLabel(1, 1)).toBe('VIP Loyalty');
    expect(grandSlamLabel(2, 1)).toBe('VIP Loyalty');
    expect(grandSlamLabel(2, 2)).toBeNull();
    expect(grandSlamLabel(3, undefined)).toBeNull();
  });

  it('has divisions in WA only', () => {
    expect(hasDivisions(3)).toBe(true);
    for (const stateId of [1, 2, 4, 5, 6, 7, 8]) expect(hasDivisions(stateId)).toBe(false);
  });

  it('lets a member favourite active games that are not blocked', () => {
    expect(canFavourite({ eventStatusId: 1 })).toBe(true);
    expect(canFavourite({ eventStatusId: 1 }, true)).toBe(false);
    expect(canFavourite({ eventStatusId: 2 })).toBe(false);
    expect(canFavourite({ eventStatusId: 6 })).toBe(false);
  });
});

describe('amounts and days on cards', () => {
  it('shows a buy-in as its description, whole dollars, or FREE', () => {
    expect(formatBuyIn(1500)).toBe('$1,500');
    expect(formatBuyIn(20.4)).toBe('$20');
    expect(formatBuyIn(0)).toBe('FREE');
    expect(formatBuyIn(-5)).toBe('FREE');
    expect(formatBuyIn(0, null)).toBe('FREE');
    expect(formatBuyIn(30, '$30 + $5 add-on')).toBe('$30 + $5 add-on');
  });

  it('reads the weekday where the game is played (Sydney unless told)', () => {
    // 20:00 on Sunday 22 November 2026 in Sydney.
    expect(gameWeekday('2026-11-22T09:00:00.000Z')).toBe(0);
    // 01:00 on Monday in Sydney is still 22:00 on Sunday in Perth.
    expect(gameWeekday('2026-11-22T14:00:00.000Z')).toBe(1);
    expect(gameWeekday('2026-11-22T14:00:00.000Z', 'Australia/Perth')).toBe(0);
    // Tuesday 24 to Saturday 28 November at 14:00 in Sydney.
    for (const [day, weekday] of [
      [24, 2],
      [25, 3],
      [26, 4],
      [27, 5],
      [28, 6],
    ])
      expect(gameWeekday(`2026-11-${day}T03:00:00.000Z`)).toBe(weekday);
  });
});
