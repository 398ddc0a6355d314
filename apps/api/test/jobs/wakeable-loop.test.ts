import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { WakeableLoop } from "../../src/jobs/wakeable-loop";

/** A run that takes `ms`, counting runs and how many overlapped. */
function slowRun(ms: number) {
  const stats = { runs: 0, active: 0, mostAtOnce: 0 };
  const run = async () => {
    stats.runs += 1;
    stats.active += 1;
    stats.mostAtOnce = Math.max(stats.mostAtOnce, stats.active);
    await sleep(ms);
    stats.active -= 1;
  };
  return { stats, run };
}

describe("a wakeable loop", () => {
  it("never runs twice at once, and runs once more after wakes during a run", async () => {
    const { stats, run } = slowRun(50);
    const loop = new WakeableLoop({ run, everyMs: 60_000, onError: () => {} });
    loop.start();
    await sleep(10);
    for (let i = 0; i < 5; i += 1) loop.wake();
    await sleep(200);
    expect(stats).toMatchObject({ runs: 2, mostAtOnce: 1 });
    await loop.stop();
  });

  it("gathers wakes within gatherMs into one run, runs on its interval, and goes on after a failure", async () => {
    let runs = 0;
    const errors: unknown[] = [];
    const loop = new WakeableLoop({
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error("database busy");
      },
      everyMs: 100,
      gatherMs: 30,
      onError: (error) => errors.push(error),
    });
    loop.start();
    loop.wake();
    loop.wake();
    await sleep(60);
    expect(runs).toBe(1);
    expect(errors).toHaveLength(1);
    await sleep(150);
    expect(runs).toBeGreaterThanOrEqual(2);
    await loop.stop();
  });

  it("waits for the run in progress when stopped, and runs no more", async () => {
    const { stats, run } = slowRun(80);
    const loop = new WakeableLoop({ run, everyMs: 20, onError: () => {} });
    loop.start();
    await sleep(10);
    await loop.stop();
    expect(stats.active).toBe(0);
    const after = stats.runs;
    loop.wake();
    await sleep(60);
    expect(stats.runs).toBe(after);
  });
});
