import { serverUrl } from '../app/runtime-config';

/** The printable scoreboard page (season, month, region, org entity, day, scoreboard, division ids). */
export function printLeaderboardUrl(filter: Record<string, number | null | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  return serverUrl(`/leaderboard/print?${params}`);
}
