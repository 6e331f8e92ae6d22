import { z } from 'zod';
import { idSchema, queryId, querySmallId, smallIdSchema } from './common';

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

export const newsListQuerySchema = stateQuerySchema.extend({
  page: queryId.optional(),
});

export const newsPageSchema = z.object({
  articles: z.array(newsArticleSchema),
  pageIndex: z.number(),
  hasMoreArticles: z.boolean(),
});
export type NewsPage = z.infer<typeof newsPageSchema>;

export const newsArticleDetailSchema = newsArticleSchema.extend({
  content: z.string(),
  logoUrl: z.string().nullable(),
  relatedArticles: z.array(newsArticleSchema),
});
export type NewsArticleDetail = z.infer<typeof newsArticleDetailSchema>;

export const photoSearchSchema = z.object({
  seasonId: idSchema.nullish(),
  stateId: smallIdSchema.nullish(),
  regionId: idSchema.nullish(),
  venueId: idSchema.nullish(),
  pageIndex: idSchema.max(10_000, 'is too large').optional(),
});
export type PhotoSearch = z.infer<typeof photoSearchSchema>;

export const photoPageSchema = z.object({ photos: z.array(photoSchema), hasMore: z.boolean() });
export type PhotoPage = z.infer<typeof photoPageSchema>;

export const covidEventSchema = z.object({ id: z.number(), title: z.string(), startTime: z.string() });
export type CovidEvent = z.infer<typeof covidEventSchema>;
export const covidQuerySchema = z.object({ stateId: querySmallId });
