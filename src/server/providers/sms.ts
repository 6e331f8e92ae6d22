import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { smsMessages } from '../db/schema';

/** Sends one SMS to an Australian mobile in the canonical 04xxxxxxxx form. */
export interface SmsSender {
  readonly name: string;
  send(to: string, body: string): Promise<void>;
}

/**
 * The local default: the message is kept in the database and written to the log, as a gateway would
 * deliver it; the development outbox page lists it, and the browser tests read codes from there.
 */
export function outboxSmsSender(db: Db, logger?: FastifyBaseLogger): SmsSender {
  return {
    name: 'outbox',
    async send(to, body) {
      await db
        .insert(smsMessages)
        .values({ to, body, provider: 'outbox', status: 'sent', createdAt: new Date() });
      logger?.info({ sms: { to, body } }, 'SMS (outbox)');
    },
  };
}

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A sender id or number in E.164 form. */
  from: string;
  /** https://api.twilio.com unless set (tests point it at a local server). */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export const toE164 = (mobile: string) => `+61${mobile.slice(1)}`;

/** The request Twilio's Messages API expects: form-encoded To, From, Body with basic authentication. */
export function twilioRequest(options: TwilioOptions, to: string, body: string) {
  const base = (options.baseUrl ?? 'https://api.twilio.com').replace(/\/$/, '');
  return {
    url: `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`,
    init: {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: toE164(to), From: options.from, Body: body }).toString(),
      signal: AbortSignal.timeout(10_000),
    } satisfies RequestInit,
  };
}

/** Twilio's REST API, selected by TWILIO_ACCOUNT_SID / TWILIO_AUTH_TOKEN / TWILIO_FROM. */
export function twilioSmsSender(db: Db, options: TwilioOptions): SmsSender {
  const send = options.fetch ?? fetch;
  return {
    name: 'twilio',
    async send(to, body) {
      const { url, init } = twilioRequest(options, to, body);
      const row = { to, provider: 'twilio', createdAt: new Date() };
      try {
        const response = await send(url, init);
        const answer = (await response.json().catch(() => ({}))) as { sid?: string; message?: string };
        if (!response.ok) throw new Error(answer.message ?? `Twilio answered ${response.status}`);
        await db.insert(smsMessages).values({ ...row, status: 'sent', providerId: answer.sid ?? null });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db.insert(smsMessages).values({ ...row, status: 'failed', error: message.slice(0, 500) });
        throw new Error('The SMS could not be sent. Please try again later.');
      }
    },
  };
}
