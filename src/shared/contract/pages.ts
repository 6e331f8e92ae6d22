import { z } from 'zod';
import { queryId, queryNumber, safeText } from './common';

/** GET /login: where to go afterwards and why the member was sent here. */
export const loginQuerySchema = z.object({
  returnUrl: z.string().max(2048).optional(),
  reason: safeText(40).optional(),
});

/** An id in a file name such as /calendar/event/{id}.ics. */
export const fileIdParamsSchema = z.object({ id: queryId });

export const calendarTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'is not a calendar'),
});

export const staticMapQuerySchema = z.object({
  size: z
    .string()
    .regex(/^\d{2,4}x\d{2,4}$/, 'must look like 440x320')
    .default('440x320'),
  zoom: queryNumber.pipe(z.number().int('must be a whole number').min(3).max(20)).default(16),
  scale: queryNumber.pipe(z.number().int('must be a whole number').min(1).max(2)).default(1),
});

export const leaderboardPrintQuerySchema = z.object({
  seasonId: queryId.optional(),
  month: queryId.optional(),
  regionId: queryId.optional(),
  orgEntityId: queryId.optional(),
  dayId: queryId.optional(),
  gameScoreboardId: queryId.optional(),
  divisionId: queryId.optional(),
});

/** What POST /hubs/tournamentClock/negotiate answers (SignalR's negotiate, version 1). */
export const negotiateAnswerSchema = z.object({
  connectionId: z.string(),
  connectionToken: z.string(),
  negotiateVersion: z.number(),
  availableTransports: z.array(z.object({ transport: z.string(), transferFormats: z.array(z.string()) })),
});
