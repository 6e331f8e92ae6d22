import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import {
  AVATAR_MAX_BYTES,
  AVATAR_SIZE_MESSAGE,
  AVATAR_TYPE_MESSAGE,
  accountSettingsErrors,
  imageTypeOf,
  isoBirthday,
} from '../../shared/account-settings-rules';
import type { AccountSettings, UpdateAccountSettingsRequest } from '../../shared/contract/account-settings';
import { dateKeyIn } from '../../shared/event-dates';
import { normaliseMobile } from '../../shared/mobile';
import { DEFAULT_AVATAR } from '../../shared/site';
import { timeZoneOf } from '../../shared/states';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { avatarUploads, members } from '../db/schema';
import { badRequest, HttpError, notFound } from '../errors';
import { type Allowances, takeHourly } from '../limits/allowances';
import type { MemberRow } from './account';
import { EMAIL_TAKEN, MOBILE_TAKEN, SUBSCRIPTION_GROUPS } from './registration';
import { recordStaffChange } from './staff-audit';

/** Uploads a member may make in an hour (each one is a file on disk and a job for staff). */
const UPLOADS_PER_HOUR = 10;
export const AVATAR_PENDING_MESSAGE = 'Your new avatar is waiting for approval by our staff.';
export const EMAIL_NOT_VALID_MESSAGE =
  'Marketing emails are paused: our mailing list has not confirmed your new email address yet.';

type Upload = typeof avatarUploads.$inferSelect;

/** The address of an uploaded avatar; the upload id is the cache-busting version. */
export const avatarUrlOf = (upload: Pick<Upload, 'id' | 'fileName'>) =>
  `/avatars/${upload.fileName}?v=${upload.id}`;

async function latestUpload(db: Db, memberId: number, status: Upload['status']) {
  const [row] = await db
    .select()
    .from(avatarUploads)
    .where(and(eq(avatarUploads.memberId, memberId), eq(avatarUploads.status, status)))
    .orderBy(desc(avatarUploads.id))
    .limit(1);
  return row ?? null;
}

async function settingsOf(db: Db, member: MemberRow): Promise<AccountSettings> {
  const [approved, pending] = await Promise.all([
    latestUpload(db, member.id, 'approved'),
    latestUpload(db, member.id, 'pending'),
  ]);
  const hasEmail = Boolean(member.email);
  const emailOk = hasEmail && member.emailValid;
  return {
    customerGuid: member.customerGuid,
    membershipNumber: member.membershipId,
    username: String(member.membershipId),
    cardNumber: String(member.membershipId),
    emailAddress: member.email ?? '',
    firstname: member.firstName,
    lastname: member.lastName,
    phoneMobile: member.mobile ?? '',
    mobileVerified: member.mobileVerified,
    suburb: member.suburb ?? '',
    stateId: member.stateId,
    postcode: member.postcode ?? '',
    dateBirth: member.dateOfBirth ?? '',
    gender: member.gender ?? '-',
    useAvatar: member.useAvatar,
    avatarUrl: approved ? avatarUrlOf(approved) : (member.avatar ?? DEFAULT_AVATAR),
    pendingAvatarUrl: pending ? avatarUrlOf(pending) : null,
    preferEmail: member.preferEmail,
    preferSms: member.preferSms,
    unsubscribeSettings: {
      status: !hasEmail || member.emailValid,
      message: hasEmail && !member.emailValid ? EMAIL_NOT_VALID_MESSAGE : '',
      subscriptionGroups: SUBSCRIPTION_GROUPS.map((group) => ({
        ...group,
        subscribed: group.channel === 'email' ? member.preferEmail && emailOk : member.preferSms,
      })),
    },
  };
}

async function memberById(db: Db, memberId: number) {
  const [member] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!member) throw notFound('No such member');
  return member;
}

export async function getAccountSettings(db: Db, memberId: number) {
  return settingsOf(db, await memberById(db, memberId));
}

/**
 * UpdatePlayerAccountSettings: the form's rules again, then one update. A changed mobile needs verifying
 * again; a changed email (compared without case) is marked not valid in the marketing store until it is
 * confirmed; a new password is stored only when it passes the strength rule.
 */
