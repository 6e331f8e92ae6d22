import type { Config } from '../config';
import type { Db } from '../db/client';
import { type PaymentProvider, sandboxPaymentProvider } from './payments';
import { securePayProvider } from './securepay';

const SECUREPAY_TEST = {
  baseUrl: 'https://payments-stest.npe.auspost.zone',
  tokenUrl: 'https://welcome.api2.sandbox.auspost.com.au/oauth/token',
};

/** SecurePay when its three variables are set, else the sandbox processor. */
export function paymentProvider(config: Config, db: Db): PaymentProvider {
  const { SECUREPAY_CLIENT_ID, SECUREPAY_CLIENT_SECRET, SECUREPAY_MERCHANT_CODE } = config;
  if (!SECUREPAY_CLIENT_ID || !SECUREPAY_CLIENT_SECRET || !SECUREPAY_MERCHANT_CODE)
    return sandboxPaymentProvider(db, config.PAYMENT_SANDBOX_SECRET);
  return securePayProvider({
    clientId: SECUREPAY_CLIENT_ID,
    clientSecret: SECUREPAY_CLIENT_SECRET,
    merchantCode: SECUREPAY_MERCHANT_CODE,
    baseUrl: config.SECUREPAY_BASE_URL ?? SECUREPAY_TEST.baseUrl,
    tokenUrl: config.SECUREPAY_TOKEN_URL ?? SECUREPAY_TEST.tokenUrl,
  });
}
