// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, EventObject, InspectionEvent } from 'xstate';
import {
  type AdminStaffContext,
  type AdminStaffEvent,
  adminStaffMachine,
  type VenueChoice,
} from '../../machines/admin-staff';
import { ApiError } from '../../src/client/api/client';
import { StaffPage } from '../../src/client/features/admin-staff/StaffPage';
import type { StaffMember, StaffRole } from '../../src/shared/contract/admin';
import {
  type AnySnapshot,
  type Coverage,
  createCoverage,
  fakeActor,
  generatePathCases,
  NOT_OFFERED,
  type PathStep,
  replayPath,
} from '../support/path-harness';
import { renderInMantine } from '../support/render-flow';

const inspector = vi.hoisted(() => ({ current: undefined as ((e: InspectionEvent) => void) | undefined }));
vi.mock('../../src/client/components/inspector', () => ({
  inspectOptions: () => ({ inspect: (e: InspectionEvent) => inspector.current?.(e) }),
}));

const ADMIN: StaffMember = {
  memberId: 1,
  membershipId: 100001,
  name: 'Alex Moreau',
  email: 'admin@example.com',
  role: 'league_admin',
  venues: [],
};
const DANA: StaffMember = {
  memberId: 2,
  membershipId: 100002,
  name: 'Dana Whitlock',
  email: 'director@example.com',
  role: 'director',
  venues: [{ id: 11, title: 'The Raise Room', stateId: 1 }],
};
const DANA_TWO: StaffMember = {
  ...DANA,
  venues: [
    { id: 12, title: 'Harbour Hotel', stateId: 2 },
    { id: 11, title: 'The Raise Room', stateId: 1 },
  ],
};
/** A director of seven venues: the card names six and counts the rest. */
const SAM: StaffMember = {
  memberId: 4,
  membershipId: 100004,
  name: 'Sam Stone',
  email: 'sam@example.com',
  role: 'director',
  venues: ['Ascot', 'Brunswick', 'Carlton', 'Docklands', 'Elwood', 'Fitzroy', 'Geelong'].map((title, i) => ({
    id: 21 + i,
    title,
    stateId: 1,
  })),
};
const SAM_RUNS = 'Runs 7 venues: Ascot, Brunswick, Carlton, Docklands, Elwood, Fitzroy and 1 more';
const RILEY: StaffMember = {
  memberId: 3,
  membershipId: 100003,
  name: 'Riley Rival',
  email: 'rival@example.com',
  role: 'director',
  venues: [],
};
const VENUES: VenueChoice[] = [
  { id: 12, label: 'Harbour Hotel, Sydney NSW' },
  { id: 11, label: 'The Raise Room, Southbank VIC' },
];

type Outcome = EventObject & { output?: unknown; error?: unknown };
const OUTCOMES: Record<string, Outcome[]> = {
  loadStaff: [
    { type: 'xstate.done.actor.loadStaff', output: { staff: [ADMIN, DANA, SAM], venues: VENUES } },
    { type: 'xstate.error.actor.loadStaff', error: new ApiError(503, 'The server is offline.', null) },
  ],
  setRole: [
    { type: 'xstate.done.actor.setRole', output: RILEY },
    {
      type: 'xstate.error.actor.setRole',
      error: new ApiError(404, 'No member has this e-mail address.', null),
    },
  ],
  setVenues: [
    { type: 'xstate.done.actor.setVenues', output: DANA_TWO },
    { type: 'xstate.error.actor.setVenues', error: new ApiError(404, 'No venue has the id 12.', null) },
  ],
};

const cases = generatePathCases(adminStaffMachine, {
  inputs: { page: undefined },
  events: (snapshot) => {
    const context = snapshot.context as AdminStaffContext;
    const user: AdminStaffEvent[] = [];
    if (snapshot.matches('failed')) user.push({ type: 'staff.retry' });
    if (snapshot.matches('ready')) {
      if (context.email === '') user.push({ type: 'role.email', email: 'rival@example.com' });
      else user.push({ type: 'role.email', email: '' });
      if (context.role === 'director') user.push({ type: 'role.pick', role: 'content_editor' });
      user.push(
        { type: 'role.submit' },
        { type: 'venues.edit', memberId: DANA.memberId },
        { type: 'venues.edit', memberId: ADMIN.memberId },
      );
    }
    if (snapshot.matches('editing')) {
      if (!context.editing?.venueIds.includes(12)) user.push({ type: 'venues.pick', venueIds: [11, 12] });
      user.push({ type: 'venues.save' }, { type: 'venues.cancel' });
    }
    return [...user, ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? [])];
  },
});

