// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, fromPromise, toPromise } from 'xstate';
import { defaultFilters } from '../../machines/game-search';
import { newsListMachine } from '../../machines/news-list';
import { callKey, type PrefetchContext, prefetchRequests } from '../../src/client/prefetch/prefetch-requests';
import { GAME_TYPE_KEYS } from '../../src/shared/game-rules';
import { ssrCallKey } from '../../src/shared/server-rendering';

vi.mock('../../src/client/api/login-redirect', () => ({ redirectToLogin: vi.fn() }));

const { callApi } = await import('../../src/client/api/client');
const { PREFETCH_WAIT_MS } = await import('../../src/client/api/prefetched-responses');
const endpoints = await import('../../src/shared/contract/endpoints');
const gamesApi = await import('../../src/client/features/games/api');
const { gameSearchActors, loadTodaysGames } = await import('../../src/client/features/games/games-actors');
const { getEventById } = await import('../../src/client/features/event/api');
const appApi = await import('../../src/client/app/api');
const { getLoggedMember } = await import('../../src/client/components/member-api');
const majorEventsApi = await import('../../src/client/features/major-events/api');
const newsApi = await import('../../src/client/features/news/api');
const { getPlayerProfile } = await import('../../src/client/features/profile/api');
const redeemApi = await import('../../src/client/features/redeem/api');
const { searchRedeemableEvents } = redeemApi;
const { liveVenuePageMachine } = await import('../../src/client/features/venue/live-venue-page');
const { liveMajorEventPageMachine } = await import(
  '../../src/client/features/major-events/live-major-event-page'
);
const { writeStoredLocation } = await import('../../src/client/app/location/location-storage');

/** Late in the evening, so the week's span (in the browser's own time zone) crosses a month's end. */
const NOW = new Date(2026, 10, 30, 23, 40);

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

