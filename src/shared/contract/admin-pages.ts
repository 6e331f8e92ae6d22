import { z } from 'zod';
import { NAV_ORDER_MAX } from '../about-menu';
import { articleFormFields } from './article-form';
import { queryId, wholeNumber } from './common';

/** An About page's life: a draft, published (on /about/{slug}, and in the menu if flagged) or unpublished. */
export const PAGE_STATUSES = ['draft', 'published', 'unpublished'] as const;
export const pageStatusSchema = z.enum(PAGE_STATUSES);
export type PageStatus = z.infer<typeof pageStatusSchema>;

export const staffPageSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  urlName: z.string(),
  status: pageStatusSchema,
  showInNavbar: z.boolean(),
  navOrder: z.number(),
  updatedAt: z.string(),
});
export type StaffPageSummary = z.infer<typeof staffPageSummarySchema>;

export const staffPageSchema = staffPageSummarySchema.extend({
  excerpt: z.string(),
  content: z.string(),
});
export type StaffPage = z.infer<typeof staffPageSchema>;

export const staffPageQuerySchema = z.object({ id: queryId });

/** What the editor sends; `status` is where the page goes (Save draft, Publish, Unpublish). */
export const savePageBodySchema = z.object({
  ...articleFormFields,
  showInNavbar: z.boolean(),
  navOrder: wholeNumber(0, NAV_ORDER_MAX),
  status: pageStatusSchema,
});
export type SavePageBody = z.infer<typeof savePageBodySchema>;
