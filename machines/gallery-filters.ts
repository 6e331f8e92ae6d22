import { assign, fromPromise, raise, setup } from 'xstate';
import type { PhotoPage, PhotoSearch } from '../src/shared/contract/content';
import type { Region } from '../src/shared/contract/location';
import type { Season } from '../src/shared/contract/season';
import type { VenueListItem } from '../src/shared/contract/venue';
import { VENUE_SUGGESTIONS } from '../src/shared/site';
import { stateById } from '../src/shared/states';

export interface GalleryOptions {
  regions: Region[];
  seasons: Season[];
  venues: VenueListItem[];
}

export interface GalleryFilters {
  stateId: number | null;
  regionId: number | null;
  seasonId: number | null;
  venueId: number | null;
}

export type GalleryEvent =
  | { type: 'filters.toggle' }
  | { type: 'filter.state'; stateId: number | null }
  | { type: 'filter.region'; regionId: number | null }
  | { type: 'filter.season'; seasonId: number | null }
  | { type: 'filter.venue'; venueId: number | null }
  | { type: 'venue.search'; text: string }
  | { type: 'venue.pick'; venueId: number }
  | { type: 'photos.more' }
  // Raised by the machine itself after a filter change.
  | { type: 'photos.reload' };

interface Context {
  options: GalleryOptions | null;
  filters: GalleryFilters;
  query: string;
  photos: PhotoPage['photos'];
  pageIndex: number;
  hasMore: boolean;
}

export interface VenueSuggestion {
  id: number;
  name: string;
  stateShort: string;
  regionName: string;
}

/** Up to 10 venues whose name starts with the text, with their state's short name and region. */
export function venueSuggestions(options: GalleryOptions | null, text: string): VenueSuggestion[] {
  const prefix = text.trim().toLowerCase();
  if (!options || !prefix) return [];
  return options.venues
    .filter((v) => v.name.toLowerCase().startsWith(prefix))
    .slice(0, VENUE_SUGGESTIONS)
    .map((v) => ({
      id: v.id,
      name: v.name,
      stateShort: stateById(v.stateId)?.short ?? '',
      regionName: options.regions.find((r) => r.id === v.regionId)?.name ?? '',
    }));
}

/** The regions the Regions selector offers: those of the chosen state (all without one). */
export function regionsFor({
  options,
  filters,
}: {
  options: GalleryOptions | null;
  filters: GalleryFilters;
}) {
  return (options?.regions ?? []).filter((r) => !filters.stateId || r.state.id === filters.stateId);
}

/** The venues the Venues selector offers: those of the chosen state and region. */
export function venuesFor({ options, filters }: { options: GalleryOptions | null; filters: GalleryFilters }) {
  return (options?.venues ?? []).filter(
    (v) =>
      (!filters.stateId || v.stateId === filters.stateId) &&
      (!filters.regionId || v.regionId === filters.regionId),
  );
}

export const searchOf = (filters: GalleryFilters, pageIndex: number): PhotoSearch => ({
  ...filters,
  pageIndex,
});

/**
 * The gallery: filter options and the first photos load on open; the filter panel toggles; a state clears
 * region and venue, a region clears venue; picking a venue found by the search box sets state, region and
 * venue. Every filter change reloads the photos from page 1; Load More appends the next 12.
 */
