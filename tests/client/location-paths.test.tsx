// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, type EventObject } from 'xstate';
import { type LocationEvent, locationMachine, type StoredLocation } from '../../machines/location';
import { LocationChip } from '../../src/client/app/location/LocationChip';
import { LocationModal } from '../../src/client/app/location/LocationModal';
import { followLocation } from '../../src/client/components/location/follow-location';
import { LocationContext } from '../../src/client/components/location/location-context';
import type { NearestVenue, Region } from '../../src/shared/contract/location';
import type { Coords } from '../../src/shared/geo';
import { modalSelect, shownOption } from '../support/location-chooser';
import {
  type Coverage,
  createCoverage,
  fakeActor,
  generatePathCases,
  NOT_OFFERED,
  type PathStep,
  replayPath,
} from '../support/path-harness';
import { renderFlow } from '../support/render-flow';

const REGIONS: Region[] = [
  { id: 10, name: 'Melbourne - Inner', state: { id: 1 } },
  { id: 20, name: 'Sydney - City and Inner South', state: { id: 2 } },
  { id: 21, name: 'Newcastle and Lake Macquarie', state: { id: 2 } },
];
const STATE_LABELS: Record<number, string> = { 1: 'VIC - Victoria', 2: 'NSW - New South Wales' };
const STATE_SHORT: Record<number, string> = { 1: 'VIC', 2: 'NSW' };
const MELBOURNE: Coords = { lat: -37.81, long: 144.96 };
const NEAREST: NearestVenue = {
  venueId: 7,
  venueName: 'The Raise Room',
  stateId: 1,
  regionId: 10,
  distance: 900,
};

const INPUTS: Record<string, { stored: StoredLocation | null }> = {
  'new visitor': { stored: null },
  'stored choice': {
    stored: {
      stateId: 2,
      regionId: 20,
      coords: null,
      stateName: 'NSW',
      regionName: 'Sydney - City and Inner South',
    },
  },
  'stored coordinates only': {
    stored: { stateId: null, regionId: null, coords: MELBOURNE, stateName: null, regionName: null },
  },
};

// What the view can do: no event clears the state (the State select has no clear), and `regions.load`
// is raised by the machine itself.
const USER_EVENTS: LocationEvent[] = [
  { type: 'location.resolve' },
  { type: 'location.open' },
  { type: 'state.select', stateId: 2 },
  { type: 'state.select', stateId: 1 },
  { type: 'region.select', regionId: 21 },
  { type: 'region.select', regionId: 10 },
  { type: 'region.select', regionId: null },
  { type: 'position.use' },
  { type: 'location.confirm' },
];
type Outcome = EventObject & { output?: unknown; error?: unknown };
const outcomes = (id: string, output: unknown): Outcome[] => [
  { type: `xstate.done.actor.${id}`, output },
  { type: `xstate.error.actor.${id}`, error: new Error('denied') },
];
const OUTCOMES: Record<string, Outcome[]> = {
  loadRegions: outcomes('loadRegions', REGIONS),
  getPosition: outcomes('getPosition', MELBOURNE),
  findNearestVenue: outcomes('findNearestVenue', NEAREST),
  getCurrentPosition: outcomes('getCurrentPosition', MELBOURNE),
  findNearestVenueForPosition: outcomes('findNearestVenueForPosition', NEAREST),
};
const cases = generatePathCases(locationMachine, {
  inputs: INPUTS,
  events: (snapshot) => [
    ...USER_EVENTS,
    ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? []),
  ],
});

/**
 * The spec's rules, written apart from the machine: where the visitor is, what the modal holds, what was
 * stored. Refused steps (a control the view does not offer) change nothing here either.
 */
