import { fromPromise } from 'xstate';
import { leaderboardFiltersMachine } from '../../../../machines/leaderboard-filters';
import type { LeaderboardSearch } from '../../../shared/contract/leaderboard';
import { standingsFeed } from '../../api/realtime-hub';
import { listRegions, listSeasons, listVenues, searchLeaderboard } from './api';

/** The leaderboard filters machine wired to the server and the hub. */
export const liveLeaderboardMachine = leaderboardFiltersMachine.provide({
  actors: {
    loadOptions: fromPromise(async () => {
      const [seasons, regions] = await Promise.all([listSeasons(), listRegions()]);
      return { seasons, regions };
    }),
    loadVenues: fromPromise(({ input }: { input: number | null }) => listVenues(input)),
    search: fromPromise(({ input, signal }: { input: LeaderboardSearch; signal: AbortSignal }) =>
      searchLeaderboard(input, signal),
    ),
    watchStandings: standingsFeed,
  },
});
