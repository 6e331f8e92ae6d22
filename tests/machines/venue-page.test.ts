import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromCallback, fromPromise } from 'xstate';
import { eventResultsMachine } from '../../machines/event-results';
import {
  closedEventIdsOf,
  type LeaderboardChoice,
  type VenuePageEvent,
  venuePageMachine,
} from '../../machines/venue-page';
import type { Photo } from '../../src/shared/contract/content';
import type { EventResult } from '../../src/shared/contract/event-detail';
import type { Game } from '../../src/shared/contract/game';
import type { LeaderboardRow } from '../../src/shared/contract/leaderboard';
import type { Season } from '../../src/shared/contract/season';
import type { VenueDay } from '../../src/shared/contract/venue';
import type { VenueDetail, VenueEvents } from '../../src/shared/contract/venue-detail';
import type { StandingsUpdate } from '../../src/shared/standings-update';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

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
const start = (loadResult = never<EventResult, number>()) =>
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
        results: eventResultsMachine.provide({ actors: { loadResult } }),
      },
    }),
    { input: { venueKey: 'the-local' } },
  ).start();

const FLAGS = ['loading.events', 'loading.leaderboard', 'loading.result', 'loading.photos'];
const flagsOf = (snapshot: { hasTag(tag: string): boolean }) => FLAGS.filter((f) => snapshot.hasTag(f));

