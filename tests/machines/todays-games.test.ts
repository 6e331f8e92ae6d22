import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromCallback, fromPromise } from 'xstate';
import {
  type GamesLocation,
  type GamesRequest,
  gamesByWeekday,
  hasDayFilter,
  isNearMe,
  shownGames,
  type TodaysGamesEvent,
  todaysGamesMachine,
} from '../../machines/todays-games';
import type { Game } from '../../src/shared/contract/game';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

/** Load More shows 25 games per page (public spec); the day tabs' 'all days' key. */
const PAGE = 25;
const EVERY_DAY = -1;

// 2026-11-23 is a Monday; 09:00 UTC is evening in Sydney on the same day.
const game = (id: number, day: number, buyIn: number, distance: number, extra: Partial<Game> = {}): Game =>
  ({
    id,
    dateTime: new Date(Date.UTC(2026, 10, 23 + day, 9)).toISOString(),
    buyInAmount: buyIn,
    distanceAway: distance,
    eventStatusId: 1,
    isSpecialEvent: false,
    brandName: 'APL',
    isFavourite: false,
    ...extra,
  }) as Game;

const MANY = Array.from({ length: 30 }, (_, i) => game(100 + i, i % 7, 0, 1000 * i));
const GAMES = [
  game(1, 0, 0, 5000),
  game(2, 1, 50, 900),
  game(3, 1, 20, 12000, { brandName: 'ALH Hotels' }),
  game(4, 2, 0, 300, { eventStatusId: 6 }),
];
const HOME: GamesLocation = { stateId: 1, regionId: 6, coords: { lat: -37.8, long: 144.9 } };
const AWAY: GamesLocation = { stateId: 2, regionId: null, coords: null };

type Outcome = EventObject & { output?: unknown; error?: unknown };
const asEvent = (event: Outcome) => event as unknown as TodaysGamesEvent;
const OUTCOMES: Outcome[] = [
  { type: 'xstate.done.actor.loadGames', output: GAMES },
  { type: 'xstate.done.actor.loadGames', output: MANY },
];
const INPUT = { gameType: 'all' as const, location: HOME };

// The flow's paths run on the page: tests/client/todays-games-paths.test.tsx. These are the list rules.
function start() {
  return createActor(
    todaysGamesMachine.provide({ actors: { loadGames: fromPromise(() => new Promise<Game[]>(() => {})) } }),
    { input: INPUT },
  ).start();
}

describe("today's games rules", () => {
  it('sorts nearest first with a position, and a repeated click flips the direction', () => {
    const actor = start();
    actor.send(asEvent(OUTCOMES[0]!));
    expect(shownGames(actor.getSnapshot().context).map((g) => g.id)).toEqual([2, 1, 3]);
    actor.send({ type: 'sort.select', by: 'buyIn' });
    expect(shownGames(actor.getSnapshot().context).map((g) => g.buyInAmount)).toEqual([0, 20, 50]);
    actor.send({ type: 'sort.select', by: 'buyIn' });
    expect(shownGames(actor.getSnapshot().context).map((g) => g.buyInAmount)).toEqual([50, 20, 0]);
  });

  it('keys games by weekday and filters by the chosen day', () => {
    const actor = start();
    actor.send(asEvent(OUTCOMES[0]!));
    const days = gamesByWeekday(actor.getSnapshot().context);
    expect(days.get(EVERY_DAY)?.map((g) => g.id)).toEqual([1, 2, 3]);
    expect(days.get(1)?.map((g) => g.id)).toEqual([1]);
    expect(days.get(2)?.map((g) => g.id)).toEqual([2, 3]);
    expect(days.has(3)).toBe(false);
    actor.send({ type: 'day.select', day: 2 });
    expect(
      shownGames(actor.getSnapshot().context)
        .map((g) => g.id)
        .sort(),
    ).toEqual([2, 3]);
  });

  it("works out a list's days once per list and type, afresh for a new list or another type", () => {
    const context = { games: GAMES, gameType: 'all' as const };
    const days = gamesByWeekday(context);
    expect(gamesByWeekday({ ...context })).toBe(days);
    const satellites = gamesByWeekday({ ...context, gameType: 'satellite' });
    expect(satellites).not.toBe(days);
    expect(gamesByWeekday({ ...context, gameType: 'satellite' })).toBe(satellites);
    const renewed = gamesByWeekday({ ...context, games: GAMES.slice(0, 1) });
    expect(renewed.get(EVERY_DAY)?.map((g) => g.id)).toEqual([GAMES[0]?.id]);
    expect(gamesByWeekday(context)).toBe(days);
  });

  it('pages 25 at a time and starts again when the day changes', () => {
    const actor = start();
    actor.send(asEvent(OUTCOMES[1]!));
    expect(actor.getSnapshot().can({ type: 'page.more' })).toBe(true);
    actor.send({ type: 'page.more' });
    expect(actor.getSnapshot().context.page).toBe(2);
    expect(actor.getSnapshot().can({ type: 'page.more' })).toBe(false);
    actor.send({ type: 'day.select', day: 1 });
    expect(actor.getSnapshot().context.page).toBe(1);
  });

  it('a list of exactly one page has no more', () => {
    const one = start();
    one.send(asEvent({ type: 'xstate.done.actor.loadGames', output: MANY.slice(0, PAGE) }));
    expect(one.getSnapshot().can({ type: 'page.more' })).toBe(false);
    const more = start();
    more.send(asEvent({ type: 'xstate.done.actor.loadGames', output: MANY.slice(0, PAGE + 1) }));
    expect(more.getSnapshot().can({ type: 'page.more' })).toBe(true);
  });

  it('reloads for a new location only', () => {
    const actor = start();
    actor.send(asEvent(OUTCOMES[0]!));
    actor.send({ type: 'location.change', location: { ...HOME } });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'location.change', location: AWAY });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(todaysGamesMachine)).toEqual({
      loadGames: 'loadGames not provided',
    });
  });
});

