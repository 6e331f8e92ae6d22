import { z } from 'zod';
import { idSchema as id } from './common';

/** POST /Leaderboard/SearchByEvent: an event's scoreboard table for its season (or the ids given). */
export const leaderboardByEventSchema = z
  .object({
    eventId: id.optional().nullable(),
    seasonId: id.optional().nullable(),
    gameScoreboardId: id.optional().nullable(),
    month: id.optional().nullable(),
  })
  .refine((body) => body.eventId || body.gameScoreboardId, {
    message: 'needs an eventId or a gameScoreboardId',
    path: ['eventId'],
  });

export const leaderboardRowSchema = z.object({
  id: z.number(),
  rank: z.number(),
  name: z.string(),
  customerGuid: z.string(),
  avatar: z.string(),
  pts: z.number(),
  played: z.number(),
  ft: z.number(),
  won: z.number(),
  winnings: z.number(),
  totalPrizeMoney: z.number(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;
