import type { HubConnection } from '@microsoft/signalr';
import { type EventObject, fromCallback } from 'xstate';
import type { LiveFloorEvent } from '../../../machines/live-floor';
import type { TournamentClockEvent } from '../../../machines/tournament-clock';
import type { ClockStatus } from '../../shared/contract/clock';
import type { PublicFloor } from '../../shared/contract/floor';
import {
  HUB_MESSAGES,
  HUB_METHODS,
  HUB_PATH,
  HUB_RECONNECT_MS,
  type HubMessageName,
} from '../../shared/contract/hub';
import type { StandingsUpdate } from '../../shared/standings-update';
import { serverUrl } from '../config/runtime-config';
import { onServer } from '../ssr/server-request';
import { checkHubMessage } from './check-answer';

/** What one part of a page follows on the hub, and where its messages go. */
export interface HubInterest {
  /** The event whose clock and floor pushes it follows (the event's group). */
  eventId?: number;
  /** Whether it follows every closed event's standings change (the leaderboards group). */
  standings?: boolean;
  onClockStatus?: (status: ClockStatus) => void;
  onFloorUpdate?: (floor: PublicFloor) => void;
  onStandingsChanged?: (update: StandingsUpdate) => void;
  /** True once the connection is up with this interest's groups joined; false when it drops. */
  onConnection?: (connected: boolean) => void;
}

/** The part of the SignalR client the page's hub uses (tests give a fake). */
export type HubLink = Pick<
  HubConnection,
  'on' | 'onclose' | 'onreconnecting' | 'onreconnected' | 'start' | 'stop' | 'invoke'
>;

/** Builds the connection: the SignalR client, loaded on demand, retrying 5 s after every drop, for ever. */
async function signalRLink(): Promise<HubLink> {
  const { HubConnectionBuilder, LogLevel } = await import('@microsoft/signalr');
  return new HubConnectionBuilder()
    .withUrl(serverUrl(HUB_PATH), { withCredentials: true })
    .withAutomaticReconnect({ nextRetryDelayInMilliseconds: () => HUB_RECONNECT_MS })
    .configureLogging(LogLevel.Warning)
    .build();
}

const LEADERBOARDS = 'leaderboards';
const groupsOf = (interest: HubInterest) => [
  ...(interest.eventId !== undefined ? [`event:${interest.eventId}`] : []),
  ...(interest.standings ? [LEADERBOARDS] : []),
];

/**
 * One hub connection for the whole page, shared by every part that follows something: it joins the union of
 * their groups, hands each message to the parts that asked for it, and has one reconnect policy (5 s after
 * a drop or a failed start, then the groups are joined again). Every message of the contract has a handler,
 * so the SignalR client never meets one it does not know. The connection closes when nothing follows any more.
 */
export class PageHub {
  private readonly interests = new Set<HubInterest>();
  /** Interests told the connection is up (their groups joined). */
  private readonly told = new Set<HubInterest>();
  /** Groups joined on the current connection. */
  private readonly joined = new Set<string>();
  private link: HubLink | null = null;
  private connected = false;
  private opening = false;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private syncing: Promise<void> = Promise.resolve();

  constructor(private readonly connect: () => Promise<HubLink> = signalRLink) {}

  /** Follows what `interest` asks for until the returned function is called. */
  follow(interest: HubInterest): () => void {
    this.interests.add(interest);
    if (this.connected) this.sync();
    else this.open();
    return () => {
      this.interests.delete(interest);
      this.told.delete(interest);
      if (this.interests.size === 0) this.close();
      else this.sync();
    };
  }

  private open() {
    if (this.link || this.opening || this.retry) return;
    this.opening = true;
    this.connect()
      .then(async (link) => {
        this.opening = false;
        if (this.interests.size === 0) return;
        this.link = link;
        for (const name of Object.values(HUB_MESSAGES))
          link.on(name, (...args: unknown[]) => this.deliver(name, args));
        link.onreconnecting(() => this.dropped(link));
        link.onreconnected(() => this.up(link));
        link.onclose(() => {
          if (this.link !== link) return;
          this.dropped(link);
          this.link = null;
          this.restartLater();
        });
        await link.start();
        this.up(link);
      })
      .catch((error: unknown) => {
        console.warn('Realtime hub:', error);
        this.opening = false;
        this.connected = false;
        this.link = null;
        this.tellDropped();
        this.restartLater();
      });
  }

