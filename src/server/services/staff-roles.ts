import { asc, eq, ne, sql } from 'drizzle-orm';
import type { SetStaffRoleBody, StaffMember } from '../../shared/contract/admin';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { conflict, HttpError } from '../errors';
import { recordStaffChange } from './staff-audit';

type MemberRow = typeof members.$inferSelect;

const staffMemberOf = (member: MemberRow): StaffMember => ({
  memberId: member.id,
  membershipId: member.membershipId,
  name: `${member.firstName} ${member.lastName}`,
  email: member.email,
  role: member.role,
});

/** Everyone with a staff role, admins first, then by name. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select()
    .from(members)
    .where(ne(members.role, 'member'))
    .orderBy(sql`${members.role} = 'league_admin' desc`, asc(members.lastName), asc(members.firstName));
  return rows.map(staffMemberOf);
}

/**
 * Gives the member with this e-mail a role, recorded in the audit trail in the same transaction. It holds from
 * their next request (each request reads the member afresh). An admin cannot take away their own admin role, so
 * the league is never left without one by a slip.
 */
export async function setStaffRole(db: Db, actor: MemberRow, body: SetStaffRoleBody): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select()
      .from(members)
      .where(eq(sql`lower(${members.email})`, body.email.toLowerCase()))
      .for('update');
    if (!member)
      throw new HttpError(404, 'No member has this e-mail address.', {
        email: 'No member has this e-mail address.',
      });
    if (member.id === actor.id && body.role !== 'league_admin')
      throw conflict('You cannot take away your own admin role: ask another league admin.');
    if (member.role === body.role) return staffMemberOf(member);
    const [changed] = await tx
      .update(members)
      .set({ role: body.role })
      .where(eq(members.id, member.id))
      .returning();
    await recordStaffChange(tx, {
      actorId: actor.id,
      action: 'role.set',
      entity: 'member',
      entityId: member.id,
      before: { role: member.role },
      after: { role: body.role },
    });
    return staffMemberOf(changed ?? member);
  });
}
