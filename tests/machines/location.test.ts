import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import { type LocationEvent, locationMachine, type StoredLocation } from '../../machines/location';
import type { NearestVenue, Region } from '../../src/shared/contract/location';
import { unprovidedActorFailures } from './unprovided-actors';

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
