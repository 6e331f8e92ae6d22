import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Game } from '../src/shared/contract/game';
import { DIVISION } from '../src/shared/event-types';
import { hasDivisions } from '../src/shared/game-rules';
import { BUY_IN_RANGE, GAMES_PAGE_SIZE } from '../src/shared/search-options';
import type { ChosenLocation } from './location';

export { GAMES_PAGE_SIZE };
export const SEARCH_DEBOUNCE_MS = 500;

/** The filter panel's choices; the text box is kept apart. */
export interface GameFilters {
  stateId: number;
  regions: number[];
  guarantee: boolean;
  /** Metres; 0 for no limit. */
  withinDistance: number;
  buyIn: [number, number];
  /** Pro Series 3 or Free Roll 4, offered for WA only. */
  gameTypeId: 3 | 4 | null;
  /** Grand slam (VIC) or VIP Loyalty (brand 1 members): the ALH venues' games. */
  grandSlam: boolean;
}

export interface SearchRequest {
  filters: GameFilters;
  text: string;
}

export interface NearbyPlace {
  suburb: string;
  postcode: string;
}

/** The chosen place the filters start from: its state and, when one is chosen, its region. */
export type Place = Pick<ChosenLocation, 'stateId' | 'regionId'>;

export interface GameSearchContext {
  /** The place the filters last started from: a report of the same place leaves the person's filters be. */
  place: Place;
  filters: GameFilters;
  text: string;
  games: Game[];
  nearbyPlace: NearbyPlace | null;
  page: number;
}

export type GameSearchEvent =
  | { type: 'filters.change'; filters: Partial<GameFilters> }
  | { type: 'text.change'; text: string }
  | { type: 'page.more' }
  | { type: 'view.list' }
  | { type: 'view.map' }
  | { type: 'result.open'; eventId: number }
  | { type: 'location.change'; location: ChosenLocation };

/** The filters for a state: WA (3) starts on the Pro Series division (spec section 5). */
export function defaultFilters(stateId: number, regions: number[] = []): GameFilters {
  return {
    stateId,
    regions,
    guarantee: false,
    withinDistance: 0,
    buyIn: [BUY_IN_RANGE.min, BUY_IN_RANGE.max],
    gameTypeId: hasDivisions(stateId) ? DIVISION.proSeries : null,
    grandSlam: false,
  };
}

/** The filters a place starts: its state's defaults, with its region as the Regions chip. */
export const filtersFor = (place: Place) =>
  defaultFilters(place.stateId, place.regionId === null ? [] : [place.regionId]);

/**
 * Whether the filters narrow the games beyond the chosen location (state and region), so the home tab lists
 * the search's results under them instead of all of today's games. No region chosen is all regions.
 */
export function narrowsGames(filters: GameFilters, location: Place) {
  const base = filtersFor(location);
  const regions = [...filters.regions].sort((a, b) => a - b);
  return (
    filters.stateId !== base.stateId ||
    (regions.length > 0 && regions.join() !== base.regions.join()) ||
    filters.guarantee !== base.guarantee ||
    filters.withinDistance !== base.withinDistance ||
    filters.buyIn[0] !== base.buyIn[0] ||
    filters.buyIn[1] !== base.buyIn[1] ||
    filters.gameTypeId !== base.gameTypeId ||
    filters.grandSlam !== base.grandSlam
  );
}

const withResults = (games: Game[], nearbyPlace: NearbyPlace | null) => ({ games, nearbyPlace, page: 1 });

/**
 * Game search (public spec, section 4: debounced by 500 ms): a filter change or typed text searches 500 ms
 * after the last change, by game name and by venue, suburb or postcode, and when that finds nothing falls back to the games around the suburb.
 * The list shows 25 more per 'Load More'; the map shows all.
 */
