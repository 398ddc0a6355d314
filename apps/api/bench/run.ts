/**
 * Benchmark: starts the built service on 127.0.0.1 (a free port, never 3000/3001) with a
 * throwaway PGlite database, loads it with autocannon for about 10 s per case, and prints
 * requests/s and p50/p99 latency for POST /api/quotes and for a bare baseline route
 * (GET /api/health) in the same run, with their ratio. It prints figures; it asserts nothing.
 *
 * This machine's speed drifts by a quarter or more within minutes (other tenants share the
 * host), so each case's seconds are split into rounds taken in turn, baseline-quotes-quotes-
 * baseline and so on: both cases meet the same slow and fast spells, and the ratio compares like
 * with like. Each round's ratio is printed too.
 *
 *   pnpm --filter @plummet/api bench                              (builds first when dist/ is missing)
 *   BENCH_DURATION=10 BENCH_ROUNDS=5 BENCH_CONNECTIONS=50 ...     (optional overrides)
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
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
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

/** CPU time (user + system) in ms from a /proc stat file, or undefined off Linux. */
function statCpuMs(file: string): number | undefined {
  try {
    const fields = readFileSync(file, "utf8").split(") ")[1]!.split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

interface ServiceCpu {
  /** Every thread of the service. */
  all: number;
  /** The HTTP thread alone (its thread id is the process id); the rest is the PGlite worker and V8's helpers. */
  http: number;
}

/**
 * CPU time the service has used, in ms, from /proc on Linux. On a shared machine throughput
 * swings with other load; CPU per request is the steadier figure, and the HTTP thread's share
 * shows whether that one thread is what limits the route.
 */
function serviceCpuMs(pid: number | undefined): ServiceCpu | undefined {
  const all = statCpuMs(`/proc/${pid}/stat`);
  const http = statCpuMs(`/proc/${pid}/task/${pid}/stat`);
  return all === undefined || http === undefined ? undefined : { all, http };
}

/** One round of one case: autocannon's raw result (its histograms unmerged) and service CPU. */
interface Round {
  result: autocannon.Result;
  cpuMs?: ServiceCpu;
}

async function load(options: autocannon.Options, seconds: number, pid?: number): Promise<Round> {
  const cpuBefore = serviceCpuMs(pid);
  const result = await autocannon({
    connections,
    pipelining: 1,
    ...options,
    duration: seconds,
    skipAggregateResult: true,
  } as autocannon.Options);
  const cpuAfter = serviceCpuMs(pid);
  return {
    result,
    cpuMs:
      cpuBefore === undefined || cpuAfter === undefined
        ? undefined
        : { all: cpuAfter.all - cpuBefore.all, http: cpuAfter.http - cpuBefore.http },
  };
}

/** Merges runs made with skipAggregateResult (autocannon's API; its type package lacks it). */
const aggregateResult = (
  autocannon as unknown as {
    aggregateResult(results: autocannon.Result[], options: autocannon.Options): autocannon.Result;
  }
).aggregateResult;

/** Requests completed in one round (autocannon's raw result names it so). */
const completed = ({ result }: Round) =>
  (result as unknown as { totalCompletedRequests: number }).totalCompletedRequests;
const roundRate = (round: Round) => completed(round) / round.result.duration;

/**
 * A case over all its rounds: requests/s over the whole time, and latency percentiles over every
 * request (autocannon merges the rounds' latency histograms).
 */
function summarise(name: string, options: autocannon.Options, caseRounds: Round[]) {
  const merged = aggregateResult(
    caseRounds.map((round) => round.result),
    { connections, ...options },
  );
  const cpuMs = caseRounds.every((round) => round.cpuMs !== undefined)
    ? caseRounds.reduce(
        (sum, round) => ({ all: sum.all + round.cpuMs!.all, http: sum.http + round.cpuMs!.http }),
        { all: 0, http: 0 },
      )
    : undefined;
  const requests = caseRounds.reduce((sum, round) => sum + completed(round), 0);
  const seconds = caseRounds.reduce((sum, round) => sum + round.result.duration, 0);
  return {
    name,
    requestsPerSecond: requests / seconds,
    p50: merged.latency.p50,
    p99: merged.latency.p99,
    non2xx: merged.non2xx,
    errors: merged.errors + merged.timeouts,
    cpuMicrosPerRequest:
      cpuMs === undefined || requests === 0
        ? undefined
        : { all: (cpuMs.all * 1000) / requests, http: (cpuMs.http * 1000) / requests },
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
    await load(baselineOptions, warmupSeconds);
    await load(quoteOptions, warmupSeconds);

    const seconds = Math.max(1, Math.round(duration / rounds));
    // Each case gets about BENCH_DURATION seconds in all, in whole-second rounds.
    console.log(
      `Measuring: ${connections} connections, ${rounds} rounds of ${seconds} s per case, on 127.0.0.1:${port}`,
    );
    const baselineRounds: Round[] = [];
    const quoteRounds: Round[] = [];
    for (let round = 0; round < rounds; round += 1) {
      // Baseline first in even rounds, quotes first in odd ones (ABBA), so drift cancels out.
      const order = round % 2 === 0 ? ["baseline", "quotes"] : ["quotes", "baseline"];
      for (const which of order) {
        if (which === "baseline") baselineRounds.push(await load(baselineOptions, seconds, child.pid));
        else quoteRounds.push(await load(quoteOptions, seconds, child.pid));
      }
    }
    const baseline = summarise("GET /api/health (baseline)", baselineOptions, baselineRounds);
    const quotes = summarise("POST /api/quotes", quoteOptions, quoteRounds);

    const rows = [baseline, quotes].map((row) => ({
      case: row.name,
      "req/s": Math.round(row.requestsPerSecond),
      "p50 ms": row.p50,
      "p99 ms": row.p99,
      non2xx: row.non2xx,
      errors: row.errors,
      "service CPU µs/req":
        row.cpuMicrosPerRequest === undefined ? "n/a" : Math.round(row.cpuMicrosPerRequest.all),
      "of which HTTP thread":
        row.cpuMicrosPerRequest === undefined ? "n/a" : Math.round(row.cpuMicrosPerRequest.http),
    }));
    console.table(rows);
    const ratio = quotes.requestsPerSecond / baseline.requestsPerSecond;
    const roundRatios = quoteRounds.map(
      (round, index) => roundRate(round) / roundRate(baselineRounds[index]!),
    );
    console.log(`Throughput ratio, quotes / baseline: ${(ratio * 100).toFixed(1)}%`);
    console.log(`  round by round: ${roundRatios.map((value) => `${(value * 100).toFixed(1)}%`).join(", ")}`);
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
