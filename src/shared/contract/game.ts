import { z } from 'zod';
import { isLatitude, isLongitude } from '../geo';
import { DISTANCE_OPTIONS_M, MAX_SEARCH_RESULTS, SEARCH_MODES } from '../search-options';
import { idSchema as id, isoDate, queryId, safeText, smallIdSchema, wholeNumber } from './common';

const MAX_TEXT = 100;
const optionalText = safeText(MAX_TEXT).optional().nullable();

export const gameVenueSchema = z.object({
  id: z.number(),
  title: z.string(),
  address: z.string(),
  suburb: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  friendlyUrlSlug: z.string(),
  regionId: z.number().nullable(),
  stateId: z.number(),
});

export const gameSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  startTime: z.string(),
  dateTime: z.string(),
  type: z.string(),
  typeId: z.number(),
  gameType: z.string(),
  brandName: z.string(),
  divisionName: z.string().nullable(),
  isSpecialEvent: z.boolean(),
  isFavourite: z.boolean(),
  eventStatusId: z.number(),
  buyInAmount: z.number(),
  buyInDescription: z.string().nullable(),
  takeHomeAmount: z.number(),
  takeHomeAmountDescription: z.string().nullable(),
  totalPTCredit: z.number(),
  ptcRedeemable: z.boolean(),
  creditCardRedeemable: z.boolean(),
  distanceAway: z.number().nullable(),
  goingCount: z.number(),
  regionId: z.number().nullable(),
  stateId: z.number(),
  venue: gameVenueSchema,
  subMajorEvent: z.object({ subMajorEventTypeId: z.number() }).nullable(),
});
export type Game = z.infer<typeof gameSchema>;

/**
 * One body for POST /event/searchevents: the filter search (state, regions, distance, buy-in, mode...) and
 * the text search (venueName, suburb, postcode) share the path, since routes are matched case-insensitively.
 */
export const searchEventsSchema = z.object({
  stateId: smallIdSchema.nullable().optional(),
  brandId: smallIdSchema.optional().nullable(),
  regions: z.array(id).max(200).optional().nullable(),
  venueId: id.optional().nullable(),
  fromDate: isoDate.optional().nullable(),
  toDate: isoDate.optional().nullable(),
  guarantee: z.boolean().optional().nullable(),
  withinDistance: z
    .number()
    .refine(
      (n) => (DISTANCE_OPTIONS_M as readonly number[]).includes(n),
      'must be 0, 10000, 25000, 50000 or 250000',
    )
    .optional()
    .nullable(),
  buyInMin: wholeNumber(0, 100_000).optional().nullable(),
  buyInMax: wholeNumber(0, 100_000).optional().nullable(),
  currentLat: z.number().refine(isLatitude, 'must be between -90 and 90').optional().nullable(),
  currentLng: z.number().refine(isLongitude, 'must be between -180 and 180').optional().nullable(),
  showAllRegions: z.boolean().optional().nullable(),
  mode: z
    .enum(SEARCH_MODES, { message: `must be one of ${SEARCH_MODES.join(', ')}` })
    .optional()
    .nullable(),
  divisionName: optionalText,
  searchByGameName: optionalText,
  venueName: optionalText,
  suburb: optionalText,
  postcode: z
    .string()
    .trim()
    .regex(/^\d{0,4}$/, 'must be up to 4 digits')
    .optional()
    .nullable(),
  gameTypeId: z
    .union([z.literal(3), z.literal(4)])
    .optional()
    .nullable(),
  /** Grand slam / VIP Loyalty: the ALH venues' games. */
  grandSlam: z.boolean().optional().nullable(),
  page: wholeNumber(1, 10_000).optional(),
  pageSize: wholeNumber(1, MAX_SEARCH_RESULTS).optional(),
});
export type SearchEventsBody = z.infer<typeof searchEventsSchema>;

export const searchNearbySchema = z.object({
  text: safeText(MAX_TEXT).pipe(z.string().min(1, 'is required')),
  stateId: smallIdSchema.optional().nullable(),
  currentLat: z.number().refine(isLatitude, 'must be between -90 and 90').optional().nullable(),
  currentLng: z.number().refine(isLongitude, 'must be between -180 and 180').optional().nullable(),
  withinDistance: wholeNumber(1000, 250_000).optional().nullable(),
});
export type SearchNearbyBody = z.infer<typeof searchNearbySchema>;

export const favouriteQuerySchema = z.object({ eventId: queryId });

export const nearbyResultSchema = z.object({
  place: z.object({ suburb: z.string(), postcode: z.string(), stateId: z.number().nullable() }).nullable(),
  games: z.array(gameSchema),
});

export const favouriteAnswerSchema = z.object({ success: z.boolean() });

export const calendarSubscriptionSchema = z.object({ url: z.string(), webcalUrl: z.string() });
export type CalendarSubscription = z.infer<typeof calendarSubscriptionSchema>;
