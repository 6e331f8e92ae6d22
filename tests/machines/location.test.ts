import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import {
  chosenLocation,
  type LocationEvent,
  locationMachine,
  type StoredLocation,
  sameLocation,
} from '../../machines/location';
import type { NearestVenue, Region } from '../../src/shared/contract/location';
import type { Coords } from '../../src/shared/geo';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

const REGIONS: Region[] = [
  { id: 10, name: 'Melbourne - Inner', state: { id: 1 } },
  { id: 20, name: 'Sydney - City and Inner South', state: { id: 2 } },
  { id: 21, name: 'Newcastle and Lake Macquarie', state: { id: 2 } },
];
const MELBOURNE = { lat: -37.81, long: 144.96 };
const NEAREST: NearestVenue = {
  venueId: 7,
  venueName: 'The Raise Room',
  stateId: 1,
  regionId: 10,
  distance: 900,
};
const failure = new Error('denied');

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

type ActorOutcome = EventObject & { output?: unknown; error?: unknown };

/** What an invoked actor can report: done with an output, or failed. */
const outcomes = (id: string, output: unknown): ActorOutcome[] => [
  { type: `xstate.done.actor.${id}`, output },
  { type: `xstate.error.actor.${id}`, error: failure },
];

const ACTOR_RESULTS: Record<string, ActorOutcome[]> = {
  loadRegions: outcomes('loadRegions', REGIONS),
  getPosition: outcomes('getPosition', MELBOURNE),
  findNearestVenue: outcomes('findNearestVenue', NEAREST),
  getCurrentPosition: outcomes('getCurrentPosition', MELBOURNE),
  findNearestVenueForPosition: outcomes('findNearestVenueForPosition', NEAREST),
};

/** Actor outcomes are not part of the machine's public event type; the actor still accepts them. */
const asEvent = (event: ActorOutcome) => event as unknown as LocationEvent;

const pending = <T, I = unknown>() => fromPromise<T, I>(() => new Promise<T>(() => {}));

function startFake(input: { stored: StoredLocation | null }) {
  const persistLocation = vi.fn();
  const clearStoredNames = vi.fn();
  const actor = createActor(
    locationMachine.provide({
      actors: {
        loadRegions: pending<Region[]>(),
        getPosition: pending(),
        findNearestVenue: pending<NearestVenue, { lat: number; long: number }>(),
      },
      actions: {
        persistLocation: (_, params) => persistLocation(params),
        clearStoredNames,
      },
    }),
    { input },
  );
  actor.start();
  return { actor, persistLocation, clearStoredNames };
}

