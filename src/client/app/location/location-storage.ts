import type { StoredLocation } from '../../../../machines/location';
import type { GeoLocation } from '../../../shared/contract/location';
import { LOCATION_COOKIE } from '../../../shared/location-cookie';
import { onServer, serverRequest } from '../../ssr/server-request';

const KEY = 'apl.geoLocation';
const NAMES_KEY = 'apl.geoLocationNames';
const YEAR_SECONDS = 365 * 24 * 3600;

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

function asStoredLocation(location: unknown, names: unknown): StoredLocation | null {
  const geo = asGeoLocation(location);
  if (!geo) return null;
  const { stateName, regionName } = (names ?? {}) as Partial<StoredLocation>;
  return {
    ...geo,
    stateName: typeof stateName === 'string' ? stateName : null,
    regionName: typeof regionName === 'string' ? regionName : null,
  };
}

/**
 * The same choice in a cookie, so the server draws a page for the place the visitor chose (the chip, the
 * state's news and events) as the browser will.
 */
function writeCookie(location: StoredLocation | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers members use (Firefox)
  document.cookie = location
    ? `${LOCATION_COOKIE}=${encodeURIComponent(JSON.stringify(location))}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`
    : `${LOCATION_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

function readOnServer(): StoredLocation | null {
  try {
    const stored = JSON.parse(serverRequest()?.storedLocation ?? 'null') as unknown;
    return asStoredLocation(stored, stored);
  } catch {
    return null;
  }
}

/** The stored choice, or null when nothing (or something unreadable) is stored. */
export function readStoredLocation(): StoredLocation | null {
  if (onServer) return readOnServer();
  try {
    return asStoredLocation(
      JSON.parse(localStorage.getItem(KEY) ?? 'null'),
      JSON.parse(localStorage.getItem(NAMES_KEY) ?? '{}'),
    );
  } catch {
    return null;
  }
}

const sameStored = (a: StoredLocation | null, b: StoredLocation | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.stateId === b.stateId &&
    a.regionId === b.regionId &&
    a.coords?.lat === b.coords?.lat &&
    a.coords?.long === b.coords?.long &&
    a.stateName === b.stateName &&
    a.regionName === b.regionName);

/**
 * At the app's start: brings the cookie in line with the stored choice (a choice stored before the cookie
 * existed, or whose cookie has expired; each start renews it), or, with nothing stored on this device, keeps the
 * choice the cookie brought. `renderedFor` is the choice the server drew the page for (undefined for a page the
 * browser draws): true when the browser holds that same choice, so its first render is the server's.
 */
export function reconcileStoredLocation(renderedFor: StoredLocation | null | undefined): boolean {
  const stored = readStoredLocation();
  if (stored === null && renderedFor) {
    writeStoredLocation(renderedFor);
    return true;
  }
  writeCookie(stored);
  return sameStored(stored, renderedFor ?? null);
}

export function writeStoredLocation(location: StoredLocation) {
  const { stateId, regionId, coords, stateName, regionName } = location;
  localStorage.setItem(KEY, JSON.stringify({ stateId, regionId, coords }));
  localStorage.setItem(NAMES_KEY, JSON.stringify({ stateName, regionName }));
  writeCookie({ stateId, regionId, coords, stateName, regionName });
}

export function clearStoredNames() {
  localStorage.removeItem(NAMES_KEY);
  writeCookie(readStoredLocation());
}
