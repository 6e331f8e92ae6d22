import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../auth/session';
import type { Db } from '../db/client';
import { outboxSmsSender, type SmsSender } from '../providers/sms';
import {
  consumeBreakdown,
  listPtcLots,
  ptcSummary,
  searchPlayers,
  sendExpiryReminders,
  transferPtc,
} from '../services/ptc';
import { contractRoute } from './contract-route';

const REMINDER_SWEEP_MS = 60 * 60 * 1000;

export const ptcRoutes: FastifyPluginAsyncZod<{
  db: Db;
  sms?: SmsSender;
  /** Hourly expiry reminders by SMS; off unless asked (tests call the service themselves). */
  expiryReminders?: boolean;
}> = async (app, { db, sms, expiryReminders }) => {
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

  if (expiryReminders) {
    const sender = sms ?? outboxSmsSender(db, app.log);
    const sweep = () => {
      sendExpiryReminders(db, sender, new Date()).catch((error: unknown) =>
        app.log.error({ err: error }, 'PTC expiry reminders failed'),
      );
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      sweep();
      timer = setInterval(sweep, REMINDER_SWEEP_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
