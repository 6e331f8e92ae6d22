import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { fastifyPath } from '../../src/server/routes/contract-route';
import { allEndpoints as endpoints } from '../../src/shared/contract/all-endpoints';
import {
  type EndpointName,
  type EndpointSchemas,
  endpointSchemas,
} from '../../src/shared/contract/endpoint-schemas';
import type { Game } from '../../src/shared/contract/game';
import { describeOnEachDatabase, signIn } from './test-app';

/** Fixed, so a failure replays the same way everywhere; fast-check prints the counterexample. */
const SEED = 20_261_127;
const RUNS_PER_ROUTE = 30;
/** About 2,500 requests: seconds alone, longer when other suites share the cores. */
const PROPERTY_TIMEOUT_MS = 180_000;

const HOST = 'localhost:3000';
const OWN_ORIGIN = `http://${HOST}`;
/** A page of the same host on another port: another origin, but the same site, so a Lax cookie goes along. */
const SAME_SITE = 'http://localhost:4000';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_BODY = { 'content-type': 'application/json' };
const REFUSED = { message: 'This request did not come from our site.' };

const STATE_CHANGING = (Object.keys(endpoints) as EndpointName[]).filter(
  (n) => endpoints[n].method !== 'GET',
);
const MEMBERS_ONLY_READS = (Object.keys(endpoints) as EndpointName[]).filter(
  (n) => endpoints[n].method === 'GET' && endpoints[n].auth !== 'none' && endpoints[n].auth !== 'session',
);
const isForm = (name: EndpointName) => (endpointSchemas[name] as EndpointSchemas).bodyType === 'form';
/** The declared path with its parameters filled in as a real call would. */
const concretePath = (name: EndpointName) => endpoints[name].path.replace('{action}', 'start');

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const hex = (c: string) => c.charCodeAt(0).toString(16).padStart(2, '0');
const twistChar = (c: string, twist: number) =>
  [c, c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase(), `%${hex(c).toUpperCase()}`, `%${hex(c)}`][
    twist
  ] ?? c;

/**
 * Other spellings of a path: any character percent-encoded (either case of hex) or in the other case, and
 * doubled slashes, dot segments (plain or encoded), `;` parameters, encoded slashes and trailing slashes.
 */
function spellings(path: string): fc.Arbitrary<string> {
  const segments = path.split('/').slice(1);
  const chars = segments.join('').length;
  const twists = fc.array(
    fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, fc.integer({ min: 1, max: 3 })),
    {
      minLength: chars,
      maxLength: chars,
    },
  );
  const extra = fc.record({
    at: fc.nat(segments.length - 1),
    kind: fc.constantFrom('double', 'dot', 'dotdot', 'param', 'encodedDot', 'encodedSlash'),
  });
  return fc
    .record({
      twists,
      extras: fc.array(extra, { maxLength: 3 }),
      tail: fc.constantFrom('', '', '/', '//', ';x=1', '/.', '%2F', '?a=1'),
    })
    .map(({ twists, extras, tail }) => {
      let n = 0;
      const parts = segments.map((segment) =>
        [...segment].map((c) => twistChar(c, twists[n++] ?? 0)).join(''),
      );
      const joints = parts.map(() => '/');
      for (const { at, kind } of extras) {
        if (kind === 'double') joints[at] = `${joints[at]}/`;
        if (kind === 'dot') joints[at] = `${joints[at]}./`;
        if (kind === 'dotdot') joints[at] = `${joints[at]}x/../`;
        if (kind === 'encodedDot') joints[at] = `${joints[at]}%2e/`;
        if (kind === 'param') parts[at] = `${parts[at]};p=${at}`;
        if (kind === 'encodedSlash' && at > 0) joints[at] = '%2F';
      }
      return parts.map((part, i) => `${joints[i]}${part}`).join('') + tail;
    });
}

