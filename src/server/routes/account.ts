import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORM_TOKEN_FIELD } from '../../shared/api-prefix';
import { loginFormSchema } from '../../shared/contract/account';
import { safeReturnUrl } from '../../shared/safe-return-url';
import { renderLoginPage } from '../auth/login-page';
import { LoginThrottle } from '../auth/login-throttle';
import { clearSessionCookie, requireMember, setSessionCookie } from '../auth/session';
import type { Db } from '../db/client';
import { authenticate, createSession, endSession, formTokenFor, toLoggedMember } from '../services/account';
import { contractRoute } from './contract-route';

interface AccountRouteOptions {
  db: Db;
  sessionDays: number;
}

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

export const accountRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, { db, sessionDays }) => {
  const throttle = new LoginThrottle();

  contractRoute(app, 'getLoggedMember', async (request) => toLoggedMember(await requireMember(request)));

  contractRoute(app, 'loginPage', async (request, reply) => {
    const returnUrl = safeReturnUrl(request.query.returnUrl);
    if (await request.currentMember()) return reply.redirect(returnUrl);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderLoginPage({ returnUrl, reason: request.query.reason }));
  });

  contractRoute(app, 'login', async (request, reply) => {
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
    if (throttle.isBlocked(username, request.ip)) {
      return page(429, 'Too many failed attempts. Please wait 15 minutes and try again.', username);
    }
    const member = await authenticate(db, username, password);
    if (!member) {
      throttle.fail(username, request.ip);
      request.log.info({ username: username.slice(0, 3) }, 'login failed');
      return page(401, 'The username or password you entered is incorrect.', username);
    }
    throttle.succeed(username);
    const token = await createSession(db, member.id, sessionDays);
    setSessionCookie(request, reply, token, sessionDays);
    request.log.info({ memberId: member.id }, 'login succeeded');
    return reply.redirect(returnUrl, 302);
  });

  contractRoute(app, 'logout', async (request, reply) => {
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
