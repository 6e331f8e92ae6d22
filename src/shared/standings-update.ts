/**
 * The hub's notifyLeaderboardUpdate (sent when a director closes an event): where the event's results count,
 * so each open page reloads only what they changed.
 */
export interface StandingsUpdate {
  eventId: number;
  venueId: number;
  regionId: number | null;
  stateId: number;
  seasonId: number | null;
  gameScoreboardId: number | null;
}

/** A scoreboard's table for a season, as the venue and event pages show it. */
export interface ScoreboardOfSeason {
  seasonId: number | null;
  gameScoreboardId: number | null;
}

/** Whether the closed event counts in that scoreboard's table (an event without a scoreboard counts in none). */
export const changesScoreboard = (update: StandingsUpdate, board: ScoreboardOfSeason) =>
  update.gameScoreboardId !== null &&
  update.gameScoreboardId === board.gameScoreboardId &&
  update.seasonId === board.seasonId;