describe('venue page rules', () => {
  it('loads in the spec order, lowering each loading flag as its part arrives', () => {
    const actor = start();
    expect(actor.getSnapshot().context).toEqual({
      venueKey: 'the-local',
      venue: null,
      events: { past: [], currentWeek: [], future: [] },
      season: null,
      days: [],
      board: { seasonId: null, dayId: null, gameScoreboardId: null },
      leaderboard: [],
      closedEventIds: [],
      closedNowId: null,
      firstResult: null,
      photos: [],
      view: 'currentWeek',
      day: -1,
      photoPage: 1,
    });
    const order: string[] = [];
    // The loading flags while each call is waiting.
    const flags: string[][] = [];
    const step = (outcome: Outcome) => {
      order.push(Object.keys(actor.getSnapshot().children).join(','));
      flags.push(flagsOf(actor.getSnapshot()));
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
    expect(flags).toEqual([
      FLAGS,
      FLAGS,
      FLAGS.slice(1),
      FLAGS.slice(1),
      FLAGS.slice(1),
      FLAGS.slice(2),
      ['loading.photos'],
    ]);
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

  it('a push for an event closed here opens the Results on it once the events are reread, else on the latest', () => {
    const resultReads: number[] = [];
    const actor = start(
      fromPromise<EventResult, number>(({ input }) => {
        resultReads.push(input);
        return new Promise<EventResult>(() => {});
      }),
    );
    for (const id of [
      'loadVenue',
      'loadEvents',
      'loadSeasons',
      'loadVenueDays',
      'loadLeaderboard',
      'loadResult',
    ])
      actor.send(asEvent(OUTCOMES[id]![0]!));
    actor.send(asEvent(OUTCOMES.loadPhotos![0]!));
    const push = (eventId: number) =>
      actor.send({
        type: 'standings.changed',
        eventId,
        venueId: 8,
        regionId: 3,
        stateId: 1,
        seasonId: 4,
        gameScoreboardId: 22,
      });
    // A correction to the older closed game: its result, not the latest, is the one to see.
    push(1);
    actor.send(asEvent(done('refreshEvents', withClosed)));
    expect(resultReads.at(-1)).toBe(1);
    // The reread does not list the pushed game as closed (yet): the latest shows.
    push(3);
    actor.send(asEvent(done('refreshEvents', withClosed)));
    expect(resultReads.at(-1)).toBe(2);
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

/** Every load as a recorder, the results child and the hub as recorders of what they are given. */
function startRecorded() {
  const fakes = {
    loadVenue: fakeActor<VenueDetail, string>('loadVenue'),
    loadEvents: fakeActor<VenueEvents, number>('loadEvents'),
    loadSeasons: fakeActor<Season[]>('loadSeasons'),
    loadVenueDays: fakeActor<VenueDay[], { venueId: number; seasonId: number | null }>('loadVenueDays'),
    loadLeaderboard: fakeActor<LeaderboardRow[], LeaderboardChoice>('loadLeaderboard'),
    loadResult: fakeActor<EventResult, number>('loadResult'),
    loadPhotos: fakeActor<Photo[], number>('loadPhotos'),
  };
  const children = { resultsInput: [] as unknown[], resultsEvents: [] as EventObject[], watching: 0 };
  const actor = createActor(
    venuePageMachine.provide({
      actors: {
        loadVenue: fakes.loadVenue.logic,
        loadEvents: fakes.loadEvents.logic,
        loadSeasons: fakes.loadSeasons.logic,
        loadVenueDays: fakes.loadVenueDays.logic,
        loadLeaderboard: fakes.loadLeaderboard.logic,
        loadResult: fakes.loadResult.logic,
        loadPhotos: fakes.loadPhotos.logic,
        watchStandings: fromCallback(() => {
          children.watching += 1;
        }),
        // The results child is replaced by a recorder of what it is given and told.
        results: fromCallback(({ input, receive }) => {
          children.resultsInput.push(input);
          receive((event) => children.resultsEvents.push(event));
        }) as never,
      },
    }),
    { input: { venueKey: 'the-local' } },
  ).start();
  return { actor, children, ...fakes };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const RESULT = { id: 2, rows: [] } as unknown as EventResult;
const ROWS = [{ id: 7, rank: 1, name: 'Ava' }] as LeaderboardRow[];
const PHOTOS = Array.from({ length: 13 }, (_, i) => ({ id: i }) as unknown as Photo);
const older = { ...season, id: 3, isCurrent: false };
const CLOSED: StandingsUpdate = {
  eventId: 9,
  venueId: 8,
  regionId: 1,
  stateId: 1,
  seasonId: 4,
  gameScoreboardId: 21,
};

async function shown(fake = startRecorded(), events = withClosed, days = boardDays) {
  const settle = async (name: keyof Omit<typeof fake, 'actor' | 'children'>, output: unknown) => {
    fake[name].settle({ type: `xstate.done.actor.${name}`, output });
    await flush();
  };
  await settle('loadVenue', venue);
  await settle('loadEvents', events);
  await settle('loadSeasons', [older, season]);
  await settle('loadVenueDays', days);
  if (fake.loadLeaderboard.pending().length) await settle('loadLeaderboard', ROWS);
  if (fake.loadResult.pending().length) await settle('loadResult', RESULT);
  await settle('loadPhotos', PHOTOS);
  return fake;
}

describe('the venue page flow', () => {
  it("asks each part for this venue: its events, its days in the current season, the first scoreboard's table, the latest result", async () => {
    const fake = await shown();
    expect(fake.loadVenue.inputs()).toEqual(['the-local']);
    expect(fake.loadEvents.inputs()).toEqual([8]);
    expect(fake.loadVenueDays.inputs()).toEqual([{ venueId: 8, seasonId: 4 }]);
    expect(fake.loadLeaderboard.inputs()).toEqual([{ seasonId: 4, dayId: 11, gameScoreboardId: 21 }]);
    expect(fake.loadResult.inputs()).toEqual([2]);
    expect(fake.loadPhotos.inputs()).toEqual([8]);
    expect(fake.actor.getSnapshot().context).toMatchObject({
      venue,
      events: withClosed,
      season,
      days: boardDays,
      leaderboard: ROWS,
      closedEventIds: [1, 2],
      firstResult: RESULT,
      photos: PHOTOS,
    });
    expect(fake.children.resultsInput).toEqual([{ eventIds: [1, 2], currentId: 2, preloaded: [RESULT] }]);
    expect(fake.children.watching).toBe(1);
  });

  it('without a current season takes the first; without seasons none', async () => {
    const first = startRecorded();
    first.loadVenue.settle({ type: 'xstate.done.actor.loadVenue', output: venue });
    await flush();
    first.loadEvents.settle({ type: 'xstate.done.actor.loadEvents', output: withClosed });
    await flush();
    first.loadSeasons.settle({
      type: 'xstate.done.actor.loadSeasons',
      output: [older, { ...season, isCurrent: false }],
    });
    await flush();
    expect(first.loadVenueDays.inputs()).toEqual([{ venueId: 8, seasonId: 3 }]);
    const none = startRecorded();
    none.loadVenue.settle({ type: 'xstate.done.actor.loadVenue', output: venue });
    await flush();
    none.loadEvents.settle({ type: 'xstate.done.actor.loadEvents', output: withClosed });
    await flush();
    none.loadSeasons.settle({ type: 'xstate.done.actor.loadSeasons', output: [] });
    await flush();
    expect(none.loadVenueDays.inputs()).toEqual([{ venueId: 8, seasonId: null }]);
  });

  it('the board is the first day with a scoreboard; no scoreboard loads no table; no closed event loads no result', async () => {
    const days = [{ id: 10, name: 'Monday', gameScoreboards: [] }, ...boardDays];
    const withBoard = await shown(startRecorded(), withClosed, days);
    expect(withBoard.actor.getSnapshot().context.board).toEqual({
      seasonId: 4,
      dayId: 11,
      gameScoreboardId: 21,
    });
    const bare = await shown(startRecorded(), noClosed, [{ id: 10, name: 'Monday', gameScoreboards: [] }]);
    expect(bare.loadLeaderboard.calls).toHaveLength(0);
    expect(bare.loadResult.calls).toHaveLength(0);
    expect(bare.actor.getSnapshot().context).toMatchObject({
      board: { seasonId: 4, dayId: null, gameScoreboardId: null },
      leaderboard: [],
      firstResult: null,
    });
    expect(bare.children.resultsInput).toEqual([{ eventIds: [], currentId: null, preloaded: [] }]);
  });

  it('a 400 is an unknown venue too; other failures at any step fail the page', async () => {
    const bad = startRecorded();
    bad.loadVenue.settle({ type: 'xstate.error.actor.loadVenue', error: { status: 400 } });
    await flush();
    expect(bad.actor.getSnapshot().value).toBe('notFound');
    const down = startRecorded();
    down.loadVenue.settle({ type: 'xstate.error.actor.loadVenue', error: { status: 500 } });
    await flush();
    expect(down.actor.getSnapshot().value).toBe('failed');
    // A failure that is no HTTP answer (the network, a thrown string or null) fails the page too.
    for (const error of ['offline', null, new Error('offline')]) {
      const other = startRecorded();
      other.loadVenue.settle({ type: 'xstate.error.actor.loadVenue', error });
      await flush();
      expect(other.actor.getSnapshot().value, String(error)).toBe('failed');
    }
    const steps = ['loadSeasons', 'loadVenueDays', 'loadLeaderboard', 'loadResult', 'loadPhotos'] as const;
    for (const failing of steps) {
      const fake = startRecorded();
      const outputs: Record<string, unknown> = {
        loadVenue: venue,
        loadEvents: withClosed,
        loadSeasons: [season],
        loadVenueDays: boardDays,
        loadLeaderboard: ROWS,
        loadResult: RESULT,
      };
      for (const name of ['loadVenue', 'loadEvents', ...steps] as const) {
        if (name === failing) {
          fake[name].settle({ type: `xstate.error.actor.${name}`, error: new Error('offline') });
          await flush();
          break;
        }
        fake[name].settle({ type: `xstate.done.actor.${name}`, output: outputs[name] as never });
        await flush();
      }
      expect(fake.actor.getSnapshot().value, failing).toBe('failed');
      expect(flagsOf(fake.actor.getSnapshot()), failing).toEqual([]);
    }
  });

  it('turns to photo pages that exist and filters the events by day', async () => {
    const { actor } = await shown();
    actor.send({ type: 'photos.page', page: 2 });
    expect(actor.getSnapshot().context.photoPage).toBe(2);
    actor.send({ type: 'photos.page', page: 3 });
    expect(actor.getSnapshot().context.photoPage).toBe(2);
    actor.send({ type: 'events.day', day: 2 });
    expect(actor.getSnapshot().context).toMatchObject({ view: 'currentWeek', day: 2 });
  });

  it("another scoreboard loads its table for the season; a failure shows no rows rather than another board's", async () => {
    const { actor, loadLeaderboard } = await shown();
    actor.send({ type: 'leaderboard.choose', dayId: 11, gameScoreboardId: 21 });
    expect(loadLeaderboard.calls).toHaveLength(1);
    actor.send({ type: 'leaderboard.choose', dayId: 11, gameScoreboardId: 22 });
    expect(actor.getSnapshot().hasTag('loading.leaderboard')).toBe(true);
    expect(loadLeaderboard.inputs().at(-1)).toEqual({ seasonId: 4, dayId: 11, gameScoreboardId: 22 });
    loadLeaderboard.settle({ type: 'xstate.done.actor.reloadLeaderboard', output: [] });
    await flush();
    expect(actor.getSnapshot().hasTag('loading.leaderboard')).toBe(false);
    expect(actor.getSnapshot().context.leaderboard).toEqual([]);
    actor.send({ type: 'leaderboard.choose', dayId: 11, gameScoreboardId: 21 });
    loadLeaderboard.settle({ type: 'xstate.done.actor.reloadLeaderboard', output: ROWS });
    await flush();
    expect(actor.getSnapshot().context.leaderboard).toEqual(ROWS);
    actor.send({ type: 'leaderboard.choose', dayId: 12, gameScoreboardId: 23 });
    loadLeaderboard.settle({ type: 'xstate.error.actor.reloadLeaderboard', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().matches({ ready: { board: 'shown' } })).toBe(true);
    expect(actor.getSnapshot().context.leaderboard).toEqual([]);
  });

  it('a closed event of the board shown reads its table again, keeping the rows until then and on failure', async () => {
    const { actor, loadLeaderboard } = await shown();
    actor.send({ type: 'standings.changed', ...CLOSED, venueId: 99, seasonId: 3 });
    expect(loadLeaderboard.calls).toHaveLength(1);
    actor.send({ type: 'standings.changed', ...CLOSED, venueId: 99 });
    expect(loadLeaderboard.inputs()).toEqual([
      { seasonId: 4, dayId: 11, gameScoreboardId: 21 },
      { seasonId: 4, dayId: 11, gameScoreboardId: 21 },
    ]);
    expect(actor.getSnapshot().hasTag('loading.leaderboard')).toBe(false);
    actor.send({ type: 'standings.changed', ...CLOSED, venueId: 99 });
    expect(loadLeaderboard.calls[1]?.signal.aborted).toBe(true);
    loadLeaderboard.settle({ type: 'xstate.error.actor.refreshLeaderboard', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().context.leaderboard).toEqual(ROWS);
    actor.send({ type: 'standings.changed', ...CLOSED, venueId: 99 });
    loadLeaderboard.settle({ type: 'xstate.done.actor.refreshLeaderboard', output: [] });
    await flush();
    expect(actor.getSnapshot().matches({ ready: { board: 'shown' } })).toBe(true);
    expect(actor.getSnapshot().context.leaderboard).toEqual([]);
  });

  it('a change while another board loads reads that board again', async () => {
    const { actor, loadLeaderboard } = await shown();
    actor.send({ type: 'leaderboard.choose', dayId: 11, gameScoreboardId: 22 });
    actor.send({ type: 'standings.changed', ...CLOSED, venueId: 99 });
    expect(loadLeaderboard.calls).toHaveLength(2);
    actor.send({ type: 'standings.changed', ...CLOSED, venueId: 99, gameScoreboardId: 22 });
    expect(loadLeaderboard.calls).toHaveLength(3);
    expect(loadLeaderboard.calls[1]?.signal.aborted).toBe(true);
  });

  it("an event closing here reads the venue's events again and tells the results to show the latest", async () => {
    const { actor, loadEvents, children } = await shown();
    actor.send({ type: 'standings.changed', ...CLOSED, venueId: 5, gameScoreboardId: null });
    expect(loadEvents.calls).toHaveLength(1);
    actor.send({ type: 'standings.changed', ...CLOSED, gameScoreboardId: null });
    expect(loadEvents.inputs()).toEqual([8, 8]);
    // Another venue's event leaves the reread in flight alone.
    actor.send({ type: 'standings.changed', ...CLOSED, venueId: 5, gameScoreboardId: null });
    expect(loadEvents.calls).toHaveLength(2);
    expect(loadEvents.calls[1]?.signal.aborted).toBe(false);
    actor.send({ type: 'standings.changed', ...CLOSED, gameScoreboardId: null });
    expect(loadEvents.calls[1]?.signal.aborted).toBe(true);
    const later = { ...withClosed, currentWeek: [game(3, 2, 23)] };
    loadEvents.settle({ type: 'xstate.done.actor.refreshEvents', output: later });
    await flush();
    expect(actor.getSnapshot().matches({ ready: { closedEvents: 'shown' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ events: later, closedEventIds: [1, 2, 3] });
    expect(children.resultsEvents).toEqual([{ type: 'result.refresh', eventIds: [1, 2, 3], eventId: 3 }]);
  });

  it('a refresh that finds no closed event tells the results nothing; a failed one keeps the events', async () => {
    const { actor, loadEvents, children } = await shown(startRecorded(), noClosed);
    actor.send({ type: 'standings.changed', ...CLOSED, gameScoreboardId: null });
    loadEvents.settle({ type: 'xstate.done.actor.refreshEvents', output: noClosed });
    await flush();
    expect(children.resultsEvents).toEqual([]);
    actor.send({ type: 'standings.changed', ...CLOSED, gameScoreboardId: null });
    loadEvents.settle({ type: 'xstate.error.actor.refreshEvents', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().context.events).toEqual(noClosed);
    actor.send({ type: 'standings.changed', ...CLOSED, gameScoreboardId: null });
    expect(loadEvents.calls).toHaveLength(4);
  });
});
