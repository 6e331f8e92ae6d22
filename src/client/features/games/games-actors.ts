import { fromPromise } from 'xstate';
import type { NearbyPlace, SearchRequest } from '../../../../machines/game-search';
import type { GamesRequest } from '../../../../machines/todays-games';
import { compareCodeUnits } from '../../../shared/compare';
import type { Game } from '../../../shared/contract/game';
import { tabRequest } from '../../../shared/game-rules';
import { type Coords, distanceMetres } from '../../../shared/geo';
import { DEFAULT_BRAND_ID } from '../../../shared/states';
import { searchEvents, searchNearbyEvents } from './api';
import { filterBody, textBodies, weekSpan } from './search-body';

/** Today's games of a type: the whole state (Raise: every state) for the week, nearest first. */
export const loadTodaysGames = (brandId: number = DEFAULT_BRAND_ID) =>
  fromPromise<Game[], GamesRequest>(({ input, signal }) => {
    const tab = tabRequest(input.gameType);
    const coords = input.location.coords;
    return searchEvents(
      {
        stateId: tab.anyState ? null : input.location.stateId,
        brandId,
        currentLat: coords?.lat,
        currentLng: coords?.long,
        mode: tab.mode,
        divisionName: tab.divisionName,
        ...weekSpan(),
      },
      signal,
    );
  });

const byCloseness = (coords: Coords | null) => (a: Game, b: Game) =>
  coords
    ? distanceMetres(coords, { lat: a.venue.latitude, long: a.venue.longitude }) -
      distanceMetres(coords, { lat: b.venue.latitude, long: b.venue.longitude })
    : compareCodeUnits(a.dateTime, b.dateTime);

/** The chosen regions' games first (the Regions filter orders a text search, which looks state-wide). */
const inRegionsFirst = (regions: number[]) => (a: Game, b: Game) =>
  Number(!regions.includes(a.regionId ?? -1)) - Number(!regions.includes(b.regionId ?? -1));

/**
 * The game search's calls: the filters alone, or the text by game, venue and suburb merged, the chosen regions'
 * games first, then nearest (or soonest).
 */
export const gameSearchActors = (position: () => Coords | null, brandId: number = DEFAULT_BRAND_ID) => ({
  searchGames: fromPromise<Game[], SearchRequest>(async ({ input, signal }) => {
    const coords = position();
    const base = filterBody(input.filters, coords, brandId);
    if (!input.text) return searchEvents(base, signal);
    const lists = await Promise.all(textBodies(base, input.text).map((body) => searchEvents(body, signal)));
    const unique = new Map(lists.flat().map((game) => [game.id, game]));
    const closeness = byCloseness(coords);
    const regionsFirst = inRegionsFirst(input.filters.regions);
    return [...unique.values()].sort((a, b) => regionsFirst(a, b) || closeness(a, b));
  }),
  searchNearby: fromPromise<{ place: NearbyPlace | null; games: Game[] }, string>(({ input, signal }) => {
    const coords = position();
    return searchNearbyEvents({ text: input, currentLat: coords?.lat, currentLng: coords?.long }, signal);
  }),
});
