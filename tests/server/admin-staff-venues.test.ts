import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { events, venues } from '../../src/server/db/schema';
import { STATE_ID } from '../../src/shared/states';
import { daysFromNow, describeOnEachDatabase, signIn, type TestApp } from './test-app';

const CLIENT = { 'x-requested-with': 'XMLHttpRequest' };
const VENUES = '/umbraco/api/Admin/SetVenues';
const ROLES = '/umbraco/api/Admin/SetRole';
const STAFF = '/umbraco/api/Admin/Staff';
const AUDIT = '/umbraco/api/Admin/Audit';

const post = (app: TestApp, url: string, payload: unknown, cookie?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...CLIENT, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });
const get = (app: TestApp, url: string, cookie: string) =>
  app.inject({ method: 'GET', url, headers: { ...CLIENT, cookie } });

describeOnEachDatabase("a venue director's venues (issue 34)", (ctx) => {
  /** Two NSW venues with upcoming open events, and one such event at each. */
  const twoNswVenues = async () => {
    const rows = await ctx.database.db
      .selectDistinctOn([events.venueId], {
        venueId: events.venueId,
        eventId: events.id,
        title: venues.name,
      })
      .from(events)
      .innerJoin(venues, eq(venues.id, events.venueId))
      .where(
        and(
          eq(events.stateId, STATE_ID.NSW),
          eq(events.eventStatusId, 1),
          ne(events.typeId, 14),
          gt(events.startsAt, daysFromNow(1)),
        ),
      )
      .orderBy(asc(events.venueId), asc(events.id))
      .limit(2);
    if (rows.length < 2) throw new Error('fewer than two NSW venues with games ahead');
    return rows as [(typeof rows)[number], (typeof rows)[number]];
  };
  const memberIdOf = async (admin: string, email: string) => {
    const found = (await get(ctx.app, STAFF, admin)).json().find((s: { email: string }) => s.email === email);
    return found?.memberId as number;
  };

  it('is for league admins only: a visitor 401, a member or a venue director 403', async () => {
    const body = { memberId: 1, venueIds: [1] };
    expect((await post(ctx.app, VENUES, body)).statusCode).toBe(401);
    for (const [email, password] of [
      ['member@example.com', 'Member#2026'],
      ['director@example.com', 'Director#2026'],
    ] as const) {
      const refused = await post(ctx.app, VENUES, body, await signIn(ctx.app, email, password));
      expect(refused.statusCode, email).toBe(403);
      expect(refused.json()).toEqual({ message: 'Only league admins may do this.' });
    }
  });

  it('gives a new venue director one venue, which holds from their next request, with the change in the trail', async () => {
    const admin = await signIn(ctx.app, 'admin@example.com', 'Admin#2026');
    const [mine, other] = await twoNswVenues();
    expect(
      (await post(ctx.app, ROLES, { email: 'rival@example.com', role: 'director' }, admin)).statusCode,
    ).toBe(200);
    const rivalId = await memberIdOf(admin, 'rival@example.com');
    const rival = await signIn(ctx.app, 'rival@example.com', 'Rival#2026');
    const bustOuts = (eventId: number) =>
      get(ctx.app, `/umbraco/api/Event/GetBustOuts?eventId=${eventId}`, rival);
    expect((await bustOuts(mine.eventId)).statusCode).toBe(403);

    const given = await post(ctx.app, VENUES, { memberId: rivalId, venueIds: [mine.venueId] }, admin);
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({
      email: 'rival@example.com',
      role: 'director',
      venues: [{ id: mine.venueId, title: mine.title, stateId: STATE_ID.NSW }],
    });
    // The same session, the next request: their venue's event is theirs, another venue's is not.
    expect((await bustOuts(mine.eventId)).statusCode).toBe(200);
    const refused = await bustOuts(other.eventId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'This venue is not one of yours.' });
    // The staff list shows them with it.
    const listed = (await get(ctx.app, STAFF, admin))
      .json()
      .find((s: { memberId: number }) => s.memberId === rivalId);
    expect(listed.venues).toEqual([{ id: mine.venueId, title: mine.title, stateId: STATE_ID.NSW }]);
    const demoDirector = (await get(ctx.app, STAFF, admin))
      .json()
      .find((s: { email: string }) => s.email === 'director@example.com');
    expect(demoDirector.venues.length).toBeGreaterThan(1);
    expect(new Set(demoDirector.venues.map((v: { stateId: number }) => v.stateId))).toEqual(new Set([1]));

    // The same list again changes nothing and records nothing; an empty list takes the venue away.
    const before = (await get(ctx.app, `${AUDIT}?action=venues.set`, admin)).json().total;
    expect(
      (await post(ctx.app, VENUES, { memberId: rivalId, venueIds: [mine.venueId] }, admin)).statusCode,
    ).toBe(200);
    expect((await get(ctx.app, `${AUDIT}?action=venues.set`, admin)).json().total).toBe(before);
    const taken = await post(ctx.app, VENUES, { memberId: rivalId, venueIds: [] }, admin);
    expect(taken.json().venues).toEqual([]);
    expect((await bustOuts(mine.eventId)).statusCode).toBe(403);

    const trail = (await get(ctx.app, `${AUDIT}?entity=member&action=venues.set`, admin)).json();
    expect(
      trail.rows.slice(0, 2).map((r: { before: unknown; after: unknown }) => [r.before, r.after]),
    ).toEqual([
      [
        { venueIds: [mine.venueId], venues: [mine.title] },
        { venueIds: [], venues: [] },
      ],
      [
        { venueIds: [], venues: [] },
        { venueIds: [mine.venueId], venues: [mine.title] },
      ],
    ]);
    expect(trail.rows[0]).toMatchObject({ actorName: 'Alex Moreau', entityId: String(rivalId) });
  });

  it('refuses bad input with field errors, an unknown member or venue, and a member who is not a venue director', async () => {
    const admin = await signIn(ctx.app, 'admin@example.com', 'Admin#2026');
    for (const [payload, field] of [
      [{ memberId: 0, venueIds: [] }, 'memberId'],
      [{ memberId: 1, venueIds: 'all' }, 'venueIds'],
      [{ memberId: 1, venueIds: [3, 3] }, 'venueIds'],
      [{ memberId: 1, venueIds: [1.5] }, 'venueIds'],
      [{ venueIds: [] }, 'memberId'],
    ] as const) {
      const refused = await post(ctx.app, VENUES, payload, admin);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(refused.json().errors ?? {}).join(), JSON.stringify(payload)).toContain(field);
    }
    const unknown = await post(ctx.app, VENUES, { memberId: 2_000_000_000, venueIds: [] }, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual({ memberId: 'No member has this id.' });

    const directorId = await memberIdOf(admin, 'director@example.com');
    const noVenue = await post(ctx.app, VENUES, { memberId: directorId, venueIds: [2_000_000_000] }, admin);
    expect(noVenue.statusCode).toBe(404);
    expect(noVenue.json().errors).toEqual({ venueIds: 'No venue has the id 2000000000.' });

    const adminId = await memberIdOf(admin, 'admin@example.com');
    const notDirector = await post(ctx.app, VENUES, { memberId: adminId, venueIds: [] }, admin);
    expect(notDirector.statusCode).toBe(409);
    expect(notDirector.json().message).toBe(
      'Only a venue director runs chosen venues: give them that role first.',
    );
  });
});
