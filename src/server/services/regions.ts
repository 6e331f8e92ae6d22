import { asc } from 'drizzle-orm';
import type { Region } from '../../shared/contract/location';
import type { Db } from '../db/client';
import { regions } from '../db/schema';

export async function listRegions(db: Db): Promise<Region[]> {
  const rows = await db.select().from(regions).orderBy(asc(regions.stateId), asc(regions.name));
  return rows.map((r) => ({ id: r.id, name: r.name, state: { id: r.stateId } }));
}