export async function updateAccountSettings(
  db: Db,
  memberId: number,
  body: UpdateAccountSettingsRequest,
  now = new Date(),
) {
  const current = await memberById(db, memberId);
  if (body.membershipNumber !== undefined && body.membershipNumber !== current.membershipId) {
    throw badRequest('These settings belong to another membership.', {
      membershipNumber: 'These settings belong to another membership.',
    });
  }
  const changePassword = body.password !== '';
  const errors: Record<string, string> = {
    ...accountSettingsErrors(
      {
        ...body,
        changePassword,
        confirmPassword: body.confirmPassword ?? body.password,
      },
      dateKeyIn(now, timeZoneOf(body.stateId)),
    ),
  };
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0] as string, errors);
  const mobile = normaliseMobile(body.phoneMobile) as string;
  const email = body.emailAddress.trim().toLowerCase() || null;
  const emailChanged = (current.email ?? '').toLowerCase() !== (email ?? '');
  const passwordHash = changePassword ? await hashPassword(body.password) : undefined;
  const groups = body.unsubscribeSettings?.subscriptionGroups ?? [];
  const subscribed = (channel: 'email' | 'sms', fallback: boolean | undefined, was: boolean) => {
    const ids: number[] = SUBSCRIPTION_GROUPS.filter((g) => g.channel === channel).map(
      (g) => g.subscriptionGroupId,
    );
    const given = groups.find((g) => ids.includes(g.subscriptionGroupId));
    return given?.subscribed ?? fallback ?? was;
  };

  await db.transaction(async (tx) => {
    const [mobileOwner] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.mobile, mobile), ne(members.id, memberId)))
      .limit(1);
    if (mobileOwner) throw badRequest(MOBILE_TAKEN, { phoneMobile: MOBILE_TAKEN });
    if (email && emailChanged) {
      const [emailOwner] = await tx
        .select({ id: members.id })
        .from(members)
        .where(and(sql`lower(${members.email}) = ${email}`, ne(members.id, memberId)))
        .limit(1);
      if (emailOwner) throw badRequest(EMAIL_TAKEN, { emailAddress: EMAIL_TAKEN });
    }
    const approved = body.useAvatar ? await latestUpload(tx, memberId, 'approved') : null;
    await tx
      .update(members)
      .set({
        firstName: body.firstname.trim(),
        lastName: body.lastname.trim(),
        email,
        mobile,
        ...(mobile !== current.mobile ? { mobileVerified: false } : {}),
        suburb: body.suburb.trim(),
        stateId: body.stateId,
        postcode: body.postcode.trim(),
        dateOfBirth: isoBirthday(body.dateBirth),
        gender: body.gender,
        useAvatar: body.useAvatar,
        avatar: approved ? avatarUrlOf(approved) : body.useAvatar ? current.avatar : null,
        ...(emailChanged ? { emailValid: false } : {}),
        preferEmail: subscribed('email', body.preferEmail, current.preferEmail) && email !== null,
        preferSms: subscribed('sms', body.preferSms, current.preferSms),
        ...(passwordHash ? { passwordHash } : {}),
      })
      .where(eq(members.id, memberId));
  });
  return getAccountSettings(db, memberId);
}

export const avatarDir = (dataDir: string) => path.join(dataDir, 'avatars');

