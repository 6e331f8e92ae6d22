import { LoginThrottle, type SignInThrottle, type ThrottleRule } from '../auth/login-throttle';
import type { Db } from '../db/client';
import type { Allowances } from './allowances';
import { databaseAllowances } from './database-allowances';

export interface Limits {
  allowances: Allowances;
  signInThrottle(rules?: { account: ThrottleRule; address: ThrottleRule }): SignInThrottle;
  close(): Promise<void>;
}

/** Where this process counts its limits and sign-in failures: a shared Redis, else the database and memory. */
export interface LimitsOptions {
  redisUrl?: string;
  /** Keeps apart deployments (or test runs) that share one Redis; default 'apl:'. */
  keyPrefix?: string;
}

/**
 * With Redis, the limits and the sign-in throttle are shared by every instance using it. Without, the
 * limits are counted in the database (shared by the instances on it) and the throttle in this process.
 */
export async function openLimits(db: Db, options: LimitsOptions = {}): Promise<Limits> {
  if (options.redisUrl) {
    // Redis's client is loaded only when there is one.
    const { redisLimits } = await import('./redis-limits');
    return redisLimits(options.redisUrl, options.keyPrefix);
  }
  return {
    allowances: databaseAllowances(db),
    signInThrottle: (rules) => new LoginThrottle(rules),
    close: async () => {},
  };
}
