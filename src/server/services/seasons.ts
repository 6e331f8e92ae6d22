import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Season } from '../../shared/contract/season';
import { DEFAULT_BRAND_ID } from '../../shared/states';
import type { Db } from '../db/client';
import { seasonMonths, seasons } from '../db/schema';

/** A brand's seasons, newest first, each with its months in order. */
export async function listSeasons(db: Db, brandId: number = DEFAULT_BRAND_ID): Promise<Season[]> {
  const rows = await db
    .select()
    .from(seasons)
    .where(eq(seasons.brandId, brandId))
    .orderBy(desc(seasons.startsOn));
  if (rows.length === 0) return [];
  const months = await db
    .select()
    .from(seasonMonths)
    .where(
      inArray(
        seasonMonths.seasonId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(seasonMonths.monthStart));
  return rows.map((s) => ({
    id: s.id,
    name: s.name,
    seasonDescription: s.description,
    isCurrent: s.isCurrent,
    months: months.filter((m) => m.seasonId === s.id).map((m) => ({ id: m.id, name: m.name })),
  }));
}