let sent: Sent[] = [];
function answerWith(body: string, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(input, location.origin), init);
      const url = new URL(request.url);
      const text = await request.clone().text();
      sent.push({
        method: request.method,
        path: `${url.pathname.replace('/umbraco/api/', '')}${url.search}`,
        body: text ? JSON.parse(text) : undefined,
      });
      return new Response(body, { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

/** What the page's own code sends: the calls it makes, as the prefetch script would describe them. */
async function callsOf(run: () => Promise<unknown>): Promise<Sent[]> {
  sent = [];
  await run().catch(() => undefined);
  return sent;
}

const asSent = (context: PrefetchContext) =>
  prefetchRequests(context).map((request) => ({
    method: request.method,
    path: request.path,
    body: request.body === undefined ? undefined : JSON.parse(JSON.stringify(request.body)),
  }));

const runActor = (logic: AnyActorLogic, input: unknown) => toPromise(createActor(logic, { input }).start());

const visitor = (pathname: string, stored: PrefetchContext['stored'] = null): PrefetchContext => ({
  pathname,
  stored,
  member: false,
  now: NOW,
});
const member = (pathname: string): PrefetchContext => ({ ...visitor(pathname), member: true });

/** What the shell asks on every page (main.tsx, FavouritesProvider): after the page's own calls. */
const shellCalls = async (asMember: boolean) => [
  ...(await callsOf(() => appApi.listGeneralArticles())),
  ...(asMember ? await callsOf(() => getLoggedMember()) : []),
  ...(asMember ? await callsOf(() => appApi.getFavouriteGames()) : []),
];

/** Each test at NOW, every call answered with an empty list. */
function atNowAnsweringEmpty() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    answerWith('[]');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

describe('prefetch: the same calls the pages make first', () => {
  atNowAnsweringEmpty();

  it("the home page's banners, today's games and game finder, for a visitor without and with a stored place", async () => {
    const places: PrefetchContext['stored'][] = [
      null,
      { stateId: 3, regionId: 31, coords: { lat: -31.95, long: 115.86 } },
      { stateId: 2, regionId: null, coords: null },
    ];
    for (const stored of places) {
      const stateId = stored?.stateId ?? 1;
      const location = { stateId, regionId: stored?.regionId ?? null, coords: stored?.coords ?? null };
      const state = { 1: 'VIC', 2: 'NSW', 3: 'WA' }[stateId] ?? '';
      const page = [
        ...(await callsOf(() => gamesApi.getHomeBanners(state))),
        ...(await callsOf(() => gamesApi.getFeaturedArticles(state))),
        ...(await callsOf(() => runActor(loadTodaysGames(), { gameType: 'all', location }))),
        ...(await callsOf(() =>
          runActor(gameSearchActors(() => location.coords).searchGames, {
            filters: defaultFilters(stateId, location.regionId ? [location.regionId] : []),
            text: '',
          }),
        )),
      ];
      const once = page.filter(
        (call, i) => page.findIndex((other) => JSON.stringify(other) === JSON.stringify(call)) === i,
      );
      expect(asSent(visitor('/', stored))).toEqual([...once, ...(await shellCalls(false))]);
      // A call the page makes twice is started once and serves both.
      expect(prefetchRequests(visitor('/', stored)).map((request) => request.uses ?? 1)).toEqual(
        once
          .map((call) => page.filter((other) => JSON.stringify(other) === JSON.stringify(call)).length)
          .concat(1),
      );
    }
  });

  it("each type of today's games", async () => {
    const location = { stateId: 1, regionId: null, coords: null };
    for (const gameType of GAME_TYPE_KEYS) {
      const page = await callsOf(() => runActor(loadTodaysGames(), { gameType, location }));
      expect(asSent(visitor(`/types/${gameType}`))).toEqual([...page, ...(await shellCalls(false))]);
    }
  });

  it("an event's details and a venue by slug or id", async () => {
    // Only the calls matter here: the empty answers' contract mismatches are expected.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const shell = await shellCalls(false);
    expect(asSent(visitor('/event/13948'))).toEqual([
      ...(await callsOf(() => getEventById(13948))),
      ...shell,
    ]);
    for (const key of ['the-golden-fleece-hotel-waterford-park-3658', "O'Brien's Bar & Grill", '42']) {
      const { loadVenue } = liveVenuePageMachine.implementations.actors as Record<string, AnyActorLogic>;
      const page = await callsOf(() => runActor(loadVenue as AnyActorLogic, key));
      expect(asSent(visitor(`/venue/${encodeURIComponent(key)}`))).toEqual([...page, ...shell]);
    }
  });

  it('the major events of the stored state, a major event by name, and the news', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const shell = await shellCalls(false);
    const nsw = { stateId: 2, regionId: null, coords: null };
    expect(asSent(visitor('/major-events', nsw))).toEqual([
      ...(await callsOf(() => majorEventsApi.getMajorEvents('NSW'))),
      ...shell,
    ]);
    expect(asSent(visitor('/aplpt'))).toEqual([
      ...(await callsOf(() => majorEventsApi.getAplptMajorEvents('VIC'))),
      ...shell,
    ]);
    const { loadMajorEvent } = liveMajorEventPageMachine.implementations.actors as Record<
      string,
      AnyActorLogic
    >;
    for (const [path, aplpt] of [
      ['/major-events/vic-state-championship', false],
      ['/APLPT/aplpt-melbourne', true],
    ] as const) {
      const name = path.split('/')[2] ?? '';
      const page = await callsOf(() => runActor(loadMajorEvent as AnyActorLogic, { name, aplpt }));
      expect(asSent(visitor(path))).toEqual([...page, ...shell]);
    }
    // The page the news machine asks for first, as it asks for it.
    let first: { state: string; page: number } | undefined;
    createActor(
      newsListMachine.provide({
        actors: {
          loadNews: fromPromise(async ({ input }) => {
            first ??= input;
            return new Promise<never>(() => {});
          }),
        },
      }),
      { input: { state: 'NSW' } },
    ).start();
    expect(asSent(visitor('/news', nsw))).toEqual([
      ...(await callsOf(() => newsApi.listNews(first?.state ?? '', first?.page ?? 0))),
      ...(await callsOf(() => newsApi.getFeaturedArticles('NSW'))),
      ...shell,
    ]);
  });

  it("a member's details and favourites on every page, the own profile and the redeem page's event", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const shell = await shellCalls(true);
    expect(asSent(member('/leaderboards'))).toEqual(shell);
    expect(asSent(member('/profile'))).toEqual([...(await callsOf(() => getPlayerProfile())), ...shell]);
    // The redeem page asks for the member again, as the shell does: one call serves both.
    const redeem = prefetchRequests(member('/redeem/event/13980'));
    expect(asSent(member('/redeem/event/13980'))).toEqual([
      ...(await callsOf(() => searchRedeemableEvents(13980))),
      ...(await callsOf(() => redeemApi.getLoggedMember())),
      ...shell.filter((call) => call.path !== 'account/getLoggedMember'),
    ]);
    expect(redeem.find((request) => request.path === 'account/getLoggedMember')?.uses).toBe(2);
    // Only a member has a profile or redeems; other profiles and malformed redeem addresses start nothing.
    const visitorShell = await shellCalls(false);
    expect(asSent(visitor('/profile'))).toEqual(visitorShell);
    expect(asSent(visitor('/redeem/event/13980'))).toEqual(visitorShell);
    expect(asSent(member('/profile/abc'))).toEqual(shell);
    expect(asSent(member('/redeem/event/abc'))).toEqual(shell);
    expect(asSent(member('/redeem/event/7/x'))).toEqual(shell);
  });

  it("nothing but the shell's calls for what a member would ask differently, nor for other or malformed addresses", () => {
    const shell = (asMember: boolean) =>
      asMember
        ? ['Article/ListGeneralArticles', 'account/getLoggedMember', 'Membership/GetFavoriteGames']
        : ['Article/ListGeneralArticles'];
    const paths = (context: PrefetchContext) => prefetchRequests(context).map((request) => request.path);
    expect(paths(member('/'))).toEqual(shell(true));
    expect(paths(member('/types/all'))).toEqual(shell(true));
    expect(paths(member('/event/7'))).toEqual(['Event/GetById?eventId=7', ...shell(true)]);
    for (const pathname of [
      '/types/nonsense',
      '/event/abc',
      '/event/7/clock',
      '/venue/%E0%A4%A',
      '/leaderboards',
    ])
      expect(paths(visitor(pathname))).toEqual(shell(false));
  });
});