function expected(input: { stored: StoredLocation | null }, history: readonly PathStep[]) {
  const stored = input.stored;
  const ref = {
    stateId: stored?.stateId ?? null,
    regionId: stored?.regionId ?? null,
    coords: stored?.coords ?? null,
    stateName: stored?.stateName ?? null,
    regionName: stored?.regionName ?? null,
    regionsLoaded: false,
    draftState: null as number | null,
    draftRegion: null as number | null,
    failed: false,
    persisted: [] as unknown[],
  };
  const regionName = (id: number | null) =>
    ref.regionsLoaded ? (REGIONS.find((r) => r.id === id)?.name ?? null) : null;
  const openDraft = () => {
    ref.draftState = ref.stateId;
    ref.draftRegion = ref.regionId;
    ref.failed = false;
  };
  const commit = (stateId: number, regionId: number | null) => {
    Object.assign(ref, {
      stateId,
      regionId,
      stateName: STATE_SHORT[stateId],
      regionName: regionName(regionId),
    });
    const { coords, stateName, regionName: name } = ref;
    ref.persisted.push(expect.objectContaining({ stateId, regionId, coords, stateName, regionName: name }));
  };
  for (const { event } of history) {
    const e = event as LocationEvent | Outcome;
    switch (e.type) {
      case 'location.open':
        openDraft();
        break;
      case 'state.select':
        if ((e as { stateId: number }).stateId === ref.draftState) break;
        ref.draftState = (e as { stateId: number }).stateId;
        ref.draftRegion = null;
        break;
      case 'region.select': {
        const id = (e as { regionId: number | null }).regionId;
        const belongs = REGIONS.some((r) => r.id === id && r.state.id === ref.draftState);
        const listed = ref.regionsLoaded && REGIONS.some((r) => r.id === ref.draftRegion);
        if (id === null ? listed : ref.regionsLoaded && belongs) ref.draftRegion = id;
        break;
      }
      case 'location.confirm':
        if (ref.draftState !== null) commit(ref.draftState, ref.draftRegion);
        break;
      case 'position.use':
        Object.assign(ref, { stateName: null, regionName: null, failed: false });
        break;
      case 'xstate.done.actor.loadRegions':
        ref.regionsLoaded = true;
        break;
      case 'xstate.done.actor.getPosition':
      case 'xstate.done.actor.getCurrentPosition':
        ref.coords = MELBOURNE;
        break;
      case 'xstate.error.actor.getPosition':
        if (ref.coords === null) openDraft();
        break;
      case 'xstate.error.actor.findNearestVenue':
        openDraft();
        break;
      case 'xstate.done.actor.findNearestVenue':
      case 'xstate.done.actor.findNearestVenueForPosition':
        commit(NEAREST.stateId, NEAREST.regionId);
        break;
      case 'xstate.error.actor.getCurrentPosition':
      case 'xstate.error.actor.findNearestVenueForPosition':
        ref.failed = true;
        break;
    }
  }
  const region = (ref.regionsLoaded ? regionName(ref.regionId) : null) ?? ref.regionName;
  const chip = region ?? ref.stateName ?? (ref.stateId ? STATE_SHORT[ref.stateId] : null) ?? 'VIC';
  return { ...ref, chip };
}

const count = (history: readonly PathStep[], type: string) =>
  history.filter((s) => s.event.type === type).length;

let regions = fakeActor<Region[]>('loadRegions');
let position = fakeActor<Coords>('getPosition');
let nearest = fakeActor<NearestVenue, Coords>('findNearestVenue');
let persistLocation = vi.fn();
let clearStoredNames = vi.fn();
let followers: AnyActorRef[] = [];
let currentInput: { stored: StoredLocation | null } = { stored: null };
const coverage = createCoverage(locationMachine);

beforeEach(() => {
  regions = fakeActor<Region[]>('loadRegions');
  position = fakeActor<Coords>('getPosition');
  nearest = fakeActor<NearestVenue, Coords>('findNearestVenue');
  persistLocation = vi.fn();
  clearStoredNames = vi.fn();
  followers = [];
});
afterEach(() => {
  for (const follower of followers) follower.stop();
});

const modalOpen = () => screen.queryByText('Choose your location') !== null;
const select = modalSelect;
/** The text of the option a select shows: '' for the placeholders (a state not chosen, all regions). */
const shown = (label: 'State' | 'Region') => shownOption(modalSelect(label));
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const chip = () => screen.getByTestId('location-chip');

/** Picks the option in a select when it is listed and can be chosen. */
function pick(label: 'State' | 'Region', option: string) {
  const field = select(label);
  // Picking what is already chosen changes nothing: the select sends no event.
  if (field.disabled || shown(label) === option) return NOT_OFFERED;
  const choice = [...field.options].find((o) => o.text === option && !o.disabled);
  if (!choice) return NOT_OFFERED;
  fireEvent.change(field, { target: { value: choice.value } });
  return undefined;
}

function expectChip(history: readonly PathStep[]) {
  expect(chip().textContent).toBe(expected(currentInput, history).chip);
}

function expectClosed(history: readonly PathStep[]) {
  expect(modalOpen()).toBe(false);
  expectChip(history);
}

function expectModal(history: readonly PathStep[], busy: boolean) {
  const ref = expected(currentInput, history);
  expect(modalOpen()).toBe(true);
  expect(screen.queryByRole('button', { name: /cancel|close/i })).toBeNull();
  expect(shown('State')).toBe(ref.draftState === null ? '' : STATE_LABELS[ref.draftState]);
  // The Region select can name the region only once the regions are loaded.
  const regionName = ref.regionsLoaded ? REGIONS.find((r) => r.id === ref.draftRegion)?.name : undefined;
  expect(shown('Region')).toBe(regionName ?? '');
  expect(select('State').disabled).toBe(busy);
  expect(select('Region').disabled).toBe(busy || ref.draftState === null);
  expect(button('OK').disabled).toBe(busy || ref.draftState === null);
  expect(button('Use Current Location').getAttribute('data-loading')).toBe(busy ? 'true' : null);
  expect(
    screen.queryByText('We could not find your position. Please choose your state and region.') !== null,
  ).toBe(ref.failed);
  expectChip(history);
}

