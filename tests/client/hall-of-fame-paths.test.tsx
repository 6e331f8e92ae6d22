// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type EventObject, fromPromise, type InspectionEvent } from 'xstate';
import { type EventDetails, hallOfFameMachine } from '../../machines/hall-of-fame';
import { HallOfFamePage } from '../../src/client/features/hall-of-fame/hall-of-fame-route';
import type { HallOfFameEvent, PreviousMajorEvent } from '../../src/shared/contract/major-event';
import {
  type AnySnapshot,
  type Coverage,
  createCoverage,
  fakeActor,
  generatePathCases,
  type PathStep,
  replayPath,
} from '../support/path-harness';
import { renderInMantine } from '../support/render-flow';

const inspector = vi.hoisted(() => ({ current: undefined as ((e: InspectionEvent) => void) | undefined }));
vi.mock('../../src/client/components/inspector', () => ({
  inspectOptions: () => ({ inspect: (e: InspectionEvent) => inspector.current?.(e) }),
}));

const event = (id: number, players: number, takeHomeAmount = 0): HallOfFameEvent => ({
  id,
  description: '',
  buyInDescription: null,
  buyInAmount: 1100,
  startingStack: 50_000,
  players,
  takeHomeAmount,
  dateTime: '2024-06-02T09:00:00.000Z',
  startTime: '19:00',
});
const sub = (id: number, name: string, typeId: number, eventNumber: number, e: HallOfFameEvent) => ({
  subMajorEventId: id,
  subMajorEventName: name,
  subMajorEventTypeId: typeId,
  eventNumber,
  event: e,
});
const MILLION: PreviousMajorEvent = {
  id: 1,
  name: 'The APL Million 2024',
  urlName: 'apl-million-2024',
  bannerUrl: '',
  logoUrl: '',
  eventDateRangeDescription: '1 - 2 June 2024',
  setupModeId: 2,
  event: null,
  subMajorEvents: [
    sub(12, 'Day 2 Final', 2, 2, event(201, 30)),
    // A qualifier flight: left out of the hall of fame.
    sub(11, 'Day 1A', 1, 1, event(200, 80)),
  ],
};
const STATE_CHAMPS: PreviousMajorEvent = {
  id: 2,
  name: 'VIC State Championship 2024',
  urlName: 'vic-state-championship-2024',
  bannerUrl: '',
  logoUrl: '',
  eventDateRangeDescription: '9 March 2024',
  setupModeId: 1,
  event: event(301, 120, 20_000),
  subMajorEvents: [],
};
const MAJORS = [MILLION, STATE_CHAMPS];
const DETAILS: Record<number, EventDetails> = {
  201: {
    result: [
      { place: 1, playerName: 'Ann Lee', customerGuid: 'g-ann', gamePrizeMoney: 600_000, ptc: 0 },
      { place: 2, playerName: 'Bo Chan', customerGuid: 'g-bo', gamePrizeMoney: 400_000, ptc: 0 },
    ],
    photos: [
      {
        id: 7,
        venueName: 'Crown',
        eventName: 'Million Final',
        largePhotoUrl: '/l.svg',
        mediumPhotoUrl: '/m.svg',
        players: ['Ann Lee'],
      },
    ],
  },
  301: { result: [], photos: [] },
};
const NAMES: Record<number, { major: RegExp; sub?: RegExp }> = {
  201: { major: /^The APL Million 2024/, sub: /^Day 2 Final/ },
  301: { major: /^VIC State Championship 2024/ },
};

type Outcome = EventObject & { output?: unknown; error?: unknown };
const cases = generatePathCases(hallOfFameMachine, {
  inputs: { visitor: undefined },
  events: (snapshot) => {
    const head = (snapshot.context as { queue: number[] }).queue[0];
    return [
      { type: 'list.retry' },
      { type: 'details.load', eventId: 201 },
      { type: 'details.load', eventId: 301 },
      ...(snapshot.children.loadMajors
        ? [
            { type: 'xstate.done.actor.loadMajors', output: MAJORS },
            { type: 'xstate.done.actor.loadMajors', output: [] },
            { type: 'xstate.error.actor.loadMajors', error: new Error('offline') },
          ]
        : []),
      ...(snapshot.children.loadDetails && head !== undefined
        ? [
            { type: 'xstate.done.actor.loadDetails', output: DETAILS[head] },
            { type: 'xstate.error.actor.loadDetails', error: new Error('offline') },
          ]
        : []),
    ];
  },
  // Which events are loaded, waiting or failed tells moves apart: a load of a loaded event is refused.
  stateKey: (s) => {
    const c = s.context as { details: object; queue: number[]; failed: number[] };
    return JSON.stringify([s.value, Object.keys(c.details), c.queue, c.failed]);
  },
});

