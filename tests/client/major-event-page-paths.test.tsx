// @vitest-environment jsdom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type EventObject, fromPromise, type InspectionEvent } from 'xstate';
import { majorEventPageMachine } from '../../machines/major-event-page';
import { MajorEventPage } from '../../src/client/features/major-events/MajorEventPage';
import { CHIP_LIST_PENDING } from '../../src/client/features/major-events/QualifierList';
import type { MajorEventDetail, Qualifier, SubMajorEvent } from '../../src/shared/contract/major-event';
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

const TODAY = '2026-11-23';

const day = (
  id: number,
  name: string,
  typeId: number,
  date: string,
  extra: Partial<SubMajorEvent['event']> = {},
): SubMajorEvent => ({
  subMajorEventId: id,
  subMajorEventName: name,
  subMajorEventTypeId: typeId,
  eventNumber: id,
  event: {
    id: id * 100,
    dateTime: `${date}T02:00:00.000Z`,
    startTime: '13:00',
    venueAddress: '8 Whiteman St, Southbank',
    buyInAmount: 1100,
    ptcRedeemable: false,
    takeHomeAmount: 0,
    gameType: 'APL PT',
    eventDate: date,
    eventEndDate: date,
    ...extra,
  },
});

const base = {
  logoUrl: '/media/logos/apl-million.svg',
  bannerUrl: '/media/banners/apl-million.svg',
  featureEvent: true,
  eventDate: '2026-11-20',
  eventEndDate: '2026-12-03',
  eventDateRangeDescription: '20 Nov 2026 - 3 Dec 2026',
  event: { title: 'x', venueAddress: 'Crown Melbourne', dateTime: '2026-11-20', eventEndDate: '2026-12-03' },
  buyTicketUrl: null,
  totalPTCredit: 0,
};

const MILLION: MajorEventDetail = {
  ...base,
  id: 10,
  name: 'The APL Million',
  urlName: 'apl-million-2025',
  aplpt: true,
  description: '<p>The biggest stage in pub poker.</p>',
  qualificationProcess: '<p>Win a satellite.</p>',
  setupModeId: 2,
  linkedMajorEventId: 0,
  subMajorEvents: [
    day(1, 'Day 1A', 1, '2026-11-20'),
    day(2, 'Day 1B', 1, '2026-12-01', { ptcRedeemable: true }),
    day(3, 'Day 2 Final', 2, '2026-12-03', { buyInAmount: 0, takeHomeAmount: 1_000_000 }),
  ],
  previousWinners: [],
};

const INVITATIONAL: MajorEventDetail = {
  ...base,
  id: 20,
  name: 'APL $100K Invitational',
  urlName: 'apl-100k-invitational',
  aplpt: false,
  description: '<p>Invitation only.</p>',
  qualificationProcess: null,
  setupModeId: 1,
  linkedMajorEventId: 30,
  subMajorEvents: [day(7, 'Invitational', 3, '2026-12-20', { buyInAmount: 0 })],
  previousWinners: [],
};

const QUALIFIERS: Qualifier[] = [
  { name: 'Anna Smith', ptc: 20, chipStack: null },
  { name: 'Ben Jones', ptc: 10, chipStack: null },
  { name: 'Joanne Lee', ptc: 5, chipStack: null },
];
const CHIPS: Qualifier[] = [
  { name: 'Ben Jones', ptc: 0, chipStack: 250_000 },
  { name: 'Anna Smith', ptc: 0, chipStack: 120_000 },
];

type Outcome = EventObject & { output?: unknown; error?: unknown };
const outcomes = (snapshot: AnySnapshot): Outcome[] => {
  const aplpt = (snapshot.context as { aplpt: boolean }).aplpt;
  const byId: Record<string, Outcome[]> = {
    loadMajorEvent: [
      { type: 'xstate.done.actor.loadMajorEvent', output: aplpt ? MILLION : INVITATIONAL },
      { type: 'xstate.error.actor.loadMajorEvent', error: new Error('Not found') },
    ],
    loadQualifiers: [
      { type: 'xstate.done.actor.loadQualifiers', output: QUALIFIERS },
      { type: 'xstate.error.actor.loadQualifiers', error: new Error('offline') },
    ],
    loadMaster: [
      { type: 'xstate.done.actor.loadMaster', output: CHIPS },
      { type: 'xstate.done.actor.loadMaster', output: [] },
      { type: 'xstate.error.actor.loadMaster', error: new Error('offline') },
    ],
  };
  return Object.keys(snapshot.children).flatMap((id) => byId[id] ?? []);
};

