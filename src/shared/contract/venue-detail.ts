import { z } from 'zod';
import { queryId, safeText } from './common';
import { gameSchema } from './game';
import { venueDaySchema } from './venue';

export const venueDetailSchema = z.object({
  id: z.number(),
  title: z.string(),
  name: z.string(),
  address: z.string(),
  suburb: z.string(),
  postcode: z.string(),
  description: z.string(),
  phone: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  friendlyUrlSlug: z.string(),
  regionId: z.number().nullable(),
  stateId: z.number(),
  days: z.array(venueDaySchema),
});
export type VenueDetail = z.infer<typeof venueDetailSchema>;

export const venueByIdQuerySchema = z.object({ id: queryId });
export const venueByNameQuerySchema = z.object({
  venueName: safeText(200).pipe(z.string().min(1, 'is required')),
});

export const venueEventsQuerySchema = z.object({
  venueId: queryId,
  currentWeek: z.enum(['true', 'false']).optional(),
});

export const venueEventsSchema = z.object({
  past: z.array(gameSchema),
  currentWeek: z.array(gameSchema),
  future: z.array(gameSchema),
});
export type VenueEvents = z.infer<typeof venueEventsSchema>;
