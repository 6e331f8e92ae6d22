import { z } from 'zod';
import { hasControlCharacter } from '../control-characters';

/** Column ranges: PostgreSQL integer and smallint. Every whole number a request carries is bound to one. */
export const MAX_INT32 = 2_147_483_647;
export const MAX_INT16 = 32_767;

/** Text from a request: no control characters (PostgreSQL refuses NUL, and none belongs in a name). */
export const safeText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((text) => !hasControlCharacter(text), 'must not contain control characters');

/** A calendar date as YYYY-MM-DD that exists (no 2026-02-30). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, 'is not a real date');

/** A whole number in a body, bound to its column. */
export const wholeNumber = (min: number, max: number) =>
  z
    .number()
    .int('must be a whole number')
    .min(min, `must be ${min} or more`)
    .max(max, `must be ${max} or less`);

/** An id in a body: an integer column's positive range. */
export const idSchema = z
  .number()
  .int('must be a whole number')
  .positive('must be above 0')
  .max(MAX_INT32, 'is too large');

/** A state or brand id in a body: a smallint column. */
export const smallIdSchema = idSchema.max(MAX_INT16, 'is too large');

/** A query-string number: blank is missing, not zero. */
export const queryNumber = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(32, 'is too long')
  .transform((text, ctx) => {
    const value = Number(text);
    if (!Number.isFinite(value)) {
      ctx.addIssue({ code: 'custom', message: 'must be a number' });
      return z.NEVER;
    }
    return value;
  });

/** An id in a query string or a path. */
export const queryId = queryNumber.pipe(idSchema);
export const querySmallId = queryNumber.pipe(smallIdSchema);

export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
