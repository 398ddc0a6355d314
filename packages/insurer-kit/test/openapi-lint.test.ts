import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { protocolOpenApi } from "../src/index";

it("the protocol's OpenAPI document passes redocly lint (recommended rules) with no errors or warnings", async () => {
  const folder = mkdtempSync(join(tmpdir(), "plummet-insurer-openapi-"));
  try {
    const file = join(folder, "openapi.json");
    writeFileSync(file, JSON.stringify(protocolOpenApi()));
    const redocly = fileURLToPath(new URL("../node_modules/.bin/redocly", import.meta.url));
    // Rejects (exit code 1) when the linter finds an error.
    const { stdout, stderr } = await promisify(execFile)(redocly, ["lint", file, "--extends=recommended"]);
    expect(`${stdout}${stderr}`).toContain("Your API description is valid");
    expect(`${stdout}${stderr}`).not.toMatch(/You have \d+ warning/);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}, 60_000);
