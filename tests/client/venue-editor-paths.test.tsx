// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { type VenueEditorEvent, venueEditorMachine } from '../../machines/venue-editor';
import { VenueEditorContext, VenueEditorPage } from '../../src/client/features/admin-venues/VenueEditorPage';
import type { StaffMember } from '../../src/shared/contract/admin';
import type { AdminVenue, CreateVenueBody } from '../../src/shared/contract/venue-admin';
import { button, clickIfOffered } from '../support/dom-actions';
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
import { renderFlow } from '../support/render-flow';

const VENUE: AdminVenue = {
  id: 5,
  name: 'Brunswick Hotel',
  slug: 'brunswick-hotel',
  street: '12 Sydney Road',
  suburb: 'Brunswick',
  postcode: '3056',
  stateId: 1,
  regionId: 7,
  regionName: 'Melbourne - Inner',
  address: '12 Sydney Road, Brunswick VIC 3056',
  latitude: -37.77,
  longitude: 144.96,
  phone: '(03) 9000 0000',
  description: 'Poker every Tuesday.',
};

class FieldErrors extends Error {
  constructor(readonly errors: Record<string, string>) {
    super('suburb: is not a suburb with that postcode');
  }
}
type Outcome = EventObject & { output?: unknown; error?: unknown };
const offline = new Error('The server is offline');
const STAFF: StaffMember[] = [
  {
    memberId: 4,
    membershipId: 1004,
    name: 'Dana Whitlock',
    email: 'director@example.com',
    role: 'director',
    venues: [],
  },
  {
    memberId: 1,
    membershipId: 1001,
    name: 'Ada Admin',
    email: 'admin@example.com',
    role: 'league_admin',
    venues: [],
  },
];
const OUTCOMES: Record<string, Outcome[]> = {
  loadDirectors: [
    { type: 'xstate.done.actor.loadDirectors', output: STAFF },
    { type: 'xstate.error.actor.loadDirectors', error: offline },
  ],
  loadVenue: [
    { type: 'xstate.done.actor.loadVenue', output: VENUE },
    { type: 'xstate.error.actor.loadVenue', error: offline },
  ],
  saveVenue: [
    { type: 'xstate.done.actor.saveVenue', output: VENUE },
    {
      type: 'xstate.error.actor.saveVenue',
      error: new FieldErrors({ suburb: 'is not a suburb with that postcode' }),
    },
    { type: 'xstate.error.actor.saveVenue', error: offline },
  ],
};
const USER_EVENTS: VenueEditorEvent[] = [
  { type: 'draft.change', field: 'suburb', value: 'Brunswick West' },
  { type: 'save.submit' },
  { type: 'director.toggle', memberId: 4 },
  { type: 'venue.retry' },
];

const cases = generatePathCases(venueEditorMachine, {
  inputs: { existing: { venueId: 5 }, new: { venueId: null } },
  events: (snapshot) => [
    ...USER_EVENTS,
    ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? []),
  ],
  stateKey: (s) => JSON.stringify([s.value, (s.context as { venueId: number | null }).venueId]),
});
const coverage = createCoverage(venueEditorMachine);
let loadVenue = fakeActor<AdminVenue, { venueId: number }>('loadVenue');
let saveVenue = fakeActor<AdminVenue, { venueId: number | null; body: CreateVenueBody }>('saveVenue');
let loadDirectors = fakeActor<StaffMember[], void>('loadDirectors');
beforeEach(() => {
  loadVenue = fakeActor<AdminVenue, { venueId: number }>('loadVenue');
  saveVenue = fakeActor<AdminVenue, { venueId: number | null; body: CreateVenueBody }>('saveVenue');
  loadDirectors = fakeActor<StaffMember[], void>('loadDirectors');
});

function renderEditor(input: unknown, inspect: Coverage['inspect']) {
  return renderFlow(
    VenueEditorContext,
    {
      logic: venueEditorMachine.provide({
        actors: {
          loadVenue: loadVenue.logic,
          saveVenue: saveVenue.logic,
          loadDirectors: loadDirectors.logic,
        },
      }),
      options: { input: input as never, inspect },
      at: '/admin/venues/5',
    },
    <VenueEditorPage />,
  );
}

const last = (history: readonly PathStep[], type: string) => history.findLast((s) => s.event.type === type);
const lastSave = (history: readonly PathStep[]) =>
  history.findLast((s) => /actor\.saveVenue$/.test(s.event.type))?.event as Outcome | undefined;
/** The suburb shown: typed after the last load or save answer, else the venue's (or empty for a new one). */
function expectedSuburb(history: readonly PathStep[]) {
  const answered = history.findLastIndex((s) =>
    ['xstate.done.actor.loadVenue', 'xstate.done.actor.saveVenue'].includes(s.event.type),
  );
  const typedSince = history.slice(answered + 1).some((s) => s.event.type === 'draft.change');
  if (typedSince) return 'Brunswick West';
  return answered >= 0 ? 'Brunswick' : '';
}
const hasVenue = (history: readonly PathStep[]) =>
  Boolean(last(history, 'xstate.done.actor.loadVenue') || last(history, 'xstate.done.actor.saveVenue'));

