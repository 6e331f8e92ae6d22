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
import { generatePathCases, unreachedStateNodes, untakenTransitions } from './path-harness';

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

const EVENTS: TodaysGamesEvent[] = [
  { type: 'type.select', gameType: 'grandslam' },
  { type: 'location.change', location: AWAY },
  { type: 'sort.select', by: 'buyIn' },
  { type: 'day.select', day: 2 },
  { type: 'filter.toggle' },
  { type: 'favourite.flip', eventId: 2 },
  { type: 'page.more' },
];
const OUTCOMES: Outcome[] = [
  { type: 'xstate.done.actor.loadGames', output: GAMES },
  { type: 'xstate.done.actor.loadGames', output: MANY },
  { type: 'xstate.error.actor.loadGames', error: new Error('offline') },
];
const eventsFor = (snapshot: { children: Record<string, unknown> }) => [
  ...EVENTS,
  ...(snapshot.children.loadGames ? OUTCOMES : []),
];

const INPUT = { gameType: 'all' as const, location: HOME };
const cases = generatePathCases(todaysGamesMachine, {
  inputs: { 'VIC, all games': INPUT },
  events: eventsFor as never,
}).slice(0, 400);

function start() {
  return createActor(
    todaysGamesMachine.provide({ actors: { loadGames: fromPromise(() => new Promise<Game[]>(() => {})) } }),
    { input: INPUT },
  ).start();
}

describe("today's games machine paths", () => {
  it('reaches every state node and takes every transition', () => {
    expect(unreachedStateNodes(todaysGamesMachine, cases)).toEqual([]);
    expect(untakenTransitions(todaysGamesMachine, cases)).toEqual([]);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = start();
    for (const step of c.steps) {
      actor.send(asEvent(step.event as Outcome));
      const seen = actor.getSnapshot();
      expect(seen.value).toEqual(step.state.value);
      expect(seen.context).toEqual((step.state as unknown as typeof seen).context);
      // The list never shows what the type's rules leave out.
      const shown = shownGames(seen.context);
      if (seen.context.gameType === 'grandslam')
        expect(shown.every((g) => g.brandName.startsWith('ALH'))).toBe(true);
      if (seen.context.gameType === 'all') expect(shown.every((g) => g.eventStatusId === 1)).toBe(true);
    }
    actor.stop();
  });
});

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

  it('reloads for a new type or location and resets the day', () => {
    const actor = start();
    actor.send(asEvent(OUTCOMES[0]!));
    actor.send({ type: 'day.select', day: 2 });
    actor.send({ type: 'type.select', gameType: 'satellite' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.day).toBe(ALL_DAYS);
    actor.send(asEvent(OUTCOMES[0]!));
    actor.send({ type: 'location.change', location: AWAY });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });
});
