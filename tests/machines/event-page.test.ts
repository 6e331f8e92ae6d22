import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromCallback } from 'xstate';
import { type EventPageInput, eventPageMachine } from '../../machines/event-page';
import type { Photo } from '../../src/shared/contract/content';
import type { EventDetail } from '../../src/shared/contract/event-detail';
import type { LeaderboardRow } from '../../src/shared/contract/leaderboard';
import type { StandingsUpdate } from '../../src/shared/standings-update';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

// The page itself is tested in tests/client/event-page.test.tsx and its paths in event-page-paths.test.tsx.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const INPUT: EventPageInput = {
  event: { id: 50, eventStatusId: 1 } as EventDetail,
  eventId: 50,
  isFavourite: false,
  sessionIds: [49, 50],
  seasonId: 6,
  gameScoreboardId: 11,
};
const row = (id: number) => ({ id, rank: id, name: `P${id}` }) as LeaderboardRow;
const photos = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i }) as unknown as Photo);
/** A closed event of this page's scoreboard and season. */
const CLOSED: StandingsUpdate = {
  eventId: 70,
  venueId: 1,
  regionId: 2,
  stateId: 3,
  seasonId: 6,
  gameScoreboardId: 11,
};

function start(input = INPUT) {
  const loadLeaderboard = fakeActor<LeaderboardRow[], number>('loadLeaderboard');
  const loadPhotos = fakeActor<Photo[], number>('loadPhotos');
  const children = {
    favouritesInput: [] as unknown[],
    resultsInput: [] as unknown[],
    resultsEvents: [] as EventObject[],
    watching: 0,
    stopped: 0,
  };
  const actor = createActor(
    eventPageMachine.provide({
      actors: {
        loadLeaderboard: loadLeaderboard.logic,
        loadPhotos: loadPhotos.logic,
        favouriteChanges: fromCallback(({ input }) => {
          children.favouritesInput.push(input);
          return () => {
            children.stopped += 1;
          };
        }),
        watchStandings: fromCallback(() => {
          children.watching += 1;
          return () => {
            children.stopped += 1;
          };
        }),
        // The results child is replaced by a recorder of what it is told.
        results: fromCallback(({ input, receive }) => {
          children.resultsInput.push(input);
          receive((event) => children.resultsEvents.push(event));
        }) as never,
      },
    }),
    { input },
  ).start();
  return { actor, loadLeaderboard, loadPhotos, children };
}

async function shown() {
  const fake = start();
  fake.loadLeaderboard.settle({ type: 'xstate.done.actor.loadLeaderboard', output: [row(1), row(2)] });
  fake.loadPhotos.settle({ type: 'xstate.done.actor.loadPhotos', output: photos(13) });
  await flush();
  return fake;
}