  private restartLater() {
    if (this.interests.size === 0 || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.open();
    }, HUB_RECONNECT_MS);
  }

  private close() {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const link = this.link;
    this.link = null;
    this.connected = false;
    this.joined.clear();
    void link?.stop();
  }

  private up(link: HubLink) {
    if (this.link !== link) return;
    this.connected = true;
    // A new connection: the server has forgotten the groups.
    this.joined.clear();
    this.sync();
  }

  private dropped(link: HubLink) {
    if (this.link !== link) return;
    this.connected = false;
    this.joined.clear();
    this.tellDropped();
  }

  private tellDropped() {
    for (const interest of this.told) interest.onConnection?.(false);
    this.told.clear();
  }

  /** Joins the groups someone follows and leaves the others, one change at a time, then tells who is live. */
  private sync() {
    this.syncing = this.syncing.then(async () => {
      const link = this.link;
      if (!link || !this.connected) return;
      const wanted = new Set([...this.interests].flatMap(groupsOf));
      for (const group of wanted) {
        if (this.joined.has(group)) continue;
        try {
          await (group === LEADERBOARDS
            ? link.invoke(HUB_METHODS.joinLeaderboards)
            : link.invoke(HUB_METHODS.joinEvent, Number(group.slice('event:'.length))));
          if (this.link === link && this.connected) this.joined.add(group);
        } catch (error) {
          console.warn('Realtime hub:', error);
        }
      }
      for (const group of [...this.joined].filter((g) => !wanted.has(g))) {
        this.joined.delete(group);
        await (group === LEADERBOARDS
          ? link.invoke(HUB_METHODS.leaveLeaderboards)
          : link.invoke(HUB_METHODS.leaveEvent, Number(group.slice('event:'.length)))
        ).catch(() => {});
      }
      if (this.link !== link || !this.connected) return;
      for (const interest of this.interests) {
        if (this.told.has(interest) || !groupsOf(interest).every((g) => this.joined.has(g))) continue;
        this.told.add(interest);
        interest.onConnection?.(true);
      }
    });
  }

  private deliver(name: HubMessageName, args: unknown[]) {
    // Development and tests only: a production build drops the check (and never loads Zod).
    if (import.meta.env.DEV && !checkHubMessage(name, args)) return;
    if (name === HUB_MESSAGES.clockStatus) {
      const status = args[0] as ClockStatus;
      for (const interest of this.interests)
        if (interest.eventId === status.eventId) interest.onClockStatus?.(status);
    } else if (name === HUB_MESSAGES.floorUpdate) {
      const floor = args[0] as PublicFloor;
      for (const interest of this.interests)
        if (interest.eventId === floor.eventId) interest.onFloorUpdate?.(floor);
    } else {
      const update = args[0] as StandingsUpdate;
      for (const interest of this.interests) if (interest.standings) interest.onStandingsChanged?.(update);
    }
  }
}

/** The page's one connection. */
const pageHub = new PageHub();

/** A part of the page following the hub, as an actor: nothing while the server draws the page. */
const following = (interest: HubInterest) => (onServer ? () => {} : pageHub.follow(interest));

/** An event's clock: its pushes as 'status.received', and whether the hub is live ('hub.connected'/'hub.disconnected'). */
export const eventClockFeed = fromCallback<TournamentClockEvent, number>(({ sendBack, input: eventId }) =>
  following({
    eventId,
    onClockStatus: (status) => sendBack({ type: 'status.received', status }),
    onConnection: (connected) => sendBack({ type: connected ? 'hub.connected' : 'hub.disconnected' }),
  }),
);

/**
 * An event's floor: its pushes as 'floor.received', and whether the hub is live ('hub.connected'/'hub.disconnected';
 * pushes sent while it was down are lost, so the floor is read again when it is back).
 */
export const eventFloorFeed = fromCallback<LiveFloorEvent, number>(({ sendBack, input: eventId }) =>
  following({
    eventId,
    onFloorUpdate: (floor) => sendBack({ type: 'floor.received', floor }),
    onConnection: (connected) => sendBack({ type: connected ? 'hub.connected' : 'hub.disconnected' }),
  }),
);

/** Every closed event's standings change, as 'standings.changed' (leaderboards, venue and event pages). */
export const standingsFeed = fromCallback<EventObject>(({ sendBack }) =>
  following({
    standings: true,
    onStandingsChanged: (update) =>
      sendBack({
        type: 'standings.changed',
        eventId: update.eventId,
        venueId: update.venueId,
        regionId: update.regionId,
        stateId: update.stateId,
        seasonId: update.seasonId,
        gameScoreboardId: update.gameScoreboardId,
      }),
  }),
);
