import { z } from 'zod';
import { RECURRENCE_KINDS, WEEKLY_GAME_TYPES } from '../weekly-games';
import { idSchema, isoDate, queryId, queryNumber, safeText, wholeNumber } from './common';

/** The league office's venues and weekly games (issue 34). */

export const adminVenueListQuerySchema = z.object({
  q: safeText(80).optional(),
  page: queryNumber.pipe(wholeNumber(1, 10_000)).optional(),
});
export type AdminVenueListQuery = z.infer<typeof adminVenueListQuerySchema>;

export const adminVenueRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  suburb: z.string(),
  stateId: z.number(),
  weeklyGames: z.number(),
});
export type AdminVenueRow = z.infer<typeof adminVenueRowSchema>;

export const adminVenuePageSchema = z.object({
  rows: z.array(adminVenueRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Whether the member may open new venues (league admins). */
  canCreate: z.boolean(),
});
export type AdminVenuePage = z.infer<typeof adminVenuePageSchema>;

export const venueIdQuerySchema = z.object({ venueId: queryId });
export const weeklyGameIdQuerySchema = z.object({ weeklyGameId: queryId });

/** A venue as the editor shows it: the street apart from the locality it was checked against. */
export const adminVenueSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  street: z.string(),
  suburb: z.string(),
  postcode: z.string(),
  stateId: z.number(),
  regionId: z.number().nullable(),
  regionName: z.string().nullable(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string().nullable(),
  description: z.string(),
});
export type AdminVenue = z.infer<typeof adminVenueSchema>;

const required = (max: number) => safeText(max).pipe(z.string().min(1, 'is required'));

/** What the editor sends; the state, region and position come from the locality (suburb and postcode). */
export const venueBodySchema = z.object({
  name: required(120),
  /** The page's address (/venue/{slug}); suggested from the name when left empty. */
  slug: safeText(80).pipe(
    z.string().regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'may hold only a-z, 0-9 and single hyphens'),
  ),
  street: required(160),
  suburb: required(80),
  postcode: safeText(4).pipe(z.string().regex(/^\d{4}$/, 'must be 4 digits')),
  phone: safeText(30).pipe(z.string().regex(/^[0-9 ()+-]*$/, 'may hold only digits, spaces, ( ) + and -')),
  description: safeText(4000),
});
export type VenueBody = z.infer<typeof venueBodySchema>;

/** The most venue directors a new venue may be given in its form. */
export const MAX_VENUE_DIRECTORS = 20;

/** A new venue: its details and the venue directors who run it from the start. */
export const createVenueBodySchema = venueBodySchema.extend({
  directorIds: z
    .array(idSchema)
    .max(MAX_VENUE_DIRECTORS, `must be at most ${MAX_VENUE_DIRECTORS}`)
    .optional(),
});
export type CreateVenueBody = z.infer<typeof createVenueBodySchema>;

const typeIds = WEEKLY_GAME_TYPES.map((t) => t.id) as number[];

const money = wholeNumber(0, 1_000_000);

export const weeklyGameBodySchema = z
  .object({
    name: required(80),
    weekday: wholeNumber(0, 6),
    recurrence: z.enum(RECURRENCE_KINDS),
    firstDate: isoDate.nullable(),
    startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM'),
    typeId: wholeNumber(1, 14).refine((id) => typeIds.includes(id), 'is not a kind of weekly game'),
    buyInAmount: money,
    guaranteeAmount: money,
    ptcCredit: wholeNumber(0, 10_000),
    blindStructureId: idSchema,
    lateRegoLevel: wholeNumber(1, 60).nullable(),
    reEntryFee: wholeNumber(1, 1_000_000).nullable(),
    startingStack: wholeNumber(1, 10_000_000).nullable(),
  })
  .superRefine((body, ctx) => {
    if (body.recurrence !== 'fortnightly') return;
    if (!body.firstDate) ctx.addIssue({ code: 'custom', path: ['firstDate'], message: 'is required' });
    else if (new Date(`${body.firstDate}T00:00:00Z`).getUTCDay() !== body.weekday)
      ctx.addIssue({ code: 'custom', path: ['firstDate'], message: "must be on the game's weekday" });
  });
export type WeeklyGameBody = z.infer<typeof weeklyGameBodySchema>;

export const weeklyGameSchema = z.object({
  id: z.number(),
  name: z.string(),
  weekday: z.number(),
  recurrence: z.enum(RECURRENCE_KINDS),
  firstDate: z.string().nullable(),
  startTime: z.string(),
  typeId: z.number(),
  buyInAmount: z.number(),
  guaranteeAmount: z.number(),
  ptcCredit: z.number(),
  blindStructureId: z.number(),
  lateRegoLevel: z.number().nullable(),
  reEntryFee: z.number().nullable(),
  startingStack: z.number().nullable(),
  /** 'Every Tuesday', 'The last Saturday of the month'. */
  rule: z.string(),
});
export type WeeklyGame = z.infer<typeof weeklyGameSchema>;

/** One coming night of the venue (from a weekly game or not), with what staff may do to it. */
export const comingNightSchema = z.object({
  eventId: z.number(),
  weeklyGameId: z.number().nullable(),
  title: z.string(),
  /** The local date and start time. */
  date: z.string(),
  startTime: z.string(),
  dateTime: z.string(),
  eventStatusId: z.number(),
  moved: z.boolean(),
  /** Results, tickets or anything else recorded for it: a change to its weekly game leaves it as it is. */
  hasEntrants: z.boolean(),
  favourites: z.number(),
});
export type ComingNight = z.infer<typeof comingNightSchema>;

export const venueScheduleSchema = z.object({
  venue: z.object({ id: z.number(), name: z.string(), slug: z.string(), stateId: z.number() }),
  weeklyGames: z.array(weeklyGameSchema),
  nights: z.array(comingNightSchema),
  blindStructures: z.array(z.object({ id: z.number(), name: z.string(), levels: z.number() })),
});
export type VenueSchedule = z.infer<typeof venueScheduleSchema>;

export const NIGHT_ACTIONS = ['hold', 'resume', 'cancel', 'move'] as const;
export type NightAction = (typeof NIGHT_ACTIONS)[number];

export const nightChangeBodySchema = z
  .object({
    action: z.enum(NIGHT_ACTIONS),
    date: isoDate.nullable().optional(),
    startTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM')
      .nullable()
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action !== 'move') return;
    if (!body.date) ctx.addIssue({ code: 'custom', path: ['date'], message: 'is required' });
    if (!body.startTime) ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'is required' });
  });
export type NightChangeBody = z.infer<typeof nightChangeBodySchema>;

export const nightChangeAnswerSchema = z.object({
  schedule: venueScheduleSchema,
  /** How many members who saved the night were told by SMS. */
  texted: z.number(),
});
export type NightChangeAnswer = z.infer<typeof nightChangeAnswerSchema>;
