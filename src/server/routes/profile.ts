import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACHIEVEMENTS, achievementsFor } from '../../shared/achievements';
import { requireMember } from '../auth/session';
import type { Db } from '../db/client';
import { memberQualifications } from '../services/major-events';
import {
  heldTickets,
  leaderboardProfile,
  limitedProfile,
  memberById,
  ownProfile,
  playerPhotos,
  playerResults,
  playerStats,
} from '../services/player-profile';
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

  contractRoute(app, 'getLeaderboardProfile', async (request) =>
    leaderboardProfile(db, request.query.customerId, request.query.seasonId),
  );
  contractRoute(app, 'getPlayerAchievements', async (request) => {
    await memberById(db, request.query.customerId);
    return achievementsFor(await playerStats(db, request.query.customerId));
  });
  contractRoute(app, 'getAllAchievements', async () =>
    ACHIEVEMENTS.map(({ done: _done, ...achievement }) => ({ ...achievement, completed: false })),
  );
  contractRoute(app, 'getPlayerPhotos', async (request) => {
    await memberById(db, request.query.customerId);
    return playerPhotos(db, request.query.customerId);
  });
  contractRoute(app, 'getQualifiedMajorEvents', async (request) => {
    const member = await requireMember(request);
    const asked = request.query.membershipId;
    return asked === undefined || asked === member.membershipId ? memberQualifications(db, member.id) : [];
  });
  contractRoute(app, 'getEventTickets', async (request) =>
    heldTickets(db, (await requireMember(request)).id),
  );
};