const cases = generatePathCases(majorEventPageMachine, {
  inputs: {
    aplpt: { name: 'apl-million-2025', aplpt: true },
    major: { name: 'apl-100k-invitational', aplpt: false },
  },
  events: (snapshot) => [
    { type: 'tab.about' },
    { type: 'tab.qualifiers' },
    { type: 'tab.schedule' },
    { type: 'tab.qualification' },
    { type: 'tab.winners' },
    // On a phone the search box and the switch live on the qualifiers tab.
    ...(snapshot.matches({ ready: { tab: 'qualifiers' } })
      ? [
          { type: 'qualifiers.search', text: 'ann' },
          { type: 'qualifiers.search', text: '' },
          { type: 'qualifiers.mode' },
        ]
      : []),
    ...outcomes(snapshot),
  ],
});

const coverage = createCoverage(majorEventPageMachine);
let fakes = makeFakes();
function makeFakes() {
  return {
    loadMajorEvent: fakeActor<MajorEventDetail>('loadMajorEvent'),
    loadQualifiers: fakeActor<Qualifier[]>('loadQualifiers'),
    loadMaster: fakeActor<Qualifier[]>('loadMaster'),
  };
}
beforeEach(() => {
  fakes = makeFakes();
});

function renderPage(input: unknown, inspect: Coverage['inspect']): () => AnyActorRef {
  const { name, aplpt } = input as { name: string; aplpt: boolean };
  let actor: AnyActorRef | undefined;
  inspector.current = (event) => {
    const logic = (event.actorRef as unknown as { logic?: { id?: string } }).logic;
    if (event.type === '@xstate.actor' && logic?.id === 'majorEventPage')
      actor = event.actorRef as AnyActorRef;
    inspect(event);
  };
  const logic = majorEventPageMachine.provide({
    actors: {
      loadMajorEvent: fakes.loadMajorEvent.logic as never,
      loadQualifiers: fakes.loadQualifiers.logic as never,
      loadMaster: fakes.loadMaster.logic as never,
    },
  });
  const path = `/${aplpt ? 'aplpt' : 'major-events'}/${name}`;
  renderInMantine(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path={path}
          element={<MajorEventPage name={name} aplpt={aplpt} today={TODAY} logic={logic as never} />}
        />
        <Route path="/page-not-found" element={<p data-testid="not-found">Not found</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return () => actor as AnyActorRef;
}

const LABELS: Record<string, RegExp> = {
  'tab.about': /^ABOUT$/,
  'tab.qualifiers': /^(PTC|QUALIFIERS)$/,
  'tab.schedule': /^(SCHEDULE|WINNER PHOTOS)$/,
  'tab.qualification': /^QUALIFICATION$/,
  'tab.winners': /^RECENT WINNERS$/,
};
const tab = (name: RegExp) => screen.queryByRole('tab', { name });
const clickTab = (event: EventObject) => {
  const found = tab(LABELS[event.type] as RegExp);
  if (!found) return NOT_OFFERED;
  fireEvent.click(found);
};
const ACTIONS = {
  ...Object.fromEntries(Object.keys(LABELS).map((type) => [type, clickTab])),
  'qualifiers.search': (event: EventObject) => {
    const box = screen.queryByLabelText('Search qualifiers');
    if (!box) return NOT_OFFERED;
    fireEvent.change(box, { target: { value: (event as EventObject & { text: string }).text } });
  },
  'qualifiers.mode': () => {
    const toggle = screen.queryByRole('switch', { name: 'Day 2 Chip Stack List' });
    if (!toggle) return NOT_OFFERED;
    fireEvent.click(toggle);
  },
};

const isAplpt = (model: AnySnapshot) => (model.context as { aplpt: boolean }).aplpt;
const fixture = (model: AnySnapshot) => (isAplpt(model) ? MILLION : INVITATIONAL);
const lastOutcome = (history: readonly PathStep[], id: string) =>
  history.findLast((s) => s.event.type.endsWith(`.actor.${id}`))?.event as Outcome | undefined;
const searchText = (history: readonly PathStep[]) =>
  (history.findLast((s) => s.event.type === 'qualifiers.search')?.event as { text?: string } | undefined)
    ?.text ?? '';
const onQualifiersTab = (model: AnySnapshot) => model.matches({ ready: { tab: 'qualifiers' } });
const panel = () => screen.getByRole('tabpanel');
const expectSelected = (name: RegExp) => expect(tab(name)?.getAttribute('aria-selected')).toBe('true');

function expectTabs(model: AnySnapshot) {
  const labels = screen.getAllByRole('tab').map((t) => t.textContent);
  expect(labels).toEqual(
    isAplpt(model)
      ? ['ABOUT', 'PTC', 'SCHEDULE']
      : ['ABOUT', 'QUALIFIERS', 'WINNER PHOTOS', 'QUALIFICATION', 'RECENT WINNERS'],
  );
}

function expectRows(list: Qualifier[], search: string, chips: boolean) {
  const shown = list.filter((q) => q.name.toLowerCase().includes(search.trim().toLowerCase()));
  const table = within(panel()).getByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(shown.map((q) => q.name));
  expect(rows.map((r) => within(r).getAllByRole('cell')[2]?.textContent)).toEqual(
    shown.map((q) => (chips ? (q.chipStack ?? 0).toLocaleString('en-AU') : `${q.ptc} PTC`)),
  );
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: (model) => {
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(fakes.loadMajorEvent.pending().at(-1)?.input).toEqual({
      name: fixture(model).urlName,
      aplpt: isAplpt(model),
    });
  },
  failed: () => {
    expect(screen.getByTestId('not-found')).toBeTruthy();
  },
  'ready.tab.about': (model) => {
    expectTabs(model);
    expectSelected(/^ABOUT$/);
    expect(
      within(panel()).getByText(isAplpt(model) ? 'The biggest stage in pub poker.' : 'Invitation only.'),
    );
    expect(within(panel()).getByTestId('event-details').textContent).toContain('20 Nov 2026 - 3 Dec 2026');
  },
  'ready.tab.qualifiers': (model) => {
    expectTabs(model);
    expectSelected(/^(PTC|QUALIFIERS)$/);
    expect(within(panel()).getByTestId('qualifier-list')).toBeTruthy();
  },
  'ready.tab.schedule': (model) => {
    expectTabs(model);
    expectSelected(/^(SCHEDULE|WINNER PHOTOS)$/);
    const rows = within(panel())
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/event/'));
    if (isAplpt(model)) {
      // Day 1A was played before today: only the days still to come.
      expect(rows.map((a) => a.textContent)).toEqual(['Tue, 1 Dec · Day 1B', 'Thu, 3 Dec · Day 2 Final']);
      expect(rows.map((a) => a.getAttribute('href'))).toEqual(['/event/200', '/event/300']);
      const purchase = within(panel()).getAllByRole('link', { name: 'Purchase Ticket' });
      expect(purchase.map((a) => a.getAttribute('href'))).toEqual(['/redeem/event/200']);
      expect(within(panel()).getAllByText('Qualifiers Only')).toHaveLength(1);
    } else {
      expect(rows.map((a) => a.textContent)).toEqual(['Sun, 20 Dec · Invitational']);
      expect(within(panel()).queryByRole('link', { name: 'Purchase Ticket' })).toBeNull();
    }
  },
  'ready.tab.qualification': () => {
    expectSelected(/^QUALIFICATION$/);
    expect(within(panel()).getByText('No Data to display')).toBeTruthy();
  },
  'ready.tab.winners': () => {
    expectSelected(/^RECENT WINNERS$/);
    expect(within(panel()).getByText('No recent winner')).toBeTruthy();
  },
  'ready.qualifiers.loading': (model) => {
    expect(fakes.loadQualifiers.pending().at(-1)?.input).toEqual(isAplpt(model) ? [10] : [20, 30]);
    if (onQualifiersTab(model) && model.matches({ ready: { mode: 'normal' } }))
      expect(within(panel()).getByText('Loading...')).toBeTruthy();
  },
  'ready.qualifiers.loaded': (model, history) => {
    if (!onQualifiersTab(model) || !model.matches({ ready: { mode: 'normal' } })) return;
    const answered = lastOutcome(history, 'loadQualifiers');
    const list = answered?.type.startsWith('xstate.done') ? (answered.output as Qualifier[]) : [];
    const search = searchText(history);
    expect((within(panel()).getByLabelText('Search qualifiers') as HTMLInputElement).value).toBe(search);
    if (list.some((q) => q.name.toLowerCase().includes(search))) expectRows(list, search, false);
    else expect(within(panel()).getByText('No Data')).toBeTruthy();
  },
  'ready.mode.normal': (model, history) => {
    // Switching either way opens the qualifiers tab.
    if (history.at(-1)?.event.type === 'qualifiers.mode') expect(onQualifiersTab(model)).toBe(true);
    if (!onQualifiersTab(model)) return;
    const toggle = within(panel()).queryByRole('switch', {
      name: 'Day 2 Chip Stack List',
    }) as HTMLInputElement;
    if (isAplpt(model)) expect(toggle.checked).toBe(false);
    else expect(toggle).toBeNull();
  },
  'ready.mode.master.loading': (model, history) => {
    expect(fakes.loadMaster.pending().at(-1)?.input).toBe(3);
    if (history.at(-1)?.event.type === 'qualifiers.mode') expect(onQualifiersTab(model)).toBe(true);
    if (!onQualifiersTab(model)) return;
    expectSelected(/^PTC$/);
    expect((within(panel()).getByRole('switch') as HTMLInputElement).checked).toBe(true);
    expect(within(panel()).getByText('Loading...')).toBeTruthy();
  },
  'ready.mode.master.shown': (model, history) => {
    // The list is loaded once: no second call however often the switch is used.
    expect(fakes.loadMaster.calls.filter((c) => !c.signal.aborted)).toHaveLength(1);
    if (history.at(-1)?.event.type === 'qualifiers.mode') expect(onQualifiersTab(model)).toBe(true);
    if (!onQualifiersTab(model)) return;
    expect((within(panel()).getByRole('switch') as HTMLInputElement).checked).toBe(true);
    const answered = lastOutcome(history, 'loadMaster');
    const list = answered?.type.startsWith('xstate.done') ? (answered.output as Qualifier[]) : [];
    const search = searchText(history);
    if (list.length === 0) expect(within(panel()).getByText(CHIP_LIST_PENDING)).toBeTruthy();
    else if (list.some((q) => q.name.toLowerCase().includes(search))) expectRows(list, search, true);
    else expect(within(panel()).getByText('No Data')).toBeTruthy();
  },
};

describe('major event page: the model’s paths on the real page (phone layout)', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(majorEventPageMachine, c, {
      render: renderPage,
      events: ACTIONS,
      fakes,
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});

describe('major event page: a qualification process and recent winners to show', () => {
  const STATE_FINAL: MajorEventDetail = {
    ...INVITATIONAL,
    id: 40,
    name: 'VIC State Championship',
    urlName: 'vic-state-championship',
    linkedMajorEventId: 0,
    qualificationProcess:
      '<h3>How to qualify</h3><p>Finish in the <strong>top three</strong> of a regional final.</p>' +
      '<img src="/media/x.png" onerror="window.hacked = 1"><script>window.hacked = 2</script>',
    previousWinners: [
      {
        id: 1,
        customerGuid: 'guid-anna',
        avatar: '',
        firstName: 'Anna',
        lastName: 'Smith',
        seasonName: 'Season 2025',
      },
      {
        id: 2,
        customerGuid: 'guid-ben',
        avatar: '',
        firstName: 'Ben',
        lastName: 'Jones',
        seasonName: 'Season 2024',
      },
    ],
  };

  function renderStateFinal() {
    inspector.current = undefined;
    const logic = majorEventPageMachine.provide({
      actors: {
        loadMajorEvent: fromPromise(async () => STATE_FINAL) as never,
        loadQualifiers: fromPromise(async () => [] as Qualifier[]) as never,
        loadMaster: fromPromise(async () => [] as Qualifier[]) as never,
      },
    });
    renderInMantine(
      <MemoryRouter>
        <MajorEventPage name="vic-state-championship" aplpt={false} today={TODAY} logic={logic as never} />
      </MemoryRouter>,
    );
  }

  it('shows the qualification process as sanitised HTML', async () => {
    renderStateFinal();
    fireEvent.click(await screen.findByRole('tab', { name: 'QUALIFICATION' }));
    expectSelected(/^QUALIFICATION$/);
    expect(within(panel()).getByRole('heading', { name: 'How to qualify' })).toBeTruthy();
    expect(panel().textContent).toContain('Finish in the top three of a regional final.');
    expect(within(panel()).getByText('top three').tagName).toBe('STRONG');
    expect(within(panel()).queryByText('No Data to display')).toBeNull();
    // The markup stays, the scripts go.
    expect(panel().querySelector('script')).toBeNull();
    expect(panel().querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('lists the recent winners by name, each linking to their profile', async () => {
    renderStateFinal();
    fireEvent.click(await screen.findByRole('tab', { name: 'RECENT WINNERS' }));
    expectSelected(/^RECENT WINNERS$/);
    const winners = within(panel()).getByTestId('recent-winners');
    expect(
      within(winners)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Anna Smith', '/profile/guid-anna'],
      ['Ben Jones', '/profile/guid-ben'],
    ]);
    expect(within(winners).getByText('Season 2025')).toBeTruthy();
    expect(within(winners).getByText('Season 2024')).toBeTruthy();
    expect(within(panel()).queryByText('No recent winner')).toBeNull();
  });
});
