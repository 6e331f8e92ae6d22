import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import { eventResultsMachine } from '../../machines/event-results';
import { closedEventIdsOf, type VenuePageEvent, venuePageMachine } from '../../machines/venue-page';
import type { Game } from '../../src/shared/contract/game';
import type { VenueDetail, VenueEvents } from '../../src/shared/contract/venue-detail';
import { unprovidedActorFailures } from './unprovided-actors';

const game = (id: number, eventStatusId: number, day: number) =>
  ({ id, eventStatusId, dateTime: `2026-11-${String(day).padStart(2, '0')}T09:00:00.000Z` }) as Game;
const venue = { id: 8, title: 'The Local', friendlyUrlSlug: 'the-local' } as VenueDetail;
const withClosed: VenueEvents = {
  past: [game(2, 2, 12), game(1, 2, 5)],
  currentWeek: [game(3, 1, 23)],
  future: [],
};
const noClosed: VenueEvents = { past: [], currentWeek: [game(3, 1, 23)], future: [] };
const season = { id: 4, name: 'Season 4', seasonDescription: '', isCurrent: true, months: [] };
const boardDays = [
  {
    id: 11,
    name: 'Tuesday',
    gameScoreboards: [
      { id: 21, name: 'Tuesday Night' },
      { id: 22, name: 'Late' },
    ],
  },
];

type Outcome = EventObject & { output?: unknown; error?: unknown };
const asEvent = (event: Outcome) => event as unknown as VenuePageEvent;
const done = (id: string, output: unknown): Outcome => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown = new Error('offline')): Outcome => ({
  type: `xstate.error.actor.${id}`,
  error,
});

const OUTCOMES: Record<string, Outcome[]> = {
  loadVenue: [done('loadVenue', venue), failed('loadVenue', { status: 404 }), failed('loadVenue')],
  loadEvents: [done('loadEvents', withClosed), done('loadEvents', noClosed), failed('loadEvents')],
  loadSeasons: [done('loadSeasons', [season]), failed('loadSeasons')],
  loadVenueDays: [done('loadVenueDays', boardDays), done('loadVenueDays', []), failed('loadVenueDays')],
  loadLeaderboard: [done('loadLeaderboard', []), failed('loadLeaderboard')],
  loadResult: [done('loadResult', { id: 2, rows: [] }), failed('loadResult')],
  loadPhotos: [done('loadPhotos', []), failed('loadPhotos')],
  reloadLeaderboard: [done('reloadLeaderboard', []), failed('reloadLeaderboard')],
};
const never = <T, I = unknown>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const start = () =>
  createActor(
    venuePageMachine.provide({
      actors: {
        loadVenue: never(),
        loadEvents: never(),
        loadSeasons: never(),
        loadVenueDays: never(),
        loadLeaderboard: never(),
        loadResult: never(),
        loadPhotos: never(),
        results: eventResultsMachine.provide({ actors: { loadResult: never() } }),
      },
    }),
    { input: { venueKey: 'the-local' } },
  ).start();

const FLAGS = ['loading.events', 'loading.leaderboard', 'loading.result', 'loading.photos'];
const flagsOf = (snapshot: { hasTag(tag: string): boolean }) => FLAGS.filter((f) => snapshot.hasTag(f));

describe('venue page rules', () => {
  it('loads in the spec order, lowering each loading flag as its part arrives', () => {
    const actor = start();
    const order: string[] = [];
    const step = (outcome: Outcome) => {
      order.push(Object.keys(actor.getSnapshot().children).join(','));
      actor.send(asEvent(outcome));
    };
    expect(flagsOf(actor.getSnapshot())).toEqual(FLAGS);
    step(OUTCOMES.loadVenue![0]!);
    step(OUTCOMES.loadEvents![0]!);
    expect(flagsOf(actor.getSnapshot())).toEqual(FLAGS.slice(1));
    step(OUTCOMES.loadSeasons![0]!);
    step(OUTCOMES.loadVenueDays![0]!);
    expect(actor.getSnapshot().context.board).toEqual({ seasonId: 4, dayId: 11, gameScoreboardId: 21 });
    step(OUTCOMES.loadLeaderboard![0]!);
    expect(flagsOf(actor.getSnapshot())).toEqual(FLAGS.slice(2));
    step(OUTCOMES.loadResult![0]!);
    expect(flagsOf(actor.getSnapshot())).toEqual(['loading.photos']);
    step(OUTCOMES.loadPhotos![0]!);
    expect(order).toEqual([
      'loadVenue',
      'loadEvents',
      'loadSeasons',
      'loadVenueDays',
      'loadLeaderboard',
      'loadResult',
      'loadPhotos',
    ]);
    expect(flagsOf(actor.getSnapshot())).toEqual([]);
    expect(actor.getSnapshot().children.results).toBeDefined();
  });

  it('any failure clears every loading flag; an unknown venue is not found', () => {
    const actor = start();
    actor.send(asEvent(OUTCOMES.loadVenue![0]!));
    actor.send(asEvent(OUTCOMES.loadEvents![2]!));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(flagsOf(actor.getSnapshot())).toEqual([]);
    const other = start();
    other.send(asEvent(OUTCOMES.loadVenue![1]!));
    expect(other.getSnapshot().status).toBe('done');
  });

  it('lists closed events oldest first and shows the latest', () => {
    expect(closedEventIdsOf(withClosed)).toEqual([1, 2]);
    expect(closedEventIdsOf(noClosed)).toEqual([]);
    // A game this week that has finished is listed in past and in currentWeek: it counts once.
    expect(closedEventIdsOf({ ...withClosed, currentWeek: [game(2, 2, 12), game(3, 1, 23)] })).toEqual([
      1, 2,
    ]);
    // A director may close a game before its date: it is in the future list, and it is the latest result.
    expect(closedEventIdsOf({ ...withClosed, future: [game(4, 2, 28), game(5, 1, 29)] })).toEqual([1, 2, 4]);
  });

  it('a new event view resets the day filter to all days', () => {
    const actor = start();
    actor.send({ type: 'events.day', day: 3 });
    actor.send({ type: 'events.view', view: 'future' });
    expect(actor.getSnapshot().context).toMatchObject({ view: 'future', day: -1 });
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(venuePageMachine)).toEqual({
      loadVenue: 'loadVenue not provided',
      loadEvents: 'loadEvents not provided',
      loadSeasons: 'loadSeasons not provided',
      loadVenueDays: 'loadVenueDays not provided',
      loadLeaderboard: 'loadLeaderboard not provided',
      loadResult: 'loadResult not provided',
      loadPhotos: 'loadPhotos not provided',
    });
  });
});
