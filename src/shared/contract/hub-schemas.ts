import { z } from 'zod';
import type { StandingsUpdate } from '../standings-update';
import { clockStatusSchema } from './clock';
import { publicFloorSchema } from './floor';
import { HUB_MESSAGES, type HubMessageName } from './hub';

const id = z.number().int().positive();

export const standingsUpdateSchema = z.object({
  eventId: id,
  venueId: id,
  regionId: id.nullable(),
  stateId: id,
  seasonId: id.nullable(),
  gameScoreboardId: id.nullable(),
}) satisfies z.ZodType<StandingsUpdate>;

/** Each hub message's arguments (a missing or extra name fails the type-check). */
export const hubMessageSchemas = {
  [HUB_MESSAGES.clockStatus]: z.tuple([clockStatusSchema]),
  [HUB_MESSAGES.floorUpdate]: z.tuple([publicFloorSchema]),
  [HUB_MESSAGES.standingsChanged]: z.tuple([standingsUpdateSchema]),
} as const satisfies { readonly [K in HubMessageName]: z.ZodType };

export type HubMessageArguments = { [K in HubMessageName]: z.infer<(typeof hubMessageSchemas)[K]> };