describe('the event page', () => {
  it("loads the event's leaderboard and photos side by side, and starts its results on this event", async () => {
    const { actor, loadLeaderboard, loadPhotos, children } = start();
    expect(actor.getSnapshot().hasTag('loading.leaderboard')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading.photos')).toBe(true);
    expect(loadLeaderboard.inputs()).toEqual([50]);
    expect(loadPhotos.inputs()).toEqual([50]);
    expect(children.favouritesInput).toEqual([50]);
    expect(children.resultsInput).toEqual([{ eventIds: [49, 50], currentId: 50 }]);
    // The results view finds the child by this id.
    expect(actor.getSnapshot().children.results).toBeDefined();
    expect(children.watching).toBe(1);
    expect(actor.getSnapshot().context).toMatchObject({
      isFavourite: false,
      leaderboard: [],
      photos: [],
      photoPage: 1,
    });
    loadPhotos.settle({ type: 'xstate.done.actor.loadPhotos', output: photos(2) });
    await flush();
    expect(actor.getSnapshot().hasTag('loading.photos')).toBe(false);
    expect(actor.getSnapshot().hasTag('loading.leaderboard')).toBe(true);
    expect(actor.getSnapshot().context.photos).toEqual(photos(2));
    loadLeaderboard.settle({ type: 'xstate.done.actor.loadLeaderboard', output: [row(1)] });
    await flush();
    expect(actor.getSnapshot().hasTag('loading.leaderboard')).toBe(false);
    expect(actor.getSnapshot().context.leaderboard).toEqual([row(1)]);
    actor.stop();
    expect(children.stopped).toBe(2);
  });

  it('failed loads show empty panels', async () => {
    const { actor, loadLeaderboard, loadPhotos } = start();
    loadLeaderboard.settle({ type: 'xstate.error.actor.loadLeaderboard', error: new Error('offline') });
    loadPhotos.settle({ type: 'xstate.error.actor.loadPhotos', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().value).toMatchObject({ leaderboard: 'failed', photos: 'failed' });
    expect(actor.getSnapshot().hasTag('loading.leaderboard')).toBe(false);
    expect(actor.getSnapshot().hasTag('loading.photos')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ leaderboard: [], photos: [] });
  });

  it('the heart follows saved changes to this event only', () => {
    const { actor } = start();
    actor.send({ type: 'favourite.changed', eventId: 51, isFavourite: true });
    expect(actor.getSnapshot().context.isFavourite).toBe(false);
    actor.send({ type: 'favourite.changed', eventId: 50, isFavourite: true });
    expect(actor.getSnapshot().context.isFavourite).toBe(true);
    actor.send({ type: 'favourite.changed', eventId: 50, isFavourite: false });
    expect(actor.getSnapshot().context.isFavourite).toBe(false);
  });

  it('turns to photo pages that exist (13 photos: pages 1 and 2)', async () => {
    const { actor } = await shown();
    const page = (n: number) => {
      actor.send({ type: 'photos.page', page: n });
      return actor.getSnapshot().context.photoPage;
    };
    expect(page(2)).toBe(2);
    expect(page(3)).toBe(2);
    expect(page(0)).toBe(2);
    expect(page(1)).toBe(1);
  });

  it('a closed event of this scoreboard and season reloads the leaderboard, the old rows showing meanwhile', async () => {
    const { actor, loadLeaderboard } = await shown();
    actor.send({ type: 'standings.changed', ...CLOSED, seasonId: 5 });
    actor.send({ type: 'standings.changed', ...CLOSED, gameScoreboardId: 12 });
    actor.send({ type: 'standings.changed', ...CLOSED, gameScoreboardId: null });
    expect(loadLeaderboard.calls).toHaveLength(1);
    actor.send({ type: 'standings.changed', ...CLOSED });
    expect(actor.getSnapshot().value).toMatchObject({ leaderboard: 'refreshing' });
    expect(actor.getSnapshot().hasTag('loading.leaderboard')).toBe(false);
    expect(loadLeaderboard.inputs()).toEqual([50, 50]);
    expect(actor.getSnapshot().context.leaderboard).toEqual([row(1), row(2)]);
    // Another scoreboard's change leaves the reload in flight alone.
    actor.send({ type: 'standings.changed', ...CLOSED, gameScoreboardId: 12 });
    expect(loadLeaderboard.calls).toHaveLength(2);
    expect(loadLeaderboard.calls[1]?.signal.aborted).toBe(false);
    actor.send({ type: 'standings.changed', ...CLOSED });
    expect(loadLeaderboard.calls[1]?.signal.aborted).toBe(true);
    loadLeaderboard.settle({ type: 'xstate.done.actor.refreshLeaderboard', output: [row(3)] });
    await flush();
    expect(actor.getSnapshot().value).toMatchObject({ leaderboard: 'shown' });
    expect(actor.getSnapshot().context.leaderboard).toEqual([row(3)]);
  });

  it('a failed reload keeps the rows shown', async () => {
    const { actor, loadLeaderboard } = await shown();
    actor.send({ type: 'standings.changed', ...CLOSED });
    loadLeaderboard.settle({ type: 'xstate.error.actor.refreshLeaderboard', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().value).toMatchObject({ leaderboard: 'shown' });
    expect(actor.getSnapshot().context.leaderboard).toEqual([row(1), row(2)]);
  });

  it('a change while the table loads reads it again; after a failure it loads the table again', async () => {
    const { actor, loadLeaderboard } = start();
    actor.send({ type: 'standings.changed', ...CLOSED, seasonId: null });
    expect(loadLeaderboard.calls).toHaveLength(1);
    actor.send({ type: 'standings.changed', ...CLOSED });
    expect(loadLeaderboard.calls).toHaveLength(2);
    expect(loadLeaderboard.calls[0]?.signal.aborted).toBe(true);
    expect(actor.getSnapshot().hasTag('loading.leaderboard')).toBe(true);
    loadLeaderboard.settle({ type: 'xstate.error.actor.loadLeaderboard', error: new Error('offline') });
    await flush();
    actor.send({ type: 'standings.changed', ...CLOSED, gameScoreboardId: 12 });
    expect(actor.getSnapshot().value).toMatchObject({ leaderboard: 'failed' });
    actor.send({ type: 'standings.changed', ...CLOSED });
    expect(actor.getSnapshot().hasTag('loading.leaderboard')).toBe(true);
    expect(loadLeaderboard.calls).toHaveLength(3);
  });

  it("one of the event's sessions closing tells the results to show it again", async () => {
    const { actor, children } = await shown();
    actor.send({ type: 'standings.changed', ...CLOSED });
    expect(children.resultsEvents).toEqual([]);
    actor.send({ type: 'standings.changed', ...CLOSED, eventId: 49 });
    expect(children.resultsEvents).toEqual([{ type: 'result.refresh', eventIds: [49, 50], eventId: 49 }]);
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(eventPageMachine)).toEqual({
      loadLeaderboard: 'loadLeaderboard not provided',
      loadPhotos: 'loadPhotos not provided',
      loadEvent: 'loadEvent not provided',
    });
  });
});
