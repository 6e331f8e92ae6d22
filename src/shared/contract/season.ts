import { z } from 'zod';
import { querySmallId } from './common';

export const seasonSchema = z.object({
  id: z.number(),
  name: z.string(),
  seasonDescription: z.string(),
  isCurrent: z.boolean(),
  months: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type Season = z.infer<typeof seasonSchema>;

export const seasonListQuerySchema = z.object({ brand: querySmallId.optional() });
