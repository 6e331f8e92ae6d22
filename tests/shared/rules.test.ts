import { describe, expect, it } from 'vitest';
import { needsFullPageLoad } from '../../src/shared/full-load-paths';
import { distanceMetres, formatDistance, isLatitude, isLongitude } from '../../src/shared/geo';
import { safeReturnUrl } from '../../src/shared/safe-return-url';
import { stateById, stateByShort, statesByShort, timeZoneOf } from '../../src/shared/states';

describe('distance', () => {
  it('measures on a sphere of radius 6378137 m', () => {
    // One degree of latitude on that sphere.
    expect(distanceMetres({ lat: 0, long: 0 }, { lat: 1, long: 0 })).toBeCloseTo(111_319.49, 1);
    expect(distanceMetres({ lat: -37.8136, long: 144.9631 }, { lat: -33.8688, long: 151.2093 })).toBeCloseTo(
      714_500,
      -3,
    );
  });

  it('shows metres under 1000 and kilometres to one decimal above', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(999.4)).toBe('999 m');
    expect(formatDistance(1000)).toBe('1.0 km');
    expect(formatDistance(12_345)).toBe('12.3 km');
  });
});

describe('coordinates', () => {
  it('takes latitudes from -90 to 90 and longitudes from -180 to 180, both ends included', () => {
    for (const lat of [-90, -37.81, 0, 90]) expect(isLatitude(lat), String(lat)).toBe(true);
    for (const lat of [-90.01, 90.01, Number.NaN, Number.POSITIVE_INFINITY])
      expect(isLatitude(lat), String(lat)).toBe(false);
    for (const long of [-180, 144.96, 180]) expect(isLongitude(long), String(long)).toBe(true);
    for (const long of [-180.01, 180.01, Number.NaN]) expect(isLongitude(long), String(long)).toBe(false);
  });
});

describe('returnUrl', () => {
  it.each(['/', '/profile?section=dashboard', '/event/12#clock', '/about/faq'])('keeps %s', (url) => {
    expect(safeReturnUrl(url)).toBe(url);
  });

  it.each([
    undefined,
    '',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/ok\\..\\evil',
    'javascript:alert(1)',
    '/line\nbreak',
    `/${'a'.repeat(3000)}`,
    42,
  ])('replaces %s with /', (url) => {
    expect(safeReturnUrl(url)).toBe('/');
  });

  it('keeps up to 2048 characters', () => {
    const longest = `/${'a'.repeat(2047)}`;
    expect(safeReturnUrl(longest)).toBe(longest);
    expect(safeReturnUrl(`${longest}a`)).toBe('/');
  });

  it('percent-encodes what a Location header cannot hold, and gives up on what cannot be encoded', () => {
    expect(safeReturnUrl('/venue/café hotel?q=ü')).toBe('/venue/caf%C3%A9%20hotel?q=%C3%BC');
    expect(safeReturnUrl('/bad\uD800', '/home')).toBe('/home');
  });
});

describe('states and paths', () => {
  it('keeps the spec ids and sorts lists by short code', () => {
    expect(stateById(1)?.short).toBe('VIC');
    expect(stateById(8)?.short).toBe('ACT');
    expect(statesByShort.map((s) => s.short)).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
  });

  it('finds a state by its short name in any case', () => {
    expect(stateByShort('wa')?.id).toBe(3);
    expect(stateByShort('NSW')?.id).toBe(2);
    expect(stateByShort('XX')).toBeUndefined();
  });

  it("gives each state its time zone, Sydney's when unknown", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(timeZoneOf)).toEqual([
      'Australia/Melbourne',
      'Australia/Sydney',
      'Australia/Perth',
      'Australia/Adelaide',
      'Australia/Brisbane',
      'Australia/Hobart',
      'Australia/Darwin',
      'Australia/Sydney',
    ]);
    expect(timeZoneOf(null)).toBe('Australia/Sydney');
    expect(timeZoneOf(99)).toBe('Australia/Sydney');
  });

  it('loads the spec prefixes in full', () => {
    for (const path of ['/test', '/aplpt/apl-million-2025', '/venue/12', '/news', '/about/faq']) {
      expect(needsFullPageLoad(path), path).toBe(true);
    }
    for (const path of ['/', '/venue', '/leaderboards', '/event/1', '/profile']) {
      expect(needsFullPageLoad(path), path).toBe(false);
    }
  });
});
