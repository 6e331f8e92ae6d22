import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DECLINED, INSUFFICIENT_FUNDS } from '../../src/server/providers/payments';
import { securePayProvider } from '../../src/server/providers/securepay';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A local stand-in for SecurePay's OAuth and payments APIs that records what it was sent. */
let server: Server;
let base = '';
const seen: Seen[] = [];
const answers: { status: number; body: object }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const answer =
        request.url === '/oauth/token'
          ? { status: 200, body: { access_token: 'at-1', expires_in: 3600 } }
          : answers.shift();
      response.writeHead(answer?.status ?? 500, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer?.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = () =>
  securePayProvider({
    clientId: 'client',
    clientSecret: 'secret',
    merchantCode: '5AR0055',
    baseUrl: `${base}/api`,
    tokenUrl: `${base}/oauth/token`,
    scriptUrl: `${base}/v3/ui/client/securepay-ui.min.js`,
  });
const NOW = new Date('2026-11-22T08:00:00Z');
const charge = {
  cardToken: 'card-token-1',
  amountCents: 5100,
  ip: '203.0.113.9',
  orderId: 'APL-T7',
  idempotencyKey: 'purchase-7',
};

it('gets an OAuth token with client credentials once, then charges with it and an Idempotency-Key', async () => {
  seen.length = 0;
  const payments = provider();
  // The browser's card form is given a token of this server's, never SecurePay's bearer (which can refund).
  const formToken = await payments.accessToken(NOW);
  expect(formToken.expiresIn).toBe(900);
  expect(formToken.accessToken).not.toContain('at-1');
  expect(formToken.accessToken).toMatch(/^spf\.\d+\.[0-9a-f]{64}$/);
  expect(seen).toHaveLength(0);
  answers.push({ status: 201, body: { status: 'paid', bankTransactionId: 'bt-1', orderId: 'APL-T7' } });
  expect(await payments.charge(charge, NOW)).toEqual({ approved: true, chargeId: 'bt-1' });
  const [token, payment] = seen;
  expect(seen).toHaveLength(2);
  expect(token?.method).toBe('POST');
  expect(token?.headers.authorization).toBe(`Basic ${Buffer.from('client:secret').toString('base64')}`);
  expect(new URLSearchParams(token?.body).get('grant_type')).toBe('client_credentials');
  expect(payment?.url).toBe('/api/v2/payments');
  expect(payment?.headers.authorization).toBe('Bearer at-1');
  expect(payment?.headers['idempotency-key']).toBe('purchase-7');
  expect(JSON.parse(payment?.body ?? '')).toEqual({
    merchantCode: '5AR0055',
    token: 'card-token-1',
    ip: '203.0.113.9',
    amount: 5100,
    orderId: 'APL-T7',
  });
});

it('reads declines and insufficient funds, throws on server errors, and refunds an order', async () => {
  seen.length = 0;
  const payments = provider();
  answers.push({ status: 201, body: { status: 'failed', gatewayResponseCode: '05' } });
  expect(await payments.charge(charge, NOW)).toEqual({ approved: false, reason: DECLINED });
  answers.push({ status: 201, body: { status: 'failed', gatewayResponseCode: '51' } });
  expect(await payments.charge(charge, NOW)).toEqual({ approved: false, reason: INSUFFICIENT_FUNDS });
  answers.push({ status: 503, body: {} });
  await expect(payments.charge(charge, NOW)).rejects.toThrow('503');
  answers.push({ status: 201, body: { status: 'paid' } });
  await payments.refund('bt-1', 5100, 'APL-T7', NOW);
  const refund = seen.at(-1);
  expect(refund?.url).toBe('/api/v2/orders/APL-T7/refunds');
  expect(JSON.parse(refund?.body ?? '')).toEqual({ merchantCode: '5AR0055', amount: 5100 });
  // One token request for all of it: the token is cached until shortly before it expires.
  expect(seen.filter((s) => s.url === '/oauth/token')).toHaveLength(1);
});
