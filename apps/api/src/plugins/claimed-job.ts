import type { FastifyInstance } from "fastify";
import { claimScheduledRun } from "../db/scheduled-jobs";

export interface ClaimedJob {
  /** The job's row in `scheduled_jobs`. */
  name: string;
  intervalMs: number;
  clock: () => Date;
  /** The work; answers what to log (e.g. how many rows it deleted). */
  run: () => Promise<object>;
  /** The log line for a run, and for a failed one. */
  done: string;
  failed: string;
}

/**
 * Runs a job at start and every `intervalMs` on one instance per interval, however many share the
 * database (whichever moves the job's `last_run_at` forward runs it). A failure is logged, never
 * thrown. Answers a stop that clears the timer and waits for a run in progress.
 */
export function scheduleClaimedJob(app: FastifyInstance, job: ClaimedJob): () => Promise<void> {
  let running: Promise<void> | undefined;
  const runOnce = () => {
    running ??= (async () => {
      await app.database.ready();
      if (!(await claimScheduledRun(app.database.db, job.name, job.clock(), job.intervalMs))) return;
      app.log.info(await job.run(), job.done);
    })()
      .catch((err: unknown) => app.log.warn({ err }, job.failed))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(runOnce, job.intervalMs);
  timer.unref();
  app.addHook("onReady", async () => {
    void runOnce();
  });
  return async () => {
    clearInterval(timer);
    await running;
  };
}