/** Serialises the avatar changes of one member, so exactly one upload is pending and one approved. */
export const lockMemberAvatars = (tx: Db, memberId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`avatars:${memberId}`}))`);

/** Deletes files no upload refers to any more; one left behind costs disk, never a wrong avatar. */
export const deleteAvatarFiles = (dataDir: string, fileNames: string[]) =>
  Promise.allSettled(
    fileNames.map((name) => rm(path.join(avatarDir(dataDir), path.basename(name)), { force: true })),
  );

/**
 * UploadAvatar: a JPG or PNG by its bytes (the name and the declared type are not believed), at most
 * 10 MB, 10 an hour (taken before the file is written, so a refused upload writes nothing), kept under
 * DATA_DIR and pending until staff approve it. An earlier pending one is withdrawn and its file deleted;
 * the approved avatar stays until staff approve the new one.
 */
export async function saveAvatar(
  db: Db,
  allowances: Allowances,
  dataDir: string,
  memberId: number,
  bytes: Buffer,
  now = new Date(),
) {
  const uploadError = (message: string) => badRequest(message, { uploadAvatar: message });
  if (bytes.length > AVATAR_MAX_BYTES) throw uploadError(AVATAR_SIZE_MESSAGE);
  const type = imageTypeOf(bytes);
  if (!type) throw uploadError(AVATAR_TYPE_MESSAGE);
  await takeHourly(
    allowances,
    `avatar-upload:${memberId}`,
    UPLOADS_PER_HOUR,
    'Too many avatars uploaded. Please try again in an hour.',
    now,
  );
  const fileName = `${randomBytes(16).toString('hex')}.${type === 'image/png' ? 'png' : 'jpg'}`;
  await mkdir(avatarDir(dataDir), { recursive: true });
  await writeFile(path.join(avatarDir(dataDir), fileName), bytes);
  let saved: { upload: Upload; withdrawn: string[] };
  try {
    saved = await db.transaction(async (tx) => {
      await lockMemberAvatars(tx, memberId);
      const withdrawn = await tx
        .update(avatarUploads)
        .set({ status: 'rejected', reviewedAt: now })
        .where(and(eq(avatarUploads.memberId, memberId), eq(avatarUploads.status, 'pending')))
        .returning({ fileName: avatarUploads.fileName });
      const [row] = await tx
        .insert(avatarUploads)
        .values({ memberId, fileName, contentType: type, sizeBytes: bytes.length, createdAt: now })
        .returning();
      return { upload: row as Upload, withdrawn: withdrawn.map((w) => w.fileName) };
    });
  } catch (error) {
    await deleteAvatarFiles(dataDir, [fileName]);
    throw error;
  }
  await deleteAvatarFiles(dataDir, saved.withdrawn);
  return { pendingAvatarUrl: avatarUrlOf(saved.upload), message: AVATAR_PENDING_MESSAGE };
}

/** The avatar file, or 404 (names are checked by the contract: 32 hex digits and .jpg or .png). */
export async function readAvatar(dataDir: string, fileName: string) {
  try {
    return {
      bytes: await readFile(path.join(avatarDir(dataDir), path.basename(fileName))),
      contentType: fileName.endsWith('.png') ? 'image/png' : 'image/jpeg',
    };
  } catch {
    throw notFound('No such avatar');
  }
}

export async function listPendingAvatars(db: Db) {
  const rows = await db
    .select({
      upload: avatarUploads,
      membershipId: members.membershipId,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(avatarUploads)
    .innerJoin(members, eq(members.id, avatarUploads.memberId))
    .where(eq(avatarUploads.status, 'pending'))
    .orderBy(asc(avatarUploads.createdAt))
    .limit(200);
  return rows.map((r) => ({
    id: r.upload.id,
    membershipId: r.membershipId,
    name: `${r.firstName} ${r.lastName}`,
    url: avatarUrlOf(r.upload),
    createdAt: r.upload.createdAt.toISOString(),
  }));
}

/**
 * Staff approve (the member's avatar becomes it, when they use an avatar; the one it replaces is marked
 * replaced and its file deleted) or reject (its file deleted) a pending upload.
 */
export async function reviewAvatar(
  db: Db,
  dataDir: string,
  staffId: number,
  id: number,
  approve: boolean,
  now = new Date(),
) {
  const [target] = await db
    .select({ memberId: avatarUploads.memberId })
    .from(avatarUploads)
    .where(eq(avatarUploads.id, id));
  if (!target) throw notFound('No such avatar upload');
  const unused = await db.transaction(async (tx) => {
    await lockMemberAvatars(tx, target.memberId);
    const [reviewed] = await tx
      .update(avatarUploads)
      .set({ status: approve ? 'approved' : 'rejected', reviewedAt: now, reviewedBy: staffId })
      .where(and(eq(avatarUploads.id, id), eq(avatarUploads.status, 'pending')))
      .returning();
    if (!reviewed) throw new HttpError(409, 'This avatar has already been reviewed.');
    await recordStaffChange(
      tx,
      {
        actorId: staffId,
        action: approve ? 'avatar.approve' : 'avatar.reject',
        entity: 'avatar',
        entityId: reviewed.id,
        before: { status: 'pending', memberId: reviewed.memberId },
        after: { status: reviewed.status, memberId: reviewed.memberId },
      },
      now,
    );
    if (!approve) return [reviewed.fileName];
    await tx
      .update(members)
      .set({ avatar: avatarUrlOf(reviewed) })
      .where(and(eq(members.id, reviewed.memberId), eq(members.useAvatar, true)));
    const replaced = await tx
      .update(avatarUploads)
      .set({ status: 'replaced' })
      .where(
        and(
          eq(avatarUploads.memberId, reviewed.memberId),
          eq(avatarUploads.status, 'approved'),
          ne(avatarUploads.id, reviewed.id),
        ),
      )
      .returning({ fileName: avatarUploads.fileName });
    return replaced.map((r) => r.fileName);
  });
  await deleteAvatarFiles(dataDir, unused);
  return { success: true, message: approve ? 'Avatar approved.' : 'Avatar rejected.' };
}
