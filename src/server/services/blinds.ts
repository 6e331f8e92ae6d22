import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blindLevels } from '../db/schema';

type BlindLevel = typeof blindLevels.$inferSelect;

/**
 * Blind structures change only with a seed or a migration, never through the API, and every event page and
 * clock asks for one of a handful: each is read once a minute per database, not once per request.
 */
const KEEP_MS = 60_000;
const kept = new WeakMap<Db, Map<number, { levels: Promise<readonly BlindLevel[]>; until: number }>>();

/** A blind structure's levels in playing order (none when the event has no structure). */
export function loadBlindLevels(db: Db, structureId: number | null): Promise<readonly BlindLevel[]> {
  if (!structureId) return Promise.resolve([]);
  let structures = kept.get(db);
  if (!structures) {
    structures = new Map();
    kept.set(db, structures);
  }
  const now = Date.now();
  const hit = structures.get(structureId);
  if (hit && hit.until > now) return hit.levels;
  const levels = db
    .select()
    .from(blindLevels)
    .where(eq(blindLevels.structureId, structureId))
    .orderBy(asc(blindLevels.roundNumber))
    .then((rows) => rows as readonly BlindLevel[]);
  const entry = { levels, until: now + KEEP_MS };
  structures.set(structureId, entry);
  levels.catch(() => {
    if (structures.get(structureId) === entry) structures.delete(structureId);
  });
  return levels;
}
