import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { events } from '../db/schema';
import { HubError, type HubTimings } from './hub-connection';
import { type Backplane, Hub } from './hub-server';

export const CLOCK_HUB_PATH = '/hubs/tournamentClock';
export const CLOCK_UPDATE = 'notifyTournamentClockStatusUpdate';

export interface ClockHubOptions {
  /** Shared by every instance behind one address, so any of them accepts another's connection token. */
  secret?: string;
  timings?: Partial<HubTimings>;
  backplane?: Backplane;
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
    backplane: options.backplane,
  });

  hub.method('JoinEvent', async (connection, args) => {
    const eventId = eventIdFrom(args, 'JoinEvent');
    const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
    if (!event) throw new HubError(`Event ${eventId} not found.`);
    await hub.addToGroup(connection, eventGroup(eventId));
  });
  hub.method('LeaveEvent', async (connection, args) => {
    await hub.removeFromGroup(connection, eventGroup(eventIdFrom(args, 'LeaveEvent')));
  });

  app.decorate('clockHub', hub);
  app.post(`${CLOCK_HUB_PATH}/negotiate`, async () => hub.negotiate());
  app.server.on('upgrade', (request, socket, head) => {
    hub.handleUpgrade(request, socket, head);
  });
  app.addHook('preClose', async () => {
    await hub.shutdown();
  });
  return hub;
}

/** Pushes an event's clock status to everyone watching it. */
export function pushClockStatus(hub: Hub, eventId: number, status: unknown) {
  return hub.sendToGroup(eventGroup(eventId), CLOCK_UPDATE, [status]);
}
