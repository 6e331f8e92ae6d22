import { describe, expect, it } from 'vitest';
import { changesScoreboard, type StandingsUpdate } from '../../src/shared/standings-update';

const closed = (update: Partial<StandingsUpdate>): StandingsUpdate => ({
  eventId: 5,
  venueId: 8,
  regionId: 3,
  stateId: 1,
  seasonId: 4,
  gameScoreboardId: 21,
  ...update,
});

describe('which scoreboard tables a closed event changes', () => {
  it('its own scoreboard in its own season', () => {
    expect(changesScoreboard(closed({}), { seasonId: 4, gameScoreboardId: 21 })).toBe(true);
  });

  it('not another scoreboard, nor its scoreboard in another season', () => {
    expect(changesScoreboard(closed({}), { seasonId: 4, gameScoreboardId: 22 })).toBe(false);
    expect(changesScoreboard(closed({}), { seasonId: 3, gameScoreboardId: 21 })).toBe(false);
  });

  it('none when the event has no scoreboard, even beside a page that has none either', () => {
    expect(
      changesScoreboard(closed({ gameScoreboardId: null }), { seasonId: 4, gameScoreboardId: null }),
    ).toBe(false);
  });
});
