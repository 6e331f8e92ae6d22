import { z } from 'zod';
import { queryId } from './common';

export const gameScoreboardSchema = z.object({ id: z.number(), name: z.string() });
export const venueDaySchema = z.object({
  id: z.number(),
  name: z.string(),
  gameScoreboards: z.array(gameScoreboardSchema),
});
export type VenueDay = z.infer<typeof venueDaySchema>;

export const venueListItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  name: z.string(),
  friendlyUrlSlug: z.string(),
  suburb: z.string(),
  stateId: z.number(),
  regionId: z.number().nullable(),
  days: z.array(venueDaySchema),
});
export type VenueListItem = z.infer<typeof venueListItemSchema>;

export const venueListQuerySchema = z.object({ season: queryId.optional() });
