import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { profilePageMachine, type ResultsFilter } from '../../machines/profile-page';
import type {
  AnyPlayerProfile,
  LeaderboardProfile,
  LimitedPlayerProfile,
  PlayerProfile,
  PlayerResult,
} from '../../src/shared/contract/profile';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

// The flow's paths run on the page: tests/client/profile-paths.test.tsx.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const OWN_GUID = '11111111-1111-4111-8111-111111111111';
const OTHER_GUID = '22222222-2222-4222-8222-222222222222';
const result = (id: number) => ({ eventId: id }) as unknown as PlayerResult;
const rank = (id: number, position: number) =>
  ({ id, rank: position }) as unknown as LeaderboardProfile['venues'][0];
const PROFILE = {
  customerId: 77,
  limited: false,
  results: [result(1), result(2)],
  states: [rank(3, 10)],
  regions: [rank(30, 5)],
  venues: [rank(300, 2), rank(301, 4)],
  seasons: [
    { id: 5, isCurrent: false },
    { id: 6, isCurrent: true },
  ],
} as unknown as PlayerProfile;
const LIMITED = { ...PROFILE, customerId: 88, limited: true } as unknown as LimitedPlayerProfile;
const RANKS: LeaderboardProfile = { states: [rank(3, 1)], regions: [], venues: [] };

function start(customerGuid: string | null, ownGuid: string | null = OWN_GUID) {
  const fakes = {
    loadOwnProfile: fakeActor<PlayerProfile>('loadOwnProfile'),
    loadLimitedProfile: fakeActor<LimitedPlayerProfile, { customerGuid: string }>('loadLimitedProfile'),
    loadResults: fakeActor<PlayerResult[], { customerId: number } & ResultsFilter>('loadResults'),
    loadRanks: fakeActor<LeaderboardProfile, { customerId: number; seasonId: number }>('loadRanks'),
  };
  const actor = createActor(
    profilePageMachine.provide({
      actors: {
        loadOwnProfile: fakes.loadOwnProfile.logic,
        loadLimitedProfile: fakes.loadLimitedProfile.logic,
        loadResults: fakes.loadResults.logic,
        loadRanks: fakes.loadRanks.logic,
      },
    }),
    { input: { customerGuid, ownGuid } },
  ).start();
  return { actor, ...fakes };
}

async function ownReady(profile: AnyPlayerProfile = PROFILE) {
  const fake = start(null);
  fake.loadOwnProfile.settle({ type: 'xstate.done.actor.loadOwnProfile', output: profile as PlayerProfile });
  await flush();
  return fake;
}

