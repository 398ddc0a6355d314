import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ScheduledJobs } from "../jobs/scheduled-jobs";

declare module "fastify" {
  interface FastifyInstance {
    /** Jobs run on a schedule by one instance at a time (plugins add theirs before start). */
    jobs: ScheduledJobs;
  }
}

const RETRY_START_MS = 60_000;

/**
 * The scheduled jobs (src/jobs/), started once the app is ready and stopped before the database
 * closes. A database away at start does not stop the service: the queue tries again each minute.
 */
export const jobs = fp(
  async (app: FastifyInstance, { scheduled }: { scheduled: ScheduledJobs }) => {
    app.decorate("jobs", scheduled);
    let retry: NodeJS.Timeout | undefined;
    let starting: Promise<void> | undefined;
    const start = () => {
      starting = scheduled.start().catch((err: unknown) => {
        app.log.warn({ err }, "scheduled jobs not started; trying again in a minute");
        retry = setTimeout(start, RETRY_START_MS);
        retry.unref();
      });
    };
    app.addHook("onReady", async () => start());
    app.addHook("onClose", async () => {
      clearTimeout(retry);
      await starting;
      await scheduled.stop();
    });
  },
  { name: "jobs", dependencies: ["persistence"] },
);
