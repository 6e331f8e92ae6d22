import { assign, fromPromise, raise, setup } from 'xstate';
import type { GeoLocation, NearestVenue, Region } from '../src/shared/contract/location';
import type { Coords } from '../src/shared/geo';
import { DEFAULT_STATE_ID, stateById } from '../src/shared/states';

/** The chosen location as the browser stores it, with the names shown on the location chip. */
export interface StoredLocation extends GeoLocation {
  stateName: string | null;
  regionName: string | null;
}

export interface LocationContext {
  stateId: number | null;
  regionId: number | null;
  coords: Coords | null;
  stateName: string | null;
  regionName: string | null;
  regions: Region[];
  draftStateId: number | null;
  draftRegionId: number | null;
  positionFailed: boolean;
}

export type LocationEvent =
  | { type: 'location.resolve' }
  | { type: 'location.open' }
  | { type: 'state.select'; stateId: number | null }
  | { type: 'region.select'; regionId: number | null }
  | { type: 'position.use' }
  | { type: 'location.confirm' }
  | { type: 'regions.load' };

/** What pages use: the chosen state (else VIC), region and position. */
export interface ChosenLocation {
  stateId: number;
  regionId: number | null;
  coords: Coords | null;
}

export const chosenLocation = (context: LocationContext): ChosenLocation => ({
  stateId: context.stateId ?? DEFAULT_STATE_ID,
  regionId: context.regionId,
  coords: context.coords,
});

/** Same place: pages ignore a location report that changes nothing. */
export const sameLocation = (a: ChosenLocation, b: ChosenLocation) =>
  a.stateId === b.stateId &&
  a.regionId === b.regionId &&
  a.coords?.lat === b.coords?.lat &&
  a.coords?.long === b.coords?.long;

const emptyStored: StoredLocation = {
  stateId: null,
  regionId: null,
  coords: null,
  stateName: null,
  regionName: null,
};

function regionName(regions: Region[], regionId: number | null) {
  return regions.find((r) => r.id === regionId)?.name ?? null;
}

/**
 * Where the visitor is: a stored choice, else the venue nearest the device position, else the
 * 'Choose your location' modal (which has no cancel). Regions load once, alongside.
 */
