import { describe, expect, it } from 'vitest';
import { needsFullPageLoad } from '../../src/shared/full-load-paths';
import { distanceMetres, formatDistance } from '../../src/shared/geo';
import { safeReturnUrl } from '../../src/shared/safe-return-url';
import { stateById, statesByShort } from '../../src/shared/states';

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
});

describe('states and paths', () => {
  it('keeps the spec ids and sorts lists by short code', () => {
    expect(stateById(1)?.short).toBe('VIC');
    expect(stateById(8)?.short).toBe('ACT');
    expect(statesByShort.map((s) => s.short)).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
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
