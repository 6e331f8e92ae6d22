import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events, localities, results, standings, states } from '../db/schema';
import { seedArticles } from './articles';
import { takeEmptyTables, withIndexesBuiltAfter } from './batch';
import { seedBlindStructures } from './blinds';
import { seedContent } from './content';
import { seedEvents, seedResults } from './events';
import { seedGeography } from './geography';
import { seedMajorEvents } from './major-events';
import { hashDemoPasswords, seedMembers } from './members';
import { seedDemoPhotos, seedDemoVouchers } from './profile';
import { seedPtcLedger } from './ptc';
import { createRandom, SEED } from './random';
import { seedSeasons } from './seasons';
import { seedVenues } from './venues';

export type SeedScale = 'small' | 'default' | 'large';

const PLANS = {
  small: { venues: 40, players: 400, pastWeeks: 4, futureWeeks: 2, entries: { min: 4, max: 8 } },
  default: { venues: 320, players: 5200, pastWeeks: 26, futureWeeks: 4, entries: { min: 5, max: 14 } },
  large: { venues: 5000, players: 20000, pastWeeks: 130, futureWeeks: 4, entries: { min: 3, max: 8 } },
} as const;

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: states.id }).from(states).limit(1);
  return rows.length > 0;
}

/** Fills an empty database; the same scale and day always give the same names, venues and players. */
export async function seedDatabase(db: Db, options: { scale?: SeedScale; now?: Date } = {}) {
  const plan = PLANS[options.scale ?? 'default'];
  const now = options.now ?? new Date();
  const random = createRandom(SEED);
  const passwordHashes = hashDemoPasswords();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // The generated expressions are large; JIT-compiling them costs far more than running them.
    await t.execute(sql`set local jit = off`);
    // The standings' aggregate and the index builds sort and hash in memory rather than in temporary files.
    await t.execute(sql`set local work_mem = '256MB'`);
    await t.execute(sql`set local maintenance_work_mem = '256MB'`);
    await takeEmptyTables(t);
    const places = await withIndexesBuiltAfter(t, [localities], () => seedGeography(t));
    await seedVenues(t, random, places, plan.venues);
    await seedSeasons(t, now);
    await seedBlindStructures(t);
    await seedMembers(t, random, plan.players, passwordHashes);
    await withIndexesBuiltAfter(t, [events, results, standings], async () => {
      await seedEvents(t, now, { pastWeeks: plan.pastWeeks, futureWeeks: plan.futureWeeks });
      await seedResults(t, plan.entries);
    });
    await seedPtcLedger(t, now);
    await seedArticles(t, now);
    await seedMajorEvents(t, now);
    await seedContent(t, now);
    await seedDemoPhotos(t);
    await seedDemoVouchers(t, now);
  });
  await db.execute(sql`analyze`);
}
