import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AccessToken } from './payments';

const LIFETIME_S = 15 * 60;

/**
 * The access token the browser's card form is given (getSecurePayToken): signed by this server, valid 15 minutes.
 * Never the processor's own bearer token, which could charge and refund on the merchant's account.
 */
export function paymentFormTokens(secret: string, kind: string) {
  const sign = (expires: number) => createHmac('sha256', secret).update(`${kind}:${expires}`).digest('hex');
  return {
    issue(now: Date): AccessToken {
      const expires = now.getTime() + LIFETIME_S * 1000;
      return { accessToken: `${kind}.${expires}.${sign(expires)}`, expiresIn: LIFETIME_S };
    },
    valid(token: string, now: Date) {
      const [given, expires, signature] = token.split('.');
      if (given !== kind || !expires || !signature || Number(expires) <= now.getTime()) return false;
      const expected = Buffer.from(sign(Number(expires)));
      const actual = Buffer.from(signature);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
