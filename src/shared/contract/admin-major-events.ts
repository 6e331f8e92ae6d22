import { z } from 'zod';
import { SETUP_MODE } from '../major-event-rules';
import { URL_NAME_MAX, URL_NAME_PATTERN } from '../url-name';
import { idSchema, isoDate, queryId, safeText, smallIdSchema, wholeNumber } from './common';

/** How many days a schedule and how many satellites one major event may hold. */
export const SUB_EVENTS_MAX = 40;
export const QUALIFIERS_MAX = 300;
export const QUALIFYING_PLACES_MAX = 100;

/** An event as the office picks it for a schedule or as a satellite: enough to tell it apart from others. */
export const pickedEventSchema = z.object({
  id: z.number(),
  title: z.string(),
  venueName: z.string(),
  /** ISO instant. */
  startsAt: z.string(),
  stateId: z.number(),
});
export type PickedEvent = z.infer<typeof pickedEventSchema>;

export const eventSearchQuerySchema = z.object({
  q: safeText(100).pipe(z.string().min(2, 'needs at least 2 characters')),
});

export const staffMajorEventSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  urlName: z.string(),
  aplpt: z.boolean(),
  /** null: every state. */
  stateId: z.number().nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
  subEventCount: z.number(),
  qualifierCount: z.number(),
});
export type StaffMajorEventSummary = z.infer<typeof staffMajorEventSummarySchema>;

export const staffSubEventSchema = z.object({
  event: pickedEventSchema,
  name: z.string(),
  typeId: z.number(),
  eventNumber: z.number(),
});
export type StaffSubEvent = z.infer<typeof staffSubEventSchema>;

export const staffQualifierSchema = z.object({
  event: pickedEventSchema,
  qualifyingPlaces: z.number(),
});
export type StaffQualifier = z.infer<typeof staffQualifierSchema>;

export const staffMajorEventSchema = staffMajorEventSummarySchema.extend({
  logoUrl: z.string(),
  bannerUrl: z.string(),
  description: z.string(),
  venueAddress: z.string(),
  featureEvent: z.boolean(),
  series: z.string().nullable(),
  buyTicketUrl: z.string().nullable(),
  qualificationProcess: z.string().nullable(),
  setupModeId: z.number(),
  linkedMajorEventId: z.number().nullable(),
  /** The single event (setup mode 1). */
  event: pickedEventSchema.nullable(),
  subEvents: z.array(staffSubEventSchema),
  qualifiers: z.array(staffQualifierSchema),
});
export type StaffMajorEvent = z.infer<typeof staffMajorEventSchema>;

export const staffMajorEventQuerySchema = z.object({ id: queryId });

const html = z
  .string()
  .max(200_000, 'is too long')
  .refine((text) => !text.includes('\u0000'), 'must not contain NUL characters');

/** A picture: a file on this site (/media/…, /news-images/…) or an https address. */
const imageAddress = safeText(500)
  .pipe(z.string().min(1, 'is required'))
  .refine(
    (text) => /^\/[^/\\]/.test(text) || /^https:\/\/[^\s/]+\//.test(text),
    'must be a path on this site (starting with /) or an https address',
  );

/** Blank: none. */
const optionalWebAddress = safeText(500).refine(
  (text) => text === '' || /^https?:\/\/[^\s/]+\.[^\s]*$/.test(text),
  'must be a web address (https://…)',
);

export const saveSubEventSchema = z.object({
  eventId: idSchema,
  name: safeText(120).pipe(z.string().min(1, 'is required')),
  typeId: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    message: 'must be qualifier (1), master (2) or other (3)',
  }),
  eventNumber: wholeNumber(1, 999),
});

export const saveQualifierSchema = z.object({
  eventId: idSchema,
  qualifyingPlaces: wholeNumber(1, QUALIFYING_PLACES_MAX),
});

/** What the editor sends: the whole major event, its schedule and its satellites (rows left out are removed). */
export const saveMajorEventBodySchema = z
  .object({
    /** Absent: a new major event. */
    id: idSchema.optional(),
    name: safeText(200).pipe(z.string().min(1, 'is required')),
    urlName: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, 'is required')
      .max(URL_NAME_MAX, `must be at most ${URL_NAME_MAX} characters`)
      .regex(URL_NAME_PATTERN, 'may hold only letters, digits and single dashes between them'),
    aplpt: z.boolean(),
    /** null: every state. */
    stateId: smallIdSchema.max(8, 'is not a state').nullable(),
    logoUrl: imageAddress,
    bannerUrl: imageAddress,
    description: html,
    venueAddress: safeText(300),
    startsOn: isoDate,
    endsOn: isoDate,
    featureEvent: z.boolean(),
    /** Editions of one series share their recent winners. */
    series: safeText(120),
    /** Blank: no Buy Tickets link. */
    buyTicketUrl: optionalWebAddress,
    qualificationProcess: html,
    setupModeId: z.union([z.literal(SETUP_MODE.single), z.literal(SETUP_MODE.subEvents)], {
      message: 'must be a single event (1) or sub-events (2)',
    }),
    /** Its qualifiers are loaded with this event's (an APLPT leg's feeder). */
    linkedMajorEventId: idSchema.nullable(),
    /** The single event (setup mode 1); may be chosen later. */
    eventId: idSchema.nullable(),
    subEvents: z.array(saveSubEventSchema).max(SUB_EVENTS_MAX, `may hold at most ${SUB_EVENTS_MAX} days`),
    qualifiers: z.array(saveQualifierSchema).max(QUALIFIERS_MAX, `may hold at most ${QUALIFIERS_MAX} events`),
  })
  .superRefine((body, ctx) => {
    if (body.endsOn < body.startsOn)
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'must be on or after the first day' });
    const seen = new Set<number>();
    body.subEvents.forEach((sub, i) => {
      if (seen.has(sub.eventId))
        ctx.addIssue({
          code: 'custom',
          path: ['subEvents', i, 'eventId'],
          message: 'is already in the schedule',
        });
      seen.add(sub.eventId);
    });
    const satellites = new Set<number>();
    body.qualifiers.forEach((q, i) => {
      if (satellites.has(q.eventId) || seen.has(q.eventId))
        ctx.addIssue({
          code: 'custom',
          path: ['qualifiers', i, 'eventId'],
          message: satellites.has(q.eventId) ? 'is already a satellite' : 'is a day of this event itself',
        });
      satellites.add(q.eventId);
    });
  });
export type SaveMajorEventBody = z.infer<typeof saveMajorEventBodySchema>;
