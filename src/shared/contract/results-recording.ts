import { z } from 'zod';
import { idSchema as id, safeText, wholeNumber } from './common';

/** A player as the director names them: a member by id, or a walk-in without an account by name. */
export const playerChoiceSchema = z
  .object({
    memberId: id.optional().nullable(),
    playerName: safeText(80).optional().nullable(),
  })
  .refine((body) => Boolean(body.memberId) !== Boolean(body.playerName), {
    message: 'give either a memberId or a playerName (a walk-in)',
    path: ['memberId'],
  });
export type PlayerChoice = z.infer<typeof playerChoiceSchema>;

export const removeBustOutSchema = z.object({ seq: wholeNumber(1, 10_000) });

export const playerSearchQuerySchema = z.object({
  q: safeText(60).pipe(z.string().min(2, 'must be at least 2 characters')),
});

export const playerMatchSchema = z.object({
  memberId: z.number(),
  name: z.string(),
  membershipId: z.number(),
  /** The last three digits only: enough to tell two namesakes apart. */
  mobileEnding: z.string().nullable(),
});
export type PlayerMatch = z.infer<typeof playerMatchSchema>;

export const bustOutSchema = z.object({
  seq: z.number(),
  memberId: z.number().nullable(),
  playerName: z.string(),
});
export type BustOut = z.infer<typeof bustOutSchema>;

/** The event's bust-outs so far, first out first, and whether it is closed. */
export const bustOutsSchema = z.object({
  eventId: z.number(),
  closed: z.boolean(),
  bustOuts: z.array(bustOutSchema),
});
export type BustOuts = z.infer<typeof bustOutsSchema>;
