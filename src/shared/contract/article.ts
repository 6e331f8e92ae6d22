import { z } from 'zod';

export const menuArticleSchema = z.object({
  name: z.string(),
  urlName: z.string(),
  showInNavbar: z.boolean(),
});
export type MenuArticle = z.infer<typeof menuArticleSchema>;

export const generalArticleSchema = z.object({
  name: z.string(),
  urlName: z.string(),
  excerpt: z.string(),
  content: z.string(),
  bannerUrl: z.string().nullable(),
  articleDate: z.string(),
});
export type GeneralArticle = z.infer<typeof generalArticleSchema>;

export const articleNameQuerySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(200, 'is too long')
    .regex(/^[a-z0-9-]+$/i, 'may hold only letters, digits and dashes'),
});
