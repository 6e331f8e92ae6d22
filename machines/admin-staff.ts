import { assign, fromPromise, setup } from 'xstate';
import type { StaffMember, StaffRole } from '../src/shared/contract/admin';
import { messageOf } from '../src/shared/error-message';
import { STAFF_ROLE_LABELS } from '../src/shared/staff-roles';

/** A venue a director can be given, as the picker lists it. */
export interface VenueChoice {
  id: number;
  label: string;
}

export interface AdminStaffContext {
  staff: StaffMember[];
  venues: VenueChoice[];
  /** The role form's draft: a member's e-mail and the role to give them. */
  email: string;
  role: StaffRole;
  /** The venue director whose venues are being chosen, and the venues chosen so far. */
  editing: { memberId: number; venueIds: number[] } | null;
  error: string | null;
  /** What the last change did, in words. */
  notice: string | null;
}

export type AdminStaffEvent =
  | { type: 'staff.retry' }
  | { type: 'role.email'; email: string }
  | { type: 'role.pick'; role: StaffRole }
  | { type: 'role.submit' }
  | { type: 'venues.edit'; memberId: number }
  | { type: 'venues.pick'; venueIds: number[] }
  | { type: 'venues.save' }
  | { type: 'venues.cancel' };

const LOAD_FAILED = 'The staff list could not be loaded.';
const NOT_SAVED = 'The change was not saved.';

/** The list with this member's new state: in it with their role and venues, or out of it with none. */
const withMember = (staff: StaffMember[], member: StaffMember) => {
  const others = staff.filter((s) => s.memberId !== member.memberId);
  if (member.role === 'member') return others;
  const at = staff.findIndex((s) => s.memberId === member.memberId);
  return at < 0 ? [...others, member] : staff.map((s) => (s.memberId === member.memberId ? member : s));
};

const venueCount = (count: number) => (count === 1 ? '1 venue' : `${count} venues`);

/**
 * /admin/staff (issue 34): league admins see the league's staff, give a member a role by e-mail ('Member' takes it
 * away) and choose the venues a venue director runs. Each change is the server's (which records it in the audit
 * trail and applies it from the member's next request); the list shows the member as the server answered.
 */
export const adminStaffMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as AdminStaffContext,
    events: {} as AdminStaffEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadStaff: fromPromise<{ staff: StaffMember[]; venues: VenueChoice[] }>(async () => {
      throw new Error('loadStaff not provided');
    }),
    setRole: fromPromise<StaffMember, { email: string; role: StaffRole }>(async () => {
      throw new Error('setRole not provided');
    }),
    setVenues: fromPromise<StaffMember, { memberId: number; venueIds: number[] }>(async () => {
      throw new Error('setVenues not provided');
    }),
  },
  guards: {
    hasEmail: ({ context }) => context.email.trim() !== '',
    isVenueDirector: ({ context, event }) =>
      event.type === 'venues.edit' &&
      context.staff.some((s) => s.memberId === event.memberId && s.role === 'director'),
  },
}).createMachine({
  id: 'adminStaff',
  context: {
    staff: [],
    venues: [],
    email: '',
    role: 'director',
    editing: null,
    error: null,
    notice: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadStaff',
        src: 'loadStaff',
        onDone: {
          target: 'ready',
          actions: assign({
            staff: ({ event }) => event.output.staff,
            venues: ({ event }) => event.output.venues,
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error, LOAD_FAILED) }),
        },
      },
    },
    failed: {
      on: { 'staff.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      on: {
        'role.email': { actions: assign({ email: ({ event }) => event.email }) },
        'role.pick': { actions: assign({ role: ({ event }) => event.role }) },
        'role.submit': {
          guard: 'hasEmail',
          target: 'savingRole',
          actions: assign({ error: null, notice: null }),
        },
        'venues.edit': {
          guard: 'isVenueDirector',
          target: 'editing',
          actions: assign({
            error: null,
            notice: null,
            editing: ({ context, event }) => ({
              memberId: event.memberId,
              venueIds:
                context.staff.find((s) => s.memberId === event.memberId)?.venues.map((v) => v.id) ?? [],
            }),
          }),
        },
      },
    },
    savingRole: {
      tags: ['busy'],
      invoke: {
        id: 'setRole',
        src: 'setRole',
        input: ({ context }) => ({ email: context.email.trim(), role: context.role }),
        onDone: {
          target: 'ready',
          actions: assign({
            staff: ({ context, event }) => withMember(context.staff, event.output),
            email: '',
            notice: ({ event }) =>
              `${event.output.name} is now: ${STAFF_ROLE_LABELS[event.output.role]}. It holds from their next request.`,
          }),
        },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => messageOf(event.error, NOT_SAVED) }),
        },
      },
    },
    editing: {
      on: {
        'venues.pick': {
          actions: assign({
            editing: ({ context, event }) =>
              context.editing && { ...context.editing, venueIds: event.venueIds },
          }),
        },
        'venues.save': { target: 'savingVenues', actions: assign({ error: null }) },
        'venues.cancel': { target: 'ready', actions: assign({ editing: null, error: null }) },
      },
    },
    savingVenues: {
      tags: ['busy'],
      invoke: {
        id: 'setVenues',
        src: 'setVenues',
        input: ({ context }) => context.editing ?? { memberId: 0, venueIds: [] },
        onDone: {
          target: 'ready',
          actions: assign({
            staff: ({ context, event }) => withMember(context.staff, event.output),
            editing: null,
            notice: ({ event }) =>
              `${event.output.name} now runs ${venueCount(event.output.venues.length)}. It holds from their next request.`,
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => messageOf(event.error, NOT_SAVED) }),
        },
      },
    },
  },
});