// The flow's paths run on the chip and the modal: tests/client/location-paths.test.tsx.
describe('location machine rules', () => {
  it('asks for the nearest venue when nothing is stored, then stores state, region and names', () => {
    const { actor, persistLocation } = startFake({ stored: null });
    actor.send({ type: 'location.resolve' });
    actor.send(asEvent(ACTOR_RESULTS.loadRegions![0]!));
    actor.send(asEvent(ACTOR_RESULTS.getPosition![0]!));
    actor.send(asEvent(ACTOR_RESULTS.findNearestVenue![0]!));
    expect(actor.getSnapshot().value).toEqual({ flow: 'ready', regions: 'loaded' });
    expect(persistLocation).toHaveBeenCalledWith(
      expect.objectContaining({
        stateId: 1,
        regionId: 10,
        coords: MELBOURNE,
        stateName: 'VIC',
        regionName: 'Melbourne - Inner',
      }),
    );
  });

  it('opens the modal when the position is denied and nothing was stored', () => {
    const { actor } = startFake({ stored: null });
    actor.send({ type: 'location.resolve' });
    actor.send(asEvent(ACTOR_RESULTS.getPosition![1]!));
    expect(actor.getSnapshot().hasTag('modal')).toBe(true);
  });

  it('falls back to stored coordinates when the position is denied', () => {
    const { actor } = startFake(INPUTS['stored coordinates only']!);
    actor.send({ type: 'location.resolve' });
    actor.send(asEvent(ACTOR_RESULTS.getPosition![1]!));
    expect(actor.getSnapshot().matches({ flow: { resolving: 'findingNearest' } })).toBe(true);
  });

  it('keeps a stored choice without asking for the position', () => {
    const { actor } = startFake(INPUTS['stored choice']!);
    actor.send({ type: 'location.resolve' });
    expect(actor.getSnapshot().matches({ flow: 'ready' })).toBe(true);
    expect(actor.getSnapshot().children.getPosition).toBeUndefined();
  });

  it('limits regions to the chosen state and clears the region when the state changes', () => {
    const { actor } = startFake({ stored: null });
    actor.send({ type: 'location.open' });
    actor.send(asEvent(ACTOR_RESULTS.loadRegions![0]!));
    expect(actor.getSnapshot().can({ type: 'location.confirm' })).toBe(false);
    actor.send({ type: 'state.select', stateId: 2 });
    actor.send({ type: 'region.select', regionId: 10 });
    expect(actor.getSnapshot().context.draftRegionId).toBeNull();
    actor.send({ type: 'region.select', regionId: 21 });
    expect(actor.getSnapshot().context.draftRegionId).toBe(21);
    actor.send({ type: 'state.select', stateId: 1 });
    expect(actor.getSnapshot().context.draftRegionId).toBeNull();
  });

  it("clears stored names before 'Use Current Location' looks up the position", () => {
    const { actor, clearStoredNames } = startFake(INPUTS['stored choice']!);
    actor.send({ type: 'location.open' });
    actor.send({ type: 'position.use' });
    expect(clearStoredNames).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.regionName).toBeNull();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('loads regions only once', () => {
    const loadRegions = vi.fn(async () => REGIONS);
    const actor = createActor(
      locationMachine.provide({ actors: { loadRegions: fromPromise(loadRegions), getPosition: pending() } }),
      { input: INPUTS['stored choice']! },
    ).start();
    actor.send({ type: 'location.resolve' });
    actor.send({ type: 'location.open' });
    actor.send({ type: 'location.confirm' });
    actor.send({ type: 'location.open' });
    expect(loadRegions).toHaveBeenCalledTimes(1);
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(locationMachine)).toEqual({
      loadRegions: 'loadRegions not provided',
      getPosition: 'getPosition not provided',
      findNearestVenue: 'findNearestVenue not provided',
    });
  });
});