const coverage = createCoverage(adminStaffMachine);
let fake = makeFakes();
function makeFakes() {
  return {
    loadStaff: fakeActor<{ staff: StaffMember[]; venues: VenueChoice[] }, undefined>('loadStaff'),
    setRole: fakeActor<StaffMember, { email: string; role: StaffRole }>('setRole'),
    setVenues: fakeActor<StaffMember, { memberId: number; venueIds: number[] }>('setVenues'),
  };
}
beforeEach(() => {
  fake = makeFakes();
});

function renderPage(_input: unknown, inspect: Coverage['inspect']): () => AnyActorRef {
  let actor: AnyActorRef | undefined;
  inspector.current = (event) => {
    const logic = (event.actorRef as unknown as { logic?: { id?: string } }).logic;
    if (event.type === '@xstate.actor' && logic?.id === 'adminStaff') actor = event.actorRef as AnyActorRef;
    inspect(event);
  };
  const logic = adminStaffMachine.provide({
    actors: {
      loadStaff: fake.loadStaff.logic as never,
      setRole: fake.setRole.logic as never,
      setVenues: fake.setVenues.logic as never,
    },
  });
  renderInMantine(<StaffPage logic={logic as never} />);
  return () => actor as AnyActorRef;
}

const emailField = () => screen.getByRole('textbox', { name: "Member's e-mail" }) as HTMLInputElement;
const roleField = () => screen.getByLabelText('Role', { selector: 'input' }) as HTMLInputElement;
const saveRole = () => screen.getByRole('button', { name: 'Save role' }) as HTMLButtonElement;
const click = (control: HTMLElement | null) => {
  if (!control || (control as HTMLButtonElement).disabled) return NOT_OFFERED;
  fireEvent.click(control);
  return undefined;
};

const ACTIONS: Record<string, (event: EventObject) => unknown> = {
  'staff.retry': () => click(screen.queryByRole('button', { name: 'Try again' })),
  'role.email': (event) => {
    const { email } = event as Extract<AdminStaffEvent, { type: 'role.email' }>;
    fireEvent.change(emailField(), { target: { value: email } });
  },
  'role.pick': () => {
    fireEvent.click(roleField());
    fireEvent.click(screen.getByRole('option', { name: 'Content editor', hidden: true }));
  },
  'role.submit': () => click(saveRole()),
  'venues.edit': (event) => {
    const { memberId } = event as Extract<AdminStaffEvent, { type: 'venues.edit' }>;
    const name = memberId === DANA.memberId ? DANA.name : ADMIN.name;
    return click(screen.queryByRole('button', { name: `Choose venues for ${name}` }));
  },
  'venues.pick': () => {
    fireEvent.click(screen.getByLabelText('Venues Dana Whitlock runs', { selector: 'input' }));
    fireEvent.click(screen.getByRole('option', { name: 'Harbour Hotel, Sydney NSW', hidden: true }));
  },
  'venues.save': () => click(screen.getByRole('button', { name: 'Save venues' })),
  'venues.cancel': () => click(screen.getByRole('button', { name: 'Cancel' })),
};

/** What the page should show after these steps: the staff's cards, the form's draft, the last outcome. */
function expected(history: readonly PathStep[]) {
  let email = '';
  let role = 'Venue director';
  let error: string | null = null;
  let notice: string | null = null;
  let riley = false;
  let danaRuns = 'Runs: The Raise Room';
  let picked = ['The Raise Room, Southbank VIC'];
  let sentEmail = '';
  for (const { event } of history) {
    const e = event as Outcome & Record<string, unknown>;
    if (e.type === 'role.email') email = String(e.email);
    if (e.type === 'role.pick') role = 'Content editor';
    if (e.type === 'role.submit' && email !== '') {
      error = null;
      notice = null;
      sentEmail = email;
    }
    if (e.type === 'venues.edit' && e.memberId === DANA.memberId) {
      error = null;
      notice = null;
      picked = danaRuns === 'Runs: The Raise Room' ? ['The Raise Room, Southbank VIC'] : picked;
    }
    if (e.type === 'venues.pick') picked = ['The Raise Room, Southbank VIC', 'Harbour Hotel, Sydney NSW'];
    if (e.type === 'venues.save') error = null;
    if (e.type === 'venues.cancel') {
      error = null;
      picked = danaRuns === 'Runs: The Raise Room' ? ['The Raise Room, Southbank VIC'] : picked;
    }
    if (e.type === 'xstate.done.actor.setRole') {
      riley = true;
      email = '';
      notice = 'Riley Rival is now: Venue director. It holds from their next request.';
    }
    if (e.type === 'xstate.done.actor.setVenues') {
      danaRuns = 'Runs: Harbour Hotel, The Raise Room';
      notice = 'Dana Whitlock now runs 2 venues. It holds from their next request.';
    }
    if (/^xstate\.error\.actor\.(setRole|setVenues|loadStaff)$/.test(e.type))
      error = (e.error as Error).message;
    if (e.type === 'staff.retry') error = null;
  }
  return { email, role, error, notice, riley, danaRuns, picked, sentEmail };
}

