import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { smsMessages } from '../../src/server/db/schema';
import { describeOnEachDatabase, signIn } from './test-app';

const SEND = '/umbraco/api/account/PasswordResetSendCode';
const RESET = '/umbraco/api/account/PasswordReset';
const MOBILE = '0467890123';

describeOnEachDatabase('forgot password: a reset by SMS code to the verified mobile', (ctx) => {
  const post = (url: string, payload: object, ip = '10.1.1.1') =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  async function latestCode(to: string) {
    const [row] = await ctx.database.db
      .select({ body: smsMessages.body })
      .from(smsMessages)
      .where(eq(smsMessages.to, to))
      .orderBy(desc(smsMessages.id))
      .limit(1);
    return /(\d{6})/.exec(row?.body ?? '')?.[1] ?? '';
  }

  it('sends a code to a verified mobile, and answers the same without sending for any other', async () => {
    const sent = await post(SEND, { mobile: '0467 890 123' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ mobile: MOBILE, resendAfterSeconds: 90 });
    expect(await latestCode(MOBILE)).toMatch(/^\d{6}$/);

    const unknown = await post(SEND, { mobile: '0400 111 222' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ mobile: '0400111222', resendAfterSeconds: 90 });
    expect(await latestCode('0400111222')).toBe('');
    // Not verified: no code either.
    await post(SEND, { mobile: '0445678901' });
    expect(await latestCode('0445678901')).toBe('');

    const again = await post(SEND, { mobile: MOBILE });
    expect(again.statusCode).toBe(429);
    expect((await post(SEND, { mobile: '0350 000 000' })).json().errors).toEqual({
      mobile: 'Invalid mobile number format',
    });
  });

  it('refuses a weak password and a wrong code, then resets with the right one and ends the old sessions', async () => {
    const old = await signIn(ctx.app, 'forgetful@example.com', 'Forgetful#2026');
    const code = await latestCode(MOBILE);
    const weak = await post(RESET, { mobile: MOBILE, code, password: 'oscar1', confirmPassword: 'oscar1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({ password: 'Invalid password. Password not strong enough' });
    const wrong = await post(RESET, {
      mobile: MOBILE,
      code: code === '000000' ? '111111' : '000000',
      password: 'Brandt#2027',
      confirmPassword: 'Brandt#2027',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: 'Invalid verification code.' });

    const done = await post(RESET, {
      mobile: MOBILE,
      code,
      password: 'Brandt#2027',
      confirmPassword: 'Brandt#2027',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: 'Your password has been reset. Please log in with your new password.',
    });
    const me = await ctx.app.inject({
      url: '/umbraco/api/account/getLoggedMember',
      headers: { cookie: old },
    });
    expect(me.statusCode).toBe(401);
    await expect(signIn(ctx.app, 'forgetful@example.com', 'Brandt#2027')).resolves.toBeTruthy();

    const reused = await post(RESET, {
      mobile: MOBILE,
      code,
      password: 'Other#20277',
      confirmPassword: 'Other#20277',
    });
    expect(reused.statusCode).toBe(400);
  });

  it('refuses the sixth wrong code even when the right one follows', async () => {
    const mobile = '0478901234';
    expect((await post(SEND, { mobile }, '10.2.2.2')).statusCode).toBe(200);
    const code = await latestCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const body = (c: string) => ({
      mobile,
      code: c,
      password: 'Moreau#2027',
      confirmPassword: 'Moreau#2027',
    });
    for (let i = 0; i < 5; i++) expect((await post(RESET, body(wrong))).statusCode).toBe(400);
    expect((await post(RESET, body(code))).statusCode).toBe(429);
  });
});
