import { and, eq, ilike, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { events, staffAudit, subMajorEvents } from '../../src/server/db/schema';
import { describeOnEachDatabase, signIn, type TestApp } from './test-app';

const EDITOR = ['editor@example.com', 'Editor#2026'] as const;
const LIST = '/umbraco/api/Admin/MajorEvents';
const ONE = '/umbraco/api/Admin/MajorEvent';
const SAVE = '/umbraco/api/Admin/SaveMajorEvent';
const PICK = '/umbraco/api/Admin/PickEvents';
const PUBLIC_LIST = '/umbraco/api/majorevent/getall?state=NSW';
const PUBLIC_ONE = '/umbraco/api/majorevent/get?name=';
const QUALIFIERS = '/umbraco/api/majorevent/majorEventQualifiers?majorEventId=';
const CLIENT = { 'x-requested-with': 'XMLHttpRequest' };

const get = (app: TestApp, url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: { ...CLIENT, ...(cookie ? { cookie } : {}) } });
const post = (app: TestApp, url: string, cookie: string | undefined, payload: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...CLIENT, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });

interface Staff {
  id: number;
  name: string;
  urlName: string;
  event: { id: number } | null;
  subEvents: { event: { id: number; title: string }; name: string; typeId: number; eventNumber: number }[];
  qualifiers: { event: { id: number }; qualifyingPlaces: number }[];
  [field: string]: unknown;
}

/** The form the editor would send back for a loaded major event, with changes. */
const bodyOf = (major: Staff, changes: Record<string, unknown> = {}) => ({
  id: major.id,
  name: major.name,
  urlName: major.urlName,
  aplpt: major.aplpt,
  stateId: major.stateId,
  logoUrl: major.logoUrl,
  bannerUrl: major.bannerUrl,
  description: major.description,
  venueAddress: major.venueAddress,
  startsOn: major.startsOn,
  endsOn: major.endsOn,
  featureEvent: major.featureEvent,
  series: major.series ?? '',
  buyTicketUrl: major.buyTicketUrl ?? '',
  qualificationProcess: major.qualificationProcess ?? '',
  setupModeId: major.setupModeId,
  linkedMajorEventId: major.linkedMajorEventId,
  eventId: major.event?.id ?? null,
  subEvents: major.subEvents.map((s) => ({
    eventId: s.event.id,
    name: s.name,
    typeId: s.typeId,
    eventNumber: s.eventNumber,
  })),
  qualifiers: major.qualifiers.map((q) => ({ eventId: q.event.id, qualifyingPlaces: q.qualifyingPlaces })),
  ...changes,
});

async function staffMajor(app: TestApp, cookie: string, urlName: string): Promise<Staff> {
  const list = (await get(app, LIST, cookie)).json() as { id: number; urlName: string }[];
  const found = list.find((m) => m.urlName === urlName);
  if (!found) throw new Error(`no major event ${urlName}`);
  return (await get(app, `${ONE}?id=${found.id}`, cookie)).json();
}

