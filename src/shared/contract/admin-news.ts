import { z } from 'zod';
import { articleFormFields } from './article-form';
import { isoDate, queryId } from './common';

/**
 * A news article's life (issue 34): a draft; scheduled (visitors see it from its publish time on, and a job
 * marks it published then); published; unpublished (taken down, kept).
 */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export const articleStatusSchema = z.enum(ARTICLE_STATUSES);
export type ArticleStatus = z.infer<typeof articleStatusSchema>;

const STATE_SHORTS = ['VIC', 'NSW', 'WA', 'SA', 'QLD', 'TAS', 'NT', 'ACT'] as const;
export const articleStateSchema = z.enum(STATE_SHORTS);

export const staffArticleSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  urlName: z.string(),
  status: articleStatusSchema,
  /** When it went (or goes) public; null for a draft never published. */
  publishAt: z.string().nullable(),
  featured: z.boolean(),
  /** The states it appears in; none: every state. */
  states: z.array(articleStateSchema),
  /** YYYY-MM-DD. */
  articleDate: z.string(),
  updatedAt: z.string(),
});
export type StaffArticleSummary = z.infer<typeof staffArticleSummarySchema>;

export const staffArticleSchema = staffArticleSummarySchema.extend({
  excerpt: z.string(),
  content: z.string(),
  bannerUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type StaffArticle = z.infer<typeof staffArticleSchema>;

export const staffNewsQuerySchema = z.object({ status: articleStatusSchema.optional() });
export type StaffNewsQuery = z.infer<typeof staffNewsQuerySchema>;

export const staffArticleQuerySchema = z.object({ id: queryId });

/** An instant with its offset (2026-11-18T10:00:00+11:00 or ...Z). */
const instant = z.iso.datetime({ offset: true, message: 'must be a date and time with its offset' });

/** What the editor sends; `status` is where the article goes (Save draft, Publish now, Schedule, Unpublish). */
export const saveArticleBodySchema = z
  .object({
    ...articleFormFields,
    states: z
      .array(articleStateSchema)
      .max(STATE_SHORTS.length, 'lists a state twice')
      .refine((states) => new Set(states).size === states.length, 'lists a state twice'),
    featured: z.boolean(),
    articleDate: isoDate,
    status: articleStatusSchema,
    /** Required when scheduling: when it goes public. */
    publishAt: instant.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'scheduled' && !body.publishAt)
      ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'is required to schedule' });
  });
export type SaveArticleBody = z.infer<typeof saveArticleBodySchema>;

/** Which of an article's pictures an upload is: the banner (cards, the article's head) or its logo. */
export const NEWS_IMAGE_KINDS = ['banner', 'logo'] as const;
export const newsImageQuerySchema = z.object({ id: queryId, kind: z.enum(NEWS_IMAGE_KINDS) });
export type NewsImageKind = (typeof NEWS_IMAGE_KINDS)[number];

export const newsImageFileParamsSchema = z.object({
  file: z.string().regex(/^[a-f0-9]{32}\.(?:jpg|png)$/, 'is not a news image file'),
});
