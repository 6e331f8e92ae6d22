import { and, eq } from 'drizzle-orm';
import { isPasswordAccepted } from '../../shared/password-strength';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { badRequest } from '../errors';
import type { Allowances } from '../limits/allowances';
import type { SmsSender } from '../providers/sms';
import { endAllSessions } from './account';
import { INVALID_CODE } from './mobile-verification';
import { consumeVerifiedMobile, requireMobile, sendCode, verifyCode } from './one-time-codes';

export const PASSWORD_RESET_DONE = 'Your password has been reset. Please log in with your new password.';

/** Codes for mobiles no member has verified are counted but never sent, so the answer tells nobody apart. */
const nowhere: SmsSender = { name: 'none', send: async () => {} };

async function memberWithVerifiedMobile(db: Db, mobile: string) {
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.mobile, mobile), eq(members.mobileVerified, true)))
    .limit(1);
  return member ?? null;
}

/** Forgot password, step 1: a reset code by SMS to the verified mobile (same rules as every code). */
export async function sendResetCode(
  db: Db,
  allowances: Allowances,
  sms: SmsSender,
  value: string,
  ip: string,
) {
  const mobile = requireMobile(value);
  const member = await memberWithVerifiedMobile(db, mobile);
  return sendCode(db, allowances, member ? sms : nowhere, {
    purpose: 'reset',
    mobile,
    ip,
    memberId: member?.id,
  });
}

/**
 * Forgot password, step 2: the right code sets a new password (the strength rule again) and ends every
 * session of the member, in one transaction with the use of the code.
 */
export async function resetPassword(
  db: Db,
  body: { mobile: string; code: string; password: string; confirmPassword: string },
  now = new Date(),
) {
  const mobile = requireMobile(body.mobile);
  const errors: Record<string, string> = {};
  if (!isPasswordAccepted(body.password)) errors.password = 'Invalid password. Password not strong enough';
  if (body.confirmPassword !== body.password) errors.confirmPassword = 'Two passwords do not match!';
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0] as string, errors);
  if (!(await verifyCode(db, { purpose: 'reset', mobile, code: body.code, now }))) {
    throw badRequest(INVALID_CODE, { code: INVALID_CODE });
  }
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const member = await memberWithVerifiedMobile(tx, mobile);
    if (!member || !(await consumeVerifiedMobile(tx, { purpose: 'reset', mobile, now }))) {
      throw badRequest(INVALID_CODE, { code: INVALID_CODE });
    }
    await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id));
    await endAllSessions(tx, member.id);
    return { success: true, message: PASSWORD_RESET_DONE };
  });
}
