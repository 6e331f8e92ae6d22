import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HUB_MESSAGES, HUB_METHODS, HUB_PATH, type HubMessageName } from '../../shared/contract/hub';
import type { HubMessageArguments } from '../../shared/contract/hub-schemas';
import type { StandingsUpdate } from '../../shared/standings-update';
import type { Db } from '../db/client';
import { events } from '../db/schema';
import { HttpError } from '../errors';
import type { WorkLimiter } from '../services/work-limiter';
import { EventIds } from './event-ids';
import { HubError, type HubLimits, type HubTimings } from './hub-connection';
import { type Backplane, Hub, refuseUpgrade } from './hub-server';

export const CLOCK_HUB_PATH = HUB_PATH;
const LEADERBOARDS_GROUP = 'leaderboards';

export interface ClockHubOptions {
  /** Shared by every instance behind one address, so any of them accepts another's connection token. */
  secret?: string;
  timings?: Partial<HubTimings>;
  limits?: Partial<HubLimits>;
  backplane?: Backplane;
  /** Upgrades another listener takes (Vite's hot reload in development); every other one is refused. */
  leaveUpgrade?: (request: IncomingMessage) => boolean;
  /** The fair limiter: a join that must ask the database takes its turn there, by the client's address. */
  limiter?: WorkLimiter;
  /** The client's address of an upgrade (behind our proxies, the one they forwarded); else the socket's peer. */
  clientAddress?: (request: IncomingMessage) => string;
}

const eventGroup = (eventId: number) => `event:${eventId}`;

function eventIdFrom(args: unknown[], method: string): number {
  const value = Number(args[0]);
  if (!Number.isInteger(value) || value <= 0 || value > 2_147_483_647)
    throw new HubError(`${method} needs an event id.`);
  return value;
}

declare module 'fastify' {
  interface FastifyInstance {
    clockHub: Hub;
  }
}

/** The tournament clock hub: clients join an event's group and receive its clock status on every change. */
export function registerClockHub(app: FastifyInstance, db: Db, options: ClockHubOptions = {}) {
  const hub = new Hub({
    path: CLOCK_HUB_PATH,
    name: 'tournamentClock',
    secret: options.secret ?? randomBytes(32).toString('base64url'),
    timings: options.timings,
    limits: options.limits,
    backplane: options.backplane,
    clientAddress: options.clientAddress,
  });

  const eventIds = new EventIds(async (eventId, client) => {
    const lookUp = async () =>
      (await db.select({ id: events.id }).from(events).where(eq(events.id, eventId))).length > 0;
    return options.limiter ? options.limiter.run(client, lookUp) : lookUp();
  });
  const exists = async (client: string, eventId: number) => {
    try {
      return await eventIds.exists(eventId, client);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 503) throw new HubError(error.message);
      throw error;
    }
  };

  hub.method(HUB_METHODS.joinEvent, async (connection, args) => {
    const eventId = eventIdFrom(args, HUB_METHODS.joinEvent);
    if (connection.groups.has(eventGroup(eventId))) return;
    if (!connection.canJoinAnotherGroup) return hub.addToGroup(connection, eventGroup(eventId));
    if (!(await exists(connection.address, eventId))) throw new HubError(`Event ${eventId} not found.`);
    await hub.addToGroup(connection, eventGroup(eventId));
  });
  hub.method(HUB_METHODS.leaveEvent, async (connection, args) => {
    await hub.removeFromGroup(connection, eventGroup(eventIdFrom(args, HUB_METHODS.leaveEvent)));
  });

  hub.method(HUB_METHODS.joinLeaderboards, async (connection) => {
    if (!connection.groups.has(LEADERBOARDS_GROUP)) await hub.addToGroup(connection, LEADERBOARDS_GROUP);
  });
  hub.method(HUB_METHODS.leaveLeaderboards, async (connection) => {
    await hub.removeFromGroup(connection, LEADERBOARDS_GROUP);
  });

  app.decorate('clockHub', hub);
  app.post(`${CLOCK_HUB_PATH}/negotiate`, async () => hub.negotiate());
  app.server.on('upgrade', (request, socket, head) => {
    if (hub.handleUpgrade(request, socket, head) || options.leaveUpgrade?.(request)) return;
    // Nothing else speaks WebSocket here: unanswered, each such socket would hold a descriptor forever.
    refuseUpgrade(socket, 404, 'Not Found');
  });
  app.addHook('preClose', async () => {
    await hub.shutdown();
  });
  return hub;
}

/** Sends one of the contract's messages to a group, its arguments typed by the contract's schema. */
function send<K extends HubMessageName>(hub: Hub, group: string, message: K, args: HubMessageArguments[K]) {
  return hub.sendToGroup(group, message, args);
}

/** Pushes an event's clock status to everyone watching it. */
export function pushClockStatus(
  hub: Hub,
  eventId: number,
  status: HubMessageArguments[typeof HUB_MESSAGES.clockStatus][0],
) {
  return send(hub, eventGroup(eventId), HUB_MESSAGES.clockStatus, [status]);
}

/**
 * Tells every page following the standings (leaderboards, venue and event pages) that an event's results have
 * changed them. Only that group: a page watching just the event's clock has no use for it.
 */
export function pushStandingsUpdate(hub: Hub, update: StandingsUpdate) {
  return send(hub, LEADERBOARDS_GROUP, HUB_MESSAGES.standingsChanged, [update]);
}

/** Pushes an event's floor (tables, seats, moves, payouts) to everyone watching the event. */
export function pushFloorUpdate(
  hub: Hub,
  eventId: number,
  floor: HubMessageArguments[typeof HUB_MESSAGES.floorUpdate][0],
) {
  return send(hub, eventGroup(eventId), HUB_MESSAGES.floorUpdate, [floor]);
}