describe('the profile page', () => {
  it("shows the member's own profile without a GUID or with their own, with the current season's ranks", async () => {
    const own = start(OWN_GUID);
    expect(own.actor.getSnapshot().context).toEqual({
      customerGuid: OWN_GUID,
      ownGuid: OWN_GUID,
      profile: null,
      results: [],
      filter: { seasonId: null, month: null },
      rankSeasonId: null,
      ranks: null,
      venueId: null,
      photoPage: 1,
      error: null,
    });
    expect(own.loadOwnProfile.calls).toHaveLength(1);
    expect(own.loadLimitedProfile.calls).toHaveLength(0);
    const { actor, loadOwnProfile, loadLimitedProfile } = start(null);
    expect(loadOwnProfile.calls).toHaveLength(1);
    expect(loadLimitedProfile.calls).toHaveLength(0);
    loadOwnProfile.settle({ type: 'xstate.done.actor.loadOwnProfile', output: PROFILE });
    await flush();
    expect(actor.getSnapshot().matches({ ready: { results: 'shown', ranks: 'shown' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      profile: PROFILE,
      results: PROFILE.results,
      ranks: { states: PROFILE.states, regions: PROFILE.regions, venues: PROFILE.venues },
      rankSeasonId: 6,
      venueId: 300,
      photoPage: 1,
      filter: { seasonId: null, month: null },
      error: null,
    });
  });

  it("shows another player's limited profile by their GUID", async () => {
    const { actor, loadOwnProfile, loadLimitedProfile } = start(OTHER_GUID);
    expect(loadOwnProfile.calls).toHaveLength(0);
    expect(loadLimitedProfile.inputs()).toEqual([{ customerGuid: OTHER_GUID }]);
    loadLimitedProfile.settle({ type: 'xstate.done.actor.loadLimitedProfile', output: LIMITED });
    await flush();
    expect(actor.getSnapshot().matches({ ready: { results: 'shown', ranks: 'shown' } })).toBe(true);
    expect(actor.getSnapshot().context.profile).toEqual(LIMITED);
    const signedOut = start(OTHER_GUID, null);
    expect(signedOut.loadLimitedProfile.calls).toHaveLength(1);
  });

  it('without a current season or venues, no rank season or venue is chosen', async () => {
    const { actor } = await ownReady({
      ...PROFILE,
      seasons: [{ id: 5, isCurrent: false }],
      venues: [],
    } as never);
    expect(actor.getSnapshot().context).toMatchObject({ rankSeasonId: null, venueId: null });
  });

  it('a failed load shows its message; Try again loads the right profile again', async () => {
    const { actor, loadLimitedProfile } = start(OTHER_GUID);
    loadLimitedProfile.settle({
      type: 'xstate.error.actor.loadLimitedProfile',
      error: new Error('Not found'),
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Not found');
    actor.send({ type: 'profile.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(loadLimitedProfile.calls).toHaveLength(2);
    const own = start(null);
    own.loadOwnProfile.settle({ type: 'xstate.error.actor.loadOwnProfile', error: 'offline' });
    await flush();
    expect(own.actor.getSnapshot().value).toBe('failed');
    expect(own.actor.getSnapshot().context.error).toBe('Something went wrong. Please try again.');
    own.actor.send({ type: 'profile.retry' });
    own.loadOwnProfile.settle({ type: 'xstate.error.actor.loadOwnProfile', error: new Error('') });
    await flush();
    expect(own.actor.getSnapshot().context.error).toBe('Something went wrong. Please try again.');
  });

  it('narrows the results by season and month for this player; a newer choice cancels the older', async () => {
    const { actor, loadResults } = await ownReady();
    actor.send({ type: 'results.filter', filter: { seasonId: 5, month: null } });
    expect(actor.getSnapshot().matches({ ready: { results: 'filtering' } })).toBe(true);
    actor.send({ type: 'results.filter', filter: { seasonId: 5, month: 3 } });
    expect(loadResults.inputs()).toEqual([
      { customerId: 77, seasonId: 5, month: null },
      { customerId: 77, seasonId: 5, month: 3 },
    ]);
    expect(loadResults.calls[0]?.signal.aborted).toBe(true);
    expect(actor.getSnapshot().context.filter).toEqual({ seasonId: 5, month: 3 });
    loadResults.settle({ type: 'xstate.done.actor.loadResults', output: [result(9)] });
    await flush();
    expect(actor.getSnapshot().matches({ ready: { results: 'shown' } })).toBe(true);
    expect(actor.getSnapshot().context.results).toEqual([result(9)]);
    actor.send({ type: 'results.filter', filter: { seasonId: 6, month: null } });
    loadResults.settle({ type: 'xstate.error.actor.loadResults', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().matches({ ready: { results: 'shown' } })).toBe(true);
    expect(actor.getSnapshot().context.results).toEqual([]);
  });

  it('loads the ranks of a listed season, and shows none when they fail', async () => {
    const { actor, loadRanks } = await ownReady();
    actor.send({ type: 'ranks.season', seasonId: 9 });
    expect(loadRanks.calls).toHaveLength(0);
    expect(actor.getSnapshot().context.rankSeasonId).toBe(6);
    actor.send({ type: 'ranks.season', seasonId: 5 });
    expect(actor.getSnapshot().matches({ ready: { ranks: 'loading', results: 'shown' } })).toBe(true);
    expect(actor.getSnapshot().context.rankSeasonId).toBe(5);
    expect(loadRanks.inputs()).toEqual([{ customerId: 77, seasonId: 5 }]);
    actor.send({ type: 'ranks.season', seasonId: 6 });
    expect(loadRanks.calls[0]?.signal.aborted).toBe(true);
    loadRanks.settle({ type: 'xstate.done.actor.loadRanks', output: RANKS });
    await flush();
    expect(actor.getSnapshot().matches({ ready: { ranks: 'shown' } })).toBe(true);
    expect(actor.getSnapshot().context.ranks).toEqual(RANKS);
    actor.send({ type: 'ranks.season', seasonId: 5 });
    loadRanks.settle({ type: 'xstate.error.actor.loadRanks', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().matches({ ready: { ranks: 'shown' } })).toBe(true);
    expect(actor.getSnapshot().context.ranks).toBeNull();
  });

  it('results and ranks load independently (bug: each choice cancelled the other load)', async () => {
    const { actor, loadResults, loadRanks } = await ownReady();
    actor.send({ type: 'ranks.season', seasonId: 5 });
    actor.send({ type: 'results.filter', filter: { seasonId: 5, month: 2 } });
    expect(actor.getSnapshot().matches({ ready: { results: 'filtering', ranks: 'loading' } })).toBe(true);
    expect(loadRanks.calls[0]?.signal.aborted).toBe(false);
    actor.send({ type: 'ranks.season', seasonId: 6 });
    expect(loadResults.calls[0]?.signal.aborted).toBe(false);
    expect(loadRanks.calls).toHaveLength(2);
    loadResults.settle({ type: 'xstate.done.actor.loadResults', output: [result(4)] });
    loadRanks.settle({ type: 'xstate.done.actor.loadRanks', output: RANKS });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      results: [result(4)],
      ranks: RANKS,
      rankSeasonId: 6,
    });
  });

  it('the header follows a listed venue; photo pages start at 1', async () => {
    const { actor } = await ownReady();
    actor.send({ type: 'venue.select', venueId: 301 });
    expect(actor.getSnapshot().context.venueId).toBe(301);
    actor.send({ type: 'venue.select', venueId: 999 });
    expect(actor.getSnapshot().context.venueId).toBe(301);
    actor.send({ type: 'photos.page', page: 3 });
    expect(actor.getSnapshot().context.photoPage).toBe(3);
    actor.send({ type: 'photos.page', page: 0 });
    expect(actor.getSnapshot().context.photoPage).toBe(1);
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(profilePageMachine)).toEqual({
      loadOwnProfile: 'loadOwnProfile not provided',
      loadLimitedProfile: 'loadLimitedProfile not provided',
      loadResults: 'loadResults not provided',
      loadRanks: 'loadRanks not provided',
    });
  });
});
