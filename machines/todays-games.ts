import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { compareCodeUnits } from '../src/shared/compare';
import type { Game } from '../src/shared/contract/game';
import { type GameTypeKey, gameWeekday, keepInList } from '../src/shared/game-rules';
import type { Coords } from '../src/shared/geo';
import { ALL_DAYS, GAMES_PAGE_SIZE } from '../src/shared/search-options';
import { sameLocation } from './location';

export type SortKey = 'distance' | 'upcoming' | 'buyIn';
export { ALL_DAYS };
export const PAGE_SIZE = GAMES_PAGE_SIZE;

export interface GamesLocation {
  stateId: number;
  regionId: number | null;
  coords: Coords | null;
}

export interface GamesRequest {
  gameType: GameTypeKey;
  location: GamesLocation;
}

export interface TodaysGamesContext {
  gameType: GameTypeKey;
  location: GamesLocation;
  games: Game[];
  sort: { by: SortKey; descending: boolean };
  day: number;
  filterOpen: boolean;
  page: number;
}

export type TodaysGamesEvent =
  | { type: 'location.change'; location: GamesLocation }
  | { type: 'sort.select'; by: SortKey }
  | { type: 'day.select'; day: number }
  | { type: 'filter.toggle' }
  | { type: 'page.more' }
  | { type: 'favourite.changed'; eventId: number; isFavourite: boolean };

/** The day filter applies to the 'all' and 'grandslam' lists only (spec, "Today's games page"). */
export const hasDayFilter = (gameType: GameTypeKey) => gameType === 'all' || gameType === 'grandslam';

/**
 * Today's games of one type (a new type is a new machine): the list loads for the chosen location and
 * again when it changes; sorting, the day and the type rules are applied to what was loaded. A repeated
 * click on the same sort flips its direction. The location and favourite changes come from invoked
 * followers; reports that change nothing are ignored, so mounting loads once.
 */
export const todaysGamesMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as TodaysGamesContext,
    events: {} as TodaysGamesEvent,
    input: {} as { gameType: GameTypeKey; location: GamesLocation },
  },
  actors: {
    loadGames: fromPromise<Game[], GamesRequest>(async () => {
      throw new Error('loadGames not provided');
    }),
    followLocation: fromCallback(() => {}),
    followFavourites: fromCallback(() => {}),
  },
  actions: {
    selectSort: assign({
      sort: ({ context, event }) => {
        if (event.type !== 'sort.select') return context.sort;
        return { by: event.by, descending: context.sort.by === event.by ? !context.sort.descending : false };
      },
    }),
    // The list length changes with the day, so paging starts again (spec, "Page reset").
    selectDay: assign({ day: ({ event }) => (event.type === 'day.select' ? event.day : ALL_DAYS), page: 1 }),
    nextPage: assign({ page: ({ context }) => context.page + 1 }),
    toggleFilter: assign({ filterOpen: ({ context }) => !context.filterOpen }),
    setFavourite: assign({
      games: ({ context, event }) =>
        event.type === 'favourite.changed'
          ? context.games.map((g) => (g.id === event.eventId ? { ...g, isFavourite: event.isFavourite } : g))
          : context.games,
    }),
  },
  guards: {
    hasMore: ({ context }) => context.page * PAGE_SIZE < shownGames(context).length,
    // The day chips of days without games are disabled, and picking the chosen day changes nothing.
    otherDayWithGames: ({ context, event }) =>
      event.type === 'day.select' &&
      event.day !== context.day &&
      (event.day === ALL_DAYS || gamesByWeekday(context).has(event.day)),
    locationChanged: ({ context, event }) =>
      event.type === 'location.change' && !sameLocation(context.location, event.location),
    changesListedGame: ({ context, event }) =>
      event.type === 'favourite.changed' &&
      context.games.some((g) => g.id === event.eventId && g.isFavourite !== event.isFavourite),
  },
}).createMachine({
  id: 'todaysGames',
  context: ({ input }) => ({
    gameType: input.gameType,
    location: input.location,
    games: [],
    sort: { by: 'distance', descending: false },
    day: ALL_DAYS,
    filterOpen: false,
    page: 1,
  }),
  invoke: [
    { id: 'followLocation', src: 'followLocation' },
    { id: 'followFavourites', src: 'followFavourites' },
  ],
  initial: 'loading',
  on: {
    'location.change': {
      guard: 'locationChanged',
      target: '.loading',
      actions: assign({ location: ({ event }) => event.location }),
    },
    'sort.select': { actions: 'selectSort' },
    'day.select': { guard: 'otherDayWithGames', actions: 'selectDay' },
    'filter.toggle': { actions: 'toggleFilter' },
    'favourite.changed': { guard: 'changesListedGame', actions: 'setFavourite' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadGames',
        src: 'loadGames',
        input: ({ context }) => ({ gameType: context.gameType, location: context.location }),
        onDone: { target: 'ready', actions: assign({ games: ({ event }) => event.output, page: 1 }) },
        onError: { target: 'ready', actions: assign({ games: [], page: 1 }) },
      },
    },
    ready: {
      on: { 'page.more': { guard: 'hasMore', actions: 'nextPage' } },
    },
  },
});

