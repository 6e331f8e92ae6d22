import { randomUUID } from 'node:crypto';
import { eq, max, sql } from 'drizzle-orm';
import { dateKeyIn } from '../../shared/event-dates';
import {
  isCalendarDate,
  parseDayMonthYear,
  type RegistrationPayload,
  registrationErrors,
} from '../../shared/registration-rules';
import { DEFAULT_BRAND_ID, timeZoneOf } from '../../shared/states';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { badRequest } from '../errors';
import { consumeVerifiedMobile, requireMobile } from './one-time-codes';

export const MOBILE_TAKEN = 'This mobile number is already registered. Please log in, or use another number.';
export const EMAIL_TAKEN = 'This email address is already registered. Please log in, or use another address.';
export const VERIFY_FIRST = 'Please verify your mobile number with the code we sent first.';

/** The marketing lists a member can be on; registration's consent puts them on both. */
export const SUBSCRIPTION_GROUPS = [
  {
    subscriptionGroupId: 1,
    name: 'League news',
    description: 'Major events, news and offers',
    channel: 'email',
  },
  {
    subscriptionGroupId: 2,
    name: 'Game reminders',
    description: 'Reminders of your saved games',
    channel: 'sms',
  },
] as const;

async function mobileTaken(db: Db, mobile: string) {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.mobile, mobile)).limit(1);
  return Boolean(row);
}

/** mobileDuplicateCheck: the canonical mobile when no member has it, else 400 under the mobile field. */
export async function checkMobileAvailable(db: Db, value: string): Promise<string> {
  const mobile = requireMobile(value);
  if (await mobileTaken(db, mobile)) throw badRequest(MOBILE_TAKEN, { mobile: MOBILE_TAKEN });
  return mobile;
}

/**
 * membershipRegister: every rule of the registration table again, the mobile verified by a code in the last
 * 30 minutes (used up here), mobile and email not taken; the member, the next membership number and the
 * use of the verification are written together.
 */
export async function registerMember(db: Db, payload: RegistrationPayload, now = new Date()) {
  const today = dateKeyIn(now, timeZoneOf(payload.stateId));
  const errors: Record<string, string> = { ...registrationErrors(payload, today) };
  const mobile = requireMobile(payload.mobile);
  const email = payload.email.trim().toLowerCase() || null;
  if (Object.keys(errors).length > 0)
    throw badRequest(Object.values(errors)[0] ?? 'Invalid registration', errors);
  const birthday = isCalendarDate(payload.birthday) ? payload.birthday : parseDayMonthYear(payload.birthday);
  const passwordHash = await hashPassword(payload.password);

  return db.transaction(async (tx) => {
    // One registration at a time picks the next membership number and checks for duplicates.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('membership-register'))`);
    if (await mobileTaken(tx, mobile)) throw badRequest(MOBILE_TAKEN, { mobile: MOBILE_TAKEN });
    if (email) {
      const [taken] = await tx
        .select({ id: members.id })
        .from(members)
        .where(sql`lower(${members.email}) = ${email}`)
        .limit(1);
      if (taken) throw badRequest(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    }
    if (!(await consumeVerifiedMobile(tx, { purpose: 'register', mobile, now }))) {
      throw badRequest(VERIFY_FIRST, { mobile: VERIFY_FIRST });
    }
    const [last] = await tx.select({ n: max(members.membershipId) }).from(members);
    const [member] = await tx
      .insert(members)
      .values({
        customerGuid: randomUUID(),
        membershipId: (last?.n ?? 99_999) + 1,
        email,
        mobile,
        mobileVerified: true,
        firstName: payload.firstName.trim(),
        lastName: payload.lastName.trim(),
        passwordHash,
        brandId: DEFAULT_BRAND_ID,
        stateId: payload.stateId,
        postcode: payload.postcode.trim(),
        dateOfBirth: birthday,
        marketingConsent: payload.marketingConsent,
        preferEmail: payload.marketingConsent && email !== null,
        preferSms: payload.marketingConsent,
        createdAt: now,
      })
      .returning();
    const m = member!;
    return {
      customerGuid: m.customerGuid,
      membershipId: m.membershipId,
      firstname: m.firstName,
      lastname: m.lastName,
      emailAddress: m.email ?? '',
      phoneMobile: m.mobile ?? '',
      preferEmail: m.preferEmail,
      unsubscribeSettings: {
        subscriptionGroups: SUBSCRIPTION_GROUPS.map((group) => ({
          ...group,
          subscribed: group.channel === 'email' ? m.preferEmail : m.preferSms,
        })),
      },
    };
  });
}
