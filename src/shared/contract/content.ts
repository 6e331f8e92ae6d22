import { z } from 'zod';
import { queryId, querySmallId } from './common';

const stateShort = z
  .string()
  .trim()
  .toUpperCase()
  .refine(
    (s) => ['VIC', 'NSW', 'WA', 'SA', 'QLD', 'TAS', 'NT', 'ACT'].includes(s),
    'must be a state short name like VIC',
  );

export const stateQuerySchema = z.object({ state: stateShort.optional() });

export const newsArticleSchema = z.object({
  name: z.string(),
  urlName: z.string(),
  excerpt: z.string(),
  bannerUrl: z.string().nullable(),
  articleDate: z.string(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const photoSchema = z.object({
  id: z.number(),
  venueName: z.string(),
  eventName: z.string(),
  largePhotoUrl: z.string(),
  mediumPhotoUrl: z.string(),
  players: z.array(z.string()),
});
export type Photo = z.infer<typeof photoSchema>;

export const featuredPhotosQuerySchema = z.object({
  stateId: querySmallId.optional(),
  regionId: queryId.optional(),
});

export const majorEventSchema = z.object({
  id: z.number(),
  name: z.string(),
  urlName: z.string(),
  aplpt: z.boolean(),
  logoUrl: z.string(),
  bannerUrl: z.string(),
  description: z.string(),
  featureEvent: z.boolean(),
  eventDate: z.string(),
  eventEndDate: z.string(),
  eventDateRangeDescription: z.string(),
  event: z.object({
    title: z.string(),
    venueAddress: z.string(),
    dateTime: z.string(),
    eventEndDate: z.string(),
  }),
});
export type MajorEvent = z.infer<typeof majorEventSchema>;
