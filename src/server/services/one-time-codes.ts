import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { CODE_DIGITS, CODE_RESEND_SECONDS, normaliseMobile } from '../../shared/mobile';
import type { Db } from '../db/client';
import { oneTimeCodes } from '../db/schema';
import { badRequest, HttpError, tooManyRequests } from '../errors';
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

/** Serialises the sends and checks of one mobile (two parallel sends cannot both pass the 90 s rule). */
const lockMobile = (tx: Db, purpose: CodePurpose, mobile: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${purpose}:${mobile}`}))`);

/**
 * Creates a code for the mobile and sends it by SMS. Refused with 429 (and the seconds to wait) within 90 s
 * of the last code for that mobile, past 5 codes an hour for a mobile or 20 an hour from one address.
 */
export async function sendCode(
  db: Db,
  sms: SmsSender,
  request: { purpose: CodePurpose; mobile: string; ip: string; memberId?: number; now?: Date },
): Promise<{ mobile: string; resendAfterSeconds: number }> {
  const mobile = requireMobile(request.mobile);
  const now = request.now ?? new Date();
  const hourAgo = new Date(now.getTime() - 3600_000);
  const code = String(randomInt(0, 10 ** ONE_TIME_CODE.digits)).padStart(ONE_TIME_CODE.digits, '0');
  const salt = randomBytes(12).toString('base64');

  const id = await db.transaction(async (tx) => {
    await lockMobile(tx, request.purpose, mobile);
    const [last] = await tx
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.purpose, request.purpose), eq(oneTimeCodes.mobile, mobile)))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    if (last) {
      const wait = ONE_TIME_CODE.resendSeconds - (now.getTime() - last.createdAt.getTime()) / 1000;
      if (wait > 0) {
        throw tooManyRequests(`Please wait ${Math.ceil(wait)} seconds before requesting another code.`, wait);
      }
    }
    const [perMobile] = await tx
      .select({ n: count() })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.mobile, mobile), gt(oneTimeCodes.createdAt, hourAgo)));
    const [perAddress] = await tx
      .select({ n: count() })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.ip, request.ip), gt(oneTimeCodes.createdAt, hourAgo)));
    if (
      (perMobile?.n ?? 0) >= ONE_TIME_CODE.perMobilePerHour ||
      (perAddress?.n ?? 0) >= ONE_TIME_CODE.perAddressPerHour
    ) {
      throw tooManyRequests('Too many codes were requested. Please try again in an hour.', 3600);
    }
    const [row] = await tx
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
    return row!.id;
  });

  try {
    await sms.send(mobile, `Your APL verification code is ${code}. It expires in 10 minutes.`);
  } catch (error) {
    // An unsent code must not hold the member back for 90 s.
    await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
    throw new HttpError(503, error instanceof Error ? error.message : 'The SMS could not be sent.');
  }
  return { mobile, resendAfterSeconds: ONE_TIME_CODE.resendSeconds };
}

/**
 * Checks a code against the mobile's latest one. A wrong code counts an attempt (atomically, so parallel
 * guesses cannot exceed the limit); after 5 wrong ones the code is dead even for the right digits.
 * Answers false for a wrong code (the spec's "falsy means failure").
 */
export async function verifyCode(
  db: Db,
  request: { purpose: CodePurpose; mobile: string; code: string; now?: Date },
): Promise<boolean> {
  const mobile = requireMobile(request.mobile);
  const code = request.code.trim();
  if (code === '')
    throw badRequest('Verification code is required.', { code: 'Verification code is required.' });
  if (!/^\d{6}$/.test(code)) return false;
  const now = request.now ?? new Date();
  const [latest] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, request.purpose),
        eq(oneTimeCodes.mobile, mobile),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!latest || latest.expiresAt.getTime() <= now.getTime()) {
    throw badRequest('This code has expired. Please request a new code.', {
      code: 'This code has expired. Please request a new code.',
    });
  }
  const tooMany = () =>
    tooManyRequests('Too many wrong codes. Please request a new code.', ONE_TIME_CODE.resendSeconds);
  if (latest.attempts >= ONE_TIME_CODE.maxWrongAttempts) throw tooMany();

  const expected = Buffer.from(latest.codeHash, 'hex');
  const actual = Buffer.from(hashCode(code, latest.salt), 'hex');
  if (timingSafeEqual(expected, actual)) {
    await db
      .update(oneTimeCodes)
      .set({ verifiedAt: now })
      .where(and(eq(oneTimeCodes.id, latest.id), lt(oneTimeCodes.attempts, ONE_TIME_CODE.maxWrongAttempts)));
    return true;
  }
  const counted = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, latest.id), lt(oneTimeCodes.attempts, ONE_TIME_CODE.maxWrongAttempts)))
    .returning({ attempts: oneTimeCodes.attempts });
  if (counted.length === 0) throw tooMany();
  return false;
}

/**
 * Uses up the mobile's verification (inside the caller's transaction): a registration needs a code verified
 * in the last 30 minutes and not used before.
 */
export async function consumeVerifiedMobile(
  tx: Db,
  request: { purpose: CodePurpose; mobile: string; now?: Date },
): Promise<boolean> {
  const now = request.now ?? new Date();
  const since = new Date(now.getTime() - ONE_TIME_CODE.verifiedForSeconds * 1000);
  const [verified] = await tx
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, request.purpose),
        eq(oneTimeCodes.mobile, request.mobile),
        isNotNull(oneTimeCodes.verifiedAt),
        gt(oneTimeCodes.verifiedAt, since),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.verifiedAt))
    .limit(1);
  if (!verified) return false;
  const used = await tx
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, verified.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return used.length === 1;
}