function expectList(history: readonly PathStep[], editing: boolean) {
  const { riley, danaRuns } = expected(history);
  const cards = screen.getAllByTestId('staff-member');
  expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(
    riley
      ? ['Alex Moreau', 'Dana Whitlock', 'Sam Stone', 'Riley Rival']
      : ['Alex Moreau', 'Dana Whitlock', 'Sam Stone'],
  );
  expect(screen.getByRole('heading', { name: `The league's staff (${riley ? 4 : 3})` })).toBeTruthy();
  expect(within(cards[0] as HTMLElement).getByText('League admin')).toBeTruthy();
  expect(within(cards[0] as HTMLElement).getByText('Runs every venue.')).toBeTruthy();
  expect(cards[0]?.textContent).toContain('admin@example.com · #100001');
  const venuesShown = screen.queryAllByTestId('staff-venues').map((v) => v.textContent);
  const rileyText = 'No venues yet: they can run no event.';
  const others = riley ? [SAM_RUNS, rileyText] : [SAM_RUNS];
  expect(venuesShown).toEqual(editing ? others : [danaRuns, ...others]);
}

function expectRoleForm(history: readonly PathStep[], open: boolean) {
  const { email, role } = expected(history);
  expect(emailField().value).toBe(email);
  expect(emailField().disabled).toBe(!open);
  expect(roleField().value).toBe(role);
  expect(saveRole().disabled).toBe(!open || email.trim() === '');
}

function expectMessages(history: readonly PathStep[]) {
  const { error, notice } = expected(history);
  expect(screen.queryByRole('alert')?.textContent ?? null).toBe(error);
  expect(screen.queryAllByRole('status').find((s) => s.textContent)?.textContent ?? null).toBe(notice);
}

const pendingOnly = (name: keyof typeof fake | null) => {
  for (const [key, actor] of Object.entries(fake))
    expect(actor.pending(), key).toHaveLength(key === name ? 1 : 0);
};

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: () => {
    pendingOnly('loadStaff');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Roles and venues' })).toBeNull();
  },
  failed: (_, history) => {
    pendingOnly(null);
    expect(screen.getByRole('heading', { name: 'Roles and venues' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The server is offline.');
    expect(expected(history).error).toBe('The server is offline.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryAllByTestId('staff-member')).toHaveLength(0);
  },
  ready: (_, history) => {
    pendingOnly(null);
    expectList(history, false);
    expectRoleForm(history, true);
    expectMessages(history);
    expect(screen.queryByRole('button', { name: 'Choose venues for Alex Moreau' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save venues' })).toBeNull();
  },
  savingRole: (_, history) => {
    pendingOnly('setRole');
    const { sentEmail, role } = expected(history);
    expect(fake.setRole.inputs().at(-1)).toEqual({
      email: sentEmail,
      role: role === 'Content editor' ? 'content_editor' : 'director',
    });
    expectList(history, false);
    expectRoleForm(history, false);
    expect(screen.queryByRole('alert')).toBeNull();
  },
  editing: (_, history) => {
    pendingOnly(null);
    expectList(history, true);
    expectRoleForm(history, false);
    const { picked, error } = expected(history);
    const card = screen.getByRole('listitem', { name: 'Dana Whitlock' });
    expect(within(card).getByRole('button', { name: 'Save venues' }).hasAttribute('disabled')).toBe(false);
    // The venues chosen, each a pill in the picker.
    expect([...card.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent)).toEqual(picked);
    expect(screen.queryByRole('alert')?.textContent ?? null).toBe(error);
  },
  savingVenues: (_, history) => {
    pendingOnly('setVenues');
    const { picked } = expected(history);
    expect(fake.setVenues.inputs().at(-1)).toEqual({
      memberId: 2,
      venueIds: picked.length === 2 ? [11, 12] : [11],
    });
    expectList(history, true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
  },
};

describe('Roles and venues: the model’s paths on /admin/staff', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(adminStaffMachine, c, {
      render: renderPage,
      events: ACTIONS,
      fakes: fake,
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