/** A new venue's venue directors: offered once loaded (Dana only: the admin is no director), until it is saved. */
function expectDirectors(history: readonly PathStep[]) {
  const group = screen.queryByRole('group', { name: /^Venue directors/ });
  const loaded = history.find((s) => /actor\.loadDirectors$/.test(s.event.type));
  if (!loaded || hasVenue(history)) {
    expect(group).toBeNull();
    return;
  }
  if (loaded.event.type === 'xstate.error.actor.loadDirectors') {
    expect(screen.getByText('The venue directors could not be loaded: The server is offline')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    return;
  }
  const box = screen.getByRole('checkbox', {
    name: 'Dana Whitlock (director@example.com)',
  }) as HTMLInputElement;
  expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  const toggles = history.filter((s) => s.event.type === 'director.toggle').length;
  expect(box.checked).toBe(toggles % 2 === 1);
}

function expectForm(history: readonly PathStep[], saving: boolean) {
  expectDirectors(history);
  expect(
    screen.getByRole('heading', { level: 1, name: hasVenue(history) ? 'Brunswick Hotel' : 'New venue' }),
  ).toBeTruthy();
  expect((screen.getByLabelText(/^Suburb/) as HTMLInputElement).value).toBe(expectedSuburb(history));
  expect((button('Save venue') as HTMLButtonElement).getAttribute('data-loading') === 'true').toBe(saving);
  expect(screen.queryByRole('link', { name: 'Weekly games' }) !== null).toBe(hasVenue(history));
  const save = lastSave(history);
  const lastStep = history.at(-1)?.event.type;
  const savedNow = save?.type === 'xstate.done.actor.saveVenue' && lastStep === 'xstate.done.actor.saveVenue';
  const status = screen.queryByRole('status');
  if (savedNow) {
    expect(status?.textContent).toBe(
      'Saved12 Sydney Road, Brunswick VIC 3056 (Melbourne - Inner, Victoria).',
    );
    expect(screen.getByRole('link', { name: 'Weekly games' }).getAttribute('href')).toBe(
      '/admin/venues/5/weekly-games',
    );
  } else expect(status).toBeNull();
  const fieldError = screen.queryByText('is not a suburb with that postcode');
  const failedWithFields =
    save?.error instanceof FieldErrors &&
    !history
      .slice(history.lastIndexOf(history.findLast((s) => s.event === save) as PathStep) + 1)
      .some((s) => s.event.type === 'draft.change');
  expect(fieldError !== null).toBe(Boolean(failedWithFields) && !saving);
  const plainFailure = save?.error === offline && lastStep !== 'save.submit';
  expect(screen.queryByRole('alert')?.textContent ?? null).toBe(
    plainFailure && !saving ? 'Not savedThe server is offline' : null,
  );
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loadingDirectors: () => {
    expect(screen.getByRole('heading', { level: 1, name: 'New venue' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: /^Venue directors/ })).toBeNull();
  },
  loading: () => {
    expect(screen.getByLabelText('Loading the venue')).toBeTruthy();
    expect(loadVenue.calls.at(-1)?.input).toEqual({ venueId: 5 });
    expect(screen.queryByRole('form')).toBeNull();
  },
  loadFailed: () => {
    expect(screen.getByRole('alert').textContent).toContain('The venue could not be loaded');
    expect(screen.getByRole('alert').textContent).toContain('The server is offline');
    expect(button('Try again')).toBeTruthy();
  },
  editing: (_, history) => expectForm(history, false),
  saving: (model, history) => {
    expectForm(history, true);
    const { venueId } = model.context as { venueId: number | null };
    expect(saveVenue.calls.at(-1)?.input).toMatchObject({
      venueId,
      body: { suburb: expectedSuburb(history) },
    });
    const toggles = history.filter((s) => s.event.type === 'director.toggle').length;
    expect(saveVenue.calls.at(-1)?.input.body.directorIds).toEqual(
      hasVenue(history) ? undefined : toggles % 2 === 1 ? [4] : [],
    );
  },
};

describe('venue editor: the model’s paths on /admin/venues/{id} and /admin/venues/new', () => {
  it('generates a manageable set of paths', () => {
    expect(cases.length).toBeGreaterThan(4);
    expect(cases.length).toBeLessThan(200);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(venueEditorMachine, c, {
      render: renderEditor,
      events: {
        'draft.change': (event) => {
          const input = screen.queryByLabelText(/^Suburb/);
          if (!input) return NOT_OFFERED;
          fireEvent.change(input, { target: { value: (event as unknown as { value: string }).value } });
          return undefined;
        },
        'save.submit': () => clickIfOffered(button('Save venue')),
        'venue.retry': () => clickIfOffered(button('Try again')),
        'director.toggle': () => {
          const box = screen.queryByRole('checkbox', { name: 'Dana Whitlock (director@example.com)' });
          if (!box) return NOT_OFFERED;
          fireEvent.click(box);
          return undefined;
        },
      },
      fakes: { loadVenue, saveVenue, loadDirectors },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
