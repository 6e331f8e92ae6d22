import { z } from 'zod';
import { queryId } from './common';
import { gameSchema } from './game';

export const blindRowSchema = z.object({
  roundNumber: z.number(),
  blindStartTime: z.string(),
  smallBlind: z.number(),
  bigBlind: z.number(),
  ante: z.number(),
  breakRow: z.boolean(),
  breakLength: z.number(),
});
export type BlindRow = z.infer<typeof blindRowSchema>;

export const eventDetailSchema = gameSchema.extend({
  rego: z.string().nullable(),
  lateRego: z.string().nullable(),
  startingStack: z.number().nullable(),
  rebuyInFee: z.number().nullable(),
  reEntryLabel: z.string().nullable(),
  addons: z.string().nullable(),
  blindStructures: z.array(blindRowSchema),
  seasonId: z.number().nullable(),
  dayId: z.number().nullable(),
  gameScoreboardId: z.number().nullable(),
  stateName: z.string(),
  eventEndDate: z.string(),
  canShowTournamentClock: z.boolean(),
  relatedEvents: z.array(z.object({ id: z.number(), dateTime: z.string(), startTime: z.string() })),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const eventIdQuerySchema = z.object({ eventId: queryId });

export const resultRowSchema = z.object({
  place: z.number(),
  playerName: z.string(),
  /** Null for a walk-in recorded by name, who has no profile. */
  customerGuid: z.string().nullable(),
  pointsValue: z.number(),
  cash: z.number(),
  ptc: z.number(),
  gamePrizeMoney: z.number(),
});

export const eventResultSchema = z.object({
  id: z.number(),
  dateTime: z.string(),
  startTime: z.string(),
  closed: z.boolean(),
  rows: z.array(resultRowSchema),
});
export type EventResult = z.infer<typeof eventResultSchema>;
