import type { StaffRole } from './contract/admin';
import { runsTheFloor } from './staff-roles';

export interface AdminSection {
  /** Under /admin. */
  path: string;
  label: string;
  /** One line on the league office's home page. */
  description: string;
  /** Whether a member with this role sees the section (the server checks every call again). */
  shownTo: (role: StaffRole) => boolean;
}

/** The league office's sections, in the order of its menu; each is its own lazy route under /admin. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    path: 'venues',
    label: 'Venues and weekly games',
    description:
      'Open and edit venues (league admins), set up their weekly games, and hold, cancel or move a night.',
    shownTo: runsTheFloor,
  },
];

export const sectionsFor = (role: StaffRole) => ADMIN_SECTIONS.filter((section) => section.shownTo(role));
