import type { Config } from '../config';
import type { Db } from '../db/client';
import { type SmsSender, twilioSmsSender } from './sms';

/** Twilio when its three variables are set, else undefined (the app's local outbox). */
export function smsSender(config: Config, db: Db): SmsSender | undefined {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM } = config;
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_FROM) return undefined;
  return twilioSmsSender(db, {
    accountSid: TWILIO_ACCOUNT_SID,
    authToken: TWILIO_AUTH_TOKEN,
    from: TWILIO_FROM,
  });
}
