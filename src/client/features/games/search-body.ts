import type { GameFilters } from '../../../../machines/game-search';
import type { SearchEventsBody } from '../../../shared/contract/game';
import { hasDivisions } from '../../../shared/game-rules';
import type { Coords } from '../../../shared/geo';

const pad = (n: number) => String(n).padStart(2, '0');
export function isoDay(date: Date) {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today and the next six days, the span today's games and searches cover. */
export function weekSpan(now = new Date()) {
  const end = new Date(now);
  end.setDate(end.getDate() + 6);
  return { fromDate: isoDay(now), toDate: isoDay(end) };
}

/**
 * The filter part of a search call, by the spec's sending rules: a buy-in minimum of 0 or less and a
 * maximum above 100 are not sent; no distance limit is 0, not sent either.
 */
export function filterBody(filters: GameFilters, coords: Coords | null, brandId: number): SearchEventsBody {
  const [min, max] = filters.buyIn;
  return {
    stateId: filters.stateId,
    brandId,
    regions: filters.regions.length ? filters.regions : undefined,
    guarantee: filters.guarantee || undefined,
    withinDistance: filters.withinDistance && coords ? filters.withinDistance : undefined,
    buyInMin: min > 0 ? min : undefined,
    buyInMax: max <= 100 ? max : undefined,
    currentLat: coords?.lat,
    currentLng: coords?.long,
    gameTypeId: hasDivisions(filters.stateId) ? filters.gameTypeId : undefined,
    grandSlam: filters.grandSlam || undefined,
    ...weekSpan(),
  };
}

/**
 * A typed search looks by game name, by venue name and by suburb (or postcode when it is digits): three
 * calls whose results are merged, nearest (or soonest) first.
 */
export function textBodies(base: SearchEventsBody, text: string): SearchEventsBody[] {
  const { regions: _regions, ...wide } = base;
  if (/^\d{3,4}$/.test(text)) return [{ ...wide, postcode: text.padStart(4, '0') }];
  return [
    { ...wide, searchByGameName: text },
    { ...wide, venueName: text },
    { ...wide, suburb: text },
  ];
}