export const locationMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as LocationContext,
    events: {} as LocationEvent,
    input: {} as { stored: StoredLocation | null },
  },
  actors: {
    loadRegions: fromPromise<Region[]>(async () => {
      throw new Error('loadRegions not provided');
    }),
    getPosition: fromPromise<Coords>(async () => {
      throw new Error('getPosition not provided');
    }),
    findNearestVenue: fromPromise<NearestVenue, Coords>(async () => {
      throw new Error('findNearestVenue not provided');
    }),
  },
  actions: {
    persistLocation: (_, _location: StoredLocation) => {},
    clearStoredNames: () => {},
    openDraft: assign(({ context }) => ({
      draftStateId: context.stateId,
      draftRegionId: context.regionId,
      positionFailed: false,
    })),
    commitDraft: assign(({ context }) => ({
      stateId: context.draftStateId,
      regionId: context.draftRegionId,
      stateName: stateById(context.draftStateId)?.short ?? null,
      regionName: regionName(context.regions, context.draftRegionId),
    })),
  },
  guards: {
    hasStoredState: ({ context }) => context.stateId !== null,
    hasStoredCoords: ({ context }) => context.coords !== null,
    draftHasState: ({ context }) => context.draftStateId !== null,
    otherState: ({ context, event }) =>
      event.type === 'state.select' && event.stateId !== context.draftStateId,
    // Clearing needs a listed region to clear; a region must belong to the chosen state.
    regionInDraftState: ({ context, event }) =>
      event.type === 'region.select' &&
      (event.regionId === null
        ? context.regions.some((r) => r.id === context.draftRegionId)
        : context.regions.some((r) => r.id === event.regionId && r.state.id === context.draftStateId)),
  },
}).createMachine({
  id: 'location',
  type: 'parallel',
  context: ({ input }) => {
    const stored = input.stored ?? emptyStored;
    return {
      stateId: stored.stateId,
      regionId: stored.regionId,
      coords: stored.coords,
      stateName: stored.stateName,
      regionName: stored.regionName,
      regions: [],
      draftStateId: null,
      draftRegionId: null,
      positionFailed: false,
    };
  },
  states: {
    regions: {
      initial: 'idle',
      states: {
        idle: { on: { 'regions.load': 'loading' } },
        loading: {
          tags: ['regions.busy'],
          invoke: {
            id: 'loadRegions',
            src: 'loadRegions',
            onDone: { target: 'loaded', actions: assign({ regions: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        loaded: {},
        failed: { on: { 'regions.load': 'loading' } },
      },
    },
    flow: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'location.resolve': 'resolving',
            'location.open': 'choosing',
          },
        },
        resolving: {
          tags: ['busy'],
          entry: raise({ type: 'regions.load' }),
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'hasStoredState', target: '#location.flow.ready' }, { target: 'locating' }],
            },
            locating: {
              invoke: {
                id: 'getPosition',
                src: 'getPosition',
                onDone: {
                  target: 'findingNearest',
                  actions: assign({ coords: ({ event }) => event.output }),
                },
                onError: [
                  { guard: 'hasStoredCoords', target: 'findingNearest' },
                  { target: '#location.flow.choosing' },
                ],
              },
            },
            findingNearest: {
              invoke: {
                id: 'findNearestVenue',
                src: 'findNearestVenue',
                input: ({ context }) => context.coords as Coords,
                onDone: {
                  target: '#location.flow.ready',
                  actions: [
                    assign(({ context, event }) => ({
                      stateId: event.output.stateId,
                      regionId: event.output.regionId,
                      stateName: stateById(event.output.stateId)?.short ?? null,
                      regionName: regionName(context.regions, event.output.regionId),
                    })),
                    { type: 'persistLocation', params: ({ context }) => context },
                  ],
                },
                onError: '#location.flow.choosing',
              },
            },
          },
        },
        choosing: {
          tags: ['modal'],
          entry: ['openDraft', raise({ type: 'regions.load' })],
          initial: 'editing',
          states: {
            editing: {
              on: {
                'state.select': {
                  guard: 'otherState',
                  actions: assign({ draftStateId: ({ event }) => event.stateId, draftRegionId: null }),
                },
                'region.select': {
                  guard: 'regionInDraftState',
                  actions: assign({ draftRegionId: ({ event }) => event.regionId }),
                },
                'location.confirm': {
                  guard: 'draftHasState',
                  target: '#location.flow.ready',
                  actions: ['commitDraft', { type: 'persistLocation', params: ({ context }) => context }],
                },
                'position.use': {
                  target: 'locating',
                  actions: [
                    'clearStoredNames',
                    assign({ stateName: null, regionName: null, positionFailed: false }),
                  ],
                },
              },
            },
            locating: {
              tags: ['busy'],
              invoke: {
                id: 'getCurrentPosition',
                src: 'getPosition',
                onDone: {
                  target: 'findingNearest',
                  actions: assign({ coords: ({ event }) => event.output }),
                },
                onError: { target: 'editing', actions: assign({ positionFailed: true }) },
              },
            },
            findingNearest: {
              tags: ['busy'],
              invoke: {
                id: 'findNearestVenueForPosition',
                src: 'findNearestVenue',
                input: ({ context }) => context.coords as Coords,
                onDone: {
                  target: '#location.flow.ready',
                  actions: [
                    assign(({ event }) => ({
                      draftStateId: event.output.stateId,
                      draftRegionId: event.output.regionId,
                    })),
                    'commitDraft',
                    { type: 'persistLocation', params: ({ context }) => context },
                  ],
                },
                onError: { target: 'editing', actions: assign({ positionFailed: true }) },
              },
            },
          },
        },
        ready: {
          on: { 'location.open': 'choosing' },
        },
      },
    },
  },
});
