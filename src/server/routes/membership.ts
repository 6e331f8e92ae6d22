import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../../shared/api-prefix';
import { favouriteQuerySchema, gameSchema } from '../../shared/contract/game';
import { requireMember } from '../auth/session';
import type { Db } from '../db/client';
import { calendarToken } from '../services/calendar';
import { addFavourite, listFavourites, removeFavourite } from '../services/favourites';
import type { ResponseCache } from '../services/response-cache';

const resultSchema = z.object({ success: z.boolean() });

export const membershipRoutes: FastifyPluginAsyncZod<{ db: Db; searchCache: ResponseCache }> = async (
  app,
  { db, searchCache },
) => {
  app.get(
    `${API_PREFIX}/Membership/GetFavoriteGames`,
    {
      schema: {
        querystring: z.object({ user: z.string().max(40).optional() }),
        response: { 200: z.array(gameSchema) },
      },
    },
    async (request) => listFavourites(db, (await requireMember(request)).id),
  );

  app.post(
    `${API_PREFIX}/Membership/AddFavoriteGame`,
    { schema: { querystring: favouriteQuerySchema, response: { 200: resultSchema } } },
    async (request) => {
      const result = await addFavourite(db, (await requireMember(request)).id, request.query.eventId);
      // 'N going' changed: cached search answers would show the old count.
      searchCache.clear();
      return result;
    },
  );

  app.delete(
    `${API_PREFIX}/Membership/DeleteFavoriteGame`,
    { schema: { querystring: favouriteQuerySchema, response: { 200: resultSchema } } },
    async (request) => {
      const result = await removeFavourite(db, (await requireMember(request)).id, request.query.eventId);
      searchCache.clear();
      return result;
    },
  );

  app.get(
    `${API_PREFIX}/Membership/GetCalendarSubscription`,
    { schema: { response: { 200: z.object({ url: z.string(), webcalUrl: z.string() }) } } },
    async (request) => {
      const token = await calendarToken(db, (await requireMember(request)).id);
      const path = `/calendar/member/${token}.ics`;
      return {
        url: `${request.protocol}://${request.host}${path}`,
        webcalUrl: `webcal://${request.host}${path}`,
      };
    },
  );
};
