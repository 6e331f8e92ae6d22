import formbody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORM_TOKEN_FIELD } from '../../shared/api-prefix';
import { loginFormSchema } from '../../shared/contract/account';
import { safeReturnUrl } from '../../shared/safe-return-url';
import { renderLoginPage } from '../auth/login-page';
import type { SignInThrottle } from '../auth/login-throttle';
import { declaredOrigin, isOwnOrigin } from '../auth/same-origin';
import { clearSessionCookie, requireMember, setSessionCookie } from '../auth/session';
import type { Db } from '../db/client';
import {
  canonicalUsername,
  checkPassword,
  createSession,
  endAllSessions,
  endSession,
  findMemberByUsername,
  formTokenFor,
  toLoggedMember,
} from '../services/account';
import { contractRoute } from './contract-route';

interface AccountRouteOptions {
  db: Db;
  sessionDays: number;
  publicUrl: string;
  throttle: SignInThrottle;
}

/**
 * The login page's Back: the page of this site the visitor left for it (the Referer), so that Back from a
 * member page's returnUrl (which would only ask to log in again) leads where they were; else the returnUrl.
 */
function backUrlOf(
  referer: string | undefined,
  request: FastifyRequest,
  publicUrl: string,
  returnUrl: string,
) {
  if (!referer) return returnUrl;
  try {
    const from = new URL(referer);
    if (!isOwnOrigin(from.origin, request, publicUrl) || from.pathname === '/login') return returnUrl;
    return safeReturnUrl(`${from.pathname}${from.search}${from.hash}`, returnUrl);
  } catch {
    return returnUrl;
  }
}

function waitText(seconds: number) {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export const accountRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (
  app,
  { db, sessionDays, publicUrl, throttle },
) => {
  // Form bodies are read only here, where the sign-in and log-out forms post (security.ts refuses them elsewhere).
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  contractRoute(app, 'getLoggedMember', async (request) => toLoggedMember(await requireMember(request)));

  contractRoute(app, 'loginPage', async (request, reply) => {
    const returnUrl = safeReturnUrl(request.query.returnUrl);
    if (await request.currentMember()) return reply.redirect(returnUrl);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderLoginPage({
          returnUrl,
          backUrl: backUrlOf(request.headers.referer, request, publicUrl, returnUrl),
          reason: request.query.reason,
        }),
      );
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
    // A form posted from another site (login CSRF) was refused before it got here (security.ts).
    const { username, password } = parsed.data;
    const found = await findMemberByUsername(db, username);
    // Counted per account, whichever spelling of it was typed (unknown names by their normalised spelling).
    const attempt = await throttle.begin(
      found ? `member:${found.id}` : canonicalUsername(username),
      request.ip,
    );
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
    await attempt.succeed();
    const token = await createSession(db, member.id, sessionDays);
    setSessionCookie(request, reply, token, sessionDays);
    request.log.info({ memberId: member.id }, 'login succeeded');
    return reply.redirect(returnUrl, 302);
  });

  /** Both log-out forms: only with this session's form token, posted from this site (scheme included). */
  const logOut = (everywhere: boolean) =>
    contractRoute(app, everywhere ? 'logoutEverywhere' : 'logout', async (request, reply) => {
      const returnUrl = safeReturnUrl(request.body?.returnUrl);
      const token = request.sessionToken();
      if (token) {
        const tokenMatches = request.body?.[FORM_TOKEN_FIELD] === formTokenFor(token);
        if (!tokenMatches || !isOwnOrigin(declaredOrigin(request), request, publicUrl)) {
          return reply.status(403).send({ message: 'This log-out request did not come from our site.' });
        }
        const member = everywhere ? await request.currentMember() : null;
        if (member) await endAllSessions(db, member.id);
        else await endSession(db, token);
      }
      clearSessionCookie(request, reply);
      return reply.redirect(returnUrl, 302);
    });
  logOut(false);
  logOut(true);
};
