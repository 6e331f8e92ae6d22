import { asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type {
  SetStaffRoleBody,
  SetStaffVenuesBody,
  StaffMember,
  StaffVenue,
} from '../../shared/contract/admin';
import type { Db } from '../db/client';
import { members, staffVenues, venues } from '../db/schema';
import { conflict, HttpError } from '../errors';
import { recordStaffChange } from './staff-audit';

type MemberRow = typeof members.$inferSelect;

const staffMemberOf = (member: MemberRow, runs: StaffVenue[] = []): StaffMember => ({
  memberId: member.id,
  membershipId: member.membershipId,
  name: `${member.firstName} ${member.lastName}`,
  email: member.email,
  role: member.role,
  venues: member.role === 'director' ? runs : [],
});

/** The venues each of these members runs, by title. */
async function venuesOf(db: Db, memberIds: number[]): Promise<Map<number, StaffVenue[]>> {
  const byMember = new Map<number, StaffVenue[]>();
  if (memberIds.length === 0) return byMember;
  const rows = await db
    .select({ memberId: staffVenues.memberId, id: venues.id, title: venues.name, stateId: venues.stateId })
    .from(staffVenues)
    .innerJoin(venues, eq(venues.id, staffVenues.venueId))
    .where(inArray(staffVenues.memberId, memberIds))
    .orderBy(asc(venues.name), asc(venues.id));
  for (const { memberId, ...venue } of rows) {
    const list = byMember.get(memberId) ?? [];
    list.push(venue);
    byMember.set(memberId, list);
  }
  return byMember;
}

/** Everyone with a staff role, admins first, then by name; each venue director with their venues. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select()
    .from(members)
    .where(ne(members.role, 'member'))
    .orderBy(sql`${members.role} = 'league_admin' desc`, asc(members.lastName), asc(members.firstName));
  const runs = await venuesOf(
    db,
    rows.filter((row) => row.role === 'director').map((row) => row.id),
  );
  return rows.map((row) => staffMemberOf(row, runs.get(row.id)));
}

/**
 * Sets the venues a venue director runs (the list replaces theirs), recorded in the audit trail with the venues
 * before and after, in the same transaction. Like a role, it holds from their next request. Only a venue director
 * runs chosen venues: a league admin runs them all, the other roles none.
 */
export async function setStaffVenues(
  db: Db,
  actor: MemberRow,
  body: SetStaffVenuesBody,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select().from(members).where(eq(members.id, body.memberId)).for('update');
    if (!member) throw new HttpError(404, 'No member has this id.', { memberId: 'No member has this id.' });
    if (member.role !== 'director')
      throw conflict('Only a venue director runs chosen venues: give them that role first.');
    const chosen =
      body.venueIds.length === 0
        ? []
        : await tx
            .select({ id: venues.id, title: venues.name, stateId: venues.stateId })
            .from(venues)
            .where(inArray(venues.id, body.venueIds))
            .orderBy(asc(venues.name), asc(venues.id));
    const missing = body.venueIds.filter((id) => !chosen.some((venue) => venue.id === id));
    if (missing.length > 0) {
      const message = `No venue has the id ${missing.join(', ')}.`;
      throw new HttpError(404, message, { venueIds: message });
    }
    const before = (await venuesOf(tx, [member.id])).get(member.id) ?? [];
    const idsOf = (list: StaffVenue[]) => list.map((venue) => venue.id).sort((a, b) => a - b);
    const [beforeIds, afterIds] = [idsOf(before), idsOf(chosen)];
    if (beforeIds.join() === afterIds.join()) return staffMemberOf(member, before);
    await tx.delete(staffVenues).where(eq(staffVenues.memberId, member.id));
    if (chosen.length > 0)
      await tx
        .insert(staffVenues)
        .values(chosen.map((venue) => ({ memberId: member.id, venueId: venue.id })));
    await recordStaffChange(tx, {
      actorId: actor.id,
      action: 'venues.set',
      entity: 'member',
      entityId: member.id,
      before: { venueIds: beforeIds, venues: before.map((venue) => venue.title) },
      after: { venueIds: afterIds, venues: chosen.map((venue) => venue.title) },
    });
    return staffMemberOf(member, chosen);
  });
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
    const runs = async () => (await venuesOf(tx, [member.id])).get(member.id);
    if (member.role === body.role) return staffMemberOf(member, await runs());
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
    return staffMemberOf(changed ?? member, await runs());
  });
}
