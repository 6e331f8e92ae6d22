import { describe, expect, it } from 'vitest';
import { pagePreloads } from '../../src/server/spa';

const banners: Record<string, string> = {
  'vic-state-championship': '/media/banners/state-championships.svg',
  'apl-million-2025|aplpt': '/media/banners/million.svg',
  'off-site': 'https://elsewhere.example/banner.png',
  protocol: '//elsewhere.example/banner.png',
  quoted: '/media/a"b<c>.png',
};
const asked: [string, boolean][] = [];
const lookup = async (urlName: string, aplpt: boolean) => {
  asked.push([urlName, aplpt]);
  return banners[aplpt ? `${urlName}|aplpt` : urlName] ?? null;
};

describe('a page asks for its largest image with the page itself', () => {
  it('a major event page preloads its banner; an APLPT page looks among APLPT events', async () => {
    expect(await pagePreloads('/major-events/vic-state-championship', lookup)).toBe(
      '<link rel="preload" as="image" href="/media/banners/state-championships.svg" fetchpriority="high">',
    );
    expect(await pagePreloads('/aplpt/apl-million-2025?tab=schedule', lookup)).toContain(
      'href="/media/banners/million.svg"',
    );
    expect(asked).toContainEqual(['apl-million-2025', true]);
    expect(await pagePreloads('/major-events/apl-million-2025', lookup)).toBe('');
  });

  it('other pages, unknown events and broken names add nothing', async () => {
    for (const url of [
      '/',
      '/major-events',
      '/major-events/',
      '/news/x',
      '/major-events/a/b',
      '/major-events/%E0%A4%A',
    ])
      expect(await pagePreloads(url, lookup)).toBe('');
    expect(await pagePreloads('/major-events/nobody', lookup)).toBe('');
    expect(await pagePreloads(`/major-events/${'x'.repeat(300)}`, lookup)).toBe('');
  });

  it('only the site’s own paths, written safely into the attribute', async () => {
    expect(await pagePreloads('/major-events/off-site', lookup)).toBe('');
    expect(await pagePreloads('/major-events/protocol', lookup)).toBe('');
    expect(await pagePreloads('/major-events/quoted', lookup)).toBe(
      '<link rel="preload" as="image" href="/media/a&#34;b&#60;c&#62;.png" fetchpriority="high">',
    );
  });
});