const SORTERS: Record<SortKey, (a: Game, b: Game) => number> = {
  // Without a position every distance is unknown, so the nearest-first order falls back to the soonest.
  distance: (a, b) =>
    (a.distanceAway ?? Number.MAX_VALUE) - (b.distanceAway ?? Number.MAX_VALUE) ||
    compareCodeUnits(a.dateTime, b.dateTime),
  upcoming: (a, b) => compareCodeUnits(a.dateTime, b.dateTime),
  buyIn: (a, b) => a.buyInAmount - b.buyInAmount,
};

/** gamesByWeekday's answers per list and type: the view and the guards ask on every render and event. */
const byWeekdayOf = new WeakMap<Game[], Map<GameTypeKey, ReadonlyMap<number, readonly Game[]>>>();

/** Games per weekday (0-6, Sunday first) and -1 for all, after the type's list rules. */
export function gamesByWeekday(
  context: Pick<TodaysGamesContext, 'games' | 'gameType'>,
): ReadonlyMap<number, readonly Game[]> {
  let answers = byWeekdayOf.get(context.games);
  if (!answers) {
    answers = new Map();
    byWeekdayOf.set(context.games, answers);
  }
  const known = answers.get(context.gameType);
  if (known) return known;
  const kept = context.games.filter((g) => keepInList(g, context.gameType));
  const byDay = new Map<number, Game[]>([[ALL_DAYS, kept]]);
  for (const game of kept) {
    const day = gameWeekday(game.dateTime);
    const games = byDay.get(day);
    if (games) games.push(game);
    else byDay.set(day, [game]);
  }
  answers.set(context.gameType, byDay);
  return byDay;
}

export const NEAR_ME_M = 25_000;

/** 'Games Near Me': in the chosen region, or within 25 km of the player; the rest are 'Other Regions'. */
export function isNearMe(game: Game, location: GamesLocation) {
  return (
    (location.regionId !== null && game.regionId === location.regionId) ||
    (game.distanceAway ?? Infinity) <= NEAR_ME_M
  );
}

/**
 * What the page lists: the chosen day (where the type has a day filter), in the spec's headings' order: the
 * games near the player ('Games Near Me') first, then 'Other Regions', each part sorted as chosen.
 */
export function shownGames(context: TodaysGamesContext): Game[] {
  const day = hasDayFilter(context.gameType) ? context.day : ALL_DAYS;
  const games = [...(gamesByWeekday(context).get(day) ?? [])];
  const compare = SORTERS[context.sort.by];
  const farther = (game: Game) => Number(!isNearMe(game, context.location));
  games.sort(
    (a, b) =>
      farther(a) - farther(b) || (context.sort.descending ? compare(b, a) : compare(a, b)) || a.id - b.id,
  );
  return games;
}
