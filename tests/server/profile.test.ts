import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { events, majorEvents, results } from '../../src/server/db/schema';
import { achievementsFor } from '../../src/shared/achievements';
import { describeOnEachDatabase, signIn } from './test-app';

const API = '/umbraco/api';

it('earns achievements from the stats of real results, nothing else', () => {
  const none = achievementsFor({
    games: 0,
    wins: 0,
    finalTables: 0,
    cashes: 0,
    satelliteWins: 0,
    mostGamesAtOneVenue: 0,
    venues: 0,
    points: 0,
  });
  expect(none.every((a) => !a.completed)).toBe(true);
  const some = achievementsFor({
    games: 12,
    wins: 1,
    finalTables: 4,
    cashes: 2,
    satelliteWins: 0,
    mostGamesAtOneVenue: 10,
    venues: 2,
    points: 900,
  });
  expect(some.filter((a) => a.completed).map((a) => a.name)).toEqual([
    'First Hand',
    'Final Table',
    'Winner',
    'In the Money',
    'Local Legend',
  ]);
});

describeOnEachDatabase('player profiles', (ctx) => {
  it("answers the member's own profile, with PTC, ranks, results, achievements and photos", async () => {
    const cookie = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const response = await ctx.app.inject({ url: `${API}/Membership/GetPlayerProfile`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({ limited: false, name: 'Mia Callaghan', membershipId: 100_000, ptc: 250 });
    expect(profile.results.length).toBeGreaterThan(0);
    expect(profile.profile.wins).toBe(profile.results.filter((r: { place: number }) => r.place === 1).length);
    expect(profile.achievements).toHaveLength(10);
    expect(profile.achievements[0]).toMatchObject({ name: 'First Hand', completed: true });
    expect(profile.photos.length).toBeGreaterThanOrEqual(4);
    expect(profile.states[0]).toMatchObject({ id: 1, name: 'Victoria' });
    expect(profile.states[0].rank).toBeGreaterThan(0);
    // The vouchers still held, with what may be done with each.
    expect(
      profile.tickets.map(
        (t: {
          allowSwap: boolean;
          allowTransfer: boolean;
          eventTicket: { selfRegistrationEnabled: boolean };
        }) => [t.allowSwap, t.allowTransfer, t.eventTicket.selfRegistrationEnabled],
      ),
    ).toEqual(
      expect.arrayContaining([
        [true, true, true],
        [true, false, false],
        [false, true, false],
        [false, false, true],
      ]),
    );
    expect(profile.tickets).toHaveLength(4);
    // Section 3's ticket fields: the start's UTC offset where the venue is, the satellite and its prize.
    for (const ticket of profile.tickets) {
      expect([600, 630, 660, 570, 480, 540, 525]).toContain(ticket.eventTicket.eventStartTimeOffset);
      expect(ticket.eventTicket.gameMembershipGuid).toBe(ticket.gameMembershipGuid);
    }
    const fromSatellite = profile.tickets.find(
      (t: { eventTicket: { satelliteEventId: number | null } }) => t.eventTicket.satelliteEventId !== null,
    );
    expect(fromSatellite).toBeDefined();
    // The prize is the member's result in that satellite.
    const [prize] = await ctx.database.db
      .insert(results)
      .values({
        eventId: fromSatellite.eventTicket.satelliteEventId,
        memberId: profile.customerId,
        place: 1,
        points: 100,
        cash: 0,
        ptc: 0,
      })
      .returning({ id: results.id });
    const again = (
      await ctx.app.inject({ url: `${API}/Membership/GetPlayerProfile`, headers: { cookie } })
    ).json();
    const same = again.tickets.find(
      (t: { voucherGuid: string }) => t.voucherGuid === fromSatellite.voucherGuid,
    );
    expect(same.eventTicket.eventPrizeId).toBe(prize?.id);
    // The ticket and voucher details name the same prize.
    for (const url of [
      `${API}/membership/voucherDetail?voucherGuid=${fromSatellite.voucherGuid}`,
      `${API}/membership/eventTicketDetail?gameMembership=${fromSatellite.gameMembershipGuid}`,
    ]) {
      const detail = (await ctx.app.inject({ url, headers: { cookie } })).json();
      expect(detail.eventTicket, url).toMatchObject({ eventPrizeId: prize?.id });
    }
    await ctx.database.db.delete(results).where(eq(results.id, prize?.id ?? 0));
  });

  it("answers another player's limited profile without their own-only parts, to anyone", async () => {
    const cookie = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const own = (
      await ctx.app.inject({ url: `${API}/Membership/GetPlayerProfile`, headers: { cookie } })
    ).json();
    const response = await ctx.app.inject(
      `${API}/Membership/GetLimitedPlayerProfile?customerGuid=${own.customerGuid}`,
    );
    expect(response.statusCode).toBe(200);
    const limited = response.json();
    expect(limited.limited).toBe(true);
    expect(limited.name).toBe('Mia Callaghan');
    for (const hidden of ['ptc', 'hasPtc', 'upcomingEvents', 'qualifications', 'ptcDetails', 'tickets'])
      expect(limited, hidden).not.toHaveProperty(hidden);
    expect(limited.results).toEqual(own.results);
  });

  it('filters a player’s results by season and month', async () => {
    const cookie = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const own = (
      await ctx.app.inject({ url: `${API}/Membership/GetPlayerProfile`, headers: { cookie } })
    ).json();
    const season = own.seasons.find((s: { isCurrent: boolean }) => s.isCurrent);
    const all = (
      await ctx.app.inject(
        `${API}/Membership/GetPlayerResults?customerId=${own.customerId}&seasonId=${season.id}`,
      )
    ).json();
    const month = new Date(all[0].eventDate).getUTCMonth() + 1;
    const inMonth = (
      await ctx.app.inject(
        `${API}/Membership/GetPlayerResults?customerId=${own.customerId}&seasonId=${season.id}&month=${month}`,
      )
    ).json();
    expect(inMonth.length).toBeGreaterThan(0);
    expect(inMonth.length).toBeLessThanOrEqual(all.length);
  });

  it.each([
    ['/Membership/GetLimitedPlayerProfile?customerGuid=not-a-guid', 400],
    ['/Membership/GetLimitedPlayerProfile?customerGuid=00000000-0000-4000-8000-000000000000', 404],
    ['/Membership/GetPlayerResults?customerId=1.5', 400],
    ['/Membership/GetPlayerResults?customerId=1&month=13', 400],
    ['/Membership/GetPlayerResults?customerId=2147483647', 404],
    ['/Membership/GetLeaderboardProfile?customerId=1&seasonId=0', 400],
    ['/Membership/GetLeaderboardProfile?customerId=1&seasonId=abc', 400],
    ['/Membership/GetLeaderboardProfile?customerId=1&seasonId=1.5', 400],
    ['/Membership/GetLeaderboardProfile?customerId=1&seasonId=2147483648', 400],
    ['/Membership/GetLeaderboardProfile?customerId=1&seasonId=2147483647', 404],
    ['/Membership/GetLeaderboardProfile?customerId=2147483647&seasonId=1', 404],
    ['/Membership/GetPlayerProfile', 401],
  ])('%s answers %i', async (url, status) => {
    const response = await ctx.app.inject(`${API}${url}`);
    expect(response.statusCode).toBe(status);
    expect(typeof response.json().message).toBe('string');
  });
});

describeOnEachDatabase('voucher history', (ctx) => {
  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ url: `${API}${url}`, headers: cookie ? { cookie } : {} });

  it("answers the member's change requests, received and consumed vouchers, newest first", async () => {
    const cookie = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const changes = (await get('/membership/playerTicketChangeHistory', cookie)).json();
    expect(changes.map((c: { requestStatus: number }) => c.requestStatus)).toEqual([1, 2, 3]);
    expect(changes[1]).toMatchObject({
      requestType: 2,
      currentPlayer: 'Mia Callaghan',
      requestPlayer: 'Riley Ashford',
    });
    const received = (await get('/membership/playerVoucherReceiveHistory', cookie)).json();
    expect(new Set(received.map((r: { voucherType: number }) => r.voucherType))).toEqual(
      new Set([1, 2, 3, 4]),
    );
    const dates = received.map((r: { createdDate: string }) => r.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const consumed = (await get('/membership/playerVoucherConsumeHistory', cookie)).json();
    expect(consumed.map((c: { consumedType: string }) => c.consumedType)).toEqual([
      'Redeemed',
      'Converted to PTC',
      'Revoked',
      'Refunded',
    ]);
  });

  it("never shows one member another's history, and visitors none", async () => {
    const cookie = await signIn(ctx.app, 'rival@example.com', 'Rival#2026');
    const received = (await get('/membership/playerVoucherReceiveHistory?customerId=1', cookie)).json();
    expect(received).toEqual([expect.objectContaining({ firstName: 'Riley', shopOrderId: 'APL-11002' })]);
    expect((await get('/membership/playerVoucherConsumeHistory', cookie)).json()).toEqual([]);
    expect((await get('/membership/playerTicketChangeHistory', cookie)).json()).toHaveLength(1);
    for (const url of [
      '/membership/playerTicketChangeHistory',
      '/membership/playerVoucherReceiveHistory',
      '/membership/playerVoucherConsumeHistory',
    ])
      expect((await get(url)).statusCode).toBe(401);
  });
});

describeOnEachDatabase('the profile calls one at a time', (ctx) => {
  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ url: `${API}${url}`, headers: cookie ? { cookie } : {} });

  it('answers ranks, achievements, photos, qualifications and tickets as the profile does', async () => {
    const cookie = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const profile = (await get('/Membership/GetPlayerProfile', cookie)).json();
    const id = profile.customerId;
    expect((await get(`/Membership/GetLeaderboardProfile?customerId=${id}`)).json()).toEqual({
      states: profile.states,
      regions: profile.regions,
      venues: profile.venues,
    });
    expect((await get(`/Membership/GetPlayerAchievements?customerId=${id}`)).json()).toEqual(
      profile.achievements,
    );
    const all = (await get('/Membership/GetAllAchievements')).json();
    expect(all.map((a: { name: string }) => a.name)).toEqual(
      profile.achievements.map((a: { name: string }) => a.name),
    );
    expect(all.every((a: { completed: boolean }) => !a.completed)).toBe(true);
    expect((await get(`/EventPhoto/GetPlayerPhotos?customerId=${id}`)).json()).toEqual(profile.photos);
    expect((await get('/Membership/GetQualifiedMajorEvents', cookie)).json()).toEqual(profile.qualifications);
    expect((await get('/Membership/EventTickets', cookie)).json()).toEqual(profile.tickets);
  });

  it("answers a player's ranks in the season asked for: where they played in it, ranked by its points", async () => {
    const cookie = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const profile = (await get('/Membership/GetPlayerProfile', cookie)).json();
    const id: number = profile.customerId;
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    let playedSomewhere = false;
    for (const season of profile.seasons as { id: number; isCurrent: boolean }[]) {
      const response = await get(`/Membership/GetLeaderboardProfile?customerId=${id}&seasonId=${season.id}`);
      expect(response.statusCode).toBe(200);
      const answer = response.json() as Record<
        'states' | 'regions' | 'venues',
        { id: number; rank: number }[]
      >;
      const played = await rows<{ id: number }>(
        sql`select distinct e.venue_id as id from results r join events e on e.id = r.event_id
          where r.member_id = ${id} and e.season_id = ${season.id}`,
      );
      expect(answer.venues.map((v) => v.id).sort((a, b) => a - b)).toEqual(
        played.map((v) => v.id).sort((a, b) => a - b),
      );
      expect(answer.states.length > 0).toBe(played.length > 0);
      // Each rank against the season's results summed afresh: one more than the players ahead on points.
      for (const [list, column] of [
        ['states', 'state_id'],
        ['regions', 'region_id'],
        ['venues', 'venue_id'],
      ] as const) {
        for (const area of answer[list]) {
          const [ahead] = await rows<{ n: number }>(
            sql`with totals as (select r.member_id, sum(r.points) as points from results r
              join events e on e.id = r.event_id
              where e.season_id = ${season.id} and e.${sql.raw(column)} = ${area.id}
              and r.member_id is not null group by r.member_id)
            select count(*)::int as n from totals where points > (select points from totals where member_id = ${id})`,
          );
          expect(area.rank, `${list} ${area.id}`).toBe((ahead?.n ?? -1) + 1);
        }
      }
      if (season.isCurrent)
        expect(answer).toEqual({ states: profile.states, regions: profile.regions, venues: profile.venues });
      playedSomewhere ||= played.length > 0;
    }
    expect(playedSomewhere).toBe(true);
  });

  it('qualifies a member by a satellite place within its qualifying places, alike on the profile and the major event', async () => {
    const db = ctx.database.db;
    const newcomer = await signIn(ctx.app, 'newcomer@example.com', 'Newcomer#2026');
    const guest = await signIn(ctx.app, 'guest@example.com', 'Guest#2026');
    /** The member's id and qualifications, the same from GetQualifiedMajorEvents and on the profile. */
    const qualificationsOf = async (cookie: string) => {
      const answer = (await get('/Membership/GetQualifiedMajorEvents', cookie)).json();
      const profile = (await get('/Membership/GetPlayerProfile', cookie)).json();
      expect(profile.qualifications).toEqual(answer);
      return { id: profile.customerId as number, list: answer as { qualifiedFor: string }[] };
    };
    const inBefore = await qualificationsOf(newcomer);
    const outBefore = await qualificationsOf(guest);
    // A satellite of a major event neither of them has qualified for yet, and that neither played.
    const satellites = await db
      .select({
        id: events.id,
        title: events.title,
        places: events.qualifyingPlaces,
        majorEventId: majorEvents.id,
        majorEventName: majorEvents.name,
      })
      .from(events)
      .innerJoin(majorEvents, eq(majorEvents.id, events.qualifiesForMajorEventId))
      .where(
        and(
          isNotNull(events.qualifyingPlaces),
          sql`not exists (select 1 from results r where r.event_id = ${events.id}
            and r.member_id in (${inBefore.id}, ${outBefore.id}))`,
        ),
      )
      .orderBy(asc(events.id));
    const known = new Set([...inBefore.list, ...outBefore.list].map((q) => q.qualifiedFor));
    const satellite = satellites.find((s) => !known.has(s.majorEventName));
    if (!satellite?.places) throw new Error('the seed has no satellite of a major event to qualify for');
    const qualifierNames = async () =>
      (
        (await get(`/majorevent/majorEventQualifiers?majorEventId=${satellite.majorEventId}`)).json() as {
          name: string;
        }[]
      ).map((q) => q.name);
    const count = (names: string[], name: string) => names.filter((n) => n === name).length;
    const namesBefore = await qualifierNames();
    const inserted = await db
      .insert(results)
      .values([
        {
          eventId: satellite.id,
          memberId: inBefore.id,
          place: satellite.places,
          points: 10,
          cash: 0,
          ptc: 0,
        },
        {
          eventId: satellite.id,
          memberId: outBefore.id,
          place: satellite.places + 1,
          points: 5,
          cash: 0,
          ptc: 0,
        },
      ])
      .returning({ id: results.id });
    try {
      const inAfter = (await qualificationsOf(newcomer)).list;
      expect(inAfter).toHaveLength(inBefore.list.length + 1);
      expect(inAfter).toContainEqual({
        eventId: satellite.id,
        eventName: satellite.title,
        eventDate: expect.any(String),
        qualifiedFor: satellite.majorEventName,
      });
      expect((await qualificationsOf(guest)).list).toEqual(outBefore.list);
      const namesAfter = await qualifierNames();
      expect(count(namesAfter, 'Noah Pearce')).toBe(count(namesBefore, 'Noah Pearce') + 1);
      expect(count(namesAfter, 'Ava Lindqvist')).toBe(count(namesBefore, 'Ava Lindqvist'));
      expect(namesAfter).toHaveLength(namesBefore.length + 1);
    } finally {
      await db.delete(results).where(
        inArray(
          results.id,
          inserted.map((r) => r.id),
        ),
      );
    }
  });

  it("gives a member nothing of another member's own-only lists", async () => {
    const cookie = await signIn(ctx.app, 'rival@example.com', 'Rival#2026');
    expect((await get('/Membership/GetQualifiedMajorEvents?membershipId=100000', cookie)).json()).toEqual([]);
    const tickets = (await get('/Membership/EventTickets?membershipId=100000', cookie)).json();
    expect(tickets.map((t: { voucherGuid: string }) => t.voucherGuid)).toEqual([
      '00000000-0000-4000-8000-000000000009',
    ]);
    expect((await get('/Membership/EventTickets')).statusCode).toBe(401);
    expect((await get('/Membership/GetPlayerAchievements?customerId=2147483647')).statusCode).toBe(404);
  });
});
