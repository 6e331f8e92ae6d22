import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import { allEndpoints as endpoints } from '../../src/shared/contract/all-endpoints';
import {
  type EndpointName,
  type EndpointSchemas,
  endpointSchemas,
} from '../../src/shared/contract/endpoint-schemas';
import { needsRole, needsSession } from '../../src/shared/contract/roles';
import { cookieFrom, describeOnEachDatabase, signIn, type TestApp } from './test-app';

/** Fixed, so a failure replays the same way everywhere; fast-check prints the counterexample. */
const SEED = 20_261_122;
const RUNS_PER_ENDPOINT = 25;
/** About 900 requests: seconds alone, longer when other suites share the cores. */
const PROPERTY_TIMEOUT_MS = 120_000;

/** The field names of an object schema, through optional, nullable, default and pipe wrappers. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  let current = schema as unknown as {
    def: { type: string; innerType?: unknown; in?: unknown };
    shape?: object;
  };
  for (let depth = 0; current && depth < 8; depth++) {
    if (current.def.type === 'object') return Object.keys(current.shape ?? {});
    const next = current.def.innerType ?? current.def.in;
    if (!next) return [];
    current = next as typeof current;
  }
  return [];
}

const nastyText = fc.oneof(
  fc.constantFrom(
    '2026-02-30',
    '2026-13-01',
    '0000-00-00',
    '1.5',
    '-1',
    '0',
    '1e400',
    'NaN',
    'Infinity',
    '2147483648',
    '99999999999',
    '32768',
    '\u0000',
    'a\u0000b',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    '/é',
    '/\u2028x',
    '/\u{1F600}',
    '/\uD800',
    '//evil.example',
    '%00',
    ' ',
    '',
    'x'.repeat(3000),
    'true',
    'null',
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt().map(String),
);

const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  fc.constantFrom(2_147_483_648, 32_768, 1.5, -1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 63),
  fc.double(),
  fc.integer(),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.oneof(fc.integer(), fc.double(), nastyText), { maxLength: 3 }),
  fc.dictionary(nastyText, nastyText, { maxKeys: 2 }),
);

const EXTRA_KEYS = ['__proto__', 'constructor', 'toString', 'prototype'];

function fieldValues<T>(fields: string[], value: fc.Arbitrary<T>) {
  return fc.record(
    Object.fromEntries([...fields, ...EXTRA_KEYS].map((field) => [field, value])) as Record<
      string,
      fc.Arbitrary<T>
    >,
    { requiredKeys: [] },
  );
}

interface BadRequest {
  query: Record<string, string | undefined>;
  params: Record<string, string>;
  body: unknown;
  signedIn: boolean;
}

function badRequests(name: EndpointName): fc.Arbitrary<BadRequest> {
  const schemas: EndpointSchemas = endpointSchemas[name];
  const form = schemas.bodyType === 'form';
  return fc.record({
    query: fieldValues(fieldsOf(schemas.query), nastyText),
    params: fc.record(
      Object.fromEntries(fieldsOf(schemas.params).map((field) => [field, nastyText.filter((t) => t !== '')])),
    ),
    body: form
      ? fieldValues(fieldsOf(schemas.body), nastyText)
      : fc.oneof(fieldValues(fieldsOf(schemas.body), nastyJson), nastyJson),
    signedIn: fc.boolean(),
  });
}

/** Percent-encoded; a lone surrogate goes as the invalid UTF-8 bytes a hostile client could send. */
function pathPart(text: string) {
  return encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD')).replaceAll('%EF%BF%BD', '%ED%A0%80');
}

function urlOf(path: string, request: BadRequest) {
  const filled = path.replace(/\{(\w+)\}/g, (_, field: string) => pathPart(request.params[field] ?? '1'));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query)) if (value !== undefined) query.append(key, value);
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

