// The Nu HTML Checker (vnu-jar, on the machine's Java) over every prerendered page of the
// client build. Prints each error with its page and line; exits 1 if there is any.
// Run after `pnpm --filter @plummet/web build`.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";

const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));

async function htmlFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

if (!existsSync(clientDir)) {
  console.error("No build found at build/client: run `pnpm --filter @plummet/web build` first.");
  process.exit(1);
}

const files = await htmlFiles(clientDir);
if (files.length === 0) {
  console.error("No HTML pages found in build/client.");
  process.exit(1);
}

// vnu exits non-zero when it reports errors; its JSON report is what we read either way.
const { stdout } = await promisify(execFile)(
  "java",
  ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", ...files],
  { maxBuffer: 64 * 1024 * 1024 },
).catch((error) => {
  if (typeof error.stdout === "string" && error.stdout.trim().startsWith("{")) return error;
  throw error;
});

const { messages } = JSON.parse(stdout);
const errors = messages.filter((message) => message.type === "error" || message.subType === "fatal");
for (const message of errors) {
  const page = path.relative(clientDir, fileURLToPath(message.url));
  console.error(`${page}:${message.lastLine ?? "?"}: ${message.message}`);
  if (message.extract) console.error(`    ${message.extract.replace(/\s+/g, " ").trim()}`);
}
console.log(
  `Nu HTML Checker: ${files.length} pages checked, ${errors.length} error${errors.length === 1 ? "" : "s"}.`,
);
process.exit(errors.length === 0 ? 0 : 1);