const coverage = createCoverage(hallOfFameMachine);
let load = {
  majors: fakeActor<PreviousMajorEvent[]>('loadMajors'),
  details: fakeActor<EventDetails>('loadDetails'),
};
beforeEach(() => {
  load = { majors: fakeActor('loadMajors'), details: fakeActor('loadDetails') };
});

// A panel opens at the end of its transition, an event the test DOM never fires: Mantine keeps the contents of a
// panel that has not finished opening hidden (and their updates deferred) until then.
const NO_TRANSITIONS = { components: { Accordion: { defaultProps: { transitionDuration: 0 } } } };

function renderPage(_input: unknown, inspect: Coverage['inspect']): () => AnyActorRef {
  let actor: AnyActorRef | undefined;
  inspector.current = (e) => {
    const logic = (e.actorRef as unknown as { logic?: { id?: string } }).logic;
    if (e.type === '@xstate.actor' && logic?.id === 'hallOfFame') actor = e.actorRef as AnyActorRef;
    inspect(e);
  };
  const logic = hallOfFameMachine.provide({
    actors: { loadMajors: load.majors.logic as never, loadDetails: load.details.logic as never },
  });
  renderInMantine(
    <MemoryRouter>
      <HallOfFamePage logic={logic as never} />
    </MemoryRouter>,
    NO_TRANSITIONS,
  );
  return () => actor as AnyActorRef;
}

const panel = (eventId: number) => screen.queryByTestId(`hall-of-fame-event-${eventId}`);
const control = (name: RegExp) => screen.getByRole('button', { name });
const isOpen = (name: RegExp) => control(name).getAttribute('aria-expanded') === 'true';

const ACTIONS = {
  'list.retry': () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
  // Opening the event's panel; a failed one offers Try again, an open one is closed and opened again.
  'details.load': (e: EventObject) => {
    const { eventId } = e as EventObject & { eventId: number };
    const names = NAMES[eventId] as { major: RegExp; sub?: RegExp };
    const own = names.sub ?? names.major;
    const shown = panel(eventId);
    const retry = shown && within(shown).queryByRole('button', { name: 'Try again' });
    if (retry) {
      fireEvent.click(retry);
      return;
    }
    if (names.sub && !isOpen(names.major)) fireEvent.click(control(names.major));
    if (isOpen(own)) fireEvent.click(control(own));
    fireEvent.click(control(own));
  },
};

/** The hall of fame's rules, apart from the machine: each opened event loads once, in turn. */
function expected(history: readonly PathStep[]) {
  let listLoads = 1;
  let majors: PreviousMajorEvent[] | null = null;
  const opened = new Set<number>();
  const loaded = new Set<number>();
  const failed = new Set<number>();
  const queue: number[] = [];
  const requested: number[] = [];
  for (const { event: e } of history) {
    if (e.type === 'list.retry') listLoads += 1;
    if (e.type === 'xstate.done.actor.loadMajors') majors = (e as Outcome).output as PreviousMajorEvent[];
    if (e.type === 'details.load') {
      const { eventId } = e as EventObject & { eventId: number };
      opened.add(eventId);
      if (!loaded.has(eventId) && !queue.includes(eventId)) {
        queue.push(eventId);
        failed.delete(eventId);
        if (queue.length === 1) requested.push(eventId);
      }
    }
    const settled = e.type.replace(/^xstate\.(done|error)\.actor\.loadDetails$/, '$1');
    if (settled === 'done' || settled === 'error') {
      const id = queue.shift() as number;
      (settled === 'done' ? loaded : failed).add(id);
      // The next one waiting starts.
      if (queue.length > 0) requested.push(queue[0] as number);
    }
  }
  return { listLoads, majors, opened, loaded, failed, queue, requested };
}

