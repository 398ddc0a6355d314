/**
 * Benchmark: what an operator sizes the quotes service by. Starts the built service on
 * 127.0.0.1 (a free port) with a throwaway PGlite folder — and again on PostgreSQL when
 * BENCH_DATABASE_URL is set — then offers POST /api/quotes (a mix of all nine products) at fixed
 * rates with autocannon and prints, per rate: p50 and p99 latency, the rate achieved, and the
 * service's CPU time per quote (all its threads, from /proc). Finally, the highest offered rate
 * held with p99 under 50 ms. It prints figures; it asserts nothing.
 *
 *   pnpm --filter @plummet/api bench                         (builds first when dist/ is missing)
 *   BENCH_RATES=250,500,1000,1500 BENCH_SECONDS=8 BENCH_DATABASE_URL=postgres://... (optional)
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
const rates = (process.env.BENCH_RATES ?? "250,500,1000,1500,2000").split(",").map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const P99_TARGET_MS = 50;

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
      server.close(() => resolve(port));
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

/** CPU time (user + system) in ms of a process and all its threads, from /proc; undefined off Linux. */
function cpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, USER_HZ 100
  } catch {
    return undefined;
  }
}

interface RateResult {
  offered: number;
  achieved: number;
  p50: number;
  p99: number;
  errors: number;
  cpuUsPerQuote: number | undefined;
}

async function offer(url: string, rate: number, pid: number | undefined): Promise<RateResult> {
  const before = cpuMs(pid);
  const result = await autocannon({
    url: `${url}/api/quotes`,
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: quoteBodies.map((body) => ({ body })),
    // Enough connections that the offered rate, not the connection count, sets the pace.
    connections: Math.max(10, Math.ceil(rate / 20)),
    overallRate: rate,
    duration: seconds,
  });
  const after = cpuMs(pid);
  const answered = result.requests.total;
  return {
    offered: rate,
    achieved: Math.round(answered / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuUsPerQuote:
      before === undefined || after === undefined || answered === 0
        ? undefined
        : Math.round(((after - before) * 1000) / answered),
  };
}

async function benchDatabase(name: string, env: NodeJS.ProcessEnv): Promise<void> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      ...env,
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "100000000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitUntilUp(`${url}/api/health/ready`, child);
    // Warm-up: the JIT, the database's caches and the connection pool.
    await autocannon({
      url: `${url}/api/quotes`,
      method: "POST",
      headers: { "content-type": "application/json" },
      requests: quoteBodies.map((body) => ({ body })),
      connections: 10,
      duration: 3,
    });

    const results: RateResult[] = [];
    for (const rate of rates) results.push(await offer(url, rate, child.pid));
    console.log(`\n${name}: POST /api/quotes at fixed offered rates, ${seconds} s each`);
    console.table(
      results.map((r) => ({
        "offered /s": r.offered,
        "achieved /s": r.achieved,
        "p50 ms": r.p50,
        "p99 ms": r.p99,
        errors: r.errors,
        "service CPU µs/quote": r.cpuUsPerQuote ?? "n/a",
      })),
    );
    const held = results.filter(
      (r) => r.p99 < P99_TARGET_MS && r.errors === 0 && r.achieved >= r.offered * 0.95,
    );
    const best = held.at(-1);
    console.log(
      best
        ? `Highest offered rate held with p99 < ${P99_TARGET_MS} ms: ${best.offered} quotes/s`
        : `No offered rate was held with p99 < ${P99_TARGET_MS} ms`,
    );
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

if (!existsSync(serverEntry)) {
  console.log("Building the service first…");
  spawnSync("pnpm", ["run", "build"], { cwd: packageDir, stdio: "inherit" });
}

const dataDir = mkdtempSync(join(tmpdir(), "plummet-bench-"));
try {
  await benchDatabase("PGlite (embedded, the default)", { DATA_DIR: dataDir });
  if (process.env.BENCH_DATABASE_URL) {
    await benchDatabase("PostgreSQL", { DATABASE_URL: process.env.BENCH_DATABASE_URL });
  } else {
    console.log("\n(Set BENCH_DATABASE_URL=postgres://... to bench on PostgreSQL too.)");
  }
  console.log(
    `\nMachine load average at the end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(", ")}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
