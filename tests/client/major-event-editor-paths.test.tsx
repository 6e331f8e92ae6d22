// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import {
  type EditorData,
  type MajorEventEditorEvent,
  majorEventEditorMachine,
} from '../../machines/major-event-editor';
import {
  MajorEventEditorContext,
  MajorEventEditorPage,
} from '../../src/client/features/admin-major-events/MajorEventEditorPage';
import type {
  PickedEvent,
  SaveMajorEventBody,
  StaffMajorEvent,
  StaffMajorEventSummary,
} from '../../src/shared/contract/admin-major-events';
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

// The rich-text editor (TipTap) needs a real browser's layout; a plain field stands in for it here.
vi.mock('../../src/client/components/BodyEditor', () => ({
  BodyEditor: ({
    value,
    onChange,
    label,
  }: {
    value: string;
    onChange: (html: string) => void;
    label: string;
  }) => <textarea aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)} />,
}));

const DAY_ONE: PickedEvent = {
  id: 101,
  title: 'NSW Grand Final Day 1',
  venueName: 'Star Sydney',
  startsAt: '2026-12-12T01:00:00.000Z',
  stateId: 2,
};
const FINAL_DAY: PickedEvent = { ...DAY_ONE, id: 102, title: 'NSW Grand Final Final Day' };
const SATELLITE: PickedEvent = {
  id: 201,
  title: 'Parramatta Satellite',
  venueName: 'Parramatta Leagues',
  startsAt: '2026-12-01T08:30:00.000Z',
  stateId: 2,
};
const PICKED: PickedEvent = {
  id: 301,
  title: 'Penrith Tuesday Satellite',
  venueName: 'Penrith Panthers',
  startsAt: '2026-12-08T08:30:00.000Z',
  stateId: 2,
};
const STORED: StaffMajorEvent = {
  id: 7,
  name: 'NSW Grand Final',
  urlName: 'nsw-grand-final',
  aplpt: false,
  stateId: 2,
  startsOn: '2026-12-12',
  endsOn: '2026-12-13',
  subEventCount: 2,
  qualifierCount: 1,
  logoUrl: '/media/logos/grand-final.svg',
  bannerUrl: '/media/banners/grand-final.svg',
  description: '<p>The final.</p>',
  venueAddress: 'Star Sydney, 80 Pyrmont St, Pyrmont NSW 2009',
  featureEvent: true,
  series: 'nsw-grand-final',
  buyTicketUrl: null,
  qualificationProcess: null,
  setupModeId: 2,
  linkedMajorEventId: null,
  event: null,
  subEvents: [
    { event: DAY_ONE, name: 'Day 1', typeId: 1, eventNumber: 1 },
    { event: FINAL_DAY, name: 'Final Day', typeId: 2, eventNumber: 2 },
  ],
  qualifiers: [{ event: SATELLITE, qualifyingPlaces: 2 }],
};
const MILLION: StaffMajorEventSummary = {
  id: 3,
  name: 'The APL Million',
  urlName: 'apl-million-2026',
  aplpt: true,
  stateId: null,
  startsOn: '2027-01-14',
  endsOn: '2027-01-17',
  subEventCount: 5,
  qualifierCount: 0,
};
const OTHERS: StaffMajorEventSummary[] = [MILLION, { ...STORED }];
const REFUSED = Object.assign(new Error('Please check the form: is required'), {
  errors: { name: 'is required', 'subEvents.0.eventId': 'is already a day of The APL Million' },
});
const offline = new Error('The server is offline');

