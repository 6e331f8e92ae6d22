import { z } from 'zod';
import { NAV_ORDER_MAX } from '../about-menu';
import { URL_NAME_MAX, URL_NAME_PATTERN } from '../url-name';
import { idSchema, queryId, safeText, wholeNumber } from './common';

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
  /** Absent: a new page. */
  id: idSchema.optional(),
  title: safeText(200).pipe(z.string().min(1, 'is required')),
  urlName: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'is required')
    .max(URL_NAME_MAX, `must be at most ${URL_NAME_MAX} characters`)
    .regex(URL_NAME_PATTERN, 'may hold only letters, digits and single dashes between them'),
  excerpt: safeText(500),
  /** HTML; the server sanitises it whatever is sent. */
  content: z
    .string()
    .max(200_000, 'is too long')
    .refine((html) => !html.includes('\u0000'), 'must not contain NUL characters'),
  showInNavbar: z.boolean(),
  navOrder: wholeNumber(0, NAV_ORDER_MAX),
  status: pageStatusSchema,
});
export type SavePageBody = z.infer<typeof savePageBodySchema>;
