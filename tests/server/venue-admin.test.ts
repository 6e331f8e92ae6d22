import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bustOuts, events, members, staffAudit, venues } from '../../src/server/db/schema';
import { fillWeeklyGames } from '../../src/server/services/weekly-games';
import { localDate, nightsAhead } from '../../src/shared/weekly-games';
import { describeOnEachDatabase, signIn, type TestApp } from './test-app';

const CLIENT = { 'x-requested-with': 'XMLHttpRequest' };
const API = '/umbraco/api/Admin';
const VICTORIA = 1;
const NEW_SOUTH_WALES = 2;
const TUESDAY = 2;

const call = (
  app: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: { ...CLIENT, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const venueBody = {
  name: 'The Office Test Card Room',
  slug: '',
  street: '1 City Road',
  suburb: 'southbank',
  postcode: '3006',
  phone: '(03) 9000 0000',
  description: 'A room for the tests of the league office.',
};

const tuesdayGame = {
  name: 'Tuesday Main Event',
  weekday: TUESDAY,
  recurrence: 'weekly',
  firstDate: null,
  startTime: '19:30',
  typeId: 2,
  buyInAmount: 0,
  guaranteeAmount: 500,
  ptcCredit: 10,
  blindStructureId: 1,
  lateRegoLevel: 2,
  reEntryFee: null,
  startingStack: 20000,
};

const tuesdayRule = { weekday: TUESDAY, recurrence: 'weekly', startTime: '19:30' } as const;
/** The coming Tuesdays in Melbourne, as the rules count them from now. */
const comingTuesdays = () => nightsAhead(tuesdayRule, new Date(), VICTORIA).map((n) => n.date);

describeOnEachDatabase('the league office: venues and weekly games (issue 34)', (ctx) => {
  const venueIn = async (stateId: number) => {
    const [row] = await ctx.database.db
      .select({ id: venues.id })
      .from(venues)
      .where(eq(venues.stateId, stateId))
      .orderBy(venues.id)
      .limit(1);
    if (!row) throw new Error(`no venue in state ${stateId}`);
    return row.id;
  };
  const admin = () => signIn(ctx.app, 'admin@example.com', 'Admin#2026');
  const director = () => signIn(ctx.app, 'director@example.com', 'Director#2026');
  const member = () => signIn(ctx.app, 'member@example.com', 'Member#2026');

  it('answers a visitor 401 and a member 403 on every call, before reading the input', async () => {
    const cookie = await member();
    const venueId = await venueIn(VICTORIA);
    const calls: [method: 'GET' | 'POST' | 'DELETE', url: string, body?: object][] = [
      ['GET', `${API}/Venues`],
      ['GET', `${API}/Venue?venueId=${venueId}`],
      ['POST', `${API}/CreateVenue`, { name: 1 }],
      ['POST', `${API}/UpdateVenue?venueId=${venueId}`, venueBody],
      ['GET', `${API}/VenueSchedule?venueId=${venueId}`],
      ['POST', `${API}/CreateWeeklyGame?venueId=${venueId}`, tuesdayGame],
      ['POST', `${API}/UpdateWeeklyGame?weeklyGameId=1`, tuesdayGame],
      ['DELETE', `${API}/WeeklyGame?weeklyGameId=1`],
      ['POST', `${API}/ChangeNight?eventId=1`, { action: 'hold' }],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(ctx.app, method, url, undefined, body)).statusCode, url).toBe(401);
      expect((await call(ctx.app, method, url, cookie, body)).statusCode, url).toBe(403);
    }
  });

  it("lets a venue director see and change only their own venues' schedules; only admins open venues", async () => {
    const cookie = await director();
    const own = await venueIn(VICTORIA);
    const other = await venueIn(NEW_SOUTH_WALES);
    const list = (await call(ctx.app, 'GET', `${API}/Venues`, cookie)).json();
    expect(list.canCreate).toBe(false);
    expect(list.rows.length).toBeGreaterThan(0);
    expect(list.rows.every((row: { stateId: number }) => row.stateId === VICTORIA)).toBe(true);

    expect((await call(ctx.app, 'GET', `${API}/Venue?venueId=${own}`, cookie)).statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', `${API}/VenueSchedule?venueId=${own}`, cookie)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['GET', `${API}/Venue?venueId=${other}`],
      ['GET', `${API}/VenueSchedule?venueId=${other}`],
      ['POST', `${API}/UpdateVenue?venueId=${other}`, venueBody],
      ['POST', `${API}/CreateWeeklyGame?venueId=${other}`, tuesdayGame],
    ] as const) {
      const refused = await call(ctx.app, method, url, cookie, body);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ message: 'This venue is not one of yours.' });
    }
    const [otherNight] = await ctx.database.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.venueId, other), eq(events.eventStatusId, 1)))
      .limit(1);
    expect(
      (
        await call(ctx.app, 'POST', `${API}/ChangeNight?eventId=${otherNight?.id}`, cookie, {
          action: 'hold',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(ctx.app, 'POST', `${API}/CreateVenue`, cookie, venueBody)).statusCode).toBe(403);
  });

  it('answers bad input 400 with the fields at fault', async () => {
    const cookie = await admin();
    const venueId = await venueIn(VICTORIA);
    const badGame = await call(ctx.app, 'POST', `${API}/CreateWeeklyGame?venueId=${venueId}`, cookie, {
      ...tuesdayGame,
      startTime: '25:00',
      recurrence: 'fortnightly',
      firstDate: '2026-12-02',
    });
    expect(badGame.statusCode).toBe(400);
    expect(badGame.json().errors).toMatchObject({
      startTime: 'must be a time as HH:MM',
      firstDate: "must be on the game's weekday",
    });
    const noStructure = await call(ctx.app, 'POST', `${API}/CreateWeeklyGame?venueId=${venueId}`, cookie, {
      ...tuesdayGame,
      blindStructureId: 999_999,
    });
    expect(noStructure.statusCode).toBe(400);
    expect(noStructure.json().errors).toEqual({ blindStructureId: 'is not a blind structure' });

    const nowhere = await call(ctx.app, 'POST', `${API}/CreateVenue`, cookie, {
      ...venueBody,
      postcode: '2000',
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().errors).toEqual({ suburb: 'is not a suburb with that postcode' });
    const [taken] = await ctx.database.db.select({ slug: venues.slug }).from(venues).limit(1);
    const slugTaken = await call(ctx.app, 'POST', `${API}/CreateVenue`, cookie, {
      ...venueBody,
      slug: taken?.slug,
    });
    expect(slugTaken.statusCode).toBe(400);
    expect(slugTaken.json().errors).toEqual({ slug: 'is already the address of another venue' });
    const badSlug = await call(ctx.app, 'POST', `${API}/CreateVenue`, cookie, {
      ...venueBody,
      slug: 'Not A Slug',
    });
    expect(badSlug.statusCode).toBe(400);
    expect(Object.keys(badSlug.json().errors)).toEqual(['slug']);
  });

  it('an admin opens a venue with its venue directors in the same form: they run it at once, audited; only venue directors', async () => {
    const cookie = await admin();
    const ids = async (email: string) =>
      (await ctx.database.db.select({ id: members.id }).from(members).where(eq(members.email, email)))[0]
        ?.id as number;
    const directorId = await ids('director@example.com');
    const memberId = await ids('member@example.com');
    const body = (name: string, directorIds: number[]) => ({ ...venueBody, name, directorIds });

    const notDirector = await call(
      ctx.app,
      'POST',
      `${API}/CreateVenue`,
      cookie,
      body('Nobody Runs Here', [memberId]),
    );
    expect(notDirector.statusCode).toBe(400);
    expect(notDirector.json().errors).toEqual({ directorIds: 'Only venue directors can run a venue.' });

    const created = await call(
      ctx.app,
      'POST',
      `${API}/CreateVenue`,
      cookie,
      body('Directed Card Room', [directorId]),
    );
    expect(created.statusCode, created.body).toBe(200);
    const withDirector = created.json().id as number;
    const plain = await call(ctx.app, 'POST', `${API}/CreateVenue`, cookie, body('Undirected Card Room', []));
    const withoutDirector = plain.json().id as number;

    const director = await signIn(ctx.app, 'director@example.com', 'Director#2026');
    expect((await call(ctx.app, 'GET', `${API}/Venue?venueId=${withDirector}`, director)).statusCode).toBe(
      200,
    );
    expect((await call(ctx.app, 'GET', `${API}/Venue?venueId=${withoutDirector}`, director)).statusCode).toBe(
      403,
    );
    const [audit] = await ctx.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'directors.set'), eq(staffAudit.entityId, String(withDirector))));
    expect(audit?.after).toEqual({ directorIds: [directorId], directors: ['Dana Whitlock'] });
  });

  it('an admin opens a venue at a known locality and a weekly Tuesday game that the search and the venue page show at once', async () => {
    const cookie = await admin();
    const tuesdays = comingTuesdays();
    const first = tuesdays[0] as string;
    // Asked before, so a shared answer is there to be dropped.
    const search = () =>
      call(ctx.app, 'POST', '/umbraco/api/event/searchevents', undefined, {
        stateId: VICTORIA,
        fromDate: first,
        toDate: first,
        venueName: 'The Office Test Card Room',
      });
    expect((await search()).json()).toEqual([]);

    const created = await call(ctx.app, 'POST', `${API}/CreateVenue`, cookie, venueBody);
    expect(created.statusCode).toBe(200);
    const venue = created.json();
    expect(venue).toMatchObject({
      name: 'The Office Test Card Room',
      slug: 'the-office-test-card-room-southbank',
      street: '1 City Road',
      suburb: 'Southbank',
      postcode: '3006',
      stateId: VICTORIA,
      address: '1 City Road, Southbank VIC 3006',
    });
    expect(venue.regionId).toEqual(expect.any(Number));
    expect(venue.latitude).toBeLessThan(-37.8);
    expect(venue.latitude).toBeGreaterThan(-37.9);
    const venuePage = () =>
      call(ctx.app, 'GET', `/umbraco/api/Venues/GetEventsByVenue?venueId=${venue.id}`).then((r) => r.json());
    const before = await venuePage();
    expect([...before.currentWeek, ...before.future]).toEqual([]);

    const saved = await call(
      ctx.app,
      'POST',
      `${API}/CreateWeeklyGame?venueId=${venue.id}`,
      cookie,
      tuesdayGame,
    );
    expect(saved.statusCode).toBe(200);
    const schedule = saved.json();
    expect(schedule.weeklyGames).toEqual([
      expect.objectContaining({ name: 'Tuesday Main Event', rule: 'Every Tuesday', startTime: '19:30' }),
    ]);
    expect(schedule.nights.map((n: { date: string }) => n.date)).toEqual(tuesdays);
    expect(schedule.nights.every((n: { startTime: string }) => n.startTime === '19:30')).toBe(true);

    const found = (await search()).json();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      title: 'The Office Test Card Room',
      description: 'Tuesday Main Event - $500 Guaranteed',
      startTime: '19:30',
      takeHomeAmount: 500,
      totalPTCredit: 10,
      eventStatusId: 1,
      venue: { friendlyUrlSlug: 'the-office-test-card-room-southbank' },
    });
    const after = await venuePage();
    expect([...after.currentWeek, ...after.future].map((g: { id: number }) => g.id).sort()).toEqual(
      schedule.nights.map((n: { eventId: number }) => n.eventId).sort(),
    );

    const [audit] = await ctx.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.entity, 'weekly_game'), eq(staffAudit.action, 'create')));
    expect(audit?.after).toMatchObject({ venueId: venue.id, name: 'Tuesday Main Event', weekday: TUESDAY });
    const [venueAudit] = await ctx.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.entity, 'venue'), eq(staffAudit.entityId, String(venue.id))));
    expect(venueAudit?.action).toBe('create');
    // The list finds it by its street.
    const byStreet = (await call(ctx.app, 'GET', `${API}/Venues?q=1%20City%20Road`, cookie)).json();
    expect(byStreet.rows.map((r: { name: string }) => r.name)).toContain('The Office Test Card Room');
    expect(byStreet.canCreate).toBe(true);

    // The daily job adds nothing to nights already there; a week on, it adds the night four weeks after that day.
    expect(await fillWeeklyGames(ctx.database.db, new Date())).toBe(0);
    const weekOn = new Date(Date.now() + 7 * 86_400_000);
    const added = await fillWeeklyGames(ctx.database.db, weekOn);
    expect(added).toBeGreaterThanOrEqual(1);
    const dates = (
      await ctx.database.db
        .select({ occursOn: events.occursOn })
        .from(events)
        .where(eq(events.venueId, venue.id))
        .orderBy(events.occursOn)
    ).map((e) => e.occursOn);
    expect(dates).toEqual(
      [...new Set([...tuesdays, ...nightsAhead(tuesdayRule, weekOn, VICTORIA).map((n) => n.date)])].sort(),
    );
    expect(await fillWeeklyGames(ctx.database.db, weekOn)).toBe(0);
  });

  it("changes the weekly game's coming nights without entrants, and leaves a night with an entrant", async () => {
    const cookie = await director();
    const venueId = await venueIn(VICTORIA);
    const created = (
      await call(ctx.app, 'POST', `${API}/CreateWeeklyGame?venueId=${venueId}`, cookie, {
        ...tuesdayGame,
        name: 'Change Test',
      })
    ).json();
    const game = created.weeklyGames.find((g: { name: string }) => g.name === 'Change Test');
    const nights = created.nights.filter((n: { weeklyGameId: number }) => n.weeklyGameId === game.id);
    expect(nights.length).toBeGreaterThanOrEqual(4);
    const withEntrant = nights[1].eventId;
    await ctx.database.db.insert(bustOuts).values({ eventId: withEntrant, seq: 1, playerName: 'Walk In' });

    const changed = await call(ctx.app, 'POST', `${API}/UpdateWeeklyGame?weeklyGameId=${game.id}`, cookie, {
      ...tuesdayGame,
      name: 'Change Test',
      startTime: '20:00',
      buyInAmount: 30,
    });
    expect(changed.statusCode).toBe(200);
    const rows = await ctx.database.db
      .select({
        id: events.id,
        startTime: events.startTime,
        buyIn: events.buyInAmount,
        lateRego: events.lateRego,
      })
      .from(events)
      .where(eq(events.weeklyGameId, game.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(withEntrant)).toMatchObject({ startTime: '19:30', buyIn: 0 });
    for (const night of nights.filter((n: { eventId: number }) => n.eventId !== withEntrant))
      expect(byId.get(night.eventId), night.date).toMatchObject({ startTime: '20:00', buyIn: 30 });

    // Every second Tuesday from the first night: the nights between go, except the one with an entrant.
    const fortnightly = await call(
      ctx.app,
      'POST',
      `${API}/UpdateWeeklyGame?weeklyGameId=${game.id}`,
      cookie,
      {
        ...tuesdayGame,
        name: 'Change Test',
        recurrence: 'fortnightly',
        firstDate: nights[0].date,
      },
    );
    expect(fortnightly.statusCode).toBe(200);
    const left = fortnightly
      .json()
      .nights.filter((n: { weeklyGameId: number }) => n.weeklyGameId === game.id)
      .map((n: { eventId: number }) => n.eventId);
    expect(left).toContain(withEntrant);
    expect(left).toContain(nights[0].eventId);
    expect(left).toContain(nights[2].eventId);
    expect(left).not.toContain(nights[3].eventId);

    const ended = await call(ctx.app, 'DELETE', `${API}/WeeklyGame?weeklyGameId=${game.id}`, cookie);
    expect(ended.statusCode).toBe(200);
    const kept = await ctx.database.db
      .select({ id: events.id, weeklyGameId: events.weeklyGameId })
      .from(events)
      .where(eq(events.id, withEntrant));
    expect(kept).toEqual([{ id: withEntrant, weeklyGameId: null }]);
    expect(
      await ctx.database.db.select({ id: events.id }).from(events).where(eq(events.id, nights[0].eventId)),
    ).toEqual([]);
  });

  it('texts the members who saved a night when it is put on hold, cancelled or moved, and only them; their games follow', async () => {
    const cookie = await director();
    const saver = await member();
    const rival = await signIn(ctx.app, 'rival@example.com', 'Rival#2026');
    const venueId = await venueIn(VICTORIA);
    const created = (
      await call(ctx.app, 'POST', `${API}/CreateWeeklyGame?venueId=${venueId}`, cookie, {
        ...tuesdayGame,
        name: 'Exception Test',
      })
    ).json();
    const game = created.weeklyGames.find((g: { name: string }) => g.name === 'Exception Test');
    const [night, other] = created.nights.filter((n: { weeklyGameId: number }) => n.weeklyGameId === game.id);
    expect(
      (await call(ctx.app, 'POST', `/umbraco/api/Membership/AddFavoriteGame?eventId=${night.eventId}`, saver))
        .statusCode,
    ).toBe(200);
    // The rival saved another night of the game, not this one.
    await call(ctx.app, 'POST', `/umbraco/api/Membership/AddFavoriteGame?eventId=${other.eventId}`, rival);
    // Newest first.
    const outbox = async (to: string) =>
      (await call(ctx.app, 'GET', `/dev/sms-outbox?to=${to}`)).json() as { body: string }[];
    const [saverRow] = await ctx.database.db
      .select()
      .from(members)
      .where(eq(members.email, 'member@example.com'));
    const saverMobile = saverRow?.mobile as string;
    const rivalMobile = '0423456789';
    const rivalBefore = (await outbox(rivalMobile)).length;
    const saverBefore = (await outbox(saverMobile)).length;
    const myGames = async () =>
      (
        (await call(ctx.app, 'GET', '/umbraco/api/Membership/GetFavoriteGames', saver)).json() as {
          id: number;
          eventStatusId: number;
          dateTime: string;
        }[]
      ).find((g) => g.id === night.eventId);

    const held = await call(ctx.app, 'POST', `${API}/ChangeNight?eventId=${night.eventId}`, cookie, {
      action: 'hold',
    });
    expect(held.statusCode).toBe(200);
    expect(held.json().texted).toBe(1);
    const saverTexts = await outbox(saverMobile);
    expect(saverTexts).toHaveLength(saverBefore + 1);
    expect(saverTexts.map((m) => m.body).join('\n')).toContain('is ON HOLD');
    expect(await outbox(rivalMobile)).toHaveLength(rivalBefore);
    expect((await myGames())?.eventStatusId).toBe(6);
    const search = (
      await call(ctx.app, 'POST', '/umbraco/api/event/searchevents', undefined, {
        stateId: VICTORIA,
        fromDate: night.date,
        toDate: night.date,
        venueId,
      })
    ).json() as { id: number; eventStatusId: number }[];
    expect(search.find((g) => g.id === night.eventId)?.eventStatusId).toBe(6);
    expect(
      (await call(ctx.app, 'POST', `${API}/ChangeNight?eventId=${night.eventId}`, cookie, { action: 'hold' }))
        .statusCode,
    ).toBe(409);

    const moved = await call(ctx.app, 'POST', `${API}/ChangeNight?eventId=${night.eventId}`, cookie, {
      action: 'move',
      date: night.date,
      startTime: '21:15',
    });
    expect(moved.statusCode).toBe(200);
    expect((await outbox(saverMobile))[0]?.body).toContain('has MOVED to');
    expect((await outbox(saverMobile))[0]?.body).toContain('9:15 pm');
    const movedNight = moved
      .json()
      .schedule.nights.find((n: { eventId: number }) => n.eventId === night.eventId);
    expect(movedNight).toMatchObject({ startTime: '21:15', moved: true, date: night.date });

    const badMove = await call(ctx.app, 'POST', `${API}/ChangeNight?eventId=${night.eventId}`, cookie, {
      action: 'move',
    });
    expect(badMove.statusCode).toBe(400);
    expect(badMove.json().errors).toEqual({ date: 'is required', startTime: 'is required' });

    const cancelled = await call(ctx.app, 'POST', `${API}/ChangeNight?eventId=${night.eventId}`, cookie, {
      action: 'cancel',
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await outbox(saverMobile))[0]?.body).toContain('is CANCELLED');
    expect(await myGames()).toBeUndefined();
    const afterCancel = (
      await call(ctx.app, 'POST', '/umbraco/api/event/searchevents', undefined, {
        stateId: VICTORIA,
        fromDate: night.date,
        toDate: night.date,
        venueId,
      })
    ).json() as { id: number }[];
    expect(afterCancel.map((g) => g.id)).not.toContain(night.eventId);
    expect(await outbox(rivalMobile)).toHaveLength(rivalBefore);

    const audits = await ctx.database.db
      .select({ action: staffAudit.action })
      .from(staffAudit)
      .where(and(eq(staffAudit.entity, 'event'), eq(staffAudit.entityId, String(night.eventId))));
    expect(audits.map((a) => a.action)).toEqual(['hold', 'move', 'cancel']);
    // Today, in Melbourne, the local date rule agrees with the schedule.
    expect(localDate(new Date(), VICTORIA) <= night.date).toBe(true);
  });
});
