import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../../shared/api-prefix';
import { favouriteQuerySchema, gameSchema } from '../../shared/contract/game';
import { requireMember } from '../auth/session';
import type { Db } from '../db/client';
import { calendarToken, rotateCalendarToken } from '../services/calendar';
import { addFavourite, listFavourites, removeFavourite } from '../services/favourites';
import type { ResponseCache } from '../services/response-cache';

const resultSchema = z.object({ success: z.boolean() });

interface MembershipRouteOptions {
  db: Db;
  searchCache: ResponseCache;
  publicUrl: string;
}

export const membershipRoutes: FastifyPluginAsyncZod<MembershipRouteOptions> = async (
  app,
  { db, searchCache, publicUrl },
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

  const subscription = (token: string) => {
    const path = `/calendar/member/${token}.ics`;
    return { url: `${publicUrl}${path}`, webcalUrl: `${publicUrl.replace(/^https?:/, 'webcal:')}${path}` };
  };
  const subscriptionSchema = z.object({ url: z.string(), webcalUrl: z.string() });

  app.get(
    `${API_PREFIX}/Membership/GetCalendarSubscription`,
    { schema: { response: { 200: subscriptionSchema } } },
    async (request, reply) => {
      const token = await calendarToken(db, (await requireMember(request)).id);
      reply.header('cache-control', 'no-store');
      return subscription(token);
    },
  );

  app.post(
    `${API_PREFIX}/Membership/RotateCalendarSubscription`,
    { schema: { response: { 200: subscriptionSchema } } },
    async (request, reply) => {
      const token = await rotateCalendarToken(db, (await requireMember(request)).id);
      reply.header('cache-control', 'no-store');
      return subscription(token);
    },
  );
};
