import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { LoggedMember } from '../../shared/contract/account';
import { DEFAULT_AVATAR } from '../../shared/site';
import { verifyAgainstDummy, verifyPassword } from '../auth/password';
import type { Db } from '../db/client';
import { members, sessions } from '../db/schema';

export type MemberRow = typeof members.$inferSelect;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Normalises an Australian mobile typed as 0412 345 678, +61 412 345 678 or 61412345678 to 0412345678. */
export function normaliseMobile(text: string): string | null {
  const digits = text.replace(/[\s()-]/g, '');
  const match = /^(?:\+?61|0)(4\d{8})$/.exec(digits);
  return match ? `0${match[1]}` : null;
}

/** One spelling per account: lower-case email, the 04 mobile form, the membership number without zeros. */
export function canonicalUsername(username: string): string {
  const text = username.trim();
  if (text.includes('@')) return `email:${text.toLowerCase()}`;
  const mobile = normaliseMobile(text);
  if (mobile) return `mobile:${mobile}`;
  if (/^\d{1,9}$/.test(text)) return `number:${Number(text)}`;
  return `other:${text.toLowerCase()}`;
}

function memberLookup(username: string) {
  const text = username.trim();
  if (text.includes('@')) return eq(members.email, text.toLowerCase());
  const mobile = normaliseMobile(text);
  if (mobile) return eq(members.mobile, mobile);
  if (/^\d{1,9}$/.test(text)) return eq(members.membershipId, Number(text));
  return null;
}

/** The member a username (email, mobile or membership number) names, if any. */
export async function findMemberByUsername(db: Db, username: string): Promise<MemberRow | null> {
  const where = memberLookup(username);
  const [member] = where ? await db.select().from(members).where(where).limit(1) : [];
  return member ?? null;
}

/** The member when the password is theirs, else null (unknown users cost a hash too, to hide who exists). */
export async function checkPassword(member: MemberRow | null, password: string): Promise<MemberRow | null> {
  if (!member?.passwordHash) return verifyAgainstDummy(password).then(() => null);
  return (await verifyPassword(password, member.passwordHash)) ? member : null;
}

export async function createSession(db: Db, memberId: number, days: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.delete(sessions).where(and(eq(sessions.memberId, memberId), lt(sessions.expiresAt, now)));
  await db.insert(sessions).values({
    id: hashToken(token),
    memberId,
    expiresAt: new Date(now.getTime() + days * 86_400_000),
  });
  return token;
}

export async function memberForSession(db: Db, token: string): Promise<MemberRow | null> {
  if (token.length < 20 || token.length > 100) return null;
  const [row] = await db
    .select({ member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row?.member ?? null;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Ends every session of a member (log out everywhere: a lost phone, a shared computer). */
export async function endAllSessions(db: Db, memberId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.memberId, memberId));
}

/** A per-session token for forms that change state (log out), derived so nothing extra is stored. */
export function formTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`form:${sessionToken}`).digest('base64url');
}

export function toLoggedMember(member: MemberRow): LoggedMember {
  return {
    id: member.id,
    customerGuid: member.customerGuid,
    membershipId: member.membershipId,
    firstName: member.firstName,
    lastName: member.lastName,
    avatar: member.avatar ?? DEFAULT_AVATAR,
    brandId: member.brandId,
    ptc: member.ptcBalance,
    mobile: member.mobile ?? '',
    mobileVerified: member.mobileVerified,
    emailMobileValid: Boolean(member.email) && member.mobileVerified,
    stateId: member.stateId,
    role: member.role,
  };
}
