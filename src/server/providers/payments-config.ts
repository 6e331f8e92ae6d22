import type { Config } from '../config';
import type { Db } from '../db/client';
import { type PaymentProvider, sandboxPaymentProvider } from './payments';
import { securePayProvider } from './securepay';

const SECUREPAY_TEST = {
  baseUrl: 'https://payments-stest.npe.auspost.zone',
  tokenUrl: 'https://welcome.api2.sandbox.auspost.com.au/oauth/token',
};

/**
 * SecurePay serves its card form's SDK from the host of each environment's payments API
 * (payments-stest.npe.auspost.zone for test, payments.auspost.net.au for live).
 */
export const securePayScriptUrl = (baseUrl: string) =>
  `${new URL(baseUrl).origin}/v3/ui/client/securepay-ui.min.js`;

/** SecurePay when its three variables are set, else the sandbox processor. */
export function paymentProvider(config: Config, db: Db): PaymentProvider {
  const { SECUREPAY_CLIENT_ID, SECUREPAY_CLIENT_SECRET, SECUREPAY_MERCHANT_CODE } = config;
  if (!SECUREPAY_CLIENT_ID || !SECUREPAY_CLIENT_SECRET || !SECUREPAY_MERCHANT_CODE)
    return sandboxPaymentProvider(db, config.PAYMENT_SANDBOX_SECRET);
  const baseUrl = config.SECUREPAY_BASE_URL ?? SECUREPAY_TEST.baseUrl;
  return securePayProvider({
    clientId: SECUREPAY_CLIENT_ID,
    clientSecret: SECUREPAY_CLIENT_SECRET,
    merchantCode: SECUREPAY_MERCHANT_CODE,
    baseUrl,
    tokenUrl: config.SECUREPAY_TOKEN_URL ?? SECUREPAY_TEST.tokenUrl,
    scriptUrl: config.SECUREPAY_SCRIPT_URL ?? securePayScriptUrl(baseUrl),
    formSecret: config.PAYMENT_SANDBOX_SECRET,
  });
}
