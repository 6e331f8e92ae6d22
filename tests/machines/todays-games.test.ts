import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import {
  ALL_DAYS,
  type GamesLocation,
  gamesByWeekday,
  shownGames,
  type TodaysGamesEvent,
  todaysGamesMachine,
} from '../../machines/todays-games';
import type { Game } from '../../src/shared/contract/game';
import { unprovidedActorFailures } from './unprovided-actors';

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
    expect(days.get(ALL_DAYS)?.map((g) => g.id)).toEqual([1, 2, 3]);
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