export const gameSearchMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as GameSearchContext,
    events: {} as GameSearchEvent,
    input: {} as { place: Place },
  },
  actors: {
    searchGames: fromPromise<Game[], SearchRequest>(async () => {
      throw new Error('searchGames not provided');
    }),
    searchNearby: fromPromise<{ place: NearbyPlace | null; games: Game[] }, string>(async () => {
      throw new Error('searchNearby not provided');
    }),
    followLocation: fromCallback(() => {}),
  },
  actions: {
    openEvent: (_, _eventId: number) => {},
    applyFilters: assign({
      filters: ({ context, event }) => {
        if (event.type !== 'filters.change') return context.filters;
        const next = { ...context.filters, ...event.filters };
        // A new state starts from that state's defaults: its regions and divisions differ.
        return event.filters.stateId !== undefined && event.filters.stateId !== context.filters.stateId
          ? { ...defaultFilters(next.stateId), ...event.filters }
          : next;
      },
    }),
    // Another place chosen, in another state or the same one, starts the filters afresh from it.
    followPlace: assign(({ event }) => {
      if (event.type !== 'location.change') return {};
      const place = { stateId: event.location.stateId, regionId: event.location.regionId };
      return { place, filters: filtersFor(place) };
    }),
  },
  guards: {
    hasText: ({ context }) => context.text.trim().length > 0,
    foundGames: ({ event }) => 'output' in event && Array.isArray(event.output) && event.output.length > 0,
    foundNearbyGames: ({ event }) =>
      'output' in event &&
      typeof event.output === 'object' &&
      event.output !== null &&
      'games' in event.output
        ? (event.output as { games: Game[] }).games.length > 0
        : false,
    hasMorePages: ({ context }) => context.page * GAMES_PAGE_SIZE < context.games.length,
    placeChanged: ({ context, event }) =>
      event.type === 'location.change' &&
      (event.location.stateId !== context.place.stateId ||
        event.location.regionId !== context.place.regionId),
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'gameSearch',
  type: 'parallel',
  context: ({ input }) => ({
    place: input.place,
    filters: filtersFor(input.place),
    text: '',
    games: [],
    nearbyPlace: null,
    page: 1,
  }),
  invoke: { id: 'followLocation', src: 'followLocation' },
  states: {
    view: {
      initial: 'list',
      states: {
        list: { on: { 'view.map': 'map' } },
        map: { on: { 'view.list': 'list' } },
      },
    },
    search: {
      initial: 'loading',
      on: {
        // The buy-in slider sends a change per step: like typing, a change searches 500 ms after the last.
        'filters.change': { target: '.waiting', actions: 'applyFilters' },
        'location.change': { guard: 'placeChanged', target: '.routing', actions: 'followPlace' },
        'text.change': { target: '.waiting', actions: assign({ text: ({ event }) => event.text }) },
        'result.open': { actions: { type: 'openEvent', params: ({ event }) => event.eventId } },
      },
      states: {
        routing: {
          always: [{ guard: 'hasText', target: 'searchingText' }, { target: 'loading' }],
        },
        // The results on show are the last filters': dimmed, without their count, until the new search answers.
        waiting: {
          tags: ['busy'],
          after: { debounce: 'routing' },
        },
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'searchGames',
            src: 'searchGames',
            input: ({ context }) => ({ filters: context.filters, text: '' }),
            onDone: { target: 'results', actions: assign(({ event }) => withResults(event.output, null)) },
            // Spec section 8: a failed search is silent; the list is simply empty.
            onError: { target: 'results', actions: assign(() => withResults([], null)) },
          },
        },
        searchingText: {
          tags: ['busy'],
          invoke: {
            id: 'searchText',
            src: 'searchGames',
            input: ({ context }) => ({ filters: context.filters, text: context.text.trim() }),
            onDone: [
              {
                guard: 'foundGames',
                target: 'results',
                actions: assign(({ event }) => withResults(event.output, null)),
              },
              { target: 'searchingNearby' },
            ],
            onError: { target: 'searchingNearby' },
          },
        },
        searchingNearby: {
          tags: ['busy', 'nearby'],
          invoke: {
            id: 'searchNearby',
            src: 'searchNearby',
            input: ({ context }) => context.text.trim(),
            onDone: [
              {
                guard: 'foundNearbyGames',
                target: 'results',
                actions: assign(({ event }) => withResults(event.output.games, event.output.place)),
              },
              { target: 'empty', actions: assign(() => withResults([], null)) },
            ],
            onError: { target: 'empty', actions: assign(() => withResults([], null)) },
          },
        },
        results: {
          on: {
            'page.more': {
              guard: 'hasMorePages',
              actions: assign({ page: ({ context }) => context.page + 1 }),
            },
          },
        },
        empty: {},
      },
    },
  },
});

/** What the list shows: 25 per page in the list view, everything on the map. */
export function visibleGames(context: GameSearchContext, view: 'list' | 'map'): Game[] {
  return view === 'map' ? context.games : context.games.slice(0, context.page * GAMES_PAGE_SIZE);
}