describe('the API client takes a prefetched answer', () => {
  const seasons = '[{"id":7,"name":"Summer","seasonDescription":"","isCurrent":true,"months":[]}]';
  const early = (path: string, body: string | null, text: string | null, arrived?: number) => {
    window.aplPrefetched = [
      { method: body === null ? 'GET' : 'POST', path, body, text: Promise.resolve(text), arrived, uses: 1 },
    ];
  };
  beforeEach(() => {
    sent = [];
    answerWith('[]');
  });
  afterEach(() => {
    window.aplPrefetched = undefined;
    vi.unstubAllGlobals();
  });

  it('for the same call, without calling the server', async () => {
    early('season/list?brand=2', null, seasons);
    const answer = await callApi(endpoints.listSeasons, { query: { brand: 2 } });
    expect(answer).toEqual(JSON.parse(seasons));
    expect(sent).toEqual([]);
  });

  it('for the same body in another key order, once: the same call made again reaches the server', async () => {
    early('event/searchevents', '{"toDate":"2026-12-06","stateId":1,"brandId":2}', '[]');
    const body = { stateId: 1, brandId: 2, currentLat: undefined, toDate: '2026-12-06' };
    expect(await callApi(endpoints.searchEvents, { body })).toEqual([]);
    expect(sent).toEqual([]);
    expect(await callApi(endpoints.searchEvents, { body })).toEqual([]);
    expect(sent.map((call) => call.body)).toEqual([{ stateId: 1, brandId: 2, toDate: '2026-12-06' }]);
  });

  it('for as many calls as the page was expected to make: one more reaches the server', async () => {
    early('season/list?brand=2', null, seasons);
    const [answer] = window.aplPrefetched ?? [];
    if (answer) answer.uses = 2;
    for (let i = 0; i < 2; i++)
      expect(await callApi(endpoints.listSeasons, { query: { brand: 2 } })).toEqual(JSON.parse(seasons));
    expect(sent).toEqual([]);
    await callApi(endpoints.listSeasons, { query: { brand: 2 } });
    expect(sent.map((call) => call.path)).toEqual(['season/list?brand=2']);
  });

  it('not for another query or body, nor once it failed or is older than the API would keep it', async () => {
    early('season/list?brand=2', null, seasons);
    await callApi(endpoints.listSeasons, { query: { brand: 1 } });
    early('event/searchevents', '{"stateId":1,"brandId":2}', '[]');
    await callApi(endpoints.searchEvents, { body: { stateId: 2, brandId: 2 } });
    early('season/list', null, null);
    await callApi(endpoints.listSeasons);
    early('season/list', null, seasons, performance.now() - PREFETCH_WAIT_MS - 1);
    await callApi(endpoints.listSeasons);
    expect(sent.map((call) => call.path)).toEqual([
      'season/list?brand=1',
      'event/searchevents',
      'season/list',
      'season/list',
    ]);
  });
});

