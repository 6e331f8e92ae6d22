import { z } from 'zod';
import { queryId } from './common';

export const clockLevelSchema = z.object({
  roundNumber: z.number(),
  roundLength: z.number(),
  breakLength: z.number(),
  formatBlind: z.string(),
  formatAnte: z.string(),
});

export const clockStatusSchema = z.object({
  eventId: z.number(),
  runStatus: z.number(),
  runStatusName: z.string(),
  currentRound: z.number(),
  isRound: z.boolean(),
  remainingSeconds: z.number(),
  triggeredDateTime: z.string(),
  currentBlind: z.string(),
  nextBlind: z.string(),
  ante: z.string(),
  currentBlindStructure: clockLevelSchema.nullable(),
  blindStructureList: z.array(clockLevelSchema),
  lateRegistrationDateTime: z.string().nullable(),
  totalPlayers: z.number(),
  playersRemaining: z.number(),
  entries: z.number(),
  reEntries: z.number(),
  startStack: z.number(),
  averageChip: z.number(),
  alternateClockMessage: z.string().nullable(),
  prizePool: z.number(),
  prizeStructureList: z.record(z.string(), z.number()),
});
export type ClockStatus = z.infer<typeof clockStatusSchema>;

export const clockQuerySchema = z.object({ eventId: queryId });

export const CLOCK_ACTIONS = [
  'start',
  'pause',
  'resume',
  'next',
  'previous',
  'addTime',
  'players',
  'entries',
  'end',
] as const;
export type ClockAction = (typeof CLOCK_ACTIONS)[number];

/** A director's action on the clock: POST /tournamentClock/{action}?eventId=, with these bodies. */
export const clockActionBodySchema = z
  .object({
    seconds: z.number().int().min(-3600).max(3600).optional(),
    playersRemaining: z.number().int().min(0).max(10_000).optional(),
    entries: z.number().int().min(0).max(10_000).optional(),
    reEntries: z.number().int().min(0).max(10_000).optional(),
  })
  .nullish();
export type ClockActionBody = z.infer<typeof clockActionBodySchema>;
