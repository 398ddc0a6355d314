import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../src/config";
import { type Database, openDatabase } from "../../src/db/database";
import { cronEvery, ScheduledJobs } from "../../src/jobs/scheduled-jobs";
import { pgliteSnapshot, testEnv } from "../helper";

const log = pino({ level: "silent" });

describe("scheduled jobs on pg-boss", () => {
  let database: Database;
  beforeAll(async () => {
    database = openDatabase({ kind: "pglite", dataDir: "memory://", startFrom: pgliteSnapshot() });
    await database.ready();
  });
  afterAll(() => database.close());

  it("run once at start across instances sharing the database, then on the clock", async () => {
    const run = vi.fn(async () => ({ deleted: 0 }));
    const instances = [new ScheduledJobs(database, log), new ScheduledJobs(database, log)];
    for (const jobs of instances) {
      jobs.every({ name: "tidy-up", everyMinutes: 60, run, done: "tidied", failed: "tidy-up failed" });
    }
    try {
      await Promise.all(instances.map((jobs) => jobs.start()));
      await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1), { timeout: 15_000, interval: 200 });
      const schedules = await database.execute("select name, cron from pgboss.schedule where name = $1", [
        "tidy-up",
      ]);
      expect(schedules.rows).toEqual([{ name: "tidy-up", cron: "0 */1 * * *" }]);
      // Started again within the interval (a restart, another instance): no second run.
      await instances[0]!.stop();
      await instances[0]!.start();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      await Promise.all(instances.map((jobs) => jobs.stop()));
    }
  });

  it("run again when asked, besides the schedule, on whichever instance polls first", async () => {
    const run = vi.fn(async () => ({ sent: 0 }));
    const instances = [new ScheduledJobs(database, log), new ScheduledJobs(database, log)];
    for (const jobs of instances) jobs.every({ name: "send-soon", everyMinutes: 60, run, failed: "failed" });
    try {
      await Promise.all(instances.map((jobs) => jobs.start()));
      await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1), { timeout: 15_000, interval: 200 });
      await instances[1]!.runSoon("send-soon");
      await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2), { timeout: 15_000, interval: 200 });
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(run).toHaveBeenCalledTimes(2);
    } finally {
      await Promise.all(instances.map((jobs) => jobs.stop()));
    }
    // Stopped: asking does nothing (the schedule's next run will do).
    await instances[0]!.runSoon("send-soon");
  });

  it("try a failed run again", async () => {
    const run = vi
      .fn<() => Promise<object>>()
      .mockRejectedValueOnce(new Error("database busy"))
      .mockResolvedValue({ deleted: 1 });
    const jobs = new ScheduledJobs(database, log);
    jobs.every({ name: "flaky", everyMinutes: 30, run, done: "done", failed: "failed" });
    try {
      await jobs.start();
      await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2), { timeout: 25_000, interval: 250 });
    } finally {
      await jobs.stop();
    }
  });

  it("are every N minutes on the clock, N dividing an hour or whole hours dividing a day", () => {
    expect(cronEvery(15)).toBe("*/15 * * * *");
    expect(cronEvery(60)).toBe("0 */1 * * *");
    expect(cronEvery(360)).toBe("0 */6 * * *");
    expect(() => loadConfig({ ...testEnv, PURGE_INTERVAL_MINUTES: "45" })).toThrow(
      /PURGE_INTERVAL_MINUTES: must divide an hour/,
    );
    expect(() => loadConfig({ ...testEnv, PURGE_INTERVAL_MINUTES: "90" })).toThrow(/PURGE_INTERVAL_MINUTES/);
    expect(loadConfig({ ...testEnv, PURGE_INTERVAL_MINUTES: "120" }).PURGE_INTERVAL_MINUTES).toBe(120);
    expect(() => loadConfig({ ...testEnv, REMINDER_INTERVAL_MINUTES: "7" })).toThrow(
      /REMINDER_INTERVAL_MINUTES/,
    );
    expect(loadConfig(testEnv).REMINDER_INTERVAL_MINUTES).toBe(1);
  });
});
