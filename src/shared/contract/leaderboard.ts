import { z } from 'zod';
import { DIVISION } from '../event-types';
import { isLatitude, isLongitude } from '../geo';
import { DISTANCE_OPTIONS_M } from '../search-options';
import { idSchema as id, isoDate, queryNumber, smallIdSchema } from './common';

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

export const LEADERBOARD_MODES = ['overall', 'prize'] as const;
export type LeaderboardMode = (typeof LEADERBOARD_MODES)[number];

/** POST /Leaderboard/search: the spec's leaderboard filters (section 3), each optional. */
export const leaderboardSearchSchema = z.object({
  mode: z
    .enum(LEADERBOARD_MODES, { message: `must be one of ${LEADERBOARD_MODES.join(', ')}` })
    .optional()
    .nullable(),
  orgEntityId: id.optional().nullable(),
  seasonId: id.optional().nullable(),
  month: id.optional().nullable(),
  dayId: id.optional().nullable(),
  gameScoreboardId: id.optional().nullable(),
  stateId: smallIdSchema.optional().nullable(),
  regionId: id.optional().nullable(),
  divisionId: z
    .union([z.literal(DIVISION.proSeries), z.literal(DIVISION.freeRoll)], {
      message: `must be ${DIVISION.proSeries} (Pro Series) or ${DIVISION.freeRoll} (Free Roll)`,
    })
    .optional()
    .nullable(),
  withinDistance: z
    .number()
    .refine(
      (n) => (DISTANCE_OPTIONS_M as readonly number[]).includes(n),
      'must be 0, 10000, 25000, 50000 or 250000',
    )
    .optional()
    .nullable(),
  currentLat: z.number().refine(isLatitude, 'must be between -90 and 90').optional().nullable(),
  currentLng: z.number().refine(isLongitude, 'must be between -180 and 180').optional().nullable(),
  fromDate: isoDate.optional().nullable(),
  toDate: isoDate.optional().nullable(),
});
export type LeaderboardSearch = z.infer<typeof leaderboardSearchSchema>;

const optionalQueryId = queryNumber.pipe(id).optional();

/** The same filters in a query string: the CSV download and the embeddable page. */
export const leaderboardQuerySchema = z.object({
  mode: z.enum(LEADERBOARD_MODES, { message: `must be one of ${LEADERBOARD_MODES.join(', ')}` }).optional(),
  orgEntityId: optionalQueryId,
  seasonId: optionalQueryId,
  month: optionalQueryId,
  dayId: optionalQueryId,
  gameScoreboardId: optionalQueryId,
  stateId: queryNumber.pipe(smallIdSchema).optional(),
  regionId: optionalQueryId,
  divisionId: queryNumber
    .pipe(
      z.union([z.literal(DIVISION.proSeries), z.literal(DIVISION.freeRoll)], { message: 'must be 3 or 4' }),
    )
    .optional(),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;
