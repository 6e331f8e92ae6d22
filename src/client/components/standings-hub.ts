import type { HubConnection } from '@microsoft/signalr';
import { fromCallback } from 'xstate';
import type { StandingsUpdate } from '../../shared/standings-update';
import { serverUrl } from '../app/runtime-config';
import { onServer } from '../app/server-request';

const HUB_PATH = '/hubs/tournamentClock';
/** Retry delays after a drop: at once, then every 5 s (spec section 8). */
const RECONNECT_DELAYS = [0, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000];

/**
 * Standings pushes for an open leaderboard, venue page or event page: joins the hub's leaderboards group and
 * forwards each notifyLeaderboardUpdate as standings.changed. The SignalR client loads on demand.
 */
export const standingsHub = fromCallback(({ sendBack }) => {
  // A page drawn on the server follows the hub once the browser has taken it over.
  if (onServer) return () => {};
  let connection: HubConnection | null = null;
  let stopped = false;
  import('@microsoft/signalr')
    .then(async ({ HubConnectionBuilder, LogLevel }) => {
      if (stopped) return;
      connection = new HubConnectionBuilder()
        .withUrl(serverUrl(HUB_PATH), { withCredentials: true })
        .withAutomaticReconnect(RECONNECT_DELAYS)
        .configureLogging(LogLevel.Warning)
        .build();
      const join = () => connection?.invoke('JoinLeaderboards');
      connection.on('notifyLeaderboardUpdate', (change: StandingsUpdate) => {
        sendBack({
          type: 'standings.changed',
          eventId: change.eventId,
          venueId: change.venueId,
          regionId: change.regionId,
          stateId: change.stateId,
          seasonId: change.seasonId,
          gameScoreboardId: change.gameScoreboardId,
        });
      });
      connection.onreconnected(() => void join());
      await connection.start();
      await join();
    })
    .catch((error: unknown) => console.warn('Leaderboard hub:', error));
  return () => {
    stopped = true;
    void connection?.stop();
  };
});
