import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { paymentProvider } from '../../src/server/providers/payments-config';
import { surchargeCentsFor } from '../../src/shared/ticket-rules';
import { FAKE_SECUREPAY, startFakeSecurePay } from '../fakes/securepay';
import { daysFromNow, describeOnEachDatabase, signIn, type TestApp } from './test-app';

const API = '/umbraco/api';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const SECUREPAY_ENV = {
  SECUREPAY_CLIENT_ID: FAKE_SECUREPAY.clientId,
  SECUREPAY_CLIENT_SECRET: FAKE_SECUREPAY.clientSecret,
  SECUREPAY_MERCHANT_CODE: FAKE_SECUREPAY.merchantCode,
};

let fake: Awaited<ReturnType<typeof startFakeSecurePay>>;
beforeAll(async () => {
  fake = await startFakeSecurePay();
});
afterAll(() => fake?.close());

const policyOf = async (app: TestApp) =>
  String((await app.inject({ method: 'GET', url: '/login' })).headers['content-security-policy']);
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

it('takes SecurePay when its three variables are set, its SDK from the payments host unless given', () => {
  const db = {} as never;
  expect(paymentProvider(loadConfig({}, []), db).cardForm).toEqual({ provider: 'sandbox' });
  expect(
    paymentProvider(loadConfig({ ...SECUREPAY_ENV, SECUREPAY_CLIENT_SECRET: '' }, []), db).cardForm,
  ).toEqual({ provider: 'sandbox' });
  expect(paymentProvider(loadConfig(SECUREPAY_ENV, []), db).cardForm).toEqual({
    provider: 'securepay',
    clientId: FAKE_SECUREPAY.clientId,
    merchantCode: FAKE_SECUREPAY.merchantCode,
    scriptUrl: 'https://payments-stest.npe.auspost.zone/v3/ui/client/securepay-ui.min.js',
  });
  const live = loadConfig({ ...SECUREPAY_ENV, SECUREPAY_BASE_URL: 'https://payments.auspost.net.au' }, []);
  expect(paymentProvider(live, db).cardForm).toMatchObject({
    scriptUrl: 'https://payments.auspost.net.au/v3/ui/client/securepay-ui.min.js',
  });
  const given = loadConfig({ ...SECUREPAY_ENV, SECUREPAY_SCRIPT_URL: fake.scriptUrl }, []);
  expect(paymentProvider(given, db).cardForm).toMatchObject({ scriptUrl: fake.scriptUrl });
  expect(() => loadConfig({ ...SECUREPAY_ENV, SECUREPAY_SCRIPT_URL: 'javascript:alert(1)' }, [])).toThrow(
    /SECUREPAY_SCRIPT_URL/,
  );
});