describeOnEachDatabase('cross-site requests, however the path is spelled', (ctx) => {
  /** The routes of the requests that got past every check made as a request arrives (undefined: no route). */
  const reached: (string | undefined)[] = [];
  let director = '';
  /** The league office's calls are a league admin's (who may make every call); the floor's a director's. */
  let admin = '';
  const staffFor = (name: EndpointName) => (endpoints[name].auth === 'director' ? director : admin);
  beforeAll(async () => {
    ctx.app.addHook('preValidation', async (request) => {
      reached.push(request.routeOptions.url);
    });
    director = await signIn(ctx.app, 'director@example.com', 'Director#2026');
    admin = await signIn(ctx.app, 'admin@example.com', 'Admin#2026');
  });

  const post = async (method: string, url: string, headers: Record<string, string>, payload: string) => {
    reached.length = 0;
    const response = await ctx.app.inject({
      method: method as 'POST',
      url,
      headers: { host: HOST, ...headers },
      payload,
    });
    return { response, reached: [...reached] };
  };

  it(
    'refuses every state-changing route from another site under any spelling, and no spelling reaches another route',
    async () => {
      expect(STATE_CHANGING.length).toBeGreaterThan(30);
      for (const name of STATE_CHANGING) {
        const { method } = endpoints[name];
        const route = fastifyPath(endpoints[name].path);
        await fc.assert(
          fc.asyncProperty(
            spellings(concretePath(name)),
            fc.constantFrom(SAME_SITE, 'https://evil.example', 'null', `https://${HOST}`),
            async (url, origin) => {
              const where = `${name}: ${method} ${url} from ${origin}`;
              // What a form on another site sends: the cookie goes along, the Origin says where it came from.
              const forged = await post(method, url, { ...FORM, cookie: director, origin }, 'a=1');
              expect(forged.response.statusCode, where).toBe(403);
              expect(forged.response.json(), where).toEqual(REFUSED);
              expect(forged.reached, where).toEqual([]);

              if (!isForm(name)) {
                // A session without our clients' header nor our Origin (a Referer of another site at most).
                const bare = await post(
                  method,
                  url,
                  { ...JSON_BODY, cookie: director, referer: `${SAME_SITE}/page` },
                  '{}',
                );
                expect(bare.response.statusCode, `${where}, no origin`).toBe(403);
                expect(bare.reached, `${where}, no origin`).toEqual([]);
              }

              // Our own client: the spelling reaches this route (any answer but a server error) or none (404).
              const own = await post(
                method,
                url,
                { ...JSON_BODY, ...XHR, cookie: staffFor(name), origin: OWN_ORIGIN },
                '[]',
              );
              expect(own.response.statusCode, `${where}, own`).toBeLessThan(500);
              if (own.reached[0] === route) return;
              expect(own.reached, `${where}, own: ${own.response.body.slice(0, 120)}`).toEqual([undefined]);
              expect(own.response.statusCode, `${where}, own`).toBe(404);
            },
          ),
          { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        );
      }
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "keeps members' and staff answers out of caches however the path is spelled",
    async () => {
      for (const name of MEMBERS_ONLY_READS) {
        await fc.assert(
          fc.asyncProperty(spellings(concretePath(name)), async (url) => {
            const response = await ctx.app.inject({ method: 'GET', url, headers: { cookie: director } });
            expect(response.headers['cache-control'], `${name} ${url}: ${response.statusCode}`).toBe(
              'no-store',
            );
          }),
          { seed: SEED, numRuns: 10, endOnFailure: true },
        );
      }
    },
    PROPERTY_TIMEOUT_MS,
  );

  it("refuses the takeover chain from a same-site page: a member's mobile and PTC, a director's clock", async () => {
    const member = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const read = async (url: string) =>
      (await ctx.app.inject({ method: 'GET', url, headers: { cookie: member } })).json();
    const mobileBefore = (await read('/umbraco/api/Membership/GetPlayerAccountSettings')).phoneMobile;
    const balanceBefore = (await read('/umbraco/api/Membership/GetPTCSummary')).currentBalance;
    const outboxBefore = (await ctx.app.inject('/dev/sms-outbox')).json().length;
    const attacker = '0499 000 111';
    const forms = [
      ['/%75mbraco/api/Membership/GenerateTotp', { mobile: attacker }],
      ['/umbraco/%61pi/Membership/VerifyTotp', { mobile: attacker, code: '123456' }],
      ['/umbraco/api/membership/transfer%50TC', { PTCAmount: '50', destMembershipId: '100001' }],
      ['/UMBRACO/api/membership/transferPTC/', { PTCAmount: '50', destMembershipId: '100001' }],
    ] as const;
    for (const [url, fields] of forms) {
      const attempts: Record<string, string>[] = [{ origin: SAME_SITE }, { referer: `${SAME_SITE}/win` }, {}];
      for (const headers of attempts) {
        const body = new URLSearchParams(fields).toString();
        const { response } = await post('POST', url, { ...FORM, cookie: member, ...headers }, body);
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    expect((await read('/umbraco/api/Membership/GetPlayerAccountSettings')).phoneMobile).toBe(mobileBefore);
    expect((await read('/umbraco/api/Membership/GetPTCSummary')).currentBalance).toBe(balanceBefore);
    expect((await ctx.app.inject('/dev/sms-outbox')).json()).toHaveLength(outboxBefore);

    const games = await ctx.app.inject({
      method: 'POST',
      url: '/umbraco/api/event/searchevents',
      payload: { stateId: 1, fromDate: day(1), toDate: day(7) },
    });
    const game = (games.json() as Game[]).find((g) => g.typeId !== 14);
    expect(game).toBeDefined();
    const status = async () =>
      (
        await ctx.app.inject({
          url: `/umbraco/api/tournamentClock/getTournamentClockStatus?eventId=${game?.id}`,
        })
      ).json().runStatusName;
    expect(await status()).toBe('NOT_START');
    for (const action of ['%73tart', 'Start', 'start;x', 'pause', 'end']) {
      const { response } = await post(
        'POST',
        `/umbraco/%61pi/tournamentClock/${action}?eventId=${game?.id}`,
        { ...FORM, cookie: director, origin: SAME_SITE },
        'seconds=60',
      );
      expect(response.statusCode, action).toBe(403);
    }
    expect(await status()).toBe('NOT_START');
  });

  it('takes form bodies only where a form posts: our own client sending one to the API is refused', async () => {
    const member = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const own = { cookie: member, ...XHR, origin: OWN_ORIGIN };
    const formTotp = await post(
      'POST',
      '/umbraco/api/Membership/GenerateTotp',
      { ...own, ...FORM },
      'mobile=0499000111',
    );
    expect(formTotp.response.statusCode).toBe(415);
    expect(formTotp.response.json()).toEqual({ message: expect.any(String) });
    expect(formTotp.reached).toEqual([]);
    const boundary = 'x';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="firstname"\r\n\r\nEve\r\n--${boundary}--\r\n`;
    for (const url of [
      '/umbraco/api/Membership/UpdatePlayerAccountSettings',
      '/umbraco/api/membership/transferPTC',
      '/umbraco/api/Membership/ReviewAvatar',
    ]) {
      const sent = await post(
        'POST',
        url,
        { ...own, 'content-type': `multipart/form-data; boundary=${boundary}` },
        multipart,
      );
      expect(sent.response.statusCode, url).toBe(415);
      expect(sent.reached, url).toEqual([]);
    }
    const formUpload = await post('POST', '/umbraco/api/Membership/UploadAvatar', { ...own, ...FORM }, 'a=1');
    expect(formUpload.response.statusCode).toBe(415);
    // The forms themselves still take their form bodies (a bad one answers the form again, not 415).
    const login = await post('POST', '/login', { ...FORM, origin: OWN_ORIGIN }, 'username=x');
    expect(login.response.statusCode).toBe(400);
    expect(login.reached).toEqual(['/login']);
  });
});
