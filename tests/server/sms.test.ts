import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { smsMessages } from '../../src/server/db/schema';
import { outboxSmsSender, twilioSmsSender } from '../../src/server/providers/sms';
import { describeOnEachDatabase } from './test-app';

/** A local stand-in for Twilio's Messages API that records what it was sent. */
function fakeTwilio() {
  const received: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  let status = 201;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(status < 300 ? { sid: 'SM123' } : { message: 'The From number is not valid' }),
      );
    });
  });
  return {
    received,
    failNext: () => {
      status = 400;
    },
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeOnEachDatabase('SMS senders', (context) => {
  const twilio = fakeTwilio();
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await twilio.start();
  });
  afterAll(() => twilio.stop());

  it('keeps the local outbox message with its text', async () => {
    await outboxSmsSender(context.database.db).send('0412000111', 'Your APL verification code is 123456.');
    const [last] = await context.database.db
      .select()
      .from(smsMessages)
      .orderBy(desc(smsMessages.id))
      .limit(1);
    expect(last).toMatchObject({
      to: '0412000111',
      body: 'Your APL verification code is 123456.',
      provider: 'outbox',
      status: 'sent',
    });
  });

  it("posts to Twilio's Messages API with basic authentication and keeps no text", async () => {
    const sender = twilioSmsSender(context.database.db, {
      accountSid: 'AC42',
      authToken: 's3cret',
      from: 'APL',
      baseUrl,
    });
    await sender.send('0412000222', 'Your APL verification code is 654321.');
    const request = twilio.received.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/2010-04-01/Accounts/AC42/Messages.json');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('AC42:s3cret').toString('base64')}`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: '+61412000222',
      From: 'APL',
      Body: 'Your APL verification code is 654321.',
    });
    const [last] = await context.database.db
      .select()
      .from(smsMessages)
      .orderBy(desc(smsMessages.id))
      .limit(1);
    expect(last).toMatchObject({
      to: '0412000222',
      body: null,
      provider: 'twilio',
      providerId: 'SM123',
      status: 'sent',
    });
  });

  it('records a refusal and answers with a message fit for the member', async () => {
    twilio.failNext();
    const sender = twilioSmsSender(context.database.db, {
      accountSid: 'AC42',
      authToken: 's3cret',
      from: 'APL',
      baseUrl,
    });
    await expect(sender.send('0412000333', 'code')).rejects.toThrow(
      'The SMS could not be sent. Please try again later.',
    );
    const [last] = await context.database.db
      .select()
      .from(smsMessages)
      .orderBy(desc(smsMessages.id))
      .limit(1);
    expect(last).toMatchObject({ to: '0412000333', status: 'failed', error: 'The From number is not valid' });
  });
});
