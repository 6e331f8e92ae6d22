import { z } from 'zod';
import { isLatitude, isLongitude } from '../geo';
import { queryId } from './common';

export const DISTANCE_OPTIONS_M = [0, 10_000, 25_000, 50_000, 250_000] as const;
export const BUY_IN_RANGE = { min: 0, max: 210 } as const;
export const SEARCH_MODES = ['away', 'satellite', 'cashGames', 'special'] as const;

const MAX_TEXT = 100;
const optionalText = z
  .string()
  .trim()
  .max(MAX_TEXT, `must be at most ${MAX_TEXT} characters`)
  .optional()
  .nullable();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD');
const id = z.number().int().positive().max(2_147_483_647);

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
  stateId: id.nullable().optional(),
  brandId: id.optional().nullable(),
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
  buyInMin: z.number().min(0).max(100_000).optional().nullable(),
  buyInMax: z.number().min(0).max(100_000).optional().nullable(),
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
  page: z.number().int().min(1, 'must be 1 or more').max(10_000).optional(),
  pageSize: z.number().int().min(1).max(500).optional(),
});
export type SearchEventsBody = z.infer<typeof searchEventsSchema>;

export const searchNearbySchema = z.object({
  text: z.string().trim().min(1, 'is required').max(MAX_TEXT),
  stateId: id.optional().nullable(),
  currentLat: z.number().refine(isLatitude).optional().nullable(),
  currentLng: z.number().refine(isLongitude).optional().nullable(),
  withinDistance: z.number().min(1000).max(250_000).optional().nullable(),
});
export type SearchNearbyBody = z.infer<typeof searchNearbySchema>;

export const favouriteQuerySchema = z.object({ eventId: queryId });

export const nearbyResultSchema = z.object({
  place: z.object({ suburb: z.string(), postcode: z.string(), stateId: z.number().nullable() }).nullable(),
  games: z.array(gameSchema),
});
