import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { oneTimeCodes } from '../../src/server/db/schema';
import type { HttpError } from '../../src/server/errors';
import type { SmsSender } from '../../src/server/providers/sms';
import {
  consumeVerifiedMobile,
  ONE_TIME_CODE,
  sendCode,
  verifyCode,
} from '../../src/server/services/one-time-codes';
import { describeOnEachDatabase } from './test-app';

function capturingSender() {
  const sent: { to: string; body: string }[] = [];
  const sender: SmsSender = {
    name: 'test',
    send: async (to, body) => {
      sent.push({ to, body });
    },
  };
  const lastCode = () => /(\d{6})/.exec(sent.at(-1)?.body ?? '')?.[1] ?? '';
  return { sender, sent, lastCode };
}

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected a refusal');
};

const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);

describeOnEachDatabase('one-time codes', (context) => {
  let mobileSeq = 0;
  const freshMobile = () =>
    `0499 ${String(100 + mobileSeq).padStart(3, '0')} ${String(mobileSeq++).padStart(3, '0')}`;
  const t0 = new Date('2026-11-18T09:00:00Z');

  it('sends six digits by SMS to the canonical mobile and keeps only a salted hash', async () => {
    const { sender, sent, lastCode } = capturingSender();
    const mobile = freshMobile();
    const answer = await sendCode(context.database.db, sender, {
      purpose: 'register',
      mobile,
      ip: '10.0.0.1',
      now: t0,
    });
    expect(answer).toEqual({ mobile: mobile.replace(/ /g, ''), resendAfterSeconds: 90 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(mobile.replace(/ /g, ''));
    expect(lastCode()).toMatch(/^\d{6}$/);
    const rows = await context.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.mobile, answer.mobile));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).not.toContain(lastCode());
    expect((rows[0]?.expiresAt.getTime() ?? 0) - t0.getTime()).toBe(ONE_TIME_CODE.validSeconds * 1000);
  });

  it('refuses a malformed mobile before sending anything', async () => {
    const { sender, sent } = capturingSender();
    const error = await rejection(
      sendCode(context.database.db, sender, { purpose: 'register', mobile: '0350000000', ip: 'x' }),
    );
    expect(error.statusCode).toBe(400);
    expect(error.errors).toEqual({ mobile: 'Invalid mobile number format' });
    expect(
      (await rejection(sendCode(context.database.db, sender, { purpose: 'register', mobile: ' ', ip: 'x' })))
        .message,
    ).toBe('Mobile is required.');
    expect(sent).toHaveLength(0);
  });

  it('refuses a new code within 90 seconds with the seconds to wait, and allows it after', async () => {
    const { sender, sent } = capturingSender();
    const mobile = freshMobile();
    await sendCode(context.database.db, sender, { purpose: 'register', mobile, ip: '10.0.0.2', now: t0 });
    const early = await rejection(
      sendCode(context.database.db, sender, { purpose: 'register', mobile, ip: '10.0.0.2', now: at(t0, 60) }),
    );
    expect(early.statusCode).toBe(429);
    expect(early.retryAfterSeconds).toBe(30);
    expect(sent).toHaveLength(1);
    await sendCode(context.database.db, sender, {
      purpose: 'register',
      mobile,
      ip: '10.0.0.2',
      now: at(t0, 90),
    });
    expect(sent).toHaveLength(2);
  });

  it('lets only one of several parallel sends through', async () => {
    const { sender, sent } = capturingSender();
    const mobile = freshMobile();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        sendCode(context.database.db, sender, { purpose: 'verify', mobile, ip: '10.0.0.3', now: t0 }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('limits codes per mobile and per address in an hour', async () => {
    const { sender } = capturingSender();
    const mobile = freshMobile();
    for (let i = 0; i < ONE_TIME_CODE.perMobilePerHour; i++) {
      await sendCode(context.database.db, sender, {
        purpose: 'register',
        mobile,
        ip: `10.1.0.${i}`,
        now: at(t0, i * 91),
      });
    }
    const sixth = await rejection(
      sendCode(context.database.db, sender, {
        purpose: 'register',
        mobile,
        ip: '10.1.1.1',
        now: at(t0, 5 * 91),
      }),
    );
    expect(sixth.statusCode).toBe(429);

    for (let i = 0; i < ONE_TIME_CODE.perAddressPerHour; i++) {
      await sendCode(context.database.db, sender, {
        purpose: 'register',
        mobile: freshMobile(),
        ip: '10.9.9.9',
        now: t0,
      });
    }
    const next = await rejection(
      sendCode(context.database.db, sender, {
        purpose: 'register',
        mobile: freshMobile(),
        ip: '10.9.9.9',
        now: t0,
      }),
    );
    expect(next.statusCode).toBe(429);
  });

  it('answers false to a wrong code, and after five wrong ones refuses even the right code', async () => {
    const { sender, lastCode } = capturingSender();
    const mobile = freshMobile();
    await sendCode(context.database.db, sender, { purpose: 'register', mobile, ip: '10.0.0.4', now: t0 });
    const right = lastCode();
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < ONE_TIME_CODE.maxWrongAttempts; i++) {
      expect(
        await verifyCode(context.database.db, { purpose: 'register', mobile, code: wrong, now: t0 }),
      ).toBe(false);
    }
    const refused = await rejection(
      verifyCode(context.database.db, { purpose: 'register', mobile, code: right, now: t0 }),
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.message).toBe('Too many wrong codes. Please request a new code.');
  });

  it('counts parallel wrong guesses atomically', async () => {
    const { sender, lastCode } = capturingSender();
    const mobile = freshMobile();
    await sendCode(context.database.db, sender, { purpose: 'register', mobile, ip: '10.0.0.5', now: t0 });
    const wrong = lastCode() === '000000' ? '111111' : '000000';
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        verifyCode(context.database.db, { purpose: 'register', mobile, code: wrong, now: t0 }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(ONE_TIME_CODE.maxWrongAttempts);
    const [row] = await context.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.mobile, mobile.replace(/ /g, '')));
    expect(row?.attempts).toBe(ONE_TIME_CODE.maxWrongAttempts);
  });

  it('refuses an expired code and a code that is not six digits', async () => {
    const { sender, lastCode } = capturingSender();
    const mobile = freshMobile();
    await sendCode(context.database.db, sender, { purpose: 'register', mobile, ip: '10.0.0.6', now: t0 });
    expect(
      await verifyCode(context.database.db, { purpose: 'register', mobile, code: '12a456', now: t0 }),
    ).toBe(false);
    const late = await rejection(
      verifyCode(context.database.db, {
        purpose: 'register',
        mobile,
        code: lastCode(),
        now: at(t0, ONE_TIME_CODE.validSeconds),
      }),
    );
    expect(late.statusCode).toBe(400);
    expect(late.message).toBe('This code has expired. Please request a new code.');
  });

  it('verifies the right code, whose verification can be used once within 30 minutes', async () => {
    const { sender, lastCode } = capturingSender();
    const mobile = freshMobile();
    const canonical = mobile.replace(/ /g, '');
    await sendCode(context.database.db, sender, { purpose: 'register', mobile, ip: '10.0.0.7', now: t0 });
    expect(
      await consumeVerifiedMobile(context.database.db, { purpose: 'register', mobile: canonical, now: t0 }),
    ).toBe(false);
    expect(
      await verifyCode(context.database.db, {
        purpose: 'register',
        mobile: `+61${canonical.slice(1)}`,
        code: lastCode(),
        now: t0,
      }),
    ).toBe(true);
    expect(
      await consumeVerifiedMobile(context.database.db, { purpose: 'verify', mobile: canonical, now: t0 }),
    ).toBe(false);
    expect(
      await consumeVerifiedMobile(context.database.db, {
        purpose: 'register',
        mobile: canonical,
        now: at(t0, 31 * 60),
      }),
    ).toBe(false);
    expect(
      await consumeVerifiedMobile(context.database.db, {
        purpose: 'register',
        mobile: canonical,
        now: at(t0, 60),
      }),
    ).toBe(true);
    expect(
      await consumeVerifiedMobile(context.database.db, {
        purpose: 'register',
        mobile: canonical,
        now: at(t0, 61),
      }),
    ).toBe(false);
  });

  it('does not hold the mobile back when the SMS cannot be sent', async () => {
    const failing: SmsSender = { name: 'down', send: async () => Promise.reject(new Error('gateway down')) };
    const mobile = freshMobile();
    const error = await rejection(
      sendCode(context.database.db, failing, { purpose: 'register', mobile, ip: '10.0.0.8', now: t0 }),
    );
    expect(error.statusCode).toBe(503);
    const { sender, sent } = capturingSender();
    await sendCode(context.database.db, sender, {
      purpose: 'register',
      mobile,
      ip: '10.0.0.8',
      now: at(t0, 1),
    });
    expect(sent).toHaveLength(1);
  });
});
