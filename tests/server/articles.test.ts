import { expect, it } from 'vitest';
import { describeOnEachDatabase } from './test-app';

describeOnEachDatabase('content pages and API errors', (ctx) => {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('lists the general articles with their navigation flag', async () => {
    const response = await get('/umbraco/api/Article/ListGeneralArticles');
    expect(response.statusCode).toBe(200);
    const pages = response.json() as { name: string; urlName: string; showInNavbar: boolean }[];
    const inNavbar = pages.filter((p) => p.showInNavbar).map((p) => p.urlName);
    for (const slug of [
      'work-with-us',
      'terms-and-conditions',
      'privacy-policy',
      'apl-responsible-gambling',
    ]) {
      expect(inNavbar).toContain(slug);
    }
    expect(inNavbar.length).toBeGreaterThanOrEqual(6);
  });

  it('returns a content page by name, case-insensitively', async () => {
    const response = await get('/umbraco/api/article/GetGeneralArticle?name=Privacy-Policy');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Privacy Policy', urlName: 'privacy-policy' });
    expect(response.json().content).toContain('<h2>');
  });

  it('answers unknown and malformed page names with 404 and 400', async () => {
    expect((await get('/umbraco/api/article/GetGeneralArticle?name=no-such-page')).statusCode).toBe(404);
    for (const bad of ['', '../etc/passwd', 'a b', 'x'.repeat(300)]) {
      const response = await get(`/umbraco/api/article/GetGeneralArticle?name=${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().errors.name).toEqual(expect.any(String));
    }
  });

  it('answers unknown API paths and methods with 404 JSON', async () => {
    const unknown = await get('/umbraco/api/no/such/thing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No such endpoint: GET /umbraco/api/no/such/thing' });
    const wrongMethod = await ctx.app.inject({ method: 'DELETE', url: '/umbraco/api/region/list' });
    expect(wrongMethod.statusCode).toBe(404);
    expect(wrongMethod.json().message).toEqual(expect.any(String));
  });

  it('answers broken request bodies with 400 JSON, never 500', async () => {
    const badJson = await ctx.app.inject({
      method: 'POST',
      url: '/umbraco/surface/account/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{"returnUrl":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toEqual(expect.any(String));

    const tooLarge = await ctx.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${'a'.repeat(40_000)}&password=x`,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toEqual(expect.any(String));
  });

  it('tags every response with a request id and safe headers', async () => {
    const response = await get('/umbraco/api/region/list');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const echoed = await ctx.app.inject({
      method: 'GET',
      url: '/umbraco/api/nope',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(echoed.statusCode).toBe(404);
    expect(echoed.headers['x-request-id']).toBe('abc-123');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
