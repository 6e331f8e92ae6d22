import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { StaffAuditPage, StaffAuditQuery, StaffAuditRow } from '../../shared/contract/admin';
import type { Db } from '../db/client';
import { members, staffAudit } from '../db/schema';
import { csvText } from './csv';

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_CSV_ROWS = 10_000;
/** The league's dates (the filters' from and to) are Melbourne's. */
const LEAGUE_ZONE = 'Australia/Melbourne';

export interface StaffChange {
  actorId: number;
  action: string;
  entity: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/** Records a staff change; called inside the change's own transaction, so both are kept or neither. */
export async function recordStaffChange(tx: Db, change: StaffChange, now = new Date()) {
  await tx.insert(staffAudit).values({
    at: now,
    actorId: change.actorId,
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

function filtersOf(query: StaffAuditQuery): SQL | undefined {
  const startOf = (date: string) => sql`(${date}::date)::timestamp at time zone ${LEAGUE_ZONE}`;
  return and(
    query.actorId === undefined ? undefined : eq(staffAudit.actorId, query.actorId),
    query.entity ? eq(staffAudit.entity, query.entity) : undefined,
    query.action ? eq(staffAudit.action, query.action) : undefined,
    query.from ? gte(staffAudit.at, startOf(query.from)) : undefined,
    query.to ? lt(staffAudit.at, sql`${startOf(query.to)} + interval '1 day'`) : undefined,
  );
}

async function auditRows(db: Db, query: StaffAuditQuery, limit: number, offset: number) {
  const rows = await db
    .select({
      id: staffAudit.id,
      at: staffAudit.at,
      actorId: staffAudit.actorId,
      firstName: members.firstName,
      lastName: members.lastName,
      action: staffAudit.action,
      entity: staffAudit.entity,
      entityId: staffAudit.entityId,
      before: staffAudit.before,
      after: staffAudit.after,
    })
    .from(staffAudit)
    .innerJoin(members, eq(members.id, staffAudit.actorId))
    .where(filtersOf(query))
    .orderBy(desc(staffAudit.at), desc(staffAudit.id))
    .limit(limit)
    .offset(offset);
  return rows.map(
    ({ firstName, lastName, at, ...row }): StaffAuditRow => ({
      ...row,
      at: at.toISOString(),
      actorName: `${firstName} ${lastName}`,
    }),
  );
}

/** A page of the trail, newest first. */
export async function staffAuditPage(db: Db, query: StaffAuditQuery): Promise<StaffAuditPage> {
  const page = query.page ?? 1;
  const [rows, [total]] = await Promise.all([
    auditRows(db, query, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE),
    db.select({ value: count() }).from(staffAudit).where(filtersOf(query)),
  ]);
  return { rows, total: total?.value ?? 0, page, pageSize: AUDIT_PAGE_SIZE };
}

/** The trail with the same filters as a CSV file, newest first; the values as JSON. */
export async function staffAuditCsv(db: Db, query: StaffAuditQuery): Promise<string> {
  const rows = await auditRows(db, { ...query, page: undefined }, AUDIT_CSV_ROWS, 0);
  const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));
  return csvText(
    ['When', 'Who', 'Action', 'Entity', 'Id', 'Before', 'After'],
    rows.map((r) => [r.at, r.actorName, r.action, r.entity, r.entityId, json(r.before), json(r.after)]),
  );
}
