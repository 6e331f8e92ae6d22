// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { type WeeklyGamesEvent, weeklyGamesMachine } from '../../machines/weekly-games';
import { WeeklyGamesContext, WeeklyGamesPage } from '../../src/client/features/admin-venues/WeeklyGamesPage';
import type {
  NightChangeAnswer,
  NightChangeBody,
  VenueSchedule,
  WeeklyGameBody,
} from '../../src/shared/contract/venue-admin';
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

const SCHEDULE: VenueSchedule = {
  venue: { id: 5, name: 'Brunswick Hotel', slug: 'brunswick-hotel', stateId: 1 },
  weeklyGames: [
    {
      id: 11,
      name: 'Main Event',
      weekday: 2,
      recurrence: 'weekly',
      firstDate: null,
      startTime: '19:30',
      typeId: 2,
      buyInAmount: 0,
      guaranteeAmount: 500,
      ptcCredit: 10,
      blindStructureId: 1,
      lateRegoLevel: 2,
      reEntryFee: null,
      startingStack: 20000,
      rule: 'Every Tuesday',
    },
  ],
  nights: [
    {
      eventId: 101,
      weeklyGameId: 11,
      title: 'Main Event - $500 Guaranteed',
      date: '2026-12-01',
      startTime: '19:30',
      dateTime: '2026-12-01T08:30:00.000Z',
      eventStatusId: 1,
      moved: false,
      hasEntrants: false,
      favourites: 1,
    },
    {
      eventId: 102,
      weeklyGameId: 11,
      title: 'Main Event - $500 Guaranteed',
      date: '2026-12-08',
      startTime: '19:30',
      dateTime: '2026-12-08T08:30:00.000Z',
      eventStatusId: 6,
      moved: false,
      hasEntrants: false,
      favourites: 0,
    },
  ],
  blindStructures: [{ id: 1, name: 'Standard', levels: 12 }],
};
const EMPTY: VenueSchedule = { ...SCHEDULE, weeklyGames: [], nights: [] };

class FieldErrors extends Error {
  constructor(readonly errors: Record<string, string>) {
    super('Bad input');
  }
}
type Outcome = EventObject & { output?: unknown; error?: unknown };
const offline = new Error('The server is offline');
const NAME_ERROR = new FieldErrors({ name: 'is required' });
const DATE_ERROR = new FieldErrors({ date: 'must be in the future' });
const OUTCOMES: Record<string, Outcome[]> = {
  loadSchedule: [
    { type: 'xstate.done.actor.loadSchedule', output: SCHEDULE },
    { type: 'xstate.done.actor.loadSchedule', output: EMPTY },
    { type: 'xstate.error.actor.loadSchedule', error: offline },
  ],
  saveGame: [
    { type: 'xstate.done.actor.saveGame', output: SCHEDULE },
    { type: 'xstate.error.actor.saveGame', error: NAME_ERROR },
    { type: 'xstate.error.actor.saveGame', error: offline },
  ],
  deleteGame: [
    { type: 'xstate.done.actor.deleteGame', output: EMPTY },
    { type: 'xstate.error.actor.deleteGame', error: offline },
  ],
  changeNight: [
    { type: 'xstate.done.actor.changeNight', output: { schedule: SCHEDULE, texted: 1 } },
    { type: 'xstate.error.actor.changeNight', error: DATE_ERROR },
    { type: 'xstate.error.actor.changeNight', error: offline },
  ],
};
const USER_EVENTS: WeeklyGamesEvent[] = [
  { type: 'game.new' },
  { type: 'game.edit', id: 11 },
  { type: 'game.edit', id: 99 },
  { type: 'game.delete', id: 11 },
  { type: 'draft.change', field: 'name', value: 'Second Chance' },
  { type: 'save.submit' },
  { type: 'form.close' },
  { type: 'night.change', eventId: 101, action: 'hold' },
  { type: 'night.change', eventId: 102, action: 'resume' },
  { type: 'night.change', eventId: 101, action: 'cancel' },
  { type: 'night.change', eventId: 999, action: 'hold' },
  { type: 'night.move', eventId: 101 },
  { type: 'move.change', field: 'startTime', value: '20:15' },
  { type: 'move.submit' },
  { type: 'night.confirm' },
  { type: 'night.keep' },
  { type: 'schedule.retry' },
];

