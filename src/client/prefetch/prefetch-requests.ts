/**
 * The first API calls a page makes, worked out from the address alone so a tiny script can start them while
 * the app's code is still downloading (prefetch-main.ts). This file imports nothing: whatever it shared with the
 * app would become a chunk both load. tests/client/prefetch-requests.test.ts checks every request here against
 * the calls the pages' own code makes.
 */

/** A call as the API client sends it: the path under the API base with its query, and the JSON body. */
export interface PrefetchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
  /** How many of the page's first calls are this very call, each served by the one answer (1 when absent). */
  uses?: number;
}

/** A started call, left on `window.aplPrefetched` for the API client (src/client/api/prefetched-responses.ts). */
export interface PrefetchedResponse {
  method: string;
  path: string;
  /** The JSON sent, or null for a call without a body. */
  body: string | null;
  /** The answer's JSON text when it came back 200, else null (the client then calls as usual). */
  text: Promise<string | null>;
  /** performance.now() when the answer arrived. */
  arrived?: number;
  /** How many calls this answer may still serve. */
  uses: number;
}

declare global {
  interface Window {
    aplPrefetched?: PrefetchedResponse[];
  }
}

export interface PrefetchContext {
  pathname: string;
  /** The stored location (localStorage 'apl.geoLocation'), null when none. */
  stored: {
    stateId: number | null;
    regionId: number | null;
    coords: { lat: number; long: number } | null;
  } | null;
  /** A session exists: members' searches use their brand, known only once their details load. */
  member: boolean;
  now: Date;
  /** The calls the server made while drawing the page (their callKeys); none for a page it did not draw. */
  answered?: Set<string>;
}

// Copies of src/shared/states.ts and src/shared/game-rules.ts, for the reason above.
const DEFAULT_STATE_ID = 1;
const DEFAULT_BRAND_ID = 2;
const STATE_SHORT: Record<number, string> = {
  1: 'VIC',
  2: 'NSW',
  3: 'WA',
  4: 'SA',
  5: 'QLD',
  6: 'TAS',
  7: 'NT',
  8: 'ACT',
};
const WA = 3;
const PRO_SERIES = 3;
const TABS: Record<string, { mode?: string; divisionName?: string; anyState?: boolean }> = {
  all: {},
  satellite: { mode: 'satellite' },
  aplmSatellite: { mode: 'satellite', divisionName: 'APL Million Satellite' },
  cashGame: { mode: 'cashGames' },
  special: { mode: 'special' },
  raise: { divisionName: 'Raise', anyState: true },
  grandslam: {},
};
const ID = /^[1-9]\d{0,9}$/;

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

function weekSpan(now: Date) {
  const end = new Date(now);
  end.setDate(end.getDate() + 6);
  return { fromDate: isoDay(now), toDate: isoDay(end) };
}

function todaysGames(tab: string, context: PrefetchContext): PrefetchRequest {
  const { mode, divisionName, anyState } = TABS[tab] ?? {};
  const coords = context.stored?.coords;
  return {
    method: 'POST',
    path: 'event/searchevents',
    body: {
      stateId: anyState ? null : (context.stored?.stateId ?? DEFAULT_STATE_ID),
      brandId: DEFAULT_BRAND_ID,
      currentLat: coords?.lat,
      currentLng: coords?.long,
      mode,
      divisionName,
      ...weekSpan(context.now),
    },
  };
}

/** The home page's game search with its default filters for the stored location. */
function homeSearch(context: PrefetchContext): PrefetchRequest {
  const stateId = context.stored?.stateId ?? DEFAULT_STATE_ID;
  const regionId = context.stored?.regionId ?? null;
  const coords = context.stored?.coords;
  return {
    method: 'POST',
    path: 'event/searchevents',
    body: {
      stateId,
      brandId: DEFAULT_BRAND_ID,
      regions: regionId ? [regionId] : undefined,
      currentLat: coords?.lat,
      currentLng: coords?.long,
      gameTypeId: stateId === WA ? PRO_SERIES : undefined,
      ...weekSpan(context.now),
    },
  };
}

