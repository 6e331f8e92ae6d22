import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every page of the app, read from the route table itself (src/client/app/router.tsx) so the browser checks
 * (axe, 320 px layout) and `npm run bench:lighthouse` cover a page as soon as it is routed. The table is read
 * as text: importing it would load React views into Node.
 */
const ROUTER = path.resolve(import.meta.dirname, '../src/client/app/router.tsx');
const SERVER_PAGES = ['/login'];

/** Where the `children: [...]` of the route at `from` ends (its closing bracket), or -1. */
function childrenEnd(source: string, from: number): number {
  const start = source.indexOf('children: [', from);
  if (start < 0) return -1;
  let depth = 0;
  for (let i = start + 'children: '.length; i < source.length; i++) {
    if (source[i] === '[') depth++;
    else if (source[i] === ']' && --depth === 0) return i;
  }
  return -1;
}

/**
 * The path patterns of router.tsx (`path: '...'`), leading slash added, `*` left out. The league office's pages
 * are children of `path: 'admin'`: their paths are under /admin (written whole or relative), and a section's
 * `venues/*` is its page `venues`.
 */
export function routePatterns(source = readFileSync(ROUTER, 'utf8')): string[] {
  const admin = source.search(/\bpath:\s*'admin'/);
  const adminEnd = admin < 0 ? -1 : childrenEnd(source, admin);
  const found = [...source.matchAll(/\bpath:\s*'([^']*)'/g)].map((m) => {
    const path = m[1] ?? '';
    const inAdmin = admin >= 0 && (m.index ?? 0) > admin && (m.index ?? 0) < adminEnd && path !== 'admin';
    const page = path.replace(/\/\*$/, '');
    // A child's path is relative to /admin unless written whole (React Router takes both).
    return inAdmin && !page.startsWith('/') ? `admin/${page}` : page;
  });
  const patterns = new Set(['/']);
  for (const p of found) if (p !== '*') patterns.add(`/${p.replace(/^\//, '')}`);
  for (const p of SERVER_PAGES) patterns.add(p);
  return [...patterns];
}

/** Values for a route's parameters, from the running server's data (see discoverSamples). */
export type RouteSamples = Record<string, string>;

/** A concrete address for a pattern; a parameter without a sample is an error so a new page is not skipped. */
/**
 * Where a route's parameter takes another sample than the one of its name: the redeem page an event that takes
 * PTC and cards, the major event page a seeded non-APLPT event (it answers no other).
 */
const ROUTE_SAMPLES: Record<string, Record<string, string>> = {
  '/redeem/event/:id': { id: 'redeemableId' },
  '/major-events/:eventname': { eventname: 'majorEvent' },
};

export function samplePath(pattern: string, samples: RouteSamples): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = samples[ROUTE_SAMPLES[pattern]?.[name] ?? name];
    if (value === undefined) {
      throw new Error(
        `No sample value for :${name} in ${pattern}: add one to discoverSamples in tests/site-routes.ts`,
      );
    }
    return encodeURIComponent(value);
  });
}

interface SearchedGame {
  id: number;
  venue: { friendlyUrlSlug: string };
}

interface RedeemableGame {
  id: number;
  ptcRedeemable: boolean;
  creditCardRedeemable: boolean;
}

const dayOffset = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Real values from the seeded server: an upcoming game of this week and its venue; the rest are the seed's
 * fixed names. Pages for things that do not exist (a ticket to swap) still render their 'not found' answer,
 * which is a page like any other for these checks.
 */
export async function discoverSamples(baseUrl: string, now = new Date()): Promise<RouteSamples> {
  const answer = await fetch(`${baseUrl}/umbraco/api/event/searchevents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ stateId: 1, fromDate: dayOffset(now, 0), toDate: dayOffset(now, 6) }),
  });
  if (!answer.ok) throw new Error(`searchevents answered ${answer.status}`);
  const games = (await answer.json()) as SearchedGame[];
  const game = games[Math.floor(games.length / 2)];
  if (!game) throw new Error('The seeded server has no game this week in VIC');
  const [redeemable, majorEvent] = await Promise.all([
    redeemableGame(baseUrl, now),
    firstMajorEvent(baseUrl),
  ]);
  return {
    id: String(game.id),
    redeemableId: String(redeemable.id),
    majorEvent: majorEvent.urlName,
    venue: game.venue.friendlyUrlSlug,
    gameType: 'all',
    slug: 'faq',
    // The seed's Million, an APLPT event (/major-events/:eventname takes majorEvent instead).
    eventname: 'apl-million-2025',
    newsname: 'apl-responsible-gambling',
    customerGuid: '00000000-0000-4000-8000-000000000000',
    gameMembership: '1',
    voucherGuid: '00000000-0000-4000-8000-000000000000',
    purchaseGuid: '00000000-0000-4000-8000-000000000000',
  };
}

/** A game of the coming week (registration still open) that takes both PTC and cards: the full redeem page. */
async function redeemableGame(baseUrl: string, now: Date): Promise<RedeemableGame> {
  const answer = await fetch(`${baseUrl}/umbraco/api/event/searchevents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ stateId: 1, fromDate: dayOffset(now, 2), toDate: dayOffset(now, 8) }),
  });
  if (!answer.ok) throw new Error(`searchevents answered ${answer.status}`);
  const games = (await answer.json()) as RedeemableGame[];
  const game = games.find((g) => g.ptcRedeemable && g.creditCardRedeemable);
  if (!game) throw new Error('The seeded server has no game in VIC next week that takes PTC and cards');
  return game;
}

/** The first card a visitor sees on /major-events (VIC, the default state). */
async function firstMajorEvent(baseUrl: string): Promise<{ urlName: string }> {
  const answer = await fetch(`${baseUrl}/umbraco/api/majorevent/getall?state=VIC`, {
    headers: { accept: 'application/json' },
  });
  if (!answer.ok) throw new Error(`majorevent/getall answered ${answer.status}`);
  const [event] = (await answer.json()) as { urlName: string }[];
  if (!event) throw new Error('The seeded server has no major event in VIC');
  return event;
}
