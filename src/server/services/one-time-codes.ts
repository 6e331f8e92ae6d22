import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { CODE_DIGITS, CODE_RESEND_SECONDS, normaliseMobile } from '../../shared/mobile';
import type { Db } from '../db/client';
import { oneTimeCodes } from '../db/schema';
import { badRequest, HttpError, tooManyRequests } from '../errors';
import type { Allowances } from '../limits/allowances';
import type { SmsSender } from '../providers/sms';

/** The one-time code rules, enforced here whatever the browser does (member spec, sections 5 and 9). */
export const ONE_TIME_CODE = {
  digits: CODE_DIGITS,
  validSeconds: 10 * 60,
  resendSeconds: CODE_RESEND_SECONDS,
  maxWrongAttempts: 5,
  perMobilePerHour: 5,
  perAddressPerHour: 20,
  /** How long a verified mobile may be used to finish a registration. */
  verifiedForSeconds: 30 * 60,
} as const;

export type CodePurpose = 'register' | 'verify' | 'reset';

const hashCode = (code: string, salt: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

export function requireMobile(value: string): string {
  if (value.trim() === '') throw badRequest('Mobile is required.', { mobile: 'Mobile is required.' });
  const mobile = normaliseMobile(value);
  if (!mobile) throw badRequest('Invalid mobile number format', { mobile: 'Invalid mobile number format' });
  return mobile;
}

/**
 * Creates a code for the mobile and sends it by SMS. Refused with 429 (and the seconds to wait) within 90 s
 * of the last code of the purpose for that mobile, past 5 codes an hour for a mobile or 20 an hour from one
 * address: all three taken in one step, before the code exists. The new code is the only one of its purpose
 * for the mobile that counts from now on (see isNewestCode).
 */
export async function sendCode(
  db: Db,
  allowances: Allowances,
  sms: SmsSender,
  request: { purpose: CodePurpose; mobile: string; ip: string; memberId?: number; now?: Date },
): Promise<{ mobile: string; resendAfterSeconds: number }> {
  const mobile = requireMobile(request.mobile);
  const now = request.now ?? new Date();
  const resend = {
    key: `sms-resend:${request.purpose}:${mobile}`,
    limit: 1,
    windowSeconds: ONE_TIME_CODE.resendSeconds,
  };
  const taking = await allowances.take(
    [
      resend,
      { key: `sms-mobile:${mobile}`, limit: ONE_TIME_CODE.perMobilePerHour, windowSeconds: 3600 },
      { key: `sms-address:${request.ip}`, limit: ONE_TIME_CODE.perAddressPerHour, windowSeconds: 3600 },
    ],
    now,
  );
  if (!taking.taken) {
    const wait = taking.retryAfterSeconds;
    throw taking.refused === resend
      ? tooManyRequests(`Please wait ${Math.ceil(wait)} seconds before requesting another code.`, wait)
      : tooManyRequests('Too many codes were requested. Please try again in an hour.', wait);
  }
  const code = String(randomInt(0, 10 ** ONE_TIME_CODE.digits)).padStart(ONE_TIME_CODE.digits, '0');
  const salt = randomBytes(12).toString('base64');
  const [row] = await db
    .insert(oneTimeCodes)
    .values({
      purpose: request.purpose,
      mobile,
      memberId: request.memberId ?? null,
      codeHash: hashCode(code, salt),
      salt,
      ip: request.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ONE_TIME_CODE.validSeconds * 1000),
    })
    .returning({ id: oneTimeCodes.id });

  try {
    await sms.send(mobile, `Your APL verification code is ${code}. It expires in 10 minutes.`);
  } catch (error) {
    // An unsent code must not hold the member back for 90 s, nor count against their hour.
    await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, row!.id));
    await taking.giveBack();
    throw new HttpError(503, error instanceof Error ? error.message : 'The SMS could not be sent.');
  }
  return { mobile, resendAfterSeconds: ONE_TIME_CODE.resendSeconds };
}

