import { expect, it } from 'vitest';
import { describeOnEachDatabase, signIn } from './test-app';

const API = '/umbraco/api';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

describeOnEachDatabase('registration and mobile verification calls', (context) => {
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    context.app.inject({
      method: 'POST',
      url: `${API}${url}`,
      payload: payload as object,
      headers: { ...XHR, ...headers },
    });
  const lastCodeTo = async (mobile: string) => {
    const outbox = (await context.app.inject({ method: 'GET', url: '/dev/sms-outbox' })).json() as {
      to: string;
      body: string;
    }[];
    return /(\d{6})/.exec(outbox.find((m) => m.to === mobile)?.body ?? '')?.[1] ?? '';
  };

  it("the development outbox lists one mobile's messages with ?to=, and refuses a malformed one", async () => {
    await post('/player/otpCodeSend', { mobile: '0450000011' });
    await post('/player/otpCodeSend', { mobile: '0450000012' });
    const one = await context.app.inject({ method: 'GET', url: '/dev/sms-outbox?to=0450000011' });
    expect(one.statusCode).toBe(200);
    const messages = one.json() as { to: string; body: string }[];
    expect(messages.map((m) => m.to)).toEqual(['0450000011']);
    expect(messages[0]?.body).toMatch(/^Your APL verification code is \d{6}\./);
    const bad = await context.app.inject({ method: 'GET', url: '/dev/sms-outbox?to=+61450000011' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
  });

  it('registers a new member end to end, who can then sign in with the mobile', async () => {
    const check = await post('/player/mobileDuplicateCheck', { mobile: '0450 000 001' });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toBe('0450000001');

    const sent = await post('/player/otpCodeSend', { mobile: '0450000001' });
    expect(sent.json()).toEqual({ mobile: '0450000001', resendAfterSeconds: 90 });
    const again = await post('/player/otpCodeSend', { mobile: '0450000001' });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(80);
    expect(again.json()).toMatchObject({ message: expect.stringMatching(/^Please wait \d+ seconds/) });

    const code = await lastCodeTo('0450000001');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post('/player/otpCodeVerify', { otpCode: wrong, mobile: '0450000001' })).json()).toBe(
      false,
    );
    expect((await post('/player/otpCodeVerify', { otpCode: code, mobile: '0450000001' })).json()).toBe(true);

    const registered = await post('/PLAYER/membershipregister', {
      firstName: 'Jo',
      lastName: 'Bloggs',
      password: 'Jo#Bloggs2026',
      mobile: '0450000001',
      email: 'jo.bloggs@example.org',
      stateId: 2,
      postcode: '2000',
      birthday: '1990-06-15',
      marketingConsent: true,
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toMatchObject({
      firstname: 'Jo',
      phoneMobile: '0450000001',
      preferEmail: true,
    });

    const cookie = await signIn(context.app, '0450 000 001', 'Jo#Bloggs2026');
    const me = await context.app.inject({
      method: 'GET',
      url: `${API}/account/getLoggedMember`,
      headers: { cookie },
    });
    expect(me.json()).toMatchObject({
      firstName: 'Jo',
      mobile: '0450000001',
      mobileVerified: true,
      stateId: 2,
    });
  });

  it('answers field errors for bad registrations, and 400 for malformed JSON', async () => {
    const taken = await post('/player/mobileDuplicateCheck', { mobile: '0412 345 678' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.mobile).toMatch(/already registered/);
    const pattern = await post('/player/otpCodeSend', { mobile: '0312345678' });
    expect(pattern.json()).toMatchObject({ errors: { mobile: 'Invalid mobile number format' } });
    const unverified = await post('/player/membershipRegister', {
      firstName: 'Al',
      lastName: 'Ng',
      password: 'Al#Ng20261',
      mobile: '0450000002',
      stateId: 1,
      postcode: '3000',
      birthday: '1990-06-15',
    });
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().errors).toEqual({ mobile: expect.stringMatching(/verify your mobile/) });
    const malformed = await context.app.inject({
      method: 'POST',
      url: `${API}/player/otpCodeVerify`,
      headers: { ...XHR, 'content-type': 'application/json' },
      payload: '{"mobile": "0450',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toEqual(expect.any(String));
  });

  it("verifies a signed-in member's new mobile, and only for members", async () => {
    expect((await post('/Membership/GenerateTotp', { mobile: '0450000003' })).statusCode).toBe(401);
    const cookie = await signIn(context.app, 'rival@example.com', 'Rival#2026');
    const sent = await post('/Membership/GenerateTotp', { mobile: '0450 000 003' }, { cookie });
    expect(sent.statusCode).toBe(200);
    const code = await lastCodeTo('0450000003');
    const wrong = await post(
      '/Membership/VerifyTotp',
      { mobile: '0450000003', code: code === '000000' ? '111111' : '000000' },
      { cookie },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid verification code.');
    const right = await post('/Membership/VerifyTotp', { mobile: '0450000003', code }, { cookie });
    expect(right.json()).toEqual({ mobile: '0450000003', mobileVerified: true });
    const me = await context.app.inject({
      method: 'GET',
      url: `${API}/account/getLoggedMember`,
      headers: { cookie },
    });
    expect(me.json()).toMatchObject({ mobile: '0450000003', mobileVerified: true });
    const others = await post('/Membership/GenerateTotp', { mobile: '0412345678' }, { cookie });
    expect(others.statusCode).toBe(400);
  });

  it('records an account deletion request, with the form’s messages for bad fields', async () => {
    const ok = await post('/account/AccountDeleteRequest', {
      firstName: 'Sam',
      lastName: 'Lee',
      emailAddress: 'sam@example.org',
      reason: 'I no longer play.',
    });
    expect(ok.json()).toEqual({ success: true, message: 'Account Deletion Request Received' });
    const bad = await post('/account/AccountDeleteRequest', {
      firstName: '',
      lastName: '',
      emailAddress: 'nope',
      reason: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      emailAddress: 'Please provide valid email address',
      reason: 'Type is required',
    });
  });
});