const cases = generatePathCases(weeklyGamesMachine, {
  inputs: { venue5: { venueId: 5 } },
  events: (snapshot) => [
    ...USER_EVENTS,
    ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? []),
  ],
  stateKey: (s) =>
    JSON.stringify([
      s.value,
      (s.context as { schedule: VenueSchedule | null }).schedule?.nights.length ?? -1,
    ]),
});
const coverage = createCoverage(weeklyGamesMachine);
let loadSchedule = fakeActor<VenueSchedule, { venueId: number }>('loadSchedule');
let saveGame = fakeActor<VenueSchedule, { venueId: number; id: number | null; body: WeeklyGameBody }>(
  'saveGame',
);
let deleteGame = fakeActor<VenueSchedule, { id: number }>('deleteGame');
let changeNight = fakeActor<NightChangeAnswer, { eventId: number; body: NightChangeBody }>('changeNight');
beforeEach(() => {
  loadSchedule = fakeActor('loadSchedule');
  saveGame = fakeActor('saveGame');
  deleteGame = fakeActor('deleteGame');
  changeNight = fakeActor('changeNight');
});

function renderPage(input: unknown, inspect: Coverage['inspect']) {
  return renderFlow(
    WeeklyGamesContext,
    {
      logic: weeklyGamesMachine.provide({
        actors: {
          loadSchedule: loadSchedule.logic,
          saveGame: saveGame.logic,
          deleteGame: deleteGame.logic,
          changeNight: changeNight.logic,
        },
      }),
      options: { input: input as never, inspect },
      at: '/admin/venues/5/weekly-games',
    },
    <WeeklyGamesPage />,
  );
}

// ---- What the history says the screen should show ----
const NOTICE_RESETS = ['game.new', 'game.edit', 'game.delete', 'night.change', 'night.move'];
/** The notice and the error message after these steps, as the page's rules state them. */
function expectedMessages(history: readonly PathStep[]) {
  let notice: string | null = null;
  let error: string | null = null;
  let action = 'hold';
  for (const { event } of history) {
    const { type } = event;
    const outcome = event as Outcome;
    if (NOTICE_RESETS.includes(type)) notice = null;
    if ([...NOTICE_RESETS, 'form.close', 'save.submit', 'move.submit'].includes(type)) error = null;
    if (type === 'night.change') action = (event as unknown as { action: string }).action;
    if (type === 'move.submit') action = 'move';
    if (type === 'xstate.done.actor.saveGame')
      notice = 'The weekly game is saved; its coming nights follow it.';
    if (type === 'xstate.done.actor.deleteGame')
      notice = 'The weekly game has ended; its coming nights without entrants are gone.';
    if (type === 'xstate.done.actor.changeNight')
      notice = {
        hold: 'The night is on hold. 1 member who saved it was told by SMS.',
        resume: 'The night is on again. 1 member who saved it was told by SMS.',
        cancel: 'The night is cancelled. 1 member who saved it was told by SMS.',
        move: 'The night has moved. 1 member who saved it was told by SMS.',
      }[action] as string;
    if (type === 'xstate.done.actor.loadSchedule') error = null;
    // A form's call answers field errors under its fields; a night's hold, back on or cancel shows the message.
    const formCall =
      type === 'xstate.error.actor.saveGame' ||
      (type === 'xstate.error.actor.changeNight' && action === 'move');
    if (type.startsWith('xstate.error.actor.'))
      error =
        outcome.error instanceof FieldErrors ? (formCall ? null : 'Bad input') : 'The server is offline';
  }
  return { notice, error };
}
const lastSchedule = (history: readonly PathStep[]) => {
  const step = history.findLast((s) =>
    /^xstate\.done\.actor\.(loadSchedule|saveGame|deleteGame|changeNight)$/.test(s.event.type),
  );
  const output = (step?.event as Outcome | undefined)?.output;
  return (output && 'schedule' in (output as object) ? (output as NightChangeAnswer).schedule : output) as
    | VenueSchedule
    | undefined;
};

