import { describe, expect, it } from 'vitest';
import {
  hallOfFameSubEvents,
  scheduleTabLabel,
  totalPrizePool,
  upcomingSubEvents,
} from '../../src/shared/major-event-rules';

const paid = (...amounts: number[]) => amounts.map((gamePrizeMoney) => ({ gamePrizeMoney }));

describe('hall of fame total prize pool', () => {
  it('is the prize money paid when there is no guarantee', () => {
    expect(totalPrizePool({ takeHomeAmount: 0 }, paid(500, 300, 200))).toBe(1000);
  });
  it('is the guarantee when it is above 0 and above the prize money paid', () => {
    expect(totalPrizePool({ takeHomeAmount: 5000 }, paid(500, 300, 200))).toBe(5000);
  });
  it('is the prize money paid when that beats the guarantee', () => {
    expect(totalPrizePool({ takeHomeAmount: 800 }, paid(500, 300, 200))).toBe(1000);
  });
  it('is the guarantee before any result is known', () => {
    expect(totalPrizePool({ takeHomeAmount: 20_000 }, [])).toBe(20_000);
  });
  it('is N/A (null) when neither gives a pool', () => {
    expect(totalPrizePool({ takeHomeAmount: 0 }, [])).toBeNull();
    expect(totalPrizePool({ takeHomeAmount: 0 }, paid(0, 0))).toBeNull();
  });
});

describe('hall of fame sub-events', () => {
  it('leaves out the qualifier flights and sorts the rest by event number', () => {
    const subs = [
      { subMajorEventTypeId: 3, eventNumber: 4, name: 'High Roller' },
      { subMajorEventTypeId: 1, eventNumber: 1, name: 'Day 1A' },
      { subMajorEventTypeId: 2, eventNumber: 3, name: 'Day 2' },
      { subMajorEventTypeId: 1, eventNumber: 2, name: 'Day 1B' },
    ];
    expect(hallOfFameSubEvents(subs).map((s) => s.name)).toEqual(['Day 2', 'High Roller']);
  });
});

describe('major event schedule', () => {
  it('lists only the days dated today or later', () => {
    const days = ['2026-11-22', '2026-11-23', '2026-11-24'].map((eventDate) => ({ event: { eventDate } }));
    expect(upcomingSubEvents(days, '2026-11-23').map((d) => d.event.eventDate)).toEqual([
      '2026-11-23',
      '2026-11-24',
    ]);
  });
  it('titles the schedule tab WINNER PHOTOS for the APL $100K Invitational', () => {
    expect(scheduleTabLabel('APL $100K Invitational 2025')).toBe('WINNER PHOTOS');
    expect(scheduleTabLabel('The APL Million')).toBe('SCHEDULE');
  });
});
