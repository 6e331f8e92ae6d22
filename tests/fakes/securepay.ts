import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export const FAKE_SECUREPAY = {
  clientId: 'fake-client',
  clientSecret: 'fake-secret',
  merchantCode: '5AR0055',
  accessToken: 'fake-access-token',
} as const;

export interface FakeSecurePayRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const SCRIPT = readFileSync(path.join(import.meta.dirname, 'securepay-ui.js'), 'utf8');
/** Tokens the fake SDK makes from these last digits are declined (05) or short of funds (51). */
const GATEWAY_CODES: Record<string, string> = { '0002': '05', '9995': '51' };

/**
 * A local stand-in for SecurePay: the OAuth token endpoint, POST /v2/payments and refunds (the adapter's
 * requests), and the card form's SDK at /v3/ui/client/securepay-ui.min.js (tests/fakes/securepay-ui.js).
 * It records every API request (not the script's) for tests to read.
 */
export async function startFakeSecurePay(port = 0) {
  const seen: FakeSecurePayRequest[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const url = request.url ?? '';
      const answer = (status: number, json: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.method === 'GET' && url === '/v3/ui/client/securepay-ui.min.js') {
        response.writeHead(200, { 'content-type': 'application/javascript' });
        return response.end(SCRIPT);
      }
      if (request.method === 'GET' && url === '/health') return answer(200, { ok: true });
      seen.push({ method: request.method ?? '', url, headers: request.headers, body });
      const basic = `Basic ${Buffer.from(`${FAKE_SECUREPAY.clientId}:${FAKE_SECUREPAY.clientSecret}`).toString('base64')}`;
      if (request.method === 'POST' && url === '/oauth/token')
        return request.headers.authorization === basic
          ? answer(200, { access_token: FAKE_SECUREPAY.accessToken, expires_in: 3600 })
          : answer(401, { error: 'invalid_client' });
      if (request.headers.authorization !== `Bearer ${FAKE_SECUREPAY.accessToken}`)
        return answer(401, { errors: [{ code: 'UNAUTHORIZED' }] });
      if (request.method === 'POST' && url === '/v2/payments') {
        const payment = JSON.parse(body) as { token?: string; amount?: number; orderId?: string };
        const code = GATEWAY_CODES[/^fake-(\d{4})-/.exec(payment.token ?? '')?.[1] ?? ''];
        if (!payment.token?.startsWith('fake-')) return answer(422, { errors: [{ code: 'INVALID_TOKEN' }] });
        return answer(201, {
          status: code ? 'failed' : 'paid',
          gatewayResponseCode: code ?? '00',
          bankTransactionId: code ? null : `bt-${seen.length}`,
          amount: payment.amount,
          orderId: payment.orderId,
        });
      }
      if (request.method === 'POST' && /^\/v2\/orders\/[^/]+\/refunds$/.test(url))
        return answer(201, { status: 'paid' });
      answer(404, { errors: [{ code: 'NOT_FOUND' }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    scriptUrl: `${url}/v3/ui/client/securepay-ui.min.js`,
    /** The payments the adapter made, as SecurePay received them. */
    payments: () =>
      seen
        .filter((r) => r.url === '/v2/payments')
        .map((r) => ({ ...(JSON.parse(r.body) as object), idempotencyKey: r.headers['idempotency-key'] })),
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
