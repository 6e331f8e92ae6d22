import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../auth/session';
import type { Db } from '../db/client';
import { calendarToken, rotateCalendarToken } from '../services/calendar';
import { addFavourite, listFavourites, removeFavourite } from '../services/favourites';
import { contractRoute } from './contract-route';

interface MembershipRouteOptions {
  db: Db;
  publicUrl: string;
}

export const membershipRoutes: FastifyPluginAsyncZod<MembershipRouteOptions> = async (
  app,
  { db, publicUrl },
) => {
  contractRoute(app, 'getFavouriteGames', async (request) =>
    listFavourites(db, (await requireMember(request)).id),
  );

  // 'N going' changes: the shared answers are dropped by invalidateOnWrites (routes/public-route.ts).
  contractRoute(app, 'addFavouriteGame', async (request) =>
    addFavourite(db, (await requireMember(request)).id, request.query.eventId),
  );
  contractRoute(app, 'deleteFavouriteGame', async (request) =>
    removeFavourite(db, (await requireMember(request)).id, request.query.eventId),
  );

  const subscription = (token: string) => {
    const path = `/calendar/member/${token}.ics`;
    return { url: `${publicUrl}${path}`, webcalUrl: `${publicUrl.replace(/^https?:/, 'webcal:')}${path}` };
  };

  contractRoute(app, 'getCalendarSubscription', async (request, reply) => {
    const token = await calendarToken(db, await requireMember(request));
    reply.header('cache-control', 'no-store');
    return subscription(token);
  });

  contractRoute(app, 'rotateCalendarSubscription', async (request, reply) => {
    const token = await rotateCalendarToken(db, (await requireMember(request)).id);
    reply.header('cache-control', 'no-store');
    return subscription(token);
  });
};
