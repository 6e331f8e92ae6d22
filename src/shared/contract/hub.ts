/**
 * The realtime hub (SignalR, /hubs/tournamentClock), declared once: its address, the methods a client calls and
 * the messages the server sends. Like endpoints.ts this half holds no Zod, so the browser can import it;
 * hub-schemas.ts gives each message its payload schema.
 */
export const HUB_PATH = '/hubs/tournamentClock';

/** What a client may call on the hub: follow an event's clock, or every standings change. */
export const HUB_METHODS = {
  joinEvent: 'JoinEvent',
  leaveEvent: 'LeaveEvent',
  joinLeaderboards: 'JoinLeaderboards',
  leaveLeaderboards: 'LeaveLeaderboards',
} as const;

/**
 * What the server sends, each to one group only: an event's clock and its floor (tables, moves, payouts) to the
 * event's group (JoinEvent), a closed event's standings change to the leaderboards group (JoinLeaderboards).
 */
export const HUB_MESSAGES = {
  clockStatus: 'notifyTournamentClockStatusUpdate',
  floorUpdate: 'notifyFloorUpdate',
  standingsChanged: 'notifyLeaderboardUpdate',
} as const;
export type HubMessageName = (typeof HUB_MESSAGES)[keyof typeof HUB_MESSAGES];

/** Public spec, sections 8 and 9: after a disconnect the connection restarts 5 s later (every time). */
export const HUB_RECONNECT_MS = 5000;
