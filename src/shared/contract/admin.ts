import { z } from 'zod';
import { idSchema, isoDate, queryId, queryNumber, safeText, wholeNumber } from './common';

/**
 * What a member may do on the site (issue 34): a member; a tournament director (the clock, results and the staff
 * queues); a content editor; a league admin, who also assigns the roles ('member' takes a role away).
 */
export const STAFF_ROLE_NAMES = ['member', 'director', 'content_editor', 'league_admin'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLE_NAMES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** A venue a venue director runs. */
export const staffVenueSchema = z.object({ id: z.number(), title: z.string(), stateId: z.number() });
export type StaffVenue = z.infer<typeof staffVenueSchema>;

export const staffMemberSchema = z.object({
  memberId: z.number(),
  membershipId: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  role: staffRoleSchema,
  /** The venues a venue director runs, by title (empty for the other roles: admins run every venue). */
  venues: z.array(staffVenueSchema),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const setStaffRoleBodySchema = z.object({
  email: safeText(254).pipe(z.string().min(1, 'is required').email('must be an e-mail address')),
  role: staffRoleSchema,
});
export type SetStaffRoleBody = z.infer<typeof setStaffRoleBodySchema>;

/** The most venues one director may be given in one go (the league has a few hundred). */
export const MAX_STAFF_VENUES = 1000;

/** The venues a venue director runs, all at once: the list replaces the one they had. */
export const setStaffVenuesBodySchema = z.object({
  memberId: idSchema,
  venueIds: z
    .array(idSchema)
    .max(MAX_STAFF_VENUES, `must hold at most ${MAX_STAFF_VENUES} venues`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not name a venue twice'),
});
export type SetStaffVenuesBody = z.infer<typeof setStaffVenuesBodySchema>;

/** The audit trail's filters: by who, what kind of thing, what was done, and a date range (Australian dates). */
export const staffAuditQuerySchema = z.object({
  actorId: queryId.optional(),
  entity: safeText(40).optional(),
  action: safeText(40).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: queryNumber.pipe(wholeNumber(1, 10_000)).optional(),
});
export type StaffAuditQuery = z.infer<typeof staffAuditQuerySchema>;

export const staffAuditRowSchema = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.number(),
  actorName: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type StaffAuditRow = z.infer<typeof staffAuditRowSchema>;

export const staffAuditPageSchema = z.object({
  rows: z.array(staffAuditRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type StaffAuditPage = z.infer<typeof staffAuditPageSchema>;
