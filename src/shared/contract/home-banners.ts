import { z } from 'zod';
import { articleStateSchema } from './admin-news';
import { idSchema, safeText } from './common';

/** A slide of the home page's carousel, as the public page draws it. */
export const homeBannerSchema = z.object({
  key: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  /** A path on the site, or an https address (opened as a link). */
  to: z.string(),
});
export type HomeBanner = z.infer<typeof homeBannerSchema>;

export const BANNER_KINDS = ['major_event', 'news', 'link'] as const;
export const bannerKindSchema = z.enum(BANNER_KINDS);
export type BannerKind = z.infer<typeof bannerKindSchema>;
export const BANNERS_MAX = 50;

export const staffBannerSchema = z.object({
  id: z.number(),
  kind: bannerKindSchema,
  majorEventId: z.number().nullable(),
  articleUrlName: z.string().nullable(),
  linkUrl: z.string().nullable(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string().nullable(),
  position: z.number(),
  activeFrom: z.string().nullable(),
  activeTo: z.string().nullable(),
  states: z.array(articleStateSchema),
  /** What it links to, as the office reads it: the major event's or the article's name, or the address. */
  targetName: z.string(),
});
export type StaffBanner = z.infer<typeof staffBannerSchema>;

const instant = z.iso.datetime({ offset: true, message: 'must be a date and time with its offset' });

/** A path on this site or an https address. */
const address = (what: string) =>
  safeText(500).refine(
    (text) => text === '' || /^\/[^/\\]/.test(text) || /^https:\/\/[^\s/]+\.[^\s]*$/.test(text),
    `must be ${what} on this site (starting with /) or an https address`,
  );

export const saveBannerBodySchema = z
  .object({
    /** Absent: a new banner, placed last. */
    id: idSchema.optional(),
    kind: bannerKindSchema,
    majorEventId: idSchema.nullable(),
    /** The news article's URL name (kind news). */
    articleUrlName: safeText(120),
    linkUrl: address('a page'),
    /** Blank: the major event's or the article's own name. */
    title: safeText(120),
    /** Blank: the major event's dates, or 'News'. */
    subtitle: safeText(160),
    /** Blank: the target's own banner. */
    imageUrl: address('a picture'),
    activeFrom: instant.nullable(),
    activeTo: instant.nullable(),
    states: z
      .array(articleStateSchema)
      .max(8, 'lists a state twice')
      .refine((states) => new Set(states).size === states.length, 'lists a state twice'),
  })
  .superRefine((body, ctx) => {
    const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.kind === 'major_event' && body.majorEventId === null) need('majorEventId', 'is required');
    if (body.kind === 'news' && body.articleUrlName === '') need('articleUrlName', 'is required');
    if (body.kind === 'link') {
      if (body.linkUrl === '') need('linkUrl', 'is required');
      if (body.title === '') need('title', 'is required for a link');
      if (body.imageUrl === '') need('imageUrl', 'is required for a link');
    }
    if (body.activeFrom && body.activeTo && Date.parse(body.activeTo) <= Date.parse(body.activeFrom))
      need('activeTo', 'must be after the start');
  });
export type SaveBannerBody = z.infer<typeof saveBannerBodySchema>;

export const orderBannersBodySchema = z.object({
  ids: z
    .array(idSchema)
    .max(BANNERS_MAX * 20, 'is too long')
    .refine((ids) => new Set(ids).size === ids.length, 'lists a banner twice'),
});
export const removeBannerBodySchema = z.object({ id: idSchema });
