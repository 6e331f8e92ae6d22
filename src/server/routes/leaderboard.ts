import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedResponseCache } from '../cache/shared-response-cache';
import type { Db } from '../db/client';
import { leaderboardByEvent, leaderboardHeading, searchLeaderboard } from '../services/leaderboard';
import { leaderboardCsv, leaderboardEmbedPage } from '../services/leaderboard-export';
import { leaderboardPrintPage } from '../services/leaderboard-print';
import type { WorkLimiter } from '../services/work-limiter';
import { contractRoute } from './contract-route';
import { publicRoute } from './public-route';

const EXPORT_ROWS = 500;

export const leaderboardRoutes: FastifyPluginAsyncZod<{
  db: Db;
  publicUrl: string;
  publicCache: SharedResponseCache;
  /** A leaderboard over a year and a whole league is among the dearest questions: all of them go through it. */
  limiter: WorkLimiter;
}> = async (app, { db, publicUrl, publicCache, limiter }) => {
  publicRoute(
    app,
    'searchLeaderboardByEvent',
    publicCache,
    async (request) => leaderboardByEvent(db, request.body, (await request.currentMember())?.id ?? null),
    limiter,
  );
  publicRoute(
    app,
    'searchLeaderboard',
    publicCache,
    async (request) =>
      searchLeaderboard(db, request.body, undefined, (await request.currentMember())?.id ?? null),
    limiter,
  );

  // The print link opens this in a new tab: a plain page laid out for A4.
  contractRoute(app, 'leaderboardPrint', async (request, reply) => {
    const page = await limiter.run(request.ip, () => leaderboardPrintPage(db, request.query));
    return reply.type('text/html; charset=utf-8').send(page);
  });

  contractRoute(app, 'leaderboardCsv', async (request, reply) => {
    const rows = await limiter.run(request.ip, () => searchLeaderboard(db, request.query, EXPORT_ROWS));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="leaderboard.csv"')
      .send(leaderboardCsv(rows, request.query.mode));
  });

  // The only page other sites may frame: it carries its own policy instead of the site's.
  contractRoute(app, 'leaderboardEmbed', async (request, reply) => {
    const [rows, heading] = await limiter.run(request.ip, () =>
      Promise.all([searchLeaderboard(db, request.query), leaderboardHeading(db, request.query)]),
    );
    reply.removeHeader('x-frame-options');
    reply.removeHeader('cross-origin-resource-policy');
    return reply
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors *; base-uri 'none'; form-action 'none'",
      )
      .header('cache-control', 'public, max-age=15')
      .send(leaderboardEmbedPage(rows, heading, publicUrl));
  });
};
