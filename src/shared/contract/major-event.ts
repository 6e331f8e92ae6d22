import { z } from 'zod';
import { articleNameQuerySchema } from './article';
import { queryId } from './common';
import { majorEventSchema } from './content';

export const majorEventNameQuerySchema = articleNameQuerySchema;
export const majorEventIdQuerySchema = z.object({ majorEventId: queryId });
export const masterQualifiersQuerySchema = z.object({ masterEventId: queryId });

export const subMajorEventSchema = z.object({
  subMajorEventId: z.number(),
  subMajorEventName: z.string(),
  /** 1 qualifier (day 1 flight), 2 master (day 2), other side events. */
  subMajorEventTypeId: z.number(),
  eventNumber: z.number(),
  event: z.object({
    id: z.number(),
    dateTime: z.string(),
    startTime: z.string(),
    venueAddress: z.string(),
    buyInAmount: z.number(),
    ptcRedeemable: z.boolean(),
    takeHomeAmount: z.number(),
    gameType: z.string(),
    eventDate: z.string(),
    eventEndDate: z.string(),
  }),
});
export type SubMajorEvent = z.infer<typeof subMajorEventSchema>;

export const winnerSchema = z.object({
  id: z.number(),
  customerGuid: z.string(),
  avatar: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  seasonName: z.string(),
});
export type Winner = z.infer<typeof winnerSchema>;

export const majorEventDetailSchema = majorEventSchema.extend({
  buyTicketUrl: z.string().nullable(),
  qualificationProcess: z.string().nullable(),
  setupModeId: z.number(),
  linkedMajorEventId: z.number(),
  totalPTCredit: z.number(),
  subMajorEvents: z.array(subMajorEventSchema),
  previousWinners: z.array(winnerSchema),
});
export type MajorEventDetail = z.infer<typeof majorEventDetailSchema>;

export const qualifierSchema = z.object({
  name: z.string(),
  ptc: z.number(),
  chipStack: z.number().nullable(),
});
export type Qualifier = z.infer<typeof qualifierSchema>;

export const hallOfFameEventSchema = z.object({
  id: z.number(),
  description: z.string(),
  buyInDescription: z.string().nullable(),
  buyInAmount: z.number(),
  startingStack: z.number().nullable(),
  players: z.number(),
  takeHomeAmount: z.number(),
  dateTime: z.string(),
  startTime: z.string(),
});
export type HallOfFameEvent = z.infer<typeof hallOfFameEventSchema>;

export const previousMajorEventSchema = z.object({
  id: z.number(),
  name: z.string(),
  urlName: z.string(),
  bannerUrl: z.string(),
  logoUrl: z.string(),
  eventDateRangeDescription: z.string(),
  setupModeId: z.number(),
  event: hallOfFameEventSchema.nullable(),
  subMajorEvents: z.array(
    z.object({
      subMajorEventId: z.number(),
      subMajorEventName: z.string(),
      subMajorEventTypeId: z.number(),
      eventNumber: z.number(),
      event: hallOfFameEventSchema,
    }),
  ),
});
export type PreviousMajorEvent = z.infer<typeof previousMajorEventSchema>;

export const winnerResultSchema = z.object({
  place: z.number(),
  playerName: z.string(),
  customerGuid: z.string(),
  gamePrizeMoney: z.number(),
  ptc: z.number(),
});
export type WinnerResult = z.infer<typeof winnerResultSchema>;
