// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredLocation } from '../../machines/location';
import {
  readStoredLocation,
  reconcileStoredLocation,
  writeStoredLocation,
} from '../../src/client/app/location/location-storage';

const NSW: StoredLocation = { stateId: 2, regionId: null, coords: null, stateName: 'NSW', regionName: null };
const VIC: StoredLocation = { stateId: 1, regionId: null, coords: null, stateName: 'VIC', regionName: null };
const SYDNEY: StoredLocation = { ...NSW, regionId: 21, regionName: 'Sydney - City and Inner South' };

/** The place in the cookie the server draws pages for, as the next request would send it. */
function cookiePlace(): unknown {
  const value = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith('apl.location='))
    ?.slice('apl.location='.length);
  return value ? JSON.parse(decodeURIComponent(value)) : null;
}

const setCookiePlace = (place: StoredLocation) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie the app itself writes, set as an earlier visit left it
  document.cookie = `apl.location=${encodeURIComponent(JSON.stringify(place))}; path=/`;
};

afterEach(() => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = 'apl.location=; path=/; max-age=0';
});

describe('the place the page was drawn for and the one the device holds', () => {
  it('agree when the cookie mirrors the stored place: the page is taken over as drawn', () => {
    writeStoredLocation(NSW);
    expect(reconcileStoredLocation(NSW)).toBe(true);
    expect(cookiePlace()).toEqual(NSW);
  });

  it('differ when the place was stored without its cookie: the page is drawn anew, the cookie written for the next', () => {
    localStorage.setItem('apl.geoLocation', JSON.stringify({ stateId: 2, regionId: null, coords: null }));
    localStorage.setItem('apl.geoLocationNames', JSON.stringify({ stateName: 'NSW', regionName: null }));
    expect(reconcileStoredLocation(null)).toBe(false);
    expect(cookiePlace()).toEqual(NSW);
  });

  it('differ when the cookie holds another place (or another region, or other names): the stored one wins', () => {
    writeStoredLocation(SYDNEY);
    setCookiePlace(VIC);
    expect(reconcileStoredLocation(VIC)).toBe(false);
    expect(reconcileStoredLocation(NSW)).toBe(false);
    expect(reconcileStoredLocation({ ...SYDNEY, regionName: 'Sydney' })).toBe(false);
    expect(reconcileStoredLocation({ ...SYDNEY, coords: { lat: -33.87, long: 151.21 } })).toBe(false);
    expect(cookiePlace()).toEqual(SYDNEY);
    expect(readStoredLocation()).toEqual(SYDNEY);
  });

  it("agree when the device holds nothing: the cookie's place is kept on the device", () => {
    expect(reconcileStoredLocation(NSW)).toBe(true);
    expect(readStoredLocation()).toEqual(NSW);
    expect(cookiePlace()).toEqual(NSW);
  });

  it('agree when neither holds a place, and no cookie is left', () => {
    expect(reconcileStoredLocation(null)).toBe(true);
    expect(cookiePlace()).toBeNull();
    expect(readStoredLocation()).toBeNull();
  });

  it('bring the cookie in line on a page the browser draws itself', () => {
    writeStoredLocation(NSW);
    setCookiePlace(VIC);
    reconcileStoredLocation(undefined);
    expect(cookiePlace()).toEqual(NSW);
  });
});
