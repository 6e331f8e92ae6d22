import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/password';
import { members } from '../../src/server/db/schema';
import type { HttpError } from '../../src/server/errors';
import { databaseAllowances } from '../../src/server/limits/database-allowances';
import type { SmsSender } from '../../src/server/providers/sms';
import { sendCode, verifyCode } from '../../src/server/services/one-time-codes';
import {
  checkMobileAvailable,
  EMAIL_TAKEN,
  MOBILE_TAKEN,
  registerMember,
  VERIFY_FIRST,
} from '../../src/server/services/registration';
import { describeOnEachDatabase } from './test-app';

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected a refusal');
};

describeOnEachDatabase('registration', (context) => {
  const allowances = () => databaseAllowances(context.database.db);
  const now = new Date('2026-11-18T09:00:00Z');
  const sent: string[] = [];
  const sms: SmsSender = { name: 'test', send: async (_to, body) => void sent.push(body) };
  const lastCode = () => /(\d{6})/.exec(sent.at(-1) ?? '')?.[1] ?? '';
  const payload = (mobile: string, email = '') => ({
    firstName: ' Alex ',
    lastName: 'Nguyen',
    password: 'Member#2026',
    mobile,
    email,
    stateId: 1,
    postcode: '3000',
    birthday: '2000-02-29',
    marketingConsent: true,
  });
  const verify = async (mobile: string) => {
    await sendCode(context.database.db, allowances(), sms, {
      purpose: 'register',
      mobile,
      ip: '10.2.0.1',
      now,
    });
    expect(
      await verifyCode(context.database.db, { purpose: 'register', mobile, code: lastCode(), now }),
    ).toBe(true);
  };

  it('refuses a mobile a member already has, in any spelling', async () => {
    for (const spelling of ['0412345678', '0412 345 678', '+61 412 345 678']) {
      const error = await rejection(checkMobileAvailable(context.database.db, spelling));
      expect(error.statusCode).toBe(400);
      expect(error.errors).toEqual({ mobile: MOBILE_TAKEN });
    }
    expect(await checkMobileAvailable(context.database.db, '0450 000 000')).toBe('0450000000');
  });

  it('registers a verified mobile once, with the next membership number, and the password signs in', async () => {
    await verify('0450 111 222');
    const answer = await registerMember(
      context.database.db,
      payload('0450 111 222', 'Alex@Example.org'),
      now,
    );
    expect(answer).toMatchObject({
      firstname: 'Alex',
      lastname: 'Nguyen',
      emailAddress: 'alex@example.org',
      phoneMobile: '0450111222',
      preferEmail: true,
    });
    expect(answer.unsubscribeSettings.subscriptionGroups.map((g) => g.subscribed)).toEqual([true, true]);
    const [row] = await context.database.db
      .select()
      .from(members)
      .where(eq(members.customerGuid, answer.customerGuid));
    expect(row).toMatchObject({
      mobileVerified: true,
      dateOfBirth: '2000-02-29',
      postcode: '3000',
      stateId: 1,
    });
    expect(await verifyPassword('Member#2026', row?.passwordHash ?? '')).toBe(true);
    const [highest] = await context.database.db
      .select({ id: members.membershipId })
      .from(members)
      .orderBy(members.membershipId);
    expect(row?.membershipId).toBeGreaterThan(highest?.id ?? 0);

    const again = await rejection(registerMember(context.database.db, payload('0450 111 222'), now));
    expect(again.errors).toEqual({ mobile: MOBILE_TAKEN });
  });

  it('needs a verification of that mobile, used once', async () => {
    const unverified = await rejection(registerMember(context.database.db, payload('0450 333 444'), now));
    expect(unverified.errors).toEqual({ mobile: VERIFY_FIRST });
    await verify('0450 333 444');
    const duplicateEmail = await rejection(
      registerMember(context.database.db, payload('0450 333 444', 'MEMBER@example.com'), now),
    );
    expect(duplicateEmail.errors).toEqual({ email: EMAIL_TAKEN });
    await registerMember(context.database.db, payload('0450 333 444'), now);
  });

  it("applies the form's rules again on the server", async () => {
    const error = await rejection(
      registerMember(
        context.database.db,
        { ...payload('0450 555 666'), password: 'password1', birthday: '2010-01-01', postcode: 'abc' },
        now,
      ),
    );
    expect(error.statusCode).toBe(400);
    expect(error.errors).toEqual({
      password: 'Invalid password. Password not strong enough',
      postcode: 'Number only.',
      birthday: 'You must be at least 18 years of age',
    });
  });
});
