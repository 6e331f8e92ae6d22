import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { badRequest } from '../errors';
import type { Allowances } from '../limits/allowances';
import type { SmsSender } from '../providers/sms';
import { consumeVerifiedMobile, requireMobile, sendCode, verifyCode } from './one-time-codes';
import { MOBILE_TAKEN } from './registration';

export const INVALID_CODE = 'Invalid verification code.';

async function takenByAnother(db: Db, memberId: number, mobile: string) {
  const [other] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.mobile, mobile), ne(members.id, memberId)))
    .limit(1);
  return Boolean(other);
}

/** GenerateTotp: a code to the mobile a signed-in member wants to verify (not one another member holds). */
export async function sendVerificationCode(
  db: Db,
  allowances: Allowances,
  sms: SmsSender,
  memberId: number,
  value: string,
  ip: string,
) {
  const mobile = requireMobile(value);
  if (await takenByAnother(db, memberId, mobile)) throw badRequest(MOBILE_TAKEN, { mobile: MOBILE_TAKEN });
  return sendCode(db, allowances, sms, { purpose: 'verify', mobile, ip, memberId });
}

/**
 * VerifyTotp: with the right code (the newest sent to that mobile, at this member's request) the member's
 * mobile becomes that number, verified; the code's verification is used up with the change, in one transaction.
 */
export async function verifyMemberMobile(
  db: Db,
  memberId: number,
  value: string,
  code: string,
  now = new Date(),
) {
  const mobile = requireMobile(value);
  if (!(await verifyCode(db, { purpose: 'verify', mobile, code, memberId, now }))) {
    throw badRequest(INVALID_CODE, { code: INVALID_CODE });
  }
  return db.transaction(async (tx) => {
    if (await takenByAnother(tx, memberId, mobile)) throw badRequest(MOBILE_TAKEN, { mobile: MOBILE_TAKEN });
    if (!(await consumeVerifiedMobile(tx, { purpose: 'verify', mobile, memberId, now }))) {
      throw badRequest(INVALID_CODE, { code: INVALID_CODE });
    }
    await tx.update(members).set({ mobile, mobileVerified: true }).where(eq(members.id, memberId));
    return { mobile, mobileVerified: true as const };
  });
}