type Outcome = EventObject & { output?: unknown; error?: unknown };
const OUTCOMES: Record<string, (existing: boolean) => Outcome[]> = {
  loadEditor: (existing) => [
    {
      type: 'xstate.done.actor.loadEditor',
      output: { major: existing ? STORED : null, others: OTHERS } satisfies EditorData,
    },
    { type: 'xstate.error.actor.loadEditor', error: offline },
  ],
  saveMajorEvent: () => [
    { type: 'xstate.done.actor.saveMajorEvent', output: STORED },
    { type: 'xstate.error.actor.saveMajorEvent', error: REFUSED },
  ],
  searchEvents: () => [
    { type: 'xstate.done.actor.searchEvents', output: [PICKED, DAY_ONE] },
    { type: 'xstate.done.actor.searchEvents', output: [] },
    { type: 'xstate.error.actor.searchEvents', error: offline },
  ],
};
const USER_EVENTS: MajorEventEditorEvent[] = [
  { type: 'draft.change', field: 'name', value: 'Sydney Summer Series' },
  { type: 'draft.change', field: 'urlName', value: 'my-own-name' },
  { type: 'draft.change', field: 'setupModeId', value: '1' },
  { type: 'subEvent.change', index: 0, field: 'name', value: 'Day 1A' },
  { type: 'subEvent.remove', index: 0 },
  { type: 'qualifier.change', index: 0, value: '3' },
  { type: 'qualifier.remove', index: 0 },
  { type: 'single.clear' },
  { type: 'picker.open', target: 'subEvent' },
  { type: 'picker.open', target: 'qualifier' },
  { type: 'picker.open', target: 'single' },
  { type: 'picker.type', text: 'penrith' },
  { type: 'picker.type', text: 'p' },
  { type: 'picker.search' },
  { type: 'picker.choose', event: PICKED },
  { type: 'picker.choose', event: DAY_ONE },
  { type: 'picker.close' },
  { type: 'save.submit' },
  { type: 'load.retry' },
];

const cases = generatePathCases(majorEventEditorMachine, {
  // Its 19 user events with their context make each level of the walk about 19 times the last: three quiet levels
  // took 90 s to walk, two give the same 51 paths and the same complete coverage in 13 s.
  quietDepth: 2,
  inputs: { new: { id: null }, existing: { id: 7 } },
  events: (snapshot) => {
    const existing = (snapshot.context as { id: number | null }).id !== null;
    return [
      ...USER_EVENTS,
      ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id]?.(existing) ?? []),
    ];
  },
  stateKey: (s) => {
    const c = s.context as {
      id: number | null;
      saved: unknown;
      subEvents: unknown[];
      qualifiers: unknown[];
      single: PickedEvent | null;
      draft: { setupModeId: string };
      picker: { target: string; text: string };
    };
    return JSON.stringify([
      s.value,
      c.id,
      c.saved !== null,
      c.subEvents.length,
      c.qualifiers.length,
      c.single?.id ?? null,
      c.draft.setupModeId,
      c.picker.target,
      c.picker.text,
    ]);
  },
});

const coverage = createCoverage(majorEventEditorMachine);
let load = fakeActor<EditorData, { id: number | null }>('loadEditor');
let save = fakeActor<StaffMajorEvent, SaveMajorEventBody>('saveMajorEvent');
let search = fakeActor<PickedEvent[], { q: string }>('searchEvents');
beforeEach(() => {
  load = fakeActor('loadEditor');
  save = fakeActor('saveMajorEvent');
  search = fakeActor('searchEvents');
});

function renderEditor(input: unknown, inspect: Coverage['inspect']) {
  const logic = majorEventEditorMachine.provide({
    actors: { loadEditor: load.logic, saveMajorEvent: save.logic, searchEvents: search.logic },
  });
  const { id } = input as { id: number | null };
  return renderFlow(
    MajorEventEditorContext,
    { logic, options: { input: input as never, inspect }, at: `/admin/major-events/${id ?? 'new'}` },
    <MajorEventEditorPage />,
  );
}

interface Row {
  eventId: number;
  name: string;
  typeId: number;
  eventNumber: number;
}
interface Expected {
  name: string;
  urlName: string;
  setupModeId: string;
  days: Row[];
  satellites: { eventId: number; qualifyingPlaces: number }[];
  single: number | null;
  saved: boolean;
  notice: string | null;
  error: string | null;
  fieldErrors: Record<string, string>;
  picker: { target: string; text: string; results: PickedEvent[] | null; error: string | null };
}

const STORED_DAYS: Row[] = [
  { eventId: 101, name: 'Day 1', typeId: 1, eventNumber: 1 },
  { eventId: 102, name: 'Final Day', typeId: 2, eventNumber: 2 },
];
const stored = (): Partial<Expected> => ({
  name: 'NSW Grand Final',
  urlName: 'nsw-grand-final',
  setupModeId: '2',
  days: STORED_DAYS,
  satellites: [{ eventId: 201, qualifyingPlaces: 2 }],
  single: null,
  saved: true,
});