export const galleryFiltersMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as Context,
    events: {} as GalleryEvent,
  },
  actors: {
    loadOptions: fromPromise<GalleryOptions>(async () => {
      throw new Error('loadOptions not provided');
    }),
    loadPhotos: fromPromise<PhotoPage, PhotoSearch>(async () => {
      throw new Error('loadPhotos not provided');
    }),
  },
  guards: {
    hasMore: ({ context }) => context.hasMore,
    venueSuggested: ({ context, event }) =>
      event.type === 'venue.pick' &&
      venueSuggestions(context.options, context.query).some((v) => v.id === event.venueId),
    stateChanged: ({ context, event }) =>
      event.type === 'filter.state' && event.stateId !== context.filters.stateId,
    regionOffered: ({ context, event }) =>
      event.type === 'filter.region' &&
      event.regionId !== context.filters.regionId &&
      (event.regionId === null || regionsFor(context).some((r) => r.id === event.regionId)),
    seasonChanged: ({ context, event }) =>
      event.type === 'filter.season' &&
      event.seasonId !== context.filters.seasonId &&
      (event.seasonId === null || !!context.options?.seasons.some((s) => s.id === event.seasonId)),
    venueOffered: ({ context, event }) =>
      event.type === 'filter.venue' &&
      event.venueId !== context.filters.venueId &&
      (event.venueId === null || venuesFor(context).some((v) => v.id === event.venueId)),
  },
}).createMachine({
  id: 'galleryFilters',
  type: 'parallel',
  context: {
    options: null,
    filters: { stateId: null, regionId: null, seasonId: null, venueId: null },
    query: '',
    photos: [],
    pageIndex: 1,
    hasMore: false,
  },
  on: {
    'venue.search': { actions: assign({ query: ({ event }) => event.text }) },
    'venue.pick': {
      guard: 'venueSuggested',
      actions: [
        assign(({ context, event }) => {
          const venue = context.options?.venues.find((v) => v.id === event.venueId);
          return {
            query: '',
            filters: {
              ...context.filters,
              stateId: venue?.stateId ?? null,
              regionId: venue?.regionId ?? null,
              venueId: venue?.id ?? null,
            },
          };
        }),
        raise({ type: 'photos.reload' }),
      ],
    },
  },
  states: {
    options: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadOptions',
            src: 'loadOptions',
            onDone: { target: 'ready', actions: assign({ options: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        ready: {},
        failed: {},
      },
    },
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { 'filters.toggle': 'open' } },
        open: {
          on: {
            'filters.toggle': 'closed',
            'filter.state': {
              guard: 'stateChanged',
              actions: [
                assign({
                  filters: ({ context, event }) => ({
                    ...context.filters,
                    stateId: event.stateId,
                    regionId: null,
                    venueId: null,
                  }),
                }),
                raise({ type: 'photos.reload' }),
              ],
            },
            'filter.region': {
              guard: 'regionOffered',
              actions: [
                assign({
                  filters: ({ context, event }) => ({
                    ...context.filters,
                    regionId: event.regionId,
                    venueId: null,
                  }),
                }),
                raise({ type: 'photos.reload' }),
              ],
            },
            'filter.season': {
              guard: 'seasonChanged',
              actions: [
                assign({
                  filters: ({ context, event }) => ({ ...context.filters, seasonId: event.seasonId }),
                }),
                raise({ type: 'photos.reload' }),
              ],
            },
            'filter.venue': {
              guard: 'venueOffered',
              actions: [
                assign({
                  filters: ({ context, event }) => ({ ...context.filters, venueId: event.venueId }),
                }),
                raise({ type: 'photos.reload' }),
              ],
            },
          },
        },
      },
    },
    // A filter change reloads from page 1 here, inside this region: a transition from the panel into this
    // region would exit and re-enter every region (closing the panel and reloading the options).
    photos: {
      initial: 'loading',
      on: { 'photos.reload': '.loading' },
      states: {
        loading: {
          tags: 'loading.photos',
          entry: assign({ photos: [], pageIndex: 1, hasMore: false }),
          invoke: {
            id: 'loadPhotos',
            src: 'loadPhotos',
            input: ({ context }) => searchOf(context.filters, 1),
            onDone: {
              target: 'shown',
              actions: assign({
                photos: ({ event }) => event.output.photos,
                hasMore: ({ event }) => event.output.hasMore,
              }),
            },
            onError: 'shown',
          },
        },
        shown: { on: { 'photos.more': { guard: 'hasMore', target: 'loadingMore' } } },
        loadingMore: {
          tags: 'loading.more',
          invoke: {
            id: 'loadMorePhotos',
            src: 'loadPhotos',
            input: ({ context }) => searchOf(context.filters, context.pageIndex + 1),
            onDone: {
              target: 'shown',
              actions: assign({
                photos: ({ context, event }) => [...context.photos, ...event.output.photos],
                pageIndex: ({ context }) => context.pageIndex + 1,
                hasMore: ({ event }) => event.output.hasMore,
              }),
            },
            onError: 'shown',
          },
        },
      },
    },
  },
});
