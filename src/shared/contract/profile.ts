import { z } from 'zod';
import { queryNumber, wholeNumber } from './common';
import { photoSchema } from './content';
import { gameSchema } from './game';

export const rankSchema = z.object({ id: z.number(), name: z.string(), rank: z.number() });
export type Rank = z.infer<typeof rankSchema>;

export const playerResultSchema = z.object({
  eventId: z.number(),
  eventName: z.string(),
  eventDate: z.string(),
  venueId: z.number(),
  venueName: z.string(),
  venueFriendlyUrlSlug: z.string(),
  place: z.number(),
  points: z.number(),
  winnings: z.number(),
  totalPlayers: z.number(),
});
export type PlayerResult = z.infer<typeof playerResultSchema>;

export const achievementSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  filename: z.string(),
  completed: z.boolean(),
});

/** A satellite result that qualified the member: the satellite, and the major event it is a seat at. */
export const qualificationSchema = z.object({
  eventId: z.number(),
  eventName: z.string(),
  eventDate: z.string(),
  /** The major event's name. */
  qualifiedFor: z.string(),
});
export type Qualification = z.infer<typeof qualificationSchema>;

/** A voucher the member holds: a ticket to an event, with what may be done with it. */
export const ticketSchema = z.object({
  voucherGuid: z.string(),
  gameMembershipGuid: z.string().nullable(),
  redeemCode: z.string().nullable(),
  majorEventId: z.number().nullable(),
  majorEventName: z.string().nullable(),
  allowSwap: z.boolean(),
  allowTransfer: z.boolean(),
  autoVoucherTransfer: z.boolean(),
  /** A transfer of it is waiting for staff (it cannot be swapped or transferred meanwhile). */
  pendingChange: z.boolean().optional(),
  eventTicket: z
    .object({
      id: z.number(),
      selfRegistrationEnabled: z.boolean(),
      dateTime: z.string(),
      startTime: z.string().optional(),
      rego: z.string().nullable().optional(),
      lateRego: z.string().nullable().optional(),
      description: z.string(),
      /** The venue's UTC offset at the start, in minutes (+660 for 7 pm in Melbourne in summer). */
      eventStartTimeOffset: z.number(),
      venue: z.object({ id: z.number(), name: z.string(), friendlyUrlSlug: z.string() }),
      /** The entry into the event once the voucher is used; null while it is still a voucher. */
      gameMembershipGuid: z.string().nullable(),
      /** The prize (the satellite result) that earned the voucher, if a satellite did. */
      eventPrizeId: z.number().nullable(),
      satelliteEventId: z.number().nullable(),
    })
    .nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

const common = {
  customerId: z.number(),
  customerGuid: z.string(),
  membershipId: z.number(),
  name: z.string(),
  avatar: z.string(),
  brandId: z.number(),
  profile: z.object({
    points: z.number(),
    winnings: z.number(),
    wins: z.number(),
    finalTables: z.number(),
    stateProfile: rankSchema.nullable(),
    regionProfile: rankSchema.nullable(),
    venueProfile: rankSchema.nullable(),
  }),
  states: z.array(rankSchema),
  regions: z.array(rankSchema),
  venues: z.array(rankSchema),
  seasons: z.array(z.object({ id: z.number(), name: z.string(), isCurrent: z.boolean() })),
  results: z.array(playerResultSchema),
  achievements: z.array(achievementSchema),
  photos: z.array(photoSchema),
};

/** Another player's profile: results, ranks, achievements and photos, nothing of their own-only parts. */
export const limitedPlayerProfileSchema = z.object({ ...common, limited: z.literal(true) });

/** The signed-in member's own profile, with PTC, upcoming (saved) games and qualifications. */
export const playerProfileSchema = z.object({
  ...common,
  limited: z.literal(false),
  hasPtc: z.boolean(),
  ptc: z.number(),
  upcomingEvents: z.array(gameSchema),
  qualifications: z.array(qualificationSchema),
  tickets: z.array(ticketSchema),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;
export type LimitedPlayerProfile = z.infer<typeof limitedPlayerProfileSchema>;
export type AnyPlayerProfile = PlayerProfile | LimitedPlayerProfile;

export const limitedProfileQuerySchema = z.object({
  customerGuid: z.string().trim().uuid('must be a GUID'),
});

export const playerResultsQuerySchema = z.object({
  customerId: queryNumber.pipe(wholeNumber(1, 2_147_483_647)),
  seasonId: queryNumber.pipe(wholeNumber(1, 2_147_483_647)).optional(),
  month: queryNumber.pipe(wholeNumber(1, 12)).optional(),
});

export const customerQuerySchema = z.object({ customerId: queryNumber.pipe(wholeNumber(1, 2_147_483_647)) });

export const leaderboardProfileQuerySchema = customerQuerySchema.extend({
  seasonId: queryNumber.pipe(wholeNumber(1, 2_147_483_647)).optional(),
});

export const leaderboardProfileSchema = z.object({
  states: z.array(rankSchema),
  regions: z.array(rankSchema),
  venues: z.array(rankSchema),
});
export type LeaderboardProfile = z.infer<typeof leaderboardProfileSchema>;
