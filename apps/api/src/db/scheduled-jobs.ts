import { and, eq, lte } from "drizzle-orm";
import type { AppDatabase } from "./database";
import { guarded } from "./errors";
import { scheduledJobs } from "./schema";

/**
 * Claims this interval's run of a job for the calling instance. However many instances share the
 * database and whenever their timers fire, one conditional UPDATE moves the job's last run
 * forward, so exactly one of them gets `true` per interval. A run counts as due a little early
 * (90% of the interval) so that timers firing a moment apart never skip an interval.
 */
export function claimScheduledRun(
  db: AppDatabase,
  name: string,
  now: Date,
  intervalMs: number,
): Promise<boolean> {
  return guarded(async () => {
    await db
      .insert(scheduledJobs)
      .values({ name, lastRunAt: new Date(0) })
      .onConflictDoNothing();
    const dueBefore = new Date(now.getTime() - intervalMs * 0.9);
    const claimed = await db
      .update(scheduledJobs)
      .set({ lastRunAt: now })
      .where(and(eq(scheduledJobs.name, name), lte(scheduledJobs.lastRunAt, dueBefore)))
      .returning({ name: scheduledJobs.name });
    return claimed.length > 0;
  });
}
