import { fromPromise } from 'xstate';
import { profilePageMachine } from '../../../../machines/profile-page';
import { getLeaderboardProfile, getLimitedPlayerProfile, getPlayerProfile, getPlayerResults } from './api';

export const liveProfilePageMachine = profilePageMachine.provide({
  actors: {
    loadOwnProfile: fromPromise(({ signal }) => getPlayerProfile(signal)),
    loadLimitedProfile: fromPromise(({ input, signal }) =>
      getLimitedPlayerProfile(input.customerGuid, signal),
    ),
    loadResults: fromPromise(({ input, signal }) => getPlayerResults(input, signal)),
    loadRanks: fromPromise(({ input, signal }) => getLeaderboardProfile(input, signal)),
  },
});
