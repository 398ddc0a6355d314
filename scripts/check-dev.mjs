// Proves `pnpm dev` works from a fresh clone: starts it (turbo builds the packages it needs, then
// runs the site with hot reload on :3000 and the API restarting on change on :3001), waits until
// both answer, and stops the whole process group. Bounded: it gives up after two minutes.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), "plummet-dev-"));

/** Every process below `pid`, deepest first (ps exits 1 when there are none). */
function descendants(pid) {
  let listing = "";
  try {
    listing = execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" });
  } catch {
    return [];
  }
  const children = listing
    .split("\n")
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0);
  return children.flatMap((child) => [...descendants(child), child]);
}

async function answers(url, check) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return response.ok && check(await response.text());
  } catch {
    return false;
  }
}

// Something already answering on the ports would make this proof worthless: say so instead.
if (
  (await answers("http://127.0.0.1:3000/", () => true)) ||
  (await answers("http://127.0.0.1:3001/api/health", () => true))
) {
  console.error("Ports 3000 and 3001 must be free to check pnpm dev; stop what is listening there.");
  process.exit(1);
}

const dev = spawn("pnpm", ["dev"], {
  cwd: root,
  detached: true,
  stdio: ["ignore", "pipe", "pipe"],
  // A throwaway database, so a developer's apps/api/data is never touched.
  env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", TURBO_UI: "false" },
});
let output = "";
dev.stdout.on("data", (chunk) => (output += chunk));
dev.stderr.on("data", (chunk) => (output += chunk));

const deadline = Date.now() + 120_000;
let siteUp = false;
let apiUp = false;
try {
  while (Date.now() < deadline && !(siteUp && apiUp) && dev.exitCode === null) {
    siteUp ||= await answers("http://127.0.0.1:3000/", (html) =>
      html.includes("Watch your insurance costs plummet"),
    );
    apiUp ||= await answers("http://127.0.0.1:3001/api/health", (body) => body.includes('"ok"'));
    if (!(siteUp && apiUp)) await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
} finally {
  // turbo starts each task in a process group of its own, so stop the whole tree, leaves first.
  const tree = descendants(dev.pid);
  for (const signal of ["SIGTERM", "SIGKILL"]) {
    for (const pid of [...tree, dev.pid]) {
      try {
        process.kill(pid, signal);
      } catch {
        // already gone
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
if (!(siteUp && apiUp)) {
  // The site's hot-reload chatter can fill the tail; the API's own lines come first.
  const apiLines = output.split("\n").filter((line) => line.startsWith("@plummet/api:dev"));
  console.error(apiLines.slice(-40).join("\n"));
  console.error(output.slice(-4_000));
  console.error(`pnpm dev did not answer: site ${siteUp ? "up" : "down"}, API ${apiUp ? "up" : "down"}`);
  process.exit(1);
}
console.log("› pnpm dev: the site (hot reload) and the API (restart on change) both answer");
