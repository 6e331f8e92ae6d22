import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { editsContent, isStaff, runsTheFloor } from '../../shared/staff-roles';
import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { type MemberRow, memberForSession } from '../services/account';

export const SESSION_COOKIE = '.AspNet.ApplicationCookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, looked up once per request. */
    currentMember(): Promise<MemberRow | null>;
    sessionToken(): string | undefined;
  }
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, days: number) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: days * 86_400,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

export async function requireMember(request: FastifyRequest): Promise<MemberRow> {
  const member = await request.currentMember();
  if (!member) throw new HttpError(401, 'Please log in to continue.');
  return member;
}

export const sessionPlugin = fp(async (app: FastifyInstance, options: { db: Db }) => {
  const cache = new WeakMap<FastifyRequest, Promise<MemberRow | null>>();
  app.decorateRequest('sessionToken', function (this: FastifyRequest) {
    const token = this.cookies[SESSION_COOKIE];
    return token ? token : undefined;
  });
  app.decorateRequest('currentMember', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      const token = this.sessionToken();
      pending = token ? memberForSession(options.db, token) : Promise.resolve(null);
      cache.set(this, pending);
    }
    return pending;
  });
});

/** League admins only: roles and the audit trail. */
export async function requireAdmin(request: FastifyRequest): Promise<MemberRow> {
  const member = await requireMember(request);
  if (member.role !== 'league_admin') throw new HttpError(403, 'Only league admins may do this.');
  return member;
}

/**
 * The tournament floor: venue directors (for their own venues, which the services check on the venue a call is
 * about) and league admins (every venue).
 */
export async function requireDirector(request: FastifyRequest): Promise<MemberRow> {
  const member = await requireMember(request);
  if (!runsTheFloor(member.role)) throw new HttpError(403, 'Only tournament directors can run the clock.');
  return member;
}

/** The league office's shared calls (event photos): any staff role; a venue director's venue is checked after. */
export async function requireStaff(request: FastifyRequest): Promise<MemberRow> {
  const member = await requireMember(request);
  if (!isStaff(member.role)) throw new HttpError(403, "Only the league's staff may do this.");
  return member;
}

/** The site's content (news, About pages, banners, major events, photos): content editors and league admins. */
export async function requireEditor(request: FastifyRequest): Promise<MemberRow> {
  const member = await requireMember(request);
  if (!editsContent(member.role)) throw new HttpError(403, 'Only content editors may do this.');
  return member;
}
