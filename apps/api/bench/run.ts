/**
 * Benchmark: starts the built service on 127.0.0.1 (a free port, never 3000/3001) with a
 * throwaway PGlite database, loads it with autocannon for about 10 s per case, and prints
 * requests/s and p50/p99 latency for POST /api/quotes and for a bare baseline route
 * (GET /api/health) in the same run, with their ratio. It prints figures; it asserts nothing.
 *
 *   pnpm --filter @plummet/api bench            (builds first when dist/ is missing)
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=50 ...  (optional overrides)
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const serverEntry = join(packageDir, "dist", "server.js");
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const warmupSeconds = 3;

/** One request per product, so the run exercises the whole rating engine. */
const quoteBodies = [
  { insuranceType: "car", coverageAmount: "standard", age: "35", postcode: "M1 1AE" },
  { insuranceType: "van", coverageAmount: "basic", age: "42", postcode: "LS1 4AP" },
  { insuranceType: "bike", coverageAmount: "comprehensive", age: "23", postcode: "CB2 1TN" },
  { insuranceType: "home", coverageAmount: "standard", age: "51", postcode: "SW1A 1AA" },
  { insuranceType: "travel", coverageAmount: "comprehensive", age: "68", postcode: "EH1 1YZ" },
  { insuranceType: "pet", coverageAmount: "basic", age: "29", postcode: "BS1 5TR" },
  { insuranceType: "breakdown", coverageAmount: "standard", age: "60", postcode: "TR1 2HE" },
  { insuranceType: "life", coverageAmount: "standard", age: "35", postcode: "G1 1XQ" },
  { insuranceType: "medical", coverageAmount: "comprehensive", age: "44", postcode: "CR0 1AA" },
].map((body, index) => JSON.stringify({ ...body, email: `bench${index}@example.com` }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port === 3000 || port === 3001 ? freePort().then(resolve, reject) : resolve(port)));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The service exited early with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The service did not start within 90 s");
}

/**
 * CPU time the service process has used (all threads), in ms, from /proc on Linux. On a shared
 * machine throughput swings with other load; CPU per request is the steadier figure.
 */
function serviceCpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

interface CaseResult {
  name: string;
  cpuMicrosPerRequest?: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(
  name: string,
  options: autocannon.Options,
  seconds: number,
  pid?: number,
): Promise<CaseResult> {
  const cpuBefore = serviceCpuMs(pid);
  const result = await autocannon({ connections, pipelining: 1, ...options, duration: seconds });
  const cpuAfter = serviceCpuMs(pid);
  const cpuMicrosPerRequest =
    cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
      ? undefined
      : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
  return {
    name,
    cpuMicrosPerRequest,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function ensureBuilt(): void {
  if (existsSync(serverEntry)) return;
  console.log("dist/server.js is missing: building @plummet/api first…");
  const build = spawnSync("pnpm", ["turbo", "run", "build", "--filter=@plummet/api"], {
    cwd: join(packageDir, "..", ".."),
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("The build failed");
}

async function main(): Promise<void> {
  ensureBuilt();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "plummet-bench-"));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      DATA_DIR: process.env.BENCH_DATA_DIR ?? dataDir,
      // The benchmark is one client sending thousands of writes a second: lift the write limit.
      RATE_LIMIT_MAX: "1000000000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  };
  process.on("exit", stop);

  try {
    await waitUntilUp(`${base}/api/health`, child);
    const baselineOptions: autocannon.Options = { url: `${base}/api/health` };
    const quoteOptions: autocannon.Options = {
      url: base,
      requests: quoteBodies.map((body) => ({
        method: "POST" as const,
        path: "/api/quotes",
        headers: { "content-type": "application/json" },
        body,
      })),
    };

    console.log(`Warming up (${warmupSeconds} s per case)…`);
    await load("warm-up", baselineOptions, warmupSeconds);
    await load("warm-up", quoteOptions, warmupSeconds);

    console.log(`Measuring: ${connections} connections, ${duration} s per case, on 127.0.0.1:${port}`);
    const baseline = await load("GET /api/health (baseline)", baselineOptions, duration, child.pid);
    const quotes = await load("POST /api/quotes", quoteOptions, duration, child.pid);

    const rows = [baseline, quotes].map((row) => ({
      case: row.name,
      "req/s": Math.round(row.requestsPerSecond),
      "p50 ms": row.p50,
      "p99 ms": row.p99,
      non2xx: row.non2xx,
      errors: row.errors,
      "service CPU µs/req":
        row.cpuMicrosPerRequest === undefined ? "n/a" : Math.round(row.cpuMicrosPerRequest),
    }));
    console.table(rows);
    const ratio = quotes.requestsPerSecond / baseline.requestsPerSecond;
    console.log(`Throughput ratio, quotes / baseline: ${(ratio * 100).toFixed(1)}%`);
    console.log(
      `Machine load average during the run: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(", ")}`,
    );
    console.log(
      `Targets: ratio >= 40% ${ratio >= 0.4 ? "met" : "NOT met"}; quotes p99 < 25 ms ${quotes.p99 < 25 ? "met" : "NOT met"}`,
    );
  } finally {
    stop();
    await new Promise((resolve) =>
      child.exitCode === null ? child.once("exit", resolve) : resolve(undefined),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
