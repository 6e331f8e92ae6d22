import type { FastifyInstance } from 'fastify';
import { type PurchaseDeps, recoverPurchases } from '../services/ticket-purchase';
import { scheduleJob } from './schedule';

export interface PurchaseRecoveryOptions {
  /** How long a purchase may stand unfinished before it counts as interrupted (above the processor's timeout). */
  staleAfterMs: number;
  everyMs: number;
}

/** Finishes interrupted card purchases (a ticket or a refund) at start-up and then on a timer. */
export function schedulePurchaseRecovery(
  app: FastifyInstance,
  deps: Omit<PurchaseDeps, 'log'>,
  options: PurchaseRecoveryOptions,
) {
  scheduleJob(app, 'purchase-recovery', options.everyMs, () =>
    recoverPurchases({ ...deps, log: app.log }, () => new Date(), options.staleAfterMs),
  );
}