const get = (path: string, query: Record<string, string>): PrefetchRequest => ({
  method: 'GET',
  path: `${path}?${new URLSearchParams(query)}`,
});

/** Objects with their keys sorted, as src/shared/server-rendering.ts sorts them (a copy: this file imports nothing). */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, item]) => [key, sortedKeys(item)]));
}

/** A call as src/shared/server-rendering.ts's ssrCallKey writes it (a copy, checked by the prefetchs test). */
export const callKey = (request: PrefetchRequest) =>
  `${request.method} ${request.path} ${request.body === undefined ? '' : JSON.stringify(sortedKeys(request.body))}`;

/**
 * The calls the page at `pathname` makes first, as far as they can be known before the app runs; a call the
 * page makes twice (the home page's list and game finder start with the same search, the redeem page asks for
 * the member the shell has just asked for) is started once and serves both. Calls the server answered while it
 * drew the page (`answered`, their callKeys) come with the page and are left out.
 */
export function prefetchRequests(context: PrefetchContext): PrefetchRequest[] {
  const merged = new Map<string, PrefetchRequest>();
  for (const request of pageRequests(context)) {
    const key = callKey(request);
    if (context.answered?.has(key)) continue;
    const same = merged.get(key);
    merged.set(key, same ? { ...same, uses: (same.uses ?? 1) + 1 } : request);
  }
  return [...merged.values()];
}

const LOGGED_MEMBER: PrefetchRequest = { method: 'GET', path: 'account/getLoggedMember' };

/** What the app's shell asks on every page: the about pages of its menu, and a member's details and favourites. */
function shellRequests(context: PrefetchContext): PrefetchRequest[] {
  const about: PrefetchRequest = { method: 'GET', path: 'Article/ListGeneralArticles' };
  return context.member
    ? [about, LOGGED_MEMBER, { method: 'GET', path: 'Membership/GetFavoriteGames' }]
    : [about];
}

function pageRequests(context: PrefetchContext): PrefetchRequest[] {
  return [...routeRequests(context), ...shellRequests(context)];
}

function routeRequests(context: PrefetchContext): PrefetchRequest[] {
  let segments: string[];
  try {
    segments = context.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return [];
  }
  // Routes match their fixed parts in any case; parameters are taken as written.
  const [page = '', param = '', ...rest] = segments;
  const route = `${page.toLowerCase()}${segments.length > 1 ? '/:param' : ''}${rest.length ? '/…' : ''}`;
  const state = STATE_SHORT[context.stored?.stateId ?? DEFAULT_STATE_ID] ?? 'VIC';
  switch (route) {
    case '':
      return context.member
        ? []
        : [
            get('HomeBanners/Get', { state }),
            get('article/GetFeaturedArticles', { state }),
            todaysGames('all', context),
            homeSearch(context),
          ];
    case 'types/:param':
      return !context.member && Object.hasOwn(TABS, param) ? [todaysGames(param, context)] : [];
    case 'event/:param':
      return ID.test(param) ? [get('Event/GetById', { eventId: param })] : [];
    case 'venue/:param':
      return [
        ID.test(param) ? get('Venues/GetById', { id: param }) : get('Venues/GetByName', { venueName: param }),
      ];
    case 'major-events':
      return [get('majorevent/getall', { state })];
    case 'aplpt':
      return [get('majorevent/GetAllAPLPT', { state })];
    case 'major-events/:param':
      return [get('majorevent/get', { name: param })];
    case 'aplpt/:param':
      return [get('majorevent/getAPLPT', { name: param })];
    case 'news':
      return [get('article/list', { state, page: '1' }), get('article/GetFeaturedArticles', { state })];
    case 'profile':
      return context.member ? [{ method: 'GET', path: 'Membership/GetPlayerProfile' }] : [];
    case 'redeem/:param/…': {
      const [id = '', ...more] = rest;
      return context.member && param.toLowerCase() === 'event' && ID.test(id) && more.length === 0
        ? [get('Event/SearchPTCRedeemableEvents', { id }), LOGGED_MEMBER]
        : [];
    }
    default:
      return [];
  }
}
