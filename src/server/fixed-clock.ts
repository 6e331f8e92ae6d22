/**
 * APL_NOW runs this process's clock from a chosen instant, so tests (and a demo of "Friday evening") see
 * the same league whatever the real date and hour: the seed, "today's games", registration windows and the
 * tournament clock all read it. APL_NOW_ORIGIN is the real epoch millisecond at which the clock read
 * APL_NOW (default: when this module loads), so a browser started later can be set to the same time.
 *
 * Imported first by main.ts, before any module reads the time.
 */
export function shiftedClockOffset(env: NodeJS.ProcessEnv, realNow: number): number | null {
  if (!env.APL_NOW) return null;
  const target = Date.parse(env.APL_NOW);
  if (Number.isNaN(target)) throw new Error(`APL_NOW is not an instant: ${env.APL_NOW}`);
  const origin = env.APL_NOW_ORIGIN ? Number(env.APL_NOW_ORIGIN) : realNow;
  if (!Number.isFinite(origin))
    throw new Error(`APL_NOW_ORIGIN is not an epoch millisecond: ${env.APL_NOW_ORIGIN}`);
  return target - origin;
}

/** Replaces the global Date so that `new Date()` and `Date.now()` read real time plus `offset`. */
export function installShiftedDate(offset: number) {
  const RealDate = globalThis.Date;
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string]));
    }
    static override now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}

const offset = shiftedClockOffset(process.env, Date.now());
if (offset !== null) installShiftedDate(offset);
