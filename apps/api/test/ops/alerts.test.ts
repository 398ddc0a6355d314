import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** The alert rules (ops/alerts.rules.yml), checked and unit-tested by Prometheus's own promtool. */
const opsDir = fileURLToPath(new URL("../../ops", import.meta.url));
const promtool = (...args: string[]) => spawnSync("promtool", args, { cwd: opsDir, encoding: "utf8" });

describe("the alert rules", () => {
  it("are valid Prometheus rules (promtool check rules)", () => {
    const result = promtool("check", "rules", "alerts.rules.yml");
    expect(result.error, "promtool comes with Debian's prometheus package").toBeUndefined();
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toContain("SUCCESS: 10 rules found");
  });

  it("fire, and stay quiet, as each alert's unit tests say (promtool test rules)", () => {
    const result = promtool("test", "rules", "alerts.test.yml");
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toContain("SUCCESS");
  });
});