describeOnEachDatabase('the league office: major events (issue 34)', (ctx) => {
  /** A NSW game on no major event's schedule and feeding none, by its title. */
  async function freeNswGame(skip = 0) {
    const rows = await ctx.database.db
      .select({ id: events.id, title: events.title })
      .from(events)
      .leftJoin(subMajorEvents, eq(subMajorEvents.eventId, events.id))
      .where(and(eq(events.stateId, 2), isNull(subMajorEvents.id), isNull(events.qualifiesForMajorEventId)))
      .orderBy(events.id)
      .limit(skip + 1);
    const row = rows[skip];
    if (!row) throw new Error('the seed has no free NSW game');
    return row;
  }

  it('answers a visitor 401, and a member or a director 403', async () => {
    const member = await signIn(ctx.app, 'member@example.com', 'Member#2026');
    const director = await signIn(ctx.app, 'director@example.com', 'Director#2026');
    expect((await get(ctx.app, LIST)).statusCode).toBe(401);
    expect((await get(ctx.app, LIST, member)).statusCode).toBe(403);
    expect((await get(ctx.app, `${PICK}?q=day`, director)).json()).toEqual({
      message: 'Only content editors may do this.',
    });
    expect((await post(ctx.app, SAVE, director, { bad: 1 })).statusCode).toBe(403);
    expect((await post(ctx.app, SAVE, undefined, { bad: 1 })).statusCode).toBe(401);
  });

  it('lists the major events with their days and satellites, and loads one as the editor edits it', async () => {
    const editor = await signIn(ctx.app, ...EDITOR);
    const list = (await get(ctx.app, LIST, editor)).json();
    expect(list.find((m: { urlName: string }) => m.urlName === 'apl-million-2025')).toMatchObject({
      name: 'The APL Million',
      aplpt: true,
      stateId: null,
      subEventCount: 5,
    });
    const grandFinal = await staffMajor(ctx.app, editor, 'nsw-grand-final');
    expect(grandFinal).toMatchObject({ name: 'NSW Grand Final', setupModeId: 2, event: null, stateId: 2 });
    expect(grandFinal.subEvents.map((s) => [s.name, s.typeId, s.eventNumber, s.event.title])).toEqual([
      ['Day 1', 1, 1, 'NSW Grand Final Day 1'],
      ['Final Day', 2, 2, 'NSW Grand Final Final Day'],
    ]);
    expect((await get(ctx.app, `${ONE}?id=999999`, editor)).statusCode).toBe(404);
  });

  it('finds events to pick by words of their title or venue, or by id', async () => {
    const editor = await signIn(ctx.app, ...EDITOR);
    const found = (await get(ctx.app, `${PICK}?q=${encodeURIComponent('grand final day')}`, editor)).json();
    expect(found.map((e: { title: string }) => e.title)).toContain('NSW Grand Final Day 1');
    expect(found.every((e: { title: string }) => /grand final/i.test(e.title))).toBe(true);
    const byId = (await get(ctx.app, `${PICK}?q=${found[0].id}`, editor)).json();
    expect(byId.map((e: { id: number }) => e.id)).toContain(found[0].id);
    const short = await get(ctx.app, `${PICK}?q=a`, editor);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ q: 'needs at least 2 characters' });
  });

  it('edits a major event, its schedule and satellites, and the public pages follow at once', async () => {
    const editor = await signIn(ctx.app, ...EDITOR);
    // Read once so the shared answer is cached: the save must drop it.
    const listed = (await get(ctx.app, PUBLIC_LIST)).json();
    expect(listed.map((m: { name: string }) => m.name)).toContain('NSW Grand Final');
    const grandFinal = await staffMajor(ctx.app, editor, 'nsw-grand-final');
    const extraDay = await freeNswGame(0);
    const satellite = await freeNswGame(1);
    const [dayOne] = grandFinal.subEvents;
    const saved = await post(
      ctx.app,
      SAVE,
      editor,
      bodyOf(grandFinal, {
        name: 'NSW Grand Final 2026',
        description: '<h1>The final</h1><p>All NSW qualifiers.</p><script>alert(1)</script>',
        buyTicketUrl: 'https://tickets.example.com/nsw-final',
        qualificationProcess: '<p>Top <strong>3</strong> of each satellite.</p>',
        series: 'nsw-grand-final',
        subEvents: [
          { eventId: dayOne?.event.id, name: 'Day 1A', typeId: 1, eventNumber: 1 },
          { eventId: extraDay.id, name: 'Side Event', typeId: 3, eventNumber: 2 },
        ],
        qualifiers: [
          ...grandFinal.qualifiers.map((q) => ({
            eventId: q.event.id,
            qualifyingPlaces: q.qualifyingPlaces,
          })),
          { eventId: satellite.id, qualifyingPlaces: 3 },
        ],
      }),
    );
    expect(saved.statusCode).toBe(200);
    const after = saved.json();
    expect(after).toMatchObject({
      name: 'NSW Grand Final 2026',
      description: '<h2>The final</h2><p>All NSW qualifiers.</p>',
      buyTicketUrl: 'https://tickets.example.com/nsw-final',
      subEventCount: 2,
      qualifierCount: grandFinal.qualifiers.length + 1,
    });
    expect(after.subEvents.map((s: { name: string }) => s.name)).toEqual(['Day 1A', 'Side Event']);
    expect(grandFinal.qualifiers.length).toBeGreaterThan(0);
    expect(after.qualifiers).toContainEqual({
      event: expect.objectContaining({ id: satellite.id }),
      qualifyingPlaces: 3,
    });
    expect((await get(ctx.app, `${ONE}?id=${grandFinal.id}`, editor)).json()).toEqual(after);

    expect((await get(ctx.app, PUBLIC_LIST)).json().map((m: { name: string }) => m.name)).toContain(
      'NSW Grand Final 2026',
    );
    const page = (await get(ctx.app, `${PUBLIC_ONE}nsw-grand-final`)).json();
    expect(page).toMatchObject({
      name: 'NSW Grand Final 2026',
      buyTicketUrl: 'https://tickets.example.com/nsw-final',
      qualificationProcess: '<p>Top <strong>3</strong> of each satellite.</p>',
    });
    expect(page.subMajorEvents.map((s: { subMajorEventName: string }) => s.subMajorEventName).sort()).toEqual(
      ['Day 1A', 'Side Event'],
    );
    // The kept day keeps its id (a master list or a link to it stays good); the removed day is gone.
    expect(
      page.subMajorEvents.find((s: { subMajorEventName: string }) => s.subMajorEventName === 'Day 1A'),
    ).toBeTruthy();
    const [satelliteRow] = await ctx.database.db.select().from(events).where(eq(events.id, satellite.id));
    expect(satelliteRow).toMatchObject({ qualifiesForMajorEventId: grandFinal.id, qualifyingPlaces: 3 });
    expect((await get(ctx.app, `${QUALIFIERS}${grandFinal.id}`)).statusCode).toBe(200);

    // Taking the satellite off again leaves it feeding nothing, and the others as they were.
    const kept = await post(
      ctx.app,
      SAVE,
      editor,
      bodyOf(after as Staff, { qualifiers: bodyOf(grandFinal).qualifiers }),
    );
    expect(kept.json().qualifiers).toEqual(grandFinal.qualifiers);
    const [freed] = await ctx.database.db.select().from(events).where(eq(events.id, satellite.id));
    expect(freed).toMatchObject({ qualifiesForMajorEventId: null, qualifyingPlaces: null });

    const trail = await ctx.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.entity, 'major_event'), eq(staffAudit.entityId, String(grandFinal.id))));
    expect(trail.map((row) => row.action)).toEqual(['majorEvent.update', 'majorEvent.update']);
    const first = trail.find((row) => (row.before as { name: string }).name === 'NSW Grand Final');
    expect(first?.before).toMatchObject({ name: 'NSW Grand Final', buyTicketUrl: null });
    expect(first?.after).toMatchObject({
      name: 'NSW Grand Final 2026',
      buyTicketUrl: 'https://tickets.example.com/nsw-final',
      subEvents: [
        { eventId: dayOne?.event.id, name: 'Day 1A', typeId: 1, eventNumber: 1 },
        { eventId: extraDay.id, name: 'Side Event', typeId: 3, eventNumber: 2 },
      ],
    });
    expect((first?.after as { qualifiers: unknown[] } | undefined)?.qualifiers).toContainEqual({
      eventId: satellite.id,
      qualifyingPlaces: 3,
    });
  });

  it('creates a major event that the public list shows for its state', async () => {
    const editor = await signIn(ctx.app, ...EDITOR);
    const day = await freeNswGame(2);
    const created = await post(ctx.app, SAVE, editor, {
      name: 'Sydney Summer Series',
      urlName: 'Sydney-Summer-Series',
      aplpt: false,
      stateId: 2,
      logoUrl: '/media/logos/grand-final.svg',
      bannerUrl: '/media/banners/grand-final.svg',
      description: '<p>Summer in Sydney.</p>',
      venueAddress: 'Star Sydney, 80 Pyrmont St, Pyrmont NSW 2009',
      startsOn: '2099-01-10',
      endsOn: '2099-01-12',
      featureEvent: false,
      series: '',
      buyTicketUrl: '',
      qualificationProcess: '',
      setupModeId: 1,
      linkedMajorEventId: null,
      eventId: day.id,
      subEvents: [],
      qualifiers: [],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      urlName: 'sydney-summer-series',
      series: null,
      buyTicketUrl: null,
      qualificationProcess: null,
      event: { id: day.id, title: day.title },
    });
    const listed = (await get(ctx.app, PUBLIC_LIST)).json();
    expect(listed.map((m: { name: string }) => m.name)).toContain('Sydney Summer Series');
    const vic = (await get(ctx.app, '/umbraco/api/majorevent/getall?state=VIC')).json();
    expect(vic.map((m: { name: string }) => m.name)).not.toContain('Sydney Summer Series');
  });

  it('refuses bad fields, unknown events, another event’s day and a taken URL name, each under its field', async () => {
    const editor = await signIn(ctx.app, ...EDITOR);
    const million = await staffMajor(ctx.app, editor, 'apl-million-2025');
    const vic = await staffMajor(ctx.app, editor, 'vic-state-championship');
    const bad = await post(
      ctx.app,
      SAVE,
      editor,
      bodyOf(vic, {
        name: '',
        urlName: 'not ok!',
        endsOn: '2000-01-01',
        setupModeId: 3,
        buyTicketUrl: 'tickets please',
        logoUrl: 'javascript:alert(1)',
        qualifiers: [{ eventId: 1, qualifyingPlaces: 0 }],
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'buyTicketUrl',
      'logoUrl',
      'name',
      'qualifiers.0.qualifyingPlaces',
      'setupModeId',
      'urlName',
    ]);
    const dates = await post(ctx.app, SAVE, editor, bodyOf(vic, { endsOn: '2000-01-01' }));
    expect(dates.json().errors).toEqual({ endsOn: 'must be on or after the first day' });

    const millionDay = million.subEvents[0]?.event.id;
    const references = await post(
      ctx.app,
      SAVE,
      editor,
      bodyOf(vic, {
        subEvents: [
          { eventId: millionDay, name: 'Borrowed', typeId: 3, eventNumber: 1 },
          { eventId: 99_999_999, name: 'Nowhere', typeId: 3, eventNumber: 2 },
        ],
        linkedMajorEventId: vic.id,
      }),
    );
    expect(references.statusCode).toBe(400);
    expect(references.json().errors).toEqual({
      'subEvents.0.eventId': 'is already a day of The APL Million',
      'subEvents.1.eventId': 'No event has this id.',
      linkedMajorEventId: 'cannot be this event itself',
    });

    const taken = await post(ctx.app, SAVE, editor, bodyOf(vic, { urlName: 'apl-million-2025' }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      message: 'Another major event already has this URL name.',
      errors: { urlName: 'Another major event already has this URL name.' },
    });
    expect((await post(ctx.app, SAVE, editor, bodyOf(vic, { id: 999_999 }))).statusCode).toBe(404);
    // Nothing of the refused saves was kept.
    expect(await staffMajor(ctx.app, editor, 'vic-state-championship')).toEqual(vic);
    const days = await ctx.database.db
      .select()
      .from(subMajorEvents)
      .where(ilike(subMajorEvents.name, 'Borrowed'));
    expect(days).toEqual([]);
  });
});
