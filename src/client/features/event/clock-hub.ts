import type { HubConnection } from '@microsoft/signalr';
import { fromCallback } from 'xstate';
import type { TournamentClockEvent } from '../../../../machines/tournament-clock';
import type { ClockStatus } from '../../../shared/contract/clock';
import { serverUrl } from '../../app/runtime-config';

export const CLOCK_HUB_PATH = '/hubs/tournamentClock';

/**
 * One hub session for the clock machine: connects (the SignalR client is loaded on demand, so pages
 * without a clock never download it), joins the event's group and forwards each push. It reports a drop
 * and stops; the machine starts a new session 5 s later, which joins the group again.
 */
export const clockHub = fromCallback<TournamentClockEvent, number>(({ sendBack, input: eventId }) => {
  let connection: HubConnection | null = null;
  let stopped = false;
  const dropped = (error?: unknown) => {
    if (error) console.warn('Tournament clock hub:', error);
    if (!stopped) sendBack({ type: 'hub.disconnected' });
  };
  import('@microsoft/signalr')
    .then(async ({ HubConnectionBuilder, LogLevel }) => {
      if (stopped) return;
      connection = new HubConnectionBuilder()
        .withUrl(serverUrl(CLOCK_HUB_PATH), { withCredentials: true })
        .configureLogging(LogLevel.Warning)
        .build();
      connection.on('notifyTournamentClockStatusUpdate', (status: ClockStatus) => {
        if (status.eventId === eventId) sendBack({ type: 'status.received', status });
      });
      connection.onclose(dropped);
      await connection.start();
      await connection.invoke('JoinEvent', eventId);
      if (!stopped) sendBack({ type: 'hub.connected' });
    })
    .catch(dropped);
  return () => {
    stopped = true;
    void connection?.stop();
  };
});
