import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN_LIFETIME_MS = 5 * 60_000;

/**
 * Connection tokens any server instance can verify (an HMAC over the connection id and an expiry), so the
 * negotiate call and the WebSocket may land on different instances without sticky sessions.
 */
export class ConnectionTokens {
  constructor(private readonly secret: string) {}

  private sign(payload: string) {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }

  issue(now = Date.now()): { connectionId: string; connectionToken: string } {
    const connectionId = randomBytes(16).toString('base64url');
    const payload = `${connectionId}.${now + TOKEN_LIFETIME_MS}`;
    return { connectionId, connectionToken: `${payload}.${this.sign(payload)}` };
  }

  /** The connection id a token stands for, or null when it is forged, malformed or expired. */
  verify(token: string, now = Date.now()): string | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [connectionId, expires, signature] = parts as [string, string, string];
    const expected = Buffer.from(this.sign(`${connectionId}.${expires}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (!/^\d+$/.test(expires) || Number(expires) < now) return null;
    return connectionId;
  }
}
