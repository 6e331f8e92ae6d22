import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { type Database, openDatabase } from '../../src/server/db/client';
import { fastifyPath } from '../../src/server/routes/contract-route';

type TestApp = Awaited<ReturnType<typeof buildApp>>;
type Operation = { responses: Record<string, unknown>; security?: unknown };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Everything the server answers besides the contract: the reference itself, and static files. */
const NOT_IN_CONTRACT = [/^\/docs(\/|$)/, /^\/api\/openapi\.json$/, /\*$/];

/** Method and path of every registered route, read from Fastify's route tree (HEAD is implied by GET). */
function registeredRoutes(app: TestApp) {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const level = (match[1] ?? '').length / 4;
    const path = (parents[level - 1] ?? '') + match[2];
    parents[level] = path;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== 'HEAD') routes.push(`${method} ${path.toLowerCase()}`);
    }
  }
  return routes.filter(
    (route) => !NOT_IN_CONTRACT.some((pattern) => pattern.test(route.split(' ')[1] ?? '')),
  );
}

describe('OpenAPI document', () => {
  let database: Database;
  let app: TestApp;
  let document: Document;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    app = await buildApp({ db: database.db, smsOutbox: true });
    await app.ready();
    document = (await app.inject('/api/openapi.json')).json();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const documented = () =>
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })),
    );

  it('is OpenAPI 3.1 and documents every registered route', () => {
    expect(document.openapi).toBe('3.1.0');
    const inDocument = new Set(documented().map((o) => `${o.method} ${fastifyPath(o.path).toLowerCase()}`));
    const registered = registeredRoutes(app);
    expect(registered.length).toBeGreaterThan(30);
    expect(registered.filter((route) => !inDocument.has(route))).toEqual([]);
  });

  it('documents only routes the server has registered', () => {
    const missing = documented().filter(
      ({ method, path }) => !app.hasRoute({ method: method as 'GET', url: fastifyPath(path).toLowerCase() }),
    );
    expect(missing).toEqual([]);
  });

  it('matches the API paths case-insensitively, as the spec spells them either way', async () => {
    for (const { method, path } of documented().filter((o) => o.path.startsWith('/umbraco/api/'))) {
      for (const url of [path.toLowerCase(), path.toUpperCase()]) {
        const response = await app.inject({
          method: method as 'GET',
          url: url.replace(/\{(\w+)\}/g, 'start'),
        });
        expect(response.json().message ?? '', `${method} ${url}`).not.toMatch(/^No such endpoint/);
      }
    }
  });

  it('states the errors: 400 with field errors for any input, 401 and 403 by role, 404 and 429 where they happen', () => {
    const operation = (path: string, method: string) => document.paths[path]?.[method] as Operation;
    const venue = operation('/umbraco/api/Venues/GetById', 'get');
    expect(Object.keys(venue.responses).sort()).toEqual(['200', '400', '404']);
    expect(JSON.stringify(venue.responses['400'])).toContain('"errors"');
    expect(Object.keys(operation('/umbraco/api/Membership/GetFavoriteGames', 'get').responses)).toContain(
      '401',
    );
    expect(Object.keys(operation('/umbraco/api/tournamentClock/{action}', 'post').responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
    ]);
    expect(Object.keys(operation('/login', 'post').responses).sort()).toEqual(['302', '400', '401', '429']);
    expect(operation('/hubs/tournamentClock/negotiate', 'post').responses['200']).toBeDefined();
    expect(operation('/calendar/event/{id}.ics', 'get').responses['404']).toBeDefined();
  });

  it('serves a readable reference at /docs with its assets from this server', async () => {
    const page = await app.inject('/docs');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect((await app.inject('/docs/static/swagger-ui-bundle.js')).statusCode).toBe(200);
    expect((await app.inject('/docs/static/swagger-initializer.js')).body).toContain("resolveUrl('./json')");
    expect((await app.inject('/docs/json')).json()).toEqual(document);
  });
});
