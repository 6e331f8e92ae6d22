import type { StoredLocation } from '../../../../machines/location';
import type { GeoLocation } from '../../../shared/contract/location';

const KEY = 'apl.geoLocation';
const NAMES_KEY = 'apl.geoLocationNames';

const isId = (value: unknown): value is number | null =>
  value === null || (Number.isInteger(value) && (value as number) > 0);
const isCoordinate = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/** Checked by hand rather than with the zod contract, which would add zod to the first page load. */
function asGeoLocation(value: unknown): GeoLocation | null {
  if (typeof value !== 'object' || value === null) return null;
  const { stateId = null, regionId = null, coords = null } = value as Record<string, unknown>;
  if (!isId(stateId) || !isId(regionId)) return null;
  if (coords !== null) {
    const { lat, long } = coords as Record<string, unknown>;
    if (!isCoordinate(lat) || !isCoordinate(long)) return null;
    return { stateId, regionId, coords: { lat: lat as number, long: long as number } };
  }
  return { stateId, regionId, coords: null };
}

/** The stored choice, or null when nothing (or something unreadable) is stored. */
export function readStoredLocation(): StoredLocation | null {
  try {
    const location = asGeoLocation(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    if (!location) return null;
    const names = JSON.parse(localStorage.getItem(NAMES_KEY) ?? '{}') as Partial<StoredLocation>;
    return {
      ...location,
      stateName: typeof names.stateName === 'string' ? names.stateName : null,
      regionName: typeof names.regionName === 'string' ? names.regionName : null,
    };
  } catch {
    return null;
  }
}

export function writeStoredLocation(location: StoredLocation) {
  const { stateId, regionId, coords, stateName, regionName } = location;
  localStorage.setItem(KEY, JSON.stringify({ stateId, regionId, coords }));
  localStorage.setItem(NAMES_KEY, JSON.stringify({ stateName, regionName }));
}

export function clearStoredNames() {
  localStorage.removeItem(NAMES_KEY);
}
