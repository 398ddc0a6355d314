import { readFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, settingNames } from "../src/config";

describe("loadConfig", () => {
  it("has safe defaults for every setting", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      HOST: "127.0.0.1",
      PORT: 3001,
      LOG_LEVEL: "info",
      CORS_ORIGINS: ["http://localhost:3000", "http://127.0.0.1:3000"],
      BODY_LIMIT_BYTES: 16_384,
      RATE_LIMIT_MAX: 100,
      RATE_LIMIT_WINDOW_MS: 60_000,
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    // The default PGlite folder is apps/api/data wherever the service is started from.
    expect(config.DATA_DIR.endsWith(join("api", "data"))).toBe(true);
  });

  it("reads lists, numbers and booleans from text", () => {
    const config = loadConfig({
      CORS_ORIGINS: "https://a.example, https://b.example",
      PORT: "8080",
      TRUST_PROXY: "true",
      DATABASE_URL: "postgresql://user:secret@db.internal:5432/plummet",
      DATA_DIR: "relative/data",
    });
    expect(config.CORS_ORIGINS).toEqual(["https://a.example", "https://b.example"]);
    expect(config.PORT).toBe(8080);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.DATABASE_URL).toBe("postgresql://user:secret@db.internal:5432/plummet");
    expect(isAbsolute(config.DATA_DIR)).toBe(true);
  });

  it("treats an empty variable as unset", () => {
    const config = loadConfig({ DATABASE_URL: "", PORT: "" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3001);
  });

  it.each([
    ["PORT", "not-a-port"],
    ["PORT", "70000"],
    ["LOG_LEVEL", "loud"],
    ["DATABASE_URL", "mysql://localhost/plummet"],
    ["RATE_LIMIT_MAX", "0"],
    ["TRUST_PROXY", "perhaps"],
  ])("stops start-up with a message naming %s for %j", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid configuration:\\n\\s+${name}: `));
  });
});

describe("pnpm dev", () => {
  it("passes every setting of the service through Turborepo, which drops what a task does not declare", () => {
    const turbo = JSON.parse(readFileSync(new URL("../../../turbo.json", import.meta.url), "utf8"));
    const passed: string[] = turbo.tasks["@plummet/api#dev"].passThroughEnv;
    expect(settingNames.length).toBeGreaterThan(40);
    expect(settingNames.filter((name) => !passed.includes(name))).toEqual([]);
  });
});
