import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { leaderboardByEvent, leaderboardHeading, searchLeaderboard } from '../services/leaderboard';
import { leaderboardCsv, leaderboardEmbedPage } from '../services/leaderboard-export';
import { leaderboardPrintPage } from '../services/leaderboard-print';
import type { PublicAnswers } from '../services/public-answers';
import { contractRoute } from './contract-route';
import { publicRoute } from './public-route';

const EXPORT_ROWS = 500;

export const leaderboardRoutes: FastifyPluginAsyncZod<{
  db: Db;
  publicUrl: string;
  publicAnswers: PublicAnswers;
}> = async (app, { db, publicUrl, publicAnswers }) => {
  publicRoute(app, 'searchLeaderboardByEvent', publicAnswers, (request) =>
    leaderboardByEvent(db, request.body),
  );
  publicRoute(app, 'searchLeaderboard', publicAnswers, (request) => searchLeaderboard(db, request.body));

  // The print link opens this in a new tab: a plain page laid out for A4.
  contractRoute(app, 'leaderboardPrint', async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(await leaderboardPrintPage(db, request.query)),
  );

  contractRoute(app, 'leaderboardCsv', async (request, reply) => {
    const rows = await searchLeaderboard(db, request.query, EXPORT_ROWS);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="leaderboard.csv"')
      .send(leaderboardCsv(rows, request.query.mode));
  });

  // The only page other sites may frame: it carries its own policy instead of the site's.
  contractRoute(app, 'leaderboardEmbed', async (request, reply) => {
    const [rows, heading] = await Promise.all([
      searchLeaderboard(db, request.query),
      leaderboardHeading(db, request.query),
    ]);
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
