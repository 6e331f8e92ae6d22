import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX, FORM_TOKEN_FIELD, LOGOUT_PATH } from '../../shared/api-prefix';
import { loggedMemberSchema, loginFormSchema, logoutFormSchema } from '../../shared/contract/account';
import { safeReturnUrl } from '../../shared/safe-return-url';
import { renderLoginPage } from '../auth/login-page';
import { LoginThrottle } from '../auth/login-throttle';
import { clearSessionCookie, requireMember, setSessionCookie } from '../auth/session';
import type { Db } from '../db/client';
import {
  canonicalUsername,
  checkPassword,
  createSession,
  endSession,
  findMemberByUsername,
  formTokenFor,
  toLoggedMember,
} from '../services/account';

interface AccountRouteOptions {
  db: Db;
  sessionDays: number;
}

const loginQuerySchema = z.object({
  returnUrl: z.string().max(2048).optional(),
  reason: z.string().max(40).optional(),
});

/** True when a state-changing form post comes from this site: browsers send Origin (or at least Referer). */
function isSameOrigin(origin: string | undefined, referer: string | undefined, host: string | undefined) {
  const source = origin ?? referer;
  if (!source || !host) return false;
  try {
    return new URL(source).host === host;
  } catch {
    return false;
  }
}

function waitText(seconds: number) {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export const accountRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, { db, sessionDays }) => {
  const throttle = new LoginThrottle();

  app.get(
    `${API_PREFIX}/account/getLoggedMember`,
    { schema: { response: { 200: loggedMemberSchema } } },
    async (request) => toLoggedMember(await requireMember(request)),
  );

  app.get('/login', { schema: { querystring: loginQuerySchema } }, async (request, reply) => {
    const returnUrl = safeReturnUrl(request.query.returnUrl);
    if (await request.currentMember()) return reply.redirect(returnUrl);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderLoginPage({ returnUrl, reason: request.query.reason }));
  });

  app.post('/login', async (request, reply) => {
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const returnUrl = safeReturnUrl(raw.returnUrl);
    const page = (status: number, error: string, username?: string) =>
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderLoginPage({ returnUrl, username, error }));

    const parsed = loginFormSchema.safeParse(raw);
    if (!parsed.success) {
      const username = typeof raw.username === 'string' ? raw.username.slice(0, 254) : undefined;
      return page(400, parsed.error.issues[0]?.message ?? 'Please fill in the form.', username);
    }
    const { username, password } = parsed.data;
    const found = await findMemberByUsername(db, username);
    // Counted per account, whichever spelling of it was typed (unknown names by their normalised spelling).
    const attempt = throttle.begin(found ? `member:${found.id}` : canonicalUsername(username), request.ip);
    if (!attempt.allowed) {
      const seconds = Math.ceil(attempt.retryAfterMs / 1000);
      reply.header('retry-after', String(seconds));
      return page(
        429,
        `Too many failed attempts. Please wait ${seconds === 1 ? 'a second' : waitText(seconds)} and try again.`,
        username,
      );
    }
    const member = await checkPassword(found, password);
    if (!member) {
      request.log.info({ username: username.slice(0, 3) }, 'login failed');
      return page(401, 'The username or password you entered is incorrect.', username);
    }
    attempt.succeed();
    const token = await createSession(db, member.id, sessionDays);
    setSessionCookie(request, reply, token, sessionDays);
    request.log.info({ memberId: member.id }, 'login succeeded');
    return reply.redirect(returnUrl, 302);
  });

  app.post(LOGOUT_PATH, { schema: { body: logoutFormSchema.optional() } }, async (request, reply) => {
    const returnUrl = safeReturnUrl(request.body?.returnUrl);
    const token = request.sessionToken();
    if (token) {
      const tokenMatches = request.body?.[FORM_TOKEN_FIELD] === formTokenFor(token);
      const sameOrigin = isSameOrigin(request.headers.origin, request.headers.referer, request.headers.host);
      if (!tokenMatches || !sameOrigin) {
        return reply.status(403).send({ message: 'This log-out request did not come from our site.' });
      }
      await endSession(db, token);
    }
    clearSessionCookie(request, reply);
    return reply.redirect(returnUrl, 302);
  });
};