async function send(app: TestApp, name: EndpointName, request: BadRequest, cookie: string) {
  const endpoint = endpoints[name];
  const form = (endpointSchemas[name] as EndpointSchemas).bodyType === 'form';
  const withBody = endpoint.method !== 'GET';
  const payload = !withBody
    ? undefined
    : form
      ? new URLSearchParams(request.body as Record<string, string>).toString()
      : JSON.stringify(request.body ?? null);
  return app.inject({
    method: endpoint.method,
    url: urlOf(endpoint.path, request),
    headers: {
      ...(request.signedIn ? { cookie } : {}),
      ...(withBody
        ? { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }
        : {}),
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

describeOnEachDatabase('bad input to every route of the contract', (ctx) => {
  it(
    'never answers 5xx; every refusal is 4xx with a JSON message (the sign-in form: its page)',
    async () => {
      // The floor's calls as a venue director, the rest as a league admin (who may make every call).
      const director = await signIn(ctx.app, 'director@example.com', 'Director#2026');
      const admin = await signIn(ctx.app, 'admin@example.com', 'Admin#2026');
      for (const name of Object.keys(endpointSchemas) as EndpointName[]) {
        const cookie = endpoints[name].auth === 'director' ? director : admin;
        const pageErrors = (endpointSchemas[name] as EndpointSchemas).bodyCheckedByHandler === true;
        await fc.assert(
          fc.asyncProperty(badRequests(name), async (request) => {
            const response = await send(ctx.app, name, request, cookie);
            const where = `${name} ${urlOf(endpoints[name].path, request)}`;
            expect(response.statusCode, `${where}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
            if (response.statusCode >= 300 && response.statusCode < 400) {
              expect(response.headers.location, where).toBeTruthy();
            }
            if (response.statusCode >= 400) {
              if (pageErrors) expect(response.headers['content-type'], where).toMatch(/text\/html/);
              else expect(typeof response.json().message, where).toBe('string');
            }
          }),
          { seed: SEED, numRuns: RUNS_PER_ENDPOINT, endOnFailure: true },
        );
      }
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('answers a caller without the session 401, and a member on a staff route 403, before looking at the input', async () => {
    const member = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const guarded = (Object.keys(endpoints) as EndpointName[]).filter((name) =>
      needsSession(endpoints[name].auth),
    );
    expect(guarded.length).toBeGreaterThan(30);
    for (const name of guarded) {
      const { method, path, auth } = endpoints[name];
      const url = `${path.replace(/\{\w+\}/g, 'nonsense')}?eventId=1.5&id=x&amount=-1&PTCAmount=%00`;
      const bad = (cookie?: string) =>
        ctx.app.inject({
          method,
          url,
          headers: {
            'x-requested-with': 'XMLHttpRequest',
            ...(cookie ? { cookie } : {}),
            ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
          },
          ...(method === 'GET' ? {} : { payload: '{"eventId":"x","mobile":1,"PTCAmount":-1,"id":[]}' }),
        });
      const visitor = await bad();
      expect(visitor.statusCode, `${name}: ${visitor.body.slice(0, 160)}`).toBe(401);
      expect(visitor.json().errors, name).toBeUndefined();
      if (needsRole(auth)) {
        const notStaff = await bad(member);
        expect(notStaff.statusCode, `${name}: ${notStaff.body.slice(0, 160)}`).toBe(403);
        expect(notStaff.json().errors, name).toBeUndefined();
      }
    }
  });

  it.each([
    ['GET', '/umbraco/api/Event/GetById?eventId=1.5', 'eventId'],
    ['GET', '/umbraco/api/Event/GetById?eventId=2147483648', 'eventId'],
    ['GET', '/umbraco/api/season/list?brand=32768', 'brand'],
    ['GET', '/umbraco/api/EventPhoto/GetFeaturedPhotos?stateId=40000', 'stateId'],
    ['GET', '/umbraco/api/Venues/GetByName?venueName=a%00b', 'venueName'],
    ['GET', '/calendar/event/99999999999.ics', 'id'],
    ['GET', '/maps/venue/2147483648.svg', 'id'],
    ['GET', '/maps/venue/1.svg?zoom=1.5', 'zoom'],
    ['GET', '/leaderboard/print?regionId=1.5', 'regionId'],
    ['POST', '/umbraco/api/event/searchevents', 'fromDate', { fromDate: '2026-02-30' }],
    ['POST', '/umbraco/api/event/searchevents', 'stateId', { stateId: 40_000 }],
    ['POST', '/umbraco/api/event/searchevents', 'buyInMin', { buyInMin: 1.5 }],
    ['POST', '/umbraco/api/event/searchevents', 'regions.0', { regions: [2_147_483_648] }],
    ['POST', '/umbraco/api/event/searchevents', 'venueName', { venueName: 'a\u0000b' }],
    ['POST', '/umbraco/api/Event/SearchNearbyEvents', 'text', { text: 'Carlton\u0000' }],
    ['POST', '/umbraco/api/Leaderboard/SearchByEvent', 'eventId', { eventId: 1.5 }],
  ] as const)('%s %s answers 400 naming %s', async (method, url, field, body?: object) => {
    const response = await ctx.app.inject({ method, url, ...(body ? { payload: body } : {}) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(Object.keys(response.json().errors ?? {})).toContain(field);
  });

  it('keeps prototype names out of the sign-in page lookups', async () => {
    for (const reason of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const response = await ctx.app.inject(`/login?reason=${reason}`);
      expect(response.statusCode, reason).toBe(200);
      expect(response.body).not.toContain('role="alert"');
    }
  });

  it(
    'signs in and sends the member back to any return address, encoded for the Location header',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 12 }), async (tail) => {
          const response = await ctx.app.inject({
            method: 'POST',
            url: '/login',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams({
              username: 'member@example.com',
              password: 'Member#2026',
              returnUrl: `/venue/${tail}`,
            }).toString(),
          });
          expect(response.statusCode).toBe(302);
          expect(response.headers.location).toMatch(/^\/[\x21-\x7e]*$/);
          expect(cookieFrom(response, '.AspNet.ApplicationCookie')).toBeTruthy();
        }),
        { seed: SEED, numRuns: 8 },
      );
      const lone = await ctx.app.inject({
        method: 'POST',
        url: '/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `username=member%40example.com&password=Member%232026&returnUrl=${encodeURIComponent('/é/')}%ED%A0%80`,
      });
      expect(lone.statusCode).toBe(302);
      expect(cookieFrom(lone, '.AspNet.ApplicationCookie')).toBeTruthy();
    },
    PROPERTY_TIMEOUT_MS,
  );
});