/**
 * The condition "this row is the newest code of the purpose for the mobile": an older code never counts
 * again, whether or not a newer one was verified or used.
 */
const isNewestCode = (purpose: CodePurpose, mobile: string) =>
  sql`${oneTimeCodes.id} = (select n.id from one_time_codes n where n.purpose = ${purpose} and n.mobile = ${mobile}
    order by n.created_at desc, n.id desc limit 1)`;

/** Whether the code matches the row's salted hash (as hashCode), computed by the database. */
const matches = (code: string) =>
  sql`${oneTimeCodes.codeHash} = encode(sha256(convert_to(${oneTimeCodes.salt} || ':' || ${code}, 'UTF8')), 'hex')`;

/**
 * Checks a code against the mobile's newest one, in one statement that also records the outcome: the right
 * code marks it verified, a wrong one counts an attempt, and neither happens once the code has had 5 wrong
 * attempts, expired or been used. The answer is what that statement recorded: true only when the
 * verification was written. With `memberId` (a member verifying a new mobile), the code must be theirs.
 * Answers false for a wrong code (the spec's "falsy means failure").
 */
export async function verifyCode(
  db: Db,
  request: { purpose: CodePurpose; mobile: string; code: string; memberId?: number; now?: Date },
): Promise<boolean> {
  const mobile = requireMobile(request.mobile);
  const code = request.code.trim();
  if (code === '')
    throw badRequest('Verification code is required.', { code: 'Verification code is required.' });
  if (!/^\d{6}$/.test(code)) return false;
  const now = request.now ?? new Date();
  const right = matches(code);
  const [checked] = await db
    .update(oneTimeCodes)
    .set({
      attempts: sql`${oneTimeCodes.attempts} + case when ${right} then 0 else 1 end`,
      verifiedAt: sql`case when ${right} then ${now.toISOString()}::timestamptz else ${oneTimeCodes.verifiedAt} end`,
    })
    .where(
      and(
        isNewestCode(request.purpose, mobile),
        request.memberId === undefined ? undefined : eq(oneTimeCodes.memberId, request.memberId),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
        lt(oneTimeCodes.attempts, ONE_TIME_CODE.maxWrongAttempts),
      ),
    )
    .returning({ right: sql<boolean>`${right}` });
  if (checked) return checked.right;

  // Nothing was recorded: say why.
  const [newest] = await db
    .select({
      attempts: oneTimeCodes.attempts,
      expiresAt: oneTimeCodes.expiresAt,
      consumedAt: oneTimeCodes.consumedAt,
    })
    .from(oneTimeCodes)
    .where(isNewestCode(request.purpose, mobile));
  if (
    newest &&
    !newest.consumedAt &&
    newest.expiresAt > now &&
    newest.attempts >= ONE_TIME_CODE.maxWrongAttempts
  ) {
    throw tooManyRequests('Too many wrong codes. Please request a new code.', ONE_TIME_CODE.resendSeconds);
  }
  if (newest && !newest.consumedAt && newest.expiresAt > now) return false;
  throw badRequest('This code has expired. Please request a new code.', {
    code: 'This code has expired. Please request a new code.',
  });
}

/**
 * Uses up the mobile's verification (inside the caller's transaction), in one statement: a registration
 * needs the newest code of the purpose verified in the last 30 minutes and not used before.
 */
export async function consumeVerifiedMobile(
  tx: Db,
  request: { purpose: CodePurpose; mobile: string; memberId?: number; now?: Date },
): Promise<boolean> {
  const now = request.now ?? new Date();
  const since = new Date(now.getTime() - ONE_TIME_CODE.verifiedForSeconds * 1000);
  const used = await tx
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        isNewestCode(request.purpose, request.mobile),
        request.memberId === undefined ? undefined : eq(oneTimeCodes.memberId, request.memberId),
        gt(oneTimeCodes.verifiedAt, since),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return used.length === 1;
}