/** What the form should hold and show, worked out from what happened (each step's state is the one after it). */
function expected(history: readonly PathStep[]): Expected {
  let e: Expected = {
    name: '',
    urlName: '',
    setupModeId: '2',
    days: [],
    satellites: [],
    single: null,
    saved: false,
    notice: null,
    error: null,
    fieldErrors: {},
    picker: { target: 'subEvent', text: '', results: null, error: null },
  };
  history.forEach((step, i) => {
    const before = history[i - 1]?.state;
    const editing = before?.matches('editing') ?? false;
    const typing = before?.matches({ picking: 'typing' }) ?? false;
    const event = step.event as Outcome & Record<string, unknown>;
    const type = event.type;
    if (type === 'xstate.done.actor.loadEditor') {
      if ((event.output as EditorData).major) e = { ...e, ...stored() };
      e.error = null;
    } else if (type === 'xstate.error.actor.loadEditor') e.error = offline.message;
    else if (type === 'xstate.done.actor.saveMajorEvent')
      e = { ...e, ...stored(), fieldErrors: {}, error: null, notice: 'Saved. The public pages show it now.' };
    else if (type === 'xstate.error.actor.saveMajorEvent')
      e = { ...e, fieldErrors: REFUSED.errors, error: REFUSED.message, notice: null };
    else if (type === 'xstate.done.actor.searchEvents')
      e.picker = { ...e.picker, results: event.output as PickedEvent[], error: null };
    else if (type === 'xstate.error.actor.searchEvents')
      e.picker = { ...e.picker, results: null, error: offline.message };
    else if (editing && type === 'draft.change') {
      const value = event.value as string;
      if (event.field === 'name') {
        const follows =
          (e.name === '' && e.urlName === '') ||
          (e.name === 'NSW Grand Final' && e.urlName === 'nsw-grand-final');
        e.name = value;
        if (follows) e.urlName = 'sydney-summer-series';
      } else if (event.field === 'urlName') e.urlName = value;
      else e.setupModeId = value;
      const { [event.field as string]: _gone, ...rest } = e.fieldErrors;
      e.fieldErrors = rest;
      e.notice = null;
    } else if (editing && type === 'subEvent.change' && e.days[0]) {
      e.days = [{ ...e.days[0], name: 'Day 1A' }, ...e.days.slice(1)];
      e.notice = null;
    } else if (editing && type === 'subEvent.remove') {
      e.days = e.days.slice(1);
      e.fieldErrors = Object.fromEntries(
        Object.entries(e.fieldErrors).filter(([key]) => !key.startsWith('subEvents.')),
      );
      e.notice = null;
    } else if (editing && type === 'qualifier.change' && e.satellites[0]) {
      e.satellites = [{ ...e.satellites[0], qualifyingPlaces: 3 }, ...e.satellites.slice(1)];
      e.notice = null;
    } else if (editing && type === 'qualifier.remove') {
      e.satellites = e.satellites.slice(1);
      e.notice = null;
    } else if (editing && type === 'single.clear') {
      e.single = null;
      e.notice = null;
    } else if (editing && type === 'picker.open')
      e.picker = { target: event.target as string, text: '', results: null, error: null };
    else if (typing && type === 'picker.type') e.picker = { ...e.picker, text: event.text as string };
    else if (before?.matches('picking') && type === 'picker.choose') {
      const picked = event.event as PickedEvent;
      if (e.picker.target === 'single') {
        e.single = picked.id;
        e.notice = null;
      } else if (e.picker.target === 'subEvent' && !e.days.some((d) => d.eventId === picked.id)) {
        const last = e.days.length ? Math.max(...e.days.map((d) => d.eventNumber)) : 0;
        e.days = [...e.days, { eventId: picked.id, name: picked.title, typeId: 1, eventNumber: last + 1 }];
        e.notice = null;
      } else if (e.picker.target === 'qualifier' && !e.satellites.some((q) => q.eventId === picked.id)) {
        e.satellites = [...e.satellites, { eventId: picked.id, qualifyingPlaces: 1 }];
        e.notice = null;
      }
    }
  });
  return e;
}

const textbox = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const LINES: Record<number, string> = {
  101: 'Star Sydney · Sat, 12 Dec 2026, 12:00 pm · NSW · #101',
  102: 'Star Sydney · Sat, 12 Dec 2026, 12:00 pm · NSW · #102',
  201: 'Parramatta Leagues · Tue, 1 Dec 2026, 7:30 pm · NSW · #201',
  301: 'Penrith Panthers · Tue, 8 Dec 2026, 7:30 pm · NSW · #301',
};
const TITLES: Record<number, string> = {
  101: 'NSW Grand Final Day 1',
  102: 'NSW Grand Final Final Day',
  201: 'Parramatta Satellite',
  301: 'Penrith Tuesday Satellite',
};

