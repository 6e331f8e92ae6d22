import { expect, it } from 'vitest';
import { allEndpoints } from '../../src/shared/contract/all-endpoints';
import type { EndpointDeclaration } from '../../src/shared/contract/endpoints';
import { describeOnEachDatabase, signIn, type TestApp } from './test-app';

/**
 * The authorisation probe of the league office (issue 34): every staff call of the contract, read from it (so a
 * call added later is probed too), asked by a visitor, a member and each staff role. A role's refusal comes
 * before the input is read, so the probe sends no input: a caller allowed in is answered anything but 401/403
 * (mostly 400 for the input it did not send).
 */
type StaffAuth = 'director' | 'editor' | 'admin' | 'staff';
const STAFF_AUTHS: readonly StaffAuth[] = ['director', 'editor', 'admin', 'staff'];
const staffCalls = Object.entries(allEndpoints as Record<string, EndpointDeclaration>).filter(
  (entry): entry is [string, EndpointDeclaration & { auth: StaffAuth }] =>
    (STAFF_AUTHS as readonly string[]).includes(entry[1].auth),
);

type Role = 'member' | 'content_editor' | 'director' | 'league_admin';

/** Who is refused what: 'refused' is 403, 'allowed' anything but 401 or 403. */
const MATRIX: Record<Role, Record<StaffAuth, 'refused' | 'allowed'>> = {
  member: { director: 'refused', editor: 'refused', admin: 'refused', staff: 'refused' },
  content_editor: { director: 'refused', editor: 'allowed', admin: 'refused', staff: 'allowed' },
  // A venue director passes the role check of the floor's calls; their venue is checked on the input.
  director: { director: 'allowed', editor: 'refused', admin: 'refused', staff: 'allowed' },
  league_admin: { director: 'allowed', editor: 'allowed', admin: 'allowed', staff: 'allowed' },
};

/** The path with each {parameter} filled by a value of no meaning: the route matches, the input is wrong. */
const urlOf = (path: string) => path.replace(/\{(\w+)\}/g, '1');

const ask = (app: TestApp, endpoint: EndpointDeclaration, cookie?: string) =>
  app.inject({
    method: endpoint.method,
    url: urlOf(endpoint.path),
    headers: { 'x-requested-with': 'XMLHttpRequest', ...(cookie ? { cookie } : {}) },
  });

it('finds the staff calls in the contract', () => {
  const names = staffCalls.map(([name]) => name);
  // The floor's and the office's own calls at least; others join as the contract grows.
  for (const name of [
    'sendClockAction',
    'recordBustOut',
    'closeEvent',
    'getDirectorFloor',
    'runFloorCommand',
    'listStaff',
    'setStaffRole',
    'staffAudit',
  ])
    expect(names).toContain(name);
});

describeOnEachDatabase('every staff call refuses the callers its role does not allow (issue 34)', (ctx) => {
  it('answers a visitor 401 and every role by the matrix', { timeout: 180_000 }, async () => {
    const admin = await signIn(ctx.app, 'admin@example.com', 'Admin#2026');
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/umbraco/api/Admin/SetRole',
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: admin },
      payload: { email: 'forgetful@example.com', role: 'content_editor' },
    });
    expect(made.statusCode).toBe(200);
    const cookies: Record<Role, string> = {
      member: await signIn(ctx.app, 'member@example.com', 'Member#2026'),
      content_editor: await signIn(ctx.app, 'forgetful@example.com', 'Forgetful#2026'),
      director: await signIn(ctx.app, 'director@example.com', 'Director#2026'),
      league_admin: admin,
    };

    const wrong: string[] = [];
    for (const [name, endpoint] of staffCalls) {
      const visitor = await ask(ctx.app, endpoint);
      if (visitor.statusCode !== 401) wrong.push(`${name} as a visitor: ${visitor.statusCode}, not 401`);
      for (const role of Object.keys(MATRIX) as Role[]) {
        const answer = await ask(ctx.app, endpoint, cookies[role]);
        const expected = MATRIX[role][endpoint.auth];
        if (expected === 'refused' && answer.statusCode !== 403)
          wrong.push(`${name} (${endpoint.auth}) as ${role}: ${answer.statusCode}, not 403`);
        if (expected === 'allowed' && (answer.statusCode === 401 || answer.statusCode === 403))
          wrong.push(`${name} (${endpoint.auth}) as ${role}: ${answer.statusCode} ${answer.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
