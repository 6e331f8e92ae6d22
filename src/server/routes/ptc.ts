import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../auth/session';
import type { Db } from '../db/client';
import { consumeBreakdown, listPtcLots, ptcSummary, searchPlayers, transferPtc } from '../services/ptc';
import { contractRoute } from './contract-route';

export const ptcRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, 'getPtcSummary', async (request) =>
    ptcSummary(db, (await requireMember(request)).id, new Date()),
  );

  contractRoute(app, 'listPtc', async (request) =>
    listPtcLots(db, (await requireMember(request)).id, new Date(), request.query.allowTransfer === true),
  );

  contractRoute(app, 'listConsumePtc', async (request) =>
    consumeBreakdown(
      db,
      (await requireMember(request)).id,
      new Date(),
      request.query.amount,
      request.query.purpose ?? 'transfer',
    ),
  );

  contractRoute(app, 'transferPtc', async (request) =>
    transferPtc(
      db,
      await requireMember(request),
      request.body.PTCAmount,
      request.body.destMembershipId,
      new Date(),
    ),
  );

  contractRoute(app, 'searchPlayers', async (request) =>
    searchPlayers(db, (await requireMember(request)).id, request.body),
  );
};