function expectForm(model: AnySnapshot, history: readonly PathStep[]) {
  const e = expected(history);
  expect(textbox('Name').value).toBe(e.name);
  expect(textbox('URL name').value).toBe(e.urlName);
  expect(screen.getByText(`The page's address: /major-events/${e.urlName || '…'}`)).toBeTruthy();
  expect((screen.getByRole('combobox', { name: 'Set up as' }) as HTMLSelectElement).value).toBe(
    e.setupModeId,
  );
  expect(
    [...(screen.getByRole('combobox', { name: 'Linked major event' }) as HTMLSelectElement).options].map(
      (o) => o.text,
    ),
  ).toEqual(
    (model.context as { id: number | null }).id === 7
      ? ['None', 'The APL Million']
      : ['None', 'The APL Million', 'NSW Grand Final'],
  );
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
    (model.context as { id: number | null }).id === null ? 'New major event' : 'Edit major event',
  );
  expect(screen.queryByRole('link', { name: 'View on the site' })?.getAttribute('href') ?? null).toBe(
    e.saved ? '/major-events/nsw-grand-final' : null,
  );
  if (!e.saved) expect(screen.getByText('Not saved yet')).toBeTruthy();

  const schedule = screen.queryByRole('list', { name: 'Schedule' });
  if (!e.days.length) {
    expect(schedule).toBeNull();
    expect(screen.getByText('No days yet.')).toBeTruthy();
  } else {
    const rows = within(schedule as HTMLElement).getAllByRole('listitem');
    expect(
      rows.map((row) => [
        (within(row).getByRole('textbox', { name: "Day's name" }) as HTMLInputElement).value,
        (within(row).getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement).value,
        (within(row).getByRole('spinbutton', { name: 'Event number' }) as HTMLInputElement).value,
        row.textContent?.startsWith(`${TITLES[e.days[rows.indexOf(row)]?.eventId ?? 0]} · `),
      ]),
    ).toEqual(e.days.map((d) => [d.name, String(d.typeId), String(d.eventNumber), true]));
    expect(
      within(rows[0] as HTMLElement).getByText(LINES[e.days[0]?.eventId ?? 0] as string, { exact: false }),
    ).toBeTruthy();
  }
  const satellites = screen.queryByRole('list', { name: 'Satellites' });
  if (!e.satellites.length) expect(screen.getByText('No satellites yet.')).toBeTruthy();
  else
    expect(
      within(satellites as HTMLElement)
        .getAllByRole('spinbutton', { name: /Qualifying places/ })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(e.satellites.map((q) => String(q.qualifyingPlaces)));

  const single = screen.queryByRole('heading', { name: 'The event' });
  expect(single !== null).toBe(e.setupModeId === '1');
  if (single) {
    if (e.single === null) expect(screen.getByText('No event chosen yet.')).toBeTruthy();
    else expect(screen.getByText(LINES[e.single] as string, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear the event' }) !== null).toBe(e.single !== null);
  }

  expect(screen.getByRole('status').textContent).toBe(e.notice ?? '');
  expect(screen.queryByRole('alert')?.textContent ?? null).toBe(e.error);
  expect(screen.queryAllByText('is required')).toHaveLength(e.fieldErrors.name ? 1 : 0);
  expect(screen.queryAllByText('is already a day of The APL Million')).toHaveLength(
    e.fieldErrors['subEvents.0.eventId'] && e.days.length > 0 ? 1 : 0,
  );
}

const PICKER_TITLES: Record<string, string> = {
  single: 'Choose the event',
  subEvent: 'Add a day to the schedule',
  qualifier: 'Add a satellite',
};

function expectPicker(history: readonly PathStep[]) {
  const { picker } = expected(history);
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(PICKER_TITLES[picker.target]);
  expect(textbox('Find a game').value).toBe(picker.text);
  expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
  const found = screen.queryByRole('list', { name: 'Games found' });
  if (picker.results === null) expect(found).toBeNull();
  else if (picker.results.length === 0) expect(screen.getByText('No games found.')).toBeTruthy();
  else
    expect(
      within(found as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Choose Penrith Tuesday Satellite (#301)', 'Choose NSW Grand Final Day 1 (#101)']);
  expect(screen.queryByRole('alert')?.textContent ?? null).toBe(picker.error);
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: (model) => {
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(load.pending().at(-1)?.input).toEqual({ id: (model.context as { id: number | null }).id });
  },
  loadFailed: () => {
    expect(within(screen.getByRole('alert')).getByText('The major event could not be loaded')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
  },
  editing: expectForm,
  'picking.typing': (_, history) => expectPicker(history),
  'picking.searching': (_, history) => {
    expectPicker(history);
    expect(search.pending().at(-1)?.input).toEqual({ q: expected(history).picker.text });
  },
  saving: (model, history) => {
    const e = expected(history);
    const body = save.pending().at(-1)?.input;
    expect(body).toMatchObject({
      name: e.name,
      urlName: e.urlName,
      setupModeId: Number(e.setupModeId),
      eventId: e.single,
      subEvents: e.days,
      qualifiers: e.satellites,
    });
    expect(body?.id).toBe((model.context as { id: number | null }).id ?? undefined);
  },
};

const click = (name: string) => {
  const target = screen.queryByRole('button', { name }) as HTMLButtonElement | null;
  if (!target || target.disabled) return NOT_OFFERED;
  fireEvent.click(target);
  return undefined;
};
const type = (element: HTMLElement | null, value: string) => {
  if (!element) return NOT_OFFERED;
  fireEvent.change(element, { target: { value } });
  return undefined;
};
const OPENERS: Record<string, string> = {
  subEvent: 'Add a day',
  qualifier: 'Add a satellite',
  single: 'Choose the event',
};

describe('the major event editor: the model’s paths on the real page', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(majorEventEditorMachine, c, {
      render: renderEditor,
      events: {
        'draft.change': (event) => {
          const { field, value } = event as unknown as { field: string; value: string };
          if (field === 'setupModeId')
            return type(screen.queryByRole('combobox', { name: 'Set up as' }), value);
          return type(screen.queryByRole('textbox', { name: field === 'name' ? 'Name' : 'URL name' }), value);
        },
        'subEvent.change': (event) => {
          const row = screen.queryByRole('list', { name: 'Schedule' })?.querySelector('li');
          if (!row) return NOT_OFFERED;
          return type(
            within(row).getByRole('textbox', { name: "Day's name" }),
            (event as unknown as { value: string }).value,
          );
        },
        'subEvent.remove': () => {
          const row = screen.queryByRole('list', { name: 'Schedule' })?.querySelector('li');
          if (!row) return NOT_OFFERED;
          fireEvent.click(within(row).getByRole('button', { name: /^Remove/ }));
          return undefined;
        },
        'qualifier.change': (event) => {
          const row = screen.queryByRole('list', { name: 'Satellites' })?.querySelector('li');
          if (!row) return NOT_OFFERED;
          return type(
            within(row).getByRole('spinbutton', { name: /Qualifying places/ }),
            (event as unknown as { value: string }).value,
          );
        },
        'qualifier.remove': () => {
          const row = screen.queryByRole('list', { name: 'Satellites' })?.querySelector('li');
          if (!row) return NOT_OFFERED;
          fireEvent.click(within(row).getByRole('button', { name: 'Remove satellite' }));
          return undefined;
        },
        'single.clear': () => click('Clear the event'),
        'picker.open': (event) => {
          if (!screen.queryByRole('form', { name: 'Major event' })) return NOT_OFFERED;
          return click(OPENERS[(event as unknown as { target: string }).target] as string);
        },
        'picker.type': (event) =>
          type(
            screen.queryByRole('textbox', { name: 'Find a game' }),
            (event as unknown as { text: string }).text,
          ),
        'picker.search': () => {
          const form = screen.queryByRole('search');
          if (!form || screen.queryByRole('button', { name: 'Search' })?.hasAttribute('data-loading'))
            return NOT_OFFERED;
          fireEvent.submit(form);
          return undefined;
        },
        'picker.choose': (event) =>
          click(
            `Choose ${(event as unknown as { event: PickedEvent }).event.title} (#${(event as unknown as { event: PickedEvent }).event.id})`,
          ),
        'picker.close': () => click('Back to the form'),
        'save.submit': () => {
          const form = screen.queryByRole('form', { name: 'Major event' });
          if (!form) return NOT_OFFERED;
          fireEvent.submit(form);
          return undefined;
        },
        'load.retry': () => click('Try again'),
      },
      fakes: { loadEditor: load, saveMajorEvent: save, searchEvents: search },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
