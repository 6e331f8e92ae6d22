import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../auth/session';
import type { Db } from '../db/client';
import { calendarToken, rotateCalendarToken } from '../services/calendar';
import { addFavourite, listFavourites, removeFavourite } from '../services/favourites';
import type { ResponseCache } from '../services/response-cache';
import { contractRoute } from './contract-route';

interface MembershipRouteOptions {
  db: Db;
  searchCache: ResponseCache;
  publicUrl: string;
}

export const membershipRoutes: FastifyPluginAsyncZod<MembershipRouteOptions> = async (
  app,
  { db, searchCache, publicUrl },
) => {
  contractRoute(app, 'getFavouriteGames', async (request) =>
    listFavourites(db, (await requireMember(request)).id),
  );

  contractRoute(app, 'addFavouriteGame', async (request) => {
    const result = await addFavourite(db, (await requireMember(request)).id, request.query.eventId);
    // 'N going' changed: cached search answers would show the old count.
    searchCache.clear();
    return result;
  });

  contractRoute(app, 'deleteFavouriteGame', async (request) => {
    const result = await removeFavourite(db, (await requireMember(request)).id, request.query.eventId);
    searchCache.clear();
    return result;
  });

  const subscription = (token: string) => {
    const path = `/calendar/member/${token}.ics`;
    return { url: `${publicUrl}${path}`, webcalUrl: `${publicUrl.replace(/^https?:/, 'webcal:')}${path}` };
  };

  contractRoute(app, 'getCalendarSubscription', async (request, reply) => {
    const token = await calendarToken(db, (await requireMember(request)).id);
    reply.header('cache-control', 'no-store');
    return subscription(token);
  });

  contractRoute(app, 'rotateCalendarSubscription', async (request, reply) => {
    const token = await rotateCalendarToken(db, (await requireMember(request)).id);
    reply.header('cache-control', 'no-store');
    return subscription(token);
  });
};