function expectSchedule(history: readonly PathStep[], idle: boolean) {
  expect(screen.getByRole('heading', { level: 1, name: 'Weekly games: Brunswick Hotel' })).toBeTruthy();
  const schedule = lastSchedule(history) as VenueSchedule;
  const { notice } = expectedMessages(history);
  expect(screen.queryByRole('status')?.textContent ?? null).toBe(notice);
  expect((button('Add a weekly game') as HTMLButtonElement).disabled).toBe(!idle);
  if (schedule.weeklyGames.length) {
    expect(screen.getByText('Every Tuesday, 19:30, free, $500 guaranteed')).toBeTruthy();
    expect((button('Change Main Event') as HTMLButtonElement).disabled).toBe(!idle);
  } else {
    expect(screen.getByText('No weekly games yet.')).toBeTruthy();
  }
  if (schedule.nights.length) {
    const rows = within(screen.getByRole('table', { name: 'Coming nights' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Tue 1 Dec 19:30Main Event - $500 GuaranteedSaved by 1 memberOnHoldCancelMove',
      'Tue 8 Dec 19:30Main Event - $500 GuaranteedSaved by 0 membersOn holdBack onCancelMove',
    ]);
    expect((button('Hold Tue 1 Dec 19:30') as HTMLButtonElement).disabled).toBe(!idle);
  } else {
    expect(screen.getByText('No coming nights.')).toBeTruthy();
  }
}

function expectGameForm(history: readonly PathStep[], saving: boolean) {
  const editing = history.findLast((s) => s.event.type === 'game.new' || s.event.type === 'game.edit');
  const heading = editing?.event.type === 'game.edit' ? 'Change the weekly game' : 'New weekly game';
  expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
  const opened = history.lastIndexOf(editing as PathStep);
  const typed = history.slice(opened).some((s) => s.event.type === 'draft.change');
  const name = typed ? 'Second Chance' : editing?.event.type === 'game.edit' ? 'Main Event' : '';
  expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe(name);
  expect(button('Save weekly game')?.getAttribute('data-loading') === 'true').toBe(saving);
  const lastSave = history.slice(opened).findLast((s) => /actor\.saveGame$/.test(s.event.type));
  const typedSince = lastSave
    ? history.slice(history.lastIndexOf(lastSave)).some((s) => s.event.type === 'draft.change')
    : true;
  expect(screen.queryByText('is required') !== null).toBe(
    !saving && (lastSave?.event as Outcome | undefined)?.error === NAME_ERROR && !typedSince,
  );
  const { error } = expectedMessages(history);
  expect(within(screen.getByRole('form', { name: heading })).queryByRole('alert')?.textContent ?? null).toBe(
    error ? `Not saved${error}` : null,
  );
}

function expectMoveForm(history: readonly PathStep[], moving: boolean) {
  expect(screen.getByRole('heading', { level: 2, name: 'Move the night' })).toBeTruthy();
  const opened = history.findLastIndex((s) => s.event.type === 'night.move');
  const typed = history.slice(opened).some((s) => s.event.type === 'move.change');
  expect((screen.getByLabelText('New date') as HTMLInputElement).value).toBe('2026-12-01');
  expect((screen.getByLabelText('New start time') as HTMLInputElement).value).toBe(typed ? '20:15' : '19:30');
  expect(button('Move and tell the players')?.getAttribute('data-loading') === 'true').toBe(moving);
  const { error } = expectedMessages(history);
  expect(
    within(screen.getByRole('form', { name: 'Move the night' })).queryByRole('alert')?.textContent ?? null,
  ).toBe(error ? `Not moved${error}` : null);
  const lastTry = history.slice(opened).findLast((s) => /actor\.changeNight$/.test(s.event.type));
  const changedSince = lastTry
    ? history.slice(history.lastIndexOf(lastTry)).some((s) => s.event.type === 'move.change')
    : true;
  expect(screen.queryByText('must be in the future') !== null).toBe(
    !moving && (lastTry?.event as Outcome | undefined)?.error === DATE_ERROR && !changedSince,
  );
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: () => {
    expect(screen.getByLabelText('Loading the weekly games')).toBeTruthy();
    expect(loadSchedule.calls.at(-1)?.input).toEqual({ venueId: 5 });
  },
  loadFailed: () => {
    expect(screen.getByRole('alert').textContent).toBe(
      'The weekly games could not be loadedThe server is offlineTry again',
    );
  },
  idle: (_, history) => {
    expectSchedule(history, true);
    expect(screen.queryByRole('dialog')).toBeNull();
    const { error } = expectedMessages(history);
    expect(screen.queryByRole('alert')?.textContent ?? null).toBe(error ? `Not changed${error}` : null);
    expect(screen.queryByRole('form')).toBeNull();
  },
  form: (_, history) => {
    expectSchedule(history, false);
    expectGameForm(history, false);
  },
  saving: (_, history) => {
    expectSchedule(history, false);
    expectGameForm(history, true);
    const editing = history.findLast((s) => s.event.type === 'game.new' || s.event.type === 'game.edit');
    expect(saveGame.calls.at(-1)?.input).toMatchObject({
      venueId: 5,
      id: editing?.event.type === 'game.edit' ? 11 : null,
      body: { weekday: 2, recurrence: 'weekly', blindStructureId: 1 },
    });
  },
  deleting: (_, history) => {
    expectSchedule(history, false);
    expect(deleteGame.calls.at(-1)?.input).toEqual({ id: 11 });
  },
  moveForm: (_, history) => {
    expectSchedule(history, false);
    expectMoveForm(history, false);
  },
  movingNight: (_, history) => {
    expectSchedule(history, false);
    expectMoveForm(history, true);
    expect(changeNight.calls.at(-1)?.input).toMatchObject({
      eventId: 101,
      body: { action: 'move', date: '2026-12-01' },
    });
  },
  confirmingCancel: (_, history) => {
    expectSchedule(history, false);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this night?' });
    expect(within(dialog).getByText('Main Event - $500 Guaranteed, Tue 1 Dec 19:30')).toBeTruthy();
    expect(within(dialog).getByText('Members who saved it get an SMS.')).toBeTruthy();
  },
  changingNight: (_, history) => {
    expectSchedule(history, false);
    expect(screen.queryByRole('dialog')).toBeNull();
    const change = history.findLast((s) => s.event.type === 'night.change')?.event as unknown as {
      eventId: number;
      action: string;
    };
    expect(changeNight.calls.at(-1)?.input).toEqual({
      eventId: change.eventId,
      body: { action: change.action },
    });
  },
};

const NIGHT_BUTTONS: Record<string, string> = {
  '101 hold': 'Hold Tue 1 Dec 19:30',
  '102 resume': 'Back on Tue 8 Dec 19:30',
  '101 cancel': 'Cancel Tue 1 Dec 19:30',
  '999 hold': 'Hold nothing',
};

describe('weekly games: the model’s paths on /admin/venues/{id}/weekly-games', () => {
  it('generates a manageable set of paths', () => {
    expect(cases.length).toBeGreaterThan(10);
    expect(cases.length).toBeLessThan(400);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(weeklyGamesMachine, c, {
      render: renderPage,
      events: {
        'game.new': () => clickIfOffered(button('Add a weekly game')),
        'game.edit': (event) =>
          clickIfOffered(
            button((event as unknown as { id: number }).id === 11 ? 'Change Main Event' : 'Change nothing'),
          ),
        'game.delete': () => clickIfOffered(button('End Main Event')),
        'draft.change': (event) => {
          const input = screen.queryByLabelText(/^Name/);
          if (!input) return NOT_OFFERED;
          fireEvent.change(input, { target: { value: (event as unknown as { value: string }).value } });
          return undefined;
        },
        'save.submit': () => clickIfOffered(button('Save weekly game')),
        'form.close': () => clickIfOffered(button('Close')),
        'night.change': (event) => {
          const { eventId, action } = event as unknown as { eventId: number; action: string };
          return clickIfOffered(button(NIGHT_BUTTONS[`${eventId} ${action}`] as string));
        },
        'night.move': () => clickIfOffered(button('Move Tue 1 Dec 19:30')),
        'move.change': (event) => {
          const input = screen.queryByLabelText('New start time');
          if (!input) return NOT_OFFERED;
          fireEvent.change(input, { target: { value: (event as unknown as { value: string }).value } });
          return undefined;
        },
        'move.submit': () => clickIfOffered(button('Move and tell the players')),
        'night.confirm': () => clickIfOffered(button('Cancel the night')),
        'night.keep': () => clickIfOffered(button('Keep the night')),
        'schedule.retry': () => clickIfOffered(button('Try again')),
      },
      fakes: { loadSchedule, saveGame, deleteGame, changeNight },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
