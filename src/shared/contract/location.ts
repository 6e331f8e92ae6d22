import { z } from 'zod';
import { isLatitude, isLongitude } from '../geo';
import { queryNumber } from './common';

export const stateSchema = z.object({ id: z.number(), name: z.string(), short: z.string() });
export type State = z.infer<typeof stateSchema>;

export const regionSchema = z.object({
  id: z.number(),
  name: z.string(),
  state: z.object({ id: z.number() }),
});
export type Region = z.infer<typeof regionSchema>;
export const regionListSchema = z.array(regionSchema);

export const nearestVenueQuerySchema = z.object({
  latitude: queryNumber.refine(isLatitude, 'must be between -90 and 90'),
  longitude: queryNumber.refine(isLongitude, 'must be between -180 and 180'),
});

export const nearestVenueSchema = z.object({
  venueId: z.number(),
  venueName: z.string(),
  stateId: z.number(),
  regionId: z.number().nullable(),
  distance: z.number(),
});
export type NearestVenue = z.infer<typeof nearestVenueSchema>;

/** What the browser keeps in localStorage about the chosen location. */
export const geoLocationSchema = z.object({
  stateId: z.number().int().positive().nullable(),
  regionId: z.number().int().positive().nullable(),
  coords: z.object({ lat: z.number(), long: z.number() }).nullable(),
});
export type GeoLocation = z.infer<typeof geoLocationSchema>;