function startRecorded(input: { gameType: 'all' | 'satellite'; location: GamesLocation } = INPUT) {
  const loadGames = fakeActor<Game[], GamesRequest>('loadGames');
  const followers = { location: 0, favourites: 0 };
  const actor = createActor(
    todaysGamesMachine.provide({
      actors: {
        loadGames: loadGames.logic,
        followLocation: fromCallback(() => {
          followers.location += 1;
        }),
        followFavourites: fromCallback(() => {
          followers.favourites += 1;
        }),
      },
    }),
    { input },
  ).start();
  return { actor, loadGames, followers };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const ids = (games: Game[]) => games.map((g) => g.id);

describe("today's games flow", () => {
  it('loads the type for the location, busy until it answers, following the location and favourites', async () => {
    const { actor, loadGames, followers } = startRecorded();
    expect(followers).toEqual({ location: 1, favourites: 1 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      games: [],
      sort: { by: 'distance', descending: false },
      day: EVERY_DAY,
      filterOpen: false,
      page: 1,
    });
    expect(loadGames.inputs()).toEqual([{ gameType: 'all', location: HOME }]);
    loadGames.settle({ type: 'xstate.done.actor.loadGames', output: GAMES });
    await flush();
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.games).toEqual(GAMES);
  });

  it('a failed load lists nothing, from page 1', async () => {
    const { actor, loadGames } = startRecorded();
    loadGames.settle({ type: 'xstate.done.actor.loadGames', output: MANY });
    await flush();
    actor.send({ type: 'page.more' });
    actor.send({ type: 'location.change', location: AWAY });
    expect(loadGames.inputs().at(-1)).toEqual({ gameType: 'all', location: AWAY });
    expect(actor.getSnapshot().context.location).toEqual(AWAY);
    loadGames.settle({ type: 'xstate.error.actor.loadGames', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ games: [], page: 1 });
  });

  it('a new load starts again at page 1', async () => {
    const { actor, loadGames } = startRecorded();
    loadGames.settle({ type: 'xstate.done.actor.loadGames', output: MANY });
    await flush();
    actor.send({ type: 'page.more' });
    actor.send({ type: 'location.change', location: AWAY });
    loadGames.settle({ type: 'xstate.done.actor.loadGames', output: MANY });
    await flush();
    expect(actor.getSnapshot().context.page).toBe(1);
  });

  it('opens and closes the filter', () => {
    const { actor } = startRecorded();
    actor.send({ type: 'filter.toggle' });
    expect(actor.getSnapshot().context.filterOpen).toBe(true);
    actor.send({ type: 'filter.toggle' });
    expect(actor.getSnapshot().context.filterOpen).toBe(false);
  });

  it('flips the heart of a listed game whose favourite changed, and ignores the rest', async () => {
    const { actor, loadGames } = startRecorded();
    loadGames.settle({ type: 'xstate.done.actor.loadGames', output: GAMES });
    await flush();
    expect(actor.getSnapshot().can({ type: 'favourite.changed', eventId: 2, isFavourite: false })).toBe(
      false,
    );
    expect(actor.getSnapshot().can({ type: 'favourite.changed', eventId: 99, isFavourite: true })).toBe(
      false,
    );
    actor.send({ type: 'favourite.changed', eventId: 2, isFavourite: true });
    expect(actor.getSnapshot().context.games.map((g) => g.isFavourite)).toEqual([false, true, false, false]);
    expect(actor.getSnapshot().context.games[1]).toEqual({ ...GAMES[1], isFavourite: true });
  });

  it('picks only another day that has games, or all days', async () => {
    const { actor, loadGames } = startRecorded();
    loadGames.settle({ type: 'xstate.done.actor.loadGames', output: GAMES });
    await flush();
    expect(actor.getSnapshot().can({ type: 'day.select', day: 3 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'day.select', day: EVERY_DAY })).toBe(false);
    actor.send({ type: 'day.select', day: 1 });
    expect(actor.getSnapshot().context.day).toBe(1);
    expect(actor.getSnapshot().can({ type: 'day.select', day: 1 })).toBe(false);
    actor.send({ type: 'day.select', day: EVERY_DAY });
    expect(actor.getSnapshot().context.day).toBe(EVERY_DAY);
  });

  it('another sort starts ascending', () => {
    const { actor } = startRecorded();
    actor.send({ type: 'sort.select', by: 'distance' });
    expect(actor.getSnapshot().context.sort).toEqual({ by: 'distance', descending: true });
    actor.send({ type: 'sort.select', by: 'upcoming' });
    expect(actor.getSnapshot().context.sort).toEqual({ by: 'upcoming', descending: false });
  });
});

