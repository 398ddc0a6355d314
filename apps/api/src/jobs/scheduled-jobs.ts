import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { Database } from "../db/database";

/** A job run every so many minutes, on one instance per interval however many share the database. */
export interface ScheduledJob {
  name: string;
  everyMinutes: number;
  /** The work; answers what to log (e.g. how many rows it deleted). */
  run: () => Promise<object>;
  /** The log line for a run (none: the work logs what it did itself), and for a failed one. */
  done?: string;
  failed: string;
}

/**
 * The cron expression for "every N minutes" on the clock: N must divide an hour, or be whole
 * hours dividing a day (config.ts checks PURGE_INTERVAL_MINUTES so).
 */
export function cronEvery(minutes: number): string {
  if (minutes < 60 && 60 % minutes === 0) return `*/${minutes} * * * *`;
  if (minutes % 60 === 0 && 1440 % minutes === 0) return `0 */${minutes / 60} * * *`;
  throw new Error(`every ${minutes} minutes is not a schedule on the clock`);
}

/**
 * Scheduled jobs on pg-boss, a PostgreSQL job queue, in the service's own database (its `pgboss`
 * schema; PGlite or PostgreSQL, through `database.execute`). Each job is a queue with a cron
 * schedule, which pg-boss turns into one job per tick across instances, plus one run at start
 * (throttled to one per interval across instances); a failed run is retried with backoff.
 */
export class ScheduledJobs {
  private readonly jobs: ScheduledJob[] = [];
  private boss: PgBoss | undefined;
  /** pg-boss's queries in flight: it settles a finished job without waiting (see `stop`). */
  private readonly queries = new Set<Promise<unknown>>();

  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Adds a job; they start with `start`. */
  every(job: ScheduledJob): void {
    this.jobs.push(job);
  }

  async start(): Promise<void> {
    this.stopped = false;
    const boss = new PgBoss({
      db: {
        executeSql: (text, values) => {
          // Once stopped, pg-boss's own timers may still ask something: the database may be closed
          // by then, so those questions get no rows instead of a query on a closed pool.
          if (this.stopped) return Promise.resolve({ rows: [] }) as ReturnType<Database["execute"]>;
          const query = this.database.execute(text, values);
          this.queries.add(query);
          void query.finally(() => this.queries.delete(query)).catch(() => undefined);
          return query;
        },
      },
      schema: "pgboss",
    });
    boss.on("error", (err) => this.log.warn({ err }, "job queue error"));
    await this.database.ready();
    await boss.start();
    this.boss = boss;
    for (const job of this.jobs) {
      await boss.createQueue(job.name, {
        name: job.name,
        retryLimit: 3,
        retryBackoff: true,
        expireInMinutes: 30,
      });
      await boss.schedule(job.name, cronEvery(job.everyMinutes));
      await boss.work(job.name, async () => {
        try {
          const outcome = await job.run();
          if (job.done) this.log.info(outcome, job.done);
        } catch (err) {
          this.log.warn({ err }, job.failed);
          throw err;
        }
      });
      await boss.sendThrottled(job.name, {}, {}, job.everyMinutes * 60);
    }
  }

  /**
   * Asks for a job's run now, besides its schedule: the next instance to poll its queue runs it
   * (within pg-boss's polling interval, 2 s). Before `start`, or after `stop`, the schedule's
   * next run will do.
   */
  async runSoon(name: string): Promise<void> {
    if (!this.boss || this.stopped) return;
    await this.boss.send(name, {});
  }

  /**
   * Stops taking jobs and waits for those running, and for pg-boss to record them as done: it
   * does so after a job's work without awaiting it, so the database must not close before.
   */
  async stop(): Promise<void> {
    await this.boss?.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    this.stopped = true;
    this.boss = undefined;
    await Promise.allSettled([...this.queries]);
  }
}