describeOnEachDatabase('The card form: sandbox or SecurePay', (ctx) => {
  let securePay: TestApp;
  beforeAll(async () => {
    const config = loadConfig(
      { ...SECUREPAY_ENV, SECUREPAY_BASE_URL: fake.url, SECUREPAY_TOKEN_URL: `${fake.url}/oauth/token` },
      [],
    );
    securePay = await buildApp({ db: ctx.database.db, payments: paymentProvider(config, ctx.database.db) });
  });
  afterAll(() => securePay?.close());

  const cardForm = async (app: TestApp, signedIn = true) =>
    app.inject({
      method: 'GET',
      url: `${API}/payment/cardForm`,
      headers: signedIn ? { cookie: await signIn(app, 'member@example.com', 'Member#2026') } : {},
    });

  it('tells members which card form to use: the sandbox’s fields by default', async () => {
    const response = await cardForm(ctx.app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'sandbox' });
    expect((await cardForm(ctx.app, false)).statusCode).toBe(401);
  });

  it('with SecurePay: its SDK and the public identifiers, never the secret', async () => {
    const response = await cardForm(securePay);
    expect(response.json()).toEqual({
      provider: 'securepay',
      clientId: FAKE_SECUREPAY.clientId,
      merchantCode: FAKE_SECUREPAY.merchantCode,
      scriptUrl: fake.scriptUrl,
    });
    expect(response.body).not.toContain(FAKE_SECUREPAY.clientSecret);
    expect((await cardForm(securePay, false)).statusCode).toBe(401);
  });

  it('with SecurePay: a member’s access token is this server’s, never SecurePay’s bearer (it can refund)', async () => {
    const cookie = await signIn(securePay, 'member@example.com', 'Member#2026');
    const response = await securePay.inject({
      method: 'GET',
      url: `${API}/membership/getSecurePayToken`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().access_token).toMatch(/^spf\.\d+\.[0-9a-f]{64}$/);
    expect(response.body).not.toContain(FAKE_SECUREPAY.accessToken);
    expect(String(response.headers['set-cookie'])).not.toContain(FAKE_SECUREPAY.accessToken);
  });

  it('lets the SDK’s script and frame in only when SecurePay takes cards', async () => {
    const sandbox = await policyOf(ctx.app);
    expect(directive(sandbox, 'script-src')).toBe("script-src 'self'");
    expect(directive(sandbox, 'frame-src')).toBe("frame-src 'none'");
    const withSecurePay = await policyOf(securePay);
    expect(directive(withSecurePay, 'script-src')).toBe(`script-src 'self' ${fake.url}`);
    expect(directive(withSecurePay, 'frame-src')).toBe(`frame-src ${fake.url}`);
    expect(directive(withSecurePay, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(withSecurePay, 'default-src')).toBe("default-src 'self'");
  });

  it('charges the token SecurePay’s form made through the adapter, and sells the ticket', async () => {
    const { rows } = (await ctx.database.db.execute(sql`
      select id, buy_in_amount from events
      where event_status_id = 1 and starts_at > ${daysFromNow(2)} and buy_in_amount > 0
        and credit_card_redeemable
      order by starts_at, id limit 1`)) as unknown as { rows: { id: number; buy_in_amount: number }[] };
    const event = rows[0];
    expect(event).toBeDefined();
    const cookie = await signIn(securePay, 'member@example.com', 'Member#2026');
    const buy = (token: string, key: string) =>
      securePay.inject({
        method: 'POST',
        url: `${API}/Membership/PurchaseEventTicket`,
        headers: { cookie, ...XHR },
        payload: {
          eventId: event?.id,
          ptcAmount: 0,
          creditCardAmount: (event?.buy_in_amount ?? 0) * 100,
          cardToken: token,
          idempotencyKey: key,
        },
      });
    const before = fake.payments().length;
    const declined = await buy('fake-0002-declined', 'securepay-declined-1');
    expect(declined.statusCode).toBe(400);
    expect(declined.json().message).toBe('Your card was declined. No payment was taken.');
    const bought = await buy('fake-1111-approved', 'securepay-approved-1');
    expect(bought.statusCode).toBe(200);
    expect(bought.json().redeemCode).toEqual(expect.any(String));
    const cents = (event?.buy_in_amount ?? 0) * 100;
    expect(fake.payments().slice(before)).toEqual([
      expect.objectContaining({ token: 'fake-0002-declined', merchantCode: FAKE_SECUREPAY.merchantCode }),
      expect.objectContaining({
        token: 'fake-1111-approved',
        amount: cents + surchargeCentsFor(cents),
        merchantCode: FAKE_SECUREPAY.merchantCode,
      }),
    ]);
    // The tokenising endpoint is the sandbox's: with SecurePay the card never comes here.
    const tokenize = await securePay.inject({
      method: 'POST',
      url: `${API}/payment/tokenizeCard`,
      headers: { cookie, ...XHR },
      payload: {
        accessToken: 'x',
        cardNumber: '4111111111111111',
        expiryMonth: 12,
        expiryYear: 2099,
        cvv: '123',
        cardholderName: 'Alex Member',
      },
    });
    expect(tokenize.statusCode).toBe(404);
  });
});
