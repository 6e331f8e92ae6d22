import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { metresPerPixel, renderStaticMap } from '../../src/server/providers/static-map';
import { describeOnEachDatabase } from './test-app';

describeOnEachDatabase('static maps', (ctx) => {
  it("draws a venue's map as SVG without a Google key, at the page sizes", async () => {
    for (const url of ['/maps/venue/1.svg', '/maps/venue/1.svg?size=400x267&scale=2&zoom=16']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(response.body).toContain('<title>');
    }
    const sized = await ctx.app.inject({ method: 'GET', url: '/maps/venue/1.svg?size=400x267' });
    expect(sized.body).toContain('width="400" height="267"');
  });

  it('sends the browser to Google static maps when a key is configured', async () => {
    const app = await buildApp({ db: ctx.database.db, googleMapsApiKey: 'test-key' });
    const response = await app.inject({ method: 'GET', url: '/maps/venue/1.svg?size=400x267&scale=2' });
    await app.close();
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.host).toBe('maps.googleapis.com');
    expect(location.searchParams.get('zoom')).toBe('16');
    expect(location.searchParams.get('size')).toBe('400x267');
    expect(location.searchParams.get('scale')).toBe('2');
  });

  it('answers unknown venues with 404 and bad sizes with 400', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/maps/venue/99999999.svg' })).statusCode).toBe(404);
    for (const url of ['/maps/venue/x.svg', '/maps/venue/1.svg?size=huge', '/maps/venue/1.svg?zoom=40']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
  });
});

it('escapes names in the drawn map and keeps the scale true', () => {
  const svg = renderStaticMap({
    lat: -37.8,
    lng: 144.9,
    title: 'The <Rose> & "Crown"',
    subtitle: 'Fitzroy 3065',
    width: 440,
    height: 320,
    zoom: 16,
    nearby: [{ name: '<script>', lat: -37.801, lng: 144.901 }],
  });
  expect(svg).not.toContain('<Rose>');
  expect(svg).not.toContain('<script>');
  expect(svg).toContain('The &lt;Rose&gt; &amp; &quot;Crown&quot;');
  // At zoom 16 a pixel is a little under 2 m at Melbourne's latitude.
  expect(metresPerPixel(16, -37.8)).toBeCloseTo(1.89, 1);
});