describe("today's games list rules", () => {
  const context = (games: Game[], extra: Partial<Parameters<typeof shownGames>[0]> = {}) => ({
    gameType: 'all' as const,
    location: HOME,
    games,
    sort: { by: 'distance' as const, descending: false },
    day: EVERY_DAY,
    filterOpen: false,
    page: 1,
    ...extra,
  });

  it('without distances nearest first falls back to the soonest; equal games keep id order', () => {
    const far = [game(7, 2, 0, 0), game(6, 1, 0, 0), game(5, 1, 0, 0)].map((g) => ({
      ...g,
      distanceAway: null,
    }));
    expect(ids(shownGames(context(far as Game[])))).toEqual([5, 6, 7]);
    expect(ids(shownGames(context(far as Game[], { sort: { by: 'distance', descending: true } })))).toEqual([
      7, 5, 6,
    ]);
    expect(ids(shownGames(context(GAMES, { sort: { by: 'upcoming', descending: false } })))).toEqual([
      1, 2, 3,
    ]);
    expect(ids(shownGames(context(GAMES, { sort: { by: 'upcoming', descending: true } })))).toEqual([
      2, 3, 1,
    ]);
  });

  it('applies the day only to the types with a day filter', () => {
    expect(hasDayFilter('all')).toBe(true);
    expect(hasDayFilter('grandslam')).toBe(true);
    expect(hasDayFilter('satellite')).toBe(false);
    expect(ids(shownGames(context(GAMES, { day: 1 })))).toEqual([1]);
    expect(ids(shownGames(context(GAMES, { day: 1, gameType: 'satellite' as never })))).toEqual([4, 2, 1, 3]);
    expect(shownGames(context(GAMES, { day: 4 }))).toEqual([]);
  });

  it("'Games Near Me' is the chosen region or within 25 km", () => {
    const at = (distanceAway: number | null, regionId: number | null) =>
      ({ ...game(1, 0, 0, 0), distanceAway, regionId }) as Game;
    expect(isNearMe(at(null, 6), HOME)).toBe(true);
    expect(isNearMe(at(25_000, 9), HOME)).toBe(true);
    expect(isNearMe(at(25_001, 9), HOME)).toBe(false);
    expect(isNearMe(at(null, 9), HOME)).toBe(false);
    expect(isNearMe(at(null, 6), AWAY)).toBe(false);
    // Neither the player nor the game has a region: that is no match.
    expect(isNearMe(at(null, null), AWAY)).toBe(false);
  });
});
