import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../auth/session';
import type { Db } from '../db/client';
import { limitedProfile, memberById, ownProfile, playerResults } from '../services/player-profile';
import { changeHistory, consumeHistory, receiveHistory } from '../services/voucher-history';
import { contractRoute } from './contract-route';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, 'getPlayerProfile', async (request) => ownProfile(db, await requireMember(request)));

  contractRoute(app, 'getLimitedPlayerProfile', async (request) =>
    limitedProfile(db, request.query.customerGuid),
  );

  contractRoute(app, 'getPlayerResults', async (request) => {
    const { customerId, seasonId, month } = request.query;
    await memberById(db, customerId);
    return playerResults(db, customerId, { seasonId, month });
  });

  contractRoute(app, 'playerTicketChangeHistory', async (request) =>
    changeHistory(db, (await requireMember(request)).id),
  );
  contractRoute(app, 'playerVoucherReceiveHistory', async (request) =>
    receiveHistory(db, (await requireMember(request)).id),
  );
  contractRoute(app, 'playerVoucherConsumeHistory', async (request) =>
    consumeHistory(db, (await requireMember(request)).id),
  );
};
