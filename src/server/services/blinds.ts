import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blindLevels } from '../db/schema';

/** A blind structure's levels in playing order (none when the event has no structure). */
export async function loadBlindLevels(db: Db, structureId: number | null) {
  if (!structureId) return [];
  return db
    .select()
    .from(blindLevels)
    .where(eq(blindLevels.structureId, structureId))
    .orderBy(asc(blindLevels.roundNumber));
}
