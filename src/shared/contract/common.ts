import { z } from 'zod';

const MAX_INT32 = 2_147_483_647;

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

export const queryId = queryNumber.pipe(
  z.number().int('must be a whole number').positive('must be above 0').max(MAX_INT32, 'is too large'),
);

export const idSchema = z.number().int().positive().max(MAX_INT32);

export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
