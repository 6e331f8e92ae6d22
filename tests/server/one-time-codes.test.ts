import { desc, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { members, oneTimeCodes, smsMessages } from '../../src/server/db/schema';
import type { HttpError } from '../../src/server/errors';
import { databaseAllowances } from '../../src/server/limits/database-allowances';
import type { SmsSender } from '../../src/server/providers/sms';
import {
  consumeVerifiedMobile,
  ONE_TIME_CODE,
  sendCode,
  verifyCode,
} from '../../src/server/services/one-time-codes';
import { resetPassword } from '../../src/server/services/password-reset';
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
  const allowances = () => databaseAllowances(context.database.db);
  let mobileSeq = 0;
  const freshMobile = () =>
    `0499 ${String(100 + mobileSeq).padStart(3, '0')} ${String(mobileSeq++).padStart(3, '0')}`;
  const t0 = new Date('2026-11-18T09:00:00Z');

  it('sends six digits by SMS to the canonical mobile and keeps only a salted hash', async () => {
    const { sender, sent, lastCode } = capturingSender();
    const mobile = freshMobile();
    const answer = await sendCode(context.database.db, allowances(), sender, {
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
      sendCode(context.database.db, allowances(), sender, {
        purpose: 'register',
        mobile: '0350000000',
        ip: 'x',
      }),
    );
    expect(error.statusCode).toBe(400);
    expect(error.errors).toEqual({ mobile: 'Invalid mobile number format' });
    expect(
      (
        await rejection(
          sendCode(context.database.db, allowances(), sender, { purpose: 'register', mobile: ' ', ip: 'x' }),
        )
      ).message,
    ).toBe('Mobile is required.');
    expect(sent).toHaveLength(0);
  });

  it('refuses a new code within 90 seconds with the seconds to wait, and allows it after', async () => {
    const { sender, sent } = capturingSender();
    const mobile = freshMobile();
    await sendCode(context.database.db, allowances(), sender, {
      purpose: 'register',
      mobile,
      ip: '10.0.0.2',
      now: t0,
    });
    const early = await rejection(
      sendCode(context.database.db, allowances(), sender, {
        purpose: 'register',
        mobile,
        ip: '10.0.0.2',
        now: at(t0, 60),
      }),
    );
    expect(early.statusCode).toBe(429);
    expect(early.retryAfterSeconds).toBe(30);
    expect(sent).toHaveLength(1);
    await sendCode(context.database.db, allowances(), sender, {
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
        sendCode(context.database.db, allowances(), sender, {
          purpose: 'verify',
          mobile,
          ip: '10.0.0.3',
          now: t0,
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('limits codes per mobile and per address in an hour', async () => {
    const { sender } = capturingSender();
    const mobile = freshMobile();
    for (let i = 0; i < ONE_TIME_CODE.perMobilePerHour; i++) {
      await sendCode(context.database.db, allowances(), sender, {
        purpose: 'register',
        mobile,
        ip: `10.1.0.${i}`,
        now: at(t0, i * 91),
      });
    }
    const sixth = await rejection(
      sendCode(context.database.db, allowances(), sender, {
        purpose: 'register',
        mobile,
        ip: '10.1.1.1',
        now: at(t0, 5 * 91),
      }),
    );
    expect(sixth.statusCode).toBe(429);

    for (let i = 0; i < ONE_TIME_CODE.perAddressPerHour; i++) {
      await sendCode(context.database.db, allowances(), sender, {
        purpose: 'register',
        mobile: freshMobile(),
        ip: '10.9.9.9',
        now: t0,
      });
    }
    const next = await rejection(
      sendCode(context.database.db, allowances(), sender, {
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
    await sendCode(context.database.db, allowances(), sender, {
      purpose: 'register',
      mobile,
      ip: '10.0.0.4',
      now: t0,
    });
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
    await sendCode(context.database.db, allowances(), sender, {
      purpose: 'register',
      mobile,
      ip: '10.0.0.5',
      now: t0,
    });
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
    await sendCode(context.database.db, allowances(), sender, {
      purpose: 'register',
      mobile,
      ip: '10.0.0.6',
      now: t0,
    });
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
    await sendCode(context.database.db, allowances(), sender, {
      purpose: 'register',
      mobile,
      ip: '10.0.0.7',
      now: t0,
    });
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
      sendCode(context.database.db, allowances(), failing, {
        purpose: 'register',
        mobile,
        ip: '10.0.0.8',
        now: t0,
      }),
    );
    expect(error.statusCode).toBe(503);
    const { sender, sent } = capturingSender();
    await sendCode(context.database.db, allowances(), sender, {
      purpose: 'register',
      mobile,
      ip: '10.0.0.8',
      now: at(t0, 1),
    });
    expect(sent).toHaveLength(1);
  });

  it('counts only the newest code of a purpose: an older one never again, even after the newer one was used', async () => {
    const { sender, lastCode } = capturingSender();
    const mobile = freshMobile();
    const send = async (seconds: number) => {
      await sendCode(context.database.db, allowances(), sender, {
        purpose: 'register',
        mobile,
        ip: '10.0.1.1',
        now: at(t0, seconds),
      });
      return lastCode();
    };
    const verify = (code: string, seconds: number) =>
      verifyCode(context.database.db, { purpose: 'register', mobile, code, now: at(t0, seconds) });
    const consume = (seconds: number) =>
      consumeVerifiedMobile(context.database.db, {
        purpose: 'register',
        mobile: mobile.replace(/ /g, ''),
        now: at(t0, seconds),
      });
    const older = await send(0);
    expect(await verify(older, 10)).toBe(true);
    const newer = await send(91);
    // The older code's verification went with it: a registration needs the newest one verified.
    expect(await consume(92)).toBe(false);
    expect(await verify(older, 93)).toBe(false);
    expect(await verify(newer, 94)).toBe(true);
    expect(await consume(95)).toBe(true);
    expect((await rejection(verify(older, 96))).statusCode).toBe(400);
    expect(await consume(97)).toBe(false);
  });

  it('refuses an older password-reset code after a newer one reset the password', async () => {
    const { sender, lastCode } = capturingSender();
    const mobile = '0467890123';
    const [member] = await context.database.db.select().from(members).where(eq(members.mobile, mobile));
    const send = async (seconds: number) => {
      await sendCode(context.database.db, allowances(), sender, {
        purpose: 'reset',
        mobile,
        ip: '10.0.1.2',
        memberId: member?.id,
        now: at(t0, seconds),
      });
      return lastCode();
    };
    const reset = (code: string, password: string, seconds: number) =>
      resetPassword(
        context.database.db,
        { mobile, code, password, confirmPassword: password },
        at(t0, seconds),
      );
    const older = await send(0);
    const newer = await send(91);
    expect((await reset(newer, 'Brandt#2027', 100)).success).toBe(true);
    const again = await rejection(reset(older, 'Taken#20277', 110));
    expect(again.statusCode).toBe(400);
  });

  it('takes a code for a new mobile only from the member who asked for it', async () => {
    const { sender, lastCode } = capturingSender();
    const mobile = freshMobile();
    const ids = await context.database.db
      .select({ id: members.id, email: members.email })
      .from(members)
      .where(inArray(members.email, ['member@example.com', 'rival@example.com']));
    const asker = ids.find((m) => m.email === 'member@example.com')!.id;
    const other = ids.find((m) => m.email === 'rival@example.com')!.id;
    await sendCode(context.database.db, allowances(), sender, {
      purpose: 'verify',
      mobile,
      ip: '10.0.1.3',
      memberId: asker,
      now: t0,
    });
    const verify = (memberId: number) =>
      verifyCode(context.database.db, { purpose: 'verify', mobile, code: lastCode(), memberId, now: t0 });
    expect(await verify(other)).toBe(false);
    expect(await verify(asker)).toBe(true);
  });

  it('answers true to a code check only when it recorded the verification, whatever runs beside it', async () => {
    for (let trial = 0; trial < 4; trial++) {
      const { sender, lastCode } = capturingSender();
      const mobile = freshMobile();
      await sendCode(context.database.db, allowances(), sender, {
        purpose: 'register',
        mobile,
        ip: '10.0.1.4',
        now: t0,
      });
      const right = lastCode();
      const wrong = right === '000000' ? '111111' : '000000';
      const check = (code: string) =>
        verifyCode(context.database.db, { purpose: 'register', mobile, code, now: t0 });
      for (let i = 1; i < ONE_TIME_CODE.maxWrongAttempts; i++) expect(await check(wrong)).toBe(false);
      // One wrong attempt is left; wrong and right codes arrive together (wrong first in half the trials).
      const codes = Array.from({ length: 12 }, (_, i) => ((i + trial) % 2 === 0 ? wrong : right));
      const outcomes = await Promise.allSettled(codes.map(check));
      const answers = outcomes.map((o) =>
        o.status === 'fulfilled' ? o.value : (o.reason as HttpError).statusCode,
      );
      for (const [i, answer] of answers.entries()) {
        expect(codes[i] === right ? [true, 429] : [false, 429]).toContain(answer);
      }
      expect(answers.filter((a) => a === false)).toHaveLength(1);
      const [row] = await context.database.db
        .select()
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.mobile, mobile.replace(/ /g, '')));
      expect(row?.attempts).toBe(ONE_TIME_CODE.maxWrongAttempts);
      expect(row?.verifiedAt !== null).toBe(answers.includes(true));
      const consumed = await consumeVerifiedMobile(context.database.db, {
        purpose: 'register',
        mobile: mobile.replace(/ /g, ''),
        now: t0,
      });
      expect(consumed).toBe(answers.includes(true));
    }
  });

  it('registers whenever the code check said true, with checks of the right code past the limit in parallel', async () => {
    const API = '/umbraco/api/player';
    const XHR = { 'x-requested-with': 'XMLHttpRequest' };
    const post = (url: string, payload: object) =>
      context.app.inject({ method: 'POST', url: `${API}${url}`, headers: XHR, payload });
    for (const [trial, mobile] of ['0452000001', '0452000002', '0452000003'].entries()) {
      expect((await post('/otpCodeSend', { mobile })).statusCode).toBe(200);
      const [sms] = await context.database.db
        .select({ body: smsMessages.body })
        .from(smsMessages)
        .where(eq(smsMessages.to, mobile))
        .orderBy(desc(smsMessages.id))
        .limit(1);
      const right = /(\d{6})/.exec(sms?.body ?? '')?.[1] ?? '';
      const wrong = right === '000000' ? '111111' : '000000';
      for (let i = 1; i < ONE_TIME_CODE.maxWrongAttempts; i++)
        expect((await post('/otpCodeVerify', { mobile, otpCode: wrong })).json()).toBe(false);
      const codes = Array.from({ length: 10 }, (_, i) => ((i + trial) % 3 === 0 ? wrong : right));
      const answers = await Promise.all(codes.map((otpCode) => post('/otpCodeVerify', { mobile, otpCode })));
      const said = answers.map((a) => (a.statusCode === 200 ? a.json() : a.statusCode));
      const registered = await post('/membershipRegister', {
        firstName: 'Par',
        lastName: 'Allel',
        password: 'Par#Allel2026',
        mobile,
        stateId: 1,
        postcode: '3000',
        birthday: '1990-06-15',
      });
      expect(registered.statusCode, JSON.stringify(said)).toBe(said.includes(true) ? 200 : 400);
    }
  });
});