const STATES = {
  'regions.idle': () => expect(regions.calls).toHaveLength(0),
  'regions.loading': (_: unknown, history: readonly PathStep[]) => {
    expect(regions.pending()).toHaveLength(1);
    expect(regions.calls).toHaveLength(1 + count(history, 'xstate.error.actor.loadRegions'));
  },
  'regions.loaded': (_: unknown, history: readonly PathStep[]) => {
    expect(regions.pending()).toHaveLength(0);
    expect(regions.calls).toHaveLength(1 + count(history, 'xstate.error.actor.loadRegions'));
  },
  'regions.failed': (_: unknown, history: readonly PathStep[]) => {
    expect(regions.pending()).toHaveLength(0);
    expect(regions.calls).toHaveLength(count(history, 'xstate.error.actor.loadRegions'));
  },
  'flow.idle': (_: unknown, history: readonly PathStep[]) => {
    expectClosed(history);
    expect(position.calls).toHaveLength(0);
  },
  'flow.resolving.locating': (_: unknown, history: readonly PathStep[]) => {
    expectClosed(history);
    expect(position.pending()).toHaveLength(1);
  },
  'flow.resolving.findingNearest': (_: unknown, history: readonly PathStep[]) => {
    expectClosed(history);
    expect(nearest.pending()).toHaveLength(1);
    expect(nearest.calls.at(-1)?.input).toEqual(MELBOURNE);
  },
  'flow.choosing.editing': (_: unknown, history: readonly PathStep[]) => {
    expectModal(history, false);
    expect(position.pending()).toHaveLength(0);
    expect(nearest.pending()).toHaveLength(0);
  },
  'flow.choosing.locating': (_: unknown, history: readonly PathStep[]) => {
    expectModal(history, true);
    expect(position.pending()).toHaveLength(1);
    expect(clearStoredNames).toHaveBeenCalledTimes(count(history, 'position.use'));
  },
  'flow.choosing.findingNearest': (_: unknown, history: readonly PathStep[]) => {
    expectModal(history, true);
    expect(nearest.pending()).toHaveLength(1);
    expect(nearest.calls.at(-1)?.input).toEqual(MELBOURNE);
  },
  'flow.ready': (_: unknown, history: readonly PathStep[]) => {
    expectClosed(history);
    expect(persistLocation.mock.calls.map(([location]) => location)).toEqual(
      expected(currentInput, history).persisted,
    );
    expect(position.pending()).toHaveLength(0);
    expect(nearest.pending()).toHaveLength(0);
  },
};

function renderLocation(value: unknown, inspect: Coverage['inspect']) {
  currentInput = value as { stored: StoredLocation | null };
  const logic = locationMachine.provide({
    actors: { loadRegions: regions.logic, getPosition: position.logic, findNearestVenue: nearest.logic },
    actions: {
      persistLocation: (_, location) => persistLocation(location),
      clearStoredNames: () => clearStoredNames(),
    },
  });
  return renderFlow(
    LocationContext,
    { logic: logic, options: { input: currentInput, inspect } },
    <>
      <LocationChip />
      <LocationModal />
    </>,
  );
}

describe('location: the model’s paths on the chip and the modal', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    let live: () => AnyActorRef = () => {
      throw new Error('not rendered');
    };
    await replayPath(locationMachine, c, {
      render: (value, inspect) => {
        live = renderLocation(value, inspect);
        return live;
      },
      events: {
        // A page that needs the location opens: it follows the location flow, which asks for it.
        'location.resolve': () => {
          const follower = createActor(followLocation(live() as never));
          followers.push(follower);
          act(() => {
            follower.start();
          });
        },
        'location.open': () => fireEvent.click(chip()),
        'state.select': (e) =>
          pick('State', STATE_LABELS[(e as unknown as { stateId: number }).stateId] as string),
        'region.select': (e) => {
          const id = (e as unknown as { regionId: number | null }).regionId;
          if (id !== null) return pick('Region', REGIONS.find((r) => r.id === id)?.name as string);
          // 'All regions', the first option: offered when a region is chosen.
          if (select('Region').disabled || select('Region').value === '') return NOT_OFFERED;
          fireEvent.change(select('Region'), { target: { value: '' } });
          return undefined;
        },
        'position.use': () => fireEvent.click(button('Use Current Location')),
        'location.confirm': () => {
          if (button('OK').disabled) return NOT_OFFERED;
          fireEvent.click(button('OK'));
          return undefined;
        },
      },
      fakes: {
        loadRegions: regions,
        getPosition: position,
        getCurrentPosition: position,
        findNearestVenue: nearest,
        findNearestVenueForPosition: nearest,
      },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  // Key journey, also asserted apart from the model: a chosen location can be changed again.
  it('reopens the modal from the chip once a location is chosen', async () => {
    const live = renderLocation(INPUTS['stored choice'], () => {});
    act(() => {
      createActor(followLocation(live() as never)).start();
    });
    expect(modalOpen()).toBe(false);
    fireEvent.click(chip());
    expect(modalOpen()).toBe(true);
    expect(shown('State')).toBe('NSW - New South Wales');
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
