import type { StaffRole } from './contract/admin';
import { editsContent, isLeagueAdmin, isStaff, runsTheFloor } from './staff-roles';

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
    path: 'queues',
    label: 'Staff queues',
    description:
      'Avatars and ticket transfers waiting for approval, and account deletion requests to verify and erase.',
    shownTo: isLeagueAdmin,
  },
  {
    path: 'staff',
    label: 'Roles and venues',
    description: 'Give members a staff role, and choose the venues each venue director runs.',
    shownTo: isLeagueAdmin,
  },
  {
    path: 'audit',
    label: 'Audit trail',
    description:
      'Every change the staff made: who, when, what, before and after; filter it and download it as CSV.',
    shownTo: isLeagueAdmin,
  },
  {
    path: 'news',
    label: 'News',
    description: 'Write, schedule, publish and take down news articles, for every state or some.',
    shownTo: editsContent,
  },
  {
    path: 'pages',
    label: 'About pages',
    description:
      'Write and publish the About pages, and choose which show in the About menu and in what order.',
    shownTo: editsContent,
  },
  {
    path: 'photos',
    label: 'Event photos',
    description:
      "Add an event's photos, several at once, and tag the players in them (venue directors: their venues' events).",
    shownTo: isStaff,
  },
  {
    path: 'major-events',
    label: 'Major events',
    description:
      'Edit the major and APLPT events: their details, schedule of days and flights, satellites and Buy Tickets link.',
    shownTo: editsContent,
  },
  {
    path: 'banners',
    label: 'Home banners',
    description: "Choose, order and date the home page's carousel banners, for every state or some.",
    shownTo: editsContent,
  },
  {
    path: 'venues',
    label: 'Venues and weekly games',
    description:
      'Open and edit venues (league admins), set up their weekly games, and hold, cancel or move a night.',
    shownTo: runsTheFloor,
  },
];

export const sectionsFor = (role: StaffRole) => ADMIN_SECTIONS.filter((section) => section.shownTo(role));