function expectList(history: readonly PathStep[]) {
  const ref = expected(history);
  expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  // The banners' buttons, in order; the Million's qualifier flight is never listed.
  for (const major of ref.majors ?? []) expect(control(new RegExp(`^${major.name}`))).toBeTruthy();
  expect(screen.queryByRole('button', { name: /^Day 1A/ })).toBeNull();
  expect(load.details.inputs()).toEqual(ref.requested);
  for (const id of [201, 301]) {
    const shown = panel(id);
    if (!ref.opened.has(id)) {
      expect(shown).toBeNull();
      continue;
    }
    const body = within(shown as HTMLElement);
    const pool = body.getByText('Total Prize Pool').nextElementSibling?.textContent;
    if (ref.queue.includes(id)) {
      expect(body.getByText('Loading...')).toBeTruthy();
      expect(pool).toBe('…');
    } else if (ref.failed.has(id)) {
      expect(body.getByRole('alert').textContent).toContain('The results could not be loaded.');
      expect(body.getByRole('button', { name: 'Try again' })).toBeTruthy();
      expect(pool).toBe('N/A');
    } else if (id === 201) {
      expect(pool).toBe('$1,000,000');
      expect(body.getByRole('table', { name: 'Results' }).querySelectorAll('tbody tr').length).toBe(2);
      expect(body.getByRole('link', { name: 'Ann Lee' }).getAttribute('href')).toBe('/profile/g-ann');
      expect(body.getByRole('img', { name: 'Million Final' })).toBeTruthy();
    } else {
      // No result: the guarantee is the pool; no photo: the default winner photo.
      expect(pool).toBe('$20,000');
      expect(body.getByText('No Data')).toBeTruthy();
      expect(body.getByRole('img', { name: 'Winner' })).toBeTruthy();
    }
  }
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: (_, history) => {
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(load.majors.calls).toHaveLength(expected(history).listLoads);
    expect(load.majors.pending()).toHaveLength(1);
  },
  empty: () => {
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    expect(screen.getByText('No Data')).toBeTruthy();
  },
  failed: () => {
    expect(screen.getByRole('alert').textContent).toContain('The hall of fame could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
  'shown.idle': (_, history) => {
    expectList(history);
    expect(load.details.pending()).toHaveLength(0);
  },
  'shown.loadingDetails': (_, history) => {
    expectList(history);
    expect(load.details.pending().map((c) => c.input)).toEqual([expected(history).queue[0]]);
  },
};

describe('hall of fame: the model’s paths on the real page', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(hallOfFameMachine, c, {
      render: renderPage,
      events: ACTIONS,
      fakes: { loadMajors: load.majors, loadDetails: load.details },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});

describe('hall of fame: an event’s Entry Fee and Start Stack', () => {
  const SERIES: PreviousMajorEvent = {
    ...MILLION,
    id: 3,
    name: 'NSW Grand Final 2024',
    urlName: 'nsw-grand-final-2024',
    subMajorEvents: [
      // The description first, whatever the amount.
      sub(31, 'Main Event', 2, 1, {
        ...event(401, 90),
        buyInDescription: '$1,100 incl. dinner',
        buyInAmount: 1100,
        startingStack: 60_000,
      }),
      // No description: the amount.
      sub(32, 'Side Event', 3, 2, { ...event(402, 40), buyInAmount: 550, startingStack: null }),
      // Neither: a dash.
      sub(33, 'Freeroll', 3, 3, {
        ...event(403, 25),
        buyInDescription: '',
        buyInAmount: 0,
        startingStack: 25_000,
      }),
    ],
  };

  it('shows the description, else the amount, else a dash; and the starting stack, else a dash', async () => {
    inspector.current = undefined;
    const logic = hallOfFameMachine.provide({
      actors: {
        loadMajors: fromPromise(async () => [SERIES]) as never,
        loadDetails: fromPromise(async (): Promise<EventDetails> => ({ result: [], photos: [] })) as never,
      },
    });
    renderInMantine(
      <MemoryRouter>
        <HallOfFamePage logic={logic as never} />
      </MemoryRouter>,
      NO_TRANSITIONS,
    );
    fireEvent.click(await screen.findByRole('button', { name: /^NSW Grand Final 2024/ }));
    const facts = async (name: RegExp, eventId: number) => {
      fireEvent.click(control(name));
      const body = within(await screen.findByTestId(`hall-of-fame-event-${eventId}`));
      const value = (label: string) => body.getByText(label).nextElementSibling?.textContent;
      return { entryFee: value('Entry Fee'), startStack: value('Start Stack'), entries: value('Entries') };
    };
    expect(await facts(/^Main Event/, 401)).toEqual({
      entryFee: '$1,100 incl. dinner',
      startStack: '60,000',
      entries: '90',
    });
    expect(await facts(/^Side Event/, 402)).toEqual({ entryFee: '$550', startStack: '-', entries: '40' });
    expect(await facts(/^Freeroll/, 403)).toEqual({ entryFee: '-', startStack: '25,000', entries: '25' });
  });
});
