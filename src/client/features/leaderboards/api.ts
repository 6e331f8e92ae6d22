import * as endpoints from '../../../shared/contract/endpoints';
import type { LeaderboardSearch } from '../../../shared/contract/leaderboard';
import { callApi } from '../../api/client';

export const listSeasons = () => callApi(endpoints.listSeasons);
export const listRegions = () => callApi(endpoints.listRegions);
export const listVenues = (season?: number | null) => callApi(endpoints.listVenues, { query: { season } });
export const searchLeaderboard = (body: LeaderboardSearch, signal?: AbortSignal) =>
  callApi(endpoints.searchLeaderboard, { body, signal });
