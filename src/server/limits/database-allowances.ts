import { and, count, gt, inArray, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { allowanceUses } from '../db/schema';
import type { Allowance, Allowances, Taking } from './allowances';

const SWEEP_EVERY_MS = 10 * 60_000;

type Outcome = { refused: Allowance; retryAfterSeconds: number } | { refused?: undefined; ids: number[] };

/**
 * Allowances counted in the database (one row a use, kept until it expires), so every instance on the
 * database shares them. A take locks its keys (in key order, so overlapping takes cannot deadlock), then
 * counts and records under those locks: parallel takes of one key run one after another.
 */
export function databaseAllowances(db: Db): Allowances {
  let sweptAt = 0;
  return {
    async take(wanted: readonly Allowance[], now = new Date()): Promise<Taking> {
      const keys = [...new Set(wanted.map((allowance) => allowance.key))].sort();
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        for (const key of keys) {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`allowance:${key}`}))`);
        }
        const live = await tx
          .select({ key: allowanceUses.key, uses: count(), soonest: min(allowanceUses.expiresAt) })
          .from(allowanceUses)
          .where(and(inArray(allowanceUses.key, keys), gt(allowanceUses.expiresAt, now)))
          .groupBy(allowanceUses.key);
        for (const allowance of wanted) {
          const used = live.find((row) => row.key === allowance.key);
          if (used && used.uses >= allowance.limit) {
            const soonest = used.soonest ? new Date(used.soonest).getTime() : now.getTime();
            return { refused: allowance, retryAfterSeconds: (soonest - now.getTime()) / 1000 };
          }
        }
        const rows = await tx
          .insert(allowanceUses)
          .values(
            wanted.map((allowance) => ({
              key: allowance.key,
              expiresAt: new Date(now.getTime() + allowance.windowSeconds * 1000),
            })),
          )
          .returning({ id: allowanceUses.id });
        return { ids: rows.map((row) => row.id) };
      });
      if (Date.now() - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = Date.now();
        await db.delete(allowanceUses).where(lte(allowanceUses.expiresAt, now));
      }
      if (outcome.refused) {
        return { taken: false, refused: outcome.refused, retryAfterSeconds: outcome.retryAfterSeconds };
      }
      return {
        taken: true,
        giveBack: async () => {
          await db.delete(allowanceUses).where(inArray(allowanceUses.id, outcome.ids));
        },
      };
    },
  };
}
