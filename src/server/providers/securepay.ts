import { randomBytes } from 'node:crypto';
import { paymentFormTokens } from './form-tokens';
import type { AccessToken, ChargeOutcome, ChargeRequest, PaymentProvider } from './payments';
import { DECLINED, INSUFFICIENT_FUNDS } from './payments';

export interface SecurePayOptions {
  clientId: string;
  clientSecret: string;
  merchantCode: string;
  /** The payments API, e.g. https://payments-stest.npe.auspost.zone (test) or https://payments.auspost.net.au. */
  baseUrl: string;
  /** The OAuth token endpoint of the same environment. */
  tokenUrl: string;
  /** The card form's JavaScript SDK (securepay-ui.min.js) of the same environment. */
  scriptUrl: string;
  /** Signs the card form's access tokens (set one shared value when several servers run). */
  formSecret?: string;
  fetch?: typeof fetch;
}

const TIMEOUT_MS = 20_000;
/** SecurePay's gateway code for insufficient funds. */
const INSUFFICIENT_FUNDS_CODE = '51';

/** The OAuth client-credentials request for an access token. */
export function securePayTokenRequest(options: SecurePayOptions) {
  return {
    url: options.tokenUrl,
    init: {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        audience: 'https://api.payments.auspost.com.au',
      }).toString(),
    },
  };
}

/** A card payment: POST /v2/payments with the bearer token and an Idempotency-Key (amount in cents). */
export function securePayChargeRequest(options: SecurePayOptions, bearer: string, request: ChargeRequest) {
  return {
    url: `${options.baseUrl.replace(/\/$/, '')}/v2/payments`,
    init: {
      method: 'POST',
      headers: {
        authorization: `Bearer ${bearer}`,
        'content-type': 'application/json',
        'idempotency-key': request.idempotencyKey,
      },
      body: JSON.stringify({
        merchantCode: options.merchantCode,
        token: request.cardToken,
        ip: request.ip,
        amount: request.amountCents,
        orderId: request.orderId,
      }),
    },
  };
}

/** A refund of an order: POST /v2/orders/{orderId}/refunds. */
export function securePayRefundRequest(
  options: SecurePayOptions,
  bearer: string,
  orderId: string,
  amountCents: number,
) {
  return {
    url: `${options.baseUrl.replace(/\/$/, '')}/v2/orders/${encodeURIComponent(orderId)}/refunds`,
    init: {
      method: 'POST',
      headers: {
        authorization: `Bearer ${bearer}`,
        'content-type': 'application/json',
        'idempotency-key': `refund-${orderId}`,
      },
      body: JSON.stringify({ merchantCode: options.merchantCode, amount: amountCents }),
    },
  };
}

/**
 * SecurePay (Australia Post), selected by SECUREPAY_CLIENT_ID / SECUREPAY_CLIENT_SECRET /
 * SECUREPAY_MERCHANT_CODE. Its card form tokenises in the browser; this adapter fetches the access token
 * (cached until shortly before it expires), charges tokens and refunds orders.
 */
export function securePayProvider(options: SecurePayOptions): PaymentProvider {
  const send = options.fetch ?? fetch;
  let cached: { token: AccessToken; until: number } | null = null;
  const formTokens = paymentFormTokens(options.formSecret ?? randomBytes(32).toString('hex'), 'spf');

  async function token(now: Date): Promise<AccessToken> {
    if (cached && cached.until > now.getTime()) return cached.token;
    const { url, init } = securePayTokenRequest(options);
    const response = await send(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`SecurePay token request failed with ${response.status}`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token || !body.expires_in) throw new Error('SecurePay answered no access token');
    const fresh = { accessToken: body.access_token, expiresIn: body.expires_in };
    cached = { token: fresh, until: now.getTime() + Math.max(0, body.expires_in - 60) * 1000 };
    return fresh;
  }

  return {
    name: 'securepay',
    cardForm: {
      provider: 'securepay',
      clientId: options.clientId,
      merchantCode: options.merchantCode,
      scriptUrl: options.scriptUrl,
    },
    // The browser's card form needs only the client id and merchant code; SecurePay's bearer stays here.
    accessToken: async (now) => formTokens.issue(now),
    async charge(request, now): Promise<ChargeOutcome> {
      const bearer = (await token(now)).accessToken;
      const { url, init } = securePayChargeRequest(options, bearer, request);
      const response = await send(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      const body = (await response.json().catch(() => ({}))) as {
        status?: string;
        bankTransactionId?: string;
        gatewayResponseCode?: string;
      };
      if (response.ok && body.status === 'paid')
        return { approved: true, chargeId: body.bankTransactionId ?? request.orderId };
      if (response.status >= 500) throw new Error(`SecurePay payment failed with ${response.status}`);
      return {
        approved: false,
        reason: body.gatewayResponseCode === INSUFFICIENT_FUNDS_CODE ? INSUFFICIENT_FUNDS : DECLINED,
      };
    },
    async refund(_chargeId, amountCents, orderId, now) {
      const bearer = (await token(now)).accessToken;
      const { url, init } = securePayRefundRequest(options, bearer, orderId, amountCents);
      const response = await send(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`SecurePay refund failed with ${response.status}`);
    },
  };
}
