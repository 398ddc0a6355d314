import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The email-delay bench, run small (20 quotes/s for 3 s) so that it keeps working: every quote
 * set's email reaches its SMTP server and the figures are printed. It asserts no time: the
 * figures are the bench's to print (pnpm --filter @plummet/api bench:email for the full run).
 */
const packageDir = fileURLToPath(new URL("../..", import.meta.url));

describe("the email-delay bench", () => {
  it("delivers every quote set's email through a real SMTP server and prints the distribution", () => {
    const run = spawnSync("pnpm", ["exec", "tsx", "bench/email-delay.ts"], {
      cwd: packageDir,
      env: { ...process.env, BENCH_EMAIL_RATE: "20", BENCH_EMAIL_SECONDS: "3", BENCH_DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 240_000,
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status, output).toBe(0);
    const answered = Number(output.match(/Quote sets answered: (\d+)/)?.[1]);
    expect(answered, output).toBeGreaterThan(0);
    expect(output).toContain(`emails arrived: ${answered}; missing: 0`);
    expect(output).toMatch(/p99 s/);
    expect(output).toMatch(/The backlog drained [\d.]+ s after the load stopped/);
    expect(output).toMatch(/│ 'off' *│/);
  }, 300_000);
});
