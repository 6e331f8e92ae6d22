import { z } from 'zod';
import { URL_NAME_MAX, URL_NAME_PATTERN } from '../url-name';
import { idSchema, safeText } from './common';

/** The fields a news article's and an About page's editors both send, checked alike. */
export const articleFormFields = {
  /** Absent: a new one. */
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
};
