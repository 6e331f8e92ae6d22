import type { FastifyInstance } from 'fastify';
import type { PurchaseState } from '../db/schema';
import { claimStale, finishStale, type PurchaseDeps } from '../services/purchase-states';
import { scheduleJob } from './schedule';

export interface RecoveryReport {
  finished: Record<PurchaseState, number>;
  /** Purchases left for the next run (the processor could not be reached). */
  deferred: number;
}

/**
 * Brings every purchase unfinished for longer than `staleAfterMs` to its outcome: a charge that went through
 * issues the ticket while the event still takes it, otherwise it is refunded; a purchase never charged
 * fails. Safe to run on several instances at once. Stops at `limit` purchases.
 */
export async function recoverPurchases(
  deps: PurchaseDeps,
  now: () => Date,
  staleAfterMs: number,
  limit = 500,
): Promise<RecoveryReport> {
  const report: RecoveryReport = {
    finished: { created: 0, charging: 0, charged: 0, issued: 0, refunding: 0, refunded: 0, failed: 0 },
    deferred: 0,
  };
  // Stale as of the run's start: a purchase this run claimed (and could not finish) waits for the next run.
  const staleBefore = new Date(now().getTime() - staleAfterMs);
  for (let taken = 0; taken < limit; taken++) {
    const at = now();
    const claimed = await claimStale(deps.db, staleBefore, at);
    if (!claimed) break;
    try {
      const row = await finishStale(deps, claimed, at);
      report.finished[row.status]++;
      deps.log?.warn(
        { purchase: row.id, from: claimed.status, to: row.status },
        'recovered an interrupted purchase',
      );
    } catch (error) {
      report.deferred++;
      deps.log?.error({ err: error, purchase: claimed.id }, 'purchase recovery failed; it is retried later');
    }
  }
  return report;
}

export interface PurchaseRecoveryOptions {
  /** How long a purchase may stand unfinished before it counts as interrupted (above the processor's timeout). */
  staleAfterMs: number;
  everyMs: number;
}

/** Finishes interrupted card purchases (a ticket or a refund) as a scheduled job, first when the app is ready. */
export function schedulePurchaseRecovery(
  app: FastifyInstance,
  deps: Omit<PurchaseDeps, 'log'>,
  options: PurchaseRecoveryOptions,
) {
  scheduleJob(app, deps.db, {
    name: 'purchase-recovery',
    everyMs: options.everyMs,
    run: () => recoverPurchases({ ...deps, log: app.log }, () => new Date(), options.staleAfterMs),
  });
}
