import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { formTokenFor } from '../../src/server/services/account';
import { cookieFrom, describeOnEachDatabase } from './test-app';

const COOKIE = '.AspNet.ApplicationCookie';
const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describeOnEachDatabase('sign-in', (ctx) => {
  const login = (fields: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/login', ...form(fields) });

  async function sessionCookie() {
    const response = await login({ username: 'member@example.com', password: 'Member#2026', returnUrl: '/' });
    const cookie = cookieFrom(response, COOKIE);
    expect(cookie).toBeDefined();
    const value = cookie!.split(';')[0]!;
    return { header: value, token: decodeURIComponent(value.slice(COOKIE.length + 1)) };
  }

  it("Back leads to the page of this site the visitor came from, never to another site's", async () => {
    const returnUrl = '/redeem/verify?returnUrl=%2Fredeem%2Fevent%2F42';
    const loginFrom = (referer?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/login?returnUrl=${encodeURIComponent(returnUrl)}&reason=redeem`,
        headers: referer ? { referer } : {},
      });
    const back = (body: string) => /<a href="([^"]*)">Back<\/a>/.exec(body)?.[1];
    expect(back((await loginFrom('http://localhost:3000/event/42?tab=about')).body)).toBe(
      '/event/42?tab=about',
    );
    for (const other of [
      'https://evil.example/event/42',
      'http://localhost:3000/login?returnUrl=%2F',
      'not a url',
    ])
      expect(back((await loginFrom(other)).body), other).toBe(
        '/redeem/verify?returnUrl=%2Fredeem%2Fevent%2F42',
      );
    expect(back((await loginFrom()).body)).toBe('/redeem/verify?returnUrl=%2Fredeem%2Fevent%2F42');
  });

  it('serves the login form with the returnUrl it will follow', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/login?returnUrl=%2Fprofile%3Fsection%3Ddashboard',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<form method="post" action="/login">');
    expect(response.body).toContain('value="/profile?section=dashboard"');
  });

  it('signs in by email and redirects to the returnUrl with an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await login({
      username: 'Member@Example.com',
      password: 'Member#2026',
      returnUrl: '/profile',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/profile');
    const cookie = cookieFrom(response, COOKIE) ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('marks the cookie Secure behind https', async () => {
    const app = await buildApp({ db: ctx.database.db, trustProxy: true });
    const response = await app.inject({
      method: 'POST',
      url: '/login',
      ...form({ username: 'member@example.com', password: 'Member#2026' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-proto': 'https' },
    });
    await app.close();
    expect(cookieFrom(response, COOKIE)).toMatch(/Secure/);
  });

  it('signs in by mobile (any common spelling) and by membership number', async () => {
    for (const username of ['0412 345 678', '+61 412 345 678', '100000']) {
      const response = await login({ username, password: 'Member#2026', returnUrl: '/' });
      expect(response.statusCode, username).toBe(302);
    }
  });

  it.each([
    'https://evil.example.com/',
    '//evil.example.com',
    '/\\evil.example.com',
    'javascript:alert(1)',
    'profile',
  ])('ignores the off-site returnUrl %s', async (returnUrl) => {
    const response = await login({ username: 'member@example.com', password: 'Member#2026', returnUrl });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('re-renders the form with an error and 401 on a wrong password, never echoing the password', async () => {
    const response = await login({
      username: 'member@example.com',
      password: 'Wrong#secret-123',
      returnUrl: '/x',
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('The username or password you entered is incorrect.');
    expect(response.body).toContain('value="member@example.com"');
    expect(response.body).not.toContain('Wrong#secret-123');
    expect(cookieFrom(response, COOKIE)).toBeUndefined();
  });

  it('answers 401 for unknown users and accounts without a password', async () => {
    expect((await login({ username: 'nobody@example.com', password: 'x' })).statusCode).toBe(401);
    expect((await login({ username: '100010', password: 'anything' })).statusCode).toBe(401);
  });

  it('answers a missing field with 400 and escapes what was typed', async () => {
    const response = await login({ username: '<script>alert(1)</script>', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Please enter your password.');
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('&lt;script&gt;');
  });

  describe('sign-in throttle', () => {
    const wrong = (username: string, i: number) => ({ username, password: `wrong-${i}`, returnUrl: '/' });
    // The default free failures with long delays, so that however slowly the machine runs the attempts, no
    // delay runs out between them.
    const slowRules = {
      account: { freeFailures: 5, baseDelayMs: 60_000, maxDelayMs: 60_000 },
      address: { freeFailures: 30, baseDelayMs: 60_000, maxDelayMs: 60_000 },
    };

    it('checks at most five passwords of one account at once, however many arrive in parallel', async () => {
      const app = await buildApp({
        db: ctx.database.db,
        signInThrottle: { ...slowRules, address: { ...slowRules.address, freeFailures: 100 } },
      });
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          app.inject({
            method: 'POST',
            url: '/login',
            remoteAddress: `10.1.0.${i}`,
            ...form(wrong('rival@example.com', i)),
          }),
        ),
      );
      await app.close();
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(35);
      const refused = answers.find((a) => a.statusCode === 429);
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused?.body).toContain('Too many failed attempts.');
    });

    it('counts one account under every spelling, and refuses even the right password while slowed', async () => {
      const app = await buildApp({ db: ctx.database.db, signInThrottle: slowRules });
      const spellings = [
        'Rival@Example.com',
        ' rival@example.com',
        '0423 456 789',
        '+61 423 456 789',
        '61423456789',
        '0423456789',
      ];
      for (const [i, username] of spellings.slice(0, 5).entries()) {
        const answer = await app.inject({ method: 'POST', url: '/login', ...form(wrong(username, i)) });
        expect(answer.statusCode, username).toBe(401);
      }
      for (const username of spellings) {
        const answer = await app.inject({
          method: 'POST',
          url: '/login',
          remoteAddress: '10.2.0.1',
          ...form({ username, password: 'Rival#2026', returnUrl: '/' }),
        });
        expect(answer.statusCode, username).toBe(429);
      }
      await app.close();
    });

    it('counts membership numbers with leading zeros as one account', async () => {
      const app = await buildApp({ db: ctx.database.db, signInThrottle: slowRules });
      for (const [i, username] of ['100000', '0100000', '00100000', ' 100000', '000100000'].entries())
        await app.inject({ method: 'POST', url: '/login', ...form(wrong(username, i)) });
      const right = await app.inject({
        method: 'POST',
        url: '/login',
        ...form({ username: 'member@example.com', password: 'Member#2026' }),
      });
      expect(right.statusCode).toBe(429);
      await app.close();
    });

    it('behind a proxy, believes only its hop of X-Forwarded-For for the per-address delay', async () => {
      const app = await buildApp({ db: ctx.database.db, trustProxy: true, signInThrottle: slowRules });
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) {
        const answer = await app.inject({
          method: 'POST',
          url: '/login',
          ...form(wrong(`nobody${i}@example.com`, i)),
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            // The client's own made-up hop, then the address our proxy saw.
            'x-forwarded-for': `198.51.100.${i}, 203.0.113.7`,
          },
        });
        statuses.push(answer.statusCode);
      }
      await app.close();
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(30)).toEqual([429, 429]);
    });

    it('signs in again once a success took the failures back', async () => {
      const app = await buildApp({ db: ctx.database.db });
      for (let i = 0; i < 4; i++)
        await app.inject({ method: 'POST', url: '/login', ...form(wrong('director@example.com', i)) });
      const ok = { username: 'director@example.com', password: 'Director#2026' };
      expect((await app.inject({ method: 'POST', url: '/login', ...form(ok) })).statusCode).toBe(302);
      for (let i = 0; i < 4; i++)
        expect(
          (await app.inject({ method: 'POST', url: '/login', ...form(wrong('director@example.com', i)) }))
            .statusCode,
        ).toBe(401);
      await app.close();
    });
  });

  it('answers getLoggedMember with 401 JSON without a session, and the member with one', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/umbraco/api/account/getLoggedMember' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: expect.any(String) });

    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/umbraco/api/account/getLoggedMember',
      headers: { cookie: `${COOKIE}=not-a-real-session-token-at-all` },
    });
    expect(forged.statusCode).toBe(401);

    const { header } = await sessionCookie();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/Umbraco/Api/Account/GetLoggedMember',
      headers: { cookie: header },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Mia',
      lastName: 'Callaghan',
      brandId: 2,
      ptc: 250,
      mobile: '0412345678',
      mobileVerified: true,
      emailMobileValid: true,
      stateId: 1,
      role: 'member',
      customerGuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      avatar: expect.any(String),
      id: expect.any(Number),
    });
  });

  it('logs out only a form posted from this site with the session form token', async () => {
    const { header, token } = await sessionCookie();
    const post = (fields: Record<string, string>, origin?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/umbraco/surface/account/logout',
        ...form(fields),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: header,
          host: 'localhost:3000',
          ...(origin ? { origin } : {}),
        },
      });
    const me = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/umbraco/api/account/getLoggedMember',
        headers: { cookie: header },
      });

    expect((await post({ returnUrl: '/' }, 'http://localhost:3000')).statusCode).toBe(403);
    expect(
      (
        await post(
          { returnUrl: '/', __RequestVerificationToken: formTokenFor(token) },
          'https://evil.example',
        )
      ).statusCode,
    ).toBe(403);
    expect((await me()).statusCode).toBe(200);

    const done = await post(
      { returnUrl: '/about/faq', __RequestVerificationToken: formTokenFor(token) },
      'http://localhost:3000',
    );
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/about/faq');
    expect(cookieFrom(done, COOKIE)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect((await me()).statusCode).toBe(401);
  });

  it('logs out a visitor without a session by clearing the cookie and going home', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/umbraco/surface/account/logout',
      ...form({ returnUrl: 'https://evil.example' }),
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });
});
