import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DeleteRequest, DeleteRequestAccount, ErasedMember } from '../../shared/contract/staff-queues';
import type { Db } from '../db/client';
import {
  accountDeleteRequests,
  avatarUploads,
  bustOuts,
  favourites,
  floorCommands,
  members,
  oneTimeCodes,
  ptcCredits,
  ptcLedger,
  results,
  sessions,
  smsMessages,
} from '../db/schema';
import { HttpError, notFound } from '../errors';
import { deleteAvatarFiles, lockMemberAvatars } from './account-settings';
import { withLockedMembers } from './ptc-ledger';
import { recordStaffChange } from './staff-audit';

/** The name an erased member's rows show from then on (results, standings, tickets, the ledger). */
export const pseudonymOf = (memberId: number) => `Deleted player ${memberId}`;

/** The personal data erasure removes: named in the audit row (never their values). */
export const ERASED_FIELDS = [
  'name',
  'email',
  'mobile',
  'address',
  'dateOfBirth',
  'gender',
  'avatar',
  'password',
  'sessions',
  'calendarToken',
  'marketingPreferences',
  'favourites',
  'smsMessages',
  'deleteRequest',
] as const;

const ERASED_SHOWN = 50;

const accountOf = (m: typeof members.$inferSelect): DeleteRequestAccount => ({
  memberId: m.id,
  membershipId: m.membershipId,
  name: `${m.firstName} ${m.lastName}`,
  email: m.email,
  mobile: m.mobile,
  dateOfBirth: m.dateOfBirth,
  suburb: m.suburb ? `${m.suburb}${m.postcode ? ` ${m.postcode}` : ''}` : null,
});

/**
 * The requests staff have still to handle (oldest first), then the last erased ones: each with the account it
 * names (the verified one; else the member with the request's e-mail, not erased), for staff to compare.
 */
export async function listDeleteRequests(db: Db): Promise<DeleteRequest[]> {
  const [open, erased] = await Promise.all([
    db
      .select()
      .from(accountDeleteRequests)
      .where(ne(accountDeleteRequests.status, 'erased'))
      .orderBy(asc(accountDeleteRequests.createdAt), asc(accountDeleteRequests.id))
      .limit(200),
    db
      .select()
      .from(accountDeleteRequests)
      .where(eq(accountDeleteRequests.status, 'erased'))
      .orderBy(desc(accountDeleteRequests.handledAt), desc(accountDeleteRequests.id))
      .limit(ERASED_SHOWN),
  ]);
  const requests = [...open, ...erased];
  const ids = requests.flatMap((r) => (r.memberId === null ? [] : [r.memberId]));
  const emails = requests.filter((r) => r.memberId === null).map((r) => r.email);
  const accounts =
    ids.length + emails.length === 0
      ? []
      : await db
          .select()
          .from(members)
          .where(
            or(
              ids.length ? inArray(members.id, ids) : undefined,
              emails.length ? and(inArray(members.email, emails), isNull(members.erasedAt)) : undefined,
            ),
          );
  return requests.map((r) => {
    const account =
      r.memberId === null
        ? accounts.find((m) => m.email === r.email && m.erasedAt === null)
        : accounts.find((m) => m.id === r.memberId);
    return {
      id: r.id,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      firstName: r.firstName,
      lastName: r.lastName,
      cardNumber: r.cardNumber,
      email: r.email,
      mobile: r.mobile,
      reason: r.reason,
      account: account ? accountOf(account) : null,
    };
  });
}

/**
 * Staff confirm the request is the shown account's: the member the request's e-mail names must still be that
 * one (a changed e-mail meanwhile is refused, 409), and the request still pending.
 */
export async function verifyDeleteRequest(
  db: Db,
  staffId: number,
  body: { id: number; memberId: number },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(accountDeleteRequests)
      .where(eq(accountDeleteRequests.id, body.id))
      .for('update');
    if (!request) throw notFound('No such deletion request.');
    if (request.status !== 'pending') throw new HttpError(409, 'This request has already been verified.');
    const [account] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.email, request.email), isNull(members.erasedAt)));
    if (account?.id !== body.memberId)
      throw new HttpError(409, 'No account with these details matches the request any more.');
    await tx
      .update(accountDeleteRequests)
      .set({ status: 'verified', memberId: body.memberId, verifiedAt: now, verifiedBy: staffId })
      .where(and(eq(accountDeleteRequests.id, request.id), eq(accountDeleteRequests.status, 'pending')));
    await recordStaffChange(
      tx,
      {
        actorId: staffId,
        action: 'deleteRequest.verify',
        entity: 'deleteRequest',
        entityId: request.id,
        before: { status: 'pending' },
        after: { status: 'verified', memberId: body.memberId },
      },
      now,
    );
    return { success: true, message: 'The request is verified: the account can now be erased.' };
  });
}

/**
 * Erases a verified request's member, in one transaction: name, e-mail, mobile, address, date of birth,
 * gender, avatar, password, sessions, calendar link, marketing choices, favourites, codes and texts sent to
 * the mobile, and the requests' own copies of them. The member row stays under a pseudonym, so the results,
 * standings, tickets, purchases and the PTC ledger keep pointing at it (nothing is summed differently); the
 * ledger's transfer descriptions that named the member (theirs and the other side's) name the pseudonym. With
 * no password, e-mail or mobile nobody signs in as them again. The audit row names the fields, not the values.
 * Lock order: the member first (lockMembers), as every money path does.
 */
