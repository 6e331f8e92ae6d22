import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { scheduledJobs } from '../db/schema';

export interface JobPlan {
  name: string;
  /** From one run's start to the next's. */
  everyMs: number;
  /** How long a run may hold the job before another instance may take it (a crashed run frees it then). */
  leaseMs: number;
}

/** How often an instance asks whether a job is due, at most: a job is run at most this late. */
const LOOK_EVERY_MS = 60_000;
const DEFAULT_LEASE_MS = 15 * 60_000;

/**
 * Takes the job's run when it is due and no one holds it, and moves its next run on: one conditional update,
 * so of instances asking at once exactly one gets it (the others wait on the row's lock, then find it no longer
 * due). A job never run before is due at once. Returns whether `holder` is to run it now.
 */
export async function claimRun(db: Db, plan: JobPlan, holder: string, now: Date): Promise<boolean> {
  await db.insert(scheduledJobs).values({ name: plan.name, nextRunAt: now }).onConflictDoNothing();
  const taken = await db
    .update(scheduledJobs)
    .set({
      nextRunAt: new Date(now.getTime() + plan.everyMs),
      leasedBy: holder,
      leasedUntil: new Date(now.getTime() + plan.leaseMs),
    })
    .where(
      and(
        eq(scheduledJobs.name, plan.name),
        lte(scheduledJobs.nextRunAt, now),
        or(isNull(scheduledJobs.leasedUntil), lte(scheduledJobs.leasedUntil, now)),
      ),
    )
    .returning({ name: scheduledJobs.name });
  return taken.length > 0;
}

/** Gives the job back after a run (ended or failed): the next instance to find it due may take it. */
export async function releaseRun(db: Db, name: string, holder: string) {
  await db
    .update(scheduledJobs)
    .set({ leasedBy: null, leasedUntil: null })
    .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.leasedBy, holder)));
}

/**
 * The home of the server's scheduled work. The plan is kept in the database (scheduled_jobs), so a restart
 * keeps it and instances sharing the database run each job once: each instance looks every minute (or every
 * `everyMs`, when shorter) and runs the job only when it claims the run. Looking starts when the app is
 * ready and stops with the app, which waits for a run in progress to end.
 */
export function scheduleJob(
  app: FastifyInstance,
  db: Db,
  job: Omit<JobPlan, 'leaseMs'> & { leaseMs?: number; run: () => Promise<unknown>; now?: () => Date },
) {
  const plan: JobPlan = { name: job.name, everyMs: job.everyMs, leaseMs: job.leaseMs ?? DEFAULT_LEASE_MS };
  const now = job.now ?? (() => new Date());
  const holder = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const runIfDue = async () => {
    if (!(await claimRun(db, plan, holder, now()))) return;
    try {
      await job.run();
    } finally {
      await releaseRun(db, plan.name, holder);
    }
  };
  const look = () => {
    if (running) return;
    running = runIfDue()
      .catch((error: unknown) => app.log.error({ err: error, job: plan.name }, 'scheduled job failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    look();
    timer = setInterval(look, Math.min(plan.everyMs, LOOK_EVERY_MS));
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