describe('a page the server drew', () => {
  atNowAnsweringEmpty();

  const places: PrefetchContext['stored'][] = [
    null,
    { stateId: 3, regionId: 31, coords: { lat: -31.95, long: 115.86 } },
  ];
  const contexts = [
    ...places.map((stored) => visitor('/', stored)),
    visitor('/types/raise'),
    visitor('/event/7'),
    visitor('/news'),
    member('/redeem/event/7'),
  ];

  it('names each call as the server names the calls it made while drawing, whatever the order of a body', async () => {
    for (const context of contexts) {
      for (const request of prefetchRequests(context)) {
        expect(callKey(request)).toBe(ssrCallKey(request.method, request.path, request.body));
        const reversed = request.body && Object.fromEntries(Object.entries(request.body).reverse());
        expect(callKey({ ...request, ...(reversed ? { body: reversed } : {}) })).toBe(callKey(request));
      }
    }
    // As the API client sends them: the event page's own call, named by the server as it came.
    const [call] = await callsOf(() => getEventById(7));
    expect(call && ssrCallKey(call.method, call.path, call.body)).toBe(
      callKey(prefetchRequests(visitor('/event/7'))[0]!),
    );
  });

  it('leaves out the calls the server answered while drawing the page, and only those', () => {
    for (const context of contexts) {
      const all = prefetchRequests(context);
      const [answered, ...rest] = all;
      expect(
        prefetchRequests({ ...context, answered: new Set(answered ? [callKey(answered)] : []) }),
      ).toEqual(rest);
      expect(prefetchRequests({ ...context, answered: new Set(all.map(callKey)) })).toEqual([]);
    }
  });
});

describe('the prefetch script', () => {
  beforeEach(() => {
    vi.resetModules();
    sent = [];
    answerWith('[]');
    localStorage.clear();
    document.head.innerHTML =
      '<meta name="apl-api-base" content="/umbraco/api"><meta name="apl-session" content="">';
  });
  afterEach(() => {
    window.aplPrefetched = undefined;
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it("starts the page's calls with the client's headers, reading the location the app stored", async () => {
    writeStoredLocation({ stateId: 2, regionId: 21, coords: null, stateName: 'NSW', regionName: 'Sydney' });
    window.history.replaceState(null, '', '/types/raise');
    const fetch = vi.mocked(globalThis.fetch);
    await import('../../src/client/prefetch/prefetch-main');
    const [answer] = window.aplPrefetched ?? [];
    expect(await answer?.text).toBe('[]');
    expect(answer?.arrived).toBeTypeOf('number');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/umbraco/api/event/searchevents');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('x-requested-with')).toBe('XMLHttpRequest');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toMatchObject({ stateId: null, divisionName: 'Raise' });
  });

  it("leaves a failed call for the app to make, and starts only the shell's on a page it does not know", async () => {
    answerWith('{"message":"down"}', 500);
    window.history.replaceState(null, '', '/event/7');
    await import('../../src/client/prefetch/prefetch-main');
    expect(await window.aplPrefetched?.[0]?.text).toBeNull();
    vi.resetModules();
    window.history.replaceState(null, '', '/leaderboards');
    await import('../../src/client/prefetch/prefetch-main');
    expect(window.aplPrefetched?.map((answer) => answer.path)).toEqual(['Article/ListGeneralArticles']);
  });

  it('starts none of the calls the server answered while it drew the page', async () => {
    window.history.replaceState(null, '', '/event/7');
    document.head.insertAdjacentHTML(
      'beforeend',
      `<meta name="apl-drawn-calls" content='${JSON.stringify([ssrCallKey('GET', 'Event/GetById?eventId=7', undefined)])}'>`,
    );
    await import('../../src/client/prefetch/prefetch-main');
    expect(window.aplPrefetched?.map((answer) => answer.path)).toEqual(['Article/ListGeneralArticles']);
  });
});
