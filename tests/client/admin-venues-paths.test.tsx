// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { type AdminVenuesEvent, adminVenuesMachine } from '../../machines/admin-venues';
import { AdminVenuesContext, AdminVenuesPage } from '../../src/client/features/admin-venues/AdminVenuesPage';
import type { AdminVenuePage } from '../../src/shared/contract/venue-admin';
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

const row = (id: number, name: string, suburb: string, weeklyGames: number) => ({
  id,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  suburb,
  stateId: 1,
  weeklyGames,
});
/** A director's answer: two pages of their venues, no New venue. */
const MANY: AdminVenuePage = {
  rows: [row(1, 'Brunswick Hotel', 'Brunswick', 1), row(2, 'The Raise Room Southbank', 'Southbank', 0)],
  total: 60,
  page: 1,
  pageSize: 50,
  canCreate: false,
};
/** An admin's answer: one venue, and New venue. */
const ONE: AdminVenuePage = {
  rows: [row(3, 'Geelong Tavern', 'Geelong', 2)],
  total: 1,
  page: 1,
  pageSize: 50,
  canCreate: true,
};
const NONE: AdminVenuePage = { rows: [], total: 0, page: 1, pageSize: 50, canCreate: false };

type Outcome = EventObject & { output?: unknown; error?: unknown };
const offline = new Error('The server is offline');
const OUTCOMES: Outcome[] = [
  { type: 'xstate.done.actor.loadVenues', output: MANY },
  { type: 'xstate.done.actor.loadVenues', output: ONE },
  { type: 'xstate.done.actor.loadVenues', output: NONE },
  { type: 'xstate.error.actor.loadVenues', error: offline },
];
const USER_EVENTS: AdminVenuesEvent[] = [
  { type: 'search.change', query: 'bruns' },
  { type: 'search.submit' },
  { type: 'page.change', page: 2 },
  { type: 'page.change', page: 1 },
  { type: 'list.retry' },
];

const cases = generatePathCases(adminVenuesMachine, {
  inputs: { director: undefined },
  events: (snapshot) => [...USER_EVENTS, ...(Object.keys(snapshot.children).length ? OUTCOMES : [])],
  stateKey: (s) => JSON.stringify([s.value, (s.context as { page: number }).page]),
});
const coverage = createCoverage(adminVenuesMachine);
let loadVenues = fakeActor<AdminVenuePage, { q: string; page: number }>('loadVenues');
beforeEach(() => {
  loadVenues = fakeActor<AdminVenuePage, { q: string; page: number }>('loadVenues');
});

function renderList(_input: unknown, inspect: Coverage['inspect']) {
  return renderFlow(
    AdminVenuesContext,
    {
      logic: adminVenuesMachine.provide({ actors: { loadVenues: loadVenues.logic } }),
      options: { inspect },
      at: '/admin/venues',
    },
    <AdminVenuesPage />,
  );
}

const lastAnswer = (history: readonly PathStep[]) =>
  history.findLast((s) => s.event.type === 'xstate.done.actor.loadVenues')?.event as Outcome | undefined;
const typed = (history: readonly PathStep[]) =>
  history.some((s) => s.event.type === 'search.change') ? 'bruns' : '';

function expectList(history: readonly PathStep[], busy: boolean) {
  expect(screen.getByRole('heading', { level: 1, name: 'Venues' })).toBeTruthy();
  expect((screen.getByLabelText('Name, suburb or address') as HTMLInputElement).value).toBe(typed(history));
  const answer = lastAnswer(history)?.output as AdminVenuePage | undefined;
  if (!answer) {
    expect(screen.queryByRole('table')).toBeNull();
    return;
  }
  expect(screen.queryByRole('link', { name: 'New venue' }) !== null).toBe(answer === ONE);
  const status = screen.getByRole('status').textContent;
  if (answer === MANY) {
    expect(status).toBe('60 venues');
    const rows = within(screen.getByRole('table', { name: 'Venues' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Brunswick HotelBrunswick VIC1 weekly game',
      'The Raise Room SouthbankSouthbank VIC0 weekly games',
    ]);
    expect(screen.getByRole('link', { name: 'Brunswick Hotel' }).getAttribute('href')).toBe(
      '/admin/venues/1',
    );
    expect(screen.getByRole('link', { name: 'Weekly games of Brunswick Hotel' }).getAttribute('href')).toBe(
      '/admin/venues/1/weekly-games',
    );
    expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();
  } else if (answer === ONE) {
    expect(status).toBe('1 venue');
    expect(screen.getByRole('link', { name: 'New venue' }).getAttribute('href')).toBe('/admin/venues/new');
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  } else {
    expect(status).toBe('0 venues');
    expect(screen.getByText('No venues match.')).toBeTruthy();
  }
  if (answer.rows.length)
    expect(screen.getByRole('table', { name: 'Venues' }).getAttribute('aria-busy')).toBe(String(busy));
  else expect(screen.queryByRole('table')).toBeNull();
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: (model, history) => {
    const { asked, page } = model.context as { asked: string; page: number };
    expect(loadVenues.calls.at(-1)?.input).toEqual({ q: asked, page });
    expect(loadVenues.pending()).toHaveLength(1);
    if (!lastAnswer(history)) expect(screen.getByLabelText('Loading the venues')).toBeTruthy();
    expect(button('Search')?.getAttribute('data-loading')).toBe('true');
    expectList(history, true);
  },
  ready: (_, history) => {
    expect(screen.queryByRole('alert')).toBeNull();
    expectList(history, false);
  },
  failed: () => {
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The venues could not be loaded');
    expect(alert.textContent).toContain('The server is offline');
    expect(button('Try again')).toBeTruthy();
  },
};

describe('admin venues: the model’s paths on /admin/venues', () => {
  it('generates a manageable set of paths', () => {
    expect(cases.length).toBeGreaterThan(4);
    expect(cases.length).toBeLessThan(200);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(adminVenuesMachine, c, {
      render: renderList,
      events: {
        'search.change': (event) => {
          fireEvent.change(screen.getByLabelText('Name, suburb or address'), {
            target: { value: (event as unknown as { query: string }).query },
          });
          return undefined;
        },
        'search.submit': () => clickIfOffered(button('Search')),
        'page.change': (event) => {
          const page = (event as unknown as { page: number }).page;
          const control = screen.queryByRole('button', { name: page === 2 ? 'Next page' : 'Previous page' });
          if (!control || (control as HTMLButtonElement).disabled) return NOT_OFFERED;
          fireEvent.click(control);
          return undefined;
        },
        'list.retry': () => clickIfOffered(button('Try again')),
      },
      fakes: { loadVenues },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