describe('location flow', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  function startRecorded(stored: StoredLocation | null = null) {
    const loadRegions = fakeActor<Region[]>('loadRegions');
    const getPosition = fakeActor<Coords>('getPosition');
    const findNearestVenue = fakeActor<NearestVenue, Coords>('findNearestVenue');
    const persistLocation = vi.fn();
    const clearStoredNames = vi.fn();
    const actor = createActor(
      locationMachine.provide({
        actors: {
          loadRegions: loadRegions.logic,
          getPosition: getPosition.logic,
          findNearestVenue: findNearestVenue.logic,
        },
        actions: { persistLocation: (_, params) => persistLocation(params), clearStoredNames },
      }),
      { input: { stored } },
    ).start();
    return { actor, loadRegions, getPosition, findNearestVenue, persistLocation, clearStoredNames };
  }

  it('starts idle with the stored choice, loading nothing', () => {
    const stored = INPUTS['stored choice']!.stored as StoredLocation;
    const { actor, loadRegions, getPosition } = startRecorded(stored);
    expect(actor.getSnapshot().value).toEqual({ regions: 'idle', flow: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({
      ...stored,
      regions: [],
      draftStateId: null,
      positionFailed: false,
    });
    expect(loadRegions.calls).toHaveLength(0);
    expect(getPosition.calls).toHaveLength(0);
    expect(chosenLocation(actor.getSnapshot().context)).toEqual({ stateId: 2, regionId: 20, coords: null });
    expect(chosenLocation(startRecorded().actor.getSnapshot().context)).toEqual({
      stateId: 1,
      regionId: null,
      coords: null,
    });
  });

  it('looks up the nearest venue to the position and names its state and region', async () => {
    const { actor, loadRegions, getPosition, findNearestVenue, persistLocation } = startRecorded();
    actor.send({ type: 'location.resolve' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('regions.busy')).toBe(true);
    loadRegions.settle({ type: 'xstate.done.actor.loadRegions', output: REGIONS });
    getPosition.settle({ type: 'xstate.done.actor.getPosition', output: MELBOURNE });
    await flush();
    expect(findNearestVenue.inputs()).toEqual([MELBOURNE]);
    findNearestVenue.settle({
      type: 'xstate.done.actor.findNearestVenue',
      output: { ...NEAREST, stateId: 2, regionId: 21 },
    });
    await flush();
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({
      stateId: 2,
      regionId: 21,
      coords: MELBOURNE,
      stateName: 'NSW',
      regionName: 'Newcastle and Lake Macquarie',
    });
    expect(persistLocation).toHaveBeenCalledTimes(1);
  });

  it('no nearest venue opens the modal', async () => {
    const { actor, getPosition, findNearestVenue } = startRecorded();
    actor.send({ type: 'location.resolve' });
    getPosition.settle({ type: 'xstate.done.actor.getPosition', output: MELBOURNE });
    await flush();
    findNearestVenue.settle({ type: 'xstate.error.actor.findNearestVenue', error: new Error('none') });
    await flush();
    expect(actor.getSnapshot().hasTag('modal')).toBe(true);
  });

  it('failed regions can be loaded again by the modal', async () => {
    const { actor, loadRegions } = startRecorded(INPUTS['stored choice']!.stored);
    actor.send({ type: 'location.resolve' });
    loadRegions.settle({ type: 'xstate.error.actor.loadRegions', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().matches({ regions: 'failed' })).toBe(true);
    expect(actor.getSnapshot().hasTag('regions.busy')).toBe(false);
    actor.send({ type: 'location.open' });
    expect(loadRegions.calls).toHaveLength(2);
    expect(actor.getSnapshot().hasTag('regions.busy')).toBe(true);
  });

  it('the modal starts from the current choice and confirms the draft with its names', async () => {
    const { actor, loadRegions, persistLocation } = startRecorded(INPUTS['stored choice']!.stored);
    actor.send({ type: 'location.open' });
    loadRegions.settle({ type: 'xstate.done.actor.loadRegions', output: REGIONS });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ draftStateId: 2, draftRegionId: 20 });
    actor.send({ type: 'state.select', stateId: 2 });
    expect(actor.getSnapshot().context.draftRegionId).toBe(20);
    actor.send({ type: 'region.select', regionId: null });
    expect(actor.getSnapshot().context.draftRegionId).toBeNull();
    expect(actor.getSnapshot().can({ type: 'region.select', regionId: null })).toBe(false);
    actor.send({ type: 'state.select', stateId: 1 });
    actor.send({ type: 'region.select', regionId: 10 });
    actor.send({ type: 'location.confirm' });
    expect(actor.getSnapshot().matches({ flow: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      stateId: 1,
      regionId: 10,
      stateName: 'VIC',
      regionName: 'Melbourne - Inner',
    });
    expect(persistLocation).toHaveBeenCalledWith(expect.objectContaining({ stateId: 1, regionId: 10 }));
    actor.send({ type: 'location.open' });
    expect(actor.getSnapshot().hasTag('modal')).toBe(true);
  });

  it("'Use Current Location' sets the nearest venue's state and region; a failure says so and stays open", async () => {
    const { actor, loadRegions, getPosition, findNearestVenue, persistLocation } = startRecorded();
    actor.send({ type: 'location.open' });
    loadRegions.settle({ type: 'xstate.done.actor.loadRegions', output: REGIONS });
    await flush();
    actor.send({ type: 'position.use' });
    getPosition.settle({ type: 'xstate.error.actor.getCurrentPosition', error: failure });
    await flush();
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().hasTag('modal')).toBe(true);
    expect(actor.getSnapshot().context.positionFailed).toBe(true);
    actor.send({ type: 'position.use' });
    expect(actor.getSnapshot().context.positionFailed).toBe(false);
    getPosition.settle({ type: 'xstate.done.actor.getCurrentPosition', output: MELBOURNE });
    await flush();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(findNearestVenue.inputs()).toEqual([MELBOURNE]);
    findNearestVenue.settle({ type: 'xstate.error.actor.findNearestVenueForPosition', error: failure });
    await flush();
    expect(actor.getSnapshot().context.positionFailed).toBe(true);
    actor.send({ type: 'position.use' });
    getPosition.settle({ type: 'xstate.done.actor.getCurrentPosition', output: MELBOURNE });
    await flush();
    findNearestVenue.settle({ type: 'xstate.done.actor.findNearestVenueForPosition', output: NEAREST });
    await flush();
    expect(actor.getSnapshot().matches({ flow: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      stateId: 1,
      regionId: 10,
      coords: MELBOURNE,
      stateName: 'VIC',
      regionName: 'Melbourne - Inner',
    });
    expect(persistLocation).toHaveBeenCalledTimes(1);
    expect(persistLocation).toHaveBeenCalledWith(
      expect.objectContaining({ stateId: 1, regionId: 10, coords: MELBOURNE, stateName: 'VIC' }),
    );
  });

  it('the modal opens again without the last lookup failure', async () => {
    const { actor, getPosition } = startRecorded(INPUTS['stored choice']!.stored);
    actor.send({ type: 'location.open' });
    actor.send({ type: 'position.use' });
    getPosition.settle({ type: 'xstate.error.actor.getCurrentPosition', error: failure });
    await flush();
    expect(actor.getSnapshot().context.positionFailed).toBe(true);
    actor.send({ type: 'location.confirm' });
    expect(actor.getSnapshot().matches({ flow: 'ready' })).toBe(true);
    actor.send({ type: 'location.open' });
    expect(actor.getSnapshot().hasTag('modal')).toBe(true);
    expect(actor.getSnapshot().context.positionFailed).toBe(false);
  });

  it('a nearest venue in a state the app does not know gets no state name', async () => {
    const resolved = startRecorded();
    resolved.actor.send({ type: 'location.resolve' });
    resolved.getPosition.settle({ type: 'xstate.done.actor.getPosition', output: MELBOURNE });
    await flush();
    resolved.findNearestVenue.settle({
      type: 'xstate.done.actor.findNearestVenue',
      output: { ...NEAREST, stateId: 99, regionId: null },
    });
    await flush();
    expect(resolved.actor.getSnapshot().context).toMatchObject({
      stateId: 99,
      stateName: null,
      regionName: null,
    });
    const chosen = startRecorded();
    chosen.actor.send({ type: 'location.open' });
    chosen.actor.send({ type: 'position.use' });
    chosen.getPosition.settle({ type: 'xstate.done.actor.getCurrentPosition', output: MELBOURNE });
    await flush();
    chosen.findNearestVenue.settle({
      type: 'xstate.done.actor.findNearestVenueForPosition',
      output: { ...NEAREST, stateId: 99, regionId: null },
    });
    await flush();
    expect(chosen.actor.getSnapshot().matches({ flow: 'ready' })).toBe(true);
    expect(chosen.actor.getSnapshot().context).toMatchObject({ stateId: 99, stateName: null });
  });

  it('the same place is the same state, region and coordinates', () => {
    const here = { stateId: 1, regionId: 10, coords: MELBOURNE };
    expect(sameLocation(here, { ...here, coords: { ...MELBOURNE } })).toBe(true);
    expect(sameLocation(here, { ...here, stateId: 2 })).toBe(false);
    expect(sameLocation(here, { ...here, regionId: null })).toBe(false);
    expect(sameLocation(here, { ...here, coords: { ...MELBOURNE, lat: -37 } })).toBe(false);
    expect(sameLocation(here, { ...here, coords: { ...MELBOURNE, long: 145 } })).toBe(false);
    expect(sameLocation(here, { ...here, coords: null })).toBe(false);
    expect(sameLocation({ ...here, coords: null }, { ...here, coords: null })).toBe(true);
  });
});