export async function eraseDeleteRequest(
  db: Db,
  dataDir: string,
  staffId: number,
  requestId: number,
  now = new Date(),
): Promise<ErasedMember> {
  const [asked] = await db
    .select({ memberId: accountDeleteRequests.memberId, status: accountDeleteRequests.status })
    .from(accountDeleteRequests)
    .where(eq(accountDeleteRequests.id, requestId));
  if (!asked) throw notFound('No such deletion request.');
  if (asked.status === 'erased') throw new HttpError(409, 'This member has already been erased.');
  if (asked.status !== 'verified' || asked.memberId === null)
    throw new HttpError(409, 'Verify the request before erasing the member.');
  const memberId = asked.memberId;
  const pseudonym = pseudonymOf(memberId);
  const { files } = await withLockedMembers(db, [memberId], async (tx) => {
    const [request] = await tx
      .select()
      .from(accountDeleteRequests)
      .where(eq(accountDeleteRequests.id, requestId))
      .for('update');
    if (request?.status !== 'verified' || request.memberId !== memberId)
      throw new HttpError(409, 'This member has already been erased.');
    const [member] = await tx.select().from(members).where(eq(members.id, memberId));
    if (!member) throw notFound('No such member.');
    if (member.erasedAt !== null) throw new HttpError(409, 'This member has already been erased.');

    await lockMemberAvatars(tx, memberId);
    const uploads = await tx
      .delete(avatarUploads)
      .where(eq(avatarUploads.memberId, memberId))
      .returning({ fileName: avatarUploads.fileName });
    await tx
      .update(members)
      .set({
        firstName: 'Deleted',
        lastName: `player ${memberId}`,
        email: null,
        mobile: null,
        mobileVerified: false,
        passwordHash: null,
        avatar: null,
        useAvatar: false,
        suburb: null,
        postcode: null,
        dateOfBirth: null,
        gender: null,
        marketingConsent: false,
        preferEmail: false,
        preferSms: false,
        emailValid: false,
        calendarToken: null,
        active: false,
        erasedAt: now,
      })
      .where(eq(members.id, memberId));
    await tx.delete(sessions).where(eq(sessions.memberId, memberId));
    await tx.delete(favourites).where(eq(favourites.memberId, memberId));
    await tx
      .delete(oneTimeCodes)
      .where(
        member.mobile
          ? or(eq(oneTimeCodes.memberId, memberId), eq(oneTimeCodes.mobile, member.mobile))
          : eq(oneTimeCodes.memberId, memberId),
      );
    if (member.mobile) await tx.delete(smsMessages).where(eq(smsMessages.to, member.mobile));
    // A result or bust-out recorded by name shows the pseudonym (the member's id still ties it to them).
    await tx
      .update(results)
      .set({ playerName: pseudonym })
      .where(and(eq(results.memberId, memberId), sql`${results.playerName} is not null`));
    await tx.update(bustOuts).set({ playerName: pseudonym }).where(eq(bustOuts.memberId, memberId));
    // The floor's log keeps each entry's name as entered: the member's entries show the pseudonym too.
    await tx
      .update(floorCommands)
      .set({
        command: sql`jsonb_set(${floorCommands.command}, '{playerName}', to_jsonb(${pseudonym}::text))`,
      })
      .where(
        and(
          sql`${floorCommands.command}->>'type' = 'entry.add'`,
          sql`(${floorCommands.command}->>'memberId')::int = ${memberId}`,
        ),
      );
    // Transfers name the other side as 'Transfer to|from {name} ({membership number})': the amounts stay.
    const named = `^(Transfer (?:to|from)) .* \\(${member.membershipId}\\)$`;
    const renamed = sql`regexp_replace(${ptcLedger.description}, ${named}, ${`\\1 ${pseudonym} (${member.membershipId})`})`;
    await tx.update(ptcLedger).set({ description: renamed }).where(sql`${ptcLedger.description} ~ ${named}`);
    await tx
      .update(ptcCredits)
      .set({
        description: sql`regexp_replace(${ptcCredits.description}, ${named}, ${`\\1 ${pseudonym} (${member.membershipId})`})`,
      })
      .where(sql`${ptcCredits.description} ~ ${named}`);
    // Every request about the member (this one, and any other sent for the same account) is settled and
    // keeps only the pseudonym.
    await tx
      .update(accountDeleteRequests)
      .set({
        firstName: 'Deleted',
        lastName: `player ${memberId}`,
        cardNumber: null,
        email: '',
        mobile: null,
        reason: '',
        ip: '',
        status: 'erased',
        memberId,
        handledAt: now,
        handledBy: staffId,
      })
      .where(
        or(
          eq(accountDeleteRequests.id, requestId),
          eq(accountDeleteRequests.memberId, memberId),
          member.email ? eq(accountDeleteRequests.email, member.email) : undefined,
        ),
      );
    await recordStaffChange(
      tx,
      {
        actorId: staffId,
        action: 'member.erase',
        entity: 'member',
        entityId: memberId,
        before: { deleteRequestId: requestId, membershipId: member.membershipId },
        after: { name: pseudonym, erased: ERASED_FIELDS, canSignIn: false },
      },
      now,
    );
    return { files: uploads.map((u) => u.fileName) };
  });
  // After the commit: a file left behind costs disk, never a shown avatar (no row names it any more).
  await deleteAvatarFiles(dataDir, files);
  return {
    success: true,
    message: `The member's personal data is erased; they are now ${pseudonym}.`,
    pseudonym,
  };
}
