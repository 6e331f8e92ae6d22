import type { StaffRole } from './contract/admin';

/** Who may run the clock, results and schedule: venue directors (of their own venues) and league admins. */
export const runsTheFloor = (role: StaffRole | undefined) => role === 'director' || role === 'league_admin';

/** Who may write news, About pages, banners, major events and photos: content editors and league admins. */
export const editsContent = (role: StaffRole | undefined) =>
  role === 'content_editor' || role === 'league_admin';

/** Anyone with a staff role: the league office at /admin is theirs. */
export const isStaff = (role: StaffRole | undefined) => role !== undefined && role !== 'member';

/** Roles, the audit trail, venues and the staff queues: league admins only. */
export const isLeagueAdmin = (role: StaffRole | undefined) => role === 'league_admin';

/** Each role as the league office names it. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  member: 'Member (no staff role)',
  director: 'Venue director',
  content_editor: 'Content editor',
  league_admin: 'League admin',
};
