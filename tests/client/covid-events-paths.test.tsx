// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type EventObject, fromPromise, type InspectionEvent } from 'xstate';
import { covidEventsMachine } from '../../machines/covid-events';
import { locationMachine, type StoredLocation } from '../../machines/location';
import { LocationChip } from '../../src/client/app/location/LocationChip';
import { LocationModal } from '../../src/client/app/location/LocationModal';
import { LocationContext } from '../../src/client/components/location/location-context';
import { TrackingPage } from '../../src/client/features/tracking/tracking-route';
import type { CovidEvent } from '../../src/shared/contract/content';
import type { NearestVenue, Region } from '../../src/shared/contract/location';
import type { Coords } from '../../src/shared/geo';
import { chooseLocation } from '../support/location-chooser';
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

const REGIONS: Region[] = [
  { id: 10, name: 'Melbourne - Inner', state: { id: 1 } },
  { id: 20, name: 'Sydney - City and Inner South', state: { id: 2 } },
];
const STORED: StoredLocation = {
  stateId: 1,
  regionId: null,
  coords: null,
  stateName: 'VIC',
  regionName: null,
};
const STATE_LABELS: Record<number, { option: string; name: string }> = {
  1: { option: 'VIC - Victoria', name: 'Victoria' },
  2: { option: 'NSW - New South Wales', name: 'New South Wales' },
};
const EVENTS: CovidEvent[] = [
  { id: 1, title: 'Royal Hotel', startTime: '19:00' },
  { id: 2, title: 'The Local', startTime: '19:30' },
];

type Outcome = EventObject & { output?: unknown; error?: unknown };
const cases = generatePathCases(covidEventsMachine, {
  inputs: { VIC: { stateId: 1 } },
  events: (snapshot) => [
    { type: 'state.change', stateId: 2 },
    { type: 'state.change', stateId: 1 },
    ...(snapshot.children.loadEvents
      ? [
          { type: 'xstate.done.actor.loadEvents', output: EVENTS },
          { type: 'xstate.done.actor.loadEvents', output: [] },
          { type: 'xstate.error.actor.loadEvents', error: new Error('offline') },
        ]
      : []),
  ],
  stateKey: (s) => JSON.stringify([s.value, (s.context as { stateId: number }).stateId]),
});

const coverage = createCoverage(covidEventsMachine);
let load = fakeActor<CovidEvent[], number>('loadEvents');
beforeEach(() => {
  load = fakeActor('loadEvents');
});

function renderPage(_input: unknown, inspect: Coverage['inspect']): () => AnyActorRef {
  let actor: AnyActorRef | undefined;
  inspector.current = (e) => {
    const logic = (e.actorRef as unknown as { logic?: { id?: string } }).logic;
    if (e.type === '@xstate.actor' && logic?.id === 'covidEvents') actor = e.actorRef as AnyActorRef;
    inspect(e);
  };
  const location = locationMachine.provide({
    actors: {
      loadRegions: fromPromise(async () => REGIONS),
      getPosition: fromPromise<Coords>(() => new Promise(() => {})),
      findNearestVenue: fromPromise<NearestVenue, Coords>(() => new Promise(() => {})),
    },
  });
  renderInMantine(
    <MemoryRouter>
      <LocationContext.Provider logic={location} options={{ input: { stored: STORED } }}>
        <LocationChip />
        <LocationModal />
        <TrackingPage logic={covidEventsMachine.provide({ actors: { loadEvents: load.logic } })} />
      </LocationContext.Provider>
    </MemoryRouter>,
  );
  return () => actor as AnyActorRef;
}

/** The header's location chip: the state chosen in the modal, confirmed with OK (the same one again too). */
function chooseState(stateId: number) {
  chooseLocation((STATE_LABELS[stateId] as { option: string }).option);
}

/** The page's rules, apart from the machine: a new state loads again; a failure shows the empty text. */
function expected(history: readonly PathStep[]) {
  let stateId = 1;
  let loads = 1;
  let shown: CovidEvent[] = [];
  for (const { event } of history) {
    if (event.type === 'state.change') {
      const next = (event as EventObject & { stateId: number }).stateId;
      if (next !== stateId) {
        stateId = next;
        loads += 1;
        shown = [];
      }
    }
    if (event.type === 'xstate.done.actor.loadEvents') shown = (event as Outcome).output as CovidEvent[];
    if (event.type === 'xstate.error.actor.loadEvents') shown = [];
  }
  return { stateId, loads, shown };
}

const heading = (history: readonly PathStep[]) =>
  expect(screen.getByText(/^Today's games in/).textContent).toBe(
    `Today's games in ${STATE_LABELS[expected(history).stateId]?.name}`,
  );

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  loading: (_, history) => {
    const { stateId, loads } = expected(history);
    heading(history);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByTestId('covid-events')).toBeNull();
    expect(screen.queryByText('Empty Events')).toBeNull();
    expect(load.calls.map((c) => c.input)).toHaveLength(loads);
    expect(load.pending().map((c) => c.input)).toEqual([stateId]);
  },
  listed: (_, history) => {
    heading(history);
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(
      within(screen.getByTestId('covid-events'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(expected(history).shown.map((e) => `${e.title} ${e.startTime}`));
  },
  empty: (_, history) => {
    heading(history);
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByText('Empty Events')).toBeTruthy();
    // Silent: no message about the failure.
    expect(screen.queryByRole('alert')).toBeNull();
  },
};

describe('covid tracing: the model’s paths on the real page', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(covidEventsMachine, c, {
      render: renderPage,
      events: { 'state.change': (e) => chooseState((e as EventObject & { stateId: number }).stateId) },
      fakes: { loadEvents: load },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
