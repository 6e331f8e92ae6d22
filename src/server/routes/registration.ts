import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../auth/session';
import type { Db } from '../db/client';
import { smsMessages } from '../db/schema';
import type { Allowances } from '../limits/allowances';
import type { SmsSender } from '../providers/sms';
import { recordDeleteRequest } from '../services/account-delete';
import { sendVerificationCode, verifyMemberMobile } from '../services/mobile-verification';
import { sendCode, verifyCode } from '../services/one-time-codes';
import { resetPassword, sendResetCode } from '../services/password-reset';
import { checkMobileAvailable, registerMember } from '../services/registration';
import { contractRoute } from './contract-route';

interface RegistrationRouteOptions {
  db: Db;
  allowances: Allowances;
  sms: SmsSender;
  /** The development outbox page (only when asked for: SMS_OUTBOX_PAGE=1 or npm run dev). */
  smsOutbox: boolean;
}

export const registrationRoutes: FastifyPluginAsyncZod<RegistrationRouteOptions> = async (
  app,
  { db, allowances, sms, smsOutbox },
) => {
  // A bare string answer goes out as JSON text ("0450000001"), as the spec's client parses every answer.
  contractRoute(app, 'mobileDuplicateCheck', async (request, reply) =>
    reply.type('application/json').send(JSON.stringify(await checkMobileAvailable(db, request.body.mobile))),
  );

  contractRoute(app, 'otpCodeSend', (request) =>
    sendCode(db, allowances, sms, { purpose: 'register', mobile: request.body.mobile, ip: request.ip }),
  );

  contractRoute(app, 'otpCodeVerify', (request) =>
    verifyCode(db, { purpose: 'register', mobile: request.body.mobile, code: request.body.otpCode }),
  );

  contractRoute(app, 'membershipRegister', (request) => registerMember(db, request.body));

  contractRoute(app, 'generateTotp', async (request) => {
    const member = await requireMember(request);
    return sendVerificationCode(db, allowances, sms, member.id, request.body.mobile, request.ip);
  });

  contractRoute(app, 'verifyTotp', async (request) => {
    const member = await requireMember(request);
    return verifyMemberMobile(db, member.id, request.body.mobile, request.body.code);
  });

  contractRoute(app, 'passwordResetSendCode', (request) =>
    sendResetCode(db, allowances, sms, request.body.mobile, request.ip),
  );

  contractRoute(app, 'passwordReset', (request) => resetPassword(db, request.body));

  contractRoute(app, 'accountDeleteRequest', (request) =>
    recordDeleteRequest(db, allowances, request.body, request.ip),
  );

  if (smsOutbox) {
    contractRoute(app, 'smsOutbox', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await db
        .select({
          id: smsMessages.id,
          to: smsMessages.to,
          body: smsMessages.body,
          createdAt: smsMessages.createdAt,
        })
        .from(smsMessages)
        .where(
          and(
            eq(smsMessages.provider, 'outbox'),
            request.query.to === undefined ? undefined : eq(smsMessages.to, request.query.to),
          ),
        )
        .orderBy(desc(smsMessages.id))
        .limit(50);
      return rows.map((row) => ({ ...row, body: row.body ?? '', createdAt: row.createdAt.toISOString() }));
    });
  }
};
