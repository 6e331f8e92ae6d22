import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../auth/session';
import type { Db } from '../db/client';
import { calendarToken } from '../services/calendar';
import { addFavourite, listFavourites, removeFavourite } from '../services/favourites';
import type { ResponseCache } from '../services/response-cache';
import { contractRoute } from './contract-route';

export const membershipRoutes: FastifyPluginAsyncZod<{ db: Db; searchCache: ResponseCache }> = async (
  app,
  { db, searchCache },
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

  contractRoute(app, 'getCalendarSubscription', async (request) => {
    const token = await calendarToken(db, (await requireMember(request)).id);
    const path = `/calendar/member/${token}.ics`;
    return {
      url: `${request.protocol}://${request.host}${path}`,
      webcalUrl: `webcal://${request.host}${path}`,
    };
  });
};
